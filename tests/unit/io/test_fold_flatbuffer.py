"""``fold_flatbuffer``: bytes in, folded bytes and a report out, in process."""

from __future__ import annotations

import subprocess
from dataclasses import dataclass, field
from typing import Any, ClassVar

import fb_corpus as corpus
import numpy as np
import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, NameLoc, NoneAttr, StringAttr
from xdsl.passes import ModulePass

from lutdialect import fold
from lutdialect.dialects.tosa import ops as tosa
from lutdialect.fold import FoldError, fold_flatbuffer
from lutdialect.io.flatbuffer import read_flatbuffer
from lutdialect.io.op_verify import OpVerifier
from lutdialect.reference import run_graph
from lutdialect.transforms.remarks import RemarkKind, Reporter


def _dyt() -> bytes:
    blob = corpus.flatbuffer("dyt:dyt")
    assert blob is not None
    return blob


def test_folds_the_dyt_example_exactly(monkeypatch: pytest.MonkeyPatch) -> None:
    blob = _dyt()

    def no_subprocess(*_: object, **__: object) -> None:
        raise AssertionError("fold_flatbuffer started a process")

    monkeypatch.setattr(subprocess, "run", no_subprocess)
    monkeypatch.setattr(subprocess, "Popen", no_subprocess)
    out, report = fold_flatbuffer(blob)
    monkeypatch.undo()
    assert report.tables_created == 1 and report.changed
    assert report.rewritten and out != blob
    assert report.ops_before["tosa.mul"] == 1 and report.ops_after["tosa.mul"] == 0
    stages = {"read", "fold-dyt-lut", "fuse-elementwise-lut", "write"}
    if report.one_search is not None:  # Vela decides: the fuse pass weighs the chain
        stages.remove("fold-dyt-lut")
    assert set(report.seconds) == stages
    assert not any(isinstance(op, tosa.MulOp) for op in read_flatbuffer(out).walk())
    # every i8 code at every position class: 1024 elements cover the 256 codes 4 times
    x = (np.arange(1024) % 256 - 128).astype(np.int8).reshape(1, 16, 64)
    before, after = run_graph(blob, [x]), run_graph(out, [x])
    assert np.array_equal(before.outputs[0], after.outputs[0])


def test_nothing_to_fold_keeps_the_graph() -> None:
    blob = corpus.flatbuffer("elementwise_binary:test_add_i32_broadcast")
    assert blob is not None
    out, report = fold_flatbuffer(blob)
    assert not report.changed and report.tables_created == 0
    assert corpus.oracle_text(out) == corpus.oracle_text(blob)
    assert not report.rewritten and out == blob


