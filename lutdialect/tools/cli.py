"""``lutdialect``: fold real TOSA graphs end to end, and prove rewrites on the oracle.

::

    lutdialect fold IN -o OUT [--passes PIPELINE] [--verify] [--remarks] [--quiet]
    lutdialect verify BEFORE AFTER [--samples N] [--seed S] [--quiet]

``IN``/``OUT``/``BEFORE``/``AFTER`` are ``.tosa`` flatbuffers or ``.mlir`` text, or
``-`` for stdin/stdout (MLIR text unless ``--format tosa``). ``fold`` runs the passes
in-process on an xDSL module; flatbuffers are read and written in-process too
(``--tosa-io native``, the default, keeping every tensor name), or through
``tosa-opt`` (``--tosa-io tosa-opt``, which keeps only the graph's input and output
tensor names). Exit status: ``fold`` 0 written, 1 error; ``verify`` 0 equal, 1 different,
2 a graph is invalid or the original unpredictable, 3 error; no command, 2. User
errors are one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from importlib.metadata import version
from pathlib import Path
from typing import NoReturn

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp
from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import parse_pipeline
from xdsl.utils.exceptions import ArgSpecParseError

from lutdialect import __version__
from lutdialect.dialects.tosa import ops as tosa
from lutdialect.io.context import context
from lutdialect.io.errors import GraphError
from lutdialect.io.graph import (
    FORMATS,
    STDIO,
    TOSA_IO,
    LoadedGraph,
    check_writable,
    functions,
    graph_format,
    invalid_op,
    read_graph,
    serialize,
    write_graph,
)
from lutdialect.reference import ReferenceError
from lutdialect.tools.pipeline import PipelineError, build_pipeline, describe_parse_error
from lutdialect.tools.progress import Progress
from lutdialect.tools.summary import PassReport, graph_ops, op_counts, summarize, verify_lines
from lutdialect.transforms import PASSES
from lutdialect.transforms.remarks import RemarkSink, collecting, location_of
from lutdialect.verify import verify_graphs
from lutdialect.verify_inputs import plural

__all__ = ["CliError", "build_parser", "main", "op_counts", "parse_passes"]

DEFAULT_PASSES = "fold-dyt-lut,fuse-elementwise-lut"

EXIT_USAGE = 2
"""``lutdialect`` without a (known) command."""
EXIT_FOLD_ERROR = 1
EXIT_VERIFY_ERROR = 3
"""``verify`` keeps 0, 1 and 2 for its verdicts (equal, different, invalid)."""


class CliError(Exception):
    """A user-facing failure; printed as one line."""


class UsageError(CliError):
    """A command line argparse rejects."""


# --------------------------------------------------------------------------- #
# Passes
# --------------------------------------------------------------------------- #


def parse_passes(spec: str) -> list[ModulePass]:
    """Instantiate a pipeline, e.g. ``fold-dyt-lut,fuse-elementwise-lut{float-regions=false}``,
    exactly as ``xdsl-opt -p`` does (same option syntax, types and ranges)."""
    try:
        names = [s.name for s in parse_pipeline(spec)]
    except ArgSpecParseError as e:  # a BaseException in xDSL 0.75
        raise CliError(describe_parse_error(spec, e)) from None
    unknown = [n for n in names if n not in PASSES]
    if unknown:
        raise CliError(f"unknown pass '{unknown[0]}' (available: {', '.join(sorted(PASSES))})")
    try:
        return list(build_pipeline(spec, PASSES))
    except PipelineError as e:
        raise CliError(str(e)) from None


def run_pass(ctx: Context, module: ModuleOp, p: ModulePass, progress: Progress) -> int:
    """Apply ``p`` to each function of ``module`` in turn (for progress reporting);
    the number of tables it created."""
    funcs = functions(module)
    tables = {op for op in module.walk() if isinstance(op, tosa.TableOp)}
    progress.note(f"running {p.name} on {plural(len(funcs), 'function')}")
    for k, f in enumerate(funcs, 1):
        _apply_to(ctx, f, p)
        if len(funcs) > 1:
            progress.tick(k, len(funcs), f"{p.name}: functions")
    return sum(isinstance(op, tosa.TableOp) and op not in tables for op in module.walk())


def _apply_to(ctx: Context, f: FuncOp, p: ModulePass) -> None:
    """Run ``p`` on a module holding ``f`` alone, then put ``f`` back in its place."""
    block = f.parent_block()
    assert block is not None
    anchor = f.next_op
    block.detach_op(f)
    holder = ModuleOp([f])
    try:
        p.apply(ctx, holder)
    except Exception as e:  # a bug in the pass: report it without xDSL's module dump
        detail = str(e).strip().splitlines()[0] if str(e).strip() else ""
        raise CliError(
            f"pass {p.name} failed on @{f.sym_name.data}: {type(e).__name__}: {detail}"
        ) from e
    finally:
        holder.body.block.detach_op(f)
        if anchor is None:
            block.add_op(f)
        else:
            block.insert_op_before(f, anchor)


# --------------------------------------------------------------------------- #
# Commands
# --------------------------------------------------------------------------- #


def _size(path: str) -> int:
    try:
        return 0 if path == STDIO else Path(path).stat().st_size
    except OSError:
        return 0


def _read(
    path: str,
    args: argparse.Namespace,
    progress: Progress,
    *,
    one_function_for: str | None = None,
) -> LoadedGraph:
    """Read a graph, announcing a long parse; ``one_function_for`` names a ``.tosa``
    output, so that a second function stops the parse at once."""
    name = "<stdin>" if path == STDIO else path

    def only_one(_f: FuncOp, count: int) -> None:
        if count > 1:
            raise CliError(
                f"{one_function_for}: a .tosa flatbuffer holds one function, {name} has "
                "more (write .mlir instead)"
            )

    # Only text is parsed slowly enough to announce (the native flatbuffer reader is not).
    native = args.tosa_io == "native" and (
        path.lower().endswith(".tosa") or (path == STDIO and args.format == "tosa")
    )
    return read_graph(
        path,
        context(),
        fmt=args.format,
        tosa=args.tosa_io,
        progress=progress.parsing(name, 0 if native else _size(path)),
        on_function=only_one if one_function_for is not None else None,
    )


def _verified(module: ModuleOp, rewritten: bool = False) -> None:
    """Verify op by op, so that the message names the failing op's location."""
    failure = invalid_op(module)
    if failure is not None:
        op, message = failure
        what = "the rewritten graph is invalid" if rewritten else "invalid graph"
        raise CliError(f"{location_of(op)}: {what}: {message}")


