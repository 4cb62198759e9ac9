"""What every float op shares: the formats' limits (the spec's ``normal_min``,
``normal_max``, ``normal_frac``), ``nan_mode``, and the f32 working type."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from lutdialect.semantics.cast import as_carrier
from lutdialect.semantics.core import ElementType, ErrorIf

F16, BF16, F32 = ElementType.F16, ElementType.BF16, ElementType.F32

F32Array = npt.NDArray[np.float32]
F64Array = npt.NDArray[np.float64]


class NanMode(enum.Enum):
    """``nan_mode`` of MAXIMUM, MINIMUM and CLAMP."""

    PROPAGATE = "PROPAGATE"
    IGNORE = "IGNORE"


@dataclass(frozen=True)
class FloatFormat:
    """A float format's precision and range, in the spec's terms."""

    frac_bits: int
    """``normal_frac``: the fraction bits of a normal value."""
    normal_min: float
    """The smallest positive normal value."""
    normal_max: float
    """The largest finite value."""

    @classmethod
    def from_widths(cls, exp_bits: int, frac_bits: int) -> FloatFormat:
        """The IEEE 754-style format with these exponent and fraction widths."""
        bias = (1 << (exp_bits - 1)) - 1
        return cls(frac_bits, 2.0 ** (1 - bias), (2.0 - 2.0**-frac_bits) * 2.0**bias)


FORMATS: Mapping[ElementType, FloatFormat] = {
    F32: FloatFormat.from_widths(exp_bits=8, frac_bits=23),
    BF16: FloatFormat.from_widths(exp_bits=8, frac_bits=7),
    F16: FloatFormat.from_widths(exp_bits=5, frac_bits=10),
}


def check_type(t: ElementType, op: str) -> None:
    """An ERROR_IF unless ``t`` is one of the float types."""
    if t not in FORMATS:
        raise ErrorIf(f"{op}: {t.value} is not a float type (expected f16, bf16 or f32)")


def f32(x: npt.ArrayLike, t: ElementType) -> F32Array:
    """A ``t`` operand widened (exactly) to f32, the reference model's working type."""
    return np.asarray(as_carrier(x, t), dtype=np.float32)


def carrier64(x: npt.ArrayLike, t: ElementType) -> npt.NDArray[Any]:
    """A ``t`` operand as fp64 (exact)."""
    return as_carrier(x, t).astype(np.float64)
