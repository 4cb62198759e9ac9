"""The op bases' contract: traits add up along the bases, fields keep MLIR's order."""

from __future__ import annotations

import pytest
from xdsl.irdl import IRDLOperation
from xdsl.traits import Commutative, Pure

from lutdialect.dialects.tosa import TOSA_OPS
from lutdialect.dialects.tosa import ops as tosa

WITH_EFFECTS = {
    "tosa.custom",
    "tosa.cond_if",
    "tosa.while_loop",
    "tosa.variable",
    "tosa.variable_read",
    "tosa.variable_write",
}
"""The ops that may have side effects; every other TOSA op is pure."""


@pytest.mark.parametrize("op", TOSA_OPS, ids=lambda op: op.name)
def test_pure_unless_it_may_have_side_effects(op: type[IRDLOperation]) -> None:
    assert op.has_trait(Pure) == (op.name not in WITH_EFFECTS)


def test_an_op_adding_a_trait_keeps_its_base_traits() -> None:
    assert tosa.AddOp.has_trait(Commutative) and tosa.AddOp.has_trait(Pure)


OPERAND_ORDER: dict[type[IRDLOperation], list[str]] = {
    tosa.MulOp: ["input1", "input2", "shift"],
    tosa.NegateOp: ["input1", "input1_zp", "output_zp"],
    tosa.AvgPool2DOp: ["input", "input_zp", "output_zp"],
    tosa.FFT2DOp: ["input_real", "input_imag"],
    tosa.CondIfOp: ["condition", "input_list"],
}
"""Ops whose bases hold some of their fields, with their operands in MLIR's order."""


@pytest.mark.parametrize("op", OPERAND_ORDER, ids=lambda op: op.name)
def test_operands_in_mlir_order(op: type[IRDLOperation]) -> None:
    """A base's operands come after the subclass's own (xDSL's field order)."""
    assert [name for name, _ in op.get_irdl_definition().operands] == OPERAND_ORDER[op]
