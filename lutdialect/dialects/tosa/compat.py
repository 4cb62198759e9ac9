"""A compatibility fix for xDSL 0.75's parsing of hexadecimal float tensor literals.

MLIR spells a float element that has no exact decimal form -- NaN, infinities,
some subnormals -- as its bit pattern: ``dense<[0x7FC00000, 1.0]> : tensor<2xf32>``.
``tosa-opt`` prints constants that way. xDSL 0.75 reads such an element as the
*integer* 0x7FC00000 and converts it to the float 2143289344.0, silently changing
the constant. Every graph lutdialect reads goes through this parser, so the fix is
installed when the TOSA dialect is imported: hexadecimal elements of a float
tensor literal are read as bit patterns, as MLIR defines them. Decimal elements
and every other literal are untouched. ``tests/unit/test_compat.py`` pins it.
"""

from __future__ import annotations

from typing import Any

from xdsl.dialects.builtin import AnyFloat
from xdsl.parser.attribute_parser import AttrParser

_Element = AttrParser._TensorLiteralElement  # pyright: ignore[reportPrivateUsage]
_original_to_type = _Element.to_type


def _to_type(self: Any, parser: AttrParser, type: Any) -> Any:
    if (
        isinstance(type, AnyFloat)
        and isinstance(self.value, int)
        and not isinstance(self.value, bool)
        and self.span.text[:2] in ("0x", "0X")
    ):
        if self.value.bit_length() > type.bitwidth:
            parser.raise_error("hexadecimal float element out of range for its type", self.span)
        raw = self.value.to_bytes(type.compile_time_size, "little")
        return next(type.iter_unpack(raw))
    return _original_to_type(self, parser, type)


def install() -> None:
    """Read hexadecimal float tensor-literal elements as bit patterns (idempotent)."""
    _Element.to_type = _to_type  # pyright: ignore[reportAttributeAccessIssue]
