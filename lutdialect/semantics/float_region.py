"""Float regions between integer casts, and the policy deciding when one may become
an integer table.

A region is an :data:`Expr` over one input code: the op records of
:mod:`.float_ops` applied to the input and to scalar constants. :func:`evaluate`
computes it as the reference model does; :func:`enclose` computes every result a
conforming implementation may give (the spec lets transcendental ops be less
precise); :func:`robust_round_trip` combines both into the fusion policy. See
``docs/semantics-float-precision.md``.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TypeAlias

import numpy as np
import numpy.typing as npt

from lutdialect.semantics.cast import as_carrier, cast, from_ordinal, ordinal, round_float
from lutdialect.semantics.core import BoolArray, ElementType, Evaluated
from lutdialect.semantics.float_bounds import CAST, ErrorBound, Precise, spec_error_bound
from lutdialect.semantics.float_format import F32, FORMATS, F64Array, NanMode
from lutdialect.semantics.float_ops import FloatBinary, FloatUnary, binary, clamp, unary
from lutdialect.semantics.float_ranges import Interval, corners

IntArray = npt.NDArray[np.int64]


@dataclass(frozen=True)
class Input:
    """The region's input: the integer code after its CAST to the float type."""


@dataclass(frozen=True)
class Const:
    """A scalar float constant (a splat ``tosa.const`` operand)."""

    value: float


@dataclass(frozen=True)
class Unary:
    op: FloatUnary
    arg: Expr


@dataclass(frozen=True)
class Binary:
    op: FloatBinary
    lhs: Expr
    rhs: Expr
    nan_mode: NanMode = NanMode.PROPAGATE


@dataclass(frozen=True)
class Clamp:
    arg: Expr
    min_val: float
    max_val: float
    nan_mode: NanMode = NanMode.PROPAGATE


Expr: TypeAlias = Input | Const | Unary | Binary | Clamp
"""A float computation of one input code; shared subtrees are evaluated per use."""


def evaluate(expr: Expr, x: npt.ArrayLike, t: ElementType) -> Evaluated:
    """``expr`` with the bit-exact semantics, ``x`` holding the :class:`Input` values."""
    return _evaluate(expr, as_carrier(x, t), t)


def _evaluate(expr: Expr, x: npt.NDArray[Any], t: ElementType) -> Evaluated:
    match expr:
        case Input():
            return Evaluated(x, np.zeros(x.shape, dtype=np.bool_))
        case Const(value):
            return Evaluated(
                np.full(x.shape, round_float([value], t)[0]), np.zeros(x.shape, np.bool_)
            )
        case Unary(op, arg):
            inner = _evaluate(arg, x, t)
            return _chain(unary(op, inner.values, t), inner)
        case Binary(op, lhs, rhs, nan_mode):
            left, right = _evaluate(lhs, x, t), _evaluate(rhs, x, t)
            out = binary(op, left.values, right.values, t, nan_mode=nan_mode)
            return _chain(_chain(out, left), right)
        case Clamp(arg, lo, hi, nan_mode):
            inner = _evaluate(arg, x, t)
            return _chain(clamp(inner.values, lo, hi, t, nan_mode=nan_mode), inner)


def _chain(out: Evaluated, source: Evaluated) -> Evaluated:
    """``out`` with the unpredictability and inexactness of what it was computed from."""
    reasons = out.reasons + tuple(r for r in source.reasons if r not in out.reasons)
    return Evaluated(
        out.values, out.unpredictable | source.unpredictable, out.exact and source.exact, reasons
    )


_SLACK = 2.0**-48
"""Relative widening of fp64 evaluations, so fp64's own rounding never narrows a bound."""


