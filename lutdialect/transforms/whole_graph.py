"""Plan, cost, commit: a pass's rewrites chosen by Vela's cost of the whole graph.

A pass with Vela as its cost model runs its pattern three ways:

1. **collect** -- on the module, rewriting nothing: every candidate that passes
   its guards is proven, and each proven one is recorded under a key (its ops'
   positions in the module, which a copy of the module shares);
2. **trial** -- on the module, applying just a set of keys; the graph is written as
   a TOSA flatbuffer, the module is put back by its checkpoint
   (:mod:`.checkpoint`; a copy is tried instead where the module is not one flat
   function), and the flatbuffer is compiled by Vela for every NPU of the target.
   The search (:func:`.plan.choose`) asks for as many trials as it needs;
3. **commit** -- on the module, applying the chosen set, with remarks.

Trial and commit run the same code on the same IR, so the graph that is committed
is the graph Vela costed: the result is never slower, on any NPU of the target,
than the graph the pass was given.
"""

from __future__ import annotations

import contextlib
import functools
import time
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar, cast

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import BlockArgument, Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriterListener,
    PatternRewriteWalker,
    RewritePattern,
)

from lutdialect.cost.config import CostConfig
from lutdialect.evaluator import element_type
from lutdialect.semantics.core import ElementType

from .plan import PIECE_MOVES, Candidate, Choice, Cost, Idle, Objective, choose
from .remarks import Decision, RecordingReporter, Reporter, Undecided
from .rules import Decline
from .seeds import Seeds, seeds_for

if TYPE_CHECKING:
    from lutdialect.cost.vela import Oracle
    from lutdialect.io.flatbuffer_schema import FlatbufferError

    from .checkpoint import Checkpoint

_P = TypeVar("_P")
_F = TypeVar("_F")


class Pristine:
    """What the runs of one plan learn of the graph the plan was given, lent to each
    run until its first rewrite.

    Every run of a plan -- the probe, the collect, each trial, each rival's greedy
    run, the commit -- starts on that graph: a trial or a rival is put back by the
    checkpoint, the same ops again, with the same operands and uses. So what a
    pattern memoises of the graph (which values are constants, which ops are dead,
    the regions grown, the hand model's judgements) before it rewrites holds for the
    next run, which reads it rather than derive it again: on a 740-op ViT, a rival's
    walk that rewrites nothing took 30 ms on its own. A run that has rewritten
    learns on its own from then on (its facts are of another graph); a run on a
    copy of the module is lent nothing (its ops are other objects). One fact holds
    whatever a run rewrites, and is lent for its whole walk: where a run can
    rewrite at all (:attr:`sites`)."""

    def __init__(self) -> None:
        self._lent: dict[type, object] = {}
        self.sites: tuple[Operation, ...] | None = None
        """The ops at whose visit the pattern looks at a candidate, in block order,
        as the plan's collect found them (``None`` before it has run to the end):
        the only ops at which a run of the plan can rewrite (:func:`rewrite_sites`;
        a rewrite moves no op it keeps)."""

    def lend(self, kind: type[_F], make: Callable[[], _F]) -> _F:
        """The plan's ``kind`` of memo (made by ``make`` on the first ask)."""
        found = self._lent.get(kind)
        if found is None:
            found = self._lent[kind] = make()
        return cast(_F, found)


Verdict = tuple[str, str]
"""Why the plan left a proven candidate out: the guard its remark names
(``not-profitable``; ``not-costed`` where Vela could cost no graph at all) and why."""

NOT_CHOSEN: Verdict = ("not-profitable", "not chosen")
"""The verdict of a candidate the plan has no word on."""


@dataclass
class Planning:
    """One run of a pass's pattern under a plan: collecting candidates (``chosen``
    is ``None``) or applying the chosen keys."""

    numbering: dict[Operation, int]
    chosen: frozenset[Hashable] | None = None
    found: dict[Hashable, Candidate] = field(default_factory=dict[Hashable, Candidate])
    """Proven candidates, in the order the pattern found them."""
    proofs: dict[Hashable, object] = field(default_factory=dict[Hashable, object])
    """Each candidate's proof (or decline), by key: shared by every run of the plan."""
    verdicts: dict[Hashable, Verdict] = field(default_factory=dict[Hashable, Verdict])
    """Why a proven candidate was not chosen, by key (for the commit's remarks)."""
    sites: dict[Hashable, int] = field(default_factory=dict[Hashable, int])
    """The op whose visit offered each candidate first (its number)."""
    quick: bool = False
    """A trial: only the ops whose visit offers a chosen candidate are visited (the
    others rewrite nothing and report to nobody)."""
    applied: list[Hashable] = field(default_factory=list[Hashable])
    """The chosen candidates this run applied, in order."""
    probe: bool = False
    """Collecting only until the first region is to be proven (:meth:`proving`).
    (It does not stop the walk by raising: xDSL's walker prints the module into the
    message of any exception a pattern raises.)"""
    probed: bool = False
    """A probing run reached a region to prove."""
    stop: Callable[[], bool] | None = None
    """Asked before each proof while collecting: when it holds, nothing more is
    proven and no further op is visited (the graph turned out not to be costable)."""
    visiting: int = -1
    offered_at: set[int] = field(default_factory=set[int])
    """The visits (op numbers) at which a proven candidate was offered: their remarks
    depend on the plan's choice."""
    log: RecordingReporter | None = None
    """What a collecting run reported, by visit (see :func:`_commit_nothing`)."""
    replacements: dict[SSAValue, Hashable] = field(default_factory=dict[SSAValue, Hashable])
    """The key of the value each rewrite of this run replaced, by the new value."""
    unproven: Decline | None = None
    """The answer to every proof, none of which is made: where no graph can be
    costed, no candidate can be chosen, and a proof would only change the reason
    (an i16 region's table error, say) it is declined for."""
    pristine: Pristine | None = None
    """What the plan's runs learn of the graph as it was given (:class:`Pristine`);
    ``None`` for a run on a copy."""
    looked_at: set[int] = field(default_factory=set[int])
    """The visits (op numbers) at which the pattern looked at a candidate
    (:meth:`candidate_site`)."""
    _wanted: frozenset[int] = frozenset()

    @staticmethod
    def of(
        module: ModuleOp,
        previous: Planning | None = None,
        chosen: Iterable[Hashable] = (),
        *,
        quick: bool = False,
        probe: bool = False,
        visits: Iterable[int] | None = None,
        numbering: dict[Operation, int] | None = None,
        pristine: Pristine | None = None,
    ) -> Planning:
        """A collecting run of ``module`` (no ``previous``; ``probe``: see
        :attr:`probe`), or a run applying ``chosen`` that shares ``previous``'s
        proofs and candidates (``quick``: a trial, see :attr:`quick`, visiting the
        ops that offer a chosen candidate, or those of ``visits``). ``numbering``:
        the module's ops by their walk order, where the caller knows it already;
        ``pristine``: what the plan's runs learn of the graph (``previous``'s where
        there is one)."""
        if numbering is None:
            numbering = {op: i for i, op in enumerate(module.walk())}
        if previous is None:
            return Planning(numbering, probe=probe, pristine=pristine)
        chosen = frozenset(chosen)
        planning = Planning(
            numbering,
            chosen,
            previous.found,
            previous.proofs,
            previous.verdicts,
            previous.sites,
            quick,
            pristine=previous.pristine,
        )
        planning._wanted = (
            frozenset(previous.sites[k] for k in chosen if k in previous.sites)
            if visits is None
            else frozenset(visits)
        )
        return planning

    def visit(self, op: Operation) -> bool:
        """Whether the pattern should look at ``op`` at all (a trial skips the ops
        that offer no chosen candidate)."""
        self.visiting = self.numbering.get(op, -1)
        if self.probed:
            return False
        return not self.quick or self.visiting in self._wanted

    def wanted_ops(self, reverse: bool) -> list[Operation] | None:
        """A trial's ops to visit, in the order a walk visits them (bottom-up where
        ``reverse``), where they all lie in one block; ``None`` otherwise."""
        if not self.quick:
            return None
        ops = list(self.numbering)  # walk order: an op's number is its index
        wanted = [ops[n] for n in sorted(self._wanted, reverse=reverse)]
        if len({op.parent for op in wanted}) > 1:
            return None
        return wanted

    def candidate_site(self) -> None:
        """Told by the pattern at each visit where it may look at a candidate (grow a
        region, match a chain), before it reads anything but the op itself (its
        name, types and which operands are constants, which rewrites keep): so an op
        that is no site here is none in any run of the plan, whatever that run
        rewrote before (the ops a run creates it does not visit), and a visit there
        can only report."""
        self.looked_at.add(self.visiting)

    @property
    def collecting(self) -> bool:
        return self.chosen is None

    def value_key(self, value: SSAValue) -> Hashable:
        """A value's identity in this module and every copy: its op's number and
        result index (a block argument's block and index); a value that replaced
        another in this run (a candidate applied before) is named as that one."""
        if isinstance(value, BlockArgument):
            parent = value.block.parent_op()
            return ("arg", self.numbering.get(parent, -1) if parent else -1, value.index)
        assert isinstance(value, OpResult)
        if (number := self.numbering.get(value.op)) is not None:
            return (number, value.index)
        if (known := self.replacements.get(value)) is not None:
            return known
        return ("created", id(value))  # an op this run made otherwise: matches no candidate

    def rewritten(self, old: SSAValue, new: SSAValue) -> None:
        """``new`` replaced ``old``: a candidate that reads it now (the next DyT chain
        after a folded one, say) has the key it had when it read ``old``."""
        self.replacements[new] = self.value_key(old)

    def key(
        self, ops: Sequence[Operation], input: SSAValue, output: SSAValue, *extra: Hashable
    ) -> Hashable:
        """A candidate's identity in this module and every copy of it: its ops by
        number, in block order (a region's own order is one of several in which its
        producers come first, and may differ in a copy the trial has changed)."""
        return (
            tuple(sorted(self.numbering[o] for o in ops)),
            self.value_key(input),
            self.value_key(output),
            *extra,
        )

    def proving(self) -> bool:
        """Asked by the pattern before it proves a candidate: whether to prove it. A
        probing run proves nothing; it notes that there is a candidate and visits no
        further op."""
        if self.probe or (self.stop is not None and self.stop()):
            self.probed = True
            return False
        return True

    def proof(self, key: Hashable, prove: Callable[[], _P]) -> _P | Decline:
        """The proof of candidate ``key``, made by ``prove`` once for every run of the
        plan (a decline is a proof's answer too); a probing run proves nothing (see
        :meth:`proving`)."""
        known = self.proofs.get(key)
        if known is None:
            if self.unproven is not None:
                return self.unproven
            if not self.collecting:
                # Not seen while collecting (it reads a value this run made, which is
                # not one a candidate replaced): no set can hold it, so nothing to prove.
                return Decline("not-profitable", "not a candidate the plan costed")
            if not self.proving():
                return Decline("probe", "not proven while probing")
            known = self.proofs[key] = prove()
        return known  # pyright: ignore[reportReturnType]

    def offer(self, key: Hashable, ops: Sequence[Operation], label: str) -> bool:
        """A proven candidate: recorded when collecting; whether to apply it otherwise."""
        self.offered_at.add(self.visiting)
        if self.chosen is None:
            if key not in self.found:
                self.found[key] = Candidate(key, frozenset(self.numbering[o] for o in ops), label)
                self.sites[key] = self.visiting
            return False
        if key in self.chosen:
            self.applied.append(key)
            return True
        return False


