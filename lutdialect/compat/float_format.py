"""MLIR's spelling of float literals, for xDSL 0.75's printer.

``float-spelling``: MLIR prints a float attribute or dense element with LLVM's
``APFloat::toString``: first in scientific form with 6 significant digits
(``1.500000e+00``), if that reads back to the same bits; otherwise in the type's
round-trip precision, plain or scientific with a capital ``E``
(``0.333333343``, ``1.17549435E-38``); and as its bit pattern in upper-case hex
(``0x7FC00000``) if neither is a decimal (NaN, infinities, ``123456792``). Its
decimal digits come from a quirk of that algorithm: the exact value's digits are
first *truncated* to about the precision's worth, then rounded half up. xDSL
prints Python's correctly rounded digits, lower-case ``e`` and lower-case hex,
which differ in the last digit for about 1 in 15 f16/bf16/fp8 values and in the
exponent letter for most f32 values that need 9 digits. Both read back to the same
bits; this spells them as ``tosa-opt`` does, so a round trip is byte-identical.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from xdsl.dialects.builtin import (
    AnyFloat,
    BFloat16Type,
    Float8E4M3FNType,
    Float8E5M2Type,
    Float16Type,
    Float32Type,
    Float64Type,
)
from xdsl.printer import Printer

from .guard import Workaround

if TYPE_CHECKING:
    from fractions import Fraction  # with decimal, imported when a float is first printed


@dataclass(frozen=True)
class Semantics:
    """An IEEE-like binary format: significand bits (with the implicit one), min exponent."""

    precision: int
    min_exponent: int
    """Exponent of the smallest normal value (subnormals share it)."""


SEMANTICS: dict[type[AnyFloat], Semantics] = {
    Float64Type: Semantics(53, -1022),
    Float32Type: Semantics(24, -126),
    Float16Type: Semantics(11, -14),
    BFloat16Type: Semantics(8, -126),
    Float8E4M3FNType: Semantics(4, -6),
    Float8E5M2Type: Semantics(3, -14),
}
"""The float types whose spelling this module knows (TOSA's, and f64)."""


def _digits(value: Fraction, precision: int) -> tuple[str, int]:
    """Decimal digits and power of ten of ``value`` > 0, as APFloat computes them.

    ``value == int(digits) * 10**exp`` up to the truncation and half-up rounding
    to ``precision`` significant digits.
    """
    num, den = value.numerator, value.denominator  # den is a power of two
    twos = den.bit_length() - 1
    if twos:
        n, exp = num * 5**twos, -twos
    else:
        n, exp = num, 0
    # Drop the decimal digits beyond ~precision, truncating (APFloat's first step).
    required = (precision * 196 + 58) // 59
    if n.bit_length() > required:
        removable = (n.bit_length() - required) * 59 // 196
        if removable:
            n //= 10**removable
            exp += removable
    digits = str(n)
    stripped = digits.rstrip("0")
    exp += len(digits) - len(stripped)
    digits = stripped
    if len(digits) > precision:
        dropped = len(digits) - precision
        head = digits[:precision]
        exp += dropped
        if digits[precision] >= "5":  # half up, carrying
            head = str(int(head) + 1)
            if len(head) > precision:
                head, exp = head[:-1], exp + 1
        digits = head.rstrip("0") or "0"
        exp += len(head) - len(digits)
    return digits, exp


def _format(
    negative: bool, digits: str, exp: int, precision: int, *, max_padding: int, truncate_zero: bool
) -> str:
    """APFloat's layout of ``digits * 10**exp``: plain, or scientific when padding runs out."""
    n = len(digits)
    if not max_padding:
        scientific = True
    elif exp >= 0:
        scientific = exp > max_padding or n + exp > precision
    else:
        msd = exp + n - 1
        scientific = msd < 0 and -msd > max_padding
    sign = "-" if negative else ""
    if scientific:
        exp10 = exp + n - 1
        mantissa = digits[0] + "." + (digits[1:] or ("0" if truncate_zero else ""))
        if not truncate_zero and precision > n - 1:
            mantissa += "0" * (precision - n + 1)
        power = str(abs(exp10)).rjust(1 if truncate_zero else 2, "0")
        return f"{sign}{mantissa}{'E' if truncate_zero else 'e'}{'+' if exp10 >= 0 else '-'}{power}"
    if exp >= 0:
        return sign + digits + "0" * exp
    whole = exp + n
    if whole > 0:
        return f"{sign}{digits[:whole]}.{digits[whole:]}"
    return f"{sign}0.{'0' * -whole}{digits}"


def _round(value: Fraction, sem: Semantics) -> Fraction:
    """``value`` > 0 rounded to ``sem``, to nearest, ties to even (as APFloat parses)."""
    from fractions import Fraction

    exponent = value.numerator.bit_length() - value.denominator.bit_length()
    if Fraction(2) ** exponent > value:
        exponent -= 1
    ulp = Fraction(2) ** (max(exponent, sem.min_exponent) - sem.precision + 1)
    return round(value / ulp) * ulp


def _parse(text: str, sem: Semantics) -> Fraction:
    from fractions import Fraction

    value = Fraction(text)
    return _round(value, sem) if value > 0 else -_round(-value, sem) if value < 0 else value


def mlir_float(value: float, sem: Semantics) -> str | None:
    """``value`` as MLIR prints it, or ``None`` where MLIR prints the bit pattern."""
    if not math.isfinite(value):
        return None
    from fractions import Fraction

    negative = str(value).startswith("-")
    exact = abs(Fraction(value))
    if exact == 0:
        return ("-" if negative else "") + "0.000000e+00"
    digits, exp = _digits(exact, 6)
    text = _format(negative, digits, exp, 6, max_padding=0, truncate_zero=False)
    if _parse(text, sem) == (-exact if negative else exact):
        return text
    precision = 2 + sem.precision * 59 // 196
    digits, exp = _digits(exact, precision)
    text = _format(negative, digits, exp, precision, max_padding=3, truncate_zero=True)
    return text if "." in text else None


def float_text(raw: bytes, type: AnyFloat) -> str | None:
    """The element of raw bytes ``raw`` as MLIR prints it (NaN payloads kept), if known."""
    sem = SEMANTICS.get(type.__class__)
    if sem is None:
        return None
    text = mlir_float(next(type.iter_unpack(raw)), sem)
    return f"0x{int.from_bytes(raw, 'little'):X}" if text is None else text


_xdsl_print_float = Printer.print_float


def print_float(self: Printer, value: float, type: AnyFloat) -> None:
    """``Printer.print_float`` spelling as MLIR does for the types of :data:`SEMANTICS`."""
    text = float_text(type.pack((value,)), type)
    if text is None:
        _xdsl_print_float(self, value, type)
    else:
        self.print_string(text)


FLOAT_SPELLING = Workaround.replacing(
    Printer,
    "print_float",
    print_float,
    name="float-spelling",
    targets="0.75",
    missing="some float constants print with other digits or letters than tosa-opt's (same values)",
    upstream="Printer.print_float: follow APFloat::toString (6-digit scientific if it reads "
    "back, else the type's round-trip precision with 'E', else upper-case hex bits)",
)
