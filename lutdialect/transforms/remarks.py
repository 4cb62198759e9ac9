"""Remarks and statistics as data: what a pass did, declined and counted.

MLIR gives a pass a diagnostic channel (``emitRemark`` plus a handler installed by
the driver) and pass statistics. This is the same split for xDSL: a pass reports
structured :class:`Remark` records and counters to a :class:`Reporter`; whoever
drives the pass decides what to do with them. The driver installs a
:class:`RemarkSink` with :func:`collecting` (the ``lutdialect`` CLI does, and reads
the records directly); without one, a pass run with ``remarks=true`` -- as from
``xdsl-opt`` -- prints each decline and note to stderr as
``remark: PASS: LOCATION: OP MESSAGE`` (rewrites are recorded for a sink only).
"""

from __future__ import annotations

import enum
import sys
from collections import Counter
from collections.abc import Callable, Generator, Iterable, Set
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import TextIO

from xdsl.dialects import func
from xdsl.dialects.builtin import FileLineColLoc, NameLoc
from xdsl.ir import Operation


class RemarkKind(enum.Enum):
    REWRITTEN = "rewritten"
    DECLINED = "declined"
    NOTE = "note"


@dataclass(frozen=True)
class Remark:
    """One structured remark.

    ``guard`` names the rule that decided (``"per-channel"``, ``"not-profitable"``,
    ...; stable identifiers that tests and statistics key on); ``message`` is the
    human sentence printed after the op name.
    """

    pass_name: str
    kind: RemarkKind
    op_name: str
    location: str
    guard: str
    message: str

    def format(self) -> str:
        verb = "not rewritten: " if self.kind is RemarkKind.DECLINED else ""
        return f"remark: {self.pass_name}: {self.location}: {self.op_name} {verb}{self.message}"


def location_of(op: Operation) -> str:
    """Where ``op`` is: ``file:line:col`` when parsed from text with locations, the
    tensor name when read from a flatbuffer (a ``NameLoc``), else the enclosing
    function and the result's SSA name (or the op's position)."""
    loc = op.location
    if isinstance(loc, FileLineColLoc):
        return f"{loc.filename.data}:{loc.line.data}:{loc.column.data}"  # pyright: ignore[reportUnknownMemberType]
    if isinstance(loc, NameLoc):
        return loc.desc.data
    parent = op.parent_op()
    while parent is not None and not isinstance(parent, func.FuncOp):
        parent = parent.parent_op()
    where = f"@{parent.sym_name.data}" if isinstance(parent, func.FuncOp) else "<module>"
    hint = op.results[0].name_hint if op.results else None
    if hint is not None:
        return f"{where}, %{hint}"
    block = op.parent_block()
    index = next((i for i, o in enumerate(block.ops) if o is op), 0) if block else 0
    return f"{where}, op #{index}"


def located(op: Operation, source: str | None) -> str:
    """:func:`location_of` ``op`` for a one-line error, preceded by ``source`` (the
    name of the file the graph was read from) where the location does not name a
    file: a flatbuffer's tensor name, a position in a function."""
    where = location_of(op)
    if source is None or isinstance(op.location, FileLineColLoc):
        return where
    return f"{source}: {where}"


@dataclass(frozen=True)
class Decision:
    """How a pass chose its rewrites on the whole graph: which cost model, the
    cycles before and after on each NPU it costed, and what the search did."""

    pass_name: str
    cost_model: str
    npus: tuple[str, ...]
    before: tuple[int, ...]
    after: tuple[int, ...]
    candidates: int
    chosen: int
    trials: int
    """Sets of candidates costed."""
    exhaustive: bool
    """Every set was costed: the best there is."""
    complete: bool = True
    """The local search ran to its end (not cut by its budget)."""
    undone: int = 0
    """Rewrites undone because the first set was slower on some NPU."""
    compiles: int = 0
    seconds: float = 0.0
    """Time in Vela's compiles."""
    search_seconds: float = 0.0
    skipped: tuple[str, ...] = ()
    """NPUs Vela refused the graph for, left out of the choice."""
    rival: str = ""
    """Whose rewrites were committed instead of the search's choice, which Vela found
    slower (see :class:`~.whole_graph.Rival`); empty where the search's were."""
    searched: tuple[int, ...] = ()
    """The cycles of the search's choice, where a rival's were committed."""

    @property
    def rewrote(self) -> bool:
        """The pass changed the graph: it committed candidates, or a rival's rewrites."""
        return bool(self.chosen or self.rival)

    def message(self) -> str:
        cycles = ", ".join(
            f"{n} {b} -> {a} cycles"
            for n, b, a in zip(self.npus, self.before, self.after, strict=True)
        )
        sets = f"{self.trials} set{'' if self.trials == 1 else 's'}"
        how = (
            f"every set costed: {sets}"
            if self.exhaustive
            else f"local search, {sets} costed" + ("" if self.complete else ", cut by its budget")
        )
        if self.rival:
            searched = ", ".join(f"{n} {c}" for n, c in zip(self.npus, self.searched, strict=True))
            text = (
                f"cost model: {self.cost_model}: {self.rival}'s rewrites, faster than the "
                f"{self.chosen} of {self.candidates} proven candidates the search chose "
                f"({how}; {searched} cycles); {cycles}"
            )
        else:
            text = (
                f"cost model: {self.cost_model}: {self.chosen} of {self.candidates} proven "
                f"candidates chosen ({how}); {cycles}"
            )
        if self.undone:
            rewrites = f"{self.undone} rewrite{'' if self.undone == 1 else 's'}"
            text += (
                f"; {rewrites} of the set first chosen undone, with which Vela found the "
                "graph slower"
            )
        if self.skipped:
            text += f"; Vela refused the graph for {', '.join(self.skipped)}, left out"
        return text