def _widen(
    op: Precise,
    t: ElementType,
    *,
    low: F64Array,
    high: F64Array,
    args_low: Sequence[F64Array],
    args_high: Sequence[F64Array],
    bound: ErrorBound,
) -> tuple[F64Array, F64Array, BoolArray]:
    """Grow an exact range by the permitted error and the spec's flush/overflow rules,
    then shrink it to the values ``t`` can represent.

    The bound is taken at every combination of range end and argument end: the spec's
    bounds grow with ``|result|`` and with the argument magnitudes (POW's with
    ``|ln x * y|``, extreme at a corner), so that maximum covers every inner point.
    Where the bound is infinite the spec accepts any result, NaN included: the third
    value marks those elements.
    """
    fmt = FORMATS[t]
    with np.errstate(all="ignore"):
        ends = itertools.product(*zip(args_low, args_high, strict=True))
        err = functools.reduce(
            np.maximum, (bound(op, t, ref, list(args)) for args in ends for ref in (low, high))
        )
        unbounded = ~np.isfinite(err)
        slack_lo = np.where(np.isfinite(low), np.abs(low) * _SLACK, 0.0)
        slack_hi = np.where(np.isfinite(high), np.abs(high) * _SLACK, 0.0)
        lo = np.where(unbounded, -np.inf, low - err - slack_lo)
        hi = np.where(unbounded, np.inf, high + err + slack_hi)
    # A result whose error interval reaches below normal_min may be flushed to zero.
    flush = (lo < fmt.normal_min) & (hi > -fmt.normal_min)
    lo, hi = np.where(flush, np.minimum(lo, 0.0), lo), np.where(flush, np.maximum(hi, 0.0), hi)
    # Beyond normal_max the permitted result is the infinity of that sign.
    lo = np.where(lo > fmt.normal_max, np.inf, np.where(lo < -fmt.normal_max, -np.inf, lo))
    hi = np.where(hi > fmt.normal_max, np.inf, np.where(hi < -fmt.normal_max, -np.inf, hi))
    return _snap(lo, t, up=True), _snap(hi, t, up=False), unbounded


def _snap(v: F64Array, t: ElementType, *, up: bool) -> F64Array:
    """The nearest value of ``t`` at or above (``up``) / below ``v``."""
    with np.errstate(all="ignore"):
        r = round_float(v, t).astype(np.float64)
        wrong_side = (r < v) if up else (r > v)
        stepped = from_ordinal(ordinal(r, t) + (1 if up else -1), t).astype(np.float64)
    return np.where(np.isnan(v), v, np.where(wrong_side & np.isfinite(r), stepped, r))


def _point(values: F64Array) -> Interval:
    no = np.zeros(values.shape, dtype=np.bool_)
    return Interval(values, values, np.isnan(values), no)


def enclose(
    expr: Expr, x: npt.ArrayLike, t: ElementType, bound: ErrorBound = spec_error_bound
) -> Interval:
    """Every result a conforming implementation may give for ``expr`` at input ``x``.

    Interval arithmetic: each op maps the interval of its inputs to its exact fp64
    range (by the op's range rule; binary ops at the corners, which is exact for ops
    monotone in each argument), then adds the error ``bound`` permits, the
    subnormal-flush and overflow latitude, and rounds inward to representable
    values. Repeated subtrees are treated as independent, which can only widen the
    result.
    """
    return _enclose(expr, _point(as_carrier(x, t).astype(np.float64)), t, bound)


def _enclose(expr: Expr, x: Interval, t: ElementType, bound: ErrorBound) -> Interval:
    match expr:
        case Input():
            return x
        case Const(value):
            return _point(np.full(x.lo.shape, float(round_float([value], t)[0])))
        case Unary(op, arg):
            iv = _enclose(arg, x, t, bound)
            with np.errstate(all="ignore"):
                low, high, nan = op.range(op.fp64, iv.lo, iv.hi)
            lo, hi, unbounded = _widen(
                op, t, low=low, high=high, args_low=[iv.lo], args_high=[iv.hi], bound=bound
            )
            nan = nan | unbounded | iv.nan | np.isnan(lo) | np.isnan(hi)
            return Interval(lo, hi, nan, iv.bad)
        case Binary(op, lhs, rhs, nan_mode):
            a, b = _enclose(lhs, x, t, bound), _enclose(rhs, x, t, bound)
            return _enclose_binary(op, nan_mode, a, b, t=t, bound=bound)
        case Clamp(arg, min_val, max_val, nan_mode):
            iv = _enclose(arg, x, t, bound)
            lo_c, hi_c = (float(v) for v in round_float([min_val, max_val], t))
            lo, hi = np.clip(iv.lo, lo_c, hi_c), np.clip(iv.hi, lo_c, hi_c)
            if nan_mode is NanMode.IGNORE:
                return Interval(
                    np.where(iv.nan, np.fmin(lo, lo_c), lo),
                    np.where(iv.nan, np.fmax(hi, lo_c), hi),
                    np.zeros_like(iv.nan),
                    iv.bad,
                )
            return Interval(lo, hi, iv.nan, iv.bad)


