"""The ``lutdialect`` command end to end: real-shaped ``.tosa`` graphs in, folded
``.tosa`` out, proven equal on the TOSA reference model; and its error paths.

Graphs come from ``graphs.py`` next to this file (loaded by path, since another
test directory has a ``graphs`` module of its own). Expected op-count changes are
derived from the graphs' structure; every value comparison is made by the oracle.
"""

from __future__ import annotations

import os
import re
import subprocess
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import pytest
from tools_console import INVALID_AFTER, G, to_tosa
from tools_console import run_main as run
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from lutdialect.io.context import context
from lutdialect.io.graph import read_graph, write_graph
from lutdialect.io.mlir import parse_mlir
from lutdialect.reference import tosa_opt
from lutdialect.tools.cli import main, op_counts
from lutdialect.transforms import PASSES
from lutdialect.verify import VerifyStatus, verify_graphs
from lutdialect.verify_inputs import plural

GENERIC = "fold-dyt-lut{target=generic},fuse-elementwise-lut{target=generic}"
"""The default passes under the target that counts full-tensor passes: these tests are about
the rewrite and the tool, not about whether an NPU gains (the default target, ethos-u,
declines graphs this small where Vela already fuses the chain)."""

ACTS = ("i8", "i16")


def counts(path: Path) -> Counter[str]:
    """Op counts of a graph file, read back through ``tosa-opt --tosa-deserialize``."""
    return op_counts(read_graph(path).module)


def without_constants(c: Counter[str]) -> Counter[str]:
    return Counter({k: v for k, v in c.items() if k != "tosa.const"})


# --------------------------------------------------------------------------- #
# The whole loop
# --------------------------------------------------------------------------- #

DYT_CORE = Counter({"tosa.rescale": 3, "tosa.mul": 1, "tosa.reshape": 1, "tosa.const_shape": 1})
"""What folding one DyT core removes: the dequantize and requantize rescales, the
alpha mul and alpha's own rescale -> reshape chain (the table is replaced, not added)."""


@dataclass(frozen=True)
class Expected:
    tables_created: int | None  # None: either way is right (see why)
    removed: Counter[str] = field(default_factory=Counter[str])
    why: str = ""


EXPECTED: dict[tuple[str, str], Expected] = {
    ("conv_dyt", "i8"): Expected(
        1, DYT_CORE, "fold-dyt-lut folds the core; gamma/beta are per channel"
    ),
    ("residual_dyt", "i8"): Expected(
        None,
        DYT_CORE + Counter({"tosa.rescale": 3, "tosa.add": 1}),
        "fold-dyt-lut folds the core, then fuse-elementwise-lut takes in the residual add: "
        "x + DyT(x) is a function of the requantized x alone",
    ),
    ("linear_silu", "i8"): Expected(
        1,
        Counter({"tosa.rescale": 3, "tosa.mul": 1}),
        "fuse-elementwise-lut fuses SiLU (sigmoid table, rescales, mul) into one table",
    ),
    ("conv_dyt", "i16"): Expected(0, why="fold-dyt-lut only folds i8; i16 regions are not exact"),
    ("residual_dyt", "i16"): Expected(
        0, why="fold-dyt-lut only folds i8; i16 regions are not exact"
    ),
    ("linear_silu", "i16"): Expected(
        None, why="refitting the sigmoid table + 2^-7 rescale as an equal pair removes nothing"
    ),
}


