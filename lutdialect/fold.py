"""Fold a TOSA flatbuffer held in memory: bytes in, bytes and a report out.

For a Python flow that already holds the graph -- ExecuTorch's Arm backend hands
its TOSA bytes to Vela -- :func:`fold_flatbuffer` reads the flatbuffer straight
into xDSL (:mod:`lutdialect.io.flatbuffer`), runs the passes and writes the result
back, with no file and no subprocess::

    from lutdialect.fold import fold_flatbuffer

    folded, report = fold_flatbuffer(tosa_bytes)
    print("\\n".join(report.lines()))

Remarks and statistics are gathered through :func:`lutdialect.transforms.remarks.collecting`
into the :class:`FoldReport`; nothing is printed. Errors are :class:`FoldError`
(one line, naming the op or tensor concerned); a missing ``tosa-tools`` is its
subclass :class:`lutdialect.io.flatbuffer.TosaToolsMissing`.
"""

from __future__ import annotations

import dataclasses
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import ArgSpec, parse_pipeline
from xdsl.utils.exceptions import ArgSpecParseError

from lutdialect.cost.oracles import last_pass
from lutdialect.dialects.tosa import ops as tosa
from lutdialect.io.context import context
from lutdialect.io.flatbuffer import FlatbufferError, read_flatbuffer, write_flatbuffer
from lutdialect.io.op_verify import OpVerifier
from lutdialect.io.unchanged import Snapshot
from lutdialect.transforms import PASSES
from lutdialect.transforms.options import with_cost_options
from lutdialect.transforms.pipeline_choice import (
    OneSearch,
    PipelineChoice,
    run_pipeline,
    without_dyt_folds,
)
from lutdialect.transforms.proof_memo import proof_memo
from lutdialect.transforms.remarks import (
    Decision,
    Remark,
    RemarkKind,
    RemarkSink,
    Undecided,
    collecting,
    located,
)

__all__ = ["DEFAULT_PASSES", "FoldError", "FoldReport", "fold_flatbuffer", "fold_module"]

DEFAULT_PASSES = "fold-dyt-lut,fuse-elementwise-lut"

FoldError = FlatbufferError
"""What :func:`fold_flatbuffer` raises: a one-line message (unreadable buffer,
unsupported op, bad pass pipeline, invalid graph)."""


@dataclass(frozen=True)
class FoldReport:
    """What a fold did, as data."""

    passes: tuple[str, ...]
    ops_before: Counter[str]
    ops_after: Counter[str]
    tables_created: int
    remarks: tuple[Remark, ...] = ()
    statistics: Mapping[str, Mapping[str, int]] = field(
        default_factory=dict[str, Mapping[str, int]]
    )
    seconds: Mapping[str, float] = field(default_factory=dict[str, float])
    """Wall time of each stage: ``read``, each pass by name, ``pipeline without
    fold-dyt-lut`` or ``pipeline with fold-dyt-lut`` where it was run
    (:attr:`pipeline`), ``write``."""
    decisions: tuple[Decision, ...] = ()
    """How each pass that planned on the whole graph chose: the cost model, and the
    NPU cycles before and after it."""
    undecided: tuple[Undecided, ...] = ()
    """Each pass Vela was to decide for that could cost no graph: what decided
    instead, and why."""
    pipeline: PipelineChoice | None = None
    """The pipeline's result against the result without its ``fold-dyt-lut``
    passes, where the two were compared (which was kept, and Vela's cycles)."""
    one_search: OneSearch | None = None
    """Set where the pipeline ran as one search: ``fuse-elementwise-lut`` alone,
    holding every chain ``fold-dyt-lut`` could fold (:func:`.pipeline_choice.one_search`)."""
    rewritten: bool = True
    """Whether the passes changed the graph at all (any op, operand, type, attribute
    or location; see :mod:`lutdialect.io.unchanged`). When they did not,
    :func:`fold_flatbuffer` returns the input bytes as they came."""

    @property
    def declined(self) -> tuple[Remark, ...]:
        return tuple(r for r in self.remarks if r.kind is RemarkKind.DECLINED)

    @property
    def changed(self) -> bool:
        return self.ops_before != self.ops_after or self.tables_created > 0

    def lines(self) -> list[str]:
        """A short human summary (what ``lutdialect fold`` prints)."""
        before, after = sum(self.ops_before.values()), sum(self.ops_after.values())
        out = [
            f"{name}: " + ", ".join(f"{k} {v}" for k, v in sorted(self.statistics[name].items()))
            for name in self.passes
            if self.statistics.get(name)
        ]
        out.append(
            f"ops {before} -> {after} ({after - before:+d}), {self.tables_created} table"
            f"{'' if self.tables_created == 1 else 's'} created"
        )
        out += [f"{d.pass_name}: {d.message()}" for d in (*self.decisions, *self.undecided)]
        if self.pipeline is not None:
            out.append(self.pipeline.message())
        if self.one_search is not None:
            out.append(self.one_search.message())
        if not self.rewritten:
            out.append("graph unchanged: the input is returned as it was")
        return out


