"""Approximating an i16 -> i16 function by TOSA's interpolating i16 TABLE.

An i16 TABLE gives ``(t[i] << 7) + (t[i+1] - t[i]) * frac`` (i32, 7 fractional
bits); a RESCALE by 2^-7 (multiplier 2^30, shift 37, SINGLE_ROUND) brings it back to
i16. That pair reproduces a function exactly only where it is linear, with a
representable slope, on every 128-code segment, so the table is built from the
function's values at the 513 knots (the last knot, 32768, extrapolated from the
final segment) and the result is checked on all 65,536 codes.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from lutdialect.semantics.core import ElementType
from lutdialect.semantics.rescale import RoundingMode, rescale
from lutdialect.semantics.table import table

I16 = ElementType.I16
RESCALE_MULTIPLIER = 1 << 30
RESCALE_SHIFT = 37
"""multiplier * 2^-shift = 2^-7: drops the table's 7 fractional bits, rounding half up."""


@dataclass(frozen=True)
class Int16Table:
    """A 513-entry table and how well table + rescale reproduces the function."""

    values: npt.NDArray[np.int64]
    max_error: int
    """Largest |table path - function| over all codes, in output codes."""
    predictable: bool
    """No REQUIRE of TABLE or RESCALE fails for any code (e.g. slope out of i16)."""


def _last_knot(segment: npt.NDArray[np.int64]) -> int:
    """The knot at 32768, which no code reaches: the value, near the linear
    extrapolation of the final segment, that reproduces that segment best."""
    frac = np.arange(128, dtype=np.int64)
    base = int(segment[0])
    estimate = base + (256 * int(segment[-1] - segment[0]) + 127) // 254

    def error(candidate: int) -> int:
        approx = ((base << 7) + (candidate - base) * frac + 64) >> 7
        return int(np.max(np.abs(approx - segment)))

    # The knot must itself be an i16: near the top of the range a still-rising
    # function is capped, and the exhaustive check below judges the result.
    candidates = {min(max(c, I16.min), I16.max) for c in range(estimate - 2, estimate + 3)}
    return min(candidates, key=lambda c: (error(c), abs(c - estimate)))


def table_outputs(t: npt.NDArray[np.int64]) -> tuple[npt.NDArray[np.int64], bool]:
    """What ``rescale(table(x, t), 2^-7)`` gives for every i16 code of ``x`` (code
    order), and whether every step of it is predictable."""
    codes = np.arange(I16.min, I16.max + 1, dtype=np.int64)
    looked_up = table(codes, t, I16)
    rescaled = rescale(
        looked_up.values,
        multiplier=RESCALE_MULTIPLIER,
        shift=RESCALE_SHIFT,
        input_zp=0,
        output_zp=0,
        in_type=ElementType.I32,
        out_type=I16,
        scale32=True,
        rounding_mode=RoundingMode.SINGLE_ROUND,
        input_unsigned=False,
        output_unsigned=False,
        per_channel=False,
    )
    ok = not (looked_up.any_unpredictable or rescaled.any_unpredictable)
    return np.asarray(rescaled.values, dtype=np.int64), ok


def build_int16_table(function_values: npt.ArrayLike) -> Int16Table | None:
    """Fit the 65,536 outputs of an i16 function (code order); ``None`` if the knots
    do not fit i16 at all."""
    f = np.asarray(function_values, dtype=np.int64).reshape(-1)
    assert f.shape == (65536,), f.shape
    knots = f[::128].copy()  # codes -32768 + 128 k, k = 0..511
    t = np.append(knots, _last_knot(f[-128:]))
    if t.min() < I16.min or t.max() > I16.max:
        return None
    outputs, ok = table_outputs(t)
    error = int(np.max(np.abs(outputs - f)))
    return Int16Table(t, error, ok)
