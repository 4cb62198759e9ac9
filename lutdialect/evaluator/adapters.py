"""Adapters: small functions from an op's :class:`~.operands.Operands` to its pure
semantics, and the combinators the catalogue builds its entries from."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from lutdialect.semantics import float_ops, integer, table
from lutdialect.semantics.cast import cast as cast_values
from lutdialect.semantics.core import ElementType, Evaluated
from lutdialect.semantics.rescale import rescale

from .errors import CannotEvaluate
from .operands import Adapter, Array, Operands, bool_prop, float_value, int_prop, nan_mode_of
from .properties import rescale_arguments


def by_type(integer_adapter: Adapter | None, float_adapter: Adapter | None) -> Adapter:
    """Dispatch on the first operand's element type (TOSA ops are same-typed)."""

    def adapter(a: Operands) -> Evaluated:
        chosen = float_adapter if a.types[0].is_float else integer_adapter
        if chosen is None:
            kind = "float" if a.types[0].is_float else "integer"
            raise CannotEvaluate(f"no {kind} semantics for {a.op.name}", a.op)
        return chosen(a)

    return adapter


def int_unary(fn: Callable[[Array, ElementType], Evaluated]) -> Adapter:
    return lambda a: fn(a.values[0], a.types[0])


def int_binary(fn: Callable[[Array, Array, ElementType], Evaluated]) -> Adapter:
    return lambda a: fn(a.values[0], a.values[1], a.types[0])


def logical(fn: Callable[..., Evaluated]) -> Adapter:
    return lambda a: fn(*a.values)


def float_unary(op: float_ops.FloatUnary) -> Adapter:
    return lambda a: float_ops.unary(op, a.values[0], a.types[0])


def float_binary(op: float_ops.FloatBinary) -> Adapter:
    return lambda a: float_ops.binary(
        op, a.values[0], a.values[1], a.types[0], nan_mode=nan_mode_of(a.op)
    )


def float_compare(fn: float_ops.Comparison) -> Adapter:
    return lambda a: float_ops.compare(fn, a.values[0], a.values[1], a.types[0])


def rescale_(a: Operands) -> Evaluated:
    return rescale(a.values[0], per_channel=False, **rescale_arguments(a))


def int_mul(a: Operands) -> Evaluated:
    return integer.mul(a.values[0], a.values[1], shift=a.param(2), in_type=a.types[0])


def float_mul(op: float_ops.FloatBinary) -> Adapter:
    def adapter(a: Operands) -> Evaluated:
        if a.param(2) != 0:
            raise CannotEvaluate("a float mul must have shift 0", a.op)
        return float_ops.binary(op, a.values[0], a.values[1], a.types[0])

    return adapter


def table_(a: Operands) -> Evaluated:
    return table.table(a.values[0], a.params(1), a.types[0])


def int_clamp(a: Operands) -> Evaluated:
    return integer.clamp(
        a.values[0], int_prop(a.op, "min_val"), int_prop(a.op, "max_val"), a.types[0]
    )


def float_clamp(a: Operands) -> Evaluated:
    return float_ops.clamp(
        a.values[0],
        float_value(a.op, "min_val"),
        float_value(a.op, "max_val"),
        a.types[0],
        nan_mode=nan_mode_of(a.op),
    )


def int_negate(a: Operands) -> Evaluated:
    return integer.negate(a.values[0], input_zp=a.param(1), output_zp=a.param(2), t=a.types[0])


def float_negate(op: float_ops.FloatUnary) -> Adapter:
    def adapter(a: Operands) -> Evaluated:
        if a.param(1) != 0 or a.param(2) != 0:
            raise CannotEvaluate("a float negate must have zero points 0", a.op)
        return float_ops.unary(op, a.values[0], a.types[0])

    return adapter


def arithmetic_right_shift(a: Operands) -> Evaluated:
    return integer.arithmetic_right_shift(
        a.values[0], a.values[1], round=bool_prop(a.op, "round"), t=a.types[0]
    )


def select(a: Operands) -> Evaluated:
    return integer.select(a.values[0], a.values[1], a.values[2])


def cast_(a: Operands) -> Evaluated:
    return cast_values(a.values[0], a.types[0], a.out)


def identity(a: Operands) -> Evaluated:
    return Evaluated(np.asarray(a.values[0]), np.zeros(np.shape(a.values[0]), dtype=np.bool_))
