"""TOSA 1.0 operators, grouped as in the specification's chapters.

Operand, result and property names follow MLIR's ``TosaOps.td`` so that the
generic form and the Python API line up with MLIR's. Verifiers check what the
rewrite passes rely on (table, rescale, mul, clamp, element-wise broadcasting);
everything else is left to ``tosa-opt --tosa-validate``.
"""

from __future__ import annotations

import math
from abc import ABC
from collections.abc import Mapping, Sequence
from typing import ClassVar, cast

from xdsl.dialects.builtin import (
    I32,
    I64,
    BoolAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    FixedBitwidthType,
    FlatSymbolRefAttrConstr,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    TensorType,
)
from xdsl.ir import Attribute, Region
from xdsl.irdl import (
    AnyAttr,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    Commutative,
    ConstantLike,
    IsTerminator,
    Pure,
    RecursiveMemoryEffect,
)
from xdsl.utils.exceptions import VerifyException

from lutdialect.compat.op_format import op_definition
from lutdialect.syntax import UPSTREAM

from . import control
from .attributes import (
    NanMode,
    NanModeAttr,
    ResizeModeAttr,
    RoundingModeAttr,
    ShapeType,
)
from .base import (
    LOCAL_BOUND,
    NAN_MODE,
    ActivationOp,
    AnyTosaTensor,
    AnyTosaType,
    BinaryOp,
    CompareOp,
    ElementwiseOp,
    NanBinaryOp,
    TensorOp,
    TosaOp,
    UnaryOp,
    element_type_of,
    is_int,
    keywords_format,
    shape_of,
)
from .format import SyntaxFormats

_FALSE = BoolAttr.from_bool(False)
_PROPAGATE = NanModeAttr(NanMode.PROPAGATE)

_AXIS = "`axis` `(` $axis `)`"
_CONSTANT = "`values` `(` $values `)` attr-dict `:` `(` `)` `->` type($output)"
"""``tosa.const`` and ``tosa.const_shape`` in the ``upstream`` syntax."""

# --------------------------------------------------------------------------- #
# Tensor operators
# --------------------------------------------------------------------------- #


@op_definition
class ArgMaxOp(TensorOp):
    """Index of the largest value along ``axis``."""

    name = "tosa.argmax"
    input = operand_def(AnyTosaTensor)
    axis = prop_def(IntegerAttr[I32])
    nan_mode = opt_prop_def(NanModeAttr, default_value=_PROPAGATE)
    SYNTAX_FORMATS: ClassVar[SyntaxFormats] = {UPSTREAM: keywords_format(f"{_AXIS} {NAN_MODE}")}


class PoolOp(TensorOp, ABC):
    """Shared properties of the 2-D pooling ops."""

    kernel = prop_def(DenseArrayBase[I64])
    stride = prop_def(DenseArrayBase[I64])
    pad = prop_def(DenseArrayBase[I64])


_POOL = "`kernel` `(` $kernel `)` `stride` `(` $stride `)` `pad` `(` $pad `)`"


@op_definition
class AvgPool2DOp(PoolOp):
    """2-D average pooling; zero points are tensor operands in TOSA 1.0."""

    name = "tosa.avg_pool2d"
    input = operand_def(AnyTosaTensor)
    input_zp = operand_def(AnyTosaTensor)
    output_zp = operand_def(AnyTosaTensor)
    acc_type = prop_def(AnyAttr())
    SYNTAX_FORMATS: ClassVar[SyntaxFormats] = {
        UPSTREAM: keywords_format(f"{_POOL} `acc_type` `(` $acc_type `)`")
    }


@op_definition
class MaxPool2DOp(PoolOp):
    """2-D max pooling."""

    name = "tosa.max_pool2d"
    input = operand_def(AnyTosaTensor)
    nan_mode = opt_prop_def(NanModeAttr, default_value=_PROPAGATE)
    SYNTAX_FORMATS: ClassVar[SyntaxFormats] = {UPSTREAM: keywords_format(f"{_POOL} {NAN_MODE}")}


class ConvOp(TensorOp, ABC):
    """Shared fields of the convolutions: data, weights, bias and their zero points."""

    input = operand_def(AnyTosaTensor)
    weight = operand_def(AnyTosaTensor)
    bias = operand_def(AnyTosaTensor)
    input_zp = operand_def(AnyTosaTensor)
    weight_zp = operand_def(AnyTosaTensor)
    acc_type = prop_def(AnyAttr())
    local_bound = opt_prop_def(BoolAttr, default_value=_FALSE)


class DilatedConvOp(ConvOp, ABC):
    """The convolutions with padding, stride and dilation (all but ``transpose_conv2d``)."""

    pad = prop_def(DenseArrayBase[I64])
    stride = prop_def(DenseArrayBase[I64])
    dilation = prop_def(DenseArrayBase[I64])
    SYNTAX_FORMATS: ClassVar[SyntaxFormats] = {
        UPSTREAM: keywords_format(
            "`pad` `(` $pad `)` `stride` `(` $stride `)` `dilation` `(` $dilation `)` "
            f"`acc_type` `(` $acc_type `)` {LOCAL_BOUND}"
        )
    }


