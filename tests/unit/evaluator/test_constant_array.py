"""``constant_array`` decodes an attribute once, and never serves a stale value."""

from __future__ import annotations

import gc

import numpy as np
import pytest
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, TensorType, i8

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.evaluator import region
from lutdialect.evaluator.region import constant_array


def _const(values: list[int]) -> tosa.ConstOp:
    t = TensorType(i8, [len(values)])
    attr = DenseIntOrFPElementsAttr.from_list(t, values)
    return tosa.ConstOp.create(properties={"values": attr}, result_types=[t])


def test_one_decode_per_attribute_and_read_only() -> None:
    op = _const([1, -2, 3])
    first = constant_array(op.results[0])
    assert first is not None and first.tolist() == [1, -2, 3]
    assert constant_array(op.results[0]) is first
    with pytest.raises(ValueError, match="read-only"):
        first[0] = 7


def test_a_replaced_attribute_is_decoded_again() -> None:
    op = _const([1, 2, 3])
    before = constant_array(op.results[0])
    op.properties["values"] = _const([4, 5, 6]).values
    after = constant_array(op.results[0])
    assert before is not None and after is not None
    assert after.tolist() == [4, 5, 6] and before.tolist() == [1, 2, 3]


def test_an_entry_goes_with_its_attribute() -> None:
    op = _const([9, 8])
    assert constant_array(op.results[0]) is not None
    key = id(op.values)
    assert key in region._DECODED  # pyright: ignore[reportPrivateUsage]
    del op
    gc.collect()
    assert key not in region._DECODED  # pyright: ignore[reportPrivateUsage]


def test_a_splat_is_broadcast_to_the_shape() -> None:
    t = TensorType(i8, [2, 3])
    attr = DenseIntOrFPElementsAttr.from_list(t, [5])
    op = tosa.ConstOp.create(properties={"values": attr}, result_types=[t])
    got = constant_array(op.results[0])
    assert got is not None and np.array_equal(got, np.full((2, 3), 5))
