"""Abstract TOSA op bases and the shape/type checks the verifiers share.

Most TOSA ops differ only in their name and operands; the bases below carry the
common format, result, traits and verification so an op definition is a name, a
docstring and what sets it apart. Traits add up along the bases (xDSL merges them),
so an op lists only the traits its base lacks.
"""

from __future__ import annotations

from abc import ABC
from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    IntegerType,
    TensorType,
    UnrankedTensorType,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    AnyAttr,
    AttrConstraint,
    IRDLOperation,
    ParsePropInAttrDict,
    base,
    operand_def,
    opt_prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from lutdialect.syntax import UPSTREAM

from .attributes import NanMode, NanModeAttr
from .format import SyntaxFormats

TOSA_DEFAULT_FORMAT = "operands attr-dict `:` functional-type(operands, results)"
"""The assembly format MLIR's TOSA dialect uses for almost every op (in the first syntax,
``tosa-tools``, every op with properties too: they are in its attribute dictionary)."""


def keywords_format(keywords: str) -> str:
    """The format of an op that writes its properties as ``keywords`` between its operands
    and its attribute dictionary, as MLIR's TOSA does from the ``upstream`` syntax on
    (``tosa.argmax %x axis(1) : ...``)."""
    return f"operands {keywords} attr-dict `:` functional-type(operands, results)"


AnyTosaTensor: AttrConstraint = base(TensorType) | base(UnrankedTensorType)
"""A ranked or unranked tensor of any TOSA element type."""

AnyTosaType: AttrConstraint = AnyAttr()
"""Tensors and ``!tosa.shape`` values, for ops (identity, control flow) that pass any through."""


NAN_MODE = "(`nan_mode` `` $nan_mode^)?"
"""``nan_mode<IGNORE>`` in the ``upstream`` syntax, left out when not set."""

LOCAL_BOUND = "(`local_bound` `(` $local_bound^ `)`)?"
"""``local_bound(true)`` in the ``upstream`` syntax, left out when not set."""


DYNAMIC = -1
"""How :func:`shape_of` spells a dynamic (``?``) dimension."""


def shape_of(t: Attribute) -> tuple[int, ...] | None:
    """The shape of a ranked tensor type with ``?`` as :data:`DYNAMIC`; ``None`` when
    unranked (xDSL's own marker for ``?`` is an implementation detail we don't leak)."""
    if isinstance(t, TensorType):
        return tuple(DYNAMIC if d < 0 else d for d in t.get_shape())
    return None


def element_type_of(t: Attribute) -> Attribute | None:
    """The element type of a tensor type (ranked or not)."""
    if isinstance(t, TensorType | UnrankedTensorType):
        return t.element_type  # pyright: ignore[reportUnknownMemberType,reportUnknownVariableType]
    return None


def broadcast_shapes(
    op_name: str, shapes: Sequence[tuple[int, ...] | None]
) -> tuple[int, ...] | None:
    """TOSA 1.0 broadcast: equal ranks, each dimension equal or 1 (negative is dynamic).

    Returns the broadcast shape (``None`` when some operand is unranked) or raises a
    ``VerifyException`` naming the op.
    """
    ranked = [s for s in shapes if s is not None]
    if len(ranked) != len(shapes):
        return None
    if len({len(s) for s in ranked}) > 1:
        raise VerifyException(
            f"'{op_name}' operands must have the same rank to broadcast, got "
            + ", ".join(str(list(s)) for s in ranked)
        )
    result: list[int] = []
    for dims in zip(*ranked, strict=True):
        static = {d for d in dims if d >= 0 and d != 1}
        if len(static) > 1:
            raise VerifyException(
                f"'{op_name}' operand shapes are not broadcast-compatible: "
                + ", ".join(str(list(s)) for s in ranked)
            )
        if static:
            result.append(static.pop())
        elif (dynamic := next((d for d in dims if d < 0), None)) is not None:
            result.append(dynamic)
        else:
            result.append(1)
    return tuple(result)


def verify_broadcast_result(op_name: str, inputs: Sequence[SSAValue], output: SSAValue) -> None:
    """The output shape must equal the broadcast of the input shapes."""
    expected = broadcast_shapes(op_name, [shape_of(v.type) for v in inputs])
    actual = shape_of(output.type)
    if expected is None or actual is None:
        return
    if len(expected) != len(actual) or any(
        e != a and e >= 0 and a >= 0 for e, a in zip(expected, actual, strict=True)
    ):
        raise VerifyException(
            f"'{op_name}' result shape {list(actual)} does not match the broadcast "
            f"shape {list(expected)} of its operands"
        )