def parse_passes(
    passes: str | Sequence[str | ModulePass],
    target: str | Sequence[str] | None = None,
    *,
    cost: str | None = None,
    system_config: str | None = None,
    memory_mode: str | None = None,
    vela_config: str | None = None,
) -> list[ModulePass]:
    """Pass instances from a pipeline string (``fold-dyt-lut,fuse-elementwise-lut{...}``)
    or a sequence of names and instances; ``target`` and the other cost options
    (``cost``, ``system_config``, ``memory_mode``, ``vela_config``) go to every pass
    that has them and are ignored by the others."""
    items: list[str | ModulePass] = [passes] if isinstance(passes, str) else list(passes)
    out: list[ModulePass] = []
    for item in items:
        if isinstance(item, ModulePass):
            out.append(item)
            continue
        try:
            specs = list(parse_pipeline(item))
        except ArgSpecParseError as e:
            raise FoldError(f"bad pass pipeline '{item}': {str(e).splitlines()[-1].strip()}") from e
        for s in specs:
            if s.name not in PASSES:
                known = ", ".join(sorted(PASSES))
                raise FoldError(f"unknown pass '{s.name}' (available: {known})")
            try:
                out.append(PASSES[s.name]().from_pass_spec(ArgSpec(s.name, dict(s.parameters))))
            except Exception as e:  # xDSL reports bad options with assorted exception types
                raise FoldError(f"bad options for pass '{s.name}': {e}") from e
    try:
        settings = {
            "target": target,
            "cost": cost,
            "system_config": system_config,
            "memory_mode": memory_mode,
            "vela_config": vela_config,
        }
        return with_cost_options(out, settings)
    except ValueError as e:
        raise FoldError(str(e)) from None


def _op_counts(module: ModuleOp) -> Counter[str]:
    return Counter(
        op.name for op in module.walk() if not isinstance(op, ModuleOp | FuncOp | ReturnOp)
    )


def _verified(module: ModuleOp, verifier: OpVerifier, what: str) -> None:
    """Verify ``module`` op by op, as the command does: the input whole (ops alike
    once), then after the passes only the ops they created or changed and those whose
    verifier reads beyond the op (see :mod:`lutdialect.io.op_verify`). The error names
    the failing op's location, as the command's does."""
    failure = verifier.first_invalid(module)
    if failure is not None:
        op, message = failure
        raise FoldError(f"{what} is not a valid graph: {located(op, None)}: {message}")


def _alternative(pipeline: Sequence[ModulePass], module: ModuleOp) -> list[ModulePass] | None:
    """The pipeline without its ``fold-dyt-lut`` passes, to compare the result with
    (:mod:`lutdialect.transforms.pipeline_choice`), for a graph Vela can be given."""
    functions = [op for op in module.body.block.ops if isinstance(op, FuncOp)]
    return without_dyt_folds(pipeline) if len(functions) == 1 else None


def _watch(module: ModuleOp, flatbuffer: bytes | None, snapshot: Snapshot | None = None) -> None:
    """Have the passes give Vela ``flatbuffer`` for ``module`` while it is unchanged
    (:func:`lutdialect.cost.oracles.watch_input`), where Vela is installed.
    ``snapshot``: the module's, taken now, if there is one."""
    from lutdialect.cost import vela

    functions = [op for op in module.body.block.ops if isinstance(op, FuncOp)]
    if flatbuffer is None or len(functions) != 1 or not vela.available():
        return
    from lutdialect.cost.oracles import watch_input

    part = snapshot.part(functions[0]) if snapshot is not None else None
    watch_input(functions[0], flatbuffer, part)


def _run(
    pipeline: Sequence[ModulePass],
    ctx: Context,
    module: ModuleOp,
    seconds: dict[str, float],
    go_on: Callable[[RemarkSink], bool] | None = None,
) -> RemarkSink:
    """Apply the passes in turn (after each, only while ``go_on`` holds of what they
    reported, if given); what they reported, and each one's time."""
    sink = RemarkSink()
    with collecting(sink):
        for k, p in enumerate(pipeline, 1):
            start = time.perf_counter()
            try:
                with last_pass(k == len(pipeline)):
                    p.apply(ctx, module)
            except Exception as e:  # a bug in a pass: one line, not xDSL's module dump
                detail = (str(e).strip().splitlines() or [""])[0]
                raise FoldError(f"pass {p.name} failed: {type(e).__name__}: {detail}") from e
            seconds[p.name] = seconds.get(p.name, 0.0) + time.perf_counter() - start
            if go_on is not None and not go_on(sink):
                break
    return sink


