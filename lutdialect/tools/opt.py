"""``lutdialect-opt``: ``xdsl-opt`` with lutdialect registered explicitly.

Unlike plain ``xdsl-opt`` it does not depend on the plugin mechanism to pick
lutdialect's ``tosa`` dialect; it records each op's source location while parsing
(so verifier errors and pass remarks can name ``file:line:col``), and it reports
malformed or invalid input, unknown passes and missing files as a one-line
diagnostic with exit status 1 instead of a Python traceback.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import IO

from xdsl.dialects.builtin import FileLineColLoc, IntAttr, ModuleOp, StringAttr, UnknownLoc
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.universe import Universe
from xdsl.utils.exceptions import DiagnosticException, ParseError, VerifyException
from xdsl.xdsl_opt_main import xDSLOptMain

from lutdialect.universe import get_all_passes, get_tosa_dialect


class LocatingParser(Parser):
    """An xDSL parser that gives every op without a ``loc(...)`` its source position."""

    def __init__(self, *args: object, line_offset: int = 0, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # pyright: ignore[reportArgumentType]
        self._line = 1 + line_offset
        self._line_start = 0
        self._scanned = 0

    def _line_col(self, pos: int) -> tuple[int, int]:
        """Line and column of ``pos``; ops are parsed in order, so scan forward only."""
        text = self.lexer.input.content
        if pos < self._scanned:  # not expected, but stay correct
            self._line, self._line_start, self._scanned = 1, 0, 0
        newlines = text.count("\n", self._scanned, pos)
        if newlines:
            self._line += newlines
            self._line_start = text.rfind("\n", self._scanned, pos) + 1
        self._scanned = pos
        return self._line, pos - self._line_start + 1

    def parse_operation(self) -> Operation:
        start = self.pos
        op = super().parse_operation()
        if isinstance(op.location, UnknownLoc):
            line, column = self._line_col(start)
            op.location = FileLineColLoc(
                StringAttr(self.lexer.input.name), IntAttr(line), IntAttr(column)
            )
        return op


def location(op: Operation) -> str:
    loc = op.location
    if isinstance(loc, FileLineColLoc):
        return f"{loc.filename.data}:{loc.line.data}:{loc.column.data}"  # pyright: ignore[reportUnknownMemberType]
    return "<unknown>"


def verify_with_locations(module: ModuleOp) -> None:
    """Verify op by op, so the first failure is reported at its op's location."""
    for op in module.walk():
        try:
            op.verify(verify_nested_ops=False)
        except VerifyException as e:
            raise DiagnosticException(f"{location(op)}: error: {e.args[0]}") from None


class LutDialectOptMain(xDSLOptMain):
    """The xDSL optimizer driver with lutdialect's dialect and passes."""

    def register_all_dialects(self) -> None:
        multiverse = Universe.get_multiverse()
        for name, factory in multiverse.all_dialects.items():
            self.ctx.register_dialect(name, get_tosa_dialect if name == "tosa" else factory)

    def register_all_passes(self) -> None:
        super().register_all_passes()
        for name, factory in get_all_passes().items():
            self.available_passes[name] = factory

    def parse_chunk(
        self, chunk: IO[bytes], file_extension: str, start_offset: int = 0
    ) -> ModuleOp | None:
        if self.args.frontend is not None or file_extension != "mlir":
            return super().parse_chunk(chunk, file_extension, start_offset)
        text = chunk.read().decode()
        parser = LocatingParser(self.ctx, text, self.get_input_name(), line_offset=start_offset)
        module = parser.parse_module(not self.args.no_implicit_module)
        if not self.args.verify_diagnostics:
            verify_with_locations(module)
        return module


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``lutdialect-opt``; returns the process exit status."""
    try:
        driver = LutDialectOptMain(args=argv)
    except ValueError as e:  # e.g. an unknown pass in the pipeline
        print(f"lutdialect-opt: error: {e}", file=sys.stderr)
        return 1
    try:
        driver.run()
    except (DiagnosticException, ParseError) as e:
        print(str(e).rstrip(), file=sys.stderr)
        return 1
    except OSError as e:
        print(f"lutdialect-opt: error: {e.strerror}: {e.filename}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
