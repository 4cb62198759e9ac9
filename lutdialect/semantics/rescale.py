"""TOSA 1.0 RESCALE and its ``apply_scale_32`` / ``apply_scale_16`` helpers.

Integers are exact ``int64`` arrays (see ``integer.py``). Tensors hold *signed* bit
patterns, so the ``input_unsigned``/``output_unsigned`` flags reinterpret them: the
input and its zero point are zero-extended, and the output is returned as the
signed bit pattern of the output type (u8 200 comes back as -56). Zero points are
taken as written in the IR, i.e. also as signed bit patterns (u8 128 is -128).

Two behaviours are taken from the reference model (tosa-tools 2026.8) where the
pseudocode is silent or reads oddly:

* INEXACT_ROUND is implementation defined; the reference model computes
  ``rint(float32(value) * float32(multiplier) * 2**-shift)`` (round half to even, in
  float32), returning INT32_MIN when that does not fit. Of the REQUIREs it only
  checks the output zero-point addition; we keep all of the exact rounding's too
  (the conservative choice, reason names unchanged, the zero-point one on both
  results) and set ``exact=False``.
* Unsigned outputs saturate to ``[0, max]`` (a negative result gives 0).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from lutdialect.semantics.core import BoolArray, ElementType, ErrorIf, Evaluated
from lutdialect.semantics.integer import (
    I8,
    I16,
    I32,
    Failure,
    IntArray,
    evaluated,
    fits,
    ints,
    wrap,
    zero_extend,
)
from lutdialect.semantics.rescale_rules import RoundingMode, error_ifs, unsigned_zp

I48 = ElementType.I48


def _scale_requires(
    multiplier: IntArray, shift: IntArray
) -> tuple[IntArray, BoolArray, list[Failure]]:
    """The REQUIREs both helpers share, the shift validity, and a shift safe to
    compute with (values computed with a substitute shift are unpredictable anyway)."""
    shift_ok = (shift >= 2) & (shift <= 62)
    failures: list[Failure] = [
        (multiplier < 0, "rescale multiplier negative"),
        (~shift_ok, "rescale shift out of [2, 62]"),
    ]
    return np.where(shift_ok, shift, 2), shift_ok, failures


def apply_scale_32(
    value: npt.ArrayLike,
    multiplier: npt.ArrayLike,
    shift: npt.ArrayLike,
    *,
    double_round: bool,
) -> Evaluated:
    """``(value * multiplier + round) >> shift`` in 64 bits, round half up.

    DOUBLE_ROUND adds ``±2**30`` to ``round`` when ``shift > 31`` (the TFLite
    two-step rounding). REQUIRE ``-2**(shift-1) <= value < 2**(shift-1)``, which is
    what keeps the result within 32 bits.
    """
    v = ints(value, I32, "value")
    m = ints(multiplier, I32, "multiplier")
    s, shift_ok, failures = _scale_requires(m, ints(shift, I8, "shift"))
    half = np.left_shift(1, s - 1)
    rounding = half
    if double_round:
        rounding = half + np.where(s > 31, np.where(v >= 0, 1 << 30, -(1 << 30)), 0)
    result = (v * m + rounding) >> s
    out_of_range = shift_ok & ((v < -half) | (v >= half))
    failures.append((out_of_range, "rescale value out of range for shift"))
    return evaluated(wrap(result, I32), failures)


def apply_scale_16(
    value: npt.ArrayLike, multiplier: npt.ArrayLike, shift: npt.ArrayLike
) -> Evaluated:
    """``(value * multiplier + round) >> shift`` for a 48-bit value and 16-bit multiplier;
    REQUIREs the result to fit 32 bits."""
    v = ints(value, I48, "value")
    m = ints(multiplier, I16, "multiplier")
    s, _, failures = _scale_requires(m, ints(shift, I8, "shift"))
    result = (v * m + np.left_shift(1, s - 1)) >> s
    failures.append((~fits(result, I32), "rescale result exceeds i32"))
    return evaluated(wrap(result, I32), failures)


def _apply_scale_inexact(
    value: IntArray, multiplier: IntArray, shift: IntArray, exact_scale: Evaluated
) -> Evaluated:
    """INEXACT_ROUND as the reference model does it, with the REQUIREs of ``exact_scale``.

    The reference applies any shift, valid or not, so this does too (its values
    only matter for the zero-point REQUIRE the reference checks).
    """
    product = value.astype(np.float32) * multiplier.astype(np.float32)
    with np.errstate(over="ignore", under="ignore", invalid="ignore"):
        scaled = np.rint(np.ldexp(product, (-shift).astype(np.int32))).astype(np.float64)
    in_range = (scaled >= I32.min) & (scaled <= I32.max)
    result = np.where(in_range, scaled, I32.min).astype(np.int64)
    return Evaluated(result, exact_scale.unpredictable, False, exact_scale.reasons)


def _scale_params(
    multiplier: int | npt.ArrayLike,
    shift: int | npt.ArrayLike,
    *,
    scale32: bool,
    per_channel: bool,
    channels: int,
) -> tuple[IntArray, IntArray]:
    """Multiplier and shift as arrays that broadcast along the last axis."""
    m_type = I32 if scale32 else I16
    raw = np.asarray(multiplier)
    if raw.size and raw.dtype.kind in "iu" and (raw.min() < m_type.min or raw.max() > m_type.max):
        raise ErrorIf(f"rescale: the multiplier must be an {m_type.value} value")
    m = ints(raw, m_type, "multiplier").reshape(-1)
    s = ints(shift, I8, "shift").reshape(-1)
    expected = channels if per_channel else 1
    if m.size != expected or s.size != expected:
        raise ErrorIf(f"rescale: need {expected} multiplier/shift values, got {m.size}/{s.size}")
    return (m, s) if per_channel else (m.reshape(()), s.reshape(()))


def rescale(
    values: npt.ArrayLike,
    *,
    multiplier: int | npt.ArrayLike,
    shift: int | npt.ArrayLike,
    input_zp: int,
    output_zp: int,
    in_type: ElementType,
    out_type: ElementType,
    scale32: bool,
    rounding_mode: RoundingMode,
    input_unsigned: bool,
    output_unsigned: bool,
    per_channel: bool,
) -> Evaluated:
    """RESCALE of ``values`` (signed bit patterns of ``in_type``) to ``out_type``.

    ``multiplier``/``shift`` are scalars, or 1-D arrays indexed by the last axis when
    ``per_channel``. See the module docstring for the unsigned conventions.
    """
    error_ifs(
        in_type,
        out_type,
        input_zp=input_zp,
        output_zp=output_zp,
        scale32=scale32,
        rounding_mode=rounding_mode,
        input_unsigned=input_unsigned,
        output_unsigned=output_unsigned,
    )
    x = ints(values, in_type, "input")
    if per_channel and x.ndim < 1:
        raise ErrorIf("rescale: per_channel needs rank >= 1")
    m, s = _scale_params(
        multiplier,
        shift,
        scale32=scale32,
        per_channel=per_channel,
        channels=x.shape[-1] if x.ndim else 1,
    )
    if input_unsigned:
        value = zero_extend(x, in_type) - unsigned_zp(input_zp, in_type)
    else:
        value = x - input_zp
    # A single multiplier and shift stay scalars (and per-channel ones vectors along
    # the last axis): the scale's own REQUIREs are then checked once, not per element.
    if scale32:
        scaled = apply_scale_32(
            value, m, s, double_round=rounding_mode is RoundingMode.DOUBLE_ROUND
        )
    else:
        scaled = apply_scale_16(value, m, s)
    zp = unsigned_zp(output_zp, out_type) if output_unsigned else output_zp
    overflow = "rescale output_zp addition overflow"
    zp_failures: list[Failure] = []
    if rounding_mode is RoundingMode.INEXACT_ROUND:
        # Keep the exact rounding's zero-point REQUIRE too: predictable only if
        # every rounding would be.
        exact_sum = scaled.values.astype(np.int64) + zp
        zp_failures.append((~fits(exact_sum, I32), f"{overflow} (exact scaling)"))
        scaled = _apply_scale_inexact(value, m, s, scaled)
    result = scaled.values.astype(np.int64) + zp
    zp_failures.insert(0, (~fits(result, I32), overflow))
    low, high = (0, (1 << out_type.bits) - 1) if output_unsigned else (out_type.min, out_type.max)
    out = np.clip(result, low, high)
    if output_unsigned:  # a signed result clipped to its type is its own bit pattern
        out = wrap(out, out_type)
    added = evaluated(out, zp_failures)
    return Evaluated(
        out,
        scaled.unpredictable | added.unpredictable,
        scaled.exact,
        scaled.reasons + added.reasons,
    )
