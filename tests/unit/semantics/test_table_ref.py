"""TABLE against the reference model, alone and at the end of short op chains.

i8 tables see all 256 codes, i16 tables all 65,536 codes, in one tensor. The i16
interpolation's slope REQUIRE is exercised with tables that have a few steep
segments: exactly the inputs landing in them must be flagged. The chains are the
shapes the folding pass sees (rescale -> mul/add -> rescale -> table -> rescale),
evaluated by composing the semantics functions: an element is unpredictable if any
op on its path is.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import graphs as G
import numpy as np
import numpy.typing as npt
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rescale_case import Case

from lutdialect.reference import GraphStatus, run_graph
from lutdialect.semantics import integer as I
from lutdialect.semantics.core import ElementType, ErrorIf, Evaluated
from lutdialect.semantics.quantize import quantize_scale
from lutdialect.semantics.table import TABLE_SIZE, segment_slopes, table

IntArray = npt.NDArray[np.int64]
I8, I16, I32 = ElementType.I8, ElementType.I16, ElementType.I32


def check_table(values: IntArray, element: str) -> Evaluated:
    t = ElementType(element)
    x = G.all_codes(element)
    expected = table(x, values, t)
    G.assert_agrees_1d(lambda n: G.table(values, element, shape=n), [x], expected)
    return expected


@cache
def smooth_i16_table() -> IntArray:
    """A tanh-shaped table, as a quantizer would generate one (all slopes fit)."""
    grid = np.linspace(-4.0, 4.0, TABLE_SIZE[I16])
    return np.round(np.tanh(grid) * 32767).astype(np.int64)


@pytest.mark.parametrize(
    "values",
    [
        np.arange(-128, 128),  # identity
        np.arange(127, -129, -1),  # reversal
        np.full(256, -128),
        np.random.default_rng(1).integers(-128, 128, size=256),
    ],
    ids=["identity", "reverse", "constant", "random"],
)
def test_i8(values: IntArray) -> None:
    check_table(values, "i8")


@pytest.mark.parametrize(
    "values",
    [
        smooth_i16_table(),
        np.zeros(513, dtype=np.int64),
        np.clip(np.arange(-256, 257) * 128, -32768, 32767),  # identity-like
        np.cumsum(np.random.default_rng(2).integers(-120, 121, size=513)),
    ],
    ids=["tanh", "zero", "ramp", "random-walk"],
)
def test_i16_interpolation(values: IntArray) -> None:
    assert not check_table(values, "i16").any_unpredictable


def test_i16_steep_segments_are_unpredictable() -> None:
    values = np.zeros(513, dtype=np.int64)
    values[100], values[101] = 32767, -32768  # segments 99 (ok), 100 and 101 (too steep)
    values[511], values[512] = -32768, 32767  # segments 510 (ok) and 511 (too steep)
    slopes = segment_slopes(values)
    bad_segments = np.flatnonzero((slopes < -32768) | (slopes > 32767))
    assert bad_segments.tolist() == [100, 101, 511]
    expected = check_table(values, "i16")
    x = G.all_codes("i16")
    segment = (x + 32768) >> 7
    np.testing.assert_array_equal(expected.unpredictable, np.isin(segment, bad_segments))
    picks = [int(np.flatnonzero(segment == s)[k]) for s in (99, 100, 101, 511) for k in (0, 127)]
    statuses = G.element_statuses(G.table(values, "i16", shape=1), [x], picks)
    assert statuses == [GraphStatus.VALID] * 2 + [GraphStatus.UNPREDICTABLE] * 6


@pytest.mark.parametrize(("element", "size"), [("i8", 255), ("i16", 512)])
def test_wrong_table_size(element: str, size: int) -> None:
    values = np.zeros(size, dtype=np.int64)
    with pytest.raises(ErrorIf, match="entries"):
        table(np.zeros(4, dtype=np.int64), values, ElementType(element))
    graph = G.table(values, element, shape=4)
    assert run_graph(graph, [np.zeros(4, dtype=np.int64)]).status is GraphStatus.ERROR


def test_table_rejects_other_types() -> None:
    with pytest.raises(ErrorIf, match="not supported"):
        table([0], np.zeros(256, dtype=np.int64), I32)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(-128, 127), min_size=256, max_size=256))
def test_random_i8_tables(values: list[int]) -> None:
    check_table(np.array(values, dtype=np.int64), "i8")


def i16_tables() -> st.SearchStrategy[IntArray]:
    """Random walks whose steps are usually, but not always, a valid slope."""
    step = st.one_of(st.integers(-300, 300), st.integers(-65535, 65535))
    return st.lists(step, min_size=513, max_size=513).map(
        lambda steps: np.clip(np.cumsum(steps), -32768, 32767).astype(np.int64)
    )


@settings(max_examples=25, deadline=None)
@given(i16_tables())
def test_random_i16_tables(values: IntArray) -> None:
    check_table(values, "i16")


@pytest.mark.slow
@settings(max_examples=400, deadline=None)
@given(i16_tables())
def test_random_i16_tables_many(values: IntArray) -> None:
    check_table(values, "i16")


# --- short chains ---------------------------------------------------------------------


def chained(*steps: Evaluated) -> Evaluated:
    """The last step's values, unpredictable wherever any step on the path was."""
    mask = np.logical_or.reduce([np.asarray(s.unpredictable) for s in steps])
    reasons = tuple(r for s in steps for r in s.reasons)
    return Evaluated(steps[-1].values, mask, all(s.exact for s in steps), reasons)


