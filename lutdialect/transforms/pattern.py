"""A small declarative layer for matching op chains upward from a root op.

A pattern is a tree of :class:`Op`, :class:`Const` and :class:`Value` nodes that
mirrors the IR it matches; :func:`match` walks the IR and the tree together and
returns the bound values, or a :class:`Mismatch` that says which guard stopped it
and how far the match got. A new chain variant is a new declaration, not new code.

Why not xDSL's ``pdl`` dialect: PDL patterns need an interpreter round trip per
match and native constraints registered separately, while the guards here
(single live use, compile-time constant, op kind, commutative operands) are four plain
Python predicates. The declaration stays as readable as PDL and matching costs
one short tree walk per candidate.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field

from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.traits import Commutative

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.evaluator import folds_constants, is_constant, is_constant_op
from lutdialect.evaluator.order import postorder

from .liveness import Liveness


@dataclass(frozen=True)
class Value:
    """Any SSA value (the chain's activation input); bound under ``name``."""

    name: str


@dataclass(frozen=True)
class Const:
    """A compile-time constant: ``tosa.const``, possibly reshaped or computed from
    constants by point-wise ops (e.g. ``rescale`` of an i8 constant)."""

    name: str | None = None


@dataclass(frozen=True)
class Op:
    """An op of type ``op`` whose operands match ``operands`` in order.

    The first two operands of an op with xDSL's ``Commutative`` trait (``tosa.mul``'s
    factors) may match either way round. Every op but the root must have its result
    used only by its parent in the chain, so folding it away cannot change another user.
    """

    op: type[Operation]
    operands: tuple[Pattern, ...]
    name: str | None = None


@dataclass(frozen=True)
class NoOpReshape:
    """``inner``, possibly behind one ``tosa.reshape`` to the same shape (which moves
    no element, so a chain may step over it)."""

    inner: Op


Pattern = Op | Const | Value | NoOpReshape


@dataclass(frozen=True)
class Match:
    """Bound values and ops, by the names the pattern gave them."""

    values: Mapping[str, SSAValue]
    ops: Mapping[str, Operation]
    matched: tuple[Operation, ...]
    """Every op the ``Op`` nodes matched, root first."""


@dataclass(frozen=True)
class Mismatch:
    """Why a pattern did not match (``guard``: the rule, as a stable identifier), at
    which op, after how many matched ops."""

    reason: str
    op: Operation
    depth: int
    guard: str = "no-match"


@dataclass
class _State:
    liveness: Liveness
    constant: Callable[[SSAValue], bool]
    values: dict[str, SSAValue] = field(default_factory=dict[str, SSAValue])
    ops: dict[str, Operation] = field(default_factory=dict[str, Operation])
    matched: list[Operation] = field(default_factory=list[Operation])


class _Fail(Exception):
    def __init__(self, reason: str, op: Operation, depth: int, guard: str):
        self.reason = reason
        self.op = op
        self.depth = depth
        self.guard = guard


class ConstantCache:
    """Memoised :func:`is_constant` for one pass application (each pass builds one
    with its pattern, and hands it to the matcher, the guards, the cost model and
    the table rewriter).

    Rewrites only ever replace data by data, so an answer stays right while the
    pass runs; the cache keeps the values it has seen alive, so none is confused
    with a new value created later. A search also stops at a value the cache knows
    is data (see :func:`is_constant`), so the values a search would pass through are
    answered first, producers before users: a pass that asks bottom-up would
    otherwise walk each chain back again from every op of it.
    """

    def __init__(self) -> None:
        self._known: dict[SSAValue, bool] = {}

    def __call__(self, value: SSAValue) -> bool:
        known = self._known.get(value)
        if known is None:
            if isinstance(value, OpResult):
                for op in postorder([value.op], self._unanswered_producers):
                    for r in op.results:
                        if r not in self._known:
                            self._known[r] = is_constant(r, self._known)
            known = self._known.get(value)
            if known is None:
                known = self._known[value] = is_constant(value, self._known)
        return known

    def _unanswered_producers(self, op: Operation) -> list[Operation]:
        """The producers a search from ``op``'s results goes through (it stops at a
        ``ConstantLike`` op and at one that does not fold) with a result not yet known."""
        if is_constant_op(op) or not folds_constants(op):
            return []
        return [
            v.op
            for v in op.operands
            if isinstance(v, OpResult) and v not in self._known and not is_constant_op(v.op)
        ]


def _orders(pattern: Op) -> Iterator[tuple[Pattern, ...]]:
    yield pattern.operands
    if len(pattern.operands) >= 2 and pattern.op.has_trait(Commutative):
        first, second, *rest = pattern.operands
        yield (second, first, *rest)


def _match_value(pattern: Pattern, value: SSAValue, user: Operation, state: _State) -> None:
    if isinstance(pattern, Value):
        state.values[pattern.name] = value
        return
    if isinstance(pattern, Const):
        if not state.constant(value):
            raise _Fail(
                f"operand of {user.name} is not a compile-time constant",
                user,
                len(state.matched),
                "not-constant",
            )
        if pattern.name is not None:
            state.values[pattern.name] = value
        return
    owner = value.owner if isinstance(value, OpResult) else None
    if isinstance(pattern, NoOpReshape):
        if (
            isinstance(owner, tosa.ReshapeOp)
            and owner.input1.type == owner.output.type
            and state.liveness.has_one_live_use(value)
        ):
            state.matched.append(owner)
            value = owner.input1
            owner = value.owner if isinstance(value, OpResult) else None
        pattern = pattern.inner
    if not isinstance(owner, pattern.op):
        found = owner.name if isinstance(owner, Operation) else "a block argument"
        raise _Fail(
            f"expected {pattern.op.name} before {user.name}, found {found}",  # pyright: ignore[reportAttributeAccessIssue,reportUnknownMemberType]
            user,
            len(state.matched),
            "no-match",
        )
    if not state.liveness.has_one_live_use(value):
        raise _Fail(
            f"the result of {owner.name} has another user",
            owner,
            len(state.matched),
            "multiple-users",
        )
    _match_op(pattern, owner, state)


def _match_op(pattern: Op, op: Operation, state: _State) -> None:
    if len(op.operands) != len(pattern.operands):
        raise _Fail(
            f"{op.name} has {len(op.operands)} operands", op, len(state.matched), "no-match"
        )
    state.matched.append(op)
    if pattern.name is not None:
        state.ops[pattern.name] = op
    failure: _Fail | None = None
    for operands in _orders(pattern):
        trial = _State(
            state.liveness,
            state.constant,
            dict(state.values),
            dict(state.ops),
            list(state.matched),
        )
        try:
            for sub, value in zip(operands, op.operands, strict=True):
                _match_value(sub, value, op, trial)
        except _Fail as e:
            if failure is None or e.depth > failure.depth:
                failure = e
            continue
        state.values, state.ops, state.matched = trial.values, trial.ops, trial.matched
        return
    assert failure is not None
    raise failure


def match(
    pattern: Op,
    root: Operation,
    liveness: Liveness | None = None,
    constant: Callable[[SSAValue], bool] = is_constant,
) -> Match | Mismatch:
    """Match ``pattern`` with ``root`` as its top op; dead users (see
    :class:`~.liveness.Liveness`) do not count as other users. ``constant`` decides
    :class:`Const` operands (a pass passes its :class:`ConstantCache`)."""
    if not isinstance(root, pattern.op):
        return Mismatch(f"not a {pattern.op.name}", root, 0)  # pyright: ignore[reportAttributeAccessIssue,reportUnknownMemberType]
    state = _State(liveness or Liveness(), constant)
    try:
        _match_op(pattern, root, state)
    except _Fail as e:
        return Mismatch(e.reason, e.op, e.depth, e.guard)
    return Match(state.values, state.ops, tuple(state.matched))