def fold(args: argparse.Namespace) -> int:
    """``lutdialect fold``."""
    src, dst = str(args.input), str(args.output)
    check_writable(dst)  # before any expensive work
    out_format = graph_format(dst, args.format)
    passes = parse_passes(args.passes)
    progress = Progress(enabled=not args.quiet)
    loaded = _read(src, args, progress, one_function_for=dst if out_format == "tosa" else None)
    module = loaded.module
    name = "<stdin>" if src == STDIO else src
    _verified(module)
    if out_format == "tosa" and len(functions(module)) != 1:
        raise CliError(f"{dst}: a .tosa flatbuffer holds one function, {name} has 0")
    original = LoadedGraph(module.clone(), loaded.flatbuffer) if args.verify else None
    before = set(graph_ops(module))
    ctx = context()
    reports: list[PassReport] = []
    with collecting(RemarkSink(all_remarks=True)) as sink:
        for p in passes:
            folded = run_pass(ctx, module, p, progress)
            statistics = Counter(sink.statistics.get(p.name, Counter[str]()))
            reports.append(PassReport(p.name, folded, tuple(sink.of(p.name)), statistics))
    _verified(module, rewritten=True)
    summary = summarize(before, module, reports)
    for report in reports:
        if args.remarks or sink.requested.get(report.name, False):
            for remark in report.remarks:
                print(remark.format(), file=sys.stderr)
    # Serialise once: the bytes verified are the bytes written.
    where = "<stdout>" if dst == STDIO else dst
    blob = serialize(module, what=where, tosa=args.tosa_io) if out_format == "tosa" else None
    out = sys.stderr if dst == STDIO else sys.stdout  # stdout may be the graph itself
    proof = None
    if original is not None:
        progress.note("verifying on the reference model")
        proof = verify_graphs(
            original, LoadedGraph(module, blob), progress=progress.tick, tosa=args.tosa_io
        )
        if not proof.ok:
            for line in verify_lines(proof, "verify"):
                print(line, file=out)
            raise CliError(f"the rewrite of {name} is not proven equal; {where} not written")
    write_graph(module, dst, fmt=out_format, flatbuffer=blob, tosa=args.tosa_io)
    if not args.quiet:
        for line in summary.lines():
            print(line, file=out)
        if proof is not None:
            for line in verify_lines(proof, "verified"):
                print(line, file=out)
        print(f"wrote {where}", file=out)
    return 0


