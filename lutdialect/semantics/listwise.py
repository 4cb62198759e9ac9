"""The integer TOSA 1.0 ops a quantized pointwise chain is made of, on Python lists.

The same pseudocode as :mod:`.integer`, :mod:`.rescale` and :mod:`.table`, one element
at a time and without numpy, for the proofs of i8 regions (``evaluator.listwise``):
256 codes are few enough for lists, and importing numpy takes longer than the rest
of a small graph's fold. i16 regions (65,536 codes) stay with the array semantics.

Data are lists of the elements' signed values, as in the array semantics; each
function returns the values and, per element, whether a REQUIRE failed (the array
semantics' ``unpredictable``). ERROR_IFs raise :class:`~.core.ErrorIf`, with the
array semantics' own checks where they are not arithmetic (``rescale_rules``), and
operands that are not values of their type ``ValueError``, as there. An
op or mode these lists do not model raises :class:`NotModelled`; the array
semantics answer it. ``tests/unit/semantics/test_listwise.py`` holds every function
equal to its array twin on every input code.
"""

from __future__ import annotations

from collections.abc import Sequence

from lutdialect.semantics.core import ElementType, ErrorIf, expect_type
from lutdialect.semantics.rescale_rules import RoundingMode, error_ifs, unsigned_zp

I8, I16, I32, I48 = ElementType.I8, ElementType.I16, ElementType.I32, ElementType.I48

Result = tuple[list[int], list[bool]]
"""Values and, per element, whether a REQUIRE failed."""

I32_MIN, I32_MAX = I32.min, I32.max


class NotModelled(Exception):
    """Outside what these lists model (the array semantics decide it)."""


def _wrap(x: int, bits: int) -> int:
    """Two's-complement truncation to ``bits`` (``integer.wrap``)."""
    half = 1 << (bits - 1)
    return ((x + half) & ((1 << bits) - 1)) - half


def _fits(x: int, t: ElementType) -> bool:
    return t.min <= x <= t.max


def _of(t: ElementType, *operands: Sequence[int]) -> None:
    """Every element of ``operands`` is a value of ``t`` (``integer.ints``): a caller
    mixing up types fails here as it does on arrays, with ``ValueError``."""
    for values in operands:
        if values and (min(values) < t.min or max(values) > t.max):
            raise ValueError(f"an operand holds values outside {t.value} [{t.min}, {t.max}]")


def _wrap32(x: int) -> int:
    return ((x + 0x80000000) & 0xFFFFFFFF) - 0x80000000


def add(a: Sequence[int], b: Sequence[int], t: ElementType) -> Result:
    """ADD: overflow is a REQUIRE failure, the value wraps."""
    expect_type(t, (I32,), "add")
    _of(t, a, b)
    sums = [x + y for x, y in zip(a, b, strict=True)]
    return [_wrap32(s) for s in sums], [not I32_MIN <= s <= I32_MAX for s in sums]


def sub(a: Sequence[int], b: Sequence[int], t: ElementType) -> Result:
    """SUB: overflow is a REQUIRE failure, the value wraps."""
    expect_type(t, (I32,), "sub")
    _of(t, a, b)
    differences = [x - y for x, y in zip(a, b, strict=True)]
    return [_wrap32(d) for d in differences], [not I32_MIN <= d <= I32_MAX for d in differences]


def mul(a: Sequence[int], b: Sequence[int], *, shift: int, in_type: ElementType) -> Result:
    """MUL to i32, as ``integer.mul``: with a shift, in int64 arithmetic as the
    pseudocode has it (the rounding addition wraps)."""
    expect_type(in_type, (I8, I16, I32), "mul")
    _of(in_type, a, b)
    products = [x * y for x, y in zip(a, b, strict=True)]
    if in_type is I32 and 0 < shift <= 63:
        half = 1 << (shift - 1)
        rounded = [_wrap(p + half, 64) >> shift for p in products]
        return [_wrap32(r) for r in rounded], [not I32_MIN <= r <= I32_MAX for r in rounded]
    failed = not 0 <= shift <= 63 or (in_type is not I32 and shift != 0)
    return [_wrap32(p) for p in products], [failed] * len(products)


def maximum(a: Sequence[int], b: Sequence[int], t: ElementType) -> Result:
    expect_type(t, (I32,), "maximum")
    _of(t, a, b)
    return [max(x, y) for x, y in zip(a, b, strict=True)], [False] * len(a)


