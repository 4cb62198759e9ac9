"""The evaluator declines on an ERROR_IF, and lets a genuine bug through."""

from __future__ import annotations

import pytest
from evaluator_ir import parse, returned
from xdsl.ir import Operation

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.evaluator import CATALOGUE, CannotEvaluate, Operands, Pointwise, evaluate_region
from lutdialect.semantics.core import ErrorIf, Evaluated

CLAMP = """
func.func @main(%x: tensor<4xi8>) -> tensor<4xi8> {
  %y = tosa.clamp %x {max_val = MAX : i8, min_val = 0 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return %y : tensor<4xi8>
}
"""


def _evaluate(text: str) -> Evaluated | CannotEvaluate:
    module = parse(text)
    (y,) = returned(module)
    op = y.owner
    assert isinstance(op, Operation)
    return evaluate_region([op], op.operands[0], y)


def test_error_if_is_not_a_value_error() -> None:
    assert not issubclass(ErrorIf, ValueError)


def test_an_error_if_becomes_a_decline() -> None:
    assert isinstance(_evaluate(CLAMP.replace("MAX", "5")), Evaluated)
    declined = _evaluate(CLAMP.replace("MAX", "-5"))
    assert isinstance(declined, CannotEvaluate)
    assert declined.op is not None and declined.op.name == "tosa.clamp"
    assert "min_val <= max_val" in declined.reason


def test_a_bug_in_the_semantics_propagates(monkeypatch: pytest.MonkeyPatch) -> None:
    def buggy(a: Operands) -> Evaluated:
        raise ValueError("a programming error")

    monkeypatch.setitem(CATALOGUE, tosa.ClampOp, Pointwise(lambda: buggy))
    with pytest.raises(ValueError, match="a programming error"):
        _evaluate(CLAMP.replace("MAX", "5"))
