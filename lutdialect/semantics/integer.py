"""Integer TOSA 1.0 element-wise operators, vectorised, following the spec pseudocode.

Values are ``int64`` arrays holding the *signed* value of each element (the bit
pattern of its TOSA type read as two's complement), so every intermediate of the
pseudocode (at most 64 bits wide) is exact and overflow can be *seen*. A REQUIRE
that fails makes the element unpredictable: it is reported in
``Evaluated.unpredictable``/``reasons``, never raised, because a rewrite must be able
to ask "is this input safe to fold?". What the spec calls ERROR_IF (an invalid graph)
and type combinations TOSA 1.0 does not define raise :class:`~.core.ErrorIf`;
``ValueError`` means the caller passed values that are not of the declared type.

Operands broadcast like numpy. Each function checks that its inputs are values of
the declared type, so a caller mixing up bit patterns fails loudly.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
import numpy.typing as npt

from lutdialect.semantics.core import BoolArray, ElementType, ErrorIf, Evaluated, expect_type

IntArray = npt.NDArray[np.int64]

I8, I16, I32, BOOL = ElementType.I8, ElementType.I16, ElementType.I32, ElementType.BOOL
_NARROW = (I8, I16, I32)
"""Types of the bitwise and shift operators."""

Failure = tuple[npt.ArrayLike, str]
"""A REQUIRE outcome: per-element (or scalar) *failure* mask and the condition's name."""


# --- helpers shared with rescale.py / table.py -----------------------------------------


def ints(x: npt.ArrayLike, t: ElementType, what: str = "operand") -> IntArray:
    """``x`` as ``int64``, checking every element is a value of ``t``."""
    array = np.asarray(x)
    if array.dtype.kind not in "biu":
        raise ValueError(f"{what} must be an integer array, got {array.dtype}")
    values = array.astype(np.int64)
    if values.size and (values.min() < t.min or values.max() > t.max):
        raise ValueError(f"{what} holds values outside {t.value} [{t.min}, {t.max}]")
    return values


def bools(x: npt.ArrayLike, what: str = "operand") -> BoolArray:
    array = np.asarray(x)
    if array.dtype != np.bool_:
        raise ValueError(f"{what} must be a bool array, got {array.dtype}")
    return array


def wrap(x: IntArray, t: ElementType) -> IntArray:
    """Two's-complement truncation to ``t`` (the pseudocode's ``static_cast``)."""
    half = 1 << (t.bits - 1)
    return ((x + half) & ((1 << t.bits) - 1)) - half


def zero_extend(x: IntArray, t: ElementType) -> IntArray:
    """The unsigned reading of a ``t`` bit pattern."""
    return x & ((1 << t.bits) - 1)


def fits(x: IntArray, t: ElementType) -> BoolArray:
    return (x >= t.min) & (x <= t.max)


def evaluated(
    values: npt.NDArray[np.generic], failures: Iterable[Failure], *, exact: bool = True
) -> Evaluated:
    """Bundle ``values`` with the REQUIRE failures that occurred (names kept in order)."""
    shape = np.shape(values)
    mask = np.zeros(shape, dtype=np.bool_)
    reasons: list[str] = []
    for fail, name in failures:
        failed = np.broadcast_to(np.asarray(fail, dtype=np.bool_), shape)
        if failed.any():
            mask = mask | failed
            if name not in reasons:
                reasons.append(name)
    return Evaluated(np.asarray(values), np.asarray(mask), exact, tuple(reasons))


def _pair(a: npt.ArrayLike, b: npt.ArrayLike, t: ElementType) -> tuple[IntArray, IntArray]:
    x, y = np.broadcast_arrays(ints(a, t, "input1"), ints(b, t, "input2"))
    return x, y


def _shift_ok(b: IntArray, t: ElementType) -> BoolArray:
    return (b >= 0) & (b <= t.bits - 1)


# --- arithmetic ------------------------------------------------------------------------


def add(a: npt.ArrayLike, b: npt.ArrayLike, t: ElementType = I32) -> Evaluated:
    """ADD: integer overflow is a REQUIRE failure, not a wrap."""
    expect_type(t, (I32,), "add")
    x, y = _pair(a, b, t)
    s = x + y
    return evaluated(wrap(s, t), [(~fits(s, t), "add overflow")])


def sub(a: npt.ArrayLike, b: npt.ArrayLike, t: ElementType = I32) -> Evaluated:
    """SUB: integer overflow is a REQUIRE failure, not a wrap."""
    expect_type(t, (I32,), "sub")
    x, y = _pair(a, b, t)
    d = x - y
    return evaluated(wrap(d, t), [(~fits(d, t), "sub overflow")])


