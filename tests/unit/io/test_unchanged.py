"""``Snapshot``: a module is unchanged only when every op is the same op, in the same
place and order, with the same operands, types, properties, attributes, location and
block arguments."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from xdsl.dialects.builtin import (
    FunctionType,
    IntegerAttr,
    ModuleOp,
    NameLoc,
    NoneAttr,
    StringAttr,
    UnitAttr,
    i32,
)
from xdsl.dialects.func import FuncOp
from xdsl.ir import Operation

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.io.context import context
from lutdialect.io.mlir import parse_mlir
from lutdialect.io.unchanged import Snapshot

GRAPH = """func.func @main(%x: tensor<2x4xi8>, %y: tensor<2x4xi8>) -> tensor<2x4xi8> {
  %0 = tosa.reverse %x {axis = 0 : i32} : (tensor<2x4xi8>) -> tensor<2x4xi8>
  %1 = tosa.reverse %y {axis = 1 : i32} : (tensor<2x4xi8>) -> tensor<2x4xi8>
  %2 = tosa.add %0, %1 : (tensor<2x4xi8>, tensor<2x4xi8>) -> tensor<2x4xi8>
  return %2 : tensor<2x4xi8>
}
"""


def _module() -> ModuleOp:
    return parse_mlir(GRAPH, context(), "g.mlir")


def _reverses(module: ModuleOp) -> list[Operation]:
    return [op for op in module.walk() if isinstance(op, tosa.ReverseOp)]


def _same_axis_again(module: ModuleOp) -> None:
    first = _reverses(module)[0]
    first.properties["axis"] = IntegerAttr(0, i32)  # a new, equal attribute


def test_a_module_left_alone_or_given_equal_attributes_is_unchanged() -> None:
    module = _module()
    snapshot = Snapshot(module)
    assert snapshot.unchanged(module)
    _same_axis_again(module)
    assert snapshot.unchanged(module)


def _new_axis(module: ModuleOp) -> None:
    _reverses(module)[0].properties["axis"] = IntegerAttr(1, i32)


def _swapped_operands(module: ModuleOp) -> None:
    add = next(op for op in module.walk() if isinstance(op, tosa.AddOp))
    a, b = add.operands
    add.operands = (b, a)


def _rebuilt_alike(module: ModuleOp) -> None:
    """The same op erased and built again: a rewrite, even though it prints the same."""
    old = _reverses(module)[0]
    new = old.clone()
    block = old.parent_block()
    assert block is not None
    block.insert_op_before(new, old)
    old.results[0].replace_all_uses_with(new.results[0])
    block.erase_op(old)


def _reordered(module: ModuleOp) -> None:
    first, second = _reverses(module)
    block = first.parent_block()
    assert block is not None
    block.detach_op(second)
    block.insert_op_before(second, first)


def _renamed(module: ModuleOp) -> None:
    _reverses(module)[0].location = NameLoc(StringAttr("renamed"), NoneAttr())


def _discardable(module: ModuleOp) -> None:
    _reverses(module)[0].attributes["note"] = StringAttr("x")


def _main(module: ModuleOp) -> FuncOp:
    return next(op for op in module.walk() if isinstance(op, FuncOp))


def _function_renamed(module: ModuleOp) -> None:
    _main(module).sym_name = StringAttr("other")


def _signature_changed(module: ModuleOp) -> None:
    func = _main(module)
    inputs = func.function_type.inputs.data
    func.function_type = FunctionType.from_lists(inputs, [*inputs[:1]] * 2)


def _module_attribute(module: ModuleOp) -> None:
    module.attributes["note"] = StringAttr("x")


FUNCTION_REWRITES = [
    _new_axis,
    _swapped_operands,
    _rebuilt_alike,
    _reordered,
    _renamed,
    _discardable,
    _function_renamed,
    _signature_changed,
]
"""The rewrites above that change the function (not the module around it)."""


@pytest.mark.parametrize("rewrite", [*FUNCTION_REWRITES, _module_attribute])
def test_every_kind_of_rewrite_is_seen(rewrite: Callable[[ModuleOp], None]) -> None:
    module = _module()
    snapshot = Snapshot(module)
    rewrite(module)
    assert not snapshot.unchanged(module)


def test_an_op_added_or_erased_is_seen() -> None:
    module = _module()
    add = next(op for op in module.walk() if isinstance(op, tosa.AddOp))
    block = add.parent_block()
    assert block is not None
    snapshot = Snapshot(module)
    extra = add.clone()
    block.insert_op_after(extra, add)
    assert not snapshot.unchanged(module)
    snapshot = Snapshot(module)
    block.erase_op(extra)
    assert not snapshot.unchanged(module)


UNUSED_INPUT = """func.func @main(%x: tensor<2x4xi8>, %y: tensor<2x4xi8>) -> tensor<2x4xi8> {
  %0 = tosa.reverse %y {axis = 0 : i32} : (tensor<2x4xi8>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}
"""


@pytest.mark.parametrize("place", [0, 1])
def test_an_argument_no_op_uses_erased_and_inserted_again_is_seen(place: int) -> None:
    """No op's operands change, only the block's arguments: in the same place (a new
    value) or after ``%y`` (the inputs reordered, as the writer's input list would be)."""
    module = parse_mlir(UNUSED_INPUT, context(), "g.mlir")
    block = _main(module).body.blocks[0]
    snapshot = Snapshot(module)
    block.erase_arg(block.args[0])
    block.insert_arg(block.args[0].type, place)
    assert not snapshot.unchanged(module)


def test_a_function_moved_into_another_module_is_unchanged() -> None:
    """How the driver runs a pass on one function: held alone in a module of its own."""
    module = parse_mlir(UNUSED_INPUT, context(), "g.mlir")
    func = _main(module)
    snapshot = Snapshot(func)
    module.body.block.detach_op(func)
    holder = ModuleOp([func])
    assert snapshot.unchanged(func)
    holder.body.block.detach_op(func)
    module.body.block.add_op(func)
    assert snapshot.unchanged(func)
    func.body.blocks[0].first_op.attributes["x"] = UnitAttr()  # pyright: ignore[reportOptionalMemberAccess]
    assert not snapshot.unchanged(func)


def test_a_part_is_the_snapshot_of_the_function_taken_alone() -> None:
    module = _module()
    func = _main(module)
    part = Snapshot(module).part(func)
    alone = Snapshot(func)
    assert part._states == alone._states  # pyright: ignore[reportPrivateUsage]
    assert part.unchanged(func)
    module.body.block.detach_op(func)
    ModuleOp([func])  # held alone, as the driver runs a pass on it
    assert part.unchanged(func), "where the function is held is not recorded"


@pytest.mark.parametrize("rewrite", FUNCTION_REWRITES)
def test_a_part_sees_every_rewrite_of_the_function(rewrite: Callable[[ModuleOp], None]) -> None:
    module = _module()
    part = Snapshot(module).part(_main(module))
    rewrite(module)
    assert not part.unchanged(_main(module))


def test_a_part_is_of_an_op_in_the_snapshot() -> None:
    module = _module()
    snapshot = Snapshot(module)
    with pytest.raises(ValueError, match=r"func\.func is not in the snapshot"):
        snapshot.part(_main(_module()))