def apply_pattern(
    module: ModuleOp,
    pattern: RewritePattern,
    planning: Planning | None,
    *,
    reverse: bool,
    sites: Sequence[Operation] | None = None,
) -> None:
    """``pattern`` applied once to each op of ``module``, bottom-up where ``reverse``,
    and not to the ops it creates (xDSL's walker without recursion).

    A trial (:attr:`Planning.quick`) visits just the ops that offer its candidates,
    where they lie in one block: in the walker's order, and each with a rewriter of
    its own that hears of the ops erased, which are not visited -- what the walker
    does at those ops, without its visit of every other one (where the pattern
    would return at once). Given the ``sites`` at which a run can rewrite (see
    :func:`rewrite_sites`), a run visits those alone, the same way. A collecting run
    that visited every op lends the plan's later runs its sites
    (:attr:`Pristine.sites`)."""
    wanted = planning.wanted_ops(reverse) if planning is not None else None
    if wanted is None and sites is not None and _holds(module, sites):
        wanted = list(reversed(sites)) if reverse else list(sites)
    if wanted is None:
        PatternRewriteWalker(
            GreedyRewritePatternApplier([pattern], dce_enabled=False),
            walk_reverse=reverse,
            apply_recursively=False,
        ).rewrite_module(module)
        if (
            planning is not None
            and planning.collecting
            and not planning.probed
            and planning.pristine is not None
        ):
            by_number = list(planning.numbering)  # walk order: an op's number is its index
            planning.pristine.sites = tuple(
                by_number[n] for n in sorted(planning.looked_at) if n >= 0
            )
        return
    # (A pattern's exception is raised as it is, where xDSL's walker would report it
    # on the op: the patterns raise none.)
    erased: set[Operation] = set()
    listener = PatternRewriterListener(operation_removal_handler=[erased.add])
    for op in wanted:
        if op in erased:
            continue
        rewriter = PatternRewriter(op)
        rewriter.extend_from_listener(listener)
        pattern.match_and_rewrite(op, rewriter)


def _holds(module: ModuleOp, sites: Sequence[Operation]) -> bool:
    """Whether ``sites`` lie in the block of ``module``'s one function. (Sites are
    lent only by a plan on a graph with a checkpoint: one block of ops without
    regions, which a rewrite erases from but does not reorder.)"""
    funcs = list(module.ops)
    if len(funcs) != 1 or len(funcs[0].regions) != 1 or len(funcs[0].regions[0].blocks) != 1:
        return False
    block = funcs[0].regions[0].blocks[0]
    return all(op.parent is block for op in sites)


def rewrite_sites(pristine: Pristine | None, reporter: Reporter) -> Sequence[Operation] | None:
    """The ops a run lent ``pristine`` need visit, where it may skip the others: a
    run rewrites only where the pattern looks at a candidate, the plan's collect saw
    every such op (:attr:`Pristine.sites`, see :meth:`Planning.candidate_site`), and
    at the others a visit can only report, which nobody reads of this ``reporter``
    (a rival's walk: :meth:`Reporter.silent`). ``None``: visit every op (a run that
    reports, or one lent nothing)."""
    if pristine is None or reporter.read:
        return None
    return pristine.sites


Run = Callable[[ModuleOp, Planning, Reporter], None]
"""The pass's pattern applied to a module under a plan, reporting to a reporter."""

Greedy = Callable[
    [ModuleOp, CostConfig, Reporter, Callable[[], None] | None, Pristine | None], None
]
"""The pass's pattern applied to a module under the hand model's verdicts; it calls
its fourth argument (if given) before its first rewrite changes the IR, and is lent
what a plan's runs learnt of the graph (its last, see :class:`Pristine`)."""

