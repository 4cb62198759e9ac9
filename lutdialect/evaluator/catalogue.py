"""The catalogue of point-wise TOSA ops: one entry per op, shared by every pass.

An entry says how to evaluate the op (a small adapter from the op's operands and
properties to a pure function of :mod:`lutdialect.semantics`), which operands are
*parameters* that must be compile-time constants (rescale's multiplier, a table, a
zero point), and whether the op only requantizes (rescale, cast), which the
profitability rule of ``fuse-elementwise-lut`` needs. Supporting one more
point-wise op is one entry here plus its tests.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import cast

import numpy as np
import numpy.typing as npt
from xdsl.dialects.builtin import FloatAttr, IntegerAttr
from xdsl.ir import Operation

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.dialects.tosa.attributes import NanModeAttr
from lutdialect.semantics import floating, integer, table
from lutdialect.semantics.cast import cast as cast_values
from lutdialect.semantics.core import ElementType, Evaluated
from lutdialect.semantics.rescale import RoundingMode, rescale

from .errors import CannotEvaluate

Array = npt.NDArray[np.generic]


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


@dataclass(frozen=True)
class Pointwise:
    """One catalogue entry."""

    evaluate: Adapter
    parameters: frozenset[int] = frozenset()
    """Operand indices that must be compile-time constants (single-valued unless noted)."""
    requantize_only: bool = False
    """Rescale and cast only move between quantizations; they alone don't pay for a table."""
    array_parameters: frozenset[int] = frozenset()
    """Parameters used as a whole array (a lookup table); all others must hold one value."""


def _bool_prop(op: Operation, name: str) -> bool:
    attr = op.properties.get(name)
    return isinstance(attr, IntegerAttr) and bool(attr.value.data)  # pyright: ignore[reportUnknownMemberType]


def _int_prop(op: Operation, name: str) -> int:
    attr = op.properties.get(name)
    if not isinstance(attr, IntegerAttr):
        raise CannotEvaluate(f"'{name}' is not an integer attribute", op)
    return int(attr.value.data)  # pyright: ignore[reportUnknownMemberType,reportUnknownArgumentType]


def _rescale(a: Operands) -> Evaluated:
    op = a.op
    assert isinstance(op, tosa.RescaleOp)
    mode = RoundingMode[op.rounding_mode.data.value]
    return rescale(
        a.values[0],
        multiplier=a.param(1),
        shift=a.param(2),
        input_zp=a.param(3),
        output_zp=a.param(4),
        in_type=a.types[0],
        out_type=a.out,
        scale32=_bool_prop(op, "scale32"),
        rounding_mode=mode,
        input_unsigned=_bool_prop(op, "input_unsigned"),
        output_unsigned=_bool_prop(op, "output_unsigned"),
        per_channel=False,
    )


FLOAT_ONLY_UNARY: Mapping[type[Operation], str] = {
    tosa.TanhOp: "tanh",
    tosa.SigmoidOp: "sigmoid",
    tosa.ExpOp: "exp",
    tosa.LogOp: "log",
    tosa.ReciprocalOp: "reciprocal",
    tosa.RsqrtOp: "rsqrt",
    tosa.ErfOp: "erf",
    tosa.SinOp: "sin",
    tosa.CosOp: "cos",
    tosa.FloorOp: "floor",
    tosa.CeilOp: "ceil",
}
"""Unary ops defined on floats only, by their name in :mod:`lutdialect.semantics.floating`."""

FLOAT_UNARY: Mapping[type[Operation], str] = {
    **FLOAT_ONLY_UNARY,
    tosa.AbsOp: "abs",
    tosa.NegateOp: "negate",
}
"""Every unary op with float semantics."""

FLOAT_BINARY: Mapping[type[Operation], str] = {
    tosa.AddOp: "add",
    tosa.SubOp: "sub",
    tosa.MulOp: "mul",
    tosa.MaximumOp: "maximum",
    tosa.MinimumOp: "minimum",
    tosa.PowOp: "pow",
}
"""Every binary arithmetic op with float semantics (comparisons aside)."""


def nan_mode_of(op: Operation) -> floating.NanMode:
    """The op's ``nan_mode`` (PROPAGATE when it has none)."""
    attr = op.properties.get("nan_mode")
    return (
        floating.NanMode[attr.data.value]
        if isinstance(attr, NanModeAttr)
        else floating.NanMode.PROPAGATE
    )


def float_value(op: Operation, name: str) -> float:
    """A float-valued property (clamp bounds on float tensors)."""
    attr = op.properties.get(name)
    if not isinstance(attr, FloatAttr):
        raise CannotEvaluate(f"'{name}' is not a float attribute", op)
    return float(cast(FloatAttr, attr).value.data)


def _float_unary(name: str) -> Adapter:
    return lambda a: floating.unary(name, a.values[0], a.types[0])


def _float_binary(name: str) -> Adapter:
    def adapter(a: Operands) -> Evaluated:
        if name in floating.COMPARISONS:
            return floating.compare(name, a.values[0], a.values[1], a.types[0])
        return floating.binary(
            name, a.values[0], a.values[1], a.types[0], nan_mode=nan_mode_of(a.op)
        )

    return adapter


def _by_type(integer_adapter: Adapter | None, float_adapter: Adapter | None) -> Adapter:
    """Dispatch on the first operand's element type (TOSA ops are same-typed)."""

    def adapter(a: Operands) -> Evaluated:
        chosen = float_adapter if a.types[0].is_float else integer_adapter
        if chosen is None:
            kind = "float" if a.types[0].is_float else "integer"
            raise CannotEvaluate(f"no {kind} semantics for {a.op.name}", a.op)
        return chosen(a)

    return adapter


