"""Ops of a region in producer-first order, without scanning their block.

Regions are a handful of ops in blocks of thousands; ordering them by walking the
block would make every candidate cost the whole function. Shared by the region
growth of the passes, their dead-user cleanup and the cost model.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, MutableMapping
from typing import TypeVar

from xdsl.ir import Operation, OpResult, SSAValue

T = TypeVar("T")


def postorder(
    roots: Iterable[Operation], successors: Callable[[Operation], Iterable[Operation]]
) -> tuple[Operation, ...]:
    """Every op reachable from ``roots`` through ``successors``, each after all of its
    successors (iteratively: a region can be thousands of ops deep)."""
    ordered: list[Operation] = []
    placed: set[Operation] = set()
    for root in roots:
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
            stack.extend((s, False) for s in successors(op) if s not in placed)
    return tuple(ordered)


def producers_first(ops: Iterable[Operation]) -> tuple[Operation, ...]:
    """``ops`` ordered so that every op comes after those of ``ops`` it reads."""
    members = list(ops)
    inside = set(members)

    def producers(op: Operation) -> list[Operation]:
        return [v.op for v in op.operands if isinstance(v, OpResult) and v.op in inside]

    return postorder(members, producers)


def computed(
    value: SSAValue,
    cache: MutableMapping[SSAValue, T],
    inputs_of: Callable[[SSAValue], Iterable[SSAValue]],
    compute: Callable[[SSAValue], T],
) -> T:
    """``value``'s entry of ``cache``, computing first, producers first, each value it
    needs that ``cache`` lacks (iteratively: a region can be thousands of ops deep).
    The evaluators' walk, on arrays and on lists alike."""
    if (node := cache.get(value)) is not None:
        return node
    stack: list[tuple[SSAValue, bool]] = [(value, False)]
    while stack:
        current, ready = stack.pop()
        if current in cache:
            continue
        if ready:
            cache[current] = compute(current)
            continue
        stack.append((current, True))
        stack.extend((d, False) for d in inputs_of(current) if d not in cache)
    return cache[value]