def verify(args: argparse.Namespace) -> int:
    """``lutdialect verify``."""
    progress = Progress(enabled=not args.quiet)
    if args.before == STDIO and args.after == STDIO:
        raise UsageError("only one of BEFORE and AFTER can be '-' (stdin)")
    for path in (args.before, args.after):  # an unknown suffix fails before any reading
        if path == STDIO or Path(path).is_file():
            graph_format(path, args.format)
    before = _read(args.before, args, progress)
    after = _read(args.after, args, progress)
    result = verify_graphs(
        before,
        after,
        samples=args.samples,
        seed=args.seed,
        progress=progress.tick,
        tosa=args.tosa_io,
    )
    if not (result.ok and args.quiet):
        for line in verify_lines(result, "verify"):
            print(line)
    return result.status.value


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
    f.add_argument("input", metavar="IN", help="input graph (.tosa, .mlir, or - for stdin)")
    f.add_argument(
        "-o",
        "--output",
        metavar="OUT",
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
    _io_options(f)
    f.set_defaults(handler=fold)

    v = commands.add_parser(
        "verify",
        help="prove two graphs equal on the TOSA reference model",
        description="Prove two graphs equal on the TOSA reference model. " + VERIFY_HELP,
    )
    v.add_argument("before", metavar="BEFORE", help="original graph (.tosa, .mlir, or -)")
    v.add_argument("after", metavar="AFTER", help="rewritten graph (.tosa, .mlir, or -)")
    v.add_argument(
        "--samples",
        type=_count,
        default=32,
        help="random inputs for graphs not checked exhaustively (default %(default)s)",
    )
    v.add_argument("--seed", type=_count, default=0, help="seed of the random inputs (>= 0)")
    v.add_argument("--quiet", action="store_true", help="print only a difference, no progress")
    _io_options(v)
    v.set_defaults(handler=verify)
    return parser


Handler = Callable[[argparse.Namespace], int]


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
        handler: Handler = args.handler
        return handler(args)
    except (CliError, GraphError, ReferenceError) as e:
        # ReferenceUnavailable is a ReferenceError: its message names the extra to install.
        print(f"lutdialect: error: {e}", file=sys.stderr)
    except OSError as e:
        print(f"lutdialect: error: {e.filename or ''}: {e.strerror}", file=sys.stderr)
    except KeyboardInterrupt:
        print("lutdialect: interrupted", file=sys.stderr)
        return 130
    except SystemExit as e:  # --help / --version
        return e.code if isinstance(e.code, int) else 0
    return _error_status(argv)


if __name__ == "__main__":
    sys.exit(main())
