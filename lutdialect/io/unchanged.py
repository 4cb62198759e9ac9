"""Whether a rewrite left a module exactly as it was, whatever the passes report.

A fold that rewrites nothing should hand back its input as it came: re-serialising
costs as much as reading, and the re-verification would only repeat a verdict.
:class:`Snapshot` records, in walk order, every op and everything the writer and the
verifiers read from it -- its block, operands, result types, properties,
attributes, location, successors and the arguments (value and type) of its regions'
blocks, so that an argument erased, inserted or reordered is a change too.
The module is unchanged when a walk after the rewrite yields the same ops with the
same state. Ops are compared by identity, attributes by value (an attribute put
back as an equal one is no change), so an op erased and rebuilt alike counts as a
rewrite; no pass statistic or rewriter notification is trusted.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation

__all__ = ["Snapshot"]

_State = tuple[object, ...]


def _state(op: Operation, root: Operation | None) -> _State:
    return (
        op,
        op.parent if op is not root else None,
        tuple(op.operands),
        tuple(r.type for r in op.results),
        tuple(op.properties.items()),
        tuple(op.attributes.items()),
        op.location,
        tuple(op.successors),
        tuple(tuple(tuple((a, a.type) for a in b.args) for b in r.blocks) for r in op.regions),
    )


class Snapshot:
    """The state of every op of a module (or of any op and the ops it holds), taken
    before a rewrite. Where the root op itself is (its parent) is not recorded: a
    function moved into another module is unchanged."""

    def __init__(self, module: ModuleOp | Operation) -> None:
        self._states = [_state(op, module) for op in module.walk()]

    def part(self, op: Operation) -> Snapshot:
        """``Snapshot(op)`` as it would have been when this snapshot was taken (``op``
        is one of its ops), without reading the ops again: the same states, but for
        ``op``'s own place, which a snapshot of ``op`` does not record. Raises
        ``ValueError`` if ``op`` is not in it."""
        states = self._states
        start = next((i for i, state in enumerate(states) if state[0] is op), None)
        if start is None:
            raise ValueError(f"{op.name} is not in the snapshot")
        count = sum(1 for _ in op.walk())
        part = Snapshot.__new__(Snapshot)
        part._states = [(op, None, *states[start][2:]), *states[start + 1 : start + count]]
        return part

    def unchanged(self, module: ModuleOp | Operation) -> bool:
        """True when ``module`` holds the same ops, in the same places and order,
        with the same operands, types, properties, attributes, locations and block
        arguments."""
        states = self._states
        n = 0
        for n, op in enumerate(module.walk(), 1):
            if n > len(states) or states[n - 1] != _state(op, module):
                return False
        return n == len(states)