def _int_binary(fn: Callable[[Array, Array, ElementType], Evaluated]) -> Adapter:
    return lambda a: fn(a.values[0], a.values[1], a.types[0])


def _int_unary(fn: Callable[[Array, ElementType], Evaluated]) -> Adapter:
    return lambda a: fn(a.values[0], a.types[0])


def _int_mul(a: Operands) -> Evaluated:
    return integer.mul(a.values[0], a.values[1], shift=a.param(2), in_type=a.types[0])


def _float_mul(a: Operands) -> Evaluated:
    if a.param(2) != 0:
        raise CannotEvaluate("a float mul must have shift 0", a.op)
    return floating.binary("mul", a.values[0], a.values[1], a.types[0])


def _table(a: Operands) -> Evaluated:
    return table.table(a.values[0], a.params(1), a.types[0])


def _int_clamp(a: Operands) -> Evaluated:
    return integer.clamp(
        a.values[0], _int_prop(a.op, "min_val"), _int_prop(a.op, "max_val"), a.types[0]
    )


def _float_clamp(a: Operands) -> Evaluated:
    return floating.clamp(
        a.values[0],
        float_value(a.op, "min_val"),
        float_value(a.op, "max_val"),
        a.types[0],
        nan_mode=nan_mode_of(a.op),
    )


def _int_negate(a: Operands) -> Evaluated:
    return integer.negate(a.values[0], input_zp=a.param(1), output_zp=a.param(2), t=a.types[0])


def _float_negate(a: Operands) -> Evaluated:
    if a.param(1) != 0 or a.param(2) != 0:
        raise CannotEvaluate("a float negate must have zero points 0", a.op)
    return floating.unary("negate", a.values[0], a.types[0])


def _ars(a: Operands) -> Evaluated:
    return integer.arithmetic_right_shift(
        a.values[0], a.values[1], round=_bool_prop(a.op, "round"), t=a.types[0]
    )


def _logical(fn: Callable[..., Evaluated]) -> Adapter:
    return lambda a: fn(*a.values)


def _select(a: Operands) -> Evaluated:
    return integer.select(a.values[0], a.values[1], a.values[2])


def _cast(a: Operands) -> Evaluated:
    return cast_values(a.values[0], a.types[0], a.out)


def _identity(a: Operands) -> Evaluated:
    return Evaluated(np.asarray(a.values[0]), np.zeros(np.shape(a.values[0]), dtype=np.bool_))


def _both(name: str, fn: Callable[[Array, Array, ElementType], Evaluated]) -> Adapter:
    return _by_type(_int_binary(fn), _float_binary(name))


def _float_only(name: str) -> Adapter:
    return _by_type(None, _float_unary(name))


CATALOGUE: Mapping[type[Operation], Pointwise] = {
    tosa.RescaleOp: Pointwise(_rescale, frozenset({1, 2, 3, 4}), requantize_only=True),
    tosa.CastOp: Pointwise(_cast, requantize_only=True),
    tosa.MulOp: Pointwise(_by_type(_int_mul, _float_mul), frozenset({2})),
    tosa.AddOp: Pointwise(_both("add", integer.add)),
    tosa.SubOp: Pointwise(_both("sub", integer.sub)),
    tosa.TableOp: Pointwise(_table, frozenset({1}), array_parameters=frozenset({1})),
    tosa.ClampOp: Pointwise(_by_type(_int_clamp, _float_clamp)),
    tosa.NegateOp: Pointwise(_by_type(_int_negate, _float_negate), frozenset({1, 2})),
    tosa.AbsOp: Pointwise(_by_type(_int_unary(integer.abs), _float_unary("abs"))),
    tosa.MaximumOp: Pointwise(_both("maximum", integer.maximum)),
    tosa.MinimumOp: Pointwise(_both("minimum", integer.minimum)),
    tosa.ArithmeticRightShiftOp: Pointwise(_ars),
    tosa.LogicalLeftShiftOp: Pointwise(_int_binary(integer.logical_left_shift)),
    tosa.LogicalRightShiftOp: Pointwise(_int_binary(integer.logical_right_shift)),
    tosa.BitwiseAndOp: Pointwise(_int_binary(integer.bitwise_and)),
    tosa.BitwiseOrOp: Pointwise(_int_binary(integer.bitwise_or)),
    tosa.BitwiseXorOp: Pointwise(_int_binary(integer.bitwise_xor)),
    tosa.BitwiseNotOp: Pointwise(_int_unary(integer.bitwise_not)),
    tosa.LogicalAndOp: Pointwise(_logical(integer.logical_and)),
    tosa.LogicalOrOp: Pointwise(_logical(integer.logical_or)),
    tosa.LogicalXorOp: Pointwise(_logical(integer.logical_xor)),
    tosa.LogicalNotOp: Pointwise(_logical(integer.logical_not)),
    tosa.EqualOp: Pointwise(_both("equal", integer.equal)),
    tosa.GreaterOp: Pointwise(_both("greater", integer.greater)),
    tosa.GreaterEqualOp: Pointwise(_both("greater_equal", integer.greater_equal)),
    tosa.SelectOp: Pointwise(_select),
    tosa.IntDivOp: Pointwise(_int_binary(integer.intdiv)),
    tosa.ClzOp: Pointwise(_int_unary(integer.clz)),
    tosa.IdentityOp: Pointwise(_identity),
    tosa.PowOp: Pointwise(_by_type(None, _float_binary("pow"))),
    **{op: Pointwise(_float_only(name)) for op, name in FLOAT_ONLY_UNARY.items()},
}
"""Every op the evaluator and the LUT passes treat as point-wise."""