@op_definition
class Conv2DOp(DilatedConvOp):
    """2-D convolution."""

    name = "tosa.conv2d"


@op_definition
class Conv3DOp(DilatedConvOp):
    """3-D convolution."""

    name = "tosa.conv3d"


@op_definition
class DepthwiseConv2DOp(DilatedConvOp):
    """Depthwise 2-D convolution."""

    name = "tosa.depthwise_conv2d"


@op_definition
class TransposeConv2DOp(ConvOp):
    """Transposed 2-D convolution."""

    name = "tosa.transpose_conv2d"
    out_pad = prop_def(DenseArrayBase[I64])
    stride = prop_def(DenseArrayBase[I64])
    SYNTAX_FORMATS: ClassVar[SyntaxFormats] = {
        UPSTREAM: keywords_format(
            "`out_pad` `(` $out_pad `)` `stride` `(` $stride `)` "
            f"`acc_type` `(` $acc_type `)` {LOCAL_BOUND}"
        )
    }


class FFTOp(TosaOp, ABC):
    """The FFTs: pure, with the real and imaginary parts as two results."""

    local_bound = opt_prop_def(BoolAttr, default_value=_FALSE)
    output_real = result_def(AnyTosaTensor)
    output_imag = result_def(AnyTosaTensor)
    traits = traits_def(Pure())


@op_definition
class FFT2DOp(FFTOp):
    """Complex 2-D FFT on separate real and imaginary tensors."""

    name = "tosa.fft2d"
    input_real = operand_def(AnyTosaTensor)
    input_imag = operand_def(AnyTosaTensor)
    inverse = prop_def(BoolAttr)
    SYNTAX_FORMATS: ClassVar[SyntaxFormats] = {
        UPSTREAM: keywords_format(f"`inverse` `(` $inverse `)` {LOCAL_BOUND}")
    }


@op_definition
class RFFT2DOp(FFTOp):
    """Real-input 2-D FFT."""

    name = "tosa.rfft2d"
    input_real = operand_def(AnyTosaTensor)
    SYNTAX_FORMATS: ClassVar[SyntaxFormats] = {UPSTREAM: keywords_format(LOCAL_BOUND)}


@op_definition
class MatMulOp(TensorOp):
    """Batched matrix multiply with zero points."""

    name = "tosa.matmul"
    a = operand_def(AnyTosaTensor)
    b = operand_def(AnyTosaTensor)
    a_zp = operand_def(AnyTosaTensor)
    b_zp = operand_def(AnyTosaTensor)


# --------------------------------------------------------------------------- #
# Activation functions
# --------------------------------------------------------------------------- #


def _typed_scalar(attr: object) -> tuple[Attribute, float]:
    """Type and value of an ``IntegerAttr`` or ``FloatAttr`` (checked by the caller)."""
    value = cast(float, getattr(getattr(attr, "value"), "data"))  # noqa: B009
    return cast(Attribute, getattr(attr, "type")), float(value)  # noqa: B009


@op_definition
class ClampOp(ActivationOp):
    """Clamp to ``[min_val, max_val]``; the bounds have the input's element type."""

    name = "tosa.clamp"
    min_val = prop_def(AnyAttr())
    max_val = prop_def(AnyAttr())
    nan_mode = opt_prop_def(NanModeAttr, default_value=_PROPAGATE)
    SYNTAX_FORMATS: ClassVar[SyntaxFormats] = {
        UPSTREAM: keywords_format(
            f"`min_val` `(` $min_val `)` `max_val` `(` $max_val `)` {NAN_MODE}"
        )
    }

    def verify_(self) -> None:
        super().verify_()
        element = element_type_of(self.input.type)
        if element is None:
            return
        is_integer = isinstance(element, IntegerType)
        kind: type[Attribute] = IntegerAttr if is_integer else FloatAttr
        bounds: list[float] = []
        for bound in (self.min_val, self.max_val):
            if not isinstance(bound, kind):
                noun = "integer" if is_integer else "float"
                raise VerifyException(
                    f"'{self.name}' min_val and max_val must be {noun} attributes "
                    f"for {'an' if noun == 'integer' else 'a'} {noun} input"
                )
            bound_type, value = _typed_scalar(cast(object, bound))
            if bound_type != element:
                raise VerifyException(
                    f"'{self.name}' min_val/max_val type {bound_type} does not "
                    f"match the input element type {element}"
                )
            bounds.append(value)
        lo, hi = bounds
        if lo > hi:
            lo_text, hi_text = (int(lo), int(hi)) if kind is IntegerAttr else (lo, hi)
            raise VerifyException(
                f"'{self.name}' requires min_val <= max_val, got {lo_text} > {hi_text}"
            )