Compile = Callable[[bytes], tuple[Cost | None, str]]
"""Vela's cycles for a flatbuffer on every NPU (``None`` and why, if refused)."""


@dataclass(frozen=True)
class Rival:
    """Another target's choice on the same graph, weighed against the plan's: the
    pass's greedy run under that target's cost model (``generic``, or the hand model
    of NPUs it covers), which calls its third argument before its first rewrite and
    is lent what the plan's runs learnt of the graph (its last).

    A greedy run rewrites as it walks, so its regions can build on its earlier
    rewrites: a region that stops at a value another op also reads grows through it
    once a rewrite has removed that op. The plan's candidates are all found on the
    graph as it is, so no set of them holds such a region; on a generated graph of
    two residual chains for Ethos-U55-128, the search's best set gave 886,016 cycles
    where the generic target's two grown regions give 591,168."""

    label: str
    """Whose choice it is, as the decision's message names it."""
    run: Callable[[ModuleOp, Reporter, Callable[[], None], Pristine | None], None]


def plan_and_commit(
    module: ModuleOp,
    run: Run,
    config: CostConfig,
    reporter: Reporter,
    *,
    fallback: Callable[[str], None] | None = None,
    rivals: Sequence[Rival] = (),
) -> Choice | None:
    """Collect, choose by Vela's whole-graph cost, commit. ``fallback`` is called
    with the reason when the graph cannot be costed at all (it cannot be written as
    a TOSA flatbuffer, or Vela refuses it on every NPU); without one the pass then
    rewrites nothing. Each of ``rivals`` is run on the graph and costed too; where
    one is slower on no NPU and better on the objective than the plan's choice, it
    is what the pass commits (:meth:`Rivals.best`), with its own remarks. Returns
    the search's choice (``None`` where nothing was costed); the decision reported
    says what was committed."""
    from lutdialect.cost import vela
    from lutdialect.cost.oracles import (
        graph_bytes,
        input_file,
        is_last_pass,
        shared_blocks,
        shared_oracle,
        trial_bytes,
        watch_graph,
        watched_base,
    )
    from lutdialect.cost.parallel import (
        Background,
        compile_seconds,
        cycles_all,
        knows,
        meanwhile,
        op_cycles_all,
        overlaps,
        refused_everywhere,
        start_compiles,
    )
    from lutdialect.io.flatbuffer import FlatbufferError

    # First whether there is any candidate at all (the walk stops at the first one),
    # then whether Vela can cost the graph, and only then every candidate proven: a
    # graph Vela refuses costs no proof (an a16w8 one on Ethos-U55: every i16 region).
    # A large graph is written and compiled in the background while the candidates
    # are proven, which stops as soon as Vela is found to refuse it everywhere.
    pristine = Pristine()
    probe = Planning.of(module, probe=True, pristine=pristine)
    recorded = reporter.recording()
    run(module, probe, recorded)
    if not probe.probed:
        # The probe visited every op and proved nothing, as a run applying nothing
        # would: its remarks are the pass's.
        recorded.replay()
        return None
    oracles = [shared_oracle(npu) for npu in config.npus]
    compiles = sum(o.compiles for o in oracles)
    seconds = sum(o.seconds for o in oracles)

    applied: dict[frozenset[Hashable], list[Hashable]] = {}
    """The candidates each trial applied (the commit must apply the same)."""
    written: dict[frozenset[Hashable], bytes] = {}
    """Each trial's flatbuffer, by the set it applies."""

    def serialise(m: ModuleOp) -> bytes:
        # Trials differ from the graph in a few ops: their other blocks are copied.
        return graph_bytes(m)

    def cycles(data: bytes) -> list[int | None]:
        # The graph the pass starts from, with Vela's per-op database, which the
        # attribution of single deltas reads (per_op below) -- unless its totals are
        # known (an earlier pass's chosen set, compiled without it): then the
        # attribution compiles it again only if it is needed.
        if not all(o.knows_total(data) for o in oracles):
            op_cycles_all(oracles, data)
        return [None if isinstance(r, vela.VelaRefused) else r for r in cycles_all(oracles, data)]

    def give_up(reason: str) -> None:
        if fallback is not None:
            fallback(reason)
            return
        # Every candidate declined as it is found, unproven: on an a16w8 ViT for
        # Ethos-U55-64, proving its 34 regions took 115 ms and changed nothing.
        declined = Planning.of(module, pristine=pristine)
        declined.unproven = Decline("not-costed", f"cannot be costed: {reason}")
        run(module, declined, reporter)
        reporter.decided(Undecided(reporter.pass_name, reason))

    def refused_by(npus: Iterable[object], data: bytes) -> None:
        # With Vela's reason where every NPU gives the same one (a tensor of no fixed
        # size, say), which then says what to change.
        reasons = {r.reason for o in oracles if (r := o.refusal(data)) is not None}
        why = f" ({reasons.pop()})" if len(reasons) == 1 else ""
        give_up(f"Vela cannot compile the graph for {', '.join(map(str, npus))}{why}")

    def collect(stop: Callable[[], bool] | None = None) -> Planning:
        """Every candidate, proven (until ``stop`` holds), and what the run reported.
        It rewrites nothing, so its proofs share what they compute on lists."""
        from lutdialect.evaluator.listwise import shared_lists

        found = Planning.of(module, pristine=pristine)
        found.stop = stop
        found.log = reporter.recording(lambda: found.visiting)
        with shared_lists():
            run(module, found, found.log)
        return found

    try:
        # Given as its file, or written before (by an earlier pass, say): cheap to
        # have, and the memo may know it.
        data = input_file(module)
        if data is not None and refused_everywhere(oracles, data):
            # Its compile is in (the command starts it as it reads the file), a
            # refusal: no trial will point into the file, so it is not indexed.
            refused_by(config.npus, data)
            return None
        if data is not None:
            # Indexed now: the trials point into the file (and a background
            # process, forked below, knows that it need write no blocks).
            watched_base()
        if data is None and shared_blocks().blocks:
            data = serialise(module)
        background = None
        overlapping = overlaps(len(probe.numbering))
        if data is None or not all(o.knows_op_cycles(data) for o in oracles):
            background = Background.start(
                module,
                oracles,
                len(probe.numbering),
                data,
                before=lambda: _load_the_evaluator(probe.numbering),
            )
        collected = collect(background.refused_everywhere) if background is not None else None
        if background is not None:
            data = background.result() or data
        written[frozenset()] = original = data if data is not None else serialise(module)
        if background is None and overlapping:
            # Compiled by workers while the candidates are proven here, which stops
            # as soon as Vela is found to refuse the graph everywhere (the proofs
            # made meanwhile then cost nothing: this process would have waited); and
            # none is made where the answer is in already, a refusal (the driver may
            # have started the compile when it read the file).
            start_compiles(oracles, original)
            if not refused_everywhere(oracles, original):
                _load_the_evaluator(probe.numbering)
                collected = collect(lambda: refused_everywhere(oracles, original))
        base_all = cycles(original)
    except FlatbufferError as e:
        give_up(f"the graph cannot be written as a TOSA flatbuffer for Vela ({e})")
        return None
    costed = [i for i, c in enumerate(base_all) if c is not None]
    refused = [str(config.npus[i]) for i, c in enumerate(base_all) if c is None]
    if not costed:
        refused_by(refused, original)
        return None
    base: Cost = tuple(c for c in base_all if c is not None)
    objective = Objective(tuple(str(config.npus[i]) for i in costed))
    if collected is None:
        collected = collect()

    from .checkpoint import Checkpoint

    # Trials are tried on the module itself and put back (a copy where it is not a
    # flat graph): a trial is kept as what its graph gave, once written.
    checkpoint = Checkpoint.of(module)
    built: dict[frozenset[Hashable], Trialled] = {}

    trials = Timed()

    def trial(chosen: frozenset[Hashable]) -> Trialled:
        found = built.get(chosen)
        if found is None:
            if not chosen:
                found = Trialled.of(module, collected, written[frozenset()])
            else:
                with trials:
                    found = _tried(
                        module, checkpoint, collected, chosen, run=run, reporter=reporter
                    )
            built[chosen] = found
            applied[chosen] = found.applied
            if chosen and frozenset(found.applied) != chosen:
                reporter.count("trials short of their set")
        return found

    def written_trial(chosen: frozenset[Hashable]) -> bytes:
        data = trial(chosen).data
        if isinstance(data, FlatbufferError):
            raise data
        written[chosen] = data
        return data

    candidates = list(collected.found.values())
    zones = Zones(collected, candidates)
    costed_oracles = [oracles[i] for i in costed]
    others = Rivals(
        module,
        checkpoint,
        rivals,
        oracles=costed_oracles,
        quiet=reporter.silent(),
        pristine=pristine,
        known=written,
    )

    # The rivals are walked while workers compile the sets this process would, and
    # while it waits for their answers.
    idle_work = others.instead_of_a_compile if overlapping else None

    def per_op(data: bytes) -> tuple[Cost, list[dict[int, int]]] | None:
        # Only the NPUs that compile the input: the others are left out of the choice.
        totals: list[int] = []
        rows: list[dict[int, int]] = []
        for found in op_cycles_all(costed_oracles, data):
            if isinstance(found, vela.VelaRefused):
                return None
            totals.append(found[0])
            rows.append(found[1])
        return tuple(totals), rows

    # A set's totals, in the last pass of a pipeline compiled without Vela's per-op
    # database (oracles.last_pass), unless the graph was compiled with it already.
    sets_per_op = not is_last_pass()

    def evaluate(chosen: frozenset[Hashable]) -> Cost | None:
        try:
            data = written_trial(chosen)
        except FlatbufferError:
            return None
        if sets_per_op:
            measured = per_op(data)
            cost = measured[0] if measured is not None else None
        else:
            cost = _costed_everywhere(costed_oracles, data)
        if cost is None or (chosen and frozenset(applied[chosen]) != chosen):
            return None  # refused, or a trial short of its set: never chosen
        return cost

    def prefetcher(database: bool) -> Callable[[frozenset[Hashable]], None]:
        def prefetch(chosen: frozenset[Hashable]) -> None:
            # Written here and compiled by workers while the next trial is built.
            with contextlib.suppress(FlatbufferError):
                start_compiles(costed_oracles, written_trial(chosen), database=database)

        return prefetch

    prefetch = prefetcher(database=sets_per_op)  # a set, for plan.choose

    def share() -> float:
        # Of a step's sets, the part compiled by workers while this process builds
        # every trial and compiles the rest: on two cores both are busy as long when
        # trial + (1 - share) * compile = share * compile.
        compile = sum(s for o in costed_oracles if (s := compile_seconds(o)) is not None)
        if not compile or trials.mean is None:
            return 0.5
        return min(MAX_SHARE, max(0.5, (trials.mean + compile) / (2 * compile)))

    def known(chosen: frozenset[Hashable]) -> bool:
        # Written and compiled already (by another start's search, say): its cost
        # is read at once.
        data = written.get(chosen)
        return data is not None and all(
            knows(o, data, database=sets_per_op) for o in costed_oracles
        )

    @functools.cache  # asked by the search and by the seeded start's
    def estimate() -> dict[int, Cost | None]:
        # On a small graph a compile takes less than handing it to a worker. A batch
        # is compiled with Vela's per-op database, which its attribution reads.
        return zones.singles(
            trial,
            per_op,
            written_trial,
            evaluate,
            prefetcher(database=True) if overlapping else None,
            idle=idle_work,
        )

    seeded = _seeded(seeds_for(reporter.pass_name), module, collected)

    # A graph with few weights compiles in a few milliseconds: every set is costed
    # where there are at most 256 (8 candidates), and otherwise each candidate
    # alone (choose's own way), with pair adds and splits. Sets of a region's
    # pieces are costed on every graph: few have any, and no single change or
    # estimate leads to them.
    small = constant_storage(module.walk()) <= EXACT_SINGLES_BYTES

    started = time.perf_counter()
    size = 0 if small else len(collected.numbering)
    pairs = PAIR_MOVES if small else 0

    def seeded_start() -> list[frozenset[int]]:
        # The other pass's own choice among its candidates (here the plan's), as it
        # would make it: a start of the search besides the single deltas' set.
        index = [i for i, c in enumerate(candidates) if c.key in seeded]
        if not index:
            return []
        theirs = choose(
            [candidates[i] for i in index],
            evaluate,
            objective,
            base,
            size=size,
            estimate=None if small else (lambda: {j: estimate()[i] for j, i in enumerate(index)}),
            independent=lambda j, s: zones.independent(index[j], frozenset(index[k] for k in s)),
            pairs=pairs,
            pieces=PIECE_MOVES,
            borders=lambda j, k: zones.borders(index[j], index[k]),
            prefetch=prefetch if overlapping else None,
            known=known,
            share=share,
            idle=idle_work,
        )
        return [frozenset(i for i in index if candidates[i].key in theirs.chosen)]

    with meanwhile(others.within if overlapping else None):
        choice = choose(
            candidates,
            evaluate,
            objective,
            base,
            size=size,
            estimate=None if small else estimate,
            independent=zones.independent,
            pairs=pairs,
            pieces=PIECE_MOVES,
            starts=seeded_start if seeded else None,
            borders=zones.borders,
            prefetch=prefetch if overlapping else None,
            known=known,
            share=share,
            idle=idle_work,
        )

    def decision(rival: str = "", after: Cost | None = None) -> Decision:
        # The plan's choice, or the rival committed instead (whose cost is ``after``).
        return Decision(
            pass_name=reporter.pass_name,
            cost_model=config.describe(),
            npus=objective.npus,
            before=choice.base,
            after=choice.cost if after is None else after,
            candidates=len(collected.found),
            chosen=len(choice.chosen),
            trials=choice.trials,
            exhaustive=choice.exhaustive,
            complete=choice.complete,
            undone=len(choice.undone),
            compiles=sum(o.compiles for o in oracles) - compiles,
            seconds=sum(o.seconds for o in oracles) - seconds,
            search_seconds=time.perf_counter() - started,
            skipped=tuple(refused),
            rival=rival,
            searched=choice.cost if rival else (),
        )

    beaten = others.best(objective, choice)
    if beaten is not None:
        rival, data, cost = beaten
        undo = undo_point(module, checkpoint)
        recorded = reporter.recording()  # its remarks, if it is kept
        rival.run(module, recorded, lambda: None, pristine)
        try:
            again: bytes | None = trial_bytes(module)
        except FlatbufferError:
            again = None
        if again is not None and again != data:
            # Not the graph Vela costed (a greedy run that depends on more than the
            # graph): what it is is costed, and kept only where it still beats the
            # search's choice. (Written as a trial: the input's watch stays, for the
            # commit that may follow.)
            again_cost = _costed_everywhere(costed_oracles, again)
            if again_cost is None or not _beats(objective, again_cost, choice):
                again = None
            cost = again_cost
        if again is None or cost is None:
            undo()
            reporter.count("plans undone")
        else:
            watch_graph(module, again)
            recorded.replay()
            reporter.decided(decision(rival.label, cost))
            return choice
    for key in collected.found:
        if key not in choice.chosen:
            collected.verdicts[key] = ("not-profitable", _verdict(choice, key, objective))
    undo = undo_point(module, checkpoint) if choice.chosen else None
    commit = Planning.of(module, collected, choice.chosen)
    if choice.chosen or not _commit_nothing(module, run, collected, reporter):
        run(module, commit, reporter)
    if undo is not None and sorted(map(repr, commit.applied)) != sorted(
        map(repr, applied.get(choice.chosen, commit.applied))
    ):
        # The commit applied other rewrites than the trial Vela costed: cost it.
        after = cycles(serialise(module))
        if any(a is None or a > b for a, b in zip((after[i] for i in costed), base, strict=True)):
            undo()
            reporter.count("plans undone")
    elif (
        undo is not None
        and commit.applied == applied.get(choice.chosen)
        and (data := written.get(choice.chosen)) is not None
    ):
        # The commit applied the trial's rewrites in the trial's order: the module is
        # now the graph Vela costed, op for op, and its bytes are the trial's (the
        # next pass's original, the summary's result).
        watch_graph(module, data)
    reporter.decided(decision())
    return choice


