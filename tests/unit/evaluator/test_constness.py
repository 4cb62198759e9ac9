"""Constness has one definition: xDSL's ``ConstantLike`` trait plus the catalogue."""

from __future__ import annotations

import numpy as np
import pytest
from evaluator_ir import body, parse, returned
from xdsl.irdl import IRDLOperation
from xdsl.traits import Commutative, ConstantLike

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.evaluator import (
    CATALOGUE,
    CannotEvaluate,
    RegionEvaluator,
    folds_constants,
    is_constant,
    is_constant_op,
)
from lutdialect.evaluator.constness import CONSTANT_SEARCH_LIMIT
from lutdialect.transforms import pattern

COMMUTATIVE: tuple[type[IRDLOperation], ...] = (
    tosa.AddOp,
    tosa.MulOp,
    tosa.MaximumOp,
    tosa.MinimumOp,
    tosa.BitwiseAndOp,
    tosa.BitwiseOrOp,
    tosa.BitwiseXorOp,
    tosa.LogicalAndOp,
    tosa.LogicalOrOp,
    tosa.LogicalXorOp,
    tosa.EqualOp,
)


@pytest.mark.parametrize("op", COMMUTATIVE, ids=lambda op: op.name)
def test_commutative_ops_carry_the_trait(op: type[IRDLOperation]) -> None:
    assert op.has_trait(Commutative)


@pytest.mark.parametrize(
    "op",
    [tosa.SubOp, tosa.GreaterOp, tosa.GreaterEqualOp, tosa.PowOp, tosa.IntDivOp],
    ids=lambda op: op.name,
)
def test_non_commutative_ops_do_not(op: type[IRDLOperation]) -> None:
    assert not op.has_trait(Commutative)


def test_constants_are_constant_like() -> None:
    assert tosa.ConstOp.has_trait(ConstantLike)
    assert tosa.ConstShapeOp.has_trait(ConstantLike)
    assert not any(op.has_trait(ConstantLike) for op in CATALOGUE)


GRAPH = """
func.func @main(%x: tensor<4xi8>) -> (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) {
  %c = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %n = tosa.negate %c, %s, %s : (tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1xi8>
  %y = tosa.bitwise_xor %x, %n : (tensor<4xi8>, tensor<1xi8>) -> tensor<4xi8>
  %z = tosa.argmax %x {axis = 0 : i32} : (tensor<4xi8>) -> tensor<i8>
  %sh = tosa.const_shape {values = dense<1> : tensor<1xindex>} : () -> !tosa.shape<1>
  %r = tosa.reshape %z, %sh : (tensor<i8>, !tosa.shape<1>) -> tensor<1xi8>
  return %y, %n, %r : tensor<4xi8>, tensor<1xi8>, tensor<1xi8>
}
"""


def test_constness_of_values() -> None:
    module = parse(GRAPH)
    ops = {op.results[0].name_hint: op for op in body(module)}
    y, n, r = returned(module)
    assert is_constant(n) and is_constant(ops["c"].results[0])
    assert not is_constant(y), "depends on the block argument"
    assert not is_constant(r), "argmax is not foldable"
    assert is_constant(ops["sh"].results[0])
    assert is_constant_op(ops["c"]) and is_constant_op(ops["sh"])
    assert not is_constant_op(ops["n"])
    assert folds_constants(ops["n"]) and folds_constants(ops["r"])
    assert not folds_constants(ops["z"])
    # The passes ask the same question.
    for value in (y, n, r):
        assert pattern.is_constant(value) is is_constant(value)


def test_a_long_constant_chain_counts_as_data() -> None:
    lines = [
        '  %v0 = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>',
        '  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>',
    ]
    for i in range(CONSTANT_SEARCH_LIMIT):
        lines.append(
            f"  %v{i + 1} = tosa.negate %v{i}, %z, %z : "
            "(tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1xi8>"
        )
    text = "\n".join(
        [
            "func.func @main() -> tensor<1xi8> {",
            *lines,
            f"  return %v{CONSTANT_SEARCH_LIMIT} : tensor<1xi8>",
            "}",
        ]
    )
    module = parse(text)
    (value,) = returned(module)
    assert not is_constant(value)
    assert is_constant(body(module)[3].results[0]), "a short chain is constant"


def test_the_evaluator_folds_what_is_constant() -> None:
    module = parse(GRAPH)
    ops = body(module)
    y, n, r = returned(module)
    data = [op for op in ops if not is_constant(op.results[0])]
    xor = next(op for op in data if op.name == "tosa.bitwise_xor")
    evaluator = RegionEvaluator([xor], xor.operands[0])
    assert evaluator.evaluate(n).values.tolist() == [-3]
    assert np.array_equal(evaluator.evaluate(y).values, np.arange(-128, 128) ^ -3)
    with pytest.raises(CannotEvaluate, match="argmax"):
        evaluator.evaluate(r)


def _long_chain() -> str:
    lines = [
        '  %v0 = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>',
        '  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>',
    ]
    for i in range(CONSTANT_SEARCH_LIMIT + 4):
        lines.append(
            f"  %v{i + 1} = tosa.negate %v{i}, %z, %z : "
            "(tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1xi8>"
        )
    last = CONSTANT_SEARCH_LIMIT + 4
    return "\n".join(
        ["func.func @main() -> tensor<1xi8> {", *lines, f"  return %v{last} : tensor<1xi8>", "}"]
    )


@pytest.mark.parametrize("text", [GRAPH, _long_chain()], ids=["graph", "long-chain"])
@pytest.mark.parametrize("order", ["producers-first", "users-first"])
def test_the_memo_answers_as_the_search_in_any_order(text: str, order: str) -> None:
    values = [r for op in body(parse(text)) for r in op.results]
    expected = {v: is_constant(v) for v in values}
    assert set(expected.values()) == {True, False}
    memo = pattern.ConstantCache()
    for v in values if order == "producers-first" else reversed(values):
        assert memo(v) is expected[v], v.name_hint


def test_a_value_known_as_data_stops_the_search() -> None:
    module = parse(GRAPH)
    ops = {op.results[0].name_hint: op for op in body(module)}
    n, negated = ops["n"].results[0], ops["c"].results[0]
    assert is_constant(n) and is_constant(negated)
    assert not is_constant(n, {negated: False})
    assert is_constant(n, {negated: True})
