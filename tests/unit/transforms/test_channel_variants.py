"""The per-channel parameter combinations a proof evaluates: found at once with
numpy, they must be the ones an element-by-element walk finds, in its order, with
its limit."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
import pytest
from xdsl.dialects.builtin import TensorType, i32
from xdsl.ir import SSAValue
from xdsl.utils.test_value import create_ssa_value

from lutdialect.transforms.guards import (
    _channel_variants,  # pyright: ignore[reportPrivateUsage]
    _channel_variants_by_element,  # pyright: ignore[reportPrivateUsage]
)


def _values(n: int) -> list[SSAValue]:
    return [create_ssa_value(TensorType(i32, [1])) for _ in range(n)]


def _walk(
    per_channel: dict[SSAValue, npt.NDArray[np.generic]], limit: int
) -> list[dict[SSAValue, npt.NDArray[np.generic]]] | None:
    shape = np.broadcast_shapes(*(a.shape for a in per_channel.values()))
    flat = {v: np.broadcast_to(a, shape).reshape(-1) for v, a in per_channel.items()}
    return _channel_variants_by_element(flat, limit)


def _same(
    a: list[dict[SSAValue, npt.NDArray[np.generic]]] | None,
    b: list[dict[SSAValue, npt.NDArray[np.generic]]] | None,
) -> bool:
    if a is None or b is None:
        return a is b
    return len(a) == len(b) and all(
        x.keys() == y.keys()
        and all(x[k].dtype == y[k].dtype and np.array_equal(x[k], y[k]) for k in x)
        for x, y in zip(a, b, strict=True)
    )


@pytest.mark.parametrize("seed", range(40))
def test_the_combinations_are_the_element_walks(seed: int) -> None:
    rng = np.random.default_rng(seed)
    channels = int(rng.integers(1, 40))
    shapes = [(1, 1, channels), (channels,), (1, int(rng.integers(1, 5)), 1), (1, 1, 1)]
    count = int(rng.integers(1, 4))
    per_channel: dict[SSAValue, npt.NDArray[np.generic]] = {}
    for v in _values(count):
        shape = shapes[int(rng.integers(0, 2 if count == 1 else len(shapes)))]
        if rng.random() < 0.3:
            values = rng.choice([-0.0, 0.0, 0.5, -1.25], size=shape)
        else:
            dtype = np.int8 if rng.random() < 0.5 else np.int32
            values = rng.integers(-3, 3, size=shape).astype(dtype)
        per_channel[v] = values
    try:
        expected = _walk(per_channel, limit := int(rng.integers(1, 20)))
    except ValueError:
        assert _channel_variants(per_channel, 20) is None
        return
    assert _same(_channel_variants(per_channel, limit), expected)


def test_over_the_limit_is_none_and_at_it_is_not() -> None:
    (v,) = _values(1)
    per_channel = {v: np.arange(8, dtype=np.int32).reshape(1, 1, 8)}
    assert _channel_variants(per_channel, 7) is None
    found = _channel_variants(per_channel, 8)
    assert found is not None and [int(d[v][0]) for d in found] == list(range(8))


def test_first_appearance_order() -> None:
    a, b = _values(2)
    per_channel = {
        a: np.array([5, 3, 5, 1], dtype=np.int32),
        b: np.array([[0], [1]], dtype=np.int8),
    }
    found = _channel_variants(per_channel, 16)
    assert found is not None
    assert [(int(d[a][0]), int(d[b][0])) for d in found] == [
        (5, 0),
        (3, 0),
        (1, 0),
        (5, 1),
        (3, 1),
        (1, 1),
    ]


def test_nans_are_never_alike() -> None:
    (v,) = _values(1)
    found = _channel_variants({v: np.array([np.nan, np.nan, 1.0])}, 16)
    assert found is not None and len(found) == 3


def test_combinations_too_many_to_number_are_still_the_walks() -> None:
    """Seven parameters of 1,000 distinct values each: 1000**7 combinations do not fit
    one 63-bit number, so the rows themselves are compared; the answer is the walk's."""
    rng = np.random.default_rng(7)
    per_channel: dict[SSAValue, npt.NDArray[np.generic]] = {
        v: rng.permutation(1000).astype(np.int32) for v in _values(7)
    }
    found = _channel_variants(per_channel, 1000)
    assert found is not None and len(found) == 1000
    assert _same(found, _walk(per_channel, 1000))
    assert _channel_variants(per_channel, 999) is None