@dataclass(frozen=True)
class Undecided:
    """A pass Vela was to decide for that could cost no graph at all (Vela refused the
    input on every NPU of the target, or it cannot be written as one flatbuffer): what
    decided instead, described as :meth:`Decision.message` names a cost model (empty:
    nothing did, and the pass rewrote nothing), and why."""

    pass_name: str
    reason: str
    instead: str = ""

    def message(self) -> str:
        if self.instead:
            return f"cost model: {self.instead}, since {self.reason}"
        return f"cost model: none, so nothing was rewritten: {self.reason}"


@dataclass
class RemarkSink:
    """Collects the remarks and statistics of every pass run while it is installed.

    ``all_remarks`` asks passes for remarks even when their ``remarks`` option is
    off (a driver that counts declines needs them); ``requested`` records, per pass
    name, whether the pass's own option asked for them to be shown.
    """

    all_remarks: bool = True
    remarks: list[Remark] = field(default_factory=list[Remark])
    statistics: dict[str, Counter[str]] = field(default_factory=dict[str, Counter[str]])
    requested: dict[str, bool] = field(default_factory=dict[str, bool])
    decisions: list[Decision] = field(default_factory=list[Decision])
    undecided: list[Undecided] = field(default_factory=list[Undecided])

    def of(self, pass_name: str) -> list[Remark]:
        return [r for r in self.remarks if r.pass_name == pass_name]


_SINK: ContextVar[RemarkSink | None] = ContextVar("lutdialect_remark_sink", default=None)


@contextmanager
def collecting(sink: RemarkSink | None = None) -> Generator[RemarkSink]:
    """Install ``sink`` (a new one by default) for the passes run inside the block."""
    sink = sink or RemarkSink()
    token = _SINK.set(sink)
    try:
        yield sink
    finally:
        _SINK.reset(token)


