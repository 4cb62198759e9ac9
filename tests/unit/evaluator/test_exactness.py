"""INEXACT and REQUIRE come from the evaluator: which op, and why."""

from __future__ import annotations

from evaluator_ir import body, parse, returned
from xdsl.ir import Operation, SSAValue

from lutdialect.builder import FuncBuilder, tensor_type
from lutdialect.evaluator import RegionEvaluator, is_constant

I8, F32 = tensor_type(256, "i8"), tensor_type(256, "f32")


def _graph(mode: str) -> str:
    """``x -> rescale(mode) -> cast -> mul -> tanh -> mul -> cast``."""
    f = FuncBuilder()
    x = f.arg(256, "i8", name="x")
    q = f.rescale(x, "i8", 1717986918, 31, rounding_mode=mode, name="q")
    k, shift = f.const([0.125], "f32"), f.const([0], "i8")
    as_float = f.op("tosa.cast", [q], F32, name="f")
    a = f.op("tosa.mul", [as_float, k, shift], F32, name="a")
    t = f.op("tosa.tanh", [a], F32, name="t")
    b = f.op("tosa.mul", [t, k, shift], F32, name="b")
    return f.module(f.op("tosa.cast", [b], I8, name="y"))


def _evaluator(mode: str) -> tuple[RegionEvaluator, dict[str, Operation], SSAValue]:
    module = parse(_graph(mode))
    ops = body(module)
    data = [op for op in ops if not is_constant(op.results[0])]
    (y,) = returned(module)
    x = data[0].operands[0]
    return RegionEvaluator(data, x), {op.results[0].name_hint or "": op for op in ops}, y


def test_an_exact_chain_has_no_inexact_step() -> None:
    evaluator, ops, _ = _evaluator("DOUBLE_ROUND")
    q = ops["q"].results[0]
    assert evaluator.evaluate(q).exact
    assert evaluator.inexact_steps(q) == ()
    assert evaluator.blocking_step(q) is None


def test_float_steps_are_reported_with_their_op_and_do_not_block() -> None:
    evaluator, ops, y = _evaluator("DOUBLE_ROUND")
    steps = evaluator.inexact_steps(y)
    assert [s.op for s in steps] == [ops["t"]]
    assert steps[0].float_bound and "tanh" in steps[0].reason
    assert not evaluator.evaluate(y).exact
    assert evaluator.blocking_step(y) is None
    assert evaluator.evaluate(ops["a"].results[0]).exact, "before the tanh all is exact"


def test_inexact_round_blocks_with_its_op() -> None:
    evaluator, ops, y = _evaluator("INEXACT_ROUND")
    blocking = evaluator.blocking_step(y)
    assert blocking is not None and blocking.op is ops["q"]
    assert "INEXACT_ROUND" in blocking.reason and not blocking.float_bound
    assert [s.op for s in evaluator.inexact_steps(y)] == [ops["q"], ops["t"]]
    assert not evaluator.evaluate(ops["q"].results[0]).exact


REQUIRE = """
func.func @main(%x: tensor<256xi8>) -> tensor<256xi8> {
  %w = tosa.cast %x : (tensor<256xi8>) -> tensor<256xi32>
  %big = "tosa.const"() <{values = dense<2147483600> : tensor<1xi32>}> : () -> tensor<1xi32>
  %one = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = tosa.add %w, %big : (tensor<256xi32>, tensor<1xi32>) -> tensor<256xi32>
  %t = tosa.sub %s, %one : (tensor<256xi32>, tensor<1xi32>) -> tensor<256xi32>
  %y = tosa.cast %t : (tensor<256xi32>) -> tensor<256xi8>
  return %y : tensor<256xi8>
}
"""


def test_the_first_unpredictable_op_is_the_one_whose_require_fails() -> None:
    module = parse(REQUIRE)
    ops = {op.results[0].name_hint: op for op in body(module)}
    data = [op for op in body(module) if not is_constant(op.results[0])]
    (y,) = returned(module)
    evaluator = RegionEvaluator(data, data[0].operands[0])
    result = evaluator.evaluate(y)
    assert result.any_unpredictable and result.exact
    assert evaluator.first_unpredictable(y) is ops["s"]
    assert evaluator.first_unpredictable(ops["w"].results[0]) is None
    assert any("overflow" in r for r in result.reasons)
