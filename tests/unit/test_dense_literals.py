"""Constants of every TOSA element width read and print exactly as ``tosa-opt`` prints them.

The ground truth is ``tosa-opt`` itself: each case's constant is written in the
source once, ``tosa-opt`` reprints it (decimal up to 100 elements, a hex blob of
its raw storage above, one element for a splat), and xDSL -- with the TOSA
dialect's compat layer -- must read that text back to the intended values and
print it byte for byte the same. i48 (6 bytes an element), i4 (one byte, low
nibble) and i1 (one byte) are the widths whose raw layout xDSL does not share;
float elements are random bit patterns, so the decimal prints also check MLIR's
float spelling (digits, ``E``, hex NaN payloads).
"""

from __future__ import annotations

import io
import re
import subprocess
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np
import pytest
from xdsl.dialects.builtin import (
    AnyDenseElement,
    AnyFloat,
    BFloat16Type,
    DenseIntOrFPElementsAttr,
    Float8E4M3FNType,
    Float8E5M2Type,
    Float16Type,
    Float32Type,
    IntegerType,
    ModuleOp,
    TensorType,
)
from xdsl.ir import Attribute
from xdsl.parser import Parser
from xdsl.printer import Printer

from lutdialect import reference
from lutdialect.builder import tensor_type
from lutdialect.dialects.tosa import ops as tosa
from lutdialect.evaluator.region import constant_array
from lutdialect.io.context import context
from lutdialect.tools import cli

INT_WIDTHS = (1, 4, 8, 16, 32, 48, 64)
FLOATS: dict[str, AnyFloat] = {
    "f32": Float32Type(),
    "f16": Float16Type(),
    "bf16": BFloat16Type(),
    "f8E4M3FN": Float8E4M3FNType(),
    "f8E5M2": Float8E5M2Type(),
}
SHAPES = ((3,), (3, 4), (100,), (101,), (4, 50), (300,))
"""Below, at and above the 100 elements where ``tosa-opt`` switches to hex."""


@dataclass(frozen=True)
class Case:
    name: str
    element: str
    shape: tuple[int, ...]
    ints: tuple[int, ...] | None
    """Integer values (i1: 0/1), or None for a float case."""
    bits: bytes | None
    """Float bit patterns, little-endian, or None for an integer case."""

    @property
    def type(self) -> str:
        return tensor_type(self.shape, self.element)

    def literal(self) -> str:
        """The constant as written in the source: decimal integers, hex float bit patterns."""
        if self.ints is not None:
            words = [
                ("true" if v else "false") if self.element == "i1" else str(v) for v in self.ints
            ]
        else:
            assert self.bits is not None
            size = FLOATS[self.element].compile_time_size
            words = [
                "0x" + self.bits[i : i + size][::-1].hex().upper()
                for i in range(0, len(self.bits), size)
            ]
        return f"dense<{nest(words, self.shape)}> : {self.type}"


def nest(words: list[str], shape: tuple[int, ...]) -> str:
    """``words`` as a (nested) tensor literal of ``shape``."""
    if len(shape) == 1:
        return f"[{', '.join(words)}]"
    step = len(words) // shape[0]
    return (
        f"[{', '.join(nest(words[i : i + step], shape[1:]) for i in range(0, len(words), step))}]"
    )


def int_values(width: int, n: int, rng: np.random.Generator) -> list[int]:
    if width == 1:
        return [int(v) for v in rng.integers(0, 2, n)]
    lo, hi = -(1 << (width - 1)), (1 << (width - 1)) - 1
    return [lo, hi, *(int(v) for v in rng.integers(lo, hi, n - 2, endpoint=True))][:n]


def float_bits(fp: AnyFloat, n: int, rng: np.random.Generator) -> bytes:
    """``n`` random bit patterns: any value, NaNs with payloads and infinities included."""
    return rng.integers(0, 256, n * fp.compile_time_size, dtype=np.uint8).tobytes()


def make_cases() -> list[Case]:
    rng = np.random.default_rng(48)
    cases: list[Case] = []
    for shape in SHAPES:
        n = int(np.prod(shape))
        dims = "x".join(map(str, shape))
        for width in INT_WIDTHS:
            cases.append(
                Case(f"i{width}_{dims}", f"i{width}", shape, tuple(int_values(width, n, rng)), None)
            )
        for name, fp in FLOATS.items():
            cases.append(Case(f"{name}_{dims}", name, shape, None, float_bits(fp, n, rng)))
    for width in INT_WIDTHS:
        splat = 1 if width == 1 else -3
        cases.append(Case(f"i{width}_splat", f"i{width}", (200,), (splat,) * 200, None))
    for name, fp in FLOATS.items():
        cases.append(Case(f"{name}_splat", name, (200,), None, fp.pack([-1.5]) * 200))
    return cases


