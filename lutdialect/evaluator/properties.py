"""Typed reads of an op's integer and boolean properties, for the array and the list
semantics' adapters alike (imports no numpy)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypedDict

from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Operation

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.semantics.core import ElementType
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


class Parameters(Protocol):
    """What an adapter reads an op's parameters from (``Operands`` for the array
    semantics, ``ListOperands`` for the lists)."""

    @property
    def op(self) -> Operation: ...
    @property
    def types(self) -> Sequence[ElementType]: ...
    @property
    def out(self) -> ElementType: ...
    def param(self, index: int) -> int: ...


class RescaleArguments(TypedDict):
    """A RESCALE's arguments besides its data, as both semantics take them."""

    multiplier: int
    shift: int
    input_zp: int
    output_zp: int
    in_type: ElementType
    out_type: ElementType
    scale32: bool
    rounding_mode: RoundingMode
    input_unsigned: bool
    output_unsigned: bool


def rescale_arguments(a: Parameters) -> RescaleArguments:
    """Its single-valued parameters, its types and its properties."""
    op = a.op
    assert isinstance(op, tosa.RescaleOp)
    return RescaleArguments(
        multiplier=a.param(1),
        shift=a.param(2),
        input_zp=a.param(3),
        output_zp=a.param(4),
        in_type=a.types[0],
        out_type=a.out,
        scale32=bool_prop(op, "scale32"),
        rounding_mode=RoundingMode[op.rounding_mode.data.value],
        input_unsigned=bool_prop(op, "input_unsigned"),
        output_unsigned=bool_prop(op, "output_unsigned"),
    )
