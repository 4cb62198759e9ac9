"""``lutdialect-opt``: ``xdsl-opt`` with lutdialect registered explicitly.

Unlike plain ``xdsl-opt`` it does not depend on the plugin mechanism to pick
lutdialect's ``tosa`` dialect; it records each op's source location while parsing
(so verifier errors and pass remarks can name ``file:line:col``), reads ``.tosa``
flatbuffers as well as ``.mlir`` text in either TOSA syntax, prints MLIR in the one
``--tosa-syntax`` names (default ``tosa-tools``; see :mod:`lutdialect.syntax`), and
reports every user mistake (malformed or invalid input, a file that is not UTF-8 text,
an unknown suffix, a bad pass pipeline or option, a missing file) as a one-line
diagnostic with exit status 1 instead of a Python traceback (a bad command line: exit
status 2).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from io import StringIO
from typing import IO, ClassVar, NoReturn

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.universe import Universe
from xdsl.utils.arg_spec import parse_spec
from xdsl.utils.exceptions import (
    ArgSpecParseError,
    DiagnosticException,
    ParseError,
    VerifyException,
)
from xdsl.xdsl_opt_main import xDSLOptMain

from lutdialect import __version__
from lutdialect.dialects.tosa import TosaPrinter
from lutdialect.io.errors import GraphError
from lutdialect.io.graph import TOSA_FILE_IDENTIFIER, invalid_op, tosa_io
from lutdialect.io.mlir import LocatingParser, decode
from lutdialect.reference import ReferenceError
from lutdialect.syntax import DEFAULT_SYNTAX, SYNTAX_NAMES
from lutdialect.tools.pipeline import describe_parse_error
from lutdialect.transforms.remarks import location_of
from lutdialect.universe import get_all_passes, get_tosa_dialect

__all__ = [
    "LocatingParser",
    "LutDialectOptMain",
    "location",
    "main",
    "run",
    "verify_with_locations",
]

DESCRIPTION = (
    "lutdialect-opt: the xDSL optimizer driver with lutdialect's TOSA dialect and passes "
    "(fold-dyt-lut, fuse-elementwise-lut). Reads .mlir text (in either TOSA syntax) or "
    ".tosa flatbuffers, prints MLIR; errors are one-line diagnostics with exit status 1."
)


def location(op: Operation) -> str:
    """``file:line:col`` of an op parsed from text, its tensor name when read from a
    flatbuffer, else where it is in its function."""
    return location_of(op)


def verify_with_locations(module: ModuleOp) -> None:
    """Verify op by op, so the first failure is reported at its op's location."""
    failure = invalid_op(module)
    if failure is not None:
        op, message = failure
        raise DiagnosticException(f"{location(op)}: error: {message}")