CASES = make_cases()


def source(cases: list[Case]) -> str:
    """One function per case, returning its constant."""
    funcs = [
        f"  func.func @{case.name}() -> {case.type} {{\n"
        f'    %0 = "tosa.const"() <{{values = {case.literal()}}}> : () -> {case.type}\n'
        f"    return %0 : {case.type}\n  }}"
        for case in cases
    ]
    return "module {\n" + "\n".join(funcs) + "\n}\n"


@cache
def tosa_opt_print() -> str:
    """``tosa-opt``'s print of all cases."""
    proc = subprocess.run(
        [reference.tosa_opt(), "-"], input=source(CASES), capture_output=True, text=True, check=True
    )
    return proc.stdout


_CONST = re.compile(r"values = (dense<[^>]*> : tensor<[^>]*>)\}> : \(\) -> (tensor<[^>]*>)")


@cache
def printed_constants() -> dict[str, str]:
    """Case name -> the constant ``tosa-opt`` prints for it."""
    out: dict[str, str] = {}
    for func in re.split(r"\n  func\.func @", tosa_opt_print())[1:]:
        name = func.split("(", 1)[0]
        (attr,) = [m.group(1) for m in _CONST.finditer(func)]
        out[name] = attr
    return out


def parse_attr(text: str) -> DenseIntOrFPElementsAttr[AnyDenseElement]:
    attr = Parser(context(), text).parse_attribute()
    assert isinstance(attr, DenseIntOrFPElementsAttr)
    return attr  # pyright: ignore[reportUnknownVariableType]


def show(attr: Attribute) -> str:
    out = io.StringIO()
    Printer(stream=out).print_attribute(attr)
    return out.getvalue()


def expected_ints(case: Case) -> tuple[int, ...]:
    assert case.ints is not None
    # xDSL keeps a signless i1 ``true`` as -1
    return tuple(-v for v in case.ints) if case.element == "i1" else case.ints


def test_tosa_opt_prints_hex_above_100_elements_and_splats_as_one() -> None:
    """The premise of the cases: where ``tosa-opt`` switches spelling."""
    printed = printed_constants()
    for case in CASES:
        text = printed[case.name]
        n = int(np.prod(case.shape))
        if case.name.endswith("_splat"):
            assert "[" not in text and '"' not in text, case.name
        else:
            assert text.startswith('dense<"0x') == (n > 100), case.name
    assert printed["i48_101"].index('"', 8) - len('dense<"0x') == 2 * 6 * 101
    assert printed["i4_101"].startswith('dense<"0x')


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_tosa_opt_constant_reads_back_to_its_values(case: Case) -> None:
    attr = parse_attr(printed_constants()[case.name])
    assert attr.get_shape() == case.shape
    if case.ints is not None:
        assert attr.get_values() == expected_ints(case)
    else:
        assert attr.data.data == case.bits


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_tosa_opt_constant_prints_back_identically(case: Case) -> None:
    text = printed_constants()[case.name]
    assert show(parse_attr(text)) == text


@pytest.mark.parametrize("case", [c for c in CASES if c.ints is not None], ids=lambda c: c.name)
def test_built_constant_prints_as_tosa_opt_does(case: Case) -> None:
    """A constant a pass builds from values (not parsed) prints in ``tosa-opt``'s form."""
    attr = DenseIntOrFPElementsAttr.from_list(
        TensorType(IntegerType(int(case.element[1:])), case.shape), list(expected_ints(case))
    )
    assert show(attr) == printed_constants()[case.name]


@pytest.mark.parametrize("width", (1, 4, 48))
def test_evaluator_reads_odd_width_constants(width: int) -> None:
    """``constant_array`` of parsed i1/i4/i48 constants, splat or not, hex or decimal."""
    module = Parser(context(), tosa_opt_print()).parse_module()
    assert isinstance(module, ModuleOp)
    consts: dict[str, tosa.ConstOp] = {
        op.parent_op().sym_name.data: op  # pyright: ignore[reportOptionalMemberAccess, reportAttributeAccessIssue, reportUnknownMemberType]
        for op in module.walk()
        if isinstance(op, tosa.ConstOp)
    }
    checked = 0
    for case in CASES:
        if case.element != f"i{width}":
            continue
        array = constant_array(consts[case.name].results[0])
        assert array is not None and array.shape == case.shape
        assert case.ints is not None
        want = np.array(case.ints, dtype=np.int64).reshape(case.shape)
        assert np.array_equal(array.astype(np.int64), want != 0 if width == 1 else want), case.name
        checked += 1
    assert checked == len(SHAPES) + 1


