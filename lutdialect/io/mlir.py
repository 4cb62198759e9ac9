"""MLIR text in and out: a parser that records where each op was, and says how far it
got; a printer for either TOSA syntax.

xDSL parses about 30-100 kB of TOSA text a second, so a 1 MB model takes tens of
seconds: :func:`parse_mlir` reports its position as it goes (``progress``), lets the
caller stop early (``on_function``, e.g. when a ``.tosa`` output can only hold one
function), and turns every syntax error into a one-line :class:`GraphError`. It reads
either TOSA syntax (:mod:`lutdialect.syntax`); :func:`print_mlir` writes the one named.
"""

from __future__ import annotations

import io
from collections.abc import Callable

from xdsl.context import Context
from xdsl.dialects.builtin import (
    AnyDenseElement,
    DenseIntOrFPElementsAttr,
    FileLineColLoc,
    IntAttr,
    ModuleOp,
    RankedStructure,
    StringAttr,
    UnknownLoc,
)
from xdsl.dialects.func import FuncOp
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.utils.exceptions import ParseError, VerifyException

from lutdialect.dialects.tosa.format import TosaPrinter
from lutdialect.io.errors import GraphError
from lutdialect.syntax import Syntax

ParseProgress = Callable[[int, int], None]
"""``progress(position, size)`` in characters, called as ops are parsed."""

FunctionHook = Callable[[FuncOp, int], None]
"""``on_function(func, count)`` after each top-level function is parsed; it may
raise (a :class:`GraphError`) to stop parsing."""


class LocatingParser(Parser):
    """An xDSL parser that gives every op without a ``loc(...)`` its source position
    (so verifier errors and remarks can name ``file:line:col``)."""

    def __init__(
        self,
        *args: object,
        line_offset: int = 0,
        progress: ParseProgress | None = None,
        on_function: FunctionHook | None = None,
        **kwargs: object,
    ) -> None:
        super().__init__(*args, **kwargs)  # pyright: ignore[reportArgumentType]
        self._line = 1 + line_offset
        self._line_offset = line_offset
        self._line_start = 0
        self._scanned = 0
        self._progress = progress
        self._on_function = on_function
        self._functions = 0
        self._open: list[int] = []
        self.refused_at: int | None = None
        """Where the op xDSL refused as it built it (a ``VerifyException``: an operand,
        result or property of the wrong type) starts, if one was."""

    def _line_col(self, pos: int) -> tuple[int, int]:
        """Line and column of ``pos``; ops are parsed in order, so scan forward only."""
        text = self.lexer.input.content
        if pos < self._scanned:  # not expected, but stay correct
            self._line, self._line_start, self._scanned = 1 + self._line_offset, 0, 0
        newlines = text.count("\n", self._scanned, pos)
        if newlines:
            self._line += newlines
            self._line_start = text.rfind("\n", self._scanned, pos) + 1
        self._scanned = pos
        return self._line, pos - self._line_start + 1

    def location_of(self, pos: int) -> str:
        """``name:line:col`` of ``pos``."""
        line, column = self._line_col(pos)
        return f"{self.lexer.input.name}:{line}:{column}"

    def parse_dense_int_or_fp_elements_attr(
        self, type: RankedStructure[AnyDenseElement] | None
    ) -> DenseIntOrFPElementsAttr:
        # xDSL checks a dense literal's integers against the element type only as it
        # builds the attribute, with a ValueError: a syntax error at the literal here.
        start = self.pos
        try:
            return super().parse_dense_int_or_fp_elements_attr(type)
        except ValueError as e:
            self.raise_error(str(e), start, self.pos)

    def parse_operation(self) -> Operation:
        start = self.pos
        if self._progress is not None:
            self._progress(start, len(self.lexer.input.content))
        self._open.append(start)
        try:
            op = super().parse_operation()
        except VerifyException:
            if self.refused_at is None:
                self.refused_at = start
            raise
        finally:
            self._open.pop()
        if isinstance(op.location, UnknownLoc):
            line, column = self._line_col(start)
            op.location = FileLineColLoc(
                StringAttr(self.lexer.input.name), IntAttr(line), IntAttr(column)
            )
        if self._on_function is not None and isinstance(op, FuncOp) and not op.is_declaration:
            self._functions += 1
            self._on_function(op, self._functions)
        return op


def decode(data: bytes, name: str) -> str:
    """``data`` as UTF-8 text; anything else is a one-line :class:`GraphError`."""
    try:
        return data.decode()
    except UnicodeDecodeError as e:
        hint = ""
        if data[4:8] == b"TOSA":
            # A file is read by its suffix; stdin has none.
            fix = "give --format tosa" if name == "<stdin>" else "use .tosa"
            hint = f" (it looks like a TOSA flatbuffer: {fix})"
        raise GraphError(
            f"{name}: not MLIR text: byte 0x{data[e.start]:02x} at offset {e.start} "
            f"is not UTF-8{hint}"
        ) from None


def parse_mlir(
    text: str,
    ctx: Context,
    name: str = "<text>",
    *,
    progress: ParseProgress | None = None,
    on_function: FunctionHook | None = None,
) -> ModuleOp:
    """Parse MLIR text with source locations; a syntax error becomes a one-line
    :class:`GraphError` naming ``name:line:col``."""
    try:
        # xDSL reads the first token as it builds the parser: a file that starts
        # with a character MLIR has no token for fails there.
        parser = LocatingParser(ctx, text, name, progress=progress, on_function=on_function)
    except ParseError as e:
        raise GraphError(f"{e.span.get_location()}: {_visible(e.msg)}") from None
    try:
        module = parser.parse_module()
    except ParseError as e:
        raise GraphError(f"{e.span.get_location()}: {_visible(e.msg)}") from None
    except VerifyException as e:
        if parser.refused_at is None:
            raise
        where = parser.location_of(parser.refused_at)
        raise GraphError(f"{where}: {str(e).strip().splitlines()[0]}") from None
    if progress is not None:
        progress(len(text), len(text))
    return module


def _visible(message: str) -> str:
    """``message`` with each character a terminal would not show (a byte-order mark,
    a control byte) as its code point."""
    return "".join(c if c.isprintable() else f"U+{ord(c):04X}" for c in message)


def print_mlir(module: ModuleOp, syntax: Syntax | str | None = None) -> str:
    """``module`` as MLIR text (with a final newline) in the TOSA syntax ``syntax``
    (default: the default syntax, exactly as ``str(module)`` prints it)."""
    out = io.StringIO()
    TosaPrinter(stream=out, tosa_syntax=syntax).print_op(module)
    out.write("\n")
    return out.getvalue()