class Rivals:
    """The rivals' greedy runs (:class:`Rival`), each on the module and put back where
    it rewrote (on a copy, where the module has no checkpoint), visiting only the
    ops where a run can rewrite (:func:`rewrite_sites`), and the best graph they give
    (:meth:`best`). A run can be made at any time before that (:meth:`next`): the
    search makes them while workers compile the sets it would otherwise compile
    itself (:meth:`.plan._Search.cost_all`), and while it waits for their answers
    (:func:`~lutdialect.cost.parallel.meanwhile`, :meth:`within`). A walk costs up to
    about what a compile does (on a 740-op ViT for Ethos-U85-256, 15-40 ms against
    35-45 ms, when walks visited every op), and it is made in any case: this process
    walks while another core compiles, rather than compile and then walk. A graph a
    run gives that is not a set the search costed already (``known``: the sets'
    graphs) is sent to the workers at once."""

    def __init__(
        self,
        module: ModuleOp,
        checkpoint: Checkpoint | None,
        rivals: Sequence[Rival],
        *,
        oracles: Sequence[Oracle],
        quiet: Reporter,
        pristine: Pristine | None = None,
        known: Mapping[frozenset[Hashable], bytes] | None = None,
    ) -> None:
        self.module = module
        self.checkpoint = checkpoint
        self.oracles = oracles
        self.quiet = quiet
        self.pristine = pristine if checkpoint is not None else None
        self.rivals = tuple(rivals)
        self._waiting = list(rivals)
        self._started: set[bytes] = set()
        """The graphs whose compiles were started."""
        self._known: Mapping[frozenset[Hashable], bytes] = known if known is not None else {}
        self._eager = True
        """Whether a graph is sent to the workers as soon as a run gives it."""
        self.runs = Timed()
        self.graphs: list[tuple[Rival, bytes]] = []
        """The graph each rival gave that no rival before it gave, in order (one that
        rewrites nothing, or cannot be written, gives none)."""

    def _start(self, graphs: Iterable[bytes]) -> None:
        """Have the workers compile ``graphs`` (those not started before)."""
        from lutdialect.cost.parallel import start_compiles

        for data in graphs:
            if data not in self._started:
                self._started.add(data)
                start_compiles(self.oracles, data, database=False)

    def next(self) -> Callable[[], None] | None:
        """The next rival's run, to be made now; ``None`` once every one is made."""
        if not self._waiting:
            return None
        return functools.partial(self._run, self._waiting.pop(0))

    def instead_of_a_compile(self) -> Callable[[], None] | None:
        """The next rival's run, made while a worker compiles a set this process would
        compile: only where the workers are estimated to be done within one compile of
        a set (on a ViT for Ethos-U85-512, a step's eight sets all sent to the one
        worker kept this process waiting 210 ms); otherwise it compiles the set."""
        from lutdialect.cost.parallel import busy, compile_seconds

        one = [compile_seconds(o) for o in self.oracles]
        left = busy(self.oracles)
        if left is None or None in one or left > sum(s or 0.0 for s in one):
            return None
        return self.next()

    def within(self, seconds: float) -> Callable[[], None] | None:
        """The next rival's run, where a wait of ``seconds`` would otherwise follow
        that is at least half as long as the runs so far took on average (any wait,
        before the first): a longer run would keep the answer waiting."""
        if self.runs.count and seconds < self.runs.seconds / self.runs.count / 2:
            return None
        return self.next()

    def _run(self, rival: Rival) -> None:
        """``rival``'s graph, written; the module put back."""
        with self.runs:
            self._walk(rival)

    def _walk(self, rival: Rival) -> None:
        from lutdialect.cost.oracles import trial_bytes
        from lutdialect.io.flatbuffer_schema import FlatbufferError

        checkpoint = self.checkpoint
        graph = self.module if checkpoint is not None else copy_module(self.module)
        rewrote: list[bool] = []
        try:
            rival.run(graph, self.quiet, functools.partial(rewrote.append, True), self.pristine)
            if not rewrote:
                return
            try:
                data = trial_bytes(graph)
            except FlatbufferError:
                return
        finally:
            # (A run told nothing before a rewrite changed nothing: no restore.)
            if checkpoint is not None and rewrote:
                checkpoint.restore()
        if all(data != other for _, other in self.graphs):
            self.graphs.append((rival, data))
            if self._eager and data not in self._known.values():
                self._start([data])

    def best(self, objective: Objective, choice: Choice) -> tuple[Rival, bytes, Cost] | None:
        """The rival whose graph is slower than the original on no NPU and best on
        the objective, where it beats the plan's choice (ties go to the plan): with
        its flatbuffer and Vela's cycles. The runs not made yet are made first; a
        graph of a set the search costed (``known``) was weighed already."""
        seen = set(self._known.values())
        self._eager = False
        while (run := self.next()) is not None:
            self._start([d for _, d in self.graphs if d not in seen])  # while it runs
            run()
        graphs = [(rival, data) for rival, data in self.graphs if data not in seen]
        # One not started yet (the last run's) is compiled here, first, while the
        # workers compile the rest.
        waiting = [d for _, d in graphs if d not in self._started]
        self._start(waiting[1:])
        costs = {
            data: _costed_everywhere(self.oracles, data)
            for data in [*waiting[:1], *(d for _, d in graphs if d not in waiting[:1])]
        }
        best: tuple[float, Rival, bytes, Cost] | None = None
        for rival, data in graphs:
            cost = costs[data]
            if cost is None or not _beats(objective, cost, choice):
                continue
            score = objective.score(cost, choice.base)
            if best is None or score < best[0]:
                best = (score, rival, data, cost)
        return None if best is None else best[1:]


