"""The correspondence between TOSA flatbuffer operators and lutdialect's TOSA ops.

One table serves both directions: for each flatbuffer ``Op`` it names the xDSL op
class, the schema's attribute table and, per attribute field, the schema accessor,
the xDSL property and how the value is spelt on each side (:class:`Kind`). The
spellings follow what ``tosa-opt --tosa-deserialize`` produces (``axis : i32``,
``pad = array<i64: ...>``, defaults such as ``nan_mode = PROPAGATE`` left out), so a
module read from a flatbuffer is the one ``tosa-opt`` would print.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float8E4M3FNType,
    Float8E5M2Type,
    Float16Type,
    Float32Type,
    IntegerType,
)
from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation

from lutdialect.dialects.tosa import ops as tosa


class Kind(enum.Enum):
    """How one attribute field is spelt in the flatbuffer and in the xDSL op."""

    I32 = "i32"  # int32 -> IntegerAttr(i32)
    BOOL = "bool"  # bool -> BoolAttr, always present
    BOOL_FALSE_DEFAULT = "bool?"  # bool -> BoolAttr, left out when false
    NAN_MODE = "nan_mode"  # NanPropagationMode -> NanModeAttr, left out when PROPAGATE
    ROUNDING = "rounding_mode"  # RoundingMode -> RoundingModeAttr
    RESIZE = "resize_mode"  # ResizeMode -> ResizeModeAttr
    I64_ARRAY = "array<i64>"  # [int32] -> DenseArrayBase(i64)
    I32_ARRAY = "array<i32>"  # [int32] -> DenseArrayBase(i32)
    ACC_TYPE = "acc_type"  # DType -> the type itself
    STRING = "string"  # string -> StringAttr
    BYTES_STRING = "bytes"  # [ubyte] -> StringAttr of those bytes
    BOUND = "bound"  # [ubyte] of the input's element type -> IntegerAttr / FloatAttr
    REGION = "region"  # string naming a region -> an xDSL region


@dataclass(frozen=True)
class Field:
    accessor: str
    """The schema's accessor and builder suffix (``Axis`` for ``Axis()``/``AddAxis``)."""
    prop: str
    kind: Kind


@dataclass(frozen=True)
class OpSpec:
    """One flatbuffer operator and the xDSL op it reads into."""

    fb_name: str
    op: type[IRDLOperation]
    attribute: str
    fields: tuple[Field, ...] = ()


def _f(accessor: str, prop: str, kind: Kind) -> Field:
    return Field(accessor, prop, kind)


_AXIS = _f("Axis", "axis", Kind.I32)
_NAN = _f("NanMode", "nan_mode", Kind.NAN_MODE)
_LOCAL_BOUND = _f("LocalBound", "local_bound", Kind.BOOL_FALSE_DEFAULT)
_ACC = _f("AccType", "acc_type", Kind.ACC_TYPE)
_POOL = (
    _f("Kernel", "kernel", Kind.I64_ARRAY),
    _f("Stride", "stride", Kind.I64_ARRAY),
    _f("Pad", "pad", Kind.I64_ARRAY),
)
_CONV = (
    _f("Pad", "pad", Kind.I64_ARRAY),
    _f("Stride", "stride", Kind.I64_ARRAY),
    _f("Dilation", "dilation", Kind.I64_ARRAY),
    _LOCAL_BOUND,
    _ACC,
)


def _spec(fb_name: str, op: type[IRDLOperation], *fields: Field, attribute: str = "") -> OpSpec:
    if not attribute:
        attribute = "".join(w.capitalize() for w in fb_name.split("_")) + "Attribute"
    return OpSpec(fb_name, op, attribute, fields)


