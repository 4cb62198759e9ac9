"""Float element-wise TOSA ops (f32, f16, bf16), bit-exact with the reference model.

How the reference model computes (found by differential testing; see
``docs/semantics-float-precision.md``): every f16/bf16 operand is held as an f32,
the op is evaluated in f32 with the C library's *single-precision* functions
(:mod:`.libm`) or plain f32 arithmetic, and the f32 result is rounded to the op's
type (nearest even). Some ops use their own formulas rather than the obvious libm
call:

* TANH is ``(1 - e) / (1 + e)`` with ``e = expf(-2x)`` (numerator and denominator
  clamped to the type's finite range; ``tanh(±0) = ±0``);
* SIGMOID is ``1 / (1 + expf(-x))``;
* POW is ``expf(y * logf(x))`` (not ``powf``: it differs by up to 9 ulp);
* RECIPROCAL and RSQRT divide ``1.0`` by the f32 value in double precision.

An op is described by a :class:`FloatUnary` or :class:`FloatBinary` record: its
f32 kernel, its fp64 counterpart and range rule, its error bound and whether the
spec leaves it implementation-defined (``exact=False``). This module defines the
records and the kernels; the op catalogue (``lutdialect.evaluator.catalogue``)
builds one record per TOSA op.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from lutdialect.semantics.cast import round_float
from lutdialect.semantics.core import BoolArray, ElementType, ErrorIf, Evaluated
from lutdialect.semantics.float_bounds import OpBound
from lutdialect.semantics.float_format import (
    FORMATS,
    F32Array,
    F64Array,
    NanMode,
    check_type,
    f32,
)
from lutdialect.semantics.float_ranges import Fp64Binary, Fp64Unary, Interval, UnaryRange
from lutdialect.semantics.integer import Failure, evaluated
from lutdialect.semantics.libm import expf, libm_f32, logf

UnaryKernel = Callable[[F32Array, ElementType], F32Array]
"""``kernel(x, t)``: the reference model's f32 result before rounding to ``t``."""
BinaryKernel = Callable[[F32Array, F32Array, NanMode], F32Array]
"""``kernel(a, b, nan_mode)``: the reference model's f32 result."""
PointRequires = Callable[[F32Array, F32Array], list[Failure]]
"""The op's REQUIREs on its (f32) operands."""
IntervalRequires = Callable[[Interval, Interval], BoolArray]
"""Where a REQUIRE may fail, for operands anywhere in the given intervals."""


@dataclass(frozen=True)
class FloatUnary:
    """A unary float op, as the semantics and the float-region policy need it."""

    name: str
    kernel: UnaryKernel
    fp64: Fp64Unary
    """The exact function, standing in for the spec's "fp64_t reference implementation"
    error bounds are measured from (fp64's own error is far below every bound)."""
    range: UnaryRange
    """The range of ``fp64`` over an interval (its monotonicity)."""
    bound: OpBound
    exact: bool = True
    """False: the spec leaves the result implementation-defined within ``bound``."""


@dataclass(frozen=True)
class FloatBinary:
    """A binary float op; its exact range is taken at the corners of the operand box."""

    name: str
    kernel: BinaryKernel
    fp64: Fp64Binary
    bound: OpBound
    exact: bool = True
    requires: PointRequires | None = None
    may_fail: IntervalRequires | None = None
    """The interval form of ``requires`` (needed whenever ``requires`` is given)."""
    nan_operand: bool = False
    """Honours ``nan_mode``: with IGNORE a NaN operand yields the other operand."""


# ---------------------------------------------------------------------------
# Kernels: f32 in, f32 out (before the final rounding to the op's type)
# ---------------------------------------------------------------------------


def tanh(x: F32Array, t: ElementType) -> F32Array:
    e = expf(np.float32(-2.0) * x)
    limit = np.float32(FORMATS[t].normal_max)
    num = np.clip(np.float32(1.0) - e, -limit, limit)
    den = np.clip(np.float32(1.0) + e, -limit, limit)
    return np.where(x == 0, x, num / den)


def sigmoid(x: F32Array, t: ElementType) -> F32Array:
    return np.float32(1.0) / (np.float32(1.0) + expf(-x))


def reciprocal(x: F32Array, t: ElementType) -> F32Array:
    return (1.0 / x.astype(np.float64)).astype(np.float32)


def rsqrt(x: F32Array, t: ElementType) -> F32Array:
    return (1.0 / np.sqrt(x).astype(np.float64)).astype(np.float32)


def libm_kernel(name: str) -> UnaryKernel:
    """The libm function ``name`` (``"expf"``, ``"erff"``...) as a kernel."""
    return lambda x, t: libm_f32(name)(x)


def numpy_kernel(fn: Callable[[F32Array], F32Array]) -> UnaryKernel:
    """An exact numpy function (``np.floor``, ``np.abs``...) as a kernel."""
    return lambda x, t: fn(x)


