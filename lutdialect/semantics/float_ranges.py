"""Exact (fp64) ranges of float ops over intervals: the monotonicity and range rules.

A rule maps the interval ``[lo, hi]`` of an op's inputs to the interval its exact
result can take, and marks where a NaN may appear. Which rule (and which fp64
function) belongs to which op is stated in the op's catalogue entry.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from lutdialect.semantics.core import BoolArray
from lutdialect.semantics.float_format import F64Array

Fp64Unary = Callable[[F64Array], F64Array]
Fp64Binary = Callable[[F64Array, F64Array], F64Array]
Range = tuple[F64Array, F64Array, BoolArray]
"""``(low, high, nan)``: the exact range per element, and where a NaN can appear."""

UnaryRange = Callable[[Fp64Unary, F64Array, F64Array], Range]
"""``rule(f, lo, hi)``: the range of the fp64 function ``f`` over ``[lo, hi]``."""


@dataclass(frozen=True)
class Interval:
    """Per element, every value a conforming implementation may produce: ``[lo, hi]``
    (fp64, possibly infinite), ``nan`` where a NaN is possible, ``bad`` where a REQUIRE
    may fail."""

    lo: F64Array
    hi: F64Array
    nan: BoolArray
    bad: BoolArray


def _no_nan(lo: F64Array) -> BoolArray:
    return np.zeros(lo.shape, dtype=np.bool_)


def increasing(f: Fp64Unary, lo: F64Array, hi: F64Array) -> Range:
    """A non-decreasing function: its values at the ends."""
    return f(lo), f(hi), _no_nan(lo)


def increasing_from(domain_min: float) -> UnaryRange:
    """Non-decreasing on ``[domain_min, inf)`` and NaN below it (LOG)."""

    def rule(f: Fp64Unary, lo: F64Array, hi: F64Array) -> Range:
        return f(np.maximum(lo, domain_min)), f(hi), lo < domain_min

    return rule


def decreasing(f: Fp64Unary, lo: F64Array, hi: F64Array) -> Range:
    """A non-increasing function (NEGATE)."""
    return f(hi), f(lo), _no_nan(lo)


def even_increasing(f: Fp64Unary, lo: F64Array, hi: F64Array) -> Range:
    """``f(|x|)`` with ``f`` non-decreasing (ABS): 0 is the minimum of a straddling range."""
    straddles = (lo < 0) & (hi > 0)
    a, b = f(lo), f(hi)
    return np.where(straddles, 0.0, np.minimum(a, b)), np.maximum(a, b), _no_nan(lo)


def reciprocal_like(f: Fp64Unary, lo: F64Array, hi: F64Array) -> Range:
    """Decreasing on each side of a pole at 0 (RECIPROCAL): a range through 0 is
    unbounded."""
    spans_zero = (lo <= 0) & (hi >= 0)
    return (
        np.where(spans_zero, -np.inf, f(hi)),
        np.where(spans_zero, np.inf, f(lo)),
        _no_nan(lo),
    )


def rsqrt_like(f: Fp64Unary, lo: F64Array, hi: F64Array) -> Range:
    """Decreasing on ``[0, inf)``, NaN below 0 (RSQRT). Intervals do not track the sign
    of zero, and ``rsqrt(-0) = -inf``."""
    has_zero = (lo <= 0) & (hi >= 0)
    return np.where(has_zero, -np.inf, f(hi)), f(np.maximum(lo, 0.0)), lo < 0


def _contains(lo: F64Array, hi: F64Array, offset: float) -> BoolArray:
    """Does ``[lo, hi]`` contain a point ``offset + 2*pi*k``?"""
    period = 2 * math.pi
    with np.errstate(invalid="ignore"):
        first = np.ceil((lo - offset) / period)
        return (first * period + offset <= hi) | ((hi - lo) >= period)


def periodic(peak: float) -> UnaryRange:
    """A ``2*pi``-periodic function in ``[-1, 1]`` with its maximum at ``peak`` and
    minimum at ``peak + pi`` (SIN: ``pi/2``, COS: 0): the ends, plus an extremum lying
    inside; NaN at infinite inputs."""

    def rule(f: Fp64Unary, lo: F64Array, hi: F64Array) -> Range:
        a, b = f(lo), f(hi)
        low = np.where(_contains(lo, hi, math.pi + peak), -1.0, np.minimum(a, b))
        high = np.where(_contains(lo, hi, peak), 1.0, np.maximum(a, b))
        return low, high, ~np.isfinite(lo) | ~np.isfinite(hi)

    return rule


def corners(f: Fp64Binary, a: Interval, b: Interval) -> Range:
    """Range of a binary ``f`` over a box, exact when ``f`` is monotone in each argument."""
    values = np.stack([f(a.lo, b.lo), f(a.lo, b.hi), f(a.hi, b.lo), f(a.hi, b.hi)])
    nan = np.isnan(values)
    low = np.where(nan, np.inf, values).min(axis=0)
    high = np.where(nan, -np.inf, values).max(axis=0)
    return low, high, nan.any(axis=0)
