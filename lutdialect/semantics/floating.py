"""Float element-wise TOSA ops (f32, f16, bf16), bit-exact with the reference model.

How the reference model computes (found by differential testing; see
``docs/semantics-float-precision.md``): every f16/bf16 operand is held as an f32,
the op is evaluated in f32 with the C library's *single-precision* functions
(``expf``, ``logf``, ``sinf``, ``cosf``, ``erff``) or plain f32 arithmetic, and the
f32 result is rounded to the op's type (nearest even). Some ops use their own
formulas rather than the obvious libm call:

* TANH is ``(1 - e) / (1 + e)`` with ``e = expf(-2x)`` (numerator and denominator
  clamped to the type's finite range; ``tanh(±0) = ±0``);
* SIGMOID is ``1 / (1 + expf(-x))``;
* POW is ``expf(y * logf(x))`` (not ``powf``: it differs by up to 9 ulp);
* RECIPROCAL and RSQRT divide ``1.0`` by the f32 value in double precision.

We call the same libm through ``ctypes``, so results match the reference model bit
for bit on the same C library. Without a loadable libm the functions fall back to
double precision rounded to f32 (correctly rounded results, which differ from glibc
in the last bit for a fraction of a percent of inputs).

Results of the transcendental ops are implementation-defined within the spec's error
bounds; those calls return ``exact=False``. :func:`spec_error_bound` states the
bounds, and :func:`robust_round_trip` is the policy a rewrite uses to decide whether
a float region between integer casts may be baked into an integer table.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import enum
import functools
import itertools
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeAlias

import numpy as np
import numpy.typing as npt

from lutdialect.semantics.cast import (
    as_carrier,
    cast,
    from_ordinal,
    is_representable,
    ordinal,
    round_float,
)
from lutdialect.semantics.core import BoolArray, ElementType, ErrorIf, Evaluated
from lutdialect.semantics.integer import Failure, evaluated

F16, BF16, F32 = ElementType.F16, ElementType.BF16, ElementType.F32

F32Array = npt.NDArray[np.float32]
F64Array = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]


class NanMode(enum.Enum):
    """``nan_mode`` of MAXIMUM, MINIMUM and CLAMP."""

    PROPAGATE = "PROPAGATE"
    IGNORE = "IGNORE"


# ---------------------------------------------------------------------------
# The C library's single-precision functions
# ---------------------------------------------------------------------------


@functools.cache
def _libm() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("m")
    try:
        return ctypes.CDLL(name) if name else None
    except OSError:
        return None


def _erf64(x: F64Array) -> F64Array:
    return np.asarray(np.frompyfunc(math.erf, 1, 1)(x), dtype=np.float64)


_F64_FALLBACK: Mapping[str, Callable[[F64Array], F64Array]] = {
    "expf": np.exp,
    "logf": np.log,
    "sinf": np.sin,
    "cosf": np.cos,
    "erff": _erf64,
}


@functools.cache
def _libm_f32(name: str) -> Callable[[F32Array], F32Array]:
    """Elementwise ``name`` (a libm ``float f(float)``) over an f32 array.

    Each distinct bit pattern is evaluated once, so the cost is bounded by the number
    of distinct inputs (256 for an i8 region) rather than the array size.
    """
    lib = _libm()
    if lib is None:
        fallback = _F64_FALLBACK[name]
        return lambda x: fallback(x.astype(np.float64)).astype(np.float32)
    cfunc = getattr(lib, name)
    cfunc.restype = ctypes.c_float
    cfunc.argtypes = [ctypes.c_float]
    scalar = np.frompyfunc(cfunc, 1, 1)

    def apply(x: F32Array) -> F32Array:
        bits = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32)
        uniq, inverse = np.unique(bits, return_inverse=True)
        results = np.asarray(scalar(uniq.view(np.float32)), dtype=np.float32)
        return results[inverse].reshape(x.shape)

    return apply


def _expf(x: F32Array) -> F32Array:
    return _libm_f32("expf")(x)


def _logf(x: F32Array) -> F32Array:
    return _libm_f32("logf")(x)


# ---------------------------------------------------------------------------
# Type limits (spec: normal_min, normal_max, normal_frac)
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class FloatFormat:
    frac_bits: int
    normal_min: float
    normal_max: float


FORMATS: Mapping[ElementType, FloatFormat] = {
    F32: FloatFormat(23, 2.0**-126, 2.0**128 - 2.0**104),
    BF16: FloatFormat(7, 2.0**-126, 2.0**128 - 2.0**120),
    F16: FloatFormat(10, 2.0**-14, 65504.0),
}


def _check_type(t: ElementType, op: str) -> None:
    if t not in FORMATS:
        raise ErrorIf(f"{op}: {t.value} is not a float type (expected f16, bf16 or f32)")


# ---------------------------------------------------------------------------
# Kernels: f32 in, f32 out (before the final rounding to the op's type)
# ---------------------------------------------------------------------------


def _tanh(x: F32Array, t: ElementType) -> F32Array:
    e = _expf(np.float32(-2.0) * x)
    limit = np.float32(FORMATS[t].normal_max)
    num = np.clip(np.float32(1.0) - e, -limit, limit)
    den = np.clip(np.float32(1.0) + e, -limit, limit)
    return np.where(x == 0, x, num / den)


def _sigmoid(x: F32Array, t: ElementType) -> F32Array:
    return np.float32(1.0) / (np.float32(1.0) + _expf(-x))


def _reciprocal(x: F32Array, t: ElementType) -> F32Array:
    return (1.0 / x.astype(np.float64)).astype(np.float32)


def _rsqrt(x: F32Array, t: ElementType) -> F32Array:
    return (1.0 / np.sqrt(x).astype(np.float64)).astype(np.float32)


def _libm_kernel(name: str) -> Callable[[F32Array, ElementType], F32Array]:
    return lambda x, t: _libm_f32(name)(x)


def _numpy_kernel(
    fn: Callable[[F32Array], F32Array],
) -> Callable[[F32Array, ElementType], F32Array]:
    return lambda x, t: fn(x)


UNARY_KERNELS: Mapping[str, Callable[[F32Array, ElementType], F32Array]] = {
    "tanh": _tanh,
    "sigmoid": _sigmoid,
    "exp": _libm_kernel("expf"),
    "log": _libm_kernel("logf"),
    "erf": _libm_kernel("erff"),
    "sin": _libm_kernel("sinf"),
    "cos": _libm_kernel("cosf"),
    "reciprocal": _reciprocal,
    "rsqrt": _rsqrt,
    "floor": _numpy_kernel(np.floor),
    "ceil": _numpy_kernel(np.ceil),
    "abs": _numpy_kernel(np.abs),
    "negate": _numpy_kernel(np.negative),
}
"""Unary float ops by TOSA name (lower case, without ``tosa.``)."""

INEXACT = frozenset(
    {"tanh", "sigmoid", "exp", "log", "erf", "sin", "cos", "reciprocal", "rsqrt", "pow"}
)
"""Ops whose results the spec leaves implementation-defined within an error bound."""


def _max(a: F32Array, b: F32Array, mode: NanMode) -> F32Array:
    """``apply_max_s``: ``a >= b ? a : b``, with the NaN rule of ``mode``."""
    return _nan_rule(np.where(a >= b, a, b), a, b, mode)


def _min(a: F32Array, b: F32Array, mode: NanMode) -> F32Array:
    """``apply_min_s``: ``a < b ? a : b``, with the NaN rule of ``mode``."""
    return _nan_rule(np.where(a < b, a, b), a, b, mode)


def _nan_rule(picked: F32Array, a: F32Array, b: F32Array, mode: NanMode) -> F32Array:
    nan_a, nan_b = np.isnan(a), np.isnan(b)
    if mode is NanMode.PROPAGATE:
        return np.where(nan_a | nan_b, np.float32(np.nan), picked)
    return np.where(nan_a, b, np.where(nan_b, a, picked))


def _pow(a: F32Array, b: F32Array, mode: NanMode) -> F32Array:
    return _expf(b * _logf(a))


BINARY_KERNELS: Mapping[str, Callable[[F32Array, F32Array, NanMode], F32Array]] = {
    "add": lambda a, b, m: a + b,
    "sub": lambda a, b, m: a - b,
    "mul": lambda a, b, m: a * b,
    "maximum": _max,
    "minimum": _min,
    "pow": _pow,
}
"""Binary float ops; ``nan_mode`` only matters for maximum and minimum."""

COMPARISONS: Mapping[str, Callable[[F32Array, F32Array], BoolArray]] = {
    "equal": np.equal,
    "greater": np.greater,
    "greater_equal": np.greater_equal,
}
"""IEEE comparisons: false whenever a NaN is involved, ``-0 == +0``."""


# ---------------------------------------------------------------------------
# Public evaluation API
# ---------------------------------------------------------------------------


def _f32(x: npt.ArrayLike, t: ElementType) -> F32Array:
    """A ``t`` operand widened (exactly) to f32, the reference model's working type."""
    return np.asarray(as_carrier(x, t), dtype=np.float32)


