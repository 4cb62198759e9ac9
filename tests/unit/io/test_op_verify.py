"""``OpVerifier``: a second verification skips only the ops that passed and are unchanged,
and an op is verified once per class, types, properties and attributes (a constant's
values by their type)."""

from __future__ import annotations

from typing import TypeVar

import pytest
from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    IndexType,
    ModuleOp,
    StringAttr,
    TensorType,
    i8,
    i16,
)
from xdsl.dialects.func import FuncOp
from xdsl.ir import Block, Operation, Region
from xdsl.utils.exceptions import VerifyException

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.io.context import context
from lutdialect.io.mlir import parse_mlir
from lutdialect.io.op_verify import OpVerifier

_Op = TypeVar("_Op", bound=Operation)

GRAPH = """
func.func @f(%x: tensor<4xi8>, %t: tensor<256xi8>, %short: tensor<255xi8>) -> tensor<4xi8> {
  %0 = tosa.table %x, %t : (tensor<4xi8>, tensor<256xi8>) -> tensor<4xi8>
  %1 = tosa.table %0, %t : (tensor<4xi8>, tensor<256xi8>) -> tensor<4xi8>
  return %1 : tensor<4xi8>
}
"""


def _module() -> ModuleOp:
    return parse_mlir(GRAPH, context())


def _tables(module: ModuleOp) -> list[tosa.TableOp]:
    return [op for op in module.walk() if isinstance(op, tosa.TableOp)]


def _count_verifies(monkeypatch: pytest.MonkeyPatch, cls: type[_Op]) -> list[_Op]:
    """The ops of class ``cls`` whose own verifier runs, in order, from now on."""
    seen: list[_Op] = []
    original = cls.verify_

    def counted(self: _Op) -> None:
        seen.append(self)
        original(self)

    monkeypatch.setattr(cls, "verify_", counted)
    return seen


def _count_table_verifies(monkeypatch: pytest.MonkeyPatch) -> list[tosa.TableOp]:
    return _count_verifies(monkeypatch, tosa.TableOp)


def test_unchanged_ops_are_not_verified_again(monkeypatch: pytest.MonkeyPatch) -> None:
    module = _module()
    verifier = OpVerifier()
    seen = _count_table_verifies(monkeypatch)
    assert verifier.first_invalid(module) is None
    assert seen == [_tables(module)[0]]
    seen.clear()
    assert verifier.first_invalid(module) is None
    assert seen == []


def test_ops_alike_share_a_verdict(monkeypatch: pytest.MonkeyPatch) -> None:
    """The two tables read operands of the same types (one from the function's
    argument, one from the other table) with the same properties and attributes: the
    second gets the first's verdict. Given an attribute of its own, it is verified."""
    module = _module()
    seen = _count_table_verifies(monkeypatch)
    verifier = OpVerifier()
    assert verifier.first_invalid(module) is None
    first, second = _tables(module)
    assert seen == [first]
    seen.clear()
    second.attributes["note"] = StringAttr("its own")
    assert verifier.first_invalid(module) is None
    assert seen == [second]


def test_an_op_given_another_operand_is_verified_again() -> None:
    module = _module()
    verifier = OpVerifier()
    assert verifier.first_invalid(module) is None
    func = next(op for op in module.walk() if isinstance(op, FuncOp))
    short = func.body.block.args[2]
    second = _tables(module)[1]
    second.operands = [second.operands[0], short]
    failure = verifier.first_invalid(module)
    assert failure is not None
    op, message = failure
    assert op is second
    assert "needs a tensor<256xi8> table, got tensor<255xi8>" in message


def test_a_new_op_is_verified() -> None:
    module = _module()
    verifier = OpVerifier()
    assert verifier.first_invalid(module) is None
    first = _tables(module)[0]
    func = next(op for op in module.walk() if isinstance(op, FuncOp))
    x, _, short = func.body.block.args
    bad = tosa.TableOp.create(operands=[x, short], result_types=[first.results[0].type])
    func.body.block.insert_op_before(bad, first)
    failure = verifier.first_invalid(module)
    assert failure is not None and failure[0] is bad


def test_an_empty_function_body_is_invalid() -> None:
    """The one check of a block that is not an op's: a function's body with no
    terminator (``module.verify()`` says so; so must the op-by-op walk, which reaches
    no op in the block)."""
    tensor = TensorType(i8, [4])
    func = FuncOp("f", ([tensor], [tensor]), Region(Block(arg_types=[tensor])))
    module = ModuleOp([func])
    with pytest.raises(VerifyException, match="empty block"):
        module.verify()
    failure = OpVerifier().first_invalid(module)
    assert failure is not None
    op, message = failure
    assert op is func and "contains empty block" in message


CALLS = """
func.func @g(%x: tensor<4xi8>) -> tensor<4xi8> {
  return %x : tensor<4xi8>
}
func.func @main(%x: tensor<4xi8>) -> tensor<4xi8> {
  %0 = func.call @g(%x) : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
"""