def _costed_everywhere(oracles: Sequence[Oracle], data: bytes) -> Cost | None:
    """Vela's cycles of ``data`` on every NPU of ``oracles``, ``None`` where one refuses
    it (such a graph is never chosen)."""
    from lutdialect.cost import vela
    from lutdialect.cost.parallel import cycles_all

    found = cycles_all(oracles, data)
    cost = tuple(c for c in found if not isinstance(c, vela.VelaRefused))
    return cost if len(cost) == len(found) else None


def _beats(objective: Objective, cost: Cost, choice: Choice) -> bool:
    """Whether a graph of ``cost`` is slower than the original on no NPU and better
    on the objective than the search's choice (a tie keeps the choice)."""
    base = choice.base
    return objective.feasible(cost, base) and objective.score(cost, base) < objective.score(
        choice.cost, base
    )


def _seeded(seeds: Seeds | None, module: ModuleOp, collected: Planning) -> frozenset[Hashable]:
    """The keys of the other pass's candidates (see :mod:`.seeds`) that are among the
    plan's; how many there are, and how many of them are not, go into ``seeds``
    (whose ``before_uncovered`` is called, where one is not, before any trial)."""
    if seeds is None:
        return frozenset()
    theirs = seeds.find(module, collected)
    held = frozenset(key for key, _ in theirs if key in collected.found)
    missing = sum(1 for key, proven in theirs if key not in collected.found and proven())
    seeds.found, seeds.uncovered = len(held) + missing, missing
    if missing and seeds.before_uncovered is not None:
        seeds.before_uncovered(module)
    return held


