"""Typed reads of an op's integer and boolean properties, for the array and the list
semantics' adapters alike (imports no numpy)."""

from __future__ import annotations

from typing import TypedDict

from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Operation

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.semantics.rescale_rules import RoundingMode

from .errors import CannotEvaluate


def bool_prop(op: Operation, name: str) -> bool:
    attr = op.properties.get(name)
    return isinstance(attr, IntegerAttr) and bool(attr.value.data)  # pyright: ignore[reportUnknownMemberType]


def int_prop(op: Operation, name: str) -> int:
    attr = op.properties.get(name)
    if not isinstance(attr, IntegerAttr):
        raise CannotEvaluate(f"'{name}' is not an integer attribute", op)
    return int(attr.value.data)  # pyright: ignore[reportUnknownMemberType,reportUnknownArgumentType]


class RescaleProperties(TypedDict):
    """A RESCALE's properties, as the semantics (arrays and lists) take them."""

    scale32: bool
    rounding_mode: RoundingMode
    input_unsigned: bool
    output_unsigned: bool


def rescale_properties(op: tosa.RescaleOp) -> RescaleProperties:
    return RescaleProperties(
        scale32=bool_prop(op, "scale32"),
        rounding_mode=RoundingMode[op.rounding_mode.data.value],
        input_unsigned=bool_prop(op, "input_unsigned"),
        output_unsigned=bool_prop(op, "output_unsigned"),
    )
