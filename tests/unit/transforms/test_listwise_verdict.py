"""What the lists prove of an i8 region, the evaluator proves: the same table, or
the same decline (guard, reason and op). Where the lists cannot tell (the first
channels agree, an op they do not model, a REQUIRE that fails), they leave the
region to the evaluator."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
from dyt_graphs import DyTChain, dyt_chains, render
from hypothesis import HealthCheck, given, settings
from region_graphs import region_graphs
from region_ir import RegionGraph, function_region
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.parser import Parser

from lutdialect.builder import FuncBuilder, tensor_type
from lutdialect.dialects.tosa import ops as tosa
from lutdialect.evaluator import is_constant
from lutdialect.io.context import context
from lutdialect.transforms import fold_dyt_lut, guards
from lutdialect.transforms.fold_dyt_lut import DYT_CHAIN, chain_region
from lutdialect.transforms.fuse_elementwise_lut import FuseElementwiseLUTPass
from lutdialect.transforms.guards import Proof
from lutdialect.transforms.liveness import Liveness
from lutdialect.transforms.pattern import Match, match
from lutdialect.transforms.region import Region
from lutdialect.transforms.rules import Decline


def parse_module(text: str) -> ModuleOp:
    return Parser(context(), text).parse_module()


def _undecided(region: Region, constant: object) -> None:
    return None


def _by_the_evaluator(region: Region, monkeypatch: pytest.MonkeyPatch) -> Proof | Decline:
    with monkeypatch.context() as m:
        m.setattr(guards, "listwise_verdict", _undecided)
        return guards.prove(region, is_constant)


def _outcome(region: Region, monkeypatch: pytest.MonkeyPatch) -> str:
    """Whether the lists proved a table or declined (and the evaluator did the same)
    or left the region to the evaluator."""
    listed = guards.listwise_verdict(region, is_constant)
    if listed is None:
        return "left"
    evaluated = _by_the_evaluator(region, monkeypatch)
    if isinstance(listed, Decline):
        assert isinstance(evaluated, Decline)
        assert (listed.guard, listed.reason, listed.culprit) == (
            evaluated.guard,
            evaluated.reason,
            evaluated.culprit,
        )
        return "declined"
    assert isinstance(evaluated, Proof) and evaluated.i8 is not None
    assert listed == list(evaluated.i8)
    return "table"


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


def test_generated_chains_are_proven_as_the_evaluator_proves_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    outcomes = Counter(
        _outcome(function_region(parse_module(_chain(seed))), monkeypatch) for seed in range(80)
    )
    # Every answer occurs: one set of parameters proven on lists, different tables
    # declined on lists, equal ones left to the evaluator.
    assert min(outcomes["table"], outcomes["declined"], outcomes["left"]) >= 5, outcomes


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
    region = function_region(module)
    assert guards.listwise_verdict(region, is_constant) is None
    assert isinstance(guards.prove(region, is_constant), Proof)


def test_too_many_combinations_are_declined_as_the_evaluator_declines(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A weight per row and a bias per column: 40 x 40 combinations, more than the
    evaluator checks."""
    f = FuncBuilder()
    shape = (1, 40, 40)
    x = f.arg(shape, "i8", name="x")
    wide = f.rescale(x, "i32", 1 << 30, 30)
    ty = tensor_type(shape, "i32")
    weight = f.const(np.arange(1, 41).reshape(1, 40, 1), "i32")
    scaled = f.op("tosa.mul", [wide, weight, f.const([0], "i8")], ty)
    bias = f.const(np.arange(40).reshape(1, 1, 40), "i32")
    added = f.op("tosa.add", [scaled, bias], ty)
    region = function_region(parse_module(f.module(f.rescale(added, "i8", 1 << 30, 36))))
    assert _outcome(region, monkeypatch) == "declined"
    declined = guards.listwise_verdict(region, is_constant)
    assert isinstance(declined, Decline) and "too many combinations" in declined.reason


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
    region = function_region(module)
    assert guards.listwise_verdict(region, is_constant) is None
    declined = guards.prove(region, is_constant)
    assert isinstance(declined, Decline) and declined.guard == "per-channel"