@op_definition
class ErfOp(ActivationOp):
    """Gauss error function (float only)."""

    name = "tosa.erf"


@op_definition
class SigmoidOp(ActivationOp):
    """Logistic sigmoid (float only; quantized sigmoid is a ``tosa.table``)."""

    name = "tosa.sigmoid"


@op_definition
class TanhOp(ActivationOp):
    """Hyperbolic tangent (float only; quantized tanh is a ``tosa.table``)."""

    name = "tosa.tanh"


# --------------------------------------------------------------------------- #
# Elementwise binary operators
# --------------------------------------------------------------------------- #


@op_definition
class AddOp(BinaryOp):
    """Element-wise addition."""

    name = "tosa.add"
    traits = traits_def(Commutative())


@op_definition
class ArithmeticRightShiftOp(BinaryOp):
    """Arithmetic right shift, optionally rounding."""

    name = "tosa.arithmetic_right_shift"
    round = prop_def(BoolAttr)
    SYNTAX_FORMATS: ClassVar[SyntaxFormats] = {UPSTREAM: keywords_format("`round` `(` $round `)`")}


@op_definition
class BitwiseAndOp(BinaryOp):
    name = "tosa.bitwise_and"
    traits = traits_def(Commutative())


@op_definition
class BitwiseOrOp(BinaryOp):
    name = "tosa.bitwise_or"
    traits = traits_def(Commutative())


@op_definition
class BitwiseXorOp(BinaryOp):
    name = "tosa.bitwise_xor"
    traits = traits_def(Commutative())


@op_definition
class IntDivOp(BinaryOp):
    """Integer division truncating toward zero."""

    name = "tosa.intdiv"


@op_definition
class LogicalAndOp(BinaryOp):
    name = "tosa.logical_and"
    traits = traits_def(Commutative())


@op_definition
class LogicalLeftShiftOp(BinaryOp):
    name = "tosa.logical_left_shift"


@op_definition
class LogicalRightShiftOp(BinaryOp):
    name = "tosa.logical_right_shift"


@op_definition
class LogicalOrOp(BinaryOp):
    name = "tosa.logical_or"
    traits = traits_def(Commutative())


@op_definition
class LogicalXorOp(BinaryOp):
    name = "tosa.logical_xor"
    traits = traits_def(Commutative())


@op_definition
class MaximumOp(NanBinaryOp):
    name = "tosa.maximum"
    traits = traits_def(Commutative())


@op_definition
class MinimumOp(NanBinaryOp):
    name = "tosa.minimum"
    traits = traits_def(Commutative())


@op_definition
class MulOp(ElementwiseOp):
    """Element-wise multiply; ``shift`` (a ``tensor<1xi8>``) rounds i32 products."""

    name = "tosa.mul"
    traits = traits_def(Commutative())
    """Commutative in ``input1`` and ``input2``; ``shift`` stays third."""
    input1 = operand_def(AnyTosaTensor)
    input2 = operand_def(AnyTosaTensor)
    shift = operand_def(AnyTosaTensor)

    BROADCAST_OPERANDS: ClassVar[int] = 2

    def verify_(self) -> None:
        super().verify_()
        shift_type = self.shift.type
        if not (
            isinstance(shift_type, TensorType)
            and tuple(shift_type.get_shape()) == (1,)
            and is_int(shift_type.element_type, 8)  # pyright: ignore[reportUnknownMemberType,reportUnknownArgumentType]
        ):
            raise VerifyException(
                f"'{self.name}' shift operand must be tensor<1xi8>, got {shift_type}"
            )


@op_definition
class PowOp(BinaryOp):
    name = "tosa.pow"


@op_definition
class SubOp(BinaryOp):
    name = "tosa.sub"


@op_definition
class TableOp(TensorOp):
    """Table lookup: i8 -> i8 through 256 entries, i16 -> i32 through 513 (interpolated)."""

    name = "tosa.table"
    input1 = operand_def(AnyTosaTensor)
    table = operand_def(AnyTosaTensor)

    def verify_(self) -> None:
        in_el = element_type_of(self.input1.type)
        table_type = self.table.type
        out_el = element_type_of(self.output.type)
        if is_int(in_el, 8):
            want_len, want_el, want_out = 256, 8, 8
        elif is_int(in_el, 16):
            want_len, want_el, want_out = 513, 16, 32
        else:
            raise VerifyException(
                f"'{self.name}' input must be a tensor of i8 or i16, got {self.input1.type}"
            )
        if not (
            isinstance(table_type, TensorType)
            and tuple(table_type.get_shape()) == (want_len,)
            and is_int(table_type.element_type, want_el)  # pyright: ignore[reportUnknownMemberType,reportUnknownArgumentType]
        ):
            raise VerifyException(
                f"'{self.name}' with i{8 if want_len == 256 else 16} input needs a "
                f"tensor<{want_len}xi{want_el}> table, got {table_type}"
            )
        if not is_int(out_el, want_out):
            raise VerifyException(
                f"'{self.name}' with i{want_el} input gives i{want_out}, got {self.output.type}"
            )
        in_shape, out_shape = shape_of(self.input1.type), shape_of(self.output.type)
        if (
            in_shape is not None
            and out_shape is not None
            and (
                len(in_shape) != len(out_shape)
                or any(
                    a != b and a >= 0 and b >= 0 for a, b in zip(in_shape, out_shape, strict=True)
                )
            )
        ):
            raise VerifyException(
                f"'{self.name}' result shape {list(out_shape)} differs from input shape "
                f"{list(in_shape)}"
            )