def fold_module(
    module: ModuleOp,
    passes: str | Sequence[str | ModulePass] = DEFAULT_PASSES,
    target: str | Sequence[str] | None = None,
    *,
    ctx: Context | None = None,
    cost: str | None = None,
    system_config: str | None = None,
    memory_mode: str | None = None,
    vela_config: str | None = None,
    flatbuffer: bytes | None = None,
) -> FoldReport:
    """Run the passes on ``module`` in place and report what they did (``target``
    and ``cost`` as for :func:`parse_passes`). ``flatbuffer``: the bytes ``module``
    was read from, if it was; where Vela decides, it is given them for the input
    rather than the graph written again (and compiled again: the memo is keyed by
    the bytes)."""
    pipeline = parse_passes(
        passes,
        target,
        cost=cost,
        system_config=system_config,
        memory_mode=memory_mode,
        vela_config=vela_config,
    )
    ctx = ctx or context()
    verifier = OpVerifier()
    _verified(module, verifier, "the input")
    snapshot = Snapshot(module)
    before = _op_counts(module)
    alternative = _alternative(pipeline, module)
    spare: ModuleOp | None = None
    tables = {op for op in module.walk() if isinstance(op, tosa.TableOp)}
    seconds: dict[str, float] = {}
    _watch(module, flatbuffer, snapshot)
    spare_tables = tables
    spare_label = ""

    def run(
        graph: ModuleOp, some: Sequence[ModulePass], go_on: Callable[[RemarkSink], bool] | None
    ) -> tuple[RemarkSink, RemarkSink]:
        # The spare's passes are timed as one stage, named for what runs on it.
        timed: dict[str, float] = seconds if graph is not spare else {}
        sink = _run(some, ctx, graph, timed, go_on)
        if graph is spare:
            seconds[spare_label] = sum(timed.values())
        return sink, sink

    def to_spare(other: ModuleOp, what: str) -> None:
        nonlocal spare, spare_tables, spare_label
        spare = other
        spare_tables = {op for op in spare.walk() if isinstance(op, tosa.TableOp)}
        spare_label = what.removeprefix("the ")
        _watch(spare, flatbuffer)  # the spare is the input op for op

    with proof_memo():  # the runs of a fold prove most regions alike
        ran = run_pipeline(module, pipeline, alternative is not None, run, to_spare)
    sink = ran.sink
    if ran.from_spare:
        tables = spare_tables
    rewritten = not snapshot.unchanged(module)
    if rewritten:  # an unchanged graph is the input, which verified
        _verified(module, verifier, "the rewritten graph")
    created = sum(isinstance(op, tosa.TableOp) and op not in tables for op in module.walk())
    return FoldReport(
        passes=tuple(p.name for p in pipeline),
        ops_before=before,
        ops_after=_op_counts(module),
        tables_created=created,
        remarks=tuple(sink.remarks),
        statistics={k: dict(v) for k, v in sink.statistics.items()},
        seconds=seconds,
        decisions=tuple(sink.decisions),
        undecided=tuple(sink.undecided),
        rewritten=rewritten,
        pipeline=ran.choice,
        one_search=ran.one,
    )


def fold_flatbuffer(
    data: bytes,
    passes: str | Sequence[str | ModulePass] = DEFAULT_PASSES,
    target: str | Sequence[str] | None = None,
    *,
    cost: str | None = None,
    system_config: str | None = None,
    memory_mode: str | None = None,
    vela_config: str | None = None,
) -> tuple[bytes, FoldReport]:
    """Fold a TOSA flatbuffer: the rewritten flatbuffer and what was done.

    ``passes`` is a pipeline string as for ``lutdialect fold --passes`` or a
    sequence of pass names and instances; ``target`` (e.g. ``"ethos-u85-256"``) is
    handed to the passes that take a ``target`` option, and so are ``cost``,
    ``system_config``, ``memory_mode`` and ``vela_config`` (the passes' options of
    the same names). When the passes rewrite
    nothing (``report.rewritten`` is false) the result is ``bytes(data)``, the
    input byte for byte, and nothing is written (``seconds["write"]`` is 0)."""
    start = time.perf_counter()
    module = read_flatbuffer(data)
    read = time.perf_counter() - start
    report = fold_module(
        module,
        passes,
        target,
        cost=cost,
        system_config=system_config,
        memory_mode=memory_mode,
        vela_config=vela_config,
        flatbuffer=data,
    )
    out, write = bytes(data), 0.0
    if report.rewritten:
        start = time.perf_counter()
        out = write_flatbuffer(module)
        write = time.perf_counter() - start
    seconds = {"read": read, **report.seconds, "write": write}
    return out, dataclasses.replace(report, seconds=seconds)