def minimum(a: Sequence[int], b: Sequence[int], t: ElementType) -> Result:
    expect_type(t, (I32,), "minimum")
    _of(t, a, b)
    return [min(x, y) for x, y in zip(a, b, strict=True)], [False] * len(a)


def clamp(x: Sequence[int], lo: int, hi: int, t: ElementType) -> Result:
    """CLAMP of integers (i8, i16); ``lo > hi`` is an ERROR_IF."""
    expect_type(t, (I8, I16), "clamp")
    if not t.min <= lo <= hi <= t.max:
        raise ErrorIf(f"clamp: need {t.min} <= min_val <= max_val <= {t.max}")
    _of(t, x)
    return [min(max(v, lo), hi) for v in x], [False] * len(x)


def table(x: Sequence[int], table_values: Sequence[int], in_type: ElementType) -> Result:
    """TABLE of an i8 input (a plain lookup); i16's interpolation is not modelled."""
    expect_type(in_type, (I8, I16), "table")
    if in_type is not I8:
        raise NotModelled("an i16 table")
    _of(I8, table_values)
    if len(table_values) != 256:
        raise ErrorIf("table: i8 needs 256 entries")
    _of(I8, x)
    return [table_values[v + 128] for v in x], [False] * len(x)


def rescale(
    values: Sequence[int],
    *,
    multiplier: int,
    shift: int,
    input_zp: int,
    output_zp: int,
    in_type: ElementType,
    out_type: ElementType,
    scale32: bool,
    rounding_mode: RoundingMode,
    input_unsigned: bool,
    output_unsigned: bool,
) -> Result:
    """RESCALE with one multiplier and shift, as ``rescale.rescale`` with
    ``per_channel=False``; INEXACT_ROUND is not modelled."""
    error_ifs(
        in_type,
        out_type,
        input_zp=input_zp,
        output_zp=output_zp,
        scale32=scale32,
        rounding_mode=rounding_mode,
        input_unsigned=input_unsigned,
        output_unsigned=output_unsigned,
    )
    if rounding_mode is RoundingMode.INEXACT_ROUND:
        raise NotModelled("INEXACT_ROUND")
    m_type = I32 if scale32 else I16
    if not _fits(multiplier, m_type):
        raise ErrorIf(f"rescale: the multiplier must be an {m_type.value} value")
    _of(in_type, values)
    if input_unsigned:
        bits, zp = in_type.bits, unsigned_zp(input_zp, in_type)
        centred = [(v & ((1 << bits) - 1)) - zp for v in values]
    else:
        centred = [v - input_zp for v in values]
    # apply_scale_32 / apply_scale_16, with the REQUIREs both share.
    _of(I32 if scale32 else I48, centred)
    shift_ok = 2 <= shift <= 62
    s = shift if shift_ok else 2
    half = 1 << (s - 1)
    failed = multiplier < 0 or not shift_ok
    if scale32:
        double = rounding_mode is RoundingMode.DOUBLE_ROUND and s > 31
        scaled = [
            (v * multiplier + half + ((1 << 30 if v >= 0 else -(1 << 30)) if double else 0)) >> s
            for v in centred
        ]
        # With a valid shift (``failed`` is False), the value must fit in it.
        bad = [True] * len(centred) if failed else [not -half <= v < half for v in centred]
    else:
        scaled = [(v * multiplier + half) >> s for v in centred]
        bad = [failed or not I32_MIN <= r <= I32_MAX for r in scaled]
    zp = unsigned_zp(output_zp, out_type) if output_unsigned else output_zp
    sums = [_wrap32(r) + zp for r in scaled]
    low, high = (0, (1 << out_type.bits) - 1) if output_unsigned else (out_type.min, out_type.max)
    out = [low if r < low else high if r > high else r for r in sums]
    if output_unsigned:
        out = [_wrap(r, out_type.bits) for r in out]
    return out, [b or not I32_MIN <= r <= I32_MAX for b, r in zip(bad, sums, strict=True)]


