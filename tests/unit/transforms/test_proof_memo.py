"""Proofs remembered by what a region is (``transforms.proof_memo``): a region alike
one proven before gets that answer, for its own ops; any difference in what a proof
reads (an op, a constant, a second input) is a region proven anew."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

import numpy as np
import numpy.typing as npt
import pytest
from dyt_graphs import DyTChain, dyt_chains, render
from hypothesis import HealthCheck, given, settings
from region_ir import function_region
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import Parser

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.evaluator import is_constant
from lutdialect.io.context import context
from lutdialect.transforms import fold_dyt_lut, guards
from lutdialect.transforms.fold_dyt_lut import DYT_CHAIN, chain_region
from lutdialect.transforms.guards import Proof
from lutdialect.transforms.liveness import Liveness
from lutdialect.transforms.pattern import Match, match
from lutdialect.transforms.proof_memo import fingerprint, proof_memo
from lutdialect.transforms.region import Region
from lutdialect.transforms.rules import Decline


def _region(text: str) -> Region:
    module = Parser(context(), text).parse_module()
    assert isinstance(module, ModuleOp)
    return function_region(module)


def _text(multiplier: int, rounding: str = "SINGLE_ROUND", second: str = "") -> str:
    const = '"tosa.const"() <{{values = dense<{v}> : tensor<1x{t}>}}> : () -> tensor<1x{t}>'
    args = "%x: tensor<1x4xi8>" + (", %z: tensor<1x4xi32>" if second else "")
    return (
        f"func.func @f({args}) -> tensor<1x4xi8> {{\n"
        f"  %m = {const.format(v=multiplier, t='i32')}\n"
        f"  %s = {const.format(v=33, t='i8')}\n"
        f"  %z8 = {const.format(v=0, t='i8')}\n"
        f"  %z32 = {const.format(v=0, t='i32')}\n"
        "  %w = tosa.rescale %x, %m, %s, %z8, %z32 {input_unsigned = false, "
        f"output_unsigned = false, per_channel = false, rounding_mode = {rounding}, "
        "scale32 = true} : (tensor<1x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, "
        "tensor<1xi32>) -> tensor<1x4xi32>\n"
        + (
            "  %v = tosa.add %w, %z : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi32>\n"
            if second
            else "  %v = tosa.abs %w : (tensor<1x4xi32>) -> tensor<1x4xi32>\n"
        )
        + "  %y = tosa.rescale %v, %m, %s, %z32, %z8 {input_unsigned = false, "
        "output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, "
        "scale32 = true} : (tensor<1x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, "
        "tensor<1xi8>) -> tensor<1x4xi8>\n"
        "  return %y : tensor<1x4xi8>\n}"
    )


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[Region]:
    proven: list[Region] = []
    real = guards._prove  # pyright: ignore[reportPrivateUsage]

    def counted(region: Region, constant: Callable[..., bool]) -> Proof | Decline:
        proven.append(region)
        return real(region, constant)

    monkeypatch.setattr(guards, "_prove", counted)
    return proven


def test_a_region_alike_gets_the_proof_made_for_the_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    proven = _counting(monkeypatch)
    first, second = _region(_text(1 << 30)), _region(_text(1 << 30))
    with proof_memo():
        a = guards.prove(first, is_constant)
        b = guards.prove(second, is_constant)
    assert proven == [first]
    assert isinstance(a, Proof) and isinstance(b, Proof)
    assert a.region is first and b.region is second
    assert list(b.i8 or []) == list(a.i8 or []) and len(list(a.i8 or [])) == 256


def test_without_a_scope_every_region_is_proven(monkeypatch: pytest.MonkeyPatch) -> None:
    proven = _counting(monkeypatch)
    first, second = _region(_text(1 << 30)), _region(_text(1 << 30))
    guards.prove(first, is_constant)
    guards.prove(second, is_constant)
    assert proven == [first, second]


def test_another_constant_is_another_region(monkeypatch: pytest.MonkeyPatch) -> None:
    proven = _counting(monkeypatch)
    first, second = _region(_text(1 << 30)), _region(_text(3 << 29))
    assert fingerprint(first, is_constant) != fingerprint(second, is_constant)
    with proof_memo():
        a = guards.prove(first, is_constant)
        b = guards.prove(second, is_constant)
    assert proven == [first, second]
    assert isinstance(a, Proof) and isinstance(b, Proof)
    assert list(a.i8 or []) != list(b.i8 or [])


def test_a_decline_names_the_op_of_the_region_asked_about(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    proven = _counting(monkeypatch)
    first = _region(_text(1 << 30, rounding="INEXACT_ROUND"))
    second = _region(_text(1 << 30, rounding="INEXACT_ROUND"))
    with proof_memo():
        a = guards.prove(first, is_constant)
        b = guards.prove(second, is_constant)
    assert proven == [first]
    assert isinstance(a, Decline) and isinstance(b, Decline)
    assert a.guard == b.guard == "inexact-round" and a.reason == b.reason
    assert a.culprit is first.ops[0] and b.culprit is second.ops[0]


def test_a_second_input_is_never_shared() -> None:
    """An operand that is neither the input nor constant is that value and no other."""
    first = _region(_text(1 << 30, second="z"))
    second = _region(_text(1 << 30, second="z"))
    assert fingerprint(first, is_constant) != fingerprint(second, is_constant)
    assert fingerprint(first, is_constant) == fingerprint(first, is_constant)


def _chain_regions(chain: DyTChain) -> list[Region]:
    module = Parser(context(), render(chain)).parse_module()
    found = [
        match(DYT_CHAIN, op, Liveness(), is_constant)
        for op in module.walk()
        if isinstance(op, tosa.TableOp)
    ]
    return [chain_region(f) for f in found if isinstance(f, Match)]


def _answer(found: Sequence[int] | npt.NDArray[np.int64] | Decline, region: Region) -> object:
    """A proof's answer, with its culprit by position in ``region``."""
    if isinstance(found, Decline):
        culprit = region.ops.index(found.culprit) if found.culprit in region.ops else None
        return (found.guard, found.reason, culprit)
    return [int(v) for v in found]


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(a=dyt_chains(), b=dyt_chains())
def test_dyt_chains_get_their_own_proofs(a: DyTChain, b: DyTChain) -> None:
    """Two random chains, the first again, and the first with the second's table,
    then with its requantize: proven in one scope, each answer is the one proven
    alone (equal chains share it; chains that differ in a constant do not)."""
    chains = [a, b, a, replace(a, table=b.table)]
    chains.append(replace(a, mul_shift=b.mul_shift, requantize=b.requantize))
    regions = [r for c in chains for r in _chain_regions(c)]
    alone = [_answer(fold_dyt_lut.prove_table(r, is_constant), r) for r in regions]
    with proof_memo():
        remembered = [_answer(fold_dyt_lut.prove_table(r, is_constant), r) for r in regions]
    assert remembered == alone


