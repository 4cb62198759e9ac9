"""``lutdialect``: fold real TOSA graphs end to end, and prove rewrites on the oracle.

::

    lutdialect fold IN -o OUT [--passes P1,P2] [--verify] [--remarks] [--quiet]
    lutdialect verify BEFORE AFTER [--samples N] [--seed S] [--quiet]

``IN``/``OUT``/``BEFORE``/``AFTER`` are ``.tosa`` flatbuffers or ``.mlir`` text.
``fold`` runs the passes in-process on an xDSL module; flatbuffers go through
``tosa-opt`` (from ``tosa-tools``) on the way in and out, keeping the graph's
input and output tensor names. ``verify`` exits 0 when the graphs are equal, 1
when they differ (or on any error), 2 when a graph is invalid or the original is
unpredictable on a checked input. User errors are one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import NoReturn

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import FixedBitwidthType, ModuleOp, TensorType
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import ArgSpec, parse_pipeline
from xdsl.utils.exceptions import ArgSpecParseError, VerifyException

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.reference import ReferenceError
from lutdialect.transforms import PASSES
from lutdialect.verify import (
    GraphError,
    LoadedGraph,
    VerifyResult,
    context,
    functions,
    graph_suffix,
    plural,
    read_graph,
    serialize,
    verify_graphs,
    write_graph,
)

DEFAULT_PASSES = "fold-dyt-lut,fuse-elementwise-lut"
PROGRESS_AFTER_SECONDS = 2.0
"""Progress lines start once a run has taken this long (short runs stay silent)."""
PROGRESS_INTERVAL_SECONDS = 5.0
BIG_FILE_BYTES = 1 << 20
"""Parsing this much text takes seconds in xDSL: say so up front."""


class CliError(Exception):
    """A user-facing failure; printed as one line, exit status 1."""


# --------------------------------------------------------------------------- #
# Progress
# --------------------------------------------------------------------------- #


def _progress_after() -> float:
    """Read when a ``Progress`` is made, so tests can lower the threshold."""
    return PROGRESS_AFTER_SECONDS


@dataclass
class Progress:
    """Throttled progress lines on stderr, only for runs that have become long."""

    enabled: bool
    after: float = field(default_factory=_progress_after)
    start: float = field(default_factory=time.monotonic)
    last: float = float("-inf")

    def note(self, message: str, *, force: bool = False) -> None:
        now = time.monotonic()
        if self.enabled and (force or now - self.start >= self.after):
            print(f"lutdialect: {message}", file=sys.stderr, flush=True)
            self.last = now

    def tick(self, done: int, total: int, label: str) -> None:
        """``label: done/total``, at most every few seconds, and at the end."""
        if time.monotonic() - self.last >= PROGRESS_INTERVAL_SECONDS or done == total:
            self.note(f"{label}: {done}/{total}")


# --------------------------------------------------------------------------- #
# Statistics
# --------------------------------------------------------------------------- #


def _graph_ops(module: ModuleOp) -> Iterable[Operation]:
    """The ops that do work or hold data: everything but module/func/return."""
    return (op for op in module.walk() if not isinstance(op, ModuleOp | FuncOp | ReturnOp))


def op_counts(module: ModuleOp) -> Counter[str]:
    """Number of ops of each name (e.g. ``tosa.table``) in ``module``'s functions."""
    return Counter(op.name for op in _graph_ops(module))


def constant_bytes(op: tosa.ConstOp) -> int:
    """Storage of a ``tosa.const``: element count times element size."""
    t = op.output.type
    if not isinstance(t, TensorType):
        return 0
    element = t.element_type  # pyright: ignore[reportUnknownMemberType,reportUnknownVariableType]
    size = element.size if isinstance(element, FixedBitwidthType) else 0
    return t.element_count() * size  # pyright: ignore[reportUnknownMemberType]


DECLINED = " not rewritten: "
"""What marks a remark as a declined candidate (others are informational notes)."""


@dataclass(frozen=True)
class PassReport:
    """What one pass did: tables it created and the remarks it made."""

    name: str
    folded: int
    remarks: tuple[str, ...]

    @property
    def declined(self) -> int:
        return sum(DECLINED in line for line in self.remarks)