def mul(a: npt.ArrayLike, b: npt.ArrayLike, *, shift: int, in_type: ElementType) -> Evaluated:
    """MUL to i32. i32 with shift 0 keeps the low 32 bits; i32 with shift > 0 rounds
    half up and REQUIREs the result to fit; i8/i16 REQUIRE shift 0."""
    expect_type(in_type, _NARROW, "mul")
    x, y = _pair(a, b, in_type)
    product = x * y
    failures: list[Failure] = [
        (not 0 <= shift <= 63, "mul shift out of range"),
        (in_type is not I32 and shift != 0, "mul shift must be 0 below i32"),
    ]
    if in_type is I32 and 0 < shift <= 63:
        # int64 two's-complement arithmetic as in the pseudocode: only
        # INT32_MIN**2 with shift 63 wraps (to -1), exactly as the reference model does.
        with np.errstate(over="ignore"):
            rounded = (product + (1 << (shift - 1))) >> shift
        failures.append((~fits(rounded, I32), "mul result overflow"))
        return evaluated(wrap(rounded, I32), failures)
    return evaluated(wrap(product, I32), failures)


def intdiv(a: npt.ArrayLike, b: npt.ArrayLike, t: ElementType = I32) -> Evaluated:
    """INTDIV: C division (truncates toward zero); REQUIREs b != 0 and no overflow."""
    expect_type(t, (I32,), "intdiv")
    x, y = _pair(a, b, t)
    zero = y == 0
    safe = np.where(zero, 1, y)
    q = np.sign(x) * np.sign(safe) * (np.abs(x) // np.abs(safe))
    return evaluated(wrap(q, t), [(zero, "intdiv by zero"), (q > t.max, "intdiv overflow")])


def negate(
    x: npt.ArrayLike, *, input_zp: int = 0, output_zp: int = 0, t: ElementType = I32
) -> Evaluated:
    """NEGATE in an i32 accumulator with zero points (i8 only), saturating to ``t``."""
    expect_type(t, _NARROW, "negate")
    if t is not I8 and (input_zp != 0 or output_zp != 0):
        raise ErrorIf("negate: zero points must be 0 unless the type is i8")
    for zp in (input_zp, output_zp):
        if not t.min <= zp <= t.max:
            raise ErrorIf(f"negate: zero point {zp} is not a {t.value} value")
    v = ints(x, t, "input1")
    acc = v - input_zp
    neg = -acc
    out = wrap(neg, I32) + output_zp
    failures: list[Failure] = [
        (~fits(acc, I32), "negate input_zp subtraction overflow"),
        (~fits(neg, I32), "negate overflow"),
        (~fits(out, I32), "negate output_zp addition overflow"),
    ]
    return evaluated(np.clip(wrap(out, I32), t.min, t.max), failures)


def abs(x: npt.ArrayLike, t: ElementType = I32) -> Evaluated:
    """ABS: ``0 - x`` for negatives, so ``abs(INT32_MIN)`` fails the subtraction REQUIRE."""
    expect_type(t, (I32,), "abs")
    v = ints(x, t, "input1")
    r = np.abs(v)
    return evaluated(wrap(r, t), [(~fits(r, t), "abs of minimum value")])


def clamp(x: npt.ArrayLike, lo: int, hi: int, t: ElementType) -> Evaluated:
    """CLAMP of integers (i8, i16); ``lo > hi`` is an ERROR_IF."""
    expect_type(t, (I8, I16), "clamp")
    if not t.min <= lo <= hi <= t.max:
        raise ErrorIf(f"clamp: need {t.min} <= min_val <= max_val <= {t.max}")
    return evaluated(np.clip(ints(x, t, "input"), lo, hi), [])


def maximum(a: npt.ArrayLike, b: npt.ArrayLike, t: ElementType = I32) -> Evaluated:
    expect_type(t, (I32,), "maximum")
    return evaluated(np.maximum(*_pair(a, b, t)), [])


def minimum(a: npt.ArrayLike, b: npt.ArrayLike, t: ElementType = I32) -> Evaluated:
    expect_type(t, (I32,), "minimum")
    return evaluated(np.minimum(*_pair(a, b, t)), [])


def clz(x: npt.ArrayLike, t: ElementType = I32) -> Evaluated:
    """CLZ of the 32-bit pattern (32 for zero)."""
    expect_type(t, (I32,), "clz")
    u = zero_extend(ints(x, t, "input1"), t)
    # frexp's exponent of a positive integer below 2**53 is its bit length; frexp(0) is 0.
    bit_length = np.frexp(u.astype(np.float64))[1].astype(np.int64)
    return evaluated(t.bits - bit_length, [])


# --- shifts and bitwise ----------------------------------------------------------------


def arithmetic_right_shift(
    a: npt.ArrayLike,
    b: npt.ArrayLike,
    *,
    round: bool,
    t: ElementType,
) -> Evaluated:
    """ARITHMETIC_RIGHT_SHIFT; ``round`` adds the last bit shifted out (round half up)."""
    expect_type(t, _NARROW, "arithmetic_right_shift")
    x, s = _pair(a, b, t)
    ok = _shift_ok(s, t)
    s = np.where(ok, s, 0)
    result = x >> s
    if round:
        result = result + np.where(s > 0, (x >> np.maximum(s - 1, 0)) & 1, 0)
    return evaluated(result, [(~ok, "shift out of range")])


def logical_left_shift(a: npt.ArrayLike, b: npt.ArrayLike, t: ElementType) -> Evaluated:
    """LOGICAL_LEFT_SHIFT: bits shifted past the type's width are lost."""
    expect_type(t, _NARROW, "logical_left_shift")
    x, s = _pair(a, b, t)
    ok = _shift_ok(s, t)
    return evaluated(wrap(x << np.where(ok, s, 0), t), [(~ok, "shift out of range")])


def logical_right_shift(a: npt.ArrayLike, b: npt.ArrayLike, t: ElementType) -> Evaluated:
    """LOGICAL_RIGHT_SHIFT: the operand is read as unsigned of its own width."""
    expect_type(t, _NARROW, "logical_right_shift")
    x, s = _pair(a, b, t)
    ok = _shift_ok(s, t)
    shifted = zero_extend(x, t) >> np.where(ok, s, 0)
    return evaluated(wrap(shifted, t), [(~ok, "shift out of range")])


def bitwise_and(a: npt.ArrayLike, b: npt.ArrayLike, t: ElementType) -> Evaluated:
    expect_type(t, _NARROW, "bitwise_and")
    x, y = _pair(a, b, t)
    return evaluated(x & y, [])


def bitwise_or(a: npt.ArrayLike, b: npt.ArrayLike, t: ElementType) -> Evaluated:
    expect_type(t, _NARROW, "bitwise_or")
    x, y = _pair(a, b, t)
    return evaluated(x | y, [])


def bitwise_xor(a: npt.ArrayLike, b: npt.ArrayLike, t: ElementType) -> Evaluated:
    expect_type(t, _NARROW, "bitwise_xor")
    x, y = _pair(a, b, t)
    return evaluated(x ^ y, [])


def bitwise_not(a: npt.ArrayLike, t: ElementType) -> Evaluated:
    expect_type(t, _NARROW, "bitwise_not")
    return evaluated(~ints(a, t, "input1"), [])


# --- logical, comparison, selection ----------------------------------------------------


def logical_and(a: npt.ArrayLike, b: npt.ArrayLike) -> Evaluated:
    return evaluated(bools(a) & bools(b), [])


def logical_or(a: npt.ArrayLike, b: npt.ArrayLike) -> Evaluated:
    return evaluated(bools(a) | bools(b), [])


def logical_xor(a: npt.ArrayLike, b: npt.ArrayLike) -> Evaluated:
    return evaluated(bools(a) ^ bools(b), [])


def logical_not(a: npt.ArrayLike) -> Evaluated:
    return evaluated(~bools(a), [])


def equal(a: npt.ArrayLike, b: npt.ArrayLike, t: ElementType = I32) -> Evaluated:
    expect_type(t, (I32,), "equal")
    x, y = _pair(a, b, t)
    return evaluated(x == y, [])


def greater(a: npt.ArrayLike, b: npt.ArrayLike, t: ElementType = I32) -> Evaluated:
    expect_type(t, (I32,), "greater")
    x, y = _pair(a, b, t)
    return evaluated(x > y, [])


def greater_equal(a: npt.ArrayLike, b: npt.ArrayLike, t: ElementType = I32) -> Evaluated:
    expect_type(t, (I32,), "greater_equal")
    x, y = _pair(a, b, t)
    return evaluated(x >= y, [])


def select(cond: npt.ArrayLike, a: npt.ArrayLike, b: npt.ArrayLike) -> Evaluated:
    """SELECT of two same-typed integer (or bool) operands."""
    x, y = np.asarray(a), np.asarray(b)
    if x.dtype != y.dtype:
        raise ValueError(f"select: operands differ in dtype ({x.dtype} vs {y.dtype})")
    return evaluated(np.where(bools(cond, "condition"), x, y), [])


__all__ = [
    "BOOL",
    "I8",
    "I16",
    "I32",
    "Failure",
    "IntArray",
    "abs",
    "add",
    "arithmetic_right_shift",
    "bitwise_and",
    "bitwise_not",
    "bitwise_or",
    "bitwise_xor",
    "bools",
    "clamp",
    "clz",
    "equal",
    "evaluated",
    "expect_type",
    "fits",
    "greater",
    "greater_equal",
    "intdiv",
    "ints",
    "logical_and",
    "logical_left_shift",
    "logical_not",
    "logical_or",
    "logical_right_shift",
    "logical_xor",
    "maximum",
    "minimum",
    "mul",
    "negate",
    "select",
    "sub",
    "wrap",
    "zero_extend",
]