def _no_require(shape: tuple[int, ...], values: npt.NDArray[Any], op: str) -> Evaluated:
    return Evaluated(values, np.zeros(shape, dtype=np.bool_), op not in INEXACT)


def unary(op: str, x: npt.ArrayLike, t: ElementType) -> Evaluated:
    """A unary float op of :data:`UNARY_KERNELS` on values of type ``t``."""
    _check_type(t, op)
    kernel = UNARY_KERNELS.get(op)
    if kernel is None:
        raise ValueError(f"no float unary op '{op}'")
    with np.errstate(all="ignore"):
        result = round_float(kernel(_f32(x, t), t), t)
    return _no_require(result.shape, result, op)


def _pow_requires(a: F32Array, b: F32Array) -> list[Failure]:
    """The REQUIREs of POW in TOSA 1.0 (the reference model checks the same)."""
    return [
        (a < 0, "pow: input1 < 0"),
        ((a <= 0) & (b <= 0), "pow: input1 and input2 both <= 0"),
        (np.isnan(a) | np.isnan(b), "pow: NaN input"),
        (np.isinf(a) | np.isinf(b), "pow: infinite input"),
    ]


def binary(
    op: str,
    a: npt.ArrayLike,
    b: npt.ArrayLike,
    t: ElementType,
    *,
    nan_mode: NanMode = NanMode.PROPAGATE,
) -> Evaluated:
    """A binary float op of :data:`BINARY_KERNELS`; operands broadcast like numpy."""
    _check_type(t, op)
    kernel = BINARY_KERNELS.get(op)
    if kernel is None:
        raise ValueError(f"no float binary op '{op}'")
    x, y = np.broadcast_arrays(_f32(a, t), _f32(b, t))
    with np.errstate(all="ignore"):
        result = round_float(kernel(x, y, nan_mode), t)
    failures = _pow_requires(x, y) if op == "pow" else []
    return evaluated(result, failures, exact=op not in INEXACT)