def _enclose_binary(
    op: FloatBinary,
    nan_mode: NanMode,
    a: Interval,
    b: Interval,
    *,
    t: ElementType,
    bound: ErrorBound,
) -> Interval:
    with np.errstate(all="ignore"):
        low, high, nan = corners(op.fp64, a, b)
        bad = a.bad | b.bad
        if op.may_fail is not None:
            bad = bad | op.may_fail(a, b)
    lo, hi, unbounded = _widen(
        op, t, low=low, high=high, args_low=[a.lo, b.lo], args_high=[a.hi, b.hi], bound=bound
    )
    nan = nan | unbounded
    if op.nan_operand and nan_mode is NanMode.IGNORE:
        # A NaN operand yields the other operand.
        lo = np.where(a.nan, np.fmin(lo, b.lo), lo)
        hi = np.where(a.nan, np.fmax(hi, b.hi), hi)
        lo = np.where(b.nan, np.fmin(lo, a.lo), lo)
        hi = np.where(b.nan, np.fmax(hi, a.hi), hi)
        return Interval(lo, hi, a.nan & b.nan, bad)
    return Interval(lo, hi, nan | a.nan | b.nan | np.isnan(lo) | np.isnan(hi), bad)


@dataclass(frozen=True)
class RoundTrip:
    """The integer table a float region yields, and whether it can be trusted."""

    codes: IntArray
    """The region's integer input codes."""
    values: IntArray
    """Output per code, computed with the reference model's semantics."""
    robust: BoolArray
    """Per code: every conforming implementation produces ``values`` (no NaN, no REQUIRE
    failure, and the permitted float error cannot move the final integer)."""
    low: IntArray
    high: IntArray
    """Smallest / largest integer a conforming implementation may produce per code."""

    @property
    def fusable(self) -> bool:
        """The policy: fold the region into a table only if every code is robust."""
        return bool(self.robust.all())


def robust_round_trip(
    expr: Expr,
    *,
    in_type: ElementType,
    float_type: ElementType,
    out_type: ElementType,
    codes: npt.ArrayLike | None = None,
    bound: ErrorBound = spec_error_bound,
) -> RoundTrip:
    """Decide whether ``CAST(in_type -> float_type) ; expr ; CAST(-> out_type)`` may become a table.

    For each integer input code (all codes of ``in_type`` by default) the region is
    evaluated twice: bit-exactly (the reference model's answer, which becomes the
    table entry) and as an :func:`enclose` interval of every result the spec permits,
    including the input cast's own rounding. The final float -> integer CAST rounds
    and saturates monotonically, so the code is *robust* exactly when both interval
    ends cast to the same integer. A region whose every code is robust gives the same
    table on every conforming backend; otherwise a rewrite should decline (or keep
    the float ops), because the integer result would depend on the backend's libm.
    """
    if not (in_type.is_int and out_type.is_int and float_type in FORMATS):
        raise ValueError("a round trip goes integer -> float -> integer")
    xs = np.arange(in_type.min, in_type.max + 1) if codes is None else np.asarray(codes)
    inputs = cast(xs, in_type, float_type)
    nominal = _evaluate(expr, inputs.values, float_type)
    result = cast(nominal.values, float_type, out_type)
    exact_in = xs.astype(np.float64)
    lo, hi, unbounded = _widen(
        CAST,
        float_type,
        low=exact_in,
        high=exact_in,
        args_low=[exact_in],
        args_high=[exact_in],
        bound=bound,
    )
    iv = _enclose(expr, Interval(lo, hi, unbounded, np.zeros_like(unbounded)), float_type, bound)
    ends = [cast(np.where(np.isnan(e), 0.0, e), F32, out_type).values for e in (iv.lo, iv.hi)]
    produced = nominal.values.astype(np.float64)
    inside = (produced >= iv.lo) & (produced <= iv.hi)  # guards the model against itself
    failed = iv.nan | iv.bad | nominal.unpredictable | result.unpredictable
    # Where a NaN or a REQUIRE failure is possible, any integer may come out.
    low = np.where(failed, out_type.min, np.asarray(ends[0], dtype=np.int64))
    high = np.where(failed, out_type.max, np.asarray(ends[1], dtype=np.int64))
    robust = ~failed & inside & (low == high)
    return RoundTrip(xs.astype(np.int64), np.asarray(result.values, np.int64), robust, low, high)
