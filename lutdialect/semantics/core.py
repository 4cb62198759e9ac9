"""Element types and the result record shared by every semantics function.

The semantics package is pure: numpy arrays in, numpy arrays out, no IR. Integer
values are carried as ``int64`` arrays whatever their TOSA width, so that the
arithmetic can be done exactly and overflow can be *detected* (the spec's REQUIRE
conditions) instead of silently wrapping. Float values are carried in their own
numpy precision (``float32``/``float16``); bf16 is carried as ``float32`` holding
bf16-representable values.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    # Only for annotations: a pass that asks an ``ElementType`` for its width must not
    # pay for numpy's import; the functions that compute import it themselves.
    import numpy as np
    import numpy.typing as npt

    BoolArray = npt.NDArray[np.bool_]


class ElementType(enum.Enum):
    """TOSA element types the semantics know about."""

    BOOL = "i1"
    I4 = "i4"
    I8 = "i8"
    I16 = "i16"
    I32 = "i32"
    I48 = "i48"
    F16 = "f16"
    BF16 = "bf16"
    F32 = "f32"

    @property
    def is_float(self) -> bool:
        return self in (ElementType.F16, ElementType.BF16, ElementType.F32)

    @property
    def is_int(self) -> bool:
        return not self.is_float

    @property
    def bits(self) -> int:
        return _BITS[self]

    @property
    def min(self) -> int:
        """Smallest signed value (0 for bool)."""
        if self is ElementType.BOOL:
            return 0
        return -(1 << (self.bits - 1))

    @property
    def max(self) -> int:
        """Largest signed value (1 for bool)."""
        if self is ElementType.BOOL:
            return 1
        return (1 << (self.bits - 1)) - 1

    @property
    def carrier(self) -> type[np.generic]:
        """The numpy dtype used to carry values of this type."""
        import numpy as np

        if self is ElementType.F16:
            return np.float16
        if self.is_float:
            return np.float32
        if self is ElementType.BOOL:
            return np.bool_
        return np.int64

    @staticmethod
    def from_name(name: str) -> ElementType:
        """``ElementType.from_name("i8")``; raises ``ValueError`` for unknown names."""
        return ElementType(name)


_BITS = {
    ElementType.BOOL: 1,
    ElementType.I4: 4,
    ElementType.I8: 8,
    ElementType.I16: 16,
    ElementType.I32: 32,
    ElementType.I48: 48,
    ElementType.F16: 16,
    ElementType.BF16: 16,
    ElementType.F32: 32,
}


class ErrorIf(Exception):
    """The graph is invalid: an ERROR_IF of the spec holds, or the op has no variant
    for these element types.

    Deliberately not a ``ValueError``: a caller (the evaluator) turns exactly this
    into "the graph cannot be evaluated", while a ``ValueError`` from a bug (operands
    that are not values of their type, a mixed-up argument) still surfaces.
    """


def expect_type(t: ElementType, allowed: Iterable[ElementType], op: str) -> None:
    """Reject a type combination TOSA 1.0 does not define for ``op``."""
    allowed = tuple(allowed)
    if t not in allowed:
        names = ", ".join(a.value for a in allowed)
        raise ErrorIf(f"{op}: element type {t.value} is not supported (expected {names})")


@dataclass(frozen=True)
class Evaluated:
    """What one TOSA element-wise op produces for an array of inputs.

    ``unpredictable`` marks, per element, where a REQUIRE condition of the spec fails
    (the result is then unpredictable and a pass must not bake it into a table).
    ``exact`` is False when the op's result is implementation-defined (INEXACT_ROUND,
    float transcendental ops), i.e. another conforming implementation may differ.
    """

    values: npt.NDArray[np.generic]
    unpredictable: BoolArray
    exact: bool = True
    reasons: tuple[str, ...] = field(default=())
    """Human-readable names of the REQUIRE conditions that failed somewhere."""

    @property
    def any_unpredictable(self) -> bool:
        import numpy as np

        return bool(np.any(self.unpredictable))


def predictable(values: npt.NDArray[np.generic], *, exact: bool = True) -> Evaluated:
    """An ``Evaluated`` with no REQUIRE failure."""
    import numpy as np

    return Evaluated(values, np.zeros(np.shape(values), dtype=np.bool_), exact)


def __getattr__(name: str) -> object:
    """``BoolArray`` for the semantics modules that use it at run time (in type
    aliases): built on first use, so that importing this module does not import numpy."""
    if name == "BoolArray":
        import numpy as np
        import numpy.typing as npt

        alias = npt.NDArray[np.bool_]
        globals()[name] = alias
        return alias
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