@irdl_attr_definition
class _Unhashable(ParametrizedAttribute):
    """An attribute that cannot be a key (xDSL's own all can)."""

    name = "test.unhashable"

    def __hash__(self) -> int:
        raise TypeError("unhashable")


def test_a_region_that_cannot_be_a_key_is_proven_each_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    proven = _counting(monkeypatch)
    first, second = _region(_text(1 << 30)), _region(_text(1 << 30))
    for region in (first, second):
        region.ops[1].attributes["odd"] = _Unhashable()
    with proof_memo():
        a = guards.prove(first, is_constant)
        b = guards.prove(second, is_constant)
    assert proven == [first, second]
    assert isinstance(a, Proof) and isinstance(b, Proof)


def test_the_same_region_asked_again_is_found_without_its_fingerprint(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The same ops reading the same values (a trial or another target's run on the
    graph put back) get the answer at once; once an op reads another value, the
    region is looked up by its fingerprint again, and proven anew only if that is
    new."""
    import lutdialect.transforms.proof_memo as memo

    proven = _counting(monkeypatch)
    printed: list[Region] = []
    real = memo.fingerprint

    def counted(region: Region, constant: Callable[..., bool]) -> object:
        printed.append(region)
        return real(region, constant)

    monkeypatch.setattr(memo, "fingerprint", counted)
    region = _region(_text(1 << 30))
    with proof_memo():
        a = guards.prove(region, is_constant)
        b = guards.prove(region, is_constant)
        assert printed == [region] and proven == [region]
        assert b is a
        # The first op's input replaced by another value of the same type.
        rescale = region.ops[0]
        assert isinstance(rescale, tosa.RescaleOp)
        block = rescale.parent_block()
        assert block is not None
        other = block.insert_arg(rescale.input.type, len(block.args))
        rescale.operands = [other, *rescale.operands[1:]]
        again = replace(region, input=other, inputs=(other,))
        c = guards.prove(again, is_constant)
        assert printed == [region, again] and proven == [region]
    assert isinstance(a, Proof) and isinstance(c, Proof)
    assert list(c.i8 or []) == list(a.i8 or [])
