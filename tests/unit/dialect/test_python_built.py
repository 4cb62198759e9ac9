"""TOSA ops built from Python: a DyT block verifies, round-trips through the printer
and parser, and parses in ``tosa-opt``; ``tosa.const`` takes its type from its values.
"""

from __future__ import annotations

import pytest
from dialect_ir import int_tensor, oracle_errors, print_op, rescale, tensor
from xdsl.dialects import func
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, ModuleOp
from xdsl.ir import Block, Region
from xdsl.parser import Parser
from xdsl.utils.exceptions import VerifyException

from lutdialect.dialects.tosa.ops import ConstOp, MulOp, TableOp
from lutdialect.io.context import context


def splat(value: int, spec: str) -> ConstOp:
    t = int_tensor(spec)
    return ConstOp(DenseIntOrFPElementsAttr.from_list(t, [value] * t.element_count()))


def dyt_block() -> ModuleOp:
    """``rescale -> mul(alpha) -> rescale -> table``, every constant a ``tosa.const``."""
    act8, act32 = tensor("1x16x64xi8"), tensor("1x16x64xi32")
    block = Block(arg_types=[act8])
    consts = {
        name: splat(value, spec)
        for name, value, spec in (
            ("m0", 1 << 30, "1xi32"), ("s0", 20, "1xi8"), ("izp0", -3, "1xi8"),
            ("ozp0", 0, "1xi32"), ("alpha", 93, "1x1x1xi32"), ("mshift", 0, "1xi8"),
            ("m1", 1518500250, "1xi32"), ("s1", 47, "1xi8"), ("izp1", 0, "1xi32"),
            ("ozp1", 0, "1xi8"),
        )
    }  # fmt: skip
    table = ConstOp(
        DenseIntOrFPElementsAttr.from_list(int_tensor("256xi8"), list(range(-128, 128)))
    )
    c = {name: op.output for name, op in consts.items()}
    up = rescale(block.args[0], [c["m0"], c["s0"], c["izp0"], c["ozp0"]], act32,
                 scale32=True, per_channel=False)  # fmt: skip
    mul = MulOp(operands=[up.output, c["alpha"], c["mshift"]], result_types=[act32])
    down = rescale(mul.output, [c["m1"], c["s1"], c["izp1"], c["ozp1"]], act8,
                   scale32=True, per_channel=False)  # fmt: skip
    lookup = TableOp(operands=[down.output, table.output], result_types=[act8])
    block.add_ops([*consts.values(), table, up, mul, down, lookup, func.ReturnOp(lookup.output)])
    return ModuleOp([func.FuncOp("dyt", ([act8], [act8]), Region(block))])


def test_python_built_dyt_block_verifies_round_trips_and_passes_tosa_opt() -> None:
    module = dyt_block()
    module.verify()
    text = print_op(module)
    assert "rounding_mode = SINGLE_ROUND" in text
    reparsed = Parser(context(), text).parse_module()
    assert reparsed.is_structurally_equivalent(module)
    assert oracle_errors([text]) == [[]]


def test_const_op_takes_its_type_from_the_values() -> None:
    op = splat(7, "2x3xi16")
    assert op.output.type == tensor("2x3xi16")
    op.verify()


def test_const_op_rejects_mismatched_result_type() -> None:
    values = DenseIntOrFPElementsAttr.from_list(int_tensor("2xi8"), [1, 2])
    op = ConstOp.create(properties={"values": values}, result_types=[tensor("2xi16")])
    with pytest.raises(VerifyException, match="does not match result type"):
        op.verify()
