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
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, cast

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float8E4M3FNType,
    Float8E5M2Type,
    Float16Type,
    Float32Type,
    IntegerType,
)
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation
from xdsl.utils.str_enum import StrEnum

from lutdialect.dialects.tosa import attributes as modes
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
    """One field of an operator's attribute table and the xDSL property it becomes."""

    accessor: str
    """The schema's accessor and builder suffix (``Axis`` for ``Axis()``/``AddAxis``)."""
    prop: str
    kind: Kind


@dataclass(frozen=True)
class EnumField:
    """An enum-valued field: its xDSL attribute and the flatbuffer number of each value."""

    attr: type[EnumAttribute[Any]]
    numbers: Mapping[StrEnum, int]

    def attribute(self, number: int) -> Attribute | None:
        """The attribute a flatbuffer number stands for, or None for an unknown one."""
        found = next((v for v, n in self.numbers.items() if n == number), None)
        return None if found is None else self.attr(found)

    def number(self, value: Attribute) -> int | None:
        """The flatbuffer number of ``value``, or None when it is not this field's attribute."""
        if not isinstance(value, self.attr):
            return None
        return self.numbers[cast(EnumAttribute[Any], value).data]


ENUMS: dict[Kind, EnumField] = {
    Kind.NAN_MODE: EnumField(
        modes.NanModeAttr, {modes.NanMode.PROPAGATE: 1, modes.NanMode.IGNORE: 2}
    ),
    Kind.ROUNDING: EnumField(
        modes.RoundingModeAttr,
        {
            modes.RoundingMode.SINGLE_ROUND: 1,
            modes.RoundingMode.INEXACT_ROUND: 2,
            modes.RoundingMode.DOUBLE_ROUND: 3,
        },
    ),
    Kind.RESIZE: EnumField(
        modes.ResizeModeAttr,
        {modes.ResizeMode.NEAREST_NEIGHBOR: 1, modes.ResizeMode.BILINEAR: 2},
    ),
}
"""The enum-valued kinds, read and written through one table."""


@dataclass(frozen=True)
class OpSpec:
    """One flatbuffer operator and the xDSL op it reads into."""

    fb_name: str
    op: type[IRDLOperation]
    attribute: str
    fields: tuple[Field, ...] = ()


def _fields(spec: str) -> tuple[Field, ...]:
    """Fields from ``"prop:kind prop:kind"`` (kinds by their :class:`Kind` value); the
    schema accessor is the property in CamelCase (``rounding_mode`` -> ``RoundingMode``)."""
    out: list[Field] = []
    for item in spec.split():
        prop, kind = item.split(":")
        out.append(Field("".join(w.capitalize() for w in prop.split("_")), prop, Kind(kind)))
    return tuple(out)


_POOL = "kernel:array<i64> stride:array<i64> pad:array<i64>"
_CONV = "pad:array<i64> stride:array<i64> dilation:array<i64> local_bound:bool? acc_type:acc_type"
_RESCALE = (
    "scale32:bool rounding_mode:rounding_mode per_channel:bool input_unsigned:bool "
    "output_unsigned:bool"
)

_OPS_BY_FIELDS: dict[str, tuple[tuple[str, type[IRDLOperation]], ...]] = {
    "": (
        ("ERF", tosa.ErfOp),
        ("SIGMOID", tosa.SigmoidOp),
        ("TANH", tosa.TanhOp),
        ("ADD", tosa.AddOp),
        ("BITWISE_AND", tosa.BitwiseAndOp),
        ("BITWISE_OR", tosa.BitwiseOrOp),
        ("BITWISE_XOR", tosa.BitwiseXorOp),
        ("INTDIV", tosa.IntDivOp),
        ("LOGICAL_AND", tosa.LogicalAndOp),
        ("LOGICAL_LEFT_SHIFT", tosa.LogicalLeftShiftOp),
        ("LOGICAL_RIGHT_SHIFT", tosa.LogicalRightShiftOp),
        ("LOGICAL_OR", tosa.LogicalOrOp),
        ("LOGICAL_XOR", tosa.LogicalXorOp),
        ("MATMUL", tosa.MatMulOp),
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
    ),
    "axis:i32": (
        ("REDUCE_ALL", tosa.ReduceAllOp),
        ("REDUCE_ANY", tosa.ReduceAnyOp),
        ("REDUCE_PRODUCT", tosa.ReduceProductOp),
        ("REDUCE_SUM", tosa.ReduceSumOp),
        ("CONCAT", tosa.ConcatOp),
        ("REVERSE", tosa.ReverseOp),
    ),
    "axis:i32 nan_mode:nan_mode": (
        ("ARGMAX", tosa.ArgMaxOp),
        ("REDUCE_MAX", tosa.ReduceMaxOp),
        ("REDUCE_MIN", tosa.ReduceMinOp),
    ),
    "nan_mode:nan_mode": (("MAXIMUM", tosa.MaximumOp), ("MINIMUM", tosa.MinimumOp)),
    _CONV: (
        ("CONV2D", tosa.Conv2DOp),
        ("CONV3D", tosa.Conv3DOp),
        ("DEPTHWISE_CONV2D", tosa.DepthwiseConv2DOp),
    ),
    f"{_POOL} acc_type:acc_type": (("AVG_POOL2D", tosa.AvgPool2DOp),),
    f"{_POOL} nan_mode:nan_mode": (("MAX_POOL2D", tosa.MaxPool2DOp),),
    "inverse:bool local_bound:bool?": (("FFT2D", tosa.FFT2DOp),),
    "local_bound:bool?": (("RFFT2D", tosa.RFFT2DOp),),
    "out_pad:array<i64> stride:array<i64> local_bound:bool? acc_type:acc_type": (
        ("TRANSPOSE_CONV2D", tosa.TransposeConv2DOp),
    ),
    "min_val:bound max_val:bound nan_mode:nan_mode": (("CLAMP", tosa.ClampOp),),
    "round:bool": (("ARITHMETIC_RIGHT_SHIFT", tosa.ArithmeticRightShiftOp),),
    "perms:array<i32>": (("TRANSPOSE", tosa.TransposeOp),),
    "mode:resize_mode": (("RESIZE", tosa.ResizeOp),),
    _RESCALE: (("RESCALE", tosa.RescaleOp),),
    "operator_name:string domain_name:string implementation_attrs:bytes": (
        ("CUSTOM", tosa.CustomOp),
    ),
    "then_graph:region else_graph:region": (("COND_IF", tosa.CondIfOp),),
    "cond_graph:region body_graph:region": (("WHILE_LOOP", tosa.WhileLoopOp),),
}
"""Every operator, grouped by its attribute fields (``prop:kind``, see :func:`_fields`)."""

_ATTRIBUTE_NAMES = {
    "ARGMAX": "ArgMaxAttribute",
    "FFT2D": "FFT2dAttribute",
    "INTDIV": "IntDivAttribute",
    "MATMUL": "MatMulAttribute",
    "RFFT2D": "RFFT2dAttribute",
}
"""The schema's attribute tables whose name is not the operator's in CamelCase."""


def _attribute(fb_name: str) -> str:
    default = "".join(w.capitalize() for w in fb_name.split("_")) + "Attribute"
    return _ATTRIBUTE_NAMES.get(fb_name, default)


SPECS: tuple[OpSpec, ...] = tuple(
    OpSpec(name, op, _attribute(name), _fields(fields))
    for fields, ops in _OPS_BY_FIELDS.items()
    for name, op in ops
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
