"""``lutdialect``: fold real TOSA graphs end to end, and prove rewrites on the oracle.

::

    lutdialect fold IN -o OUT [--passes PIPELINE] [--target NAME[,NAME...]] [--verify]
                    [--remarks] [--quiet] [--tosa-syntax {tosa-tools,upstream}]
    lutdialect verify BEFORE AFTER [--samples N] [--seed S] [--quiet]

``IN``/``OUT``/``BEFORE``/``AFTER`` are ``.tosa`` flatbuffers or ``.mlir`` text, or
``-`` for stdin/stdout (MLIR text unless ``--format tosa``). ``fold`` runs the passes
in-process on an xDSL module; flatbuffers are read and written in-process too
(``--tosa-io native``, the default, keeping every tensor name), or through
``tosa-opt`` (``--tosa-io tosa-opt``, which keeps only the graph's input and output
tensor names). MLIR text is read in either TOSA syntax and written in the one
``--tosa-syntax`` names (default ``tosa-tools``; see :mod:`lutdialect.syntax`). Exit
status: ``fold`` 0 written, 1 error; ``verify`` 0 equal, 1 different, 2 a graph is
invalid or the original unpredictable, 3 error; no command, 2. User errors are one line
on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from lutdialect import __version__
from lutdialect.io.errors import GraphError
from lutdialect.io.graph import FORMATS, TOSA_IO
from lutdialect.syntax import DEFAULT_SYNTAX, SYNTAX_NAMES
from lutdialect.tools import heap, threads
from lutdialect.tools.errors import CliError, UsageError

if TYPE_CHECKING:
    from lutdialect.tools.commands import parse_passes
    from lutdialect.tools.summary import op_counts

__all__ = ["CliError", "build_parser", "main", "op_counts", "parse_passes", "run"]

DEFAULT_PASSES = "fold-dyt-lut,fuse-elementwise-lut"

EXIT_USAGE = 2
"""``lutdialect`` without a (known) command."""
EXIT_FOLD_ERROR = 1
EXIT_VERIFY_ERROR = 3
"""``verify`` keeps 0, 1 and 2 for its verdicts (equal, different, invalid)."""

_LAZY = {
    "parse_passes": "lutdialect.tools.commands",
    "op_counts": "lutdialect.tools.summary",
}
"""Names this module offers without importing them: the commands and xDSL load only
when a command runs (``--help`` and ``--version`` stay fast)."""


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# --------------------------------------------------------------------------- #
# Command line
# --------------------------------------------------------------------------- #


class _Parser(argparse.ArgumentParser):
    """argparse whose errors are one line, raised (the exit status depends on the command)."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _count(text: str) -> int:
    """A non-negative integer option."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got '{text}'") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be >= 0, got {value}")
    return value


def _path(text: str) -> str:
    """A file argument: not empty (which the system would read as ``.``)."""
    if not text:
        raise argparse.ArgumentTypeError("the path is empty")
    return text


class _Version(argparse.Action):
    """``--version``: the project's version and the xDSL it runs on (looked up only
    when asked for)."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, help="print the versions and exit")

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        from importlib.metadata import version

        print(f"lutdialect {__version__} (xDSL {version('xdsl')})")
        parser.exit()


def _io_options(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--format",
        choices=FORMATS,
        help="format of '-' (stdin/stdout) and of paths without a .tosa/.mlir suffix "
        "(default for '-': mlir)",
    )
    p.add_argument(
        "--tosa-io",
        choices=tuple(TOSA_IO),
        default=next(iter(TOSA_IO)),
        help="how .tosa flatbuffers are read and written (default %(default)s)",
    )