# --------------------------------------------------------------------------- #
# Elementwise unary operators
# --------------------------------------------------------------------------- #


@op_definition
class AbsOp(UnaryOp):
    name = "tosa.abs"


@op_definition
class BitwiseNotOp(UnaryOp):
    name = "tosa.bitwise_not"


@op_definition
class CeilOp(UnaryOp):
    name = "tosa.ceil"


@op_definition
class ClzOp(UnaryOp):
    name = "tosa.clz"


@op_definition
class CosOp(UnaryOp):
    name = "tosa.cos"


@op_definition
class ExpOp(UnaryOp):
    name = "tosa.exp"


@op_definition
class FloorOp(UnaryOp):
    name = "tosa.floor"


@op_definition
class LogOp(UnaryOp):
    name = "tosa.log"


@op_definition
class LogicalNotOp(UnaryOp):
    name = "tosa.logical_not"


@op_definition
class NegateOp(ElementwiseOp):
    """Negation with zero points (``tensor<1xT>`` operands in TOSA 1.0)."""

    name = "tosa.negate"
    input1 = operand_def(AnyTosaTensor)
    input1_zp = operand_def(AnyTosaTensor)
    output_zp = operand_def(AnyTosaTensor)

    BROADCAST_OPERANDS: ClassVar[int] = 1


@op_definition
class ReciprocalOp(UnaryOp):
    name = "tosa.reciprocal"


@op_definition
class RsqrtOp(UnaryOp):
    name = "tosa.rsqrt"


@op_definition
class SinOp(UnaryOp):
    name = "tosa.sin"


# --------------------------------------------------------------------------- #
# Elementwise ternary and comparison operators
# --------------------------------------------------------------------------- #


@op_definition
class SelectOp(ElementwiseOp):
    """``input1 ? input2 : input3`` with broadcasting."""

    name = "tosa.select"
    input1 = operand_def(AnyTosaTensor)
    input2 = operand_def(AnyTosaTensor)
    input3 = operand_def(AnyTosaTensor)


@op_definition
class EqualOp(CompareOp):
    name = "tosa.equal"
    traits = traits_def(Commutative())


@op_definition
class GreaterOp(CompareOp):
    name = "tosa.greater"


@op_definition
class GreaterEqualOp(CompareOp):
    name = "tosa.greater_equal"


# --------------------------------------------------------------------------- #
# Reduction operators
# --------------------------------------------------------------------------- #


class ReductionOp(TensorOp, ABC):
    """Reduce ``input`` along ``axis`` (kept as a size-1 dimension)."""

    input = operand_def(AnyTosaTensor)
    axis = prop_def(IntegerAttr[I32])
    SYNTAX_FORMATS: ClassVar[SyntaxFormats] = {UPSTREAM: keywords_format(_AXIS)}


class NanReductionOp(ReductionOp, ABC):
    nan_mode = opt_prop_def(NanModeAttr, default_value=_PROPAGATE)
    SYNTAX_FORMATS: ClassVar[SyntaxFormats] = {UPSTREAM: keywords_format(f"{_AXIS} {NAN_MODE}")}


@op_definition
class ReduceAllOp(ReductionOp):
    name = "tosa.reduce_all"


@op_definition
class ReduceAnyOp(ReductionOp):
    name = "tosa.reduce_any"


@op_definition
class ReduceMaxOp(NanReductionOp):
    name = "tosa.reduce_max"


@op_definition
class ReduceMinOp(NanReductionOp):
    name = "tosa.reduce_min"


@op_definition
class ReduceProductOp(ReductionOp):
    name = "tosa.reduce_product"


@op_definition
class ReduceSumOp(ReductionOp):
    name = "tosa.reduce_sum"


# --------------------------------------------------------------------------- #
# Data layout
# --------------------------------------------------------------------------- #