def test_a_call_is_verified_again_when_its_callee_changes() -> None:
    """A ``func.call``'s verifier looks its callee up in the module: nothing local to
    the call says whether it still holds, so it is never skipped."""
    module = parse_mlir(CALLS, context())
    verifier = OpVerifier()
    assert verifier.first_invalid(module) is None
    assert verifier.first_invalid(module) is None  # again, skipping what passed
    callee = next(op for op in module.walk() if isinstance(op, FuncOp))
    callee.sym_name = StringAttr("renamed")
    invalid = verifier.first_invalid(module)
    assert invalid is not None and invalid[0].name == "func.call", invalid


def test_erased_ops_are_forgotten() -> None:
    module = _module()
    verifier = OpVerifier()
    assert verifier.first_invalid(module) is None
    second = _tables(module)[1]
    ret = second.next_op
    assert ret is not None
    ret.operands = (second.operands[0],)
    second.detach()
    second.erase()
    assert verifier.first_invalid(module) is None
    assert second not in verifier._passed  # pyright: ignore[reportPrivateUsage]


CONSTANTS = """
func.func @c() -> (tensor<2xi8>, tensor<2xi8>) {
  %0 = "tosa.const"() <{values = dense<[1, 2]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %1 = "tosa.const"() <{values = dense<[3, 4]> : tensor<2xi8>}> : () -> tensor<2xi8>
  return %0, %1 : tensor<2xi8>, tensor<2xi8>
}
"""


def test_constants_of_one_type_share_a_verdict(monkeypatch: pytest.MonkeyPatch) -> None:
    """A constant's verifier reads its values only through their type
    (``VERIFIED_BY_TYPE``): the second constant, other data of the same type, gets the
    first's verdict."""
    module = parse_mlir(CONSTANTS, context())
    seen = _count_verifies(monkeypatch, tosa.ConstOp)
    assert OpVerifier().first_invalid(module) is None
    first = next(op for op in module.walk() if isinstance(op, tosa.ConstOp))
    assert seen == [first]


def test_a_constant_whose_values_do_not_match_its_type_is_caught() -> None:
    """After a constant of the same result type passed, one whose values have another
    type is verified, and fails."""
    module = parse_mlir(CONSTANTS, context())
    verifier = OpVerifier()
    assert verifier.first_invalid(module) is None
    func = next(op for op in module.walk() if isinstance(op, FuncOp))
    good = next(op for op in module.walk() if isinstance(op, tosa.ConstOp))
    wide = DenseIntOrFPElementsAttr.from_list(TensorType(i16, [2]), [5, 6])
    bad = tosa.ConstOp.create(properties={"values": wide}, result_types=[good.output.type])
    func.body.block.insert_op_before(bad, good)
    failure = verifier.first_invalid(module)
    assert failure is not None
    assert failure[0] is bad
    assert "does not match result type" in failure[1]


RESHAPES = """
func.func @r(%x: tensor<1xi32>) -> (tensor<1x1xi32>, tensor<1x1xi32>) {
  %good = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %bad = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %x, %good : (tensor<1xi32>, !tosa.shape<2>) -> tensor<1x1xi32>
  %1 = tosa.reshape %x, %bad : (tensor<1xi32>, !tosa.shape<2>) -> tensor<1x1xi32>
  return %0, %1 : tensor<1x1xi32>, tensor<1x1xi32>
}
"""


def test_a_reshape_is_verified_against_its_own_shape() -> None:
    """A reshape's verifier reads its constant shape operand (``READS_PRODUCERS``): two
    reshapes of the same types do not share a verdict, and one whose shape changes is
    verified again."""
    module = parse_mlir(RESHAPES.replace("[1, 2]", "[1, -1]"), context())
    verifier = OpVerifier()
    assert verifier.first_invalid(module) is None
    other = parse_mlir(RESHAPES, context())
    failure = verifier.first_invalid(other)  # the first reshape's types passed above
    reshapes = [op for op in other.walk() if isinstance(op, tosa.ReshapeOp)]
    assert failure is not None and failure[0] is reshapes[1]
    assert "new shape [1, 2] is inconsistent with result shape [1, 1]" in failure[1]
    shapes = [op for op in module.walk() if isinstance(op, tosa.ConstShapeOp)]
    shapes[0].properties["values"] = DenseIntOrFPElementsAttr.from_list(
        TensorType(IndexType(), [2]), [2, 1]
    )
    failure = verifier.first_invalid(module)
    assert failure is not None and failure[0].name == "tosa.reshape"
    assert "new shape [2, 1] is inconsistent" in failure[1]


def test_a_reshape_shape_may_hold_mlir_s_dynamic_marker() -> None:
    """A constant shape's ``INT64_MIN`` (MLIR's ``kDynamic``) matches any size, as
    ``tosa-opt`` takes it; ``-1`` is inferred."""
    for dims in ("[-9223372036854775808, 3]", "[2, -1]"):
        shaped = f"""
func.func @r(%x: tensor<6xi8>) -> tensor<2x3xi8> {{
  %s = tosa.const_shape {{values = dense<{dims}> : tensor<2xindex>}} : () -> !tosa.shape<2>
  %0 = tosa.reshape %x, %s : (tensor<6xi8>, !tosa.shape<2>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}}
"""
        assert OpVerifier().first_invalid(parse_mlir(shaped, context())) is None, dims