def clamp(
    x: npt.ArrayLike,
    min_val: float,
    max_val: float,
    t: ElementType,
    *,
    nan_mode: NanMode = NanMode.PROPAGATE,
) -> Evaluated:
    """CLAMP: ``min(max(x, min_val), max_val)`` with MAXIMUM/MINIMUM's NaN rules.

    ``min_val > max_val`` or a NaN bound is an ERROR_IF.
    """
    _check_type(t, "clamp")
    lo, hi = _f32([min_val], t), _f32([max_val], t)
    if np.isnan(lo[0]) or np.isnan(hi[0]) or lo[0] > hi[0]:
        raise ErrorIf(f"clamp: need min_val <= max_val, neither NaN (got {min_val}, {max_val})")
    v = _f32(x, t)
    result = round_float(_min(_max(v, lo, nan_mode), hi, nan_mode), t)
    return _no_require(result.shape, result, "clamp")


def compare(op: str, a: npt.ArrayLike, b: npt.ArrayLike, t: ElementType) -> Evaluated:
    """EQUAL / GREATER / GREATER_EQUAL of float operands (bool result)."""
    _check_type(t, op)
    fn = COMPARISONS.get(op)
    if fn is None:
        raise ValueError(f"no float comparison '{op}'")
    x, y = np.broadcast_arrays(_f32(a, t), _f32(b, t))
    with np.errstate(invalid="ignore"):
        result = np.asarray(fn(x, y), dtype=np.bool_)
    return _no_require(result.shape, result, op)


