"""``quantize_scale``: normalisation, rounding corner cases, and what the oracle makes of it."""

from __future__ import annotations

import math

import graphs as G
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lutdialect.builder import Rescale
from lutdialect.reference import GraphStatus, run_graph
from lutdialect.semantics.quantize import MAX_SHIFT, quantize_scale, scale_value

BITS = {True: 31, False: 15}


def scales(scale32: bool) -> st.SearchStrategy[float]:
    """Positive scales a RESCALE can express without capping the shift."""
    top = 2.0 ** (28 if scale32 else 12)
    low = 2.0 ** (-(MAX_SHIFT - BITS[scale32]) + 1)
    return st.floats(min_value=low, max_value=top, exclude_max=True)


@pytest.mark.parametrize("scale32", [True, False])
@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_multiplier_is_normalised_and_within_half_a_step(
    scale32: bool, data: st.DataObject
) -> None:
    scale = data.draw(scales(scale32))
    multiplier, shift = quantize_scale(scale, scale32=scale32)
    bits = BITS[scale32]
    assert 1 << (bits - 1) <= multiplier < 1 << bits
    assert 2 <= shift <= MAX_SHIFT
    # Rounding to the nearest multiple of 2**-shift: error at most half a step.
    assert abs(scale_value(multiplier, shift) - scale) <= math.ldexp(1.0, -shift - 1)


@pytest.mark.parametrize("scale32", [True, False])
def test_unit_scale_is_the_canonical_pair(scale32: bool) -> None:
    bits = BITS[scale32]
    assert quantize_scale(1.0, scale32=scale32) == (1 << (bits - 1), bits - 1)


@pytest.mark.parametrize("scale32", [True, False])
def test_mantissa_rounding_up_to_two_is_renormalised(scale32: bool) -> None:
    just_below_one = 1.0 - 2.0**-40
    multiplier, shift = quantize_scale(just_below_one, scale32=scale32)
    assert (multiplier, shift) == quantize_scale(1.0, scale32=scale32)


def test_ties_round_half_to_even() -> None:
    # mantissa * 2**31 lands exactly on k + 0.5: even k wins, odd k rounds up.
    even_tie = (2**31 + 1) / 2**32
    odd_tie = (2**31 + 3) / 2**32
    assert quantize_scale(even_tie) == (1 << 30, 31)
    assert quantize_scale(odd_tie) == ((1 << 30) + 2, 31)


def test_tiny_scales_cap_the_shift_at_62() -> None:
    multiplier, shift = quantize_scale(2.0**-40)
    assert shift == MAX_SHIFT
    assert scale_value(multiplier, shift) == 2.0**-40  # exact: only zeros shifted out
    assert quantize_scale(2.0**-70) == (0, MAX_SHIFT)  # everything shifted out


@settings(max_examples=200, deadline=None)
@given(st.floats(min_value=2.0**-100, max_value=2.0**-32))
def test_capped_shift_truncates_towards_zero(scale: float) -> None:
    multiplier, shift = quantize_scale(scale)
    assert shift == MAX_SHIFT
    represented = scale_value(multiplier, shift)
    assert represented <= scale * (1 + 2.0**-30)
    assert scale - represented < 2.0**-MAX_SHIFT * (1 + scale * 2.0**32)


def test_zero_scale_gives_zero_multiplier() -> None:
    multiplier, shift = quantize_scale(0.0)
    assert multiplier == 0
    assert 2 <= shift <= MAX_SHIFT


@pytest.mark.parametrize(
    ("scale", "scale32"),
    [(-0.5, True), (math.nan, True), (math.inf, True), (2.0**29, True), (2.0**13, False)],
)
def test_unrepresentable_scales_raise(scale: float, scale32: bool) -> None:
    with pytest.raises(ValueError):
        quantize_scale(scale, scale32=scale32)


@pytest.mark.parametrize("scale32", [True, False])
def test_largest_scales(scale32: bool) -> None:
    bits = BITS[scale32]
    top = 2.0 ** (bits - 2)
    assert quantize_scale(top * (1 - 2.0 ** -(bits - 1)), scale32=scale32) == ((1 << bits) - 2, 2)
    with pytest.raises(ValueError):  # rounds up to 2**(bits - 2) itself: shift 1
        quantize_scale(top * (1 - 2.0 ** -(bits + 9)), scale32=scale32)


@pytest.mark.parametrize("scale32", [True, False])
@settings(max_examples=8, deadline=None)
@given(data=st.data())
def test_oracle_rescales_by_the_quantized_scale(scale32: bool, data: st.DataObject) -> None:
    """Run the pair through the reference RESCALE over every i16 code: the result is
    the correctly rounded product up to the pair's own representation error."""
    scale = data.draw(st.floats(min_value=2.0**-20, max_value=4.0))
    multiplier, shift = quantize_scale(scale, scale32=scale32)
    x = G.all_codes("i16")
    params = Rescale(multiplier, shift, scale32=scale32)
    graph = G.rescale("i16", "i32", params, shape=x.size)
    result = run_graph(graph, [x])
    assert result.status is GraphStatus.VALID
    got = result.outputs[0].astype(np.float64)
    represented = scale_value(multiplier, shift)
    assert np.all(np.abs(got - x * represented) <= 0.5)
    assert np.all(np.abs(got - x * scale) <= 0.5 + 32768 * abs(represented - scale))
