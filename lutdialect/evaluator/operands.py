"""What a catalogue entry's adapter sees of an op: operand values, element types,
and typed access to its properties."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import cast

import numpy as np
import numpy.typing as npt
from xdsl.dialects.builtin import FloatAttr
from xdsl.ir import Operation

from lutdialect.dialects.tosa.attributes import NanModeAttr
from lutdialect.semantics.core import ElementType, Evaluated
from lutdialect.semantics.float_format import NanMode

from .errors import CannotEvaluate
from .properties import bool_prop, int_prop

Array = npt.NDArray[np.generic]

__all__ = [
    "Adapter",
    "Array",
    "Operands",
    "bool_prop",
    "float_value",
    "int_prop",
    "nan_mode_of",
]


@dataclass(frozen=True)
class Operands:
    """What an entry's adapter sees: operand values and element types, result type."""

    op: Operation
    values: Sequence[Array]
    types: Sequence[ElementType]
    out: ElementType

    def param(self, index: int) -> int:
        """A single-valued integer parameter (any rank) as a Python int."""
        values = np.asarray(self.values[index])
        if values.size == 0:
            raise CannotEvaluate(f"operand #{index} is empty", self.op)
        first = values.reshape(-1)[0]
        if values.size > 1 and not np.all(values == first):
            raise CannotEvaluate(
                f"operand #{index} holds more than one value (per-channel)", self.op
            )
        return int(first)

    def params(self, index: int) -> Array:
        """A parameter with all its values (e.g. a lookup table)."""
        return np.asarray(self.values[index]).reshape(-1)


Adapter = Callable[[Operands], Evaluated]
"""From an op's operands and properties to a pure function of ``lutdialect.semantics``."""


def nan_mode_of(op: Operation) -> NanMode:
    """The op's ``nan_mode`` (PROPAGATE when it has none)."""
    attr = op.properties.get("nan_mode")
    return NanMode[attr.data.value] if isinstance(attr, NanModeAttr) else NanMode.PROPAGATE


def float_value(op: Operation, name: str) -> float:
    """A float-valued property (clamp bounds on float tensors)."""
    attr = op.properties.get(name)
    if not isinstance(attr, FloatAttr):
        raise CannotEvaluate(f"'{name}' is not a float attribute", op)
    return float(cast(FloatAttr, attr).value.data)
