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

import numpy as np
import numpy.typing as npt
from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Operation

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.semantics import integer, table
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


def _mul(a: Operands) -> Evaluated:
    if a.types[0].is_float:
        return _float("mul")(a)
    return integer.mul(a.values[0], a.values[1], shift=a.param(2), in_type=a.types[0])


def _table(a: Operands) -> Evaluated:
    return table.table(a.values[0], a.params(1), a.types[0])


def _clamp(a: Operands) -> Evaluated:
    op = a.op
    assert isinstance(op, tosa.ClampOp)
    if a.types[0].is_float:
        return _float("clamp")(a)
    return integer.clamp(
        a.values[0], _int_prop(op, "min_val"), _int_prop(op, "max_val"), a.types[0]
    )


def _negate(a: Operands) -> Evaluated:
    if a.types[0].is_float:
        return _float("negate")(a)
    return integer.negate(a.values[0], input_zp=a.param(1), output_zp=a.param(2), t=a.types[0])


def _ars(a: Operands) -> Evaluated:
    return integer.arithmetic_right_shift(
        a.values[0], a.values[1], round=_bool_prop(a.op, "round"), t=a.types[0]
    )


def _int_binary(
    fn: Callable[[Array, Array, ElementType], Evaluated], float_name: str | None = None
) -> Adapter:
    def adapter(a: Operands) -> Evaluated:
        if a.types[0].is_float:
            if float_name is None:
                raise CannotEvaluate(f"no float semantics for {a.op.name}", a.op)
            return _float(float_name)(a)
        return fn(a.values[0], a.values[1], a.types[0])

    return adapter


def _int_unary(
    fn: Callable[[Array, ElementType], Evaluated], float_name: str | None = None
) -> Adapter:
    def adapter(a: Operands) -> Evaluated:
        if a.types[0].is_float:
            if float_name is None:
                raise CannotEvaluate(f"no float semantics for {a.op.name}", a.op)
            return _float(float_name)(a)
        return fn(a.values[0], a.types[0])

    return adapter


def _logical(fn: Callable[..., Evaluated]) -> Adapter:
    return lambda a: fn(*a.values)


def _select(a: Operands) -> Evaluated:
    return integer.select(a.values[0], a.values[1], a.values[2])


def _cast(a: Operands) -> Evaluated:
    from lutdialect.semantics.cast import cast

    return cast(a.values[0], a.types[0], a.out)


def _identity(a: Operands) -> Evaluated:
    return Evaluated(np.asarray(a.values[0]), np.zeros(np.shape(a.values[0]), dtype=np.bool_))


def _float(name: str) -> Adapter:
    """The float semantics of an op, looked up in :mod:`lutdialect.semantics.floating`."""

    def adapter(a: Operands) -> Evaluated:
        from lutdialect.semantics import floating

        fn = getattr(floating, f"{name}_op", None)
        if fn is None:
            raise CannotEvaluate(f"no float semantics for {a.op.name}", a.op)
        return fn(a)  # pyright: ignore[reportUnknownVariableType]

    return adapter


CATALOGUE: Mapping[type[Operation], Pointwise] = {
    tosa.RescaleOp: Pointwise(_rescale, frozenset({1, 2, 3, 4}), requantize_only=True),
    tosa.CastOp: Pointwise(_cast, requantize_only=True),
    tosa.MulOp: Pointwise(_mul, frozenset({2})),
    tosa.AddOp: Pointwise(_int_binary(integer.add, "add")),
    tosa.SubOp: Pointwise(_int_binary(integer.sub, "sub")),
    tosa.TableOp: Pointwise(_table, frozenset({1})),
    tosa.ClampOp: Pointwise(_clamp),
    tosa.NegateOp: Pointwise(_negate, frozenset({1, 2})),
    tosa.AbsOp: Pointwise(_int_unary(integer.abs, "abs")),
    tosa.MaximumOp: Pointwise(_int_binary(integer.maximum, "maximum")),
    tosa.MinimumOp: Pointwise(_int_binary(integer.minimum, "minimum")),
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
    tosa.EqualOp: Pointwise(_int_binary(integer.equal, "equal")),
    tosa.GreaterOp: Pointwise(_int_binary(integer.greater, "greater")),
    tosa.GreaterEqualOp: Pointwise(_int_binary(integer.greater_equal, "greater_equal")),
    tosa.SelectOp: Pointwise(_select),
    tosa.IntDivOp: Pointwise(_int_binary(integer.intdiv)),
    tosa.ClzOp: Pointwise(_int_unary(integer.clz)),
    tosa.IdentityOp: Pointwise(_identity),
    tosa.PowOp: Pointwise(_float("pow")),
    tosa.TanhOp: Pointwise(_float("tanh")),
    tosa.SigmoidOp: Pointwise(_float("sigmoid")),
    tosa.ExpOp: Pointwise(_float("exp")),
    tosa.LogOp: Pointwise(_float("log")),
    tosa.ReciprocalOp: Pointwise(_float("reciprocal")),
    tosa.RsqrtOp: Pointwise(_float("rsqrt")),
    tosa.ErfOp: Pointwise(_float("erf")),
    tosa.SinOp: Pointwise(_float("sin")),
    tosa.CosOp: Pointwise(_float("cos")),
    tosa.FloorOp: Pointwise(_float("floor")),
    tosa.CeilOp: Pointwise(_float("ceil")),
}
"""Every op the evaluator and the LUT passes treat as point-wise."""
