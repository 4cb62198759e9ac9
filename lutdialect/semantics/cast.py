"""TOSA CAST among bool, i8, i16, i32, f16, bf16 and f32, bit-exact with the reference model.

Besides ``cast`` itself this module owns the float *representation* helpers that the
float ops share (rounding into a type, ordering of encodings, ULP distance), because
every float result of the reference model is produced by such a conversion.

How the reference model converts (checked exhaustively against it):

* float -> float narrowing rounds to nearest even, overflowing to infinity. Values
  are first rounded to f32 and then to the target, so f64 -> bf16 is a double
  rounding exactly as in the reference model.
* int -> float converts to f32 (round to nearest even) and then to the target. For
  i32 -> bf16 that is a double rounding which can differ from the correctly rounded
  value the spec asks for when ``|x| > 2**24``; such calls report ``exact=False``.
* float -> int rounds half to even and saturates. NaN is unpredictable per the spec;
  the values produced mimic the reference model on x86 (the low bits of INT32_MIN:
  0 for i8/i16, -2**31 for i32).
* int -> int keeps the low bits (narrowing) or sign-extends (widening); anything ->
  bool is ``x != 0``; bool -> anything is 1/0.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from lutdialect.semantics.core import ElementType, ErrorIf, Evaluated
from lutdialect.semantics.integer import wrap

BOOL, I8, I16, I32 = ElementType.BOOL, ElementType.I8, ElementType.I16, ElementType.I32
F16, BF16, F32 = ElementType.F16, ElementType.BF16, ElementType.F32

FloatArray = npt.NDArray[np.floating[Any]]

_INTS = (I8, I16, I32)
_FLOATS = (F16, BF16, F32)

CAST_PAIRS: frozenset[tuple[ElementType, ElementType]] = frozenset(
    {(BOOL, i) for i in _INTS}
    | {(i, BOOL) for i in _INTS}
    | {(a, b) for a in _INTS for b in _INTS if a is not b}
    | {(i, f) for i in _INTS for f in _FLOATS}
    | {(f, i) for f in _FLOATS for i in _INTS}
    | {(F16, F32), (BF16, F32), (F32, F16), (F32, BF16)}
    # TOSA 1.1 draft, already implemented by the reference model.
    | {(BOOL, F32), (F32, BOOL)}
)
"""The (input, output) pairs of TOSA 1.0 CAST, plus bool <-> f32 from the 1.1 draft."""

_F32_BITS_PER_BF16_STEP = 1 << 16
_BF16_EXACT_INT_LIMIT = 1 << 24
"""Above this magnitude int -> f32 rounds, so int -> f32 -> bf16 may double-round."""

# ---------------------------------------------------------------------------
# Float representation helpers
# ---------------------------------------------------------------------------


def _bf16_from_f32(values: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """Round f32 values to the nearest bf16 (ties to even); NaN stays NaN."""
    bits = values.view(np.uint32).astype(np.uint64)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16 << 16
    out = rounded.astype(np.uint32).view(np.float32)
    return np.where(np.isnan(values), np.float32(np.nan), out)


def round_float(values: npt.ArrayLike, t: ElementType) -> FloatArray:
    """Round real values into float type ``t``'s carrier the way the reference model does.

    The reference model holds f16 and bf16 in f32 and narrows its f32 (or f64)
    intermediate results at the end of each op, so the rounding is always
    "to f32 first, then to ``t``", each step to nearest even.
    """
    if not t.is_float:
        raise ValueError(f"round_float needs a float type, got {t.value}")
    with np.errstate(over="ignore", invalid="ignore"):
        f32 = np.asarray(values).astype(np.float32)
        if t is F32:
            return f32
        if t is F16:
            return f32.astype(np.float16)
        return _bf16_from_f32(f32)


def is_representable(x: FloatArray, t: ElementType) -> npt.NDArray[np.bool_]:
    """Per element: is ``x`` (any float dtype) exactly a value of float type ``t`` (NaN counts)?"""
    with np.errstate(invalid="ignore"):  # signalling NaNs are legitimate operands
        rounded = round_float(x, t).astype(np.float64)
        wide = x.astype(np.float64)
    return (rounded == wide) | (np.isnan(rounded) & np.isnan(wide))


def as_carrier(x: npt.ArrayLike, t: ElementType) -> npt.NDArray[Any]:
    """``x`` in ``t``'s carrier dtype, raising ``ValueError`` if a value does not belong to ``t``.

    Checking instead of silently converting keeps bugs (an i16 value fed as i8, an
    f32 value fed as bf16) from turning into plausible but wrong tables.
    """
    arr = np.asarray(x)
    if t is BOOL:
        if arr.dtype != np.bool_ and not np.all((arr == 0) | (arr == 1)):
            raise ValueError("bool operand holds values other than 0/1")
        return arr.astype(np.bool_)
    if t.is_int:
        if arr.dtype.kind == "f" and not np.all(np.isfinite(arr) & (arr == np.round(arr))):
            raise ValueError(f"{t.value} operand holds non-integer values")
        ints = arr.astype(np.int64)
        if ints.size and (ints.min() < t.min or ints.max() > t.max):
            raise ValueError(f"{t.value} operand holds values outside [{t.min}, {t.max}]")
        return ints
    floats = arr.astype(np.float64) if arr.dtype.kind in "iub" else arr
    if not np.all(is_representable(floats, t)):
        raise ValueError(f"operand holds values that are not {t.value} values")
    return round_float(floats, t)


def _bits(x: FloatArray, t: ElementType) -> npt.NDArray[np.int64]:
    """Signed-magnitude encoding of ``x`` in ``t`` (f16 as its own 16 bits, bf16 as f32 bits)."""
    with np.errstate(invalid="ignore"):
        if t is F16:
            return x.astype(np.float16).view(np.int16).astype(np.int64)
        return x.astype(np.float32).view(np.int32).astype(np.int64)


def _step(t: ElementType) -> int:
    """Encoding distance between adjacent values of ``t`` in its ``_bits`` form."""
    return _F32_BITS_PER_BF16_STEP if t is BF16 else 1


def ordinal(x: npt.ArrayLike, t: ElementType) -> npt.NDArray[np.int64]:
    """Position of each ``t`` value on the ordered line of ``t`` values (+0 and -0 both 0).

    Adjacent representable values differ by exactly 1, which makes ULP distances and
    "next value up/down" simple integer arithmetic for every float type.
    """
    bits = _bits(np.asarray(x), t)
    magnitude_mask = 0x7FFF if t is F16 else 0x7FFFFFFF
    pos = (bits & magnitude_mask) // _step(t)
    return np.where(bits < 0, -pos, pos)


def from_ordinal(k: npt.ArrayLike, t: ElementType) -> FloatArray:
    """Inverse of ``ordinal`` (position 0 maps to +0)."""
    pos = np.asarray(k, dtype=np.int64)
    magnitude = np.abs(pos) * _step(t)
    if t is F16:
        enc16 = np.where(pos < 0, magnitude | 0x8000, magnitude).astype(np.uint16)
        return enc16.view(np.float16)
    enc32 = np.where(pos < 0, magnitude | 0x80000000, magnitude).astype(np.uint32)
    return enc32.view(np.float32)


def ulp_distance(a: npt.ArrayLike, b: npt.ArrayLike, t: ElementType) -> npt.NDArray[np.int64]:
    """Number of ``t`` values between ``a`` and ``b`` (0 when equal, also for two NaNs).

    A NaN against a non-NaN is reported as ``2**40`` so that it can never pass a
    finite tolerance.
    """
    a_arr, b_arr = np.asarray(a), np.asarray(b)
    dist = np.abs(ordinal(a_arr, t) - ordinal(b_arr, t))
    nan_a, nan_b = np.isnan(a_arr), np.isnan(b_arr)
    dist = np.where(nan_a & nan_b, 0, dist)
    return np.where(nan_a ^ nan_b, np.int64(1) << 40, dist)


# ---------------------------------------------------------------------------
# CAST
# ---------------------------------------------------------------------------


def float_to_int(x: FloatArray, t: ElementType) -> Evaluated:
    """Float -> integer CAST: round half to even, saturate, NaN unpredictable."""
    with np.errstate(invalid="ignore"):
        wide = x.astype(np.float64)
        nan = np.isnan(wide)
        rounded = np.clip(np.rint(np.where(nan, 0.0, wide)), t.min, t.max).astype(np.int64)
    nan_value = wrap(np.array(I32.min, dtype=np.int64), t)
    values = np.where(nan, nan_value, rounded)
    reasons = ("CAST of NaN to an integer is unpredictable",) if nan.any() else ()
    return Evaluated(values, nan, True, reasons)


def cast(x: npt.ArrayLike, in_type: ElementType, out_type: ElementType) -> Evaluated:
    """Elementwise TOSA CAST of ``x`` (carried as described in ``core``) to ``out_type``.

    Raises :class:`ErrorIf` for a pair TOSA does not define, ``ValueError`` for
    operand values that do not belong to ``in_type``.
    """
    if (in_type, out_type) not in CAST_PAIRS:
        raise ErrorIf(f"TOSA CAST has no {in_type.value} -> {out_type.value} variant")
    src = as_carrier(x, in_type)
    no_require = np.zeros(src.shape, dtype=np.bool_)
    if out_type is BOOL:
        return Evaluated(src != 0, no_require)
    if in_type is BOOL:
        return Evaluated(src.astype(out_type.carrier), no_require)
    if out_type.is_int:
        if in_type.is_float:
            return float_to_int(src, out_type)
        return Evaluated(wrap(src, out_type), no_require)
    if in_type.is_float:
        # Widening is exact; narrowing may round toward zero in a conforming backend.
        narrowing = out_type.bits < in_type.bits
        return Evaluated(round_float(src, out_type), no_require, not narrowing)
    double_rounded = out_type is BF16 and bool(np.any(np.abs(src) > _BF16_EXACT_INT_LIMIT))
    return Evaluated(round_float(src.astype(np.float32), out_type), no_require, not double_rounded)