def a16w8_conv(channels: int, rng: np.random.Generator) -> str:
    """A 1x1 conv of int16 activations and int8 weights with an i48 bias, then requantized."""
    weights = nest([str(v) for v in rng.integers(-127, 128, channels * 8)], (channels, 1, 1, 8))
    bias = ", ".join(str(v) for v in rng.integers(-(1 << 40), 1 << 40, channels))
    acc, out = f"tensor<1x4x4x{channels}xi48>", f"tensor<1x4x4x{channels}xi16>"
    consts = {
        "w": f"dense<{weights}> : tensor<{channels}x1x1x8xi8>",
        "b": f"dense<[{bias}]> : tensor<{channels}xi48>",
        "izp": "dense<0> : tensor<1xi16>",
        "wzp": "dense<0> : tensor<1xi8>",
        "m": "dense<16384> : tensor<1xi16>",
        "s": "dense<40> : tensor<1xi8>",
        "z48": "dense<0> : tensor<1xi48>",
        "z16": "dense<0> : tensor<1xi16>",
    }
    lines = [
        f'%{name} = "tosa.const"() <{{values = {v}}}> : () -> {v.split(" : ")[1]}'
        for name, v in consts.items()
    ]
    lines += [
        "%c = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i48, dilation = array<i64: 1, 1>, "
        "pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x8xi16>, "
        f"tensor<{channels}x1x1x8xi8>, tensor<{channels}xi48>, tensor<1xi16>, tensor<1xi8>) -> {acc}",
        "%r = tosa.rescale %c, %m, %s, %z48, %z16 {input_unsigned = false, output_unsigned = false, "
        "per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : "
        f"({acc}, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi16>) -> {out}",
        f"return %r : {out}",
    ]
    body = "\n    ".join(lines)
    return f"func.func @main(%x: tensor<1x4x4x8xi16>) -> {out} {{\n    {body}\n}}\n"


def test_a16w8_graph_with_a_large_i48_bias_loads_and_writes_back(tmp_path: Path) -> None:
    """An a16w8 convolution's 240-element i48 bias, as ExecuTorch writes it, survives ``fold``."""
    src, dst = tmp_path / "a16w8.tosa", tmp_path / "out.tosa"
    src.write_bytes(reference.serialize(a16w8_conv(240, np.random.default_rng(16))))
    original = reference.deserialize(src.read_bytes())
    assert re.search(r'dense<"0x[0-9A-F]{2880}"> : tensor<240xi48>', original)
    assert cli.main(["fold", str(src), "-o", str(dst)]) == 0
    assert reference.deserialize(dst.read_bytes()) == original


@pytest.mark.parametrize("element", ["i65", "i256", "f80", "f128", "complex<f32>", "i99999999999"])
def test_an_element_type_xdsl_cannot_hold_is_a_located_error(element: str) -> None:
    """xDSL packs i1..i64 and the usual floats; a constant of another element type is
    a one-line error at its literal, not an exception from deep in the packing."""
    from lutdialect.io.context import context
    from lutdialect.io.errors import GraphError
    from lutdialect.io.mlir import parse_mlir

    text = (
        "func.func @f() -> tensor<1xi8> {\n"
        f'  %0 = "tosa.const"() <{{values = dense<1> : tensor<1x{element}>}}> '
        ": () -> tensor<1xi8>\n"
        "  return %0 : tensor<1xi8>\n"
        "}\n"
    )
    with pytest.raises(GraphError) as error:
        parse_mlir(text, context(), "c.mlir")
    message = str(error.value)
    assert message.startswith("c.mlir:2:") and "\n" not in message
    assert message.endswith(f"dense literal of element type {element} is not supported")


def test_a_float_beyond_its_type_is_a_located_error() -> None:
    """``dense<1.0e39> : tensor<1xf32>``: xDSL cannot pack it (``tosa-opt`` would
    round it to infinity), so it is an error at the literal, naming the type."""
    from lutdialect.io.context import context
    from lutdialect.io.errors import GraphError
    from lutdialect.io.mlir import parse_mlir

    text = (
        "func.func @f() -> tensor<1xf32> {\n"
        '  %0 = "tosa.const"() <{values = dense<1.0e39> : tensor<1xf32>}> '
        ": () -> tensor<1xf32>\n"
        "  return %0 : tensor<1xf32>\n"
        "}\n"
    )
    with pytest.raises(
        GraphError, match=r"^c\.mlir:2:\d+: a value of the dense literal is out of range for f32$"
    ):
        parse_mlir(text, context(), "c.mlir")
