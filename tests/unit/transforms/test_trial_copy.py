"""A trial's copy of the module (``whole_graph.copy_module``) is the module's clone:
the same ops, in the same order, reading the same values, with the same property,
attribute and location objects and the same names (the block cache keys a trial's
blocks by those objects, so a copy that differed would write other bytes)."""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import BlockArgument, OpResult, SSAValue
from xdsl.parser import Parser

from lutdialect.io.context import context
from lutdialect.io.flatbuffer import read_flatbuffer
from lutdialect.transforms.whole_graph import copy_module

MODELS = Path(__file__).resolve().parents[3] / "benchmarks" / "models"
CASES = (
    Path(__file__).resolve().parents[2] / "filecheck" / "transforms" / "fuse-elementwise-lut.mlir"
)


def _shape(module: ModuleOp) -> list[tuple[object, ...]]:
    """Every op as what makes it the op it is, values named by position."""
    ops = list(module.walk())
    index = {op: i for i, op in enumerate(ops)}

    def value(v: SSAValue) -> tuple[object, ...]:
        if isinstance(v, OpResult):
            return ("result", index[v.op], v.index)
        assert isinstance(v, BlockArgument)
        parent = v.block.parent_op()
        assert parent is not None
        return ("argument", index[parent], v.index, v.name_hint, v.type)

    return [
        (
            op.name,
            tuple(op.properties),
            tuple(map(id, op.properties.values())),
            tuple(op.attributes),
            tuple(map(id, op.attributes.values())),
            id(op.location),
            tuple((r.type, r.name_hint) for r in op.results),
            tuple(value(v) for v in op.operands),
            len(op.regions),
        )
        for op in ops
    ]


@pytest.mark.parametrize("model", sorted(p.stem for p in MODELS.glob("*.tosa")))
def test_the_copy_of_a_model_is_its_clone(model: str) -> None:
    module = read_flatbuffer((MODELS / f"{model}.tosa").read_bytes())
    copy = copy_module(module)
    assert copy is not module
    assert _shape(copy) == _shape(module.clone())
    assert not set(copy.walk()) & set(module.walk())


def test_the_copy_of_a_graph_read_from_text_keeps_its_names() -> None:
    """The FileCheck cases name their values (``%x``, ``%y``): the copy's are the
    clone's, block arguments included."""
    for chunk in CASES.read_text().split("// -----"):
        module = Parser(context(), chunk).parse_module()
        assert _shape(copy_module(module)) == _shape(module.clone()), chunk[:200]
        assert str(copy_module(module)) == str(module)


def test_a_module_that_is_not_a_flat_graph_is_cloned() -> None:
    """An op holding a region (here a module in the module) is left to ``clone``."""
    module = ModuleOp([ModuleOp([])])
    copy = copy_module(module)
    assert str(copy) == str(module)
    assert _shape(copy) == _shape(module.clone())
