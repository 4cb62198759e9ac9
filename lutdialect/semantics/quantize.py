"""Real scale factors to RESCALE (multiplier, shift) pairs, as TOSA quantizers do.

``scale ~= multiplier * 2**-shift`` with a normalised multiplier: in
``[2**30, 2**31)`` for scale32 and ``[2**14, 2**15)`` for scale16, i.e. the
mantissa of ``frexp(scale)`` rounded to 31 (15) bits. Corner cases:

* rounding can carry the mantissa up to exactly ``2**31`` (``2**15``); it is then
  halved and the exponent bumped, so the multiplier stays in range;
* rounding is half to even (Python's ``round``, as the ExecuTorch Arm backend
  computes it). MLIR's and TFLite's C++ helpers use ``std::round`` (half away from
  zero); the two differ only when ``mantissa * 2**31`` is exactly ``k + 0.5``;
* a shift above 62 is not allowed by RESCALE: it is capped at 62 and the
  multiplier shifted right (truncating) by the excess, down to 0 for tiny scales;
* ``scale == 0`` gives multiplier 0 (any shift works; we return the formula's);
* a shift below 2 is not allowed either, so scales of ``2**29`` (``2**13`` for
  scale16) and above, negative scales, NaN and infinities raise ``ValueError``.
"""

from __future__ import annotations

import math

MAX_SHIFT = 62
MIN_SHIFT = 2


def quantize_scale(scale: float, *, scale32: bool = True) -> tuple[int, int]:
    """``(multiplier, shift)`` for RESCALE such that ``multiplier * 2**-shift ~= scale``."""
    if not math.isfinite(scale) or scale < 0:
        raise ValueError(f"scale must be finite and >= 0, got {scale}")
    bits = 31 if scale32 else 15
    mantissa, exponent = math.frexp(scale)
    multiplier = round(mantissa * (1 << bits))
    if multiplier == 1 << bits:
        multiplier //= 2
        exponent += 1
    shift = bits - exponent
    if shift > MAX_SHIFT:
        multiplier >>= min(bits, shift - MAX_SHIFT)
        shift = MAX_SHIFT
    if shift < MIN_SHIFT:
        raise ValueError(f"scale {scale} is too large for RESCALE (shift {shift} < 2)")
    return multiplier, shift


def scale_value(multiplier: int, shift: int) -> float:
    """The real scale a (multiplier, shift) pair stands for (exact in float64)."""
    return math.ldexp(multiplier, -shift)