@op_definition
class ConcatOp(TensorOp):
    """Concatenate along ``axis``."""

    name = "tosa.concat"
    input1 = var_operand_def(AnyTosaTensor)
    axis = prop_def(IntegerAttr[I32])
    SYNTAX_FORMATS: ClassVar[SyntaxFormats] = {UPSTREAM: keywords_format(_AXIS)}


@op_definition
class PadOp(TensorOp):
    """Pad by a ``!tosa.shape`` of (before, after) pairs with a constant."""

    name = "tosa.pad"
    input1 = operand_def(AnyTosaTensor)
    padding = operand_def(ShapeType)
    pad_const = operand_def(AnyTosaTensor)


_DYNAMIC_DIM = -(2**63)
"""MLIR's ``ShapedType::kDynamic`` as a constant shape's value: any size."""


@op_definition
class ReshapeOp(TensorOp):
    """Reshape to a ``!tosa.shape`` value."""

    name = "tosa.reshape"
    input1 = operand_def(AnyTosaTensor)
    shape = operand_def(ShapeType)
    READS_PRODUCERS: ClassVar[bool] = True  # the shape's constant, as MLIR's verifier does

    def verify_(self) -> None:
        """MLIR's checks: as many elements out as in, and the result shape the one a
        constant shape operand gives (one dimension of which may be -1, inferred).
        The passes trust a graph that verifies; this one would be misread."""
        before, after = shape_of(self.input1.type), shape_of(self.output.type)
        if before is not None and after is not None and min((*before, *after), default=0) >= 0:
            into, out_of = math.prod(before), math.prod(after)
            if into != out_of:
                raise VerifyException(f"'{self.name}' cannot reshape {into} elements into {out_of}")
        producer = self.shape.owner
        values = producer.values if isinstance(producer, ConstShapeOp) else None
        if not isinstance(values, DenseIntOrFPElementsAttr):
            return
        dims = [int(v) for v in values.get_values()]
        if dims.count(-1) > 1:
            raise VerifyException(
                f"'{self.name}' expected at most one target dimension to be -1, got {dims}"
            )
        if after is None:
            return
        if len(dims) != len(after):
            raise VerifyException(
                f"'{self.name}' new shape {dims} does not match result rank {len(after)}"
            )
        free = (-1, _DYNAMIC_DIM)  # inferred, or MLIR's dynamic marker
        if any(d not in free and a >= 0 and d != a for d, a in zip(dims, after, strict=True)):
            raise VerifyException(
                f"'{self.name}' new shape {dims} is inconsistent with result shape "
                f"{[d if d >= 0 else '?' for d in after]}"
            )


@op_definition
class ReverseOp(TensorOp):
    name = "tosa.reverse"
    input1 = operand_def(AnyTosaTensor)
    axis = prop_def(IntegerAttr[I32])
    SYNTAX_FORMATS: ClassVar[SyntaxFormats] = {UPSTREAM: keywords_format(_AXIS)}


@op_definition
class SliceOp(TensorOp):
    name = "tosa.slice"
    input1 = operand_def(AnyTosaTensor)
    start = operand_def(ShapeType)
    size = operand_def(ShapeType)


@op_definition
class TileOp(TensorOp):
    name = "tosa.tile"
    input1 = operand_def(AnyTosaTensor)
    multiples = operand_def(ShapeType)


@op_definition
class TransposeOp(TensorOp):
    name = "tosa.transpose"
    input1 = operand_def(AnyTosaTensor)
    perms = prop_def(DenseArrayBase[I32])
    SYNTAX_FORMATS: ClassVar[SyntaxFormats] = {UPSTREAM: keywords_format("`perms` `(` $perms `)`")}


# --------------------------------------------------------------------------- #
# Scatter/gather and image operators
# --------------------------------------------------------------------------- #


@op_definition
class GatherOp(TensorOp):
    name = "tosa.gather"
    values = operand_def(AnyTosaTensor)
    indices = operand_def(AnyTosaTensor)


@op_definition
class ScatterOp(TosaOp):
    name = "tosa.scatter"
    values_in = operand_def(AnyTosaTensor)
    indices = operand_def(AnyTosaTensor)
    input = operand_def(AnyTosaTensor)
    values_out = result_def(AnyTosaTensor)
    traits = traits_def(Pure())


@op_definition
class ResizeOp(TensorOp):
    name = "tosa.resize"
    input = operand_def(AnyTosaTensor)
    scale = operand_def(ShapeType)
    offset = operand_def(ShapeType)
    border = operand_def(ShapeType)
    mode = prop_def(ResizeModeAttr)
    SYNTAX_FORMATS: ClassVar[SyntaxFormats] = {UPSTREAM: keywords_format("`mode` `` $mode")}


# --------------------------------------------------------------------------- #
# Type conversion
# --------------------------------------------------------------------------- #


@op_definition
class CastOp(ElementwiseOp):
    """Element type conversion."""

    name = "tosa.cast"
    input = operand_def(AnyTosaTensor)

    BROADCAST_OPERANDS: ClassVar[int] = 1