def cast(x: Sequence[int], in_type: ElementType, out_type: ElementType) -> Result:
    """CAST between i8, i16 and i32: the low bits, or the sign extended."""
    ints = (I8, I16, I32)
    if in_type not in ints or out_type not in ints:
        raise NotModelled(f"a cast from {in_type.value} to {out_type.value}")
    if in_type is out_type:
        raise ErrorIf(f"TOSA CAST has no {in_type.value} -> {out_type.value} variant")
    _of(in_type, x)
    return [_wrap(v, out_type.bits) for v in x], [False] * len(x)


def negate(x: Sequence[int], *, input_zp: int, output_zp: int, t: ElementType) -> Result:
    """NEGATE in an i32 accumulator with zero points (i8 only), saturating to ``t``."""
    expect_type(t, (I8, I16, I32), "negate")
    if t is not I8 and (input_zp != 0 or output_zp != 0):
        raise ErrorIf("negate: zero points must be 0 unless the type is i8")
    for zp in (input_zp, output_zp):
        if not t.min <= zp <= t.max:
            raise ErrorIf(f"negate: zero point {zp} is not a {t.value} value")
    _of(t, x)
    values: list[int] = []
    failed: list[bool] = []
    for v in x:
        acc = v - input_zp
        out = _wrap(-acc, 32) + output_zp
        values.append(min(max(_wrap(out, 32), t.min), t.max))
        failed.append(not (_fits(acc, I32) and _fits(-acc, I32) and _fits(out, I32)))
    return values, failed


def abs_(x: Sequence[int], t: ElementType) -> Result:
    """ABS: ``abs(INT32_MIN)`` fails the subtraction's REQUIRE."""
    expect_type(t, (I32,), "abs")
    _of(t, x)
    return [_wrap(abs(v), 32) for v in x], [not _fits(abs(v), I32) for v in x]


def _shifts(b: Sequence[int], t: ElementType) -> tuple[list[int], list[bool]]:
    """Each shift, 0 where it is out of range, and whether it is."""
    out_of_range = [not 0 <= s <= t.bits - 1 for s in b]
    return [0 if bad else s for s, bad in zip(b, out_of_range, strict=True)], out_of_range


def arithmetic_right_shift(
    a: Sequence[int], b: Sequence[int], *, round: bool, t: ElementType
) -> Result:
    """ARITHMETIC_RIGHT_SHIFT; ``round`` adds the last bit shifted out."""
    expect_type(t, (I8, I16, I32), "arithmetic_right_shift")
    _of(t, a, b)
    shifts, failed = _shifts(b, t)
    values = [
        (x >> s) + (((x >> (s - 1)) & 1) if round and s > 0 else 0)
        for x, s in zip(a, shifts, strict=True)
    ]
    return values, failed


def logical_left_shift(a: Sequence[int], b: Sequence[int], t: ElementType) -> Result:
    expect_type(t, (I8, I16, I32), "logical_left_shift")
    _of(t, a, b)
    shifts, failed = _shifts(b, t)
    return [_wrap(x << s, t.bits) for x, s in zip(a, shifts, strict=True)], failed


def logical_right_shift(a: Sequence[int], b: Sequence[int], t: ElementType) -> Result:
    expect_type(t, (I8, I16, I32), "logical_right_shift")
    _of(t, a, b)
    shifts, failed = _shifts(b, t)
    mask = (1 << t.bits) - 1
    return [_wrap((x & mask) >> s, t.bits) for x, s in zip(a, shifts, strict=True)], failed


def bitwise_and(a: Sequence[int], b: Sequence[int], t: ElementType) -> Result:
    expect_type(t, (I8, I16, I32), "bitwise_and")
    _of(t, a, b)
    return [x & y for x, y in zip(a, b, strict=True)], [False] * len(a)


def bitwise_or(a: Sequence[int], b: Sequence[int], t: ElementType) -> Result:
    expect_type(t, (I8, I16, I32), "bitwise_or")
    _of(t, a, b)
    return [x | y for x, y in zip(a, b, strict=True)], [False] * len(a)


def bitwise_xor(a: Sequence[int], b: Sequence[int], t: ElementType) -> Result:
    expect_type(t, (I8, I16, I32), "bitwise_xor")
    _of(t, a, b)
    return [x ^ y for x, y in zip(a, b, strict=True)], [False] * len(a)


def bitwise_not(a: Sequence[int], t: ElementType) -> Result:
    expect_type(t, (I8, I16, I32), "bitwise_not")
    _of(t, a)
    return [~x for x in a], [False] * len(a)