def _commit_nothing(module: ModuleOp, run: Run, collected: Planning, reporter: Reporter) -> bool:
    """The commit of a plan that chose nothing, without walking the whole graph
    again: it would rewrite nothing and report what the collect reported, except at
    the visits that offered a candidate, whose remarks give the plan's verdicts.
    Those are visited again (a quick run) and their events put in the place of the
    collect's. ``False`` (nothing reported) where that cannot be done: the collect
    stopped early, or the quick run reported at a visit the collect did not."""
    log = collected.log
    if log is None or collected.probed:
        return False
    again = Planning.of(module, collected, (), quick=True, visits=collected.offered_at)
    verdicts = reporter.recording(lambda: again.visiting)
    run(module, again, verdicts)
    return log.replay_with(verdicts, collected.offered_at)


EXACT_SINGLES_BYTES = 64 << 10
"""Graphs whose constants hold at most this many bytes have every set of candidates
costed where there are at most :data:`.plan.EXHAUSTIVE_LIMIT`, and otherwise each
candidate costed alone by a trial of its own, rather than estimated from a batch
(:class:`Zones`).
Vela's compile time grows with the weights it encodes: the generated graphs (at
most 2 KB of constants, 126-311 ops) compile in 1-5 ms, about what a trial's run
and write take, so a batch saves little there -- and there its per-op attribution
was found wrong by more than 1 % on most candidates, which hid rewrites that pay
(also on two generated graphs of 35 and 37 KB, where an add and a split were left
out on an estimate of the wrong sign: both compile in 5-15 ms). The committed models
(73 KB to 4.2 MB of constants) compile in 12-730 ms."""


PAIR_MOVES = 32
"""On such a graph, where no single change improves, this many pair adds (and
beyond them every one the single deltas say improves), and as many splits of a
chosen region into its pieces, are costed before the search stops, within its
budget of trials (:func:`.plan.choose`'s ``pairs``): a trial there costs a few
milliseconds. (The sets of one region's pieces put in at once,
:data:`.plan.PIECE_MOVES`, are costed on every graph.) (On a generated graph, two
rewrites gave 3,530 cycles on Ethos-U85-512 together, where the region they
overlap, the best single change, gave 4,967; on another, the pair that gave 13,681
cycles on Ethos-U85-256 against 14,195 was the 11th by its single deltas.)"""


def constant_storage(ops: Iterable[Operation]) -> int:
    """The bytes the ``tosa.const`` ops among ``ops`` hold."""
    from lutdialect.dialects.tosa.ops import ConstOp

    return sum(op.storage_bytes() for op in ops if isinstance(op, ConstOp))


Trial = Callable[[frozenset[Hashable]], "Trialled"]
"""The graph of a set of candidates applied, as the trial left it."""

PerOp = Callable[[bytes], "tuple[Cost, list[dict[int, int]]] | None"]
"""Vela's totals and, per NPU, cycles by the index of the op in the flatbuffer."""

ZONE_DEPTH = 2
"""Candidates costed in one compile are at least this far apart, in data edges:
further than a producer whose output stage a table may join or a consumer that may
chain it."""

REACH = 8
"""How far, in data edges, a change of an op's cycles is looked for a nearest
rewrite of the batch to put it down to."""


@dataclass(frozen=True)
class Trialled:
    """What a trial's graph gave, kept after the module is put back: its flatbuffer
    (or why it cannot be written), the candidates applied, and what the attribution
    of Vela's per-op cycles reads from it (:class:`Zones`)."""

    data: bytes | FlatbufferError
    applied: list[Hashable]
    order: list[Operation]
    """The ops of the function's block, in order (the flatbuffer's operators)."""
    numbering: dict[Operation, int]
    """The original ops by number (as the collect numbered them)."""
    created: dict[Operation, set[int]]
    """The original ops next to each op the trial created."""
    functions: int

    @staticmethod
    def of(module: ModuleOp, planning: Planning, data: bytes | FlatbufferError) -> Trialled:
        """The module as it is now, written as ``data``, applied by ``planning``."""
        from xdsl.dialects.func import FuncOp

        top = list(module.ops)
        funcs = [op for op in top if isinstance(op, FuncOp)]
        if len(funcs) != len(top):  # functions beside other ops: look inside those
            funcs = [op for op in module.walk() if isinstance(op, FuncOp)]
        order = list(funcs[0].body.block.ops) if funcs else []
        numbering = planning.numbering
        created = {op: _original_neighbours(op, numbering) for op in order if op not in numbering}
        return Trialled(data, list(planning.applied), order, numbering, created, len(funcs))


def _tried(
    module: ModuleOp,
    checkpoint: Checkpoint | None,
    collected: Planning,
    chosen: frozenset[Hashable],
    *,
    run: Run,
    reporter: Reporter,
) -> Trialled:
    """``chosen`` applied to the module, written, and the module put back (or to a
    copy, where the module has no checkpoint): the same code on the same IR as the
    commit, which applies the set chosen to the module."""
    from lutdialect.cost.oracles import trial_bytes
    from lutdialect.io.flatbuffer_schema import FlatbufferError

    graph = module if checkpoint is not None else copy_module(module)
    # In place, the module is the one the collect numbered (a checkpoint puts back
    # every op, in order): its numbering holds.
    numbering = collected.numbering if checkpoint is not None else None
    planning = Planning.of(graph, collected, chosen, quick=True, numbering=numbering)
    if checkpoint is None:
        planning.pristine = None  # a copy: other ops
    try:
        run(graph, planning, reporter.silent())
        try:
            data: bytes | FlatbufferError = trial_bytes(graph)
        except FlatbufferError as e:
            data = e
        return Trialled.of(graph, planning, data)
    finally:
        if checkpoint is not None:
            checkpoint.restore()


MAX_SHARE = 0.8
"""At most this part of a step's sets is compiled by workers (:func:`plan_and_commit`'s
``share``): this process builds every trial, and waits for the last answers."""


