"""Every declared guard and boundary of both passes declines with its own name and
reason, and leaves the IR exactly as it was; a chain the cost model declines is
never evaluated; the DyT chain is one kind of point-wise region."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.passes import ModulePass

from lutdialect.builder import FuncBuilder, tensor_type
from lutdialect.io.context import context
from lutdialect.transforms import fold_dyt_lut
from lutdialect.transforms.fold_dyt_lut import (
    CHAIN_GUARDS,
    DYT_CHAIN,
    TABLE_GUARDS,
    FoldDyTLUTPass,
    chain_region,
)
from lutdialect.transforms.fuse_elementwise_lut import FuseElementwiseLUTPass
from lutdialect.transforms.guards import FLOAT_DISABLED, REGION_GUARDS
from lutdialect.transforms.liveness import Liveness
from lutdialect.transforms.pattern import Match, is_constant, match
from lutdialect.transforms.region import POINTWISE, Boundary, grow_region
from lutdialect.transforms.remarks import RemarkKind, collecting
from lutdialect.transforms.rules import Guard


def _fuse() -> ModulePass:
    return FuseElementwiseLUTPass(target="generic")


def _fold() -> ModulePass:
    return FoldDyTLUTPass(target="generic")


def _clamp(f: FuncBuilder, v: str) -> str:
    element = f.element(v)
    attrs = {"min_val": f"0 : {element}", "max_val": f"9 : {element}"}
    return f.op("tosa.clamp", [v], f.types[v], attrs)


def _requantized(x_element: str, *, clamp: bool) -> str:
    """``x -> rescale(i32) -> clamp (if ``clamp``) -> rescale(i8)``."""
    f = FuncBuilder()
    v = f.rescale(f.arg((1, 16), x_element), "i32", 1 << 30, 30)
    return f.module(f.rescale(_clamp(f, v) if clamp else v, "i8", 1 << 30, 30))


def _clamped(x_element: str, out_element: str) -> str:
    """``x -> rescale(out) -> clamp``: the region's input is ``x``."""
    f = FuncBuilder()
    return f.module(_clamp(f, f.rescale(f.arg((1, 16), x_element), out_element, 1 << 30, 30)))


def _two_inputs() -> str:
    f = FuncBuilder()
    a, b = f.arg((1, 16), "i8"), f.arg((1, 16), "i8")
    wide = f.op(
        "tosa.add",
        [f.rescale(a, "i32", 1 << 30, 30), f.rescale(b, "i32", 1 << 30, 30)],
        tensor_type((1, 16), "i32"),
    )
    return f.module(f.rescale(wide, "i8", 1 << 30, 31))


def _unranked() -> str:
    ty = "tensor<*xi8>"
    clamp = "{max_val = 9 : i8, min_val = 0 : i8}"
    return (
        f"func.func @main(%x: {ty}) -> {ty} {{\n"
        f"  %a = tosa.clamp %x {clamp} : ({ty}) -> {ty}\n"
        f"  %b = tosa.clamp %a {clamp} : ({ty}) -> {ty}\n"
        f"  return %b : {ty}\n}}\n"
    )


def _float_region() -> str:
    f = FuncBuilder()
    x = f.arg((1, 16), "i8")
    t = f.op(
        "tosa.tanh",
        [f.op("tosa.cast", [x], tensor_type((1, 16), "f32"))],
        tensor_type((1, 16), "f32"),
    )
    return f.module(f.op("tosa.cast", [t], tensor_type((1, 16), "i8")))


def _broadcast_stop(*, alone: bool) -> str:
    """A mul whose constant factor broadcasts the data from 1x1 to 1x16, then (unless
    ``alone``) a requantize and a clamp; alone, an i8 maximum that broadcasts."""
    f = FuncBuilder()
    x = f.arg((1, 1), "i8")
    if alone:
        wide = f.op("tosa.maximum", [x, f.const(0, "i8", (1, 16))], tensor_type((1, 16), "i8"))
        return f.module(wide)
    w = f.rescale(x, "i32", 1 << 30, 30)
    p = f.op(
        "tosa.mul", [w, f.const(3, "i32", (1, 16)), f.const([0], "i8")], tensor_type((1, 16), "i32")
    )
    return f.module(_clamp(f, f.rescale(p, "i8", 1 << 30, 30)))


def _reshape_stop() -> str:
    f = FuncBuilder()
    x = f.arg((1, 16), "i32")
    r = f.op("tosa.reshape", [x, f.const_shape([16])], tensor_type((16,), "i32"))
    return f.module(_clamp(f, f.rescale(r, "i8", 1 << 30, 30)))


def _dyt(
    x_element: str = "i8",
    lut_element: str = "i8",
    rounding: str = "SINGLE_ROUND",
    multiplier: int = 1 << 30,
) -> str:
    """``table(rescale(mul(rescale(x), 3)))`` with the given input and table types,
    requantize rounding and requantize multiplier."""
    f = FuncBuilder()
    x = f.arg((1, 16), x_element)
    wide = f.rescale(x, "i32", 1 << 30, 30)
    p = f.op("tosa.mul", [wide, f.const([[3]], "i32"), f.const([0], "i8")], f.types[wide])
    q = f.rescale(p, "i8", multiplier, 32, rounding_mode=rounding)
    lut = f.const(list(range(256)) if lut_element == "i16" else list(range(-128, 128)), lut_element)
    return f.module(f.op("tosa.table", [q, lut], tensor_type((1, 16), "i8")))


@dataclass(frozen=True)
class Case:
    declared: object
    graph: Callable[[], str]
    run: Callable[[], ModulePass]
    message: str


