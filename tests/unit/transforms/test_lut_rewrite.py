"""The table constants the passes add (``lut_rewrite.table_constant``).

A search's trials add the same tables again and again, and the blocks written for a
trial's graph are found by the identity of the constant's attribute: one attribute
per table, shared by every constant that holds it. The bytes are those of the
values, whichever form they come in.
"""

from __future__ import annotations

import struct

import numpy as np
import pytest
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, IntegerType, TensorType

from lutdialect.transforms.lut_rewrite import table_constant


@pytest.mark.parametrize("width", [8, 16])
def test_the_same_table_shares_one_attribute(width: int) -> None:
    count = 256 if width == 8 else 513
    values = [(k * 37) % 200 - 100 for k in range(count)]
    first = table_constant(values, width)
    again = table_constant(np.asarray(values, dtype=np.int64), width)
    assert first is not again  # two ops
    assert first.values is again.values
    other = table_constant([*values[:-1], values[-1] + 1], width)
    assert other.values is not first.values
    attr = first.values
    assert isinstance(attr, DenseIntOrFPElementsAttr)
    assert attr.get_type() == TensorType(IntegerType(width), [count])
    code = "b" if width == 8 else "h"
    assert attr.data.data == struct.pack(f"<{count}{code}", *values)


def test_a_value_that_does_not_fit_is_an_error() -> None:
    with pytest.raises(struct.error):
        table_constant([128] * 256, 8)