class Timed:
    """The mean wall time of the blocks it times (``with timed: ...``)."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self.count = 0
        self._start = 0.0

    def __enter__(self) -> None:
        self._start = time.perf_counter()

    def __exit__(self, *_: object) -> None:
        self.seconds += time.perf_counter() - self._start
        self.count += 1

    @property
    def mean(self) -> float | None:
        return self.seconds / self.count if self.count else None


class Zones:
    """Several candidates costed in one compile, by Vela's cycles per op.

    A trial applies candidates that share no op; each one's delta is the cycles of
    the ops it created, less those of the ops it removed, plus the change of every
    other op nearest to it (within :data:`REACH`; a change as near to several
    candidates, or near none, is shared out between them). The per-op cycles must
    add up to the totals, or the batch is split in two and costed again. The
    estimates only steer the search, which costs whole every set it may choose: a
    wrong estimate can make the choice worse than the best, never slower than the
    original."""

    def __init__(self, planning: Planning, candidates: Sequence[Candidate]) -> None:
        from xdsl.dialects.builtin import ModuleOp as Module
        from xdsl.dialects.func import FuncOp, ReturnOp

        from lutdialect.evaluator.constness import is_constant_op

        numbering = planning.numbering
        self.candidates = candidates
        neighbours: dict[int, set[int]] = {}
        for op, n in numbering.items():
            if isinstance(op, Module | FuncOp | ReturnOp):
                continue
            near = neighbours.setdefault(n, set())
            if is_constant_op(op):
                # A constant shared by two chains (an alpha, a shift) carries no data
                # between them: it does not make their rewrites interact.
                continue
            for operand in op.operands:
                owner = operand.owner
                if (
                    isinstance(owner, Operation)
                    and owner in numbering
                    and not is_constant_op(owner)
                ):
                    near.add(numbering[owner])
            for result in op.results:
                for use in result.uses:
                    if use.operation in numbering and not isinstance(use.operation, ReturnOp):
                        near.add(numbering[use.operation])
        self.zones: list[frozenset[int]] = []
        for c in candidates:
            zone, frontier = set(c.ops), set(c.ops)
            for _ in range(ZONE_DEPTH):
                frontier = {m for n in frontier for m in neighbours.get(n, ())} - zone
                zone |= frontier
            self.zones.append(frozenset(zone))
        self.neighbours = neighbours

    def nearest(self, start: Iterable[int], members: dict[int, int]) -> tuple[int, ...]:
        """The batch members (by ``members``: op number -> member) nearest to
        ``start`` within :data:`REACH`, in data edges (several on a tie; every member
        when none is that near)."""
        seen = set(start)
        frontier = set(start)
        for _ in range(REACH + 1):
            hit = sorted({members[n] for n in frontier if n in members})
            if hit:
                return tuple(hit)
            frontier = {m for n in frontier for m in self.neighbours.get(n, ())} - seen
            seen |= frontier
            if not frontier:
                break
        return tuple(sorted(set(members.values())))

    def independent(self, i: int, others: frozenset[int]) -> bool:
        """Candidate ``i``'s zone overlaps none of ``others``'."""
        return all(self.zones[i].isdisjoint(self.zones[j]) for j in others if j != i)

    def borders(self, i: int, j: int) -> bool:
        """Whether an op of candidate ``i`` reads a value an op of ``j`` writes, or
        the other way round (a constant read by both does not count)."""
        ops_j = self.candidates[j].ops
        return any(not ops_j.isdisjoint(self.neighbours.get(n, ())) for n in self.candidates[i].ops)

    def batches(self) -> list[list[int]]:
        """The candidates in groups costed in one compile (first fit, in the order
        found): no member within :data:`ZONE_DEPTH` of another's ops. Adjacent
        rewrites interact (a table's output stage joins the next one), and their
        per-op cycles then say little about each alone: on a generated graph two
        adjacent candidates in one batch were estimated at +9,596 and +9,658 cycles
        on Ethos-U85-256 where the first gains 2,688 alone, so its add was never
        tried."""
        out: list[tuple[list[int], set[int]]] = []
        for i, zone in enumerate(self.zones):
            for members, used in out:
                if zone.isdisjoint(used):
                    members.append(i)
                    used.update(self.candidates[i].ops)
                    break
            else:
                out.append(([i], set(self.candidates[i].ops)))
        return [members for members, _ in out]

    def singles(
        self,
        trial: Trial,
        per_op: PerOp,
        written: Callable[[frozenset[Hashable]], bytes],
        exact: Callable[[frozenset[Hashable]], Cost | None],
        prefetch: Callable[[frozenset[Hashable]], None] | None = None,
        *,
        idle: Idle | None = None,
    ) -> dict[int, Cost | None]:
        """Each candidate's cost alone: from one compile per batch where the
        attribution holds, else from a trial of its own. ``prefetch`` starts a set's
        compile and returns: every batch but the last is started as soon as its trial
        is built, and the last is measured first, compiled here while the workers
        compile the others (a batch split in two is started before the next batch's
        trial is built); while ``idle`` has other work, the last is started too and
        that work done meanwhile."""
        keys = [c.key for c in self.candidates]
        before = self._measure(frozenset(), trial, per_op, written)
        out: dict[int, Cost | None] = {}
        work = self.batches()
        here = work.pop() if prefetch is not None and len(work) > 1 else None
        if here is not None:
            work.insert(0, here)
        while work:
            batch = work.pop(0)
            if prefetch is not None:
                # (A set started before is not started again.)
                for ahead in work if batch is here else (batch, *work[:1]):
                    prefetch(frozenset(keys[i] for i in ahead))
                if batch is here and idle is not None and (other := idle()) is not None:
                    prefetch(frozenset(keys[i] for i in batch))
                    other()
            if before is None or len(batch) == 1:
                out.update({i: exact(frozenset((keys[i],))) for i in batch})
                continue
            after = self._measure(frozenset(keys[i] for i in batch), trial, per_op, written)
            found = self._attributed(batch, before, after)
            if found is None:
                # Entangled somewhere: cost the halves apart.
                half = len(batch) // 2
                work[:0] = [batch[:half], batch[half:]]
                continue
            out.update(found)
        return out

    @staticmethod
    def _measure(
        chosen: frozenset[Hashable],
        trial: Trial,
        per_op: PerOp,
        written: Callable[[frozenset[Hashable]], bytes],
    ) -> tuple[Cost, list[dict[Hashable, int]], Trialled] | None:
        """Totals and per-op cycles keyed by original number (created ops by
        themselves), with the trial they were measured on."""
        from lutdialect.io.flatbuffer import FlatbufferError

        tried = trial(chosen)
        if tried.functions != 1 or frozenset(tried.applied) != chosen:
            return None
        try:
            measured = per_op(written(chosen))
        except FlatbufferError:
            return None
        if measured is None:
            return None
        totals, rows = measured
        order = tried.order
        keyed: list[dict[Hashable, int]] = []
        for npu_rows in rows:
            per: dict[Hashable, int] = {}
            for index, c in npu_rows.items():
                if not 0 <= index < len(order):
                    return None
                op = order[index]
                k: Hashable = tried.numbering.get(op, op)
                per[k] = per.get(k, 0) + c
            keyed.append(per)
        return totals, keyed, tried

    def _attributed(
        self,
        batch: Sequence[int],
        before: tuple[Cost, list[dict[Hashable, int]], Trialled],
        after: tuple[Cost, list[dict[Hashable, int]], Trialled] | None,
    ) -> dict[int, Cost | None] | None:
        """Each batch member's cost alone, or ``None`` where the per-op cycles do
        not account for the change."""
        if after is None:
            return None
        totals_before, rows_before, _ = before
        totals_after, rows_after, tried = after
        members = {n: i for i in batch for n in self.candidates[i].ops}
        created: dict[Operation, tuple[int, ...]] = {}
        for npu_rows in rows_after:
            for k in npu_rows:
                if isinstance(k, Operation) and k not in created:
                    created[k] = self.nearest(tried.created.get(k, set()), members)
        deltas = {i: [0] * len(totals_before) for i in batch}
        for npu in range(len(totals_before)):
            b_rows, a_rows = rows_before[npu], rows_after[npu]
            if sum(b_rows.values()) != totals_before[npu]:
                return None
            if sum(a_rows.values()) != totals_after[npu]:
                return None
            for k in set(b_rows) | set(a_rows):
                change = a_rows.get(k, 0) - b_rows.get(k, 0)
                if change == 0:
                    continue
                if isinstance(k, Operation):
                    who = created[k]
                else:
                    assert isinstance(k, int)
                    who = self.nearest((k,), members)
                # A change as near to several rewrites is shared out between them.
                share, rest = divmod(change, len(who))
                for j, member in enumerate(who):
                    deltas[member][npu] += share + (rest if j == 0 else 0)
        return {
            i: tuple(b + d for b, d in zip(totals_before, deltas[i], strict=True)) for i in batch
        }


def _original_neighbours(op: Operation, numbering: dict[Operation, int]) -> set[int]:
    """The original ops next to ``op``, a created one (through other created ops)."""
    seen: set[Operation] = set()
    work = [op]
    found: set[int] = set()
    while work:
        current = work.pop()
        if current in seen:
            continue
        seen.add(current)
        near: list[Operation] = [
            v.owner for v in current.operands if isinstance(v.owner, Operation)
        ]
        near += [use.operation for r in current.results for use in r.uses]
        for other in near:
            number = numbering.get(other)
            if number is None:
                work.append(other)
            else:
                found.add(number)
    return found


def copy_module(module: ModuleOp) -> ModuleOp:
    """``module.clone()``, in one pass where the module holds functions of one block
    of ops without regions or successors (a TOSA graph): each op is created with its
    operands mapped, in block order, where ``clone`` creates them all and then sets
    every op's operands again in a second walk (a trial's copy in 60-70 % of the
    time). Anything else is cloned by ``clone``."""
    from xdsl.dialects.func import FuncOp
    from xdsl.ir import Block

    functions = [f for f in module.ops if isinstance(f, FuncOp) and len(f.body.blocks) == 1]
    if len(functions) != len(module.ops):
        return module.clone()
    mapped: dict[SSAValue, SSAValue] = {}
    copy = module.clone_without_regions(mapped)
    body = Block()
    copy.regions[0].add_block(body)
    for function in functions:
        old = function.body.block
        new = Block(arg_types=[a.type for a in old.args])
        for a, b in zip(old.args, new.args, strict=True):
            mapped[a] = b
            b.name_hint = a.name_hint
        for op in old.ops:
            if op.regions or op.successors or any(v not in mapped for v in op.operands):
                return module.clone()  # not a flat graph in block order
            new.add_op(op.clone_without_regions(mapped))
        cloned = function.clone_without_regions(mapped)
        cloned.regions[0].add_block(new)
        body.add_op(cloned)
    return copy


def _load_the_evaluator(ops: Iterable[Operation]) -> None:
    """Import the evaluator (and numpy) where an op of ``ops`` gives i16 data: the
    proofs of its regions need it, where an i8 region's are made on lists
    (``guards.listwise_verdict``), and a pass that proves nothing never loads it.
    Where a background compile is forked, it is loaded before: made in this process
    after the fork, the same import was measured about 20 ms slower on the a16w8
    models under the default target, most of it numpy's BLAS pool spinning on the
    core the compile runs on (:mod:`lutdialect.tools.threads`), which a host process
    other than ``lutdialect`` still starts."""
    if any(element_type(r.type) is ElementType.I16 for op in ops for r in op.results):
        import importlib

        importlib.import_module("lutdialect.evaluator.region")


def _verdict(choice: Choice, key: Hashable, objective: Objective) -> str:
    """Why a proven candidate is left out, in Vela's cycles."""
    single = choice.singles.get(key)
    base = ", ".join(f"{n} {b}" for n, b in zip(objective.npus, choice.base, strict=True))
    how = "every set of candidates" if choice.exhaustive else "the search"
    if key in choice.undone:
        return (
            f"undone: with the other rewrites Vela finds the graph slower (before: {base} cycles)"
        )
    if single is not None:
        alone = ", ".join(f"{n} {c}" for n, c in zip(objective.npus, single, strict=True))
        by = " (estimated)" if choice.estimated else ""
        if tuple(single) == tuple(choice.base):
            return f"Vela, whole graph: no change with this rewrite alone{by} ({base} cycles)"
        if all(s >= b for s, b in zip(single, choice.base, strict=True)):
            return (
                f"Vela, whole graph: slower with this rewrite alone{by}: {base} cycles "
                f"before, {alone} with it"
            )
        return (
            f"Vela, whole graph: {base} cycles before, {alone} with this rewrite alone{by}; "
            f"not in the best set ({how})"
        )
    return f"Vela, whole graph ({base} cycles before): not in the best set of {how}"


