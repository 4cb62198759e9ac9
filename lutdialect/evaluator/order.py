"""Ops of a region in producer-first order, without scanning their block.

Regions are a handful of ops in blocks of thousands; ordering them by walking the
block would make every candidate cost the whole function. Shared by the region
growth of the passes and the cost model.
"""

from __future__ import annotations

from collections.abc import Iterable

from xdsl.ir import Operation, OpResult


def producers_first(ops: Iterable[Operation]) -> tuple[Operation, ...]:
    """``ops`` ordered so that every op comes after those of ``ops`` it reads
    (iteratively: a region can be thousands of ops deep)."""
    members = list(ops)
    inside = set(members)
    ordered: list[Operation] = []
    placed: set[Operation] = set()
    for root in members:
        stack: list[tuple[Operation, bool]] = [(root, False)]
        while stack:
            op, expanded = stack.pop()
            if op in placed:
                continue
            if expanded:
                placed.add(op)
                ordered.append(op)
                continue
            stack.append((op, True))
            for v in op.operands:
                if isinstance(v, OpResult) and v.op in inside and v.op not in placed:
                    stack.append((v.op, False))
    return tuple(ordered)
