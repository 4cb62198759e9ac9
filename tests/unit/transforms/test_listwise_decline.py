"""A per-channel i8 region declined on lists is declined by the evaluator the same
way: same guard, same reason, same op. Where the lists cannot tell (the first
channels agree, an op they do not model), they leave the region to the evaluator."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from region_graphs import region_graphs
from region_ir import RegionGraph
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser

from lutdialect.builder import FuncBuilder, tensor_type
from lutdialect.evaluator import is_constant
from lutdialect.io.context import context
from lutdialect.transforms import guards
from lutdialect.transforms.region import Region
from lutdialect.transforms.rules import Decline


def parse_module(text: str) -> ModuleOp:
    return Parser(context(), text).parse_module()


def _region(module: ModuleOp) -> Region:
    """The function's data ops, from its input to its result, as one region."""
    func = module.body.block.first_op
    assert func is not None
    block = func.regions[0].block
    ops = [
        op
        for op in block.ops
        if op.results and not is_constant(op.results[0]) and op.name != "func.return"
    ]
    (x,) = block.args
    output = block.last_op
    assert output is not None
    return Region(tuple(ops), x, output.operands[0], (x,))


def _undecided(region: Region, constant: object) -> None:
    return None


def _by_the_evaluator(region: Region, monkeypatch: pytest.MonkeyPatch) -> object:
    with monkeypatch.context() as m:
        m.setattr(guards, "_listwise_decline", _undecided)
        return guards.evaluate_channels(region, is_constant)


def _outcome(region: Region, monkeypatch: pytest.MonkeyPatch) -> str:
    """ "declined" (the lists declined, the evaluator the same way) or "left"."""
    listed = guards._listwise_decline(region, is_constant)  # pyright: ignore[reportPrivateUsage]
    if listed is None:
        return "left"
    evaluated = _by_the_evaluator(region, monkeypatch)
    assert isinstance(evaluated, Decline)
    assert (listed.guard, listed.reason, listed.culprit) == (
        evaluated.guard,
        evaluated.reason,
        evaluated.culprit,
    )
    return "declined"


def _chain(seed: int) -> str:
    """``x -> rescale -> (mul | add | sub) by a per-channel constant -> rescale ->
    table -> rescale -> add per channel -> rescale``, with channel values that
    differ by a lot (different tables) or by less than the later rescales keep
    (equal tables)."""
    rng = np.random.default_rng(seed)
    channels = int(rng.integers(2, 9))
    shape = (1, 3, channels)
    f = FuncBuilder()
    x = f.arg(shape, "i8", name="x")
    wide = f.rescale(x, "i32", 1 << 30, 30, input_zp=int(rng.integers(-5, 5)))
    spread = int(rng.choice([0, 1, 1000]))
    base = int(rng.integers(1, 50))
    per_channel = base + spread * rng.integers(0, 3, channels)
    layout = (1, 1, channels) if rng.random() < 0.5 else (channels,)
    weights = f.const(per_channel.reshape(layout), "i32")
    kind = str(rng.choice(["tosa.mul", "tosa.add", "tosa.sub"]))
    ty = tensor_type(shape, "i32")
    if kind == "tosa.mul":
        scaled = f.op(kind, [wide, weights, f.const([0], "i8")], ty)
    else:
        scaled = f.op(kind, [wide, weights], ty)
    narrow = f.rescale(scaled, "i8", int(rng.integers(1 << 29, 1 << 31)), int(rng.integers(36, 44)))
    looked = f.op("tosa.table", [narrow, f.const(rng.integers(-128, 128, 256), "i8")], f.types[x])
    again = f.rescale(looked, "i32", 1 << 30, 30)
    bias = f.const((rng.integers(0, 2, channels) * spread).reshape(1, 1, channels), "i32")
    added = f.op("tosa.add", [again, bias], ty)
    return f.module(f.rescale(added, "i8", 1 << 30, 30 + int(rng.integers(0, 12))))


def test_generated_chains_are_declined_as_the_evaluator_declines_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    outcomes = Counter(
        _outcome(_region(parse_module(_chain(seed))), monkeypatch) for seed in range(80)
    )
    # Both answers occur: different tables declined on lists, equal ones left alone.
    assert outcomes["declined"] >= 20 and outcomes["left"] >= 5, outcomes


def test_channels_that_agree_are_left_to_the_evaluator_which_proves_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Per-channel biases the final rescale rounds away: one table for every channel."""
    f = FuncBuilder()
    x = f.arg((1, 2, 4), "i8", name="x")
    wide = f.rescale(x, "i32", 1 << 30, 22)
    bias = f.const(np.array([0, 1, 2, 3]).reshape(1, 1, 4), "i32")
    added = f.op("tosa.add", [wide, bias], tensor_type((1, 2, 4), "i32"))
    module = parse_module(f.module(f.rescale(added, "i8", 1 << 30, 38)))
    region = _region(module)
    assert guards._listwise_decline(region, is_constant) is None  # pyright: ignore[reportPrivateUsage]
    assert not isinstance(guards.evaluate_channels(region, is_constant), Decline)


def test_an_op_without_list_semantics_is_left_to_the_evaluator() -> None:
    """A float detour: the lists do not model it, whatever the channels do."""
    f = FuncBuilder()
    x = f.arg((1, 1, 4), "i8", name="x")
    wide = f.rescale(x, "i32", 1 << 30, 30)
    bias = f.const(np.array([0, 100, 200, 300]).reshape(1, 1, 4), "i32")
    added = f.op("tosa.add", [wide, bias], tensor_type((1, 1, 4), "i32"))
    floats = f.op("tosa.cast", [added], tensor_type((1, 1, 4), "f32"))
    back = f.op("tosa.cast", [floats], tensor_type((1, 1, 4), "i32"))
    module = parse_module(f.module(f.rescale(back, "i8", 1 << 30, 31)))
    region = _region(module)
    assert guards._listwise_decline(region, is_constant) is None  # pyright: ignore[reportPrivateUsage]
    declined = guards.evaluate_channels(region, is_constant)
    assert isinstance(declined, Decline) and declined.guard == "per-channel"


SETTINGS = settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@SETTINGS
@given(graph=region_graphs())
def test_random_regions_are_declined_on_lists_only_as_the_evaluator_declines(
    graph: RegionGraph,
) -> None:
    """The fuzzer's graphs (every op kind, per-channel constants, REQUIRE failures),
    each cut at every data op: wherever the lists decline, the evaluator declines
    the same way (with these settings, the lists decline 10 of 300 regions)."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        for cut in (graph.results, *([line.name] for line in graph.data_lines)):
            _outcome(_region(parse_module(graph.subgraph(cut))), monkeypatch)
