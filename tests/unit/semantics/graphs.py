"""Builders of small MLIR-text TOSA graphs for differential tests against the oracle.

Graphs are written in the syntax ``tosa-opt`` prints (custom op forms, attribute
dictionaries in sorted key order), so they serialise with
``lutdialect.reference.run_graph`` and read like the IR the passes see.

Typical use::

    g = Graph()
    x = g.arg(256, "i8")
    y = g.op("tosa.clamp", [x], "i8", attrs={"min_val": "-3 : i8", "max_val": "5 : i8"})
    text = g.build(y)

or the one-op helpers (:func:`unary`, :func:`binary`, :func:`rescale`, ...), then
:func:`assert_agrees` to hold an evaluator's ``Evaluated`` to the oracle.
Shapes are an ``int`` (rank 1) or a sequence of ints (``()`` is rank 0). Element
types are MLIR spellings: ``i1 i8 i16 i32 f16 bf16 f32``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

from lutdialect.builder import AttrValue, FuncBuilder, Rescale, Shape, tensor_type
from lutdialect.reference import GraphStatus, ReferenceResult, run_graph, serialize
from lutdialect.semantics.core import Evaluated


@dataclass
class Graph:
    """One ``func.func @main`` whose ops are named by their element type."""

    f: FuncBuilder = field(default_factory=FuncBuilder)

    @property
    def types(self) -> dict[str, str]:
        return self.f.types

    def arg(self, shape: Shape, element: str) -> str:
        """Add a function argument; returns its SSA name."""
        return self.f.arg(shape, element)

    def const(self, values: npt.ArrayLike, element: str, shape: Shape | None = None) -> str:
        """A ``tosa.const``; ``shape`` defaults to the shape of ``values``."""
        return self.f.const(values, element, shape)

    def op(
        self,
        name: str,
        operands: Sequence[str],
        element: str,
        *,
        shape: Shape | None = None,
        attrs: Mapping[str, AttrValue] | None = None,
    ) -> str:
        """Append ``name`` applied to ``operands``; the result shape defaults to the first
        operand's (elementwise ops), its element type is ``element``."""
        if shape is None:
            shape = self.f.shape(operands[0])
        return self.f.op(name, operands, tensor_type(shape, element), attrs)

    def build(self, *results: str) -> str:
        """The module text returning ``results``."""
        return self.f.module(*results)


def unary(
    op: str,
    element: str,
    out_element: str | None = None,
    *,
    shape: Shape = 256,
    attrs: Mapping[str, AttrValue] | None = None,
) -> str:
    """``op`` over one argument, e.g. ``unary("tosa.abs", "i32")``."""
    g = Graph()
    x = g.arg(shape, element)
    return g.build(g.op(op, [x], out_element or element, attrs=attrs))


def binary(
    op: str,
    element: str,
    out_element: str | None = None,
    *,
    shape: Shape = 256,
    b_element: str | None = None,
    b_shape: Shape | None = None,
    attrs: Mapping[str, AttrValue] | None = None,
) -> str:
    """``op`` over two arguments (``b`` may have a broadcastable shape/other type)."""
    g = Graph()
    a = g.arg(shape, element)
    b = g.arg(shape if b_shape is None else b_shape, b_element or element)
    return g.build(g.op(op, [a, b], out_element or element, attrs=attrs))


def mul(element: str, shift: int, *, out_element: str = "i32", shape: Shape = 256) -> str:
    """``tosa.mul`` of two arguments with a constant shift operand."""
    g = Graph()
    a, b = g.arg(shape, element), g.arg(shape, element)
    s = g.const([shift], "i8")
    return g.build(g.op("tosa.mul", [a, b, s], out_element))


def table(values: npt.ArrayLike, element: str, *, shape: Shape = 256) -> str:
    """``tosa.table`` of one argument with a constant table (i8 -> i8, i16 -> i32)."""
    g = Graph()
    x = g.arg(shape, element)
    t = g.const(values, element)
    return g.build(g.op("tosa.table", [x, t], "i32" if element == "i16" else element))


def negate(element: str, *, input_zp: int = 0, output_zp: int = 0, shape: Shape = 256) -> str:
    """``tosa.negate`` with constant zero points."""
    g = Graph()
    x = g.arg(shape, element)
    izp, ozp = g.const([input_zp], element), g.const([output_zp], element)
    return g.build(g.op("tosa.negate", [x, izp, ozp], element))


def rescale(in_element: str, out_element: str, params: Rescale, *, shape: Shape = 256) -> str:
    """``tosa.rescale`` of one argument with constant parameters, written as the IR
    holds them (unsigned zero points as the signed bit pattern of their type)."""
    f = FuncBuilder()
    return f.module(params.write(f, f.arg(shape, in_element), out_element))