@dataclass(frozen=True)
class FoldSummary:
    """Before/after accounting of a ``fold`` run."""

    passes: tuple[PassReport, ...]
    ops_before: int
    ops_after: int
    tables_created: int
    bytes_added: int
    bytes_removed: int

    def lines(self) -> list[str]:
        out = [
            f"{p.name}: {plural(p.folded + p.declined, 'candidate')}, {p.folded} folded, "
            f"{p.declined} declined" + (" (--remarks says why)" if p.declined else "")
            for p in self.passes
        ]
        out.append(
            f"ops {self.ops_before} -> {self.ops_after} ({self.ops_after - self.ops_before:+d}), "
            f"{plural(self.tables_created, 'table')} created, constant bytes "
            f"+{self.bytes_added} -{self.bytes_removed}"
        )
        return out


def summarize(
    before: set[Operation], module: ModuleOp, passes: Sequence[PassReport]
) -> FoldSummary:
    """Compare the op set of the input (by identity) with the rewritten module."""
    after = set(_graph_ops(module))
    new, gone = after - before, before - after
    return FoldSummary(
        tuple(passes),
        len(before),
        len(after),
        sum(isinstance(op, tosa.TableOp) for op in new),
        sum(constant_bytes(op) for op in new if isinstance(op, tosa.ConstOp)),
        sum(constant_bytes(op) for op in gone if isinstance(op, tosa.ConstOp)),
    )


# --------------------------------------------------------------------------- #
# Passes
# --------------------------------------------------------------------------- #


def parse_passes(spec: str) -> list[ModulePass]:
    """Instantiate a pipeline, e.g. ``fold-dyt-lut,fuse-elementwise-lut{float-regions=false}``.

    Remarks are always switched on so that declines can be counted; whether they
    are shown is the ``--remarks`` flag's business."""
    try:
        specs = list(parse_pipeline(spec))
    except ArgSpecParseError as e:
        raise CliError(f"bad --passes '{spec}': {str(e).splitlines()[-1].strip()}") from e
    passes: list[ModulePass] = []
    for s in specs:
        if s.name not in PASSES:
            raise CliError(f"unknown pass '{s.name}' (available: {', '.join(sorted(PASSES))})")
        cls = PASSES[s.name]()
        parameters = dict(s.parameters)
        if "remarks" in cls.__dataclass_fields__:
            parameters["remarks"] = (True,)
        try:
            passes.append(cls.from_pass_spec(ArgSpec(s.name, parameters)))
        except Exception as e:  # xDSL reports bad options with assorted exception types
            raise CliError(f"bad options for pass '{s.name}': {e}") from e
    return passes


def run_pass(ctx: Context, module: ModuleOp, p: ModulePass, progress: Progress) -> PassReport:
    """Apply ``p`` to each function of ``module`` in turn (for progress reporting),
    collecting the remarks it prints."""
    funcs = functions(module)
    tables = {op for op in module.walk() if isinstance(op, tosa.TableOp)}
    captured = io.StringIO()
    progress.note(f"running {p.name} on {plural(len(funcs), 'function')}")
    for k, f in enumerate(funcs, 1):
        block = f.parent_block()
        assert block is not None
        anchor = f.next_op
        block.detach_op(f)
        holder = ModuleOp([f])
        try:
            with contextlib.redirect_stderr(captured):
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
        if len(funcs) > 1:
            progress.tick(k, len(funcs), f"{p.name}: functions")
    lines = captured.getvalue().splitlines()
    remarks = tuple(line for line in lines if line.startswith("remark:"))
    for line in lines:
        if not line.startswith("remark:"):
            print(line, file=sys.stderr)  # whatever else the pass had to say
    folded = sum(isinstance(op, tosa.TableOp) and op not in tables for op in module.walk())
    return PassReport(p.name, folded, remarks)


# --------------------------------------------------------------------------- #
# Commands
# --------------------------------------------------------------------------- #


def _load(path: Path, ctx: Context, progress: Progress) -> LoadedGraph:
    graph_suffix(path)
    if path.is_file() and path.stat().st_size >= BIG_FILE_BYTES:
        progress.note(f"reading {path} ({path.stat().st_size / 1e6:.1f} MB)", force=True)
    return read_graph(path, ctx)


def _verified(module: ModuleOp, what: str) -> None:
    try:
        module.verify()
    except VerifyException as e:
        raise CliError(f"{what} is not a valid graph: {str(e).strip().splitlines()[0]}") from e


def _report(result: VerifyResult, quiet: bool) -> None:
    """Print a verdict; a mismatch also shows both outputs."""
    if result.ok:
        if not quiet:
            print(f"verify: {result.message}")
        return
    print(f"verify: {result.status.name.lower()}: {result.message}")
    m = result.mismatch
    if m is not None:
        print(f"  before: {_excerpt(m.before_output)}")
        print(f"  after:  {_excerpt(m.after_output)}")


