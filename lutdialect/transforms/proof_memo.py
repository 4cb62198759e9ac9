"""Proofs remembered by what a region is, not where it is.

A proof reads a region's ops in order -- each op's kind, properties, attributes and
result types, which of its operands is the region's input, an earlier op's result or
a constant -- and the constants' own producers, and nothing else: not its place in
the graph, its locations or its names. Two regions alike in all of that have the
same proof. They are common: a model's layers repeat a block with the same
constants, a search proves a region again under another key, and where the drivers
run a second pipeline on the input (``pipeline_choice``), most of its regions are
those the first proved.

:func:`remembered` keys each proof by the region's :func:`fingerprint` within the
scope of :func:`proof_memo` (one per pass application, or one per fold where the
drivers open it around every run of the fold). A proof remembered for another region is
handed back with a :class:`~.rules.Decline`'s culprit the op at the same position
(:func:`~.guards.prove` puts the region asked about in a :class:`~.guards.Proof`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Generator, Hashable
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TypeVar

from xdsl.ir import Operation, OpResult, SSAValue

from lutdialect.dialects.tosa import ops as tosa

from .region import Constness, Region
from .rules import Decline

__all__ = ["fingerprint", "proof_memo", "remembered"]

_T = TypeVar("_T")


class _Memo:
    """One scope's proofs: by fingerprint, and by the identity of the region's ops
    and values (a region asked about again, by a trial or another target's run on
    the same graph, is found without its fingerprint, whose constants are costly to
    hash). An identity entry keeps its objects alive, so no id is reused while the
    scope is open; the same ops reading the same values are the same region."""

    def __init__(self) -> None:
        self.printed: dict[Hashable, tuple[object, int | None]] = {}
        self.same: dict[tuple[object, ...], tuple[object, tuple[object, ...]]] = {}


_MEMO: ContextVar[_Memo | None] = ContextVar("lutdialect_proof_memo", default=None)


@contextmanager
def proof_memo() -> Generator[None]:
    """Remember proofs until the block ends (within an open scope: that scope's)."""
    if _MEMO.get() is not None:
        yield
        return
    token = _MEMO.set(_Memo())
    try:
        yield
    finally:
        _MEMO.reset(token)


def remembered(kind: str, region: Region, constant: Constness, prove: Callable[[], _T]) -> _T:
    """``prove()``'s answer for ``region``, or the answer remembered for a region
    alike (see the module docstring); ``kind`` names the proof (the two passes prove
    different things of a region)."""
    memo = _MEMO.get()
    if memo is None:
        return prove()
    operands = tuple(tuple(op.operands) for op in region.ops)
    same = (
        kind,
        id(region.input),
        id(region.output),
        *map(id, region.ops),
        *(tuple(map(id, vs)) for vs in operands),
    )
    if (known := memo.same.get(same)) is not None:
        return known[0]  # pyright: ignore[reportReturnType]
    answer = _remembered(memo, kind, region, constant, prove)
    memo.same[same] = (answer, (region.input, region.output, region.ops, operands))
    return answer


def _remembered(
    memo: _Memo, kind: str, region: Region, constant: Constness, prove: Callable[[], _T]
) -> _T:
    """:func:`remembered` by the region's fingerprint."""
    key = (kind, fingerprint(region, constant))
    try:
        found = memo.printed.get(key)
    except TypeError:  # an attribute that cannot be hashed: the region is not remembered
        return prove()
    if found is None:
        answer = prove()
        culprit = answer.culprit if isinstance(answer, Decline) else None
        position = region.ops.index(culprit) if culprit in region.ops else None
        if culprit is None or position is not None:
            memo.printed[key] = (answer, position)
        return answer
    answer, position = found
    if isinstance(answer, Decline) and position is not None:
        return dataclasses.replace(answer, culprit=region.ops[position])  # pyright: ignore[reportReturnType]
    return answer  # pyright: ignore[reportReturnType]


def fingerprint(region: Region, constant: Constness) -> Hashable:
    """What a proof of ``region`` reads (see the module docstring). An operand from
    outside that is not constant is named by identity: no other region shares it."""
    assert region.input is not None
    position = {op: i for i, op in enumerate(region.ops)}
    outside: dict[SSAValue, Hashable] = {}

    def value(v: SSAValue) -> Hashable:
        if v is region.input:
            return "input"
        if isinstance(v, OpResult) and v.op in position:
            return (position[v.op], v.index)
        known = outside.get(v)
        if known is None:
            known = outside[v] = _constant(v, constant) if constant(v) else ("data", v)
        return known

    def op_print(op: Operation) -> Hashable:
        return (*_own(op), tuple(value(v) for v in op.operands))

    ops = tuple(op_print(op) for op in region.ops)
    return (region.input.type, ops, value(region.output))


def _own(op: Operation) -> tuple[Hashable, ...]:
    return (
        op.name,
        tuple(op.properties.items()),
        tuple(op.attributes.items()),
        tuple(r.type for r in op.results),
    )


def _constant(v: SSAValue, constant: Constness) -> Hashable:
    """A constant operand by what it is: its producer and theirs, to the constants."""
    if not isinstance(v, OpResult):
        return ("data", v)
    owner = v.op
    if isinstance(owner, tosa.ConstOp):
        return ("const", *_own(owner), v.index)
    operands = tuple(_constant(w, constant) if constant(w) else ("data", w) for w in owner.operands)
    return (*_own(owner), v.index, operands)
