"""Workaround in xDSL 0.75's printing of dense literals.

``dense-literal-print``: xDSL prints a dense attribute by unpacking all its
elements into a Python tuple, twice (``get_values`` and ``is_splat``), even when
it then prints the raw bytes as hex; and it prints that hex in its own layout,
which MLIR reads differently for integer widths other than 8/16/32/64 (see
:mod:`.dense_storage`). The replacement decides splat and size on the bytes,
prints a large attribute straight from its bytes in MLIR's layout, and unpacks
only the (at most 100) elements it prints in decimal -- float elements from
their bits when ``float-spelling`` is installed, so NaN payloads survive. A splat
is detected bitwise, as MLIR does: ``[NaN, NaN]`` is a splat, ``[0.0, -0.0]`` is
not.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects.builtin import (
    AnyDenseElement,
    AnyFloat,
    ComplexType,
    DenseIntOrFPElementsAttr,
    IntegerType,
)
from xdsl.printer import Printer

from . import dense_storage
from .dense_parse import SERIES
from .float_format import FLOAT_SPELLING, float_text
from .guard import Workaround

HEX_ABOVE = 100
"""MLIR prints a non-splat dense attribute of more elements than this as hex."""

_xdsl_print_without_type = DenseIntOrFPElementsAttr.print_without_type


def print_without_type(self: DenseIntOrFPElementsAttr[AnyDenseElement], printer: Printer) -> None:
    """``dense<...>`` as MLIR prints it, decided on the raw bytes."""
    element = self.get_element_type()
    if isinstance(element, ComplexType) or not self.shape_is_complete:
        _xdsl_print_without_type(self, printer)
        return
    data = self.data.data
    size = element.compile_time_size
    count = len(data) // size
    printer.print_string("dense")
    with printer.in_angle_brackets():
        if count == 0:
            pass
        elif data == data[:size] * count:
            word = _float_word(data[:size], element)
            if word is None:
                self._print_one_elem(next(element.iter_unpack(data[:size])), printer)  # pyright: ignore[reportPrivateUsage]
            else:
                printer.print_string(word)
        elif count > HEX_ABOVE:
            if isinstance(element, IntegerType):
                data = dense_storage.to_mlir(data, element)
            printer.print_string(f'"0x{data.hex().upper()}"')
        elif _float_word(data[:size], element) is not None:
            words = [_float_word(data[i : i + size], element) for i in range(0, len(data), size)]
            printer.print_string(_nest(cast(list[str], words), self.get_shape()))
        else:
            values = element.unpack(data, count)
            self._print_dense_list(values, self.get_shape(), printer)  # pyright: ignore[reportPrivateUsage]


def _float_word(raw: bytes, element: AnyDenseElement) -> str | None:
    """A float element from its bits, as MLIR spells it (if ``float-spelling`` is on)."""
    if isinstance(element, AnyFloat) and FLOAT_SPELLING.installed:
        return float_text(raw, element)
    return None


def _nest(words: list[str], shape: Sequence[int]) -> str:
    """``[[a, b], [c, d]]``: ``words`` as a tensor literal of ``shape``."""
    if len(shape) <= 1:
        return f"[{', '.join(words)}]"
    step = len(words) // shape[0]
    return (
        "["
        + ", ".join(_nest(words[i : i + step], shape[1:]) for i in range(0, len(words), step))
        + "]"
    )


DENSE_LITERAL_PRINT = Workaround.replacing(
    DenseIntOrFPElementsAttr,
    "print_without_type",
    print_without_type,
    name="dense-literal-print",
    targets=SERIES,
    missing="i48, i4 and i1 constants of more than 100 elements print in a layout tosa-opt "
    "misreads, and printing big constants is slow",
    upstream="DenseIntOrFPElementsAttr.print_without_type: decide splat and hex on the raw "
    "bytes, unpack only what is printed in decimal, print hex in MLIR's raw layout",
)