_NO_ATTRIBUTES: tuple[tuple[str, type[IRDLOperation]], ...] = (
    ("ERF", tosa.ErfOp),
    ("SIGMOID", tosa.SigmoidOp),
    ("TANH", tosa.TanhOp),
    ("ADD", tosa.AddOp),
    ("BITWISE_AND", tosa.BitwiseAndOp),
    ("BITWISE_OR", tosa.BitwiseOrOp),
    ("BITWISE_XOR", tosa.BitwiseXorOp),
    ("LOGICAL_AND", tosa.LogicalAndOp),
    ("LOGICAL_LEFT_SHIFT", tosa.LogicalLeftShiftOp),
    ("LOGICAL_RIGHT_SHIFT", tosa.LogicalRightShiftOp),
    ("LOGICAL_OR", tosa.LogicalOrOp),
    ("LOGICAL_XOR", tosa.LogicalXorOp),
    ("MUL", tosa.MulOp),
    ("POW", tosa.PowOp),
    ("SUB", tosa.SubOp),
    ("TABLE", tosa.TableOp),
    ("ABS", tosa.AbsOp),
    ("BITWISE_NOT", tosa.BitwiseNotOp),
    ("CEIL", tosa.CeilOp),
    ("CLZ", tosa.ClzOp),
    ("COS", tosa.CosOp),
    ("EXP", tosa.ExpOp),
    ("FLOOR", tosa.FloorOp),
    ("LOG", tosa.LogOp),
    ("LOGICAL_NOT", tosa.LogicalNotOp),
    ("NEGATE", tosa.NegateOp),
    ("RECIPROCAL", tosa.ReciprocalOp),
    ("RSQRT", tosa.RsqrtOp),
    ("SIN", tosa.SinOp),
    ("SELECT", tosa.SelectOp),
    ("EQUAL", tosa.EqualOp),
    ("GREATER", tosa.GreaterOp),
    ("GREATER_EQUAL", tosa.GreaterEqualOp),
    ("PAD", tosa.PadOp),
    ("RESHAPE", tosa.ReshapeOp),
    ("SLICE", tosa.SliceOp),
    ("TILE", tosa.TileOp),
    ("GATHER", tosa.GatherOp),
    ("SCATTER", tosa.ScatterOp),
    ("CAST", tosa.CastOp),
    ("CONST", tosa.ConstOp),
    ("IDENTITY", tosa.IdentityOp),
    ("CONST_SHAPE", tosa.ConstShapeOp),
)

