"""TOSA 1.0 TABLE: the op every folded chain ends up as.

i8 is a plain 256-entry lookup. i16 uses the spec's ``apply_lookup_s``: 513 i16
entries, the top 9 bits of ``x + 32768`` pick a segment and the low 7 bits
interpolate linearly inside it, giving an i32 with 7 fractional bits. The
interpolation REQUIREs the slope of each segment to fit i16, so a table whose
neighbouring entries differ by more than that is unpredictable exactly for the
inputs that land in such a segment.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from lutdialect.semantics.core import ElementType, ErrorIf, Evaluated
from lutdialect.semantics.integer import I8, I16, IntArray, evaluated, expect_type, fits, ints

TABLE_SIZE = {I8: 256, I16: 513}
"""Entries a TABLE's constant must have for each input type."""

OUTPUT_TYPE = {I8: I8, I16: ElementType.I32}


def _table_array(table_values: npt.ArrayLike, in_type: ElementType) -> IntArray:
    table = ints(table_values, in_type, "table")
    if table.shape != (TABLE_SIZE[in_type],):
        # A static shape property of the graph, which tosa-opt rejects: not data.
        raise ErrorIf(f"table: {in_type.value} needs {TABLE_SIZE[in_type]} entries")
    return table


def table(x: npt.ArrayLike, table_values: npt.ArrayLike, in_type: ElementType) -> Evaluated:
    """TABLE of ``x`` (i8 -> i8, or i16 -> i32 with interpolation)."""
    expect_type(in_type, (I8, I16), "table")
    t = _table_array(table_values, in_type)
    v = ints(x, in_type, "input1")
    if in_type is I8:
        return evaluated(t[v + 128], [])
    index = (v + 32768) >> 7
    fraction = v & 0x7F
    # Per segment (512 of them), then looked up: the slope and its REQUIRE.
    slopes = np.diff(t)
    steep = ~fits(slopes, I16)
    failures = [(steep[index], "table slope")] if steep.any() else []
    return evaluated((t[index] << 7) + slopes[index] * fraction, failures)


def segment_slopes(table_values: npt.ArrayLike) -> IntArray:
    """The 512 slopes of an i16 table; a segment is usable only if its slope fits i16."""
    t = _table_array(table_values, I16)
    return np.diff(t)
