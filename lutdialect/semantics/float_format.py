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
    """A binary float format, given by its field widths; the limits follow from them."""

    exp_bits: int
    frac_bits: int
    """The spec's ``normal_frac``."""

    @property
    def bias(self) -> int:
        return (1 << (self.exp_bits - 1)) - 1

    @property
    def normal_min(self) -> float:
        """The smallest positive normal value, ``2^(1 - bias)``."""
        return 2.0 ** (1 - self.bias)

    @property
    def normal_max(self) -> float:
        """The largest finite value, ``(2 - 2^-frac_bits) * 2^bias``."""
        return (2.0 - 2.0**-self.frac_bits) * 2.0**self.bias


FORMATS: Mapping[ElementType, FloatFormat] = {
    F32: FloatFormat(exp_bits=8, frac_bits=23),
    BF16: FloatFormat(exp_bits=8, frac_bits=7),
    F16: FloatFormat(exp_bits=5, frac_bits=10),
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