def sigmoid64(x: F64Array) -> F64Array:
    return 1.0 / (1.0 + np.exp(-x))


def reciprocal64(x: F64Array) -> F64Array:
    return 1.0 / x


def rsqrt64(x: F64Array) -> F64Array:
    return 1.0 / np.sqrt(x)


def add(a: F32Array, b: F32Array, mode: NanMode) -> F32Array:
    return a + b


def sub(a: F32Array, b: F32Array, mode: NanMode) -> F32Array:
    return a - b


def mul(a: F32Array, b: F32Array, mode: NanMode) -> F32Array:
    return a * b


def maximum(a: F32Array, b: F32Array, mode: NanMode) -> F32Array:
    """``apply_max_s``: ``a >= b ? a : b``, with the NaN rule of ``mode``."""
    return _nan_rule(np.where(a >= b, a, b), a, b, mode)


def minimum(a: F32Array, b: F32Array, mode: NanMode) -> F32Array:
    """``apply_min_s``: ``a < b ? a : b``, with the NaN rule of ``mode``."""
    return _nan_rule(np.where(a < b, a, b), a, b, mode)


def _nan_rule(picked: F32Array, a: F32Array, b: F32Array, mode: NanMode) -> F32Array:
    nan_a, nan_b = np.isnan(a), np.isnan(b)
    if mode is NanMode.PROPAGATE:
        return np.where(nan_a | nan_b, np.float32(np.nan), picked)
    return np.where(nan_a, b, np.where(nan_b, a, picked))


def power(a: F32Array, b: F32Array, mode: NanMode) -> F32Array:
    return expf(b * logf(a))


def pow_requires(a: F32Array, b: F32Array) -> list[Failure]:
    """The REQUIREs of POW in TOSA 1.0 (the reference model checks the same)."""
    return [
        (a < 0, "pow: input1 < 0"),
        ((a <= 0) & (b <= 0), "pow: input1 and input2 both <= 0"),
        (np.isnan(a) | np.isnan(b), "pow: NaN input"),
        (np.isinf(a) | np.isinf(b), "pow: infinite input"),
    ]


def pow_may_fail(a: Interval, b: Interval) -> BoolArray:
    """:func:`pow_requires` for operands anywhere in ``a`` and ``b``."""
    bad = (a.lo < 0) | ((a.lo <= 0) & (b.lo <= 0)) | a.nan | b.nan
    return bad | ~np.isfinite(a.lo) | ~np.isfinite(a.hi) | ~np.isfinite(b.lo) | ~np.isfinite(b.hi)


# ---------------------------------------------------------------------------
# Evaluation
# ---------------------------------------------------------------------------


def _no_require(values: npt.NDArray[Any], exact: bool) -> Evaluated:
    return Evaluated(values, np.zeros(values.shape, dtype=np.bool_), exact)


def unary(op: FloatUnary, x: npt.ArrayLike, t: ElementType) -> Evaluated:
    """``op`` on values of type ``t``."""
    check_type(t, op.name)
    with np.errstate(all="ignore"):
        result = round_float(op.kernel(f32(x, t), t), t)
    return _no_require(result, op.exact)


def binary(
    op: FloatBinary,
    a: npt.ArrayLike,
    b: npt.ArrayLike,
    t: ElementType,
    *,
    nan_mode: NanMode = NanMode.PROPAGATE,
) -> Evaluated:
    """``op`` on values of type ``t``; operands broadcast like numpy."""
    check_type(t, op.name)
    x, y = np.broadcast_arrays(f32(a, t), f32(b, t))
    with np.errstate(all="ignore"):
        result = round_float(op.kernel(x, y, nan_mode), t)
    failures = op.requires(x, y) if op.requires is not None else []
    return evaluated(result, failures, exact=op.exact)


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
    check_type(t, "clamp")
    lo, hi = f32([min_val], t), f32([max_val], t)
    if np.isnan(lo[0]) or np.isnan(hi[0]) or lo[0] > hi[0]:
        raise ErrorIf(f"clamp: need min_val <= max_val, neither NaN (got {min_val}, {max_val})")
    v = f32(x, t)
    result = round_float(minimum(maximum(v, lo, nan_mode), hi, nan_mode), t)
    return _no_require(result, True)


Comparison = Callable[[F32Array, F32Array], BoolArray]
"""An IEEE comparison (``np.equal``...): false whenever a NaN is involved, ``-0 == +0``."""


def compare(fn: Comparison, a: npt.ArrayLike, b: npt.ArrayLike, t: ElementType) -> Evaluated:
    """EQUAL / GREATER / GREATER_EQUAL of float operands (bool result)."""
    check_type(t, getattr(fn, "__name__", "comparison"))
    x, y = np.broadcast_arrays(f32(a, t), f32(b, t))
    with np.errstate(invalid="ignore"):
        result = np.asarray(fn(x, y), dtype=np.bool_)
    return _no_require(result, True)