# ---------------------------------------------------------------------------
# Error bounds the spec allows a conforming implementation
# ---------------------------------------------------------------------------

ErrorBound = Callable[[str, ElementType, F64Array, Sequence[F64Array]], F64Array]
"""``bound(op, t, out_ref, args)``: permitted absolute error around the fp64 result."""

ULP_BOUNDS: Mapping[str, float] = {
    "cast": 0.5,
    "add": 0.5,
    "sub": 0.5,
    "mul": 0.5,
    "floor": 0.5,
    "ceil": 0.5,
    "reciprocal": 1.0,
    "rsqrt": 2.0,
    "log": 5.0,
    "erf": 5.0,
    "abs": 0.0,
    "negate": 0.0,
    "maximum": 0.0,
    "minimum": 0.0,
    "clamp": 0.0,
}
"""Ops the spec bounds in ULPs of the result (``tosa_reference_check_fp``)."""


def _calc_abs_error_bound(
    t: ElementType,
    bound_magnitude: F64Array,
    bounds_value: F64Array,
    lower_bound: float,
    normal_divisor: float,
) -> F64Array:
    """The spec's ``calcAbsErrorBound<in_t>``, vectorised."""
    fmt = FORMATS[t]
    with np.errstate(all="ignore"):
        value_bound = np.maximum(np.abs(bound_magnitude), fmt.normal_min)
        if lower_bound > 0:
            value_bound = np.maximum(lower_bound / bounds_value, value_bound)
        err = 2.0 ** (-fmt.frac_bits / normal_divisor) * value_bound * bounds_value
    applies = np.isfinite(bounds_value) | (np.abs(bound_magnitude) != 0)
    return np.where(applies, err, 0.0)


def _ulp_error_bound(t: ElementType, ref: F64Array, num_ulp: float) -> F64Array:
    """``num_ulp`` ULPs of ``ref`` in type ``t``, as the spec's ``tosa_reference_check_fp``."""
    fmt = FORMATS[t]
    _, exponent = np.frexp(ref)
    pow2 = np.maximum(np.ldexp(1.0, exponent - 1), fmt.normal_min)
    normal = np.isfinite(ref) & (ref != 0)
    return np.where(normal, num_ulp * pow2 * 2.0**-fmt.frac_bits, 0.0)


def spec_error_bound(op: str, t: ElementType, ref: F64Array, args: Sequence[F64Array]) -> F64Array:
    """Largest absolute error TOSA 1.0 permits for ``op`` around its fp64 result ``ref``.

    ``args`` are the op's fp64 inputs. Transcribed from each op's *Precision
    Requirements*; ops outside both tables are rejected rather than guessed.
    """
    if op in ULP_BOUNDS:
        num_ulp = ULP_BOUNDS[op]
        err = _ulp_error_bound(t, ref, num_ulp)
        if num_ulp == 0.5:
            # 0.5 ULP is correct rounding. Read literally, the spec's ULP (taken from
            # the result's binade) would also admit the value below an exact power of
            # two, so that floor(16 * 0.5) could be 7; a representable result is exact.
            err = np.where(is_representable(ref, t), 0.0, err)
        return err
    x: F64Array = np.abs(np.asarray(args[0], dtype=np.float64))
    if op == "exp":
        return _calc_abs_error_bound(t, ref, 1.0 + x, 0.0, 1)
    if op == "sigmoid":
        return _calc_abs_error_bound(t, ref, 2.0 * (1.0 + x), 0.0, 1)
    if op == "tanh":
        return _calc_abs_error_bound(t, ref, 4.0 * (1.0 + x), 0.5, 1)
    if op == "sin":
        floor = math.pi * FORMATS[t].normal_min
        return np.maximum(_calc_abs_error_bound(t, x, np.ones_like(x), 0.0, 2), floor)
    if op == "cos":
        return _calc_abs_error_bound(t, 1.0 + x, np.ones_like(x), 0.0, 2)
    if op == "pow":
        with np.errstate(all="ignore"):
            magnitude = 2.0 * (1.0 + np.abs(np.log(x) * args[1]))
        return _calc_abs_error_bound(t, ref, magnitude, 0.0, 1)
    raise ValueError(f"no error bound known for '{op}'")


