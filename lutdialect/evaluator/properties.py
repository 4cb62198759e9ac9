"""Typed reads of an op's integer and boolean properties, for the array and the list
semantics' adapters alike (imports no numpy)."""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Operation

from .errors import CannotEvaluate


def bool_prop(op: Operation, name: str) -> bool:
    attr = op.properties.get(name)
    return isinstance(attr, IntegerAttr) and bool(attr.value.data)  # pyright: ignore[reportUnknownMemberType]


def int_prop(op: Operation, name: str) -> int:
    attr = op.properties.get(name)
    if not isinstance(attr, IntegerAttr):
        raise CannotEvaluate(f"'{name}' is not an integer attribute", op)
    return int(attr.value.data)  # pyright: ignore[reportUnknownMemberType,reportUnknownArgumentType]