class LutDialectOptMain(xDSLOptMain):
    """The xDSL optimizer driver with lutdialect's dialect and passes."""

    version_format: ClassVar[str] = f"lutdialect-opt {__version__} (xDSL {{xdsl_version}})"

    def __init__(self, args: Sequence[str] | None = None) -> None:
        super().__init__(description=DESCRIPTION, args=args)

    def register_all_dialects(self) -> None:
        multiverse = Universe.get_multiverse()
        for name, factory in multiverse.all_dialects.items():
            self.ctx.register_dialect(name, get_tosa_dialect if name == "tosa" else factory)

    def register_all_passes(self) -> None:
        super().register_all_passes()
        for name, factory in get_all_passes().items():
            self.available_passes[name] = factory

    def register_all_arguments(self, arg_parser: argparse.ArgumentParser) -> None:
        super().register_all_arguments(arg_parser)
        arg_parser.prog = "lutdialect-opt"
        arg_parser.add_argument(
            "--tosa-syntax",
            choices=SYNTAX_NAMES,
            default=DEFAULT_SYNTAX.name,
            help="the TOSA syntax of the MLIR output: tosa-tools (tosa-opt of tosa-tools "
            "2026.8, the default) or upstream (newer MLIR, e.g. iree-opt 3.13); either is read",
        )

        def one_line_error(message: str) -> NoReturn:
            arg_parser.exit(2, f"{arg_parser.prog}: error: {message}\n")

        arg_parser.error = one_line_error  # a usage mistake is one line, like any other

    def output_resulting_program(self, prog: ModuleOp) -> str:
        mlir = parse_spec(self.args.target).name == "mlir"
        if self.args.tosa_syntax == DEFAULT_SYNTAX.name or not mlir:
            return super().output_resulting_program(prog)
        # xDSL's MLIR target (xdsl.targets.mlir), printing through a TosaPrinter.
        output = StringIO()
        printer = TosaPrinter(
            stream=output,
            tosa_syntax=self.args.tosa_syntax,
            print_generic_format=self.args.print_op_generic,
            print_properties_as_attributes=self.args.print_no_properties,
            print_debuginfo=self.args.print_debuginfo,
        )
        printer.print_op(prog)
        printer.print_metadata(self.ctx.loaded_dialects)
        print("\n", file=output)
        return output.getvalue()

    def prepare_input(self) -> tuple[list[tuple[IO[bytes], int]], str]:
        name = self.args.input_file
        if name is not None and self.args.frontend is None:
            if os.path.isdir(name):
                raise GraphError(f"{name}: is a directory, not an input file")
            extension = os.path.splitext(name)[1]
            if os.path.exists(name) and extension not in (".mlir", ".tosa"):
                shown = f"'{extension}'" if extension else "(no suffix)"
                raise GraphError(
                    f"{name}: unrecognized file extension {shown} "
                    "(expected .mlir or .tosa; -f mlir reads any file as MLIR text)"
                )
        if name is not None and self.args.frontend is None and name.endswith(".tosa"):
            self.args.split_input_file = False  # a flatbuffer is one graph
        if name is not None and self.args.frontend is not None:
            # xDSL still looks the suffix up when -f names the frontend: let -f decide.
            extension = os.path.splitext(name)[1].lstrip(".")
            chosen = self.available_frontends.get(self.args.frontend)
            if chosen is not None:
                self.available_frontends.setdefault(extension, chosen)
        return super().prepare_input()

    def register_all_frontends(self) -> None:
        super().register_all_frontends()
        self.available_frontends.setdefault("tosa", _unused_frontend)

    def parse_chunk(
        self, chunk: IO[bytes], file_extension: str, start_offset: int = 0
    ) -> ModuleOp | None:
        frontend = self.args.frontend
        if frontend is not None and frontend != "mlir":
            return super().parse_chunk(chunk, file_extension, start_offset)
        name = self.get_input_name()
        data = chunk.read()
        if not data.strip() and not self.args.split_input_file:
            raise GraphError(f"{name}: empty file")
        if frontend is None and file_extension == "tosa":
            if data[4:8] != TOSA_FILE_IDENTIFIER:
                raise GraphError(f"{name}: not a TOSA flatbuffer (no TOSA file identifier)")
            module = tosa_io().read(data, self.ctx, name, None)
        else:
            text = decode(data, name)
            parser = LocatingParser(self.ctx, text, name, line_offset=start_offset)
            try:
                module = parser.parse_module(not self.args.no_implicit_module)
            except VerifyException as e:
                # xDSL refused an op as it built it (a property or operand of the wrong
                # type): say where, unless the diagnostics are being checked as they are.
                if self.args.verify_diagnostics or parser.refused_at is None:
                    raise
                where = parser.location_of(parser.refused_at)
                raise DiagnosticException(f"{where}: error: {e}") from None
        if not self.args.verify_diagnostics:
            verify_with_locations(module)
        return module


def _unused_frontend(_chunk: IO[bytes]) -> ModuleOp:
    """Registers ``.tosa`` as an input suffix; :meth:`LutDialectOptMain.parse_chunk`
    reads flatbuffers itself (it knows the file's name)."""
    raise AssertionError("flatbuffers are read by LutDialectOptMain.parse_chunk")


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``lutdialect-opt``; returns the process exit status."""
    try:
        driver = LutDialectOptMain(args=argv)
    except ArgSpecParseError as e:  # malformed -p: xDSL raises a BaseException
        spec = _passes_argument(argv)
        print(f"lutdialect-opt: error: {describe_parse_error(spec, e)}", file=sys.stderr)
        return 1
    except (ValueError, TypeError) as e:  # an unknown pass, a bad or out-of-range option
        spec = _passes_argument(argv)
        from lutdialect.tools.pipeline import culprit_of
        from lutdialect.transforms import PASSES

        where = f"bad pass pipeline '{spec}': {culprit_of(spec, PASSES)}" if spec else ""
        print(f"lutdialect-opt: error: {where}{e}", file=sys.stderr)
        return 1
    try:
        driver.run()
    except (DiagnosticException, ParseError) as e:
        print(str(e).rstrip(), file=sys.stderr)
        return 1
    except (GraphError, ReferenceError) as e:
        print(f"lutdialect-opt: error: {e}", file=sys.stderr)
        return 1
    except OSError as e:
        from lutdialect.tools.process import failed_file

        print(f"lutdialect-opt: error: {e.strerror}: {failed_file(e)}", file=sys.stderr)
        return 1
    return 0


def _passes_argument(argv: Sequence[str] | None) -> str:
    """The ``-p``/``--passes`` value of the command line, for messages."""
    args = list(sys.argv[1:] if argv is None else argv)
    for k, arg in enumerate(args):
        if arg in ("-p", "--passes") and k + 1 < len(args):
            return args[k + 1]
        for prefix in ("--passes=", "-p"):
            if arg.startswith(prefix) and len(arg) > len(prefix):
                return arg[len(prefix) :]
    return ""


def run() -> NoReturn:
    """The ``lutdialect-opt`` command: :func:`main`, then the process ends at once
    (:func:`~lutdialect.tools.process.end`)."""
    from lutdialect.tools.process import end

    end(main(), "lutdialect-opt")


if __name__ == "__main__":
    run()
