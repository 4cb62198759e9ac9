"""The shared oracles' view of the input graph: a graph read from a flatbuffer is
given to Vela as that flatbuffer while it is as it was read, which holds only if
Vela costs the file as it costs lutdialect's own writing of the same graph, operator
by operator."""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp

from lutdialect.cost import oracles, vela
from lutdialect.io.flatbuffer import read_flatbuffer
from lutdialect.io.flatbuffer_blocks import BlockCache, base_of, write_blocks

pytestmark = pytest.mark.skipif(not vela.available(), reason="needs Vela (lutdialect[vela])")

MODELS = Path(__file__).resolve().parents[3] / "benchmarks" / "models"
NPUS = vela.npus(("ethos-u55-128", "ethos-u85-256"))


def _costed(oracle: vela.Oracle, data: bytes) -> tuple[int, dict[int, int]] | str:
    try:
        return oracle.op_cycles(data)
    except vela.VelaRefused as e:
        return e.reason


@pytest.mark.parametrize("model", sorted(p.stem for p in MODELS.glob("*.tosa")))
def test_vela_costs_the_file_as_the_graph_written_again(model: str) -> None:
    """The same total and the same cycles per operator index (or the same refusal) on
    both NPUs of the default target."""
    data = (MODELS / f"{model}.tosa").read_bytes()
    ours = write_blocks(read_flatbuffer(data), oracles.shared_blocks())
    assert ours != data
    for npu in NPUS:
        oracle = vela.Oracle((npu,))
        assert _costed(oracle, data) == _costed(oracle, ours), (model, npu)


@pytest.mark.parametrize("model", sorted(p.stem for p in MODELS.glob("*.tosa")))
def test_vela_costs_a_graph_written_into_its_file_as_written_alone(model: str) -> None:
    """A copy written with its file as the base (most of its tables are the file's)
    is costed as the copy written from blocks alone, operator by operator; so is a
    copy whose first table op was dropped (its users read the table's input)."""
    data = (MODELS / f"{model}.tosa").read_bytes()
    module = read_flatbuffer(data)
    base = base_of(next(iter(module.ops)), data)  # pyright: ignore[reportArgumentType]
    assert base is not None
    copy = module.clone()
    changed = copy.clone()
    dropped = next(
        (
            op
            for op in changed.walk()
            if op.name == "tosa.table" and op.operands[0].type == op.results[0].type
        ),
        None,
    )
    if dropped is not None:
        dropped.results[0].replace_all_uses_with(dropped.operands[0])
        dropped.detach()
        dropped.erase()
    for graph in (copy, changed):
        based = write_blocks(graph, BlockCache(), base)
        alone = write_blocks(graph, BlockCache())
        assert based != alone
        for npu in NPUS:
            oracle = vela.Oracle((npu,))
            assert _costed(oracle, based) == _costed(oracle, alone), (model, npu)


def _read(model: str) -> tuple[bytes, ModuleOp]:
    data = (MODELS / f"{model}.tosa").read_bytes()
    return data, read_flatbuffer(data)


def test_the_watched_input_is_its_file_until_it_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(oracles, "_WATCH", [])
    data, module = _read("dyt_mlp_int8")
    watch = oracles.watch_input(next(iter(module.ops)), data)
    assert oracles.graph_bytes(module) is data
    assert watch.bytes is data
    copy = module.clone()  # another function: written
    assert oracles.graph_bytes(copy) != data
    assert oracles.graph_bytes(module) is data  # still watched
    body = next(iter(module.ops)).regions[0].block
    first = next(op for op in body.ops if op.name == "tosa.const")
    last = body.last_op
    assert last is not None
    first.detach()
    body.insert_op_before(first, last)  # not as read any more
    assert oracles.graph_bytes(module) != data
    assert not oracles._WATCH  # pyright: ignore[reportPrivateUsage]


def test_without_its_file_the_input_is_written_and_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(oracles, "_WATCH", [])
    data, module = _read("dyt_mlp_int8")
    watch = oracles.watch_input(next(iter(module.ops)))
    written = oracles.graph_bytes(module)
    assert written != data
    assert watch.bytes == written


@pytest.mark.parametrize("target", ["ethos-u55-128", "ethos-u85-256"])
def test_a_committed_plan_is_given_to_vela_as_its_trial(
    monkeypatch: pytest.MonkeyPatch, target: str
) -> None:
    """After a pass commits the set Vela costed, the module is watched as that trial's
    bytes, which are the bytes the module itself is written to (so the next pass and
    the summary need not write it)."""
    from lutdialect.io.context import context
    from lutdialect.transforms.fold_dyt_lut import FoldDyTLUTPass

    monkeypatch.setattr(oracles, "_WATCH", [])
    data, module = _read("dyt_mlp_int8")
    oracles.watch_input(next(iter(module.ops)), data)
    base = oracles.watched_base()  # the trials point into the input's file
    assert base is not None
    FoldDyTLUTPass(target=target).apply(context(), module)
    given = oracles.input_file(module)
    assert given is not None and given != data, "the pass rewrote, and its trial is watched"
    assert given == write_blocks(module, oracles.shared_blocks(), base)
    assert given == write_blocks(module.clone(), oracles.shared_blocks(), base)
    # The input's file stays the base of what is written next (the next pass's trials):
    # a graph an earlier trial had is written to that trial's bytes, which the memo knows.
    assert oracles.watched_base() is base
    # Changed again (by hand here), the module is no longer those bytes.
    body = next(iter(module.ops)).regions[0].block
    first = next(op for op in body.ops if op.name == "tosa.const")
    last = body.last_op
    assert last is not None
    first.detach()
    body.insert_op_before(first, last)
    assert oracles.input_file(module) is None
    assert oracles.graph_bytes(module) == write_blocks(
        module.clone(), oracles.shared_blocks(), base
    )
