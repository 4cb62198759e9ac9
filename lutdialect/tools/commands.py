"""The commands of ``lutdialect``: ``fold`` and ``verify``, on parsed arguments.

Apart from :mod:`lutdialect.tools.cli` so that ``lutdialect --help`` and
``--version`` do not import xDSL or the passes; the reference-model harness
(:mod:`lutdialect.verify`) is imported only by the commands that run it.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp
from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import parse_pipeline
from xdsl.utils.exceptions import ArgSpecParseError

from lutdialect.cost.oracles import last_pass
from lutdialect.dialects.tosa import ops as tosa
from lutdialect.io.context import context
from lutdialect.io.graph import (
    STDIO,
    LoadedGraph,
    check_writable,
    functions,
    graph_format,
    read_graph,
    serialize,
    write_graph,
)
from lutdialect.io.op_verify import OpVerifier
from lutdialect.io.unchanged import Snapshot
from lutdialect.tools.errors import CliError, UsageError
from lutdialect.tools.npu import check_flags, cost_models, npu_cycles, passes_npus
from lutdialect.tools.pipeline import PipelineError, build_pipeline, describe_parse_error
from lutdialect.tools.progress import Progress
from lutdialect.tools.summary import PassReport, graph_ops, plural, summarize, verify_lines
from lutdialect.transforms import PASSES
from lutdialect.transforms.options import (
    COST_FIELDS,
    ContradictoryOptions,
    CostOptions,
    cost_options_unchecked,
    with_cost_options,
)
from lutdialect.transforms.pipeline_choice import run_pipeline, without_dyt_folds
from lutdialect.transforms.proof_memo import proof_memo
from lutdialect.transforms.remarks import RemarkSink, collecting, located

__all__ = ["fold", "parse_passes", "run_pass", "verify"]


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


def _built(spec: str, settings: Mapping[str, str | Sequence[str] | None]) -> list[ModulePass]:
    """The pipeline's passes with the command's cost flags set. A pipeline whose cost
    options fail checked alone (against the default target) is checked again with
    the flags (``--passes 'fold-dyt-lut{system-config=X}' --target Y``); where that
    fails too, or the two contradict each other, the pipeline's own error stands
    unless the flags' is the one that says what is wrong with the combination. A
    combination that fails is a :class:`CliError` naming the pipeline."""
    alone: CliError | None = None
    try:
        passes = parse_passes(spec)
    except CliError as e:
        if all(v is None for v in settings.values()):
            raise
        alone = e
        with cost_options_unchecked():
            passes = parse_passes(spec)  # any other error: raised as before
    try:
        return with_cost_options(passes, settings)
    except ContradictoryOptions as e:
        if alone is not None:
            raise alone from None
        raise CliError(f"bad pass pipeline '{spec}': {e}") from None
    except ValueError as e:
        raise CliError(f"bad pass pipeline '{spec}': {e}") from None


def _names_a_vela_config(spec: str) -> bool:
    """Whether a pass of the pipeline sets ``vela-config=`` (``False`` for one that
    does not parse)."""
    try:
        with cost_options_unchecked():
            pipeline = parse_passes(spec)
    except CliError:
        return False
    return any(isinstance(p, CostOptions) and p.vela_config is not None for p in pipeline)


def _with_flags(spec: str, settings: Mapping[str, Any]) -> list[ModulePass]:
    """The pipeline with the command's cost flags (``settings``, as parsed) set
    (:func:`_built`). The flags are checked alone first, so that an error is in their
    words (``--target x``). Where they fail alone, the pipeline's own options may
    settle them (its ``target=``, or the ``vela-config=`` holding the config a
    ``--system-config`` names): the combination stands if every pass accepts it.
    Where one does not, the error is that pass's if the pipeline names a
    ``vela-config=`` (the flags were meant for that file), else the flags'."""
    try:
        check_flags(**settings)
    except ValueError as alone:
        try:
            passes = _built(spec, settings)
        except CliError:
            if _names_a_vela_config(spec):
                raise
            raise alone from None
        if not any(isinstance(p, CostOptions) for p in passes):
            raise alone from None  # no pass selects a configuration: the summary's is the flags'
        return passes
    return _built(spec, settings)


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
        # What the holder holds now: ``f``, or the function a pass put in its place
        # (one that undoes its rewrites from a copy puts the copy's body back).
        for g in list(holder.body.block.ops):
            holder.body.block.detach_op(g)
            if anchor is None:
                block.add_op(g)
            else:
                block.insert_op_before(g, anchor)


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