def rescale_to(
    x: npt.ArrayLike,
    scale: float,
    in_t: ElementType,
    out_t: ElementType,
    *,
    input_zp: int = 0,
    output_zp: int = 0,
) -> Evaluated:
    multiplier, shift = quantize_scale(scale)
    return Case(in_t.value, out_t.value, multiplier, shift, input_zp, output_zp).evaluate(x)


def rescale_op(
    g: G.Graph, x: str, scale: float, out: str, *, input_zp: int = 0, output_zp: int = 0
) -> str:
    multiplier, shift = quantize_scale(scale)
    return g.f.rescale(x, out, multiplier, shift, input_zp=input_zp, output_zp=output_zp)


def dyt_like_i8(
    alpha: int, scale_in: float, lut: IntArray
) -> tuple[Callable[[int], str], Evaluated]:
    """i8 -> rescale(i32) -> mul(alpha) -> rescale(i8, zp 3) -> table -> output."""
    x = G.all_codes("i8")
    a = rescale_to(x, 1.0, I8, I32, input_zp=-5)
    m = I.mul(a.values, np.full(x.size, alpha), shift=0, in_type=I32)
    r = rescale_to(m.values, scale_in, I32, I8, output_zp=3)
    t = table(r.values, lut, I8)

    def make(n: int) -> str:
        g = G.Graph()
        v = rescale_op(g, g.arg(n, "i8"), 1.0, "i32", input_zp=-5)
        v = g.op("tosa.mul", [v, g.const(np.full(n, alpha), "i32"), g.const([0], "i8")], "i32")
        v = rescale_op(g, v, scale_in, "i8", output_zp=3)
        return g.build(g.op("tosa.table", [v, g.const(lut, "i8")], "i8"))

    return make, chained(a, m, r, t)


@pytest.mark.parametrize(
    ("alpha", "scale_in"),
    [(37, 0.0173), (1, 1.0), (-90, 0.0009765625), (1 << 24, 0.5)],  # the last overflows
)
def test_dyt_like_i8_chain(alpha: int, scale_in: float) -> None:
    lut = np.round(np.tanh(np.linspace(-3, 3, 256)) * 127).astype(np.int64)
    make, expected = dyt_like_i8(alpha, scale_in, lut)
    G.assert_agrees_1d(make, [G.all_codes("i8")], expected)
    assert expected.any_unpredictable == (alpha == 1 << 24)


@pytest.mark.parametrize("offset", [1234, (1 << 31) - 40000])  # the second overflows the add
def test_i16_chain_with_interpolated_table(offset: int) -> None:
    """i16 -> rescale(i32) -> add -> rescale(i16) -> table(513) -> rescale(i16)."""
    x = G.all_codes("i16")
    lut = smooth_i16_table()
    a = rescale_to(x, 2.0, I16, I32)
    s = I.add(a.values, np.full(x.size, offset))
    r = rescale_to(s.values, 0.5, I32, I16)
    t = table(r.values, lut, I16)
    back = rescale_to(t.values, 1.0 / 128, I32, I16)
    expected = chained(a, s, r, t, back)

    def make(n: int) -> str:
        g = G.Graph()
        v = rescale_op(g, g.arg(n, "i16"), 2.0, "i32")
        v = g.op("tosa.add", [v, g.const(np.full(n, offset), "i32")], "i32")
        v = rescale_op(g, v, 0.5, "i16")
        v = g.op("tosa.table", [v, g.const(lut, "i16")], "i32")
        return g.build(rescale_op(g, v, 1.0 / 128, "i16"))

    G.assert_agrees_1d(make, [x], expected)
    assert expected.any_unpredictable == (offset > 1 << 30)


def test_clamp_negate_shift_chain() -> None:
    """i8 -> clamp -> negate(zp) -> arithmetic_right_shift(round) -> table."""
    x = G.all_codes("i8")
    lut = np.random.default_rng(3).integers(-128, 128, size=256)
    c = I.clamp(x, -100, 90, I8)
    n = I.negate(c.values, input_zp=7, output_zp=-2, t=I8)
    s = I.arithmetic_right_shift(n.values, np.full(x.size, 2), round=True, t=I8)
    t = table(s.values, lut, I8)

    def make(size: int) -> str:
        g = G.Graph()
        attrs: dict[str, G.AttrValue] = {"min_val": "-100 : i8", "max_val": "90 : i8"}
        v = g.op("tosa.clamp", [g.arg(size, "i8")], "i8", attrs=attrs)
        v = g.op("tosa.negate", [v, g.const([7], "i8"), g.const([-2], "i8")], "i8")
        shift = g.const(np.full(size, 2), "i8")
        v = g.op("tosa.arithmetic_right_shift", [v, shift], "i8", attrs={"round": True})
        return g.build(g.op("tosa.table", [v, g.const(lut, "i8")], "i8"))

    G.assert_agrees_1d(make, [x], chained(c, n, s, t))