def test_a_model_where_nothing_folds_comes_back_byte_for_byte(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """No writer and no second verification: the input bytes are the output."""
    blob = (corpus.ROOT / "benchmarks/models/mobilenet_v2_int8.tosa").read_bytes()

    def no_write(_module: ModuleOp) -> bytes:
        raise AssertionError("an unchanged graph was serialised again")

    real_verified = fold._verified  # pyright: ignore[reportPrivateUsage]

    def input_only(module: ModuleOp, verifier: OpVerifier, what: str) -> None:
        if what != "the input":
            raise AssertionError("an unchanged graph was verified again")
        real_verified(module, verifier, what)

    monkeypatch.setattr(fold, "write_flatbuffer", no_write)
    monkeypatch.setattr(fold, "_verified", input_only)
    out, report = fold_flatbuffer(blob)
    assert out == blob and not report.rewritten
    assert report.ops_before == report.ops_after and report.seconds["write"] == 0.0
    assert report.lines()[-1] == "graph unchanged: the input is returned as it was"


@dataclass(frozen=True)
class _Rename(ModulePass):
    """Renames the multiply's output tensor: no op count or table changes."""

    name = "test-rename"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        mul = next(o for o in op.walk() if isinstance(o, tosa.MulOp))
        mul.location = NameLoc(StringAttr("renamed"), NoneAttr())


def test_a_rewrite_that_keeps_the_op_counts_is_still_written() -> None:
    """Unchanged is structural: op counts and statistics are not asked."""
    blob = _dyt()
    out, report = fold_flatbuffer(blob, passes=[_Rename()])
    assert report.rewritten and not report.changed and out != blob
    names = [o.location for o in read_flatbuffer(out).walk() if isinstance(o, tosa.MulOp)]
    assert names == [NameLoc(StringAttr("renamed"), NoneAttr())]


@dataclass(frozen=True)
class _Targeted(ModulePass):
    """Records the target it was given and reports one decline per table."""

    name = "test-targeted"
    seen: ClassVar[list[str | None]] = []
    target: str | None = field(default=None)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        _Targeted.seen.append(self.target)
        reporter = Reporter(self.name, enabled=False)
        for table in [o for o in op.walk() if isinstance(o, tosa.TableOp)]:
            reporter.declined(table, "test-guard", "declined for the test")


@dataclass(frozen=True)
class _Untargeted(ModulePass):
    name = "test-untargeted"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        del ctx, op


def test_target_goes_to_passes_that_take_it_and_remarks_are_collected() -> None:
    _Targeted.seen.clear()
    passes: list[Any] = [_Targeted(), _Untargeted()]
    _, report = fold_flatbuffer(_dyt(), passes=passes, target="ethos-u85")
    assert _Targeted.seen == ["ethos-u85"]
    assert [r.guard for r in report.remarks] == ["test-guard"]
    assert report.remarks[0].kind is RemarkKind.DECLINED
    # the op is located at its output tensor (the flatbuffer's own name)
    assert report.remarks[0].location == "y"
    assert report.statistics["test-targeted"]["declined: test-guard"] == 1


@pytest.mark.parametrize(
    ("passes", "message"),
    [
        ("no-such-pass", "unknown pass 'no-such-pass'"),
        ("fold-dyt-lut{", "bad pass pipeline 'fold-dyt-lut{'"),
    ],
)
def test_bad_pipelines_are_one_line(passes: str, message: str) -> None:
    with pytest.raises(FoldError) as e:
        fold_flatbuffer(_dyt(), passes=passes)
    assert str(e.value).startswith(message) and "\n" not in str(e.value)


def test_unreadable_bytes_are_a_fold_error() -> None:
    with pytest.raises(FoldError, match="no TOSA file identifier"):
        fold_flatbuffer(b"\x00" * 16)


def _invalid(text: str) -> bytes:
    """A flatbuffer of ``text``, which parses but does not verify (the writer writes
    what it is given)."""
    from lutdialect.io.context import context
    from lutdialect.io.flatbuffer import write_flatbuffer
    from lutdialect.io.mlir import parse_mlir

    return write_flatbuffer(parse_mlir(text, context()))


def test_an_invalid_graph_is_a_fold_error_naming_the_tensor() -> None:
    blob = _invalid(
        """
func.func @f(%x: tensor<2x3xi8>) -> tensor<7xi8> {
  %s = tosa.const_shape {values = dense<[7]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %y = tosa.reshape %x, %s : (tensor<2x3xi8>, !tosa.shape<1>) -> tensor<7xi8>
  return %y : tensor<7xi8>
}
"""
    )
    with pytest.raises(FoldError) as e:
        fold_flatbuffer(blob)
    assert str(e.value) == (
        "the input is not a valid graph: TosaOutput_0: "
        "'tosa.reshape' cannot reshape 6 elements into 7"
    )


def test_an_invalid_graph_s_message_is_cut_short() -> None:
    """A verifier's message spells out its types, which a corrupt file can make of
    any length: the error stays one readable line."""
    rank = "x".join(["1"] * 300)
    blob = _invalid(
        f"""
func.func @f(%x: tensor<4xi8>, %t: tensor<{rank}xi8>) -> tensor<4xi8> {{
  %y = tosa.table %x, %t : (tensor<4xi8>, tensor<{rank}xi8>) -> tensor<4xi8>
  return %y : tensor<4xi8>
}}
"""
    )
    with pytest.raises(FoldError) as e:
        fold_flatbuffer(blob)
    message = str(e.value)
    assert "\n" not in message and len(message) < 600
    assert "'tosa.table' with i8 input needs a tensor<256xi8> table" in message
    assert message.endswith(" characters)")


def test_the_report_reads_as_the_command_prints_it() -> None:
    """Statistics as ``name value`` pairs (as ``lutdialect fold`` prints them), not
    a Python dict."""
    _, report = fold_flatbuffer(_dyt(), target="generic")
    (line,) = [s for s in report.lines() if s.startswith("fold-dyt-lut: ")]
    assert "{" not in line and "'" not in line
    stats = report.statistics["fold-dyt-lut"]
    assert line == "fold-dyt-lut: " + ", ".join(f"{k} {v}" for k, v in sorted(stats.items()))


def test_vela_is_given_the_input_file_for_the_input() -> None:
    """Where Vela decides, the input is costed as the bytes it was read from (by the
    fuse pass's one search, and again by the summary): it is compiled once, not once
    more per graph written again from the same ops (which Vela costs op for op as
    the file: ``test_oracles``)."""
    from pathlib import Path

    from lutdialect.cost import oracles, vela

    if not vela.available():
        pytest.skip("needs Vela (lutdialect[vela])")
    models = Path(__file__).resolve().parents[3] / "benchmarks" / "models"
    data = (models / "dyt_mlp_int8.tosa").read_bytes()
    oracles.forget()
    try:
        _, report = fold_flatbuffer(data, target="ethos-u55-128")
        assert report.one_search is not None, "the fuse pass's plan ran on the input"
        (npu,) = vela.npus(("ethos-u55-128",))
        memo = oracles.shared_oracle(npu)._db_memo  # pyright: ignore[reportPrivateUsage]
        assert data in memo
        as_input = [graph for graph, found in memo.items() if found == memo[data]]
        assert as_input == [data]
    finally:
        oracles.forget()