def _verified(module: ModuleOp, verifier: OpVerifier, source: str, rewritten: bool = False) -> None:
    """Verify op by op, so that the message names the failing op's location
    (``verifier`` skips the ops that passed before and have not changed since): its
    ``file:line:col``, else ``source`` (the input's name) and where the op is in it
    (a flatbuffer's tensor name)."""
    failure = verifier.first_invalid(module)
    if failure is not None:
        op, message = failure
        what = "the rewritten graph is invalid" if rewritten else "invalid graph"
        raise CliError(f"{located(op, source)}: {what}: {message}")


def fold(args: argparse.Namespace) -> int:
    """``lutdialect fold``."""
    src, dst = str(args.input), str(args.output)
    check_writable(dst)  # before any expensive work
    out_format = graph_format(dst, args.format)
    settings = {name: getattr(args, name) for name in COST_FIELDS}
    try:
        passes = _with_flags(args.passes, settings)
        # The summary's NPUs are checked now too: with no pass, nothing else would.
        costed = passes_npus(passes, **{k: v for k, v in settings.items() if k != "cost"})
    except ValueError as e:
        raise CliError(str(e)) from None
    progress = Progress(enabled=not args.quiet)
    loaded = _read(src, args, progress, one_function_for=dst if out_format == "tosa" else None)
    module = loaded.module
    name = "<stdin>" if src == STDIO else src
    if loaded.flatbuffer is not None and _vela_costs(module):
        _compile_the_input_early(passes, module, loaded.flatbuffer)
    verifier = OpVerifier()
    _verified(module, verifier, name)
    if out_format == "tosa" and len(functions(module)) != 1:
        raise CliError(f"{dst}: a .tosa flatbuffer holds one function, {name} has 0")
    original = LoadedGraph(module.clone(), loaded.flatbuffer) if args.verify else None
    alternative = without_dyt_folds(passes) if _vela_costs(module) else None
    snapshot = Snapshot(module)
    before = set(graph_ops(module))
    before_blob = _for_vela(module, loaded) if costed is not None and not args.quiet else None
    watch = None
    if before_blob is not None or (loaded.flatbuffer is not None and _vela_costs(module)):
        from lutdialect.cost.oracles import watch_input  # Vela is installed

        # The passes give Vela the file itself for the input, rather than write it.
        function = functions(module)[0]
        watch = watch_input(function, loaded.flatbuffer, snapshot.part(function))
    ctx = context()
    spare_before = before

    def run(
        graph: ModuleOp, some: Sequence[ModulePass], go_on: Callable[[RemarkSink], bool] | None
    ) -> tuple[list[PassReport], RemarkSink]:
        return _run_passes(ctx, graph, some, progress, go_on)

    def to_spare(spare: ModuleOp, what: str) -> None:
        nonlocal spare_before
        progress.note(f"running {what}")
        spare_before = set(graph_ops(spare))
        if loaded.flatbuffer is not None:
            from lutdialect.cost.oracles import watch_input

            # The spare is the input op for op: the passes give Vela the file for it.
            watch_input(functions(spare)[0], loaded.flatbuffer)

    with proof_memo():  # the runs of a fold prove most regions alike
        ran = run_pipeline(module, passes, alternative is not None, run, to_spare)
    reports, sink = ran.result, ran.sink
    if ran.from_spare:
        before = spare_before
    rewritten = not snapshot.unchanged(module)
    if rewritten:  # an unchanged graph is the input, which verified
        _verified(module, verifier, name, rewritten=True)
    summary = summarize(before, module, reports)
    shown = {r.name for r in reports if args.remarks or sink.requested.get(r.name, False)}
    for report in reports:
        if report.name in shown:
            for remark in report.remarks:
                print(remark.format(), file=sys.stderr)
    # Serialise once: the bytes verified are the bytes written. A flatbuffer the
    # passes left as it was is written back as it came, by either .tosa route.
    where = "<stdout>" if dst == STDIO else dst
    as_read = out_format == "tosa" and not rewritten and loaded.flatbuffer is not None
    blob = None
    if as_read:
        blob = loaded.flatbuffer
    elif out_format == "tosa":
        blob = serialize(module, what=where, tosa=args.tosa_io)
    out = sys.stderr if dst == STDIO else sys.stdout  # stdout may be the graph itself
    proof = None
    if original is not None:
        from lutdialect.verify import verify_graphs

        progress.note("verifying on the reference model")
        proof = verify_graphs(
            original,
            LoadedGraph(module, blob),
            progress=progress.tick,
            tosa=args.tosa_io,
            skip_unchanged=True,
        )
        if not proof.ok:
            for line in verify_lines(proof, "verify"):
                print(line, file=out)
            raise CliError(f"the rewrite of {name} is not proven equal; {where} not written")
    write_graph(
        module, dst, fmt=out_format, flatbuffer=blob, tosa=args.tosa_io, syntax=args.tosa_syntax
    )
    if not args.quiet:
        for line in summary.lines(shown):
            print(line, file=out)
        for line in cost_models(
            [p for p in passes if p.name in {r.name for r in reports}],
            [*sink.decisions, *sink.undecided],
        ):
            print(line, file=out)
        for record in (ran.choice, ran.one):
            if record is not None:
                print(record.message(), file=out)
        if before_blob is not None:
            # The input as a pass gave it to Vela, if one did: costed already.
            before_blob = (watch.bytes if watch else None) or before_blob
            after = (lambda: before_blob) if not rewritten else (lambda: _serialised(module))
            assert costed is not None
            for npu in npu_cycles(before_blob, after, costed):
                print(npu.line(), file=out)
        if proof is not None:
            for line in verify_lines(proof, "verified"):
                print(line, file=out)
        unchanged = " (the input as it was: nothing was rewritten)" if as_read else ""
        print(f"wrote {where}{unchanged}", file=out)
    return 0