def is_int(t: Attribute | None, width: int) -> bool:
    """Whether ``t`` is the (signless) integer type of ``width`` bits."""
    return isinstance(t, IntegerType) and t.bitwidth == width


class TosaOp(IRDLOperation, ABC):
    """Any TOSA op printed in MLIR's default TOSA format.

    ``assembly_format`` is the op's format in the first syntax (``tosa-tools``);
    ``SYNTAX_FORMATS`` its format in each later syntax it changed in
    (:mod:`lutdialect.dialects.tosa.format`).
    """

    assembly_format: ClassVar[str | None] = TOSA_DEFAULT_FORMAT
    SYNTAX_FORMATS: ClassVar[SyntaxFormats] = {}
    DEFAULT_VALUED: ClassVar[frozenset[str]] = frozenset({"nan_mode"})
    """Optional properties that MLIR always holds (``DefaultValuedAttr``): without one an
    op means its default, and a format leaves it out at that default. Other optional
    properties with a default (``local_bound``, a ``DefaultValuedOptionalAttr``) are
    written whenever they are set."""
    READS_PRODUCERS: ClassVar[bool] = False
    """Whether the op's verifier reads an operand's producer (a reshape, its constant
    shape): then its verdict does not rest on the op alone
    (:mod:`lutdialect.io.op_verify`)."""
    VERIFIED_BY_TYPE: ClassVar[frozenset[str]] = frozenset()
    """Properties the op's verifier reads only through their ``type`` (a constant's
    values): two ops that differ only in the data of these get the same verdict
    (:mod:`lutdialect.io.op_verify`)."""
    irdl_options = (ParsePropInAttrDict(),)


class TensorOp(TosaOp, ABC):
    """A pure op with one tensor result, ``output``: every TOSA operator but the FFTs,
    scatter, const_shape, custom, control flow and variables.

    xDSL lists a subclass's fields before its bases', so a base declares only operands
    that come last (all of them in :class:`UnaryOp` and :class:`BinaryOp`).
    """

    output = result_def(AnyTosaTensor)
    traits = traits_def(Pure())


class ElementwiseOp(TensorOp, ABC):
    """Element-wise ops: their operands broadcast to the result shape."""

    def verify_(self) -> None:
        tensor_operands = [
            v for v in self.operands if isinstance(v.type, TensorType | UnrankedTensorType)
        ][: self.BROADCAST_OPERANDS]
        verify_broadcast_result(self.name, tensor_operands, self.results[0])

    BROADCAST_OPERANDS: ClassVar[int] = 3
    """How many leading operands take part in broadcasting (mul's shift does not)."""


class UnaryOp(ElementwiseOp, ABC):
    """``input1 -> output``, same shape (abs, exp, floor, ...)."""

    input1 = operand_def(AnyTosaTensor)

    BROADCAST_OPERANDS: ClassVar[int] = 1


class ActivationOp(ElementwiseOp, ABC):
    """``input -> output``, same shape (clamp, erf, sigmoid, tanh)."""

    input = operand_def(AnyTosaTensor)

    BROADCAST_OPERANDS: ClassVar[int] = 1


class BinaryOp(ElementwiseOp, ABC):
    """``input1, input2 -> output`` with broadcasting."""

    input1 = operand_def(AnyTosaTensor)
    input2 = operand_def(AnyTosaTensor)

    BROADCAST_OPERANDS: ClassVar[int] = 2


class NanBinaryOp(BinaryOp, ABC):
    """A binary op whose NaN handling is selectable (maximum, minimum)."""

    nan_mode = opt_prop_def(NanModeAttr, default_value=NanModeAttr(NanMode.PROPAGATE))
    SYNTAX_FORMATS: ClassVar[SyntaxFormats] = {UPSTREAM: keywords_format(NAN_MODE)}


class CompareOp(BinaryOp, ABC):
    """``input1, input2 -> i1`` comparisons."""

    def verify_(self) -> None:
        super().verify_()
        result_element = element_type_of(self.results[0].type)
        if result_element is not None and not is_int(result_element, 1):
            raise VerifyException(f"'{self.name}' result must be a tensor of i1")