_NO_TAIL = "after the cut, a single op is left: a single op is already one full-tensor pass"
CASES = {
    "multiple-inputs": Case(
        REGION_GUARDS[0], _two_inputs, _fuse, "the region has 2 non-constant inputs"
    ),
    "input-type": Case(
        REGION_GUARDS[1],
        lambda: _requantized("i32", clamp=True),
        _fuse,
        "the region input is tensor<1x16xi32>, not an i8 or i16 tensor",
    ),
    "type-mismatch": Case(
        REGION_GUARDS[2],
        lambda: _clamped("i8", "i16"),
        _fuse,
        "the region output tensor<1x16xi16> differs from its input tensor<1x16xi8> "
        "in type or shape",
    ),
    "input-type-unranked": Case(
        REGION_GUARDS[3], _unranked, _fuse, "the region input is not a ranked tensor"
    ),
    "single-op": Case(REGION_GUARDS[4], lambda: _clamped("i32", "i8"), _fuse, _NO_TAIL),
    "requantize-only": Case(
        REGION_GUARDS[5],
        lambda: _requantized("i8", clamp=False),
        _fuse,
        "the region only requantizes (rescale/cast)",
    ),
    "float-disabled": Case(
        FLOAT_DISABLED,
        _float_region,
        lambda: FuseElementwiseLUTPass(float_regions=False, target="generic"),
        "float regions are disabled (float-regions=false)",
    ),
    "broadcast": Case(
        POINTWISE.boundaries[0],
        lambda: _broadcast_stop(alone=False),
        _fuse,
        f"{_NO_TAIL}; the region stops at tosa.mul, whose constant operand broadcasts the data",
    ),
    "broadcast-alone": Case(
        POINTWISE.boundaries[0],
        lambda: _broadcast_stop(alone=True),
        _fuse,
        "a constant operand broadcasts the data to tensor<1x16xi8>; "
        "one table cannot change the shape",
    ),
    "shape-change": Case(
        POINTWISE.boundaries[1],
        _reshape_stop,
        _fuse,
        f"{_NO_TAIL}; the region stops at tosa.reshape, which changes the shape of the data",
    ),
    "dyt-cannot-evaluate": Case(
        CHAIN_GUARDS[0],
        lambda: _dyt(x_element="i64"),
        _fold,
        "region input type tensor<1x16xi64> is not modelled",
    ),
    "dyt-input-type": Case(
        CHAIN_GUARDS[1],
        lambda: _dyt(x_element="i16"),
        _fold,
        "input is i16, only i8 chains fold into a 256-entry table",
    ),
    "dyt-table-type": Case(
        CHAIN_GUARDS[2],
        lambda: _dyt(lut_element="i16"),
        _fold,
        "the table is not the 256-entry i8 -> i8 form",
    ),
    "dyt-inexact-round": Case(
        TABLE_GUARDS[0],
        lambda: _dyt(rounding="INEXACT_ROUND"),
        _fold,
        "INEXACT_ROUND (or another implementation-defined step) cannot be baked into a table",
    ),
    "dyt-unpredictable": Case(
        TABLE_GUARDS[1],
        lambda: _dyt(multiplier=-5),
        _fold,
        "the original chain is unpredictable (a REQUIRE fails) for some input code: "
        "rescale multiplier negative",
    ),
}


def _parse(text: str) -> ModuleOp:
    return Parser(context(), text).parse_module()


def _guard_of(declared: object) -> str:
    assert isinstance(declared, Guard | Boundary)
    return declared.guard


@pytest.mark.parametrize("name", CASES)
def test_declared_guard_declines_with_its_reason_and_leaves_the_ir(name: str) -> None:
    case = CASES[name]
    module = _parse(case.graph())
    before = str(module)
    with collecting() as sink:
        case.run().apply(context(), module)
    declined = [(r.guard, r.message) for r in sink.remarks if r.kind is RemarkKind.DECLINED]
    assert (_guard_of(case.declared), case.message) in declined, declined
    assert str(module) == before


def test_every_declared_guard_has_a_case() -> None:
    declared: list[object] = [
        *REGION_GUARDS,
        FLOAT_DISABLED,
        *POINTWISE.boundaries,
        *CHAIN_GUARDS,
        *TABLE_GUARDS,
    ]
    covered = {id(c.declared) for c in CASES.values()}
    assert [_guard_of(d) for d in declared if id(d) not in covered] == []


def test_a_chain_the_target_declines_is_not_evaluated(monkeypatch: pytest.MonkeyPatch) -> None:
    """The cost verdict does not depend on the table, so it comes first: an
    unprofitable chain that would also fail its proof is declined as unprofitable."""

    def never(*_: object) -> object:
        raise AssertionError("evaluated a chain the cost model declines")

    monkeypatch.setattr(fold_dyt_lut, "evaluate_channels", never)
    module = _parse(_dyt(rounding="INEXACT_ROUND"))
    before = str(module)
    with collecting() as sink:
        FoldDyTLUTPass(target="ethos-u55-128", cost="model").apply(context(), module)
    assert [r.guard for r in sink.remarks] == ["not-profitable"]
    assert str(module) == before


def test_the_dyt_chain_is_a_pointwise_region() -> None:
    """What ``DYT_CHAIN`` matches is exactly the point-wise region ``POINTWISE``
    grows from the table back to the chain's input."""
    module = _parse(_dyt())
    table = next(op for op in module.walk() if op.name == "tosa.table")
    found = match(DYT_CHAIN, table, Liveness())
    assert isinstance(found, Match)
    chain = chain_region(found)
    grown = grow_region(table.results[0], is_constant, Liveness())
    assert set(grown.ops) == set(chain.ops) and grown.inputs == chain.inputs
    assert all(POINTWISE.admits(op, is_constant) for op in chain.ops)