def ulp_error_bound(num_ulp: float) -> ErrorBound:
    """A backend assumption tighter than the spec: every op the spec leaves inexact is
    within ``num_ulp`` ULPs of its fp64 result (exactly rounded ops keep their bound).

    This describes a backend with a good libm; the spec's bounds are far looser
    for some ops (e.g. TANH allows about ``4 * (1 + |x|)`` ULPs of f16/bf16).
    """

    def bound(op: str, t: ElementType, ref: F64Array, args: Sequence[F64Array]) -> F64Array:
        if op in INEXACT:
            return _ulp_error_bound(t, ref, num_ulp)
        return spec_error_bound(op, t, ref, args)

    return bound


# ---------------------------------------------------------------------------
# Float regions between integer casts, and the fusion policy
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Input:
    """The region's input: the integer code after its CAST to the float type."""


@dataclass(frozen=True)
class Const:
    """A scalar float constant (a splat ``tosa.const`` operand)."""

    value: float


@dataclass(frozen=True)
class Unary:
    op: str
    arg: Expr


@dataclass(frozen=True)
class Binary:
    op: str
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
    """``expr`` with the bit-exact semantics above, ``x`` holding the :class:`Input` values."""
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


@dataclass(frozen=True)
class Interval:
    """Per element, every value a conforming implementation may produce: ``[lo, hi]``
    (fp64, possibly infinite), ``nan`` where a NaN is possible, ``bad`` where a REQUIRE
    may fail."""

    lo: F64Array
    hi: F64Array
    nan: BoolArray
    bad: BoolArray


_SLACK = 2.0**-48
"""Relative widening of fp64 evaluations, so fp64's own rounding never narrows a bound."""

_INCREASING = frozenset({"exp", "log", "erf", "tanh", "sigmoid", "floor", "ceil"})


def _sigmoid64(x: F64Array) -> F64Array:
    return 1.0 / (1.0 + np.exp(-x))


EXACT_UNARY: Mapping[str, Callable[[F64Array], F64Array]] = {
    "exp": np.exp,
    "log": np.log,
    "erf": _erf64,
    "tanh": np.tanh,
    "sigmoid": _sigmoid64,
    "floor": np.floor,
    "ceil": np.ceil,
    "sin": np.sin,
    "cos": np.cos,
    "negate": np.negative,
    "abs": np.abs,
    "reciprocal": lambda x: 1.0 / x,
    "rsqrt": lambda x: 1.0 / np.sqrt(x),
}
"""The ops in fp64, standing in for the spec's "fp64_t reference implementation" that
error bounds are measured from (fp64's own error is far below every bound)."""


def _contains(lo: F64Array, hi: F64Array, offset: float) -> BoolArray:
    """Does ``[lo, hi]`` contain a point ``offset + 2*pi*k``?"""
    period = 2 * math.pi
    with np.errstate(invalid="ignore"):
        first = np.ceil((lo - offset) / period)
        return (first * period + offset <= hi) | ((hi - lo) >= period)