@pytest.mark.parametrize("act", ACTS)
@pytest.mark.parametrize("graph", sorted(G.GRAPHS))
def test_fold_tosa_to_tosa_is_verified_and_shrinks_as_expected(
    graph: str, act: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = to_tosa(G.GRAPHS[graph](act), tmp_path / "in.tosa")
    dst = tmp_path / "out.tosa"
    expected = EXPECTED[(graph, act)]

    folded = run(capsys, "fold", src, "-o", dst, "--verify", "--passes", GENERIC)
    assert folded.code == 0, folded.err
    assert folded.err == ""
    if expected.tables_created is not None:
        created = plural(expected.tables_created, "table")
        assert f"{created} created" in folded.out, expected.why
    # A graph the passes left alone is equal without a run; anything else is checked.
    if "verified: unchanged (" in folded.out:
        assert not expected.removed and not expected.tables_created, expected.why
        assert read_graph(src).module.is_structurally_equivalent(read_graph(dst).module)
    else:
        assert "verified: equal on @main: every" in folded.out

    before, after = counts(src), counts(dst)
    assert without_constants(before) - without_constants(after) == expected.removed, expected.why
    assert without_constants(after) - without_constants(before) == Counter()
    assert after["tosa.table"] == before["tosa.table"]
    if expected.removed:
        assert after["tosa.const"] < before["tosa.const"]

    checked = run(capsys, "verify", src, dst)
    assert checked.code == 0, checked.out
    per_position = "every i8 code at every position" if act == "i8" else "every i16 code"
    assert per_position in checked.out


@pytest.mark.parametrize("graph", ["linear_silu", "residual_dyt"])
def test_activation_after_a_requantize_fuses_into_one_table(
    graph: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src, dst = tmp_path / "in.mlir", tmp_path / "out.mlir"
    src.write_text(G.GRAPHS[graph]("i8"))
    assert run(capsys, "fold", src, "-o", dst, "--passes", GENERIC).code == 0
    after = counts(dst)
    assert after["tosa.table"] == 1
    assert after["tosa.mul"] + after["tosa.add"] == 0


def test_names_and_description_survive(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = G.dyt("i8")
    src = tmp_path / "in.mlir"
    src.write_text(text)
    flat, back = tmp_path / "out.tosa", tmp_path / "out.mlir"
    assert run(capsys, "fold", src, "-o", flat).code == 0
    assert run(capsys, "fold", src, "-o", back).code == 0
    for graph in (read_graph(flat).module, read_graph(back).module):
        (f,) = [op for op in graph.ops if op.name == "func.func"]
        assert '{tosa.tensor_name = "x"}' in str(f)
        assert '{tosa.tensor_name = "y"}' in str(f)
    assert 'tosa.description = "DyT (i8)"' in back.read_text()


@pytest.fixture(scope="module")
def folded_conv_dyt(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """An int8 conv + DyT graph as a flatbuffer and its fold as MLIR text."""
    tmp = tmp_path_factory.mktemp("conv_dyt")
    src, dst = to_tosa(G.conv_dyt("i8"), tmp / "in.tosa"), tmp / "out.mlir"
    assert main(["fold", str(src), "-o", str(dst), "--quiet"]) == 0
    return src, dst


def test_mlir_output_is_accepted_by_tosa_opt(folded_conv_dyt: tuple[Path, Path]) -> None:
    _, dst = folded_conv_dyt
    subprocess.run([tosa_opt(), str(dst), "-o", os.devnull], check=True)


# --------------------------------------------------------------------------- #
# verify: what it catches
# --------------------------------------------------------------------------- #


@pytest.fixture(scope="module")
def folded_dyt(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A bare int8 DyT graph and its fold, as flatbuffers."""
    tmp = tmp_path_factory.mktemp("dyt")
    src = to_tosa(G.dyt("i8"), tmp / "in.tosa")
    assert (
        main(["fold", str(src), "-o", str(tmp / "out.tosa"), "--quiet", "--target", "generic"]) == 0
    )
    return src, tmp / "out.tosa"


def test_verify_pins_a_corrupted_table_entry_to_its_input_code(
    folded_dyt: tuple[Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src, folded = folded_dyt
    graph = read_graph(folded).module
    index = 200
    old, new = G.corrupt_table(graph, index)
    corrupted = tmp_path / "corrupted.tosa"
    write_graph(graph, corrupted)

    result = verify_graphs(src, corrupted)
    assert result.status is VerifyStatus.DIFFERENT
    m = result.mismatch
    assert m is not None
    assert m.input_code == index - 128
    assert (m.before, m.after) == (old, new)  # the fold's entry was proven right by the oracle
    x = m.inputs[0]
    assert m.differing == int((x == index - 128).sum())
    assert int(x[m.position]) == index - 128

    cli_run = run(capsys, "verify", src, corrupted)
    assert cli_run.code == 1
    assert f"for input code {index - 128}" in cli_run.out
    assert f"before {old}, after {new}" in cli_run.out
    assert "before: [" in cli_run.out and "after:  [" in cli_run.out


def test_verify_catches_a_corrupted_table_inside_a_real_graph(
    folded_conv_dyt: tuple[Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src, folded = folded_conv_dyt
    graph = read_graph(folded).module
    G.corrupt_table(graph, 130, delta=-5)
    corrupted = tmp_path / "corrupted.mlir"
    write_graph(graph, corrupted)
    checked = run(capsys, "verify", src, corrupted)
    assert checked.code == 1
    assert "verify: different: @main output 0 differs at" in checked.out


UNPREDICTABLE = """module {
  func.func @main(%x: tensor<1x16x64xi8>) -> tensor<1x16x64xi8> {
    %m = "tosa.const"() <{values = dense<-1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
    %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %0 = tosa.rescale %x, %m, %s, %z, %z {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x16x64xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x16x64xi8>
    return %0 : tensor<1x16x64xi8>
  }
}
"""
"""A negative multiplier: a REQUIRE of RESCALE fails for every input."""


@pytest.mark.parametrize(
    ("before", "after", "message", "route"),
    [
        (None, INVALID_AFTER, "the rewritten graph is invalid: tosa-opt rejects", "tosa-opt"),
        (None, INVALID_AFTER, "the rewritten graph is invalid @main on ", "native"),
        (UNPREDICTABLE, None, "the original graph is unpredictable", "native"),
    ],
)
def test_verify_exits_2_on_an_invalid_or_unpredictable_graph(
    before: str | None,
    after: str | None,
    message: str,
    route: str,
    folded_dyt: tuple[Path, Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    paths: list[Path] = []
    for text, fallback, name in (
        (before, folded_dyt[0], "b.mlir"),
        (after, folded_dyt[1], "a.mlir"),
    ):
        if text is None:
            paths.append(fallback)
        else:
            paths.append(tmp_path / name)
            paths[-1].write_text(text)
    checked = run(capsys, "verify", *paths, "--tosa-io", route)
    assert checked.code == 2
    assert message in checked.out
    assert "Traceback" not in checked.out + checked.err
    assert "REQUIRE() fails" not in checked.err  # the reference model's own logging is muted


def test_verify_samples_graphs_with_two_inputs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def binary(op: str, swap: bool) -> str:
        a, b = ("%b", "%a") if swap else ("%a", "%b")
        t = "tensor<2x8xi32>"
        return (
            f"module {{\n  func.func @main(%a: {t}, %b: {t}) -> {t} {{\n"
            f"    %0 = {op} {a}, {b} : ({t}, {t}) -> {t}\n    return %0 : {t}\n  }}\n}}\n"
        )

    paths: dict[str, Path] = {}
    for name, text in {
        "max": binary("tosa.maximum", False),
        "max_swapped": binary("tosa.maximum", True),
        "min": binary("tosa.minimum", False),
    }.items():
        paths[name] = tmp_path / f"{name}.mlir"
        paths[name].write_text(text)
    same = run(capsys, "verify", paths["max"], paths["max_swapped"], "--samples", "8")
    assert same.code == 0
    assert "extremes + 8 random inputs (seed 0)" in same.out
    differ = run(capsys, "verify", paths["max"], paths["min"])
    assert differ.code == 1
    assert "input code" not in differ.out  # two inputs: a position, no single code


def test_multi_function_modules_are_verified_function_by_function(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "two.mlir"
    src.write_text(G.module("two", G.dyt_function("i8", "first"), G.dyt_function("i8", "second")))
    dst = tmp_path / "two.out.mlir"
    folded = run(capsys, "fold", src, "-o", dst, "--verify", "--passes", GENERIC)
    assert folded.code == 0, folded.err
    assert "fold-dyt-lut: 2 candidates, 2 folded" in folded.out
    assert "@first: every i8 code" in folded.out and "@second: every i8 code" in folded.out
    refused = run(capsys, "fold", src, "-o", tmp_path / "two.tosa")
    assert refused.code == 1
    assert "a .tosa flatbuffer holds one function" in refused.err


# --------------------------------------------------------------------------- #
# fold --verify refuses a wrong rewrite; remarks; quiet; progress
# --------------------------------------------------------------------------- #


@dataclass(frozen=True)
class CorruptTablesPass(ModulePass):
    """A deliberately wrong rewrite: bumps the entry for table input 0 of the first table."""

    name = "corrupt-tables"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        G.corrupt_table(op, 128)


def test_fold_verify_refuses_to_write_a_wrong_result(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(cast(dict[str, Any], PASSES), "corrupt-tables", lambda: CorruptTablesPass)
    src, dst = tmp_path / "in.mlir", tmp_path / "out.tosa"
    src.write_text(G.dyt("i8"))
    refused = run(capsys, "fold", src, "-o", dst, "--passes", "corrupt-tables", "--verify")
    assert refused.code == 1
    assert "for input code" in refused.out
    assert "not proven equal" in refused.err
    assert not dst.exists()
    unchecked = run(capsys, "fold", src, "-o", dst, "--passes", "corrupt-tables", "--quiet")
    assert unchecked.code == 0 and dst.exists()  # without --verify it is the user's call


@dataclass(frozen=True)
class BrokenPass(ModulePass):
    """A pass with a bug."""

    name = "broken"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        raise KeyError("oops")


def test_a_crashing_pass_is_reported_in_one_line(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(cast(dict[str, Any], PASSES), "broken", lambda: BrokenPass)
    src = tmp_path / "in.mlir"
    src.write_text(G.dyt("i8"))
    result = run(capsys, "fold", src, "-o", tmp_path / "out.mlir", "--passes", "broken")
    assert result.code == 1
    assert result.err == "lutdialect: error: pass broken failed on @main: KeyError: 'oops'\n"


def test_remarks_quiet_and_progress(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "in.mlir"
    src.write_text(G.conv_dyt("i16"))
    # The hand model: with Vela the pipeline runs as one search, without fold-dyt-lut.
    remarks = run(capsys, "fold", src, "-o", tmp_path / "out.mlir", "--remarks", "--cost", "model")
    assert remarks.code == 0
    assert "remark: fold-dyt-lut:" in remarks.err and "not rewritten" in remarks.err
    assert "fold-dyt-lut: 1 candidate, 0 folded, 1 declined" in remarks.out

    monkeypatch.setenv("LUTDIALECT_PROGRESS_AFTER", "0")
    loud = run(capsys, "verify", src, tmp_path / "out.mlir")
    assert loud.code == 0
    assert re.search(r"lutdialect: verify @main: (\d+)/\1\n", loud.err)
    quiet = run(capsys, "verify", src, tmp_path / "out.mlir", "--quiet")
    assert (quiet.code, quiet.out, quiet.err) == (0, "", "")
    quiet_fold = run(capsys, "fold", src, "-o", tmp_path / "q.tosa", "--verify", "--quiet")
    assert (quiet_fold.code, quiet_fold.out, quiet_fold.err) == (0, "", "")


def test_pass_options_and_unknown_passes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "in.mlir"
    src.write_text(G.dyt("i8"))
    only_fuse = run(
        capsys,
        "fold",
        src,
        "-o",
        tmp_path / "o.mlir",
        "--passes",
        "fuse-elementwise-lut{float-regions=false}",
    )
    assert only_fuse.code == 0
    assert "fold-dyt-lut" not in only_fuse.out and "fuse-elementwise-lut: " in only_fuse.out
    unknown = run(capsys, "fold", src, "-o", tmp_path / "o.mlir", "--passes", "nope")
    assert unknown.code == 1
    assert "unknown pass 'nope'" in unknown.err


def test_fold_verify_skips_a_function_the_passes_left_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Unchanged is equal without a run, even where the original is unpredictable;
    ``verify`` of the same two graphs still runs them and says so."""
    src = tmp_path / "u.mlir"
    src.write_text(UNPREDICTABLE)
    dst = tmp_path / "u.tosa"
    folded = run(capsys, "fold", src, "-o", dst, "--verify")
    assert folded.code == 0, folded.err
    assert "verified: unchanged (the rewritten function is the original" in folded.out
    checked = run(capsys, "verify", src, dst)
    assert checked.code == 2 and "unpredictable" in checked.out
    module = parse_mlir(UNPREDICTABLE, context(), "u.mlir")
    skipped = verify_graphs(module, module.clone(), skip_unchanged=True)
    assert (skipped.status, skipped.runs, skipped.exhaustive) == (VerifyStatus.EQUAL, 0, False)


def test_without_vela_a_vela_configuration_is_refused_with_no_pass(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without Vela the summary costs nothing, but a configuration only Vela has is
    still an error (before the input is read), as it is for the passes."""
    from lutdialect.cost import vela

    monkeypatch.setattr(vela, "available", lambda: False)
    missing, dst = tmp_path / "missing.tosa", tmp_path / "o.tosa"
    folded = run(capsys, "fold", missing, "-o", dst, "--passes", "", "--system-config", "X")
    assert folded.code == 1 and folded.err.count("\n") == 1
    assert "a Vela system configuration needs Vela" in folded.err
    assert "lutdialect[vela]" in folded.err


def test_a_pass_that_puts_a_copy_of_the_function_back_is_run_per_function() -> None:
    """The driver runs a pass on each function in a module of its own and then puts
    the function back: a pass that undid its work by putting a copy's body in place
    (as the never-slower check does for a graph it cannot checkpoint) leaves that
    copy in the module, in the function's place."""
    from lutdialect.tools.commands import functions, run_pass
    from lutdialect.tools.progress import Progress

    @dataclass(frozen=True)
    class PutsACopyBack(ModulePass):
        name = "puts-a-copy-back"

        def apply(self, ctx: Context, op: ModuleOp) -> None:
            copy = op.clone()
            op.detach_region(op.regions[0]).drop_all_references()
            op.add_region(copy.detach_region(copy.regions[0]))

    text = (
        "func.func @a(%x: tensor<4xi8>) -> tensor<4xi8> { return %x : tensor<4xi8> }\n"
        "func.func @b(%x: tensor<4xi8>) -> tensor<4xi8> { return %x : tensor<4xi8> }\n"
    )
    module = parse_mlir(text, context())
    before = str(module)
    originals = list(module.ops)
    run_pass(context(), module, PutsACopyBack(), Progress(enabled=False))
    assert str(module) == before
    assert [f.sym_name.data for f in functions(module)] == ["a", "b"]
    assert not set(module.ops) & set(originals), "the copies are in the module"