FOLD_HELP = "Exit status: 0 the output was written, 1 an error (nothing is written)."
VERIFY_HELP = (
    "Exit status: 0 equal, 1 different, 2 a graph is invalid or the original is "
    "unpredictable on a checked input, 3 an error (unreadable file, bad arguments, "
    "tosa-tools missing). For int16 outputs the report gives the largest difference "
    "in output codes."
)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="lutdialect",
        description="Fold TOSA graphs (.tosa or .mlir) end to end, and prove rewrites on the "
        "TOSA reference model.",
        epilog="Without a command: usage, exit status 2.",
    )
    parser.add_argument("--version", action=_Version)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    f = commands.add_parser(
        "fold",
        help="fold point-wise chains of a graph into tables",
        description="Fold point-wise chains of a graph into tables. " + FOLD_HELP,
    )
    f.add_argument(
        "input", metavar="IN", type=_path, help="input graph (.tosa, .mlir, or - for stdin)"
    )
    f.add_argument(
        "-o",
        "--output",
        metavar="OUT",
        type=_path,
        required=True,
        help="output graph (.tosa, .mlir, or - for stdout)",
    )
    f.add_argument(
        "--passes",
        default=DEFAULT_PASSES,
        metavar="PIPELINE",
        help=f"pass pipeline, with options as for xdsl-opt -p (default {DEFAULT_PASSES})",
    )
    f.add_argument(
        "--verify",
        action="store_true",
        help="prove the result on the reference model before writing it",
    )
    f.add_argument(
        "--remarks",
        action="store_true",
        help="print why each declined candidate was left alone (as a pass's remarks=true does)",
    )
    f.add_argument("--quiet", action="store_true", help="no summary and no progress")
    npu = f.add_argument_group(
        "NPU cost",
        "What the rewrites must make cheaper: set on every pass of the pipeline that has "
        "these options. With Vela installed (lutdialect[vela]) the summary gives Vela's "
        "cycles before and after on every NPU of the target.",
    )
    npu.add_argument(
        "--target",
        metavar="NAME[,NAME...]",
        help="ethos-u (the default: ethos-u55-128 and ethos-u85-256), generic, or Vela "
        "accelerator names such as ethos-u55-64 or ethos-u65-256,ethos-u85-512",
    )
    npu.add_argument(
        "--cost",
        choices=("auto", "vela", "model"),
        help="who decides: Vela on the whole graph, or the hand model (default auto: Vela "
        "when installed)",
    )
    npu.add_argument(
        "--system-config",
        metavar="NAME",
        help="Vela's --system-config (default: Vela's own per accelerator, e.g. "
        "Ethos_U55_High_End_Embedded, Ethos_U85_SYS_DRAM_Mid)",
    )
    npu.add_argument(
        "--memory-mode",
        metavar="NAME",
        help="Vela's --memory-mode (default: Vela's own per accelerator, e.g. Shared_Sram, "
        "Dedicated_Sram_384KB)",
    )
    npu.add_argument(
        "--vela-config",
        metavar="PATH",
        help="a vela.ini to take them from, as Vela's --config (default: Vela's Arm/vela.ini)",
    )
    f.add_argument(
        "--tosa-syntax",
        choices=SYNTAX_NAMES,
        default=DEFAULT_SYNTAX.name,
        help="TOSA syntax of an .mlir output: tosa-tools (tosa-opt of tosa-tools 2026.8) or "
        "upstream (newer MLIR, e.g. iree-opt 3.13); inputs are read in either "
        "(default %(default)s)",
    )
    _io_options(f)
    f.set_defaults(handler="fold")

    v = commands.add_parser(
        "verify",
        help="prove two graphs equal on the TOSA reference model",
        description="Prove two graphs equal on the TOSA reference model. " + VERIFY_HELP,
    )
    v.add_argument(
        "before", metavar="BEFORE", type=_path, help="original graph (.tosa, .mlir, or -)"
    )
    v.add_argument(
        "after", metavar="AFTER", type=_path, help="rewritten graph (.tosa, .mlir, or -)"
    )
    v.add_argument(
        "--samples",
        type=_count,
        default=32,
        help="random inputs for graphs not checked exhaustively (default %(default)s)",
    )
    v.add_argument(
        "--seed", type=_count, default=0, help="seed of the random inputs (>= 0, default 0)"
    )
    v.add_argument("--quiet", action="store_true", help="print only a difference, no progress")
    _io_options(v)
    v.set_defaults(handler="verify")
    return parser


Handler = Callable[[argparse.Namespace], int]


def _handler(command: str) -> Handler:
    """The command's function, imported now (with xDSL and the passes)."""
    from lutdialect.tools import commands

    handlers: dict[str, Handler] = {"fold": commands.fold, "verify": commands.verify}
    return handlers[command]


def _is_user_error(e: Exception) -> bool:
    """A one-line failure: ours, graph I/O's, or the reference harness's (looked up
    only if it was imported, as it must have been to raise)."""
    if isinstance(e, CliError | GraphError):
        return True
    reference = sys.modules.get("lutdialect.reference")
    return reference is not None and isinstance(e, reference.ReferenceError)


def _command(argv: Sequence[str]) -> str | None:
    return next((a for a in argv if not a.startswith("-")), None)


def _error_status(argv: Sequence[str]) -> int:
    return EXIT_VERIFY_ERROR if _command(argv) == "verify" else EXIT_FOLD_ERROR


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``lutdialect``; returns the process exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    if _command(argv) not in ("fold", "verify") and not {"-h", "--help", "--version"} & set(argv):
        parser.print_usage(sys.stderr)
        command = _command(argv)
        problem = "a command is required" if command is None else f"unknown command '{command}'"
        print(f"lutdialect: error: {problem} (fold or verify; see --help)", file=sys.stderr)
        return EXIT_USAGE
    try:
        args = parser.parse_args(argv)
        heap.keep_freed_pages()
        heap.collect_less()
        threads.no_blas_pool()
        return _handler(args.handler)(args)
    except Exception as e:
        if _is_user_error(e):
            # ReferenceUnavailable is a ReferenceError: its message names the extra to install.
            print(f"lutdialect: error: {e}", file=sys.stderr)
        elif isinstance(e, OSError):
            from lutdialect.tools.process import failed_file

            print(f"lutdialect: error: {failed_file(e)}: {e.strerror}", file=sys.stderr)
        else:
            raise
    except KeyboardInterrupt:
        print("lutdialect: interrupted", file=sys.stderr)
        return 130
    except SystemExit as e:  # --help / --version
        return e.code if isinstance(e.code, int) else 0
    return _error_status(argv)


def run() -> NoReturn:
    """The ``lutdialect`` command: :func:`main`, then the process ends at once
    (:func:`~lutdialect.tools.process.end`)."""
    from lutdialect.tools.process import end

    end(main(), "lutdialect", _error_status(sys.argv[1:]))


if __name__ == "__main__":
    run()