SETTINGS = settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@SETTINGS
@given(graph=region_graphs())
def test_random_regions_are_proven_on_lists_only_as_the_evaluator_proves_them(
    graph: RegionGraph,
) -> None:
    """The fuzzer's graphs (every op kind, per-channel constants, REQUIRE failures),
    each cut at every data op: wherever the lists decide, the evaluator decides the
    same way."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        for cut in (graph.results, *([line.name] for line in graph.data_lines)):
            _outcome(function_region(parse_module(graph.subgraph(cut))), monkeypatch)


@SETTINGS
@given(chain=dyt_chains())
def test_dyt_chains_fold_to_the_table_the_evaluator_proves(chain: DyTChain) -> None:
    """``fold-dyt-lut``'s proof: on lists where they tell, the evaluator's table."""
    module = parse_module(render(chain))
    matched = [op for op in module.walk() if isinstance(op, tosa.TableOp)]
    for table in matched:
        found = match(DYT_CHAIN, table, Liveness(), is_constant)
        if not isinstance(found, Match):
            continue
        region = chain_region(found)
        listed = guards.listwise_verdict(region, is_constant)
        with pytest.MonkeyPatch.context() as m:
            m.setattr(fold_dyt_lut, "listwise_verdict", _undecided)
            evaluated = fold_dyt_lut.prove_table(region, is_constant)
        if isinstance(listed, list):
            assert not isinstance(evaluated, Decline) and listed == list(evaluated)
        elif isinstance(listed, Decline):
            assert isinstance(evaluated, Decline) and listed.reason == evaluated.reason


ILL_TYPED = {
    "mul_declared_i8_then_clamp": (
        """
        %m = tosa.mul %x, %x, %s : (tensor<1x4xi8>, tensor<1x4xi8>, tensor<1xi8>) -> tensor<1x4xi8>
        %y = tosa.clamp %m {min_val = -128 : i8, max_val = 127 : i8}
          : (tensor<1x4xi8>) -> tensor<1x4xi8>
        """,
        "tosa.mul: gives values outside its declared result type i8",
    ),
    "mul_declared_i8_as_output": (
        """
        %n = tosa.negate %x, %s, %s : (tensor<1x4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4xi8>
        %y = tosa.mul %n, %n, %s : (tensor<1x4xi8>, tensor<1x4xi8>, tensor<1xi8>) -> tensor<1x4xi8>
        """,
        "tosa.mul: gives values outside its declared result type i8",
    ),
    "i16_constant_in_an_i8_bitwise_and": (
        """
        %k = "tosa.const"() <{values = dense<383> : tensor<1x1xi16>}> : () -> tensor<1x1xi16>
        %a = tosa.bitwise_and %x, %k : (tensor<1x4xi8>, tensor<1x1xi16>) -> tensor<1x4xi8>
        %y = tosa.bitwise_or %a, %a : (tensor<1x4xi8>, tensor<1x4xi8>) -> tensor<1x4xi8>
        """,
        "tosa.bitwise_and: reads operands of different element types (i16, i8)",
    ),
}
"""Graphs the verifier lets through whose element types are not TOSA's: an op's
values do not fit the type the graph declares, so no table may be built on them."""


@pytest.mark.parametrize("name", sorted(ILL_TYPED))
def test_ill_typed_regions_are_declined_and_left_as_they_were(name: str) -> None:
    body, reason = ILL_TYPED[name]
    text = (
        "func.func @f(%x: tensor<1x4xi8>) -> tensor<1x4xi8> {\n"
        '  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>\n'
        f"{body}\n  return %y : tensor<1x4xi8>\n}}"
    )
    region = function_region(parse_module(text))
    assert guards.listwise_verdict(region, is_constant) is None
    declined = guards.prove(region, is_constant)
    assert isinstance(declined, Decline) and declined.guard == "cannot-evaluate"
    assert declined.reason.startswith(reason)
    module = parse_module(text)
    FuseElementwiseLUTPass(target="generic").apply(context(), module)
    assert str(module) == str(parse_module(text))


def test_regions_of_one_input_share_what_they_compute_on_lists(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Inside ``shared_lists``, an evaluator reads what another of the same input
    computed through ops it holds too: the values it computes alone, computed once.
    A value computed through an op it does not hold is not read: data from outside
    the region is declined as it is alone."""
    from lutdialect.evaluator import listwise
    from lutdialect.evaluator.listwise import (
        Constant,
        Data,
        ListEvaluator,
        NotModelled,
        shared_lists,
    )

    f = FuncBuilder()
    arg = f.arg((1, 3, 4), "i8", name="x")
    wide = f.rescale(arg, "i32", 1 << 30, 30, input_zp=3)
    added = f.op("tosa.add", [wide, f.const([[[700]]], "i32")], tensor_type((1, 3, 4), "i32"))
    module = parse_module(f.module(f.rescale(added, "i8", 1 << 30, 33)))
    data_ops: list[Operation] = [
        op for op in module.walk() if isinstance(op, tosa.RescaleOp | tosa.AddOp)
    ]
    x = data_ops[0].operands[0]
    wide, added, narrow = (op.results[0] for op in data_ops)

    def alone(ops: list[Operation], value: SSAValue) -> Data | Constant | str:
        try:
            return ListEvaluator(ops, x).evaluate(value)
        except NotModelled as e:
            return str(e)

    expected = {v: alone(data_ops, v) for v in (wide, added, narrow)}
    outside = alone(data_ops[2:], narrow)  # reads `added`, made outside it
    assert isinstance(outside, str) and "outside" in outside
    computed: list[SSAValue] = []
    real = ListEvaluator._compute  # pyright: ignore[reportPrivateUsage]

    def counting(self: ListEvaluator, value: SSAValue) -> Data | Constant:
        computed.append(value)
        return real(self, value)

    monkeypatch.setattr(listwise.ListEvaluator, "_compute", counting)
    with shared_lists():
        assert alone(data_ops, narrow) == expected[narrow]
        assert {wide, added, narrow} <= set(computed)
        computed.clear()
        assert alone(data_ops[:2], added) == expected[added]
        assert computed == []  # both read
        assert alone(data_ops[2:], narrow) == outside
    computed.clear()
    assert alone(data_ops[:2], added) == expected[added]
    assert added in computed  # outside: nothing shared
