"""The graph builder writes text both parsers read to the intended graph."""

from __future__ import annotations

import numpy as np
import pytest
from xdsl.parser import Parser

from lutdialect.builder import FuncBuilder, Rescale, dense, module, split_tensor_type, tensor_type
from lutdialect.dialects.tosa import ops as tosa
from lutdialect.evaluator import constant_array
from lutdialect.io.context import context
from lutdialect.reference import GraphStatus, run_graph


def test_tensor_types() -> None:
    assert tensor_type((2, 3), "i8") == "tensor<2x3xi8>"
    assert tensor_type(256, "i16") == "tensor<256xi16>"
    assert tensor_type((), "f32") == "tensor<f32>"
    assert split_tensor_type("tensor<2x3xi8>") == ((2, 3), "i8")


@pytest.mark.parametrize(
    ("element", "values"),
    [
        ("i8", np.arange(-128, 128)),  # hex blob
        ("i8", [3, -4, 5]),  # decimal
        ("i16", np.arange(-300, 300) * 50),
        ("i32", [7, 7, 7, 7]),  # splat
        ("i1", [True, False, True]),
        ("f32", [1.5, -0.0, np.inf, np.nan]),
        ("f16", np.linspace(-2, 2, 150)),
    ],
)
def test_dense_round_trips_through_the_parser(element: str, values: object) -> None:
    array = np.asarray(values)
    ty = tensor_type(array.shape, element)
    text = f'%0 = "tosa.const"() <{{values = {dense(array, element)} : {ty}}}> : () -> {ty}'
    op = Parser(context(), text).parse_operation()
    assert isinstance(op, tosa.ConstOp)
    if element.startswith("f"):
        got = np.asarray(op.values.get_values(), dtype=np.float64)  # pyright: ignore
        np.testing.assert_array_equal(got, array.astype(element.replace("f", "float")))
    else:
        got = constant_array(op.output)
        assert got is not None
        np.testing.assert_array_equal(got.astype(np.int64), array.astype(np.int64))


def test_function_runs_on_the_reference_model() -> None:
    """A rescale by 1/2 with an output zero point, then a table: the oracle agrees."""
    f = FuncBuilder("main")
    x = f.arg(256, "i8", tensor_name="x")
    half = f.rescale(x, "i8", 1 << 30, 31, output_zp=3)
    lut = f.const(np.arange(256) - 128, "i8")
    y = f.op("tosa.table", [half, lut], f.types[half])
    text = module(f.function(y, result_names=["y"]))
    parsed = Parser(context(), text).parse_module()
    parsed.verify()
    codes = np.arange(-128, 128, dtype=np.int8)
    result = run_graph(text, [codes])
    assert result.status is GraphStatus.VALID
    expected = np.clip(((codes.astype(np.int64) * (1 << 30) + (1 << 30)) >> 31) + 3, -128, 127)
    np.testing.assert_array_equal(result.outputs[0].astype(np.int64), expected)


def test_names_must_be_fresh() -> None:
    f = FuncBuilder()
    f.arg(4, "i8", name="x")
    with pytest.raises(ValueError, match="already defined"):
        f.arg(4, "i8", name="x")


def test_pruned_keeps_only_the_ancestors_of_its_results() -> None:
    """Two branches from ``x``: pruning to one drops the other's ops and constants,
    keeps the shared ones and the arguments, and still parses as a function."""
    f = FuncBuilder()
    x = f.arg(256, "i8", name="x")
    half = f.rescale(x, "i8", 1 << 30, 31)
    lut = f.const(np.arange(256) - 128, "i8")
    y = f.op("tosa.table", [half, lut], f.types[half])
    z = f.op("tosa.clamp", [half], f.types[half], {"max_val": "5 : i8", "min_val": "-5 : i8"})
    pruned = f.pruned(y)
    assert pruned.defs == [d for d in f.defs if d != z]
    assert pruned.args == f.args
    assert f.pruned(z).defs == [d for d in f.defs if d not in (lut, y)]
    assert f.pruned(y, z).lines == f.lines
    text = pruned.module(y)
    assert "tosa.clamp" not in text and "tosa.table" in text
    Parser(context(), text).parse_module().verify()


@pytest.mark.parametrize(
    ("multiplier", "per_channel", "flag"),
    [(1 << 30, None, "false"), ([1 << 30, 1 << 29], None, "true"), (1 << 30, True, "true"),
     ([1 << 30, 1 << 29], False, "false")],
)  # fmt: skip
def test_rescale_params_write_per_channel_as_given_or_derived(
    multiplier: int | list[int], per_channel: bool | None, flag: str
) -> None:
    """``per_channel`` follows the number of multipliers unless set (ERROR_IF cases)."""
    f = FuncBuilder()
    x = f.arg((4, 2), "i8")
    shift = 30 if isinstance(multiplier, int) else [30] * len(multiplier)
    y = Rescale(multiplier, shift, per_channel=per_channel).write(f, x, "i32", name="y")
    (line,) = [line for line in f.lines if line.startswith("%y = tosa.rescale")]
    assert f"per_channel = {flag}" in line
    assert f.operands[y][0] == x
