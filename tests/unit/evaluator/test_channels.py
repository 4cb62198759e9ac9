"""One channel of a per-channel constant evaluated from what another channel computed."""

from __future__ import annotations

import numpy as np
from evaluator_ir import body, parse, returned

from lutdialect.builder import FuncBuilder, tensor_type
from lutdialect.evaluator import RegionEvaluator, is_constant


def _graph() -> str:
    """``x -> rescale -> add(bias per channel) -> rescale``: the first rescale is the
    same on every channel, the add and what follows it are not."""
    f = FuncBuilder()
    x = f.arg((1, 4), "i8", name="x")
    wide = f.rescale(x, "i32", 1 << 30, 30, name="wide")
    bias = f.const([[-3, 0, 5, 200]], "i32")
    added = f.op("tosa.add", [wide, bias], tensor_type((1, 4), "i32"), name="added")
    return f.module(f.rescale(added, "i8", 1 << 30, 31, name="y"))


def test_a_channel_evaluator_reuses_only_what_the_channels_share() -> None:
    module = parse(_graph())
    ops = [op for op in body(module) if not is_constant(op.results[0])]
    (y,) = returned(module)
    x = ops[0].operands[0]
    wide, bias = ops[0].results[0], ops[1].operands[1]
    channels = [{bias: np.array([b], dtype=np.int64)} for b in (-3, 200)]
    first = RegionEvaluator(ops, x, constants=channels[0])
    first.evaluate(y)
    second = first.with_constants(channels[1])
    fresh = RegionEvaluator(ops, x, constants=channels[1])
    assert np.array_equal(second.evaluate(y).values, fresh.evaluate(y).values)
    assert not np.array_equal(second.evaluate(y).values, first.evaluate(y).values)
    assert second.evaluate(wide) is first.evaluate(wide)
    assert second.evaluate(ops[1].results[0]) is not first.evaluate(ops[1].results[0])
