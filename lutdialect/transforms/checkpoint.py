"""A flat graph put back exactly as it was, after rewrites tried on it in place.

A search costs many sets of rewrites, each on the graph: a copy of the module per
trial costs a clone of every op (16-19 ms on a 740-op ViT), where a trial changes a
handful. :class:`Checkpoint` records what a rewrite can change in a function of one
block of ops without regions -- the ops and their order, each op's operands,
properties, attributes and location, its results' names, and the order of every
value's uses -- and :meth:`Checkpoint.restore` puts it all back: the ops a rewrite
erased are the same objects again, in the same places, with the same operands; the
ops it created are dropped. A use list is rebuilt in its recorded order, so a pass
that walks uses (liveness, a region's growth) sees the graph it saw before.

Anything else (a module of several functions, a block with nested regions) has no
checkpoint: the caller copies the module instead.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp
from xdsl.ir import Attribute, Block, Operation, SSAValue

__all__ = ["Checkpoint"]

_OpState = tuple[
    tuple[SSAValue, ...],
    dict[str, Attribute],
    dict[str, Attribute],
    Attribute,
    list[str | None],
]
"""An op's operands, properties, attributes, location and result names."""


def _op_state(op: Operation) -> _OpState:
    return (
        tuple(op.operands),
        dict(op.properties),
        dict(op.attributes),
        op.location,
        [r.name_hint for r in op.results],
    )


def _changed(op: Operation, state: _OpState) -> bool:
    """Whether ``op``'s properties, attributes, location or result names differ from
    ``state``'s (compared as dicts and lists: a restore asks it of every op)."""
    _, properties, attributes, location, names = state
    return (
        op.properties != properties
        or op.attributes != attributes
        or (op.location is not location and op.location != location)
        or [r.name_hint for r in op.results] != names
    )


class Checkpoint:
    """The state of ``module``'s one function, to be put back (see the module
    docstring). Build it with :meth:`of`."""

    def __init__(self, block: Block) -> None:
        self.block = block
        self.ops: tuple[Operation, ...] = tuple(block.ops)
        self._recorded = frozenset(map(id, self.ops))
        """The recorded ops, by identity (:attr:`ops` keeps them alive): an op's own
        hash is a Python call, and a restore asks it of every op in the block."""
        self.states = [_op_state(op) for op in self.ops]
        values: list[SSAValue] = [*block.args, *(r for op in self.ops for r in op.results)]
        self.uses = [(v, tuple(v.uses)) for v in values]
        """Each value's uses, in order. A use is an op's operand slot, the same object
        while the op has that operand (a rewrite moves it to another value's list),
        so a list whose uses are the same objects, in order, is as it was."""

    @staticmethod
    def of(module: ModuleOp) -> Checkpoint | None:
        """A checkpoint of ``module``, or ``None`` where it is not one function of
        one block of ops without regions or successors."""
        funcs = list(module.ops)
        if len(funcs) != 1 or not isinstance(funcs[0], FuncOp):
            return None
        blocks = funcs[0].body.blocks
        if len(blocks) != 1:
            return None
        block = blocks[0]
        if any(op.regions or op.successors for op in block.ops):
            return None
        return Checkpoint(block)

    def restore(self) -> None:
        """Put the function back as it was when the checkpoint was taken."""
        block = self.block
        recorded = self._recorded
        # The block's ops are a linked list: walked once here (``list`` would walk it
        # twice, for its length first).
        current = [op for op in block.ops]
        created = [op for op in current if id(op) not in recorded]
        for op in created:
            op.detach()
        for op, state in zip(self.ops, self.states, strict=True):
            if op.parent is not block or tuple(op.operands) != state[0]:
                # (An erased op keeps its operands but no longer uses them.)
                op.operands = state[0]
            if _changed(op, state):
                self._put_back(op, state)
        for op in created:
            op.drop_all_references()
        kept = [op for op in current if id(op) in recorded]
        if tuple(kept) != self.ops:
            self._reorder()
        for k, (value, uses) in enumerate(self.uses):
            if tuple(value.uses) != uses:
                _relink(value, [(use.operation, use.index) for use in uses])
                self.uses[k] = (value, tuple(value.uses))

    @staticmethod
    def _put_back(op: Operation, state: _OpState) -> None:
        """The properties, attributes, location and result names of ``state``."""
        _, properties, attributes, location, names = state
        op.properties.clear()
        op.properties.update(properties)
        op.attributes.clear()
        op.attributes.update(attributes)
        op.location = location  # pyright: ignore[reportAttributeAccessIssue]
        for result, name in zip(op.results, names, strict=True):
            result.name_hint = name

    def _reorder(self) -> None:
        """The recorded ops in the block, in the recorded order: an erased op goes back
        before the next recorded op (the ops are visited last to first)."""
        block = self.block
        after: Operation | None = None
        for op in reversed(self.ops):
            if op.parent is block and (op.next_op is after):
                after = op
                continue
            if op.parent is block:
                op.detach()
            if after is None:
                block.add_op(op)
            else:
                block.insert_op_before(op, after)
            after = op
        assert tuple([op for op in block.ops]) == self.ops


def _relink(value: SSAValue, order: Sequence[tuple[Operation, int]]) -> None:
    """``value``'s uses in the order given (each is ``(operation, operand index)``)."""
    current = {(use.operation, use.index): use for use in value.uses}
    for use in current.values():
        value.remove_use(use)
    for key in reversed(order):
        value.add_use(current[key])
