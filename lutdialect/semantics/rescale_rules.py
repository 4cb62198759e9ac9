"""RESCALE's rules that need no arithmetic on tensors: its rounding modes and its
ERROR_IF list, shared by the array semantics (``rescale.py``) and the element
semantics (``listwise.py``), and imported without numpy."""

from __future__ import annotations

import enum

from lutdialect.semantics.core import ElementType, ErrorIf, expect_type

I8, I16, I32, I48 = ElementType.I8, ElementType.I16, ElementType.I32, ElementType.I48


class RoundingMode(enum.Enum):
    SINGLE_ROUND = "SINGLE_ROUND"
    INEXACT_ROUND = "INEXACT_ROUND"
    DOUBLE_ROUND = "DOUBLE_ROUND"


def error_ifs(
    in_type: ElementType,
    out_type: ElementType,
    *,
    input_zp: int,
    output_zp: int,
    scale32: bool,
    rounding_mode: RoundingMode,
    input_unsigned: bool,
    output_unsigned: bool,
) -> None:
    """RESCALE's ERROR_IF list: an invalid graph, hence :class:`ErrorIf`."""
    expect_type(in_type, (I8, I16, I32, I48), "rescale input")
    expect_type(out_type, (I8, I16, I32), "rescale output")
    checks = [
        (
            in_type is not I8 and not (in_type is I16 and input_unsigned) and input_zp != 0,
            "input_zp must be 0 for this input type",
        ),
        (
            out_type is not I8 and not (out_type is I16 and output_unsigned) and output_zp != 0,
            "output_zp must be 0 for this output type",
        ),
        (
            in_type is I16 and input_unsigned and unsigned_zp(input_zp, I16) not in (0, 32768),
            "unsigned i16 input_zp must be 0 or 32768",
        ),
        (
            out_type is I16 and output_unsigned and unsigned_zp(output_zp, I16) not in (0, 32768),
            "unsigned i16 output_zp must be 0 or 32768",
        ),
        (scale32 and in_type is I48, "scale32 is not allowed for i48 input"),
        (not scale32 and rounding_mode is RoundingMode.DOUBLE_ROUND, "DOUBLE_ROUND needs scale32"),
        (input_unsigned and output_unsigned, "input and output cannot both be unsigned"),
        (input_unsigned and in_type in (I32, I48), "unsigned i32/i48 input is not supported"),
        (output_unsigned and out_type is I32, "unsigned i32 output is not supported"),
        (output_unsigned and in_type in (I32, I48), "i32/i48 input cannot be output unsigned"),
        (input_unsigned and out_type is I32, "unsigned input cannot produce i32"),
        (not in_type.min <= input_zp <= in_type.max, "input_zp is not a value of its type"),
        (not out_type.min <= output_zp <= out_type.max, "output_zp is not a value of its type"),
    ]
    for failed, message in checks:
        if failed:
            raise ErrorIf(f"rescale: {message}")


def unsigned_zp(x: int, t: ElementType) -> int:
    """A zero point written as a signed bit pattern, read as unsigned."""
    return x & ((1 << t.bits) - 1)