def model_run_checked(
    module: ModuleOp,
    run: Callable[[ModuleOp, Callable[[], None] | None], None],
    config: CostConfig,
    reporter: Reporter,
) -> None:
    """Run the hand model's greedy pass; then, where Vela is installed, compile the
    graph before and after for every NPU of the target and undo the pass if Vela
    finds it slower on any of them (the hand model errs towards declining, but only
    Vela is the judge).

    ``run`` calls its second argument before its first rewrite changes the IR: the
    graph's checkpoint is taken then (a copy, where it is not a flat graph), so a
    pass that rewrites nothing (most runs) costs neither one nor a compile."""
    from lutdialect.cost import vela

    if config.kind != "model" or not vela.available():
        run(module, None)
        return
    from lutdialect.cost.oracles import graph_bytes, input_file, shared_oracle, watched_base
    from lutdialect.cost.parallel import cycles_all
    from lutdialect.io.flatbuffer import FlatbufferError

    try:
        npus = vela.npus(config.accelerators)
    except vela.VelaConfigError:
        run(module, None)
        return
    undo: list[Callable[[], None]] = []
    given: list[bytes | None] = []

    def before_rewrite() -> None:
        # The bytes the module is known to be (its file, or an earlier pass's committed
        # trial), asked while it still is: Vela is given those for the original, or
        # the module written now.
        data = input_file(module)
        if data is None:
            try:
                data = graph_bytes(module)
            except FlatbufferError:
                data = None
        else:
            watched_base()  # indexed while the module is its file, for the result's write
        given.append(data)
        undo.append(undo_point(module))

    run(module, before_rewrite)
    if not undo or given[0] is None:
        return
    before_bytes = given[0]
    try:
        after_bytes = graph_bytes(module)
    except FlatbufferError:
        return
    if after_bytes == before_bytes:
        return
    oracles = [shared_oracle(npu) for npu in npus]
    slower: list[str] = []
    before_all, after_all = cycles_all(oracles, before_bytes), cycles_all(oracles, after_bytes)
    costed = zip(npus, before_all, after_all, strict=True)
    for npu, before, after in costed:
        if isinstance(before, vela.VelaRefused) or isinstance(after, vela.VelaRefused):
            continue
        if after > before:
            slower.append(f"{npu} {before} -> {after} cycles")
    if slower:
        undo[0]()
        reporter.note(
            module,
            "undone: Vela finds the hand model's rewrites slower on the whole graph "
            f"({'; '.join(slower)}); the graph is left as it was",
            guard="vela-slower",
        )
        reporter.count("passes undone by Vela")


def undo_point(module: ModuleOp, checkpoint: Checkpoint | None = None) -> Callable[[], None]:
    """How to put ``module`` back as it is now: its checkpoint's restore (``checkpoint``,
    if one was taken of it as it is now), or, where it is not one flat function, a copy
    put in its place."""
    from .checkpoint import Checkpoint

    if checkpoint is None:
        checkpoint = Checkpoint.of(module)
    if checkpoint is not None:
        return checkpoint.restore
    saved = copy_module(module)
    return lambda: _restore(module, saved)


def _restore(module: ModuleOp, saved: ModuleOp) -> None:
    """Put ``saved``'s body (a copy of ``module`` taken earlier) in place of ``module``'s."""
    old = module.detach_region(module.regions[0])
    old.drop_all_references()
    module.add_region(saved.detach_region(saved.regions[0]))