def _excerpt(array: object) -> str:
    return np.array2string(np.asarray(array).reshape(-1), threshold=16, edgeitems=4)


def fold(args: argparse.Namespace) -> int:
    """``lutdialect fold``."""
    src, dst = Path(args.input), Path(args.output)
    graph_suffix(dst)
    passes = parse_passes(args.passes)
    progress = Progress(enabled=not args.quiet)
    ctx = context()
    loaded = _load(src, ctx, progress)
    module = loaded.module
    _verified(module, str(src))
    if dst.suffix.lower() == ".tosa" and len(functions(module)) != 1:
        raise CliError(
            f"{dst}: a .tosa flatbuffer holds one function, {src} has {len(functions(module))} "
            "(write .mlir instead)"
        )
    original = LoadedGraph(module.clone(), loaded.flatbuffer) if args.verify else None
    before = set(_graph_ops(module))
    reports = [run_pass(ctx, module, p, progress) for p in passes]
    _verified(module, "the rewritten graph")
    summary = summarize(before, module, reports)
    if args.remarks:
        for report in reports:
            for line in report.remarks:
                print(line, file=sys.stderr)
    # Serialise once: the bytes verified are the bytes written.
    blob = serialize(module, what=str(dst)) if dst.suffix.lower() == ".tosa" else None
    proof = None
    if original is not None:
        progress.note("verifying on the reference model")
        proof = verify_graphs(original, LoadedGraph(module, blob), progress=progress.tick)
        if not proof.ok:
            _report(proof, quiet=False)
            raise CliError(f"the rewrite of {src} is not proven equal; {dst} not written")
    write_graph(module, dst, flatbuffer=blob)
    if not args.quiet:
        for line in summary.lines():
            print(line)
        if proof is not None:
            print(f"verified: {proof.message}")
        print(f"wrote {dst}")
    return 0


def verify(args: argparse.Namespace) -> int:
    """``lutdialect verify``."""
    progress = Progress(enabled=not args.quiet)
    before, after = Path(args.before), Path(args.after)
    for path in (before, after):
        graph_suffix(path)
        if not path.is_file():
            raise GraphError(f"{path}: no such file")
    result = verify_graphs(
        before, after, samples=args.samples, seed=args.seed, progress=progress.tick
    )
    _report(result, args.quiet)
    return result.exit_code


# --------------------------------------------------------------------------- #
# Command line
# --------------------------------------------------------------------------- #


class _Parser(argparse.ArgumentParser):
    """argparse with one-line errors that become exit status 1, like every other error."""

    def error(self, message: str) -> NoReturn:
        raise CliError(message)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="lutdialect",
        description="Fold TOSA graphs (.tosa or .mlir) end to end, and prove rewrites on the "
        "TOSA reference model.",
    )
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    f = commands.add_parser("fold", help="fold point-wise chains of a graph into tables")
    f.add_argument("input", metavar="IN", help="input graph (.tosa or .mlir)")
    f.add_argument(
        "-o", "--output", metavar="OUT", required=True, help="output graph (.tosa or .mlir)"
    )
    f.add_argument(
        "--passes", default=DEFAULT_PASSES, help=f"pass pipeline (default {DEFAULT_PASSES})"
    )
    f.add_argument(
        "--verify",
        action="store_true",
        help="prove the result on the reference model before writing it",
    )
    f.add_argument(
        "--remarks", action="store_true", help="print why each declined candidate was left alone"
    )
    f.add_argument("--quiet", action="store_true", help="no summary and no progress")
    f.set_defaults(handler=fold)

    v = commands.add_parser(
        "verify",
        help="prove two graphs equal on the TOSA reference model",
        description="Exit status: 0 equal, 1 different (or an error), 2 a graph is invalid or "
        "the original is unpredictable on a checked input.",
    )
    v.add_argument("before", metavar="BEFORE", help="original graph (.tosa or .mlir)")
    v.add_argument("after", metavar="AFTER", help="rewritten graph (.tosa or .mlir)")
    v.add_argument(
        "--samples", type=int, default=32, help="random inputs for graphs not checked exhaustively"
    )
    v.add_argument("--seed", type=int, default=0, help="seed of the random inputs")
    v.add_argument("--quiet", action="store_true", help="print only a difference, no progress")
    v.set_defaults(handler=verify)
    return parser


Handler = Callable[[argparse.Namespace], int]


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``lutdialect``; returns the process exit status."""
    try:
        args = build_parser().parse_args(argv)
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
    return 1


if __name__ == "__main__":
    sys.exit(main())