def _unary_range(op: str, iv: Interval) -> tuple[F64Array, F64Array, BoolArray]:
    """Exact (fp64) range of ``op`` over ``[lo, hi]`` and where a NaN can appear."""
    lo, hi, f = iv.lo, iv.hi, EXACT_UNARY[op]
    nan = np.zeros(lo.shape, dtype=np.bool_)
    if op in _INCREASING:
        if op == "log":
            nan = lo < 0
            lo = np.maximum(lo, 0.0)
        return f(lo), f(hi), nan
    if op == "negate":
        return -hi, -lo, nan
    if op == "abs":
        straddles = (lo < 0) & (hi > 0)
        a, b = np.abs(lo), np.abs(hi)
        return np.where(straddles, 0.0, np.minimum(a, b)), np.maximum(a, b), nan
    if op == "reciprocal":
        spans_zero = (lo <= 0) & (hi >= 0)
        return (
            np.where(spans_zero, -np.inf, 1.0 / hi),
            np.where(spans_zero, np.inf, 1.0 / lo),
            nan,
        )
    if op == "rsqrt":
        # Intervals do not track the sign of zero, and rsqrt(-0) = -inf.
        has_zero = (lo <= 0) & (hi >= 0)
        return np.where(has_zero, -np.inf, f(hi)), f(np.maximum(lo, 0.0)), lo < 0
    # sin / cos: the endpoints, plus +-1 when an extremum lies inside.
    shift = 0.0 if op == "cos" else math.pi / 2
    a, b = f(lo), f(hi)
    low = np.where(_contains(lo, hi, math.pi + shift), -1.0, np.minimum(a, b))
    high = np.where(_contains(lo, hi, shift), 1.0, np.maximum(a, b))
    return low, high, nan | ~np.isfinite(lo) | ~np.isfinite(hi)


def _corners(
    fn: Callable[[F64Array, F64Array], F64Array], a: Interval, b: Interval
) -> tuple[F64Array, F64Array, BoolArray]:
    """Range of ``fn`` over a box, exact when ``fn`` is monotone in each argument."""
    values = np.stack([fn(a.lo, b.lo), fn(a.lo, b.hi), fn(a.hi, b.lo), fn(a.hi, b.hi)])
    nan = np.isnan(values)
    low = np.where(nan, np.inf, values).min(axis=0)
    high = np.where(nan, -np.inf, values).max(axis=0)
    return low, high, nan.any(axis=0)


EXACT_BINARY: Mapping[str, Callable[[F64Array, F64Array], F64Array]] = {
    "add": np.add,
    "sub": np.subtract,
    "mul": np.multiply,
    "maximum": np.maximum,
    "minimum": np.minimum,
    "pow": np.power,
}
"""Binary counterparts of :data:`EXACT_UNARY`."""


def _widen(
    op: str,
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
        corners = itertools.product(*zip(args_low, args_high, strict=True))
        err = functools.reduce(
            np.maximum,
            (bound(op, t, ref, list(args)) for args in corners for ref in (low, high)),
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
    range (monotone ops at the endpoints; SIN/COS add their extrema; binary ops at
    the corners, which is exact for ops monotone in each argument), then adds the
    error ``bound`` permits, the subnormal-flush and overflow latitude, and rounds
    inward to representable values. Repeated subtrees are treated as independent,
    which can only widen the result.
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
                low, high, nan = _unary_range(op, iv)
            lo, hi, unbounded = _widen(
                op, t, low=low, high=high, args_low=[iv.lo], args_high=[iv.hi], bound=bound
            )
            nan = nan | unbounded | iv.nan | np.isnan(lo) | np.isnan(hi)
            return Interval(lo, hi, nan, iv.bad)
        case Binary(op, lhs, rhs, nan_mode):
            return _enclose_binary(
                op,
                nan_mode,
                _enclose(lhs, x, t, bound),
                _enclose(rhs, x, t, bound),
                t=t,
                bound=bound,
            )
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
    op: str, nan_mode: NanMode, a: Interval, b: Interval, *, t: ElementType, bound: ErrorBound
) -> Interval:
    with np.errstate(all="ignore"):
        low, high, nan = _corners(EXACT_BINARY[op], a, b)
    bad = a.bad | b.bad
    if op == "pow":
        bad = bad | (a.lo < 0) | ((a.lo <= 0) & (b.lo <= 0)) | a.nan | b.nan
        bad = (
            bad | ~np.isfinite(a.lo) | ~np.isfinite(a.hi) | ~np.isfinite(b.lo) | ~np.isfinite(b.hi)
        )
    lo, hi, unbounded = _widen(
        op, t, low=low, high=high, args_low=[a.lo, b.lo], args_high=[a.hi, b.hi], bound=bound
    )
    nan = nan | unbounded
    if op in ("maximum", "minimum") and nan_mode is NanMode.IGNORE:
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
        "cast",
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