SPECS: tuple[OpSpec, ...] = (
    _spec("ARGMAX", tosa.ArgMaxOp, _AXIS, _NAN, attribute="ArgMaxAttribute"),
    _spec("AVG_POOL2D", tosa.AvgPool2DOp, *_POOL, _ACC, attribute="AvgPool2dAttribute"),
    _spec("CONV2D", tosa.Conv2DOp, *_CONV, attribute="Conv2dAttribute"),
    _spec("CONV3D", tosa.Conv3DOp, *_CONV, attribute="Conv3dAttribute"),
    _spec("DEPTHWISE_CONV2D", tosa.DepthwiseConv2DOp, *_CONV, attribute="DepthwiseConv2dAttribute"),
    _spec(
        "FFT2D",
        tosa.FFT2DOp,
        _f("Inverse", "inverse", Kind.BOOL),
        _LOCAL_BOUND,
        attribute="FFT2dAttribute",
    ),
    _spec("MATMUL", tosa.MatMulOp, attribute="MatMulAttribute"),
    _spec("MAX_POOL2D", tosa.MaxPool2DOp, *_POOL, _NAN, attribute="MaxPool2dAttribute"),
    _spec("RFFT2D", tosa.RFFT2DOp, _LOCAL_BOUND, attribute="RFFT2dAttribute"),
    _spec(
        "TRANSPOSE_CONV2D",
        tosa.TransposeConv2DOp,
        _f("OutPad", "out_pad", Kind.I64_ARRAY),
        _f("Stride", "stride", Kind.I64_ARRAY),
        _LOCAL_BOUND,
        _ACC,
        attribute="TransposeConv2dAttribute",
    ),
    _spec(
        "CLAMP",
        tosa.ClampOp,
        _f("MinVal", "min_val", Kind.BOUND),
        _f("MaxVal", "max_val", Kind.BOUND),
        _NAN,
    ),
    _spec("ARITHMETIC_RIGHT_SHIFT", tosa.ArithmeticRightShiftOp, _f("Round", "round", Kind.BOOL)),
    _spec("INTDIV", tosa.IntDivOp, attribute="IntDivAttribute"),
    _spec("MAXIMUM", tosa.MaximumOp, _NAN),
    _spec("MINIMUM", tosa.MinimumOp, _NAN),
    _spec("REDUCE_ALL", tosa.ReduceAllOp, _AXIS),
    _spec("REDUCE_ANY", tosa.ReduceAnyOp, _AXIS),
    _spec("REDUCE_MAX", tosa.ReduceMaxOp, _AXIS, _NAN),
    _spec("REDUCE_MIN", tosa.ReduceMinOp, _AXIS, _NAN),
    _spec("REDUCE_PRODUCT", tosa.ReduceProductOp, _AXIS),
    _spec("REDUCE_SUM", tosa.ReduceSumOp, _AXIS),
    _spec("CONCAT", tosa.ConcatOp, _AXIS),
    _spec("REVERSE", tosa.ReverseOp, _AXIS),
    _spec("TRANSPOSE", tosa.TransposeOp, _f("Perms", "perms", Kind.I32_ARRAY)),
    _spec("RESIZE", tosa.ResizeOp, _f("Mode", "mode", Kind.RESIZE)),
    _spec(
        "RESCALE",
        tosa.RescaleOp,
        _f("Scale32", "scale32", Kind.BOOL),
        _f("RoundingMode", "rounding_mode", Kind.ROUNDING),
        _f("PerChannel", "per_channel", Kind.BOOL),
        _f("InputUnsigned", "input_unsigned", Kind.BOOL),
        _f("OutputUnsigned", "output_unsigned", Kind.BOOL),
    ),
    _spec(
        "CUSTOM",
        tosa.CustomOp,
        _f("OperatorName", "operator_name", Kind.STRING),
        _f("DomainName", "domain_name", Kind.STRING),
        _f("ImplementationAttrs", "implementation_attrs", Kind.BYTES_STRING),
    ),
    _spec(
        "COND_IF",
        tosa.CondIfOp,
        _f("ThenGraph", "then_graph", Kind.REGION),
        _f("ElseGraph", "else_graph", Kind.REGION),
    ),
    _spec(
        "WHILE_LOOP",
        tosa.WhileLoopOp,
        _f("CondGraph", "cond_graph", Kind.REGION),
        _f("BodyGraph", "body_graph", Kind.REGION),
    ),
    *(_spec(name, op) for name, op in _NO_ATTRIBUTES),
)

BY_FB_NAME: dict[str, OpSpec] = {s.fb_name: s for s in SPECS}
BY_OP_NAME: dict[str, OpSpec] = {s.op.name: s for s in SPECS}


# --------------------------------------------------------------------------- #
# Element types
# --------------------------------------------------------------------------- #

DTYPES: dict[str, Attribute] = {
    "BOOL": IntegerType(1),
    "INT4": IntegerType(4),
    "INT8": IntegerType(8),
    "INT16": IntegerType(16),
    "INT32": IntegerType(32),
    "INT48": IntegerType(48),
    "INT64": IntegerType(64),
    "FP32": Float32Type(),
    "FP16": Float16Type(),
    "BF16": BFloat16Type(),
    "FP8E4M3": Float8E4M3FNType(),
    "FP8E5M2": Float8E5M2Type(),
}
"""Flatbuffer ``DType`` names of the tensor element types lutdialect reads."""

DTYPE_OF: dict[Attribute, str] = {t: name for name, t in DTYPES.items()}

STORED_BYTES: dict[str, int] = {"INT48": 6}
"""Element sizes where the flatbuffer and xDSL differ (xDSL keeps i48 in 8 bytes; i4
is packed two to a byte in the flatbuffer, one to a byte in xDSL)."""