_ZP_TYPES: dict[int, tuple[int, ...]] = {8: (8,), 16: (16,), 32: (32,), 48: (48,)}


@op_definition
class RescaleOp(ElementwiseOp):
    """Requantize: ``(input - input_zp) * multiplier >> shift + output_zp``, saturated."""

    name = "tosa.rescale"
    input = operand_def(AnyTosaTensor)
    multiplier = operand_def(AnyTosaTensor)
    shift = operand_def(AnyTosaTensor)
    input_zp = operand_def(AnyTosaTensor)
    output_zp = operand_def(AnyTosaTensor)
    scale32 = prop_def(BoolAttr)
    rounding_mode = prop_def(RoundingModeAttr)
    per_channel = prop_def(BoolAttr)
    input_unsigned = prop_def(BoolAttr)
    output_unsigned = prop_def(BoolAttr)
    SYNTAX_FORMATS: ClassVar[SyntaxFormats] = {
        UPSTREAM: keywords_format(
            "`scale32` `(` $scale32 `)` `rounding_mode` `` $rounding_mode "
            "`per_channel` `(` $per_channel `)` `input_unsigned` `(` $input_unsigned `)` "
            "`output_unsigned` `(` $output_unsigned `)`"
        )
    }

    BROADCAST_OPERANDS: ClassVar[int] = 1

    def verify_(self) -> None:
        super().verify_()
        name = self.name
        mult_width = 32 if self.scale32.value.data else 16
        checks: list[tuple[str, Attribute, int]] = [
            ("multiplier", self.multiplier.type, mult_width),
            ("shift", self.shift.type, 8),
        ]
        for label, t, width in checks:
            dims = shape_of(t)
            if not (dims is not None and len(dims) == 1 and is_int(element_type_of(t), width)):
                raise VerifyException(
                    f"'{name}' {label} must be a 1-D tensor of i{width}"
                    + (
                        " (scale32 = " + str(bool(self.scale32.value.data)).lower() + ")"
                        if label == "multiplier"
                        else ""
                    )
                    + f", got {t}"
                )
        mult_shape, shift_shape = shape_of(self.multiplier.type), shape_of(self.shift.type)
        assert mult_shape is not None and shift_shape is not None
        n_mult, n_shift = mult_shape[0], shift_shape[0]
        if n_mult != n_shift and -1 not in (n_mult, n_shift):
            raise VerifyException(
                f"'{name}' multiplier and shift must have the same length, "
                f"got {n_mult} and {n_shift}"
            )
        per_channel = bool(self.per_channel.value.data)
        in_shape = shape_of(self.input.type)
        if not per_channel and n_mult not in (1, -1):
            raise VerifyException(
                f"'{name}' with per_channel = false needs exactly one multiplier, got {n_mult}"
            )
        if per_channel and in_shape and n_mult != -1 and in_shape[-1] not in (-1, n_mult):
            raise VerifyException(
                f"'{name}' with per_channel = true needs one multiplier per channel "
                f"({in_shape[-1]}), got {n_mult}"
            )
        for label, zp, value in (
            ("input_zp", self.input_zp.type, self.input.type),
            ("output_zp", self.output_zp.type, self.output.type),
        ):
            want = element_type_of(value)
            if not (
                isinstance(zp, TensorType)
                and tuple(zp.get_shape()) == (1,)
                and zp.element_type == want  # pyright: ignore[reportUnknownMemberType]
            ):
                raise VerifyException(
                    f"'{name}' {label} must be tensor<1x{want}> (the element type of the "
                    f"{'input' if label == 'input_zp' else 'output'}), got {zp}"
                )


# --------------------------------------------------------------------------- #
# Data nodes
# --------------------------------------------------------------------------- #


@op_definition
class ConstOp(TensorOp):
    """A constant tensor; ``tosa-tools`` writes it in generic form."""

    name = "tosa.const"
    assembly_format = None
    values = prop_def(AnyAttr())
    SYNTAX_FORMATS: ClassVar[SyntaxFormats] = {UPSTREAM: _CONSTANT}
    VERIFIED_BY_TYPE: ClassVar[frozenset[str]] = frozenset({"values"})  # see verify_
    traits = traits_def(ConstantLike())

    def __init__(self, values: DenseIntOrFPElementsAttr):
        super().__init__(properties={"values": values}, result_types=[values.type])

    def storage_bytes(self) -> int:
        """The constant's storage: element count times element size."""
        t = self.output.type
        if not isinstance(t, TensorType):
            return 0
        element = t.element_type  # pyright: ignore[reportUnknownMemberType,reportUnknownVariableType]
        size = element.size if isinstance(element, FixedBitwidthType) else 0
        return t.element_count() * size  # pyright: ignore[reportUnknownMemberType]

    def verify_(self) -> None:
        values_type = getattr(self.values, "type", None)
        if values_type is not None and values_type != self.output.type:
            raise VerifyException(
                f"'{self.name}' values type {values_type} does not match result type "
                f"{self.output.type}"
            )


