"""A trial tried on the module itself is undone by its checkpoint
(``transforms.checkpoint``): the same op objects, in the same order, reading the same
values, with the same attributes and names, every value's uses in the same order, so
that the next trial and the commit run on the graph the collect saw."""

from __future__ import annotations

import itertools
from collections.abc import Hashable
from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue

from lutdialect.io.flatbuffer import read_flatbuffer
from lutdialect.io.unchanged import Snapshot
from lutdialect.transforms.checkpoint import Checkpoint
from lutdialect.transforms.fold_dyt_lut import FoldDyTLUTPass
from lutdialect.transforms.fuse_elementwise_lut import FuseElementwiseLUTPass
from lutdialect.transforms.remarks import Reporter
from lutdialect.transforms.whole_graph import Planning

MODELS = Path(__file__).resolve().parents[3] / "benchmarks" / "models"
TRIED = sorted(
    p.stem
    for p in MODELS.glob("*.tosa")
    if p.stem.startswith(("dyt", "vit")) or p.stem.endswith("int8")
)
"""The models whose candidates prove in seconds (the a16w8 CNNs' i16 regions take a
minute: their trials are the same code)."""


def _uses(module: ModuleOp) -> list[tuple[SSAValue, tuple[tuple[Operation, int], ...]]]:
    values: list[SSAValue] = []
    for op in module.walk():
        values += op.results
        for region in op.regions:
            for block in region.blocks:
                values += block.args
    return [(v, tuple((u.operation, u.index) for u in v.uses)) for v in values]


def _state(module: ModuleOp) -> tuple[object, ...]:
    ops = list(module.walk())
    return (
        ops,
        [tuple(op.operands) for op in ops],
        [tuple(r.name_hint for r in op.results) for op in ops],
        _uses(module),
        str(module),
    )


def _pass(name: str) -> FoldDyTLUTPass | FuseElementwiseLUTPass:
    return FoldDyTLUTPass() if name == "fold-dyt-lut" else FuseElementwiseLUTPass()


@pytest.mark.parametrize("pass_name", ["fold-dyt-lut", "fuse-elementwise-lut"])
@pytest.mark.parametrize("model", TRIED)
def test_trials_on_a_model_are_undone(model: str, pass_name: str) -> None:
    """Each candidate alone, all of them, and pairs, applied to the model and put
    back; afterwards the collect finds the same candidates, and the commit of a set
    gives the graph that set's trial gave."""
    module = read_flatbuffer((MODELS / f"{model}.tosa").read_bytes())
    p = _pass(pass_name)
    reporter = Reporter(pass_name, False).silent()
    collected = Planning.of(module)
    p._planned(module, collected, reporter)  # pyright: ignore[reportPrivateUsage]
    keys: list[Hashable] = list(collected.found)
    checkpoint = Checkpoint.of(module)
    assert checkpoint is not None
    before = _state(module)
    snapshot = Snapshot(module)
    sets = [frozenset((k,)) for k in keys[:6]]
    sets += [frozenset(keys)] if keys else []
    sets += [frozenset(pair) for pair in itertools.islice(itertools.combinations(keys, 2), 4)]
    texts: dict[frozenset[Hashable], str] = {}
    for chosen in sets:
        trial = Planning.of(module, collected, chosen, quick=True)
        p._planned(module, trial, reporter)  # pyright: ignore[reportPrivateUsage]
        if trial.applied:
            assert str(module) != before[-1], "the trial changed the graph"
        texts[chosen] = str(module)
        checkpoint.restore()
        assert snapshot.unchanged(module)
        assert _state(module) == before
    again = Planning.of(module)
    p._planned(module, again, reporter)  # pyright: ignore[reportPrivateUsage]
    assert list(again.found) == keys
    if keys:
        chosen = frozenset(keys[:1])
        commit = Planning.of(module, collected, chosen)
        p._planned(module, commit, reporter)  # pyright: ignore[reportPrivateUsage]
        assert str(module) == texts[chosen]
        checkpoint.restore()
        assert _state(module) == before


def test_a_graph_of_regions_or_several_functions_has_no_checkpoint() -> None:
    from lutdialect.verify import context, parse_mlir

    two = parse_mlir(
        "func.func @a(%x: tensor<4xi8>) -> tensor<4xi8> { return %x : tensor<4xi8> }\n"
        "func.func @b(%x: tensor<4xi8>) -> tensor<4xi8> { return %x : tensor<4xi8> }\n",
        context(),
    )
    assert Checkpoint.of(two) is None
    one = parse_mlir(
        "func.func @a(%x: tensor<4xi8>) -> tensor<4xi8> { return %x : tensor<4xi8> }\n",
        context(),
    )
    assert Checkpoint.of(one) is not None


def test_erased_moved_and_created_ops_are_put_back() -> None:
    """By hand: an op erased, one moved, one created and used, and an attribute
    replaced -- all undone, uses in their order."""
    module = read_flatbuffer((MODELS / "dyt_mlp_int8.tosa").read_bytes())
    checkpoint = Checkpoint.of(module)
    assert checkpoint is not None
    before = _state(module)
    block = checkpoint.block
    ops = list(block.ops)
    # a value with several users: its first user is erased after its uses move
    shared = next(op for op in ops if op.results and len(list(op.results[0].uses)) > 1)
    user = next(iter(shared.results[0].uses)).operation
    clone = user.clone()
    block.insert_op_after(clone, user)
    for result, new in zip(user.results, clone.results, strict=True):
        result.replace_all_uses_with(new)
    user.detach()
    user.erase()
    moved = ops[3]
    moved.detach()
    block.insert_op_before(moved, ops[0])
    ops[5].attributes["extra"] = ops[5].location
    assert _state(module) != before
    checkpoint.restore()
    assert _state(module) == before
    assert "extra" not in ops[5].attributes