class Reporter:
    """A pass's handle on the remark channel for one application.

    Formatting a location walks the IR, so records are only built when someone
    will read them: the pass's ``remarks`` option, or an installed sink.
    """

    read: bool = True
    """Whether anyone reads what this reporter is told (not so for :meth:`silent`)."""

    def __init__(self, pass_name: str, enabled: bool, stream: TextIO | None = None):
        self.pass_name = pass_name
        self.sink = _SINK.get()
        self.enabled = enabled
        self.stream = stream
        self.statistics: Counter[str] = Counter()
        if self.sink is not None:
            self.sink.requested[pass_name] = self.sink.requested.get(pass_name, False) or enabled
            self.sink.statistics.setdefault(pass_name, Counter())
            self.statistics = self.sink.statistics[pass_name]
        self.wanted = enabled or (self.sink is not None and self.sink.all_remarks)

    def count(self, statistic: str, n: int = 1) -> None:
        self.statistics[statistic] += n

    def _emit(self, kind: RemarkKind, op: Operation, guard: str, message: str) -> None:
        if not self.wanted:
            return
        self._deliver(Remark(self.pass_name, kind, op.name, location_of(op), guard, message))

    def _deliver(self, remark: Remark) -> None:
        if self.sink is not None:
            self.sink.remarks.append(remark)
        elif self.enabled and remark.kind is not RemarkKind.REWRITTEN:
            # xdsl-opt's stderr shows what was declined and notes, as it always has.
            print(remark.format(), file=self.stream or sys.stderr)

    def declined(self, op: Operation, guard: str, message: str) -> None:
        """``op``, a candidate, is left as it was because of ``guard``."""
        self.count("candidates declined")
        self.count(f"declined: {guard}")
        self._emit(RemarkKind.DECLINED, op, guard, message)

    def rewritten(self, op: Operation, message: str, *, guard: str = "") -> None:
        self.count("candidates rewritten")
        self._emit(RemarkKind.REWRITTEN, op, guard, message)

    def note(self, op: Operation, message: str, *, guard: str = "") -> None:
        self._emit(RemarkKind.NOTE, op, guard, message)

    def decided(self, decision: Decision | Undecided) -> None:
        """How the pass chose (or that Vela could not): recorded for a sink (whose
        driver prints it), else, with ``remarks``, printed as ``remark: PASS: cost
        model: ...``."""
        if isinstance(decision, Decision):
            self.count("vela compiles", decision.compiles)
            self.count("sets costed", decision.trials)
        if self.sink is not None:
            if isinstance(decision, Decision):
                self.sink.decisions.append(decision)
            else:
                self.sink.undecided.append(decision)
        elif self.enabled:
            print(f"remark: {self.pass_name}: {decision.message()}", file=self.stream or sys.stderr)

    def recording(self, site: Callable[[], int] = lambda: -1) -> RecordingReporter:
        """A reporter that keeps what it is told (each event with ``site()``), for
        :meth:`RecordingReporter.replay` into this one if the run turns out to be
        the one whose remarks count (a plan's probe that visited every op without
        finding a candidate; a collect whose plan chose nothing)."""
        return RecordingReporter(self, site)

    def silent(self) -> Reporter:
        """A reporter for a run whose remarks and statistics nobody reads (the
        collecting and trial runs of a plan)."""
        quiet = Reporter.__new__(Reporter)
        quiet.pass_name, quiet.sink, quiet.enabled, quiet.stream = self.pass_name, None, False, None
        quiet.statistics, quiet.wanted, quiet.read = Counter(), False, False
        return quiet


_Event = tuple[str, object, int]
"""What a reporter was told: ``("count", statistic, n)``, ``("remark", remark, 0)``
or ``("decision", decision, 0)``."""


class RecordingReporter(Reporter):
    """A :class:`Reporter` that delivers nothing until it is replayed: then its
    statistics and remarks go to ``target`` as if ``target`` had been told them.
    Each event is kept with ``site()`` at the time (the op a plan's run was
    visiting), so that the events of some sites can be replaced by another run's
    (:meth:`replay_with`)."""

    def __init__(self, target: Reporter, site: Callable[[], int] = lambda: -1) -> None:
        self.pass_name, self.sink, self.enabled, self.stream = target.pass_name, None, False, None
        self.statistics, self.wanted = Counter(), target.wanted
        self.target = target
        self.site = site
        self.events: list[tuple[int, _Event]] = []

    def count(self, statistic: str, n: int = 1) -> None:
        self.events.append((self.site(), ("count", statistic, n)))

    def _deliver(self, remark: Remark) -> None:
        self.events.append((self.site(), ("remark", remark, 0)))

    def decided(self, decision: Decision | Undecided) -> None:
        self.events.append((self.site(), ("decision", decision, 0)))

    def replay(self) -> None:
        self._deliver_all(event for _, event in self.events)

    def replay_with(self, other: RecordingReporter, sites: Set[int]) -> bool:
        """Replay, with the events of ``sites`` taken from ``other`` instead (in
        ``other``'s order, where this run's first event of the site was). ``False``,
        and nothing delivered, if ``other`` has events at a site where this run has
        none (there is no place to put them)."""
        theirs: dict[int, list[_Event]] = {}
        for site, event in other.events:
            theirs.setdefault(site, []).append(event)
        merged: list[_Event] = []
        placed: set[int] = set()
        for site, event in self.events:
            if site not in sites:
                merged.append(event)
            elif site not in placed:
                placed.add(site)
                merged += theirs.get(site, [])
        if set(theirs) - placed:
            return False
        self._deliver_all(merged)
        return True

    def _deliver_all(self, events: Iterable[_Event]) -> None:
        for kind, value, n in events:
            if kind == "count":
                self.target.count(value, n)  # pyright: ignore[reportArgumentType]
            elif kind == "remark":
                self.target._deliver(value)  # pyright: ignore[reportPrivateUsage, reportArgumentType]
            else:
                self.target.decided(value)  # pyright: ignore[reportArgumentType]