@op_definition
class ConstShapeOp(TosaOp):
    """A constant ``!tosa.shape``."""

    name = "tosa.const_shape"
    assembly_format = "attr-dict `:` `(` `)` `->` type($output)"
    values = prop_def(AnyAttr())
    output = result_def(ShapeType)
    SYNTAX_FORMATS: ClassVar[SyntaxFormats] = {UPSTREAM: _CONSTANT}
    VERIFIED_BY_TYPE: ClassVar[frozenset[str]] = frozenset({"values"})  # read by nothing
    traits = traits_def(Pure(), ConstantLike())


@op_definition
class IdentityOp(TensorOp):
    name = "tosa.identity"
    input1 = operand_def(AnyTosaTensor)


# --------------------------------------------------------------------------- #
# Custom operators
# --------------------------------------------------------------------------- #


@op_definition
class CustomOp(TosaOp):
    """An implementation-defined operator."""

    name = "tosa.custom"
    input_list = var_operand_def(AnyTosaType)
    operator_name = prop_def(StringAttr)
    domain_name = prop_def(StringAttr)
    implementation_attrs = prop_def(StringAttr)
    output_list = var_result_def(AnyTosaType)
    SYNTAX_FORMATS: ClassVar[SyntaxFormats] = {
        UPSTREAM: keywords_format(
            "`operator_name` `(` $operator_name `)` `domain_name` `(` $domain_name `)` "
            "`implementation_attrs` `(` $implementation_attrs `)`"
        )
    }


# --------------------------------------------------------------------------- #
# Control flow
# --------------------------------------------------------------------------- #


@op_definition
class YieldOp(TosaOp):
    """Terminator of ``cond_if`` / ``while_loop`` regions."""

    name = "tosa.yield"
    assembly_format = "$inputs attr-dict `:` type($inputs)"
    inputs = var_operand_def(AnyTosaType)
    traits = traits_def(IsTerminator(), Pure())


class ControlFlowOp(TosaOp, ABC):
    """An op running two regions over ``input_list`` (its last operands), giving
    ``output_list``; its syntax ends in ``-> results {..} keyword {..} [attributes] [{..}]``."""

    assembly_format = None
    input_list = var_operand_def(AnyTosaType)
    output_list = var_result_def(AnyTosaType)
    traits = traits_def(RecursiveMemoryEffect())

    ATTRIBUTES_KEYWORD: ClassVar[bool]
    """Whether MLIR spells the attribute dictionary ``attributes {..}`` or just ``{..}``."""

    @classmethod
    def _parse_regions(
        cls, parser: Parser, keyword: str, first_arguments: Sequence[Parser.Argument] | None = None
    ) -> tuple[Region, Region, Mapping[str, Attribute] | None]:
        """``{..} keyword {..}`` and the attributes; ``first_arguments`` name the first
        region's arguments (otherwise its entry block may declare them)."""
        first = parser.parse_region(first_arguments)
        parser.parse_keyword(keyword)
        second = parser.parse_region()
        if cls.ATTRIBUTES_KEYWORD:
            attrs = parser.parse_optional_attr_dict_with_keyword()
            return first, second, attrs.data if attrs else None
        return first, second, parser.parse_optional_attr_dict() or None

    def _print_results_and_regions(
        self, printer: Printer, first: Region, keyword: str, second: Region, *, first_args: bool
    ) -> None:
        printer.print_string(" -> ")
        control.print_types(
            printer, [r.type for r in self.output_list], parens_if_single=len(self.output_list) != 1
        )
        printer.print_string(" ")
        printer.print_region(first, print_entry_block_args=first_args)
        printer.print_string(f" {keyword} ")
        printer.print_region(second)
        if self.attributes:
            printer.print_op_attributes(self.attributes, print_keyword=self.ATTRIBUTES_KEYWORD)


@op_definition
class CondIfOp(ControlFlowOp):
    """``if`` with a then and an else region; inputs bind to the regions' arguments."""

    name = "tosa.cond_if"
    condition = operand_def(AnyTosaTensor)
    then_graph = region_def("single_block")
    else_graph = region_def("single_block")

    ATTRIBUTES_KEYWORD: ClassVar[bool] = False

    @classmethod
    def parse(cls, parser: Parser) -> CondIfOp:
        cond = parser.parse_unresolved_operand()
        _, inputs = control.parse_bindings(parser)
        parser.parse_punctuation(":")
        cond_type = parser.parse_type()
        input_types: list[Attribute] = []
        if inputs:
            input_types = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_type
            )
        parser.parse_punctuation("->")
        results = control.parse_result_types(parser)
        then_graph, else_graph, attrs = cls._parse_regions(parser, "else")
        operands = parser.resolve_operands([cond, *inputs], [cond_type, *input_types], parser.pos)
        return cls.build(
            operands=[operands[0], operands[1:]],
            result_types=[results],
            regions=[then_graph, else_graph],
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.condition)
        then_args = self.then_graph.blocks[0].args if self.then_graph.blocks else ()
        if self.input_list:
            names = then_args if len(then_args) == len(self.input_list) else self.input_list
            control.print_bindings(printer, names, self.input_list)
        printer.print_string(" : ")
        printer.print_attribute(self.condition.type)
        if self.input_list:
            printer.print_string(" ")
            control.print_types(printer, [v.type for v in self.input_list], parens_if_single=True)
        self._print_results_and_regions(
            printer, self.then_graph, "else", self.else_graph, first_args=True
        )