def _run_passes(
    ctx: Context,
    module: ModuleOp,
    passes: Sequence[ModulePass],
    progress: Progress,
    go_on: Callable[[RemarkSink], bool] | None = None,
) -> tuple[list[PassReport], RemarkSink]:
    """Run the passes in turn (after each, only while ``go_on`` holds of what they
    reported, if given); what each one did and reported."""
    reports: list[PassReport] = []
    with collecting(RemarkSink(all_remarks=True)) as sink:
        for k, p in enumerate(passes, 1):
            with last_pass(k == len(passes)):
                folded = run_pass(ctx, module, p, progress)
            statistics = Counter(sink.statistics.get(p.name, Counter[str]()))
            reports.append(PassReport(p.name, folded, tuple(sink.of(p.name)), statistics))
            if go_on is not None and not go_on(sink):
                break
    return reports, sink


def _compile_the_input_early(passes: Sequence[ModulePass], module: ModuleOp, data: bytes) -> None:
    """Where the passes let Vela decide for one NPU, start compiling the input file
    in a worker now, while the graph is verified and the passes look for candidates:
    a pass that then finds Vela refused the graph gives up at once, and proves
    nothing and loads no evaluator (unless the hand model then decides). (For several
    NPUs a pass compiles the graph in the background while it proves; a small graph
    is not worth it, see ``parallel.overlaps``.) The passes give Vela these same
    bytes for the input (``watch_input``), so they find the answer in the memo."""
    from lutdialect.cost.oracles import shared_oracle
    from lutdialect.cost.parallel import overlaps, start_compiles

    npus = {
        npu
        for p in passes
        if isinstance(p, CostOptions) and (config := p.cost_config()).kind == "vela"
        for npu in config.npus
    }
    if len(npus) == 1 and overlaps(sum(1 for _ in module.walk())):
        start_compiles([shared_oracle(npu) for npu in npus], data)


def _vela_costs(module: ModuleOp) -> bool:
    """Vela is installed and ``module`` is one graph it can be given."""
    from lutdialect.cost import vela

    return vela.available() and len(functions(module)) == 1


def _for_vela(module: ModuleOp, loaded: LoadedGraph) -> bytes | None:
    """The input as a flatbuffer for Vela's summary, if Vela is installed and the
    graph can be written as one (:func:`_serialised`)."""
    if not _vela_costs(module):
        return None
    return loaded.flatbuffer or _serialised(module)


def _serialised(module: ModuleOp) -> bytes | None:
    """``module`` as the passes give it to Vela: the same graph, the same bytes, so
    the summary's compiles are the passes' (remembered, not run again)."""
    from lutdialect.cost.oracles import graph_bytes
    from lutdialect.io.flatbuffer import FlatbufferError

    try:
        return graph_bytes(module)
    except FlatbufferError:
        return None


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
    from lutdialect.verify import verify_graphs

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
