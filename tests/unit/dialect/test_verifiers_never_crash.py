"""No verifier crashes: on any operand types it passes or raises ``VerifyException``."""

from __future__ import annotations

import contextlib

from dialect_ir import ELEMENTS, bound
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.dialects import test
from xdsl.dialects.builtin import BoolAttr, TensorType, UnrankedTensorType
from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation
from xdsl.utils.exceptions import VerifyException

from lutdialect.dialects.tosa import RoundingMode, RoundingModeAttr
from lutdialect.dialects.tosa.ops import (
    AddOp,
    ClampOp,
    EqualOp,
    MulOp,
    RescaleOp,
    SelectOp,
    TableOp,
)

DIMS = st.sampled_from([-1, 1, 2, 3, 4, 256, 513])


@st.composite
def tensor_types(draw: st.DrawFn) -> Attribute:
    element = draw(st.sampled_from(list(ELEMENTS.values())))
    if draw(st.integers(0, 5)) == 0:
        return UnrankedTensorType(element)
    return TensorType(element, draw(st.lists(DIMS, max_size=3)))


@st.composite
def any_attr(draw: st.DrawFn) -> Attribute:
    element = draw(st.sampled_from(list(ELEMENTS)))
    return bound(element, draw(st.integers(-1, 1)))  # in range of every type, i1 too


OPS: list[type[IRDLOperation]] = [TableOp, MulOp, AddOp, SelectOp, EqualOp, ClampOp, RescaleOp]


@settings(max_examples=300, deadline=None)
@given(data=st.data(), op_type=st.sampled_from(OPS))
def test_verifiers_only_raise_verify_exception(
    data: st.DataObject, op_type: type[IRDLOperation]
) -> None:
    op_def = op_type.get_irdl_definition()
    operand_types = [data.draw(tensor_types()) for _ in op_def.operands]
    values = test.TestOp(result_types=operand_types).results
    properties: dict[str, Attribute] = {}
    for name in op_def.properties:
        if name in ("min_val", "max_val"):
            properties[name] = data.draw(any_attr())
        elif name == "rounding_mode":
            properties[name] = RoundingModeAttr(RoundingMode.SINGLE_ROUND)
        elif name != "nan_mode":
            properties[name] = BoolAttr.from_bool(data.draw(st.booleans()))
    op = op_type.create(
        operands=values, result_types=[data.draw(tensor_types())], properties=properties
    )
    with contextlib.suppress(VerifyException):
        op.verify()