def all_codes(element: str) -> npt.NDArray[np.int64]:
    """Every value of an integer type in ascending signed order (256 or 65,536 codes)."""
    bits = {"i8": 8, "i16": 16}[element]
    return np.arange(-(1 << (bits - 1)), 1 << (bits - 1), dtype=np.int64)


# --- comparing an evaluator with the oracle --------------------------------------------


def _mismatches(got: npt.NDArray[Any], want: npt.NDArray[Any]) -> npt.NDArray[np.bool_]:
    if want.dtype.kind == "f":
        g, w = got.astype(np.float64), want.astype(np.float64)
        return ~((g == w) | (np.isnan(g) & np.isnan(w)))
    return got.astype(want.dtype) != want


def assert_agrees(
    graph: str | bytes,
    inputs: Sequence[npt.ArrayLike],
    expected: Evaluated,
    *,
    output: int = 0,
    spec_stricter: bool = False,
) -> ReferenceResult:
    """Run the oracle and hold ``expected`` to it.

    The oracle must report UNPREDICTABLE exactly when ``expected`` flags some
    element. Values are compared (identical, NaN equal to NaN) only when the oracle
    says VALID: after a failed REQUIRE it stops computing and leaves zeros, so use
    :func:`assert_agrees_1d` to also check the predictable elements of such inputs.
    ``spec_stricter`` is for the documented cases where the spec has a REQUIRE the
    reference model does not check: then the evaluator must flag, the oracle must
    still say VALID (so a fixed reference model shows up here) and the unflagged
    values must match.
    """
    result = run_graph(graph, inputs)
    assert result.status is not GraphStatus.ERROR, "the reference model rejected the graph"
    if spec_stricter:
        assert expected.any_unpredictable, "expected the spec REQUIRE to flag an element"
        assert result.status is GraphStatus.VALID, "reference model now checks this REQUIRE"
    else:
        flagged = expected.any_unpredictable
        unpredictable = result.status is GraphStatus.UNPREDICTABLE
        assert unpredictable == flagged, (
            f"reference status {result.status.value}, evaluator flags {flagged} {expected.reasons}"
        )
    if result.status is GraphStatus.VALID:
        # Flagged elements only occur here with spec_stricter: their values are moot.
        compare = ~np.asarray(expected.unpredictable)
        _assert_same_values(np.asarray(result.outputs[output]), expected, inputs, compare)
    return result


def assert_agrees_1d(
    make_graph: Callable[[int], str],
    inputs: Sequence[npt.ArrayLike],
    expected: Evaluated,
    *,
    output: int = 0,
) -> None:
    """:func:`assert_agrees` for rank-1 graphs, plus, when some elements are flagged,
    a second run on just the predictable elements, whose values must all match.

    ``make_graph(n)`` builds the graph for length-``n`` arguments; every input is a
    1-D array of the same length (or of length 1, then kept as is).
    """
    n = int(np.size(expected.values))
    assert_agrees(make_graph(n), inputs, expected, output=output)
    keep = ~np.asarray(expected.unpredictable)
    if keep.all() or not keep.any():
        return
    arrays = [np.asarray(a) for a in inputs]
    subset = [a if a.size == 1 else a[keep] for a in arrays]
    kept = Evaluated(np.asarray(expected.values)[keep], np.zeros(int(keep.sum()), np.bool_))
    assert_agrees(make_graph(int(keep.sum())), subset, kept, output=output)


def _assert_same_values(
    got: npt.NDArray[Any],
    expected: Evaluated,
    inputs: Sequence[npt.ArrayLike],
    compare: npt.NDArray[np.bool_],
) -> None:
    want = np.asarray(expected.values)
    assert got.shape == want.shape, f"shape {got.shape} != {want.shape}"
    bad = _mismatches(got, want) & compare
    if bad.any():
        rows = [
            f"  at {tuple(i)}: inputs {[a[tuple(i)] for a in _full(inputs, want)]}"
            f" ref {got[tuple(i)]} ours {want[tuple(i)]}"
            for i in np.argwhere(bad)[:5]
        ]
        raise AssertionError(f"{int(bad.sum())} mismatches\n" + "\n".join(rows))


def _full(inputs: Sequence[npt.ArrayLike], like: npt.NDArray[Any]) -> list[npt.NDArray[Any]]:
    return [np.broadcast_to(np.asarray(a), like.shape) for a in inputs]


def element_statuses(
    graph_of_one: str, inputs: Sequence[npt.ArrayLike], indices: Iterable[int]
) -> list[GraphStatus]:
    """Oracle status of each selected element run alone.

    ``graph_of_one`` takes shape-``[1]`` arguments; ``inputs`` are 1-D arrays (length-1
    arrays are passed as they are). Serialised once, run once per index.
    """
    blob = serialize(graph_of_one)
    arrays = [np.asarray(a) for a in inputs]
    return [
        run_graph(blob, [a if a.size == 1 else a[i : i + 1] for a in arrays]).status
        for i in indices
    ]