@op_definition
class WhileLoopOp(ControlFlowOp):
    """``while`` with a condition and a body region over loop-carried values."""

    name = "tosa.while_loop"
    cond_graph = region_def("single_block")
    body_graph = region_def("single_block")

    ATTRIBUTES_KEYWORD: ClassVar[bool] = True

    @classmethod
    def parse(cls, parser: Parser) -> WhileLoopOp:
        names, inputs = control.parse_bindings(parser)
        parser.parse_punctuation(":")
        input_types = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_type)
        parser.parse_punctuation("->")
        results = control.parse_result_types(parser)
        if len(names) != len(input_types):
            parser.raise_error("tosa.while_loop: one type per loop-carried value expected")
        cond_graph, body_graph, attrs = cls._parse_regions(
            parser, "do", [n.resolve(t) for n, t in zip(names, input_types, strict=True)]
        )
        operands = parser.resolve_operands(inputs, input_types, parser.pos)
        return cls.build(
            operands=[operands],
            result_types=[results],
            regions=[cond_graph, body_graph],
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        cond_args = self.cond_graph.blocks[0].args if self.cond_graph.blocks else ()
        control.print_bindings(printer, cond_args, self.input_list)
        printer.print_string(" : ")
        control.print_types(printer, [v.type for v in self.input_list], parens_if_single=True)
        self._print_results_and_regions(
            printer, self.cond_graph, "do", self.body_graph, first_args=False
        )


# --------------------------------------------------------------------------- #
# Variable operators
# --------------------------------------------------------------------------- #


@op_definition
class VariableOp(TosaOp):
    """Declares a stateful variable: ``tosa.variable @name [= init] : tensor<...>``."""

    name = "tosa.variable"
    assembly_format = None
    sym_name = prop_def(StringAttr)
    var_shape = prop_def(AnyAttr())
    type = prop_def(AnyAttr())
    initial_value = opt_prop_def(AnyAttr())

    @classmethod
    def parse(cls, parser: Parser) -> VariableOp:
        sym_name = parser.parse_symbol_name()
        attrs = parser.parse_optional_attr_dict()
        initial: Attribute | None = None
        tensor_type: Attribute | None = None
        if parser.parse_optional_punctuation("=") is not None:
            initial = parser.parse_attribute()
            tensor_type = getattr(initial, "type", None)
        if tensor_type is None or parser.parse_optional_punctuation(":") is not None:
            if tensor_type is None:
                parser.parse_punctuation(":")
            tensor_type = parser.parse_type()
        if not isinstance(tensor_type, TensorType):
            parser.raise_error(f"tosa.variable needs a ranked tensor type, got {tensor_type}")
        props: dict[str, Attribute] = {
            "sym_name": sym_name,
            "type": tensor_type.element_type,  # pyright: ignore[reportUnknownMemberType]
            "var_shape": control.var_shape(tensor_type),  # pyright: ignore[reportUnknownArgumentType]
        }
        if initial is not None:
            props["initial_value"] = initial
        return cls.build(properties=props, attributes=attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        if self.attributes:
            printer.print_op_attributes(self.attributes)
        if self.initial_value is not None:
            printer.print_string(" = ")
            printer.print_attribute(self.initial_value)
        else:
            printer.print_string(" : ")
            printer.print_attribute(control.variable_tensor_type(self.type, self.var_shape))


class VariableAccessOp(TosaOp, ABC):
    """Reads or writes the variable ``name`` (``name_`` in Python: ``name`` is the op's)."""

    name_ = prop_def(FlatSymbolRefAttrConstr, prop_name="name")


@op_definition
class VariableReadOp(VariableAccessOp):
    name = "tosa.variable_read"
    assembly_format = "$name attr-dict `:` type($output1)"
    output1 = result_def(AnyTosaTensor)


@op_definition
class VariableWriteOp(VariableAccessOp):
    name = "tosa.variable_write"
    assembly_format = "$name attr-dict `,` $input1 `:` type($input1)"
    input1 = operand_def(AnyTosaTensor)
