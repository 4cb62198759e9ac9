"""Mapping between xDSL element types and the semantics' :class:`ElementType`."""

from __future__ import annotations

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    IntegerType,
    TensorType,
    UnrankedTensorType,
)
from xdsl.ir import Attribute

from lutdialect.semantics.core import ElementType

_INT_WIDTHS = {
    1: ElementType.BOOL,
    4: ElementType.I4,
    8: ElementType.I8,
    16: ElementType.I16,
    32: ElementType.I32,
    48: ElementType.I48,
}


def element_type(t: Attribute) -> ElementType | None:
    """The semantics type of a tensor type's (or a scalar type's) elements, if modelled."""
    if isinstance(t, TensorType | UnrankedTensorType):
        t = t.element_type  # pyright: ignore[reportUnknownMemberType,reportUnknownVariableType]
    if isinstance(t, IntegerType):
        return _INT_WIDTHS.get(t.bitwidth)
    if isinstance(t, Float32Type):
        return ElementType.F32
    if isinstance(t, Float16Type):
        return ElementType.F16
    if isinstance(t, BFloat16Type):
        return ElementType.BF16
    return None


def xdsl_type(t: ElementType) -> Attribute:
    """The xDSL element type of a semantics type."""
    if t is ElementType.F32:
        return Float32Type()
    if t is ElementType.F16:
        return Float16Type()
    if t is ElementType.BF16:
        return BFloat16Type()
    return IntegerType(t.bits)
