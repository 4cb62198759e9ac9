"""The error bounds TOSA 1.0 permits a conforming implementation, per op.

Each function here transcribes one *Precision Requirements* clause of the spec as an
:data:`OpBound`: ``bound(t, ref, args)`` is the largest absolute error allowed around
the fp64 result ``ref`` of inputs ``args``. Which clause applies to which op is a fact
of the op's catalogue entry (``lutdialect.evaluator.catalogue``), not of this module.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from lutdialect.semantics.cast import is_representable
from lutdialect.semantics.core import ElementType
from lutdialect.semantics.float_format import FORMATS, F64Array

OpBound = Callable[[ElementType, F64Array, Sequence[F64Array]], F64Array]
"""``bound(t, ref, args)``: permitted absolute error of one op around its fp64 result."""


class Precise(Protocol):
    """What an error-bound policy needs to know of an op."""

    @property
    def bound(self) -> OpBound:
        """The spec's bound for the op."""
        ...

    @property
    def exact(self) -> bool:
        """False when the spec leaves the result implementation-defined within ``bound``."""
        ...


ErrorBound = Callable[[Precise, ElementType, F64Array, Sequence[F64Array]], F64Array]
"""A policy: ``bound(op, t, ref, args)``, the error assumed of ``op`` around ``ref``."""


@dataclass(frozen=True)
class Precision:
    """The precision facts of an operation that has no other float record (CAST)."""

    bound: OpBound
    exact: bool = True


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


def ulp_of(t: ElementType, ref: F64Array, num_ulp: float) -> F64Array:
    """``num_ulp`` ULPs of ``ref`` in type ``t``, as the spec's ``tosa_reference_check_fp``."""
    fmt = FORMATS[t]
    _, exponent = np.frexp(ref)
    pow2 = np.maximum(np.ldexp(1.0, exponent - 1), fmt.normal_min)
    normal = np.isfinite(ref) & (ref != 0)
    return np.where(normal, num_ulp * pow2 * 2.0**-fmt.frac_bits, 0.0)


def ulp(num_ulp: float) -> OpBound:
    """A bound of ``num_ulp`` ULPs of the result (0 for exact ops, 0.5 for correctly
    rounded ones)."""

    def bound(t: ElementType, ref: F64Array, args: Sequence[F64Array]) -> F64Array:
        err = ulp_of(t, ref, num_ulp)
        if num_ulp == 0.5:
            # 0.5 ULP is correct rounding. Read literally, the spec's ULP (taken from
            # the result's binade) would also admit the value below an exact power of
            # two, so that floor(16 * 0.5) could be 7; a representable result is exact.
            err = np.where(is_representable(ref, t), 0.0, err)
        return err

    return bound


def _abs_arg(args: Sequence[F64Array]) -> F64Array:
    return np.abs(np.asarray(args[0], dtype=np.float64))


def exp_bound(t: ElementType, ref: F64Array, args: Sequence[F64Array]) -> F64Array:
    """EXP: ``|ref| * (1 + |x|)`` scaled by the type's precision."""
    return _calc_abs_error_bound(t, ref, 1.0 + _abs_arg(args), 0.0, 1)


def sigmoid_bound(t: ElementType, ref: F64Array, args: Sequence[F64Array]) -> F64Array:
    """SIGMOID: ``|ref| * 2 * (1 + |x|)``."""
    return _calc_abs_error_bound(t, ref, 2.0 * (1.0 + _abs_arg(args)), 0.0, 1)


def tanh_bound(t: ElementType, ref: F64Array, args: Sequence[F64Array]) -> F64Array:
    """TANH: ``|ref| * 4 * (1 + |x|)``, at least ``0.5`` of the precision."""
    return _calc_abs_error_bound(t, ref, 4.0 * (1.0 + _abs_arg(args)), 0.5, 1)


def sin_bound(t: ElementType, ref: F64Array, args: Sequence[F64Array]) -> F64Array:
    """SIN: ``|x|`` at half the precision, at least ``pi * normal_min``."""
    x = _abs_arg(args)
    floor = math.pi * FORMATS[t].normal_min
    return np.maximum(_calc_abs_error_bound(t, x, np.ones_like(x), 0.0, 2), floor)


def cos_bound(t: ElementType, ref: F64Array, args: Sequence[F64Array]) -> F64Array:
    """COS: ``1 + |x|`` at half the precision."""
    x = _abs_arg(args)
    return _calc_abs_error_bound(t, 1.0 + x, np.ones_like(x), 0.0, 2)


def pow_bound(t: ElementType, ref: F64Array, args: Sequence[F64Array]) -> F64Array:
    """POW: ``|ref| * 2 * (1 + |ln(x) * y|)``."""
    with np.errstate(all="ignore"):
        magnitude = 2.0 * (1.0 + np.abs(np.log(_abs_arg(args)) * args[1]))
    return _calc_abs_error_bound(t, ref, magnitude, 0.0, 1)


CAST = Precision(ulp(0.5))
"""CAST between float types and from integers: correctly rounded."""


def spec_error_bound(
    op: Precise, t: ElementType, ref: F64Array, args: Sequence[F64Array]
) -> F64Array:
    """Largest absolute error TOSA 1.0 permits for ``op`` around its fp64 result ``ref``."""
    return op.bound(t, ref, args)


def ulp_error_bound(num_ulp: float) -> ErrorBound:
    """A backend assumption tighter than the spec: every op the spec leaves inexact is
    within ``num_ulp`` ULPs of its fp64 result (exactly rounded ops keep their bound).

    This describes a backend with a good libm; the spec's bounds are far looser
    for some ops (e.g. TANH allows about ``4 * (1 + |x|)`` ULPs of f16/bf16).
    """

    def bound(op: Precise, t: ElementType, ref: F64Array, args: Sequence[F64Array]) -> F64Array:
        return op.bound(t, ref, args) if op.exact else ulp_of(t, ref, num_ulp)

    return bound
