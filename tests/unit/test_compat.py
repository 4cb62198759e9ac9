"""Hexadecimal float elements of dense literals are bit patterns, as in MLIR."""

from __future__ import annotations

import math
import struct
import subprocess
import sys
from typing import cast

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import AnyDenseElement, Builtin, DenseIntOrFPElementsAttr
from xdsl.parser import Parser
from xdsl.utils.exceptions import ParseError

from lutdialect.dialects.tosa import compat

compat.install()  # importing the dialect does this; explicit here for clarity


def parse(text: str) -> DenseIntOrFPElementsAttr[AnyDenseElement]:
    ctx = Context()
    ctx.load_dialect(Builtin)
    attr = Parser(ctx, text).parse_attribute()
    assert isinstance(attr, DenseIntOrFPElementsAttr)
    return cast(DenseIntOrFPElementsAttr[AnyDenseElement], attr)


def test_f32_specials_keep_their_bits() -> None:
    attr = parse("dense<[0x7FC00000, 0x7F800000, 0xFF800000, -0.0, 1.5]> : tensor<5xf32>")
    assert attr.data.data == struct.pack("<5f", math.nan, math.inf, -math.inf, -0.0, 1.5)


def test_f16_and_bf16_bit_patterns() -> None:
    assert parse("dense<[0x7C00, 0xFC00]> : tensor<2xf16>").data.data == bytes.fromhex("007c00fc")
    assert parse("dense<0x7FC0> : tensor<3xbf16>").data.data == bytes.fromhex("c07f") * 3


def test_decimal_and_integer_literals_are_unchanged() -> None:
    assert parse("dense<[1, 2]> : tensor<2xf32>").get_values() == (1.0, 2.0)
    assert parse("dense<[16, -3]> : tensor<2xi32>").get_values() == (16, -3)


def test_too_wide_pattern_is_an_error() -> None:
    with pytest.raises(ParseError, match="out of range"):
        parse("dense<[0x1FFFF]> : tensor<1xf16>")


def test_plain_xdsl_opt_keeps_nan_constants(tmp_path: object) -> None:
    src = (
        "func.func @f() -> tensor<2xf32> {\n"
        '  %0 = "tosa.const"() <{values = dense<[0x7FC00000, 0x7F800000]> : tensor<2xf32>}> '
        ": () -> tensor<2xf32>\n"
        "  return %0 : tensor<2xf32>\n}\n"
    )
    out = subprocess.run(
        [sys.executable, "-m", "xdsl.tools.xdsl_opt"],
        input=src,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "0x7fc00000" in out.lower()
    assert "2.14" not in out
