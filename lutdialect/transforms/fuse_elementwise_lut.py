"""``fuse-elementwise-lut``: turn each single-input point-wise region into one table.

Regions are grown as :mod:`.region` describes. A region is fused when

* its only non-constant input ``x`` has ``y``'s type and shape;
* it holds two or more ops, at least one of which does more than requantize;
* the evaluator proves the table exact (:mod:`.guards`): no REQUIRE failure on any
  input code, no INEXACT_ROUND, float steps only in islands that pass the float
  policy, per-channel parameters only if every channel gives the same table; an
  i16 region additionally within ``int16-max-error`` of TOSA's interpolating table
  *at the function's outputs* (:mod:`.certify`);
* the cost model of ``target`` finds it cheaper (:func:`lutdialect.cost.judge`).

For one output there may be several candidate rewrites: the maximal region and
the declared :data:`CUTS` of it -- its tails (leaving its first ops as they are),
and the region without its last op (kept, as an NPU may run it in the table's
output stage). Each candidate that passes the declared region guards is judged
by the cost model first, and only profitable ones are evaluated, largest gain
first; the first proven wins. Outputs are visited bottom-up, so when the region
ending at an op declines (e.g. ``x + z`` has two inputs), earlier ops are still
tried as outputs, which keeps any valid single-input prefix.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
)

from lutdialect.cost import DEFAULT_TARGET, CostMemo, Judgement, Rewrite, TableKind, judge
from lutdialect.cost.config import CostConfig
from lutdialect.evaluator import element_type
from lutdialect.semantics.core import ElementType

from .guards import SHAPE_GUARDS, Proof, prove, region_guards
from .liveness import Liveness, dead_users
from .lut_rewrite import PoolIndex, TablePool, TableRewriter
from .options import CostOptions, check_int16_max_error
from .pattern import ConstantCache
from .region import (
    TABLE_TYPES,
    BlockOrder,
    Region,
    RegionFacts,
    prefixes,
    removed_ops,
    single_input_region,
    tails,
    tails_after,
)
from .remarks import Reporter, location_of
from .rules import Decline, Guard, first_decline
from .whole_graph import NOT_CHOSEN, Planning, Pristine, apply_pattern, rewrite_sites

MAX_ALTERNATIVES = 16
"""Tails and prefixes of a region considered besides the region itself."""

_EXPLAINED_BY_BOUNDARY = frozenset(g.guard for g in SHAPE_GUARDS)
"""Declines a boundary explains: the region was cut short there."""


@dataclass(frozen=True)
class Cut:
    """A declared way to a smaller candidate for the same output: ``candidates``
    of a region, tried when ``tried`` holds for the region's own decline (``None``
    when it passes its guards)."""

    candidates: Callable[[Region, RegionFacts], Iterable[Region]]
    tried: Callable[[Decline | None], bool]


CUTS = (
    Cut(  # its tails
        lambda region, facts: tails(region, region.ops, facts),
        lambda first: first is None or first.guard in ("single-op", "requantize-only"),
    ),
    Cut(  # the region without its last op
        prefixes,
        lambda _: True,
    ),
)
"""The candidates besides the region itself: its tails, which leave its first ops
as they are (tried unless the region's own shape rules out every tail too), and
the region without its last op, which an NPU may run in the table's output stage."""


def _kind(region: Region) -> TableKind:
    assert region.input is not None
    return "i8" if element_type(region.input.type) is ElementType.I8 else "i16"


class Weighed(dict[SSAValue, tuple[Region, Decline | None, tuple[Region, ...]]]):
    """Each output's region, why it is declined and the candidates that pass their
    guards (:meth:`FuseRegionPattern._weighed`): read from the graph around
    them, which only a rewrite changes."""


@dataclass
class FuseRegionPattern(RewritePattern):
    """Fuse the best proven region ending at the visited op, if it pays."""

    reporter: Reporter
    float_regions: bool
    int16_max_error: int
    target: str = DEFAULT_TARGET
    constant: ConstantCache = field(default_factory=ConstantCache)
    liveness: Liveness = field(default_factory=Liveness)
    cost: CostMemo = field(default_factory=CostMemo)
    """The cost model's memo, cleared after every rewrite (see :class:`CostMemo`)."""
    regions: RegionFacts = field(init=False)
    """Region growth's memo, cleared with :attr:`cost` (see :class:`RegionFacts`)."""
    weighed: Weighed = field(default_factory=Weighed)
    """Each output's candidates (:meth:`_weighed`), cleared with :attr:`cost`."""
    tables: TableRewriter = field(init=False)
    introduced: dict[SSAValue, int] = field(default_factory=dict[SSAValue, int])
    """Outputs of approximate i16 tables fused so far, with their certified error."""
    order: BlockOrder = field(default_factory=BlockOrder)
    guards: tuple[Guard[Region], ...] = field(init=False)
    """The declared region guards under the pass's options."""
    planning: Planning | None = None
    """Set when Vela chooses on the whole graph (:mod:`.whole_graph`): the pattern
    then proves every candidate and records it, or applies the chosen ones."""
    before_rewrite: Callable[[], None] | None = None
    """Called before the first rewrite changes the IR (see :class:`TableRewriter`)."""
    pristine: Pristine | None = None
    """What the runs of a plan learn of the graph as it was given, lent to this run
    until its first rewrite (:class:`.whole_graph.Pristine`): the memos above are
    the plan's until then."""

    def __post_init__(self) -> None:
        self.guards = region_guards(float_regions=self.float_regions)
        if self.pristine is None and self.planning is not None:
            self.pristine = self.planning.pristine
        if self.pristine is not None:
            lent = self.pristine
            # Constness holds across rewrites (they replace data by data): kept.
            self.constant = lent.lend(ConstantCache, ConstantCache)
            self.liveness = lent.lend(Liveness, Liveness)
            self.cost = lent.lend(CostMemo, CostMemo)
            self.regions = lent.lend(RegionFacts, lambda: RegionFacts(self.constant, self.liveness))
            self.weighed = lent.lend(Weighed, Weighed)
        else:
            self.regions = RegionFacts(self.constant, self.liveness)
        self.tables = TableRewriter(
            self.reporter,
            self.constant,
            TablePool(
                self.pristine.lend(PoolIndex, PoolIndex) if self.pristine is not None else None
            ),
            before_first=self.before_rewrite,
            replaced=self.planning.rewritten if self.planning is not None else None,
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if self.planning is not None and not self.planning.visit(op):
            return
        if not self.regions.admits(op):
            self._remark_boundary(op)
            return
        if element_type(op.results[0].type) not in TABLE_TYPES:
            return  # not a table's type: not a candidate
        if self.planning is not None:
            self.planning.candidate_site()
        grown = self.regions.grow(op.results[0])
        chosen: tuple[Proof, Judgement, int] | Decline
        if len(grown.ops) < 2:
            if not grown.shared:
                return  # a lone op: not a candidate
            # A chain, cut short by a value used elsewhere.
            chosen = Decline(
                "shared-value",
                f"the region stops at {grown.shared[0].name}, whose result is also used "
                "outside it; a single op is left",
            )
        else:
            chosen = self._choose(grown)
        self.reporter.count("regions found")
        if grown.shared:
            chosen = self._through_shared(op, chosen)
        if isinstance(chosen, Decline):
            if grown.boundaries and chosen.guard in _EXPLAINED_BY_BOUNDARY:
                stop, boundary = grown.boundaries[0]
                chosen = Decline(
                    boundary.guard,
                    f"{chosen.reason}; the region stops at {stop.name}, {boundary.stops}",
                )
            self.reporter.declined(op, chosen.guard, chosen.reason)
            return
        proof, judgement, error = chosen
        self._rewrite(proof, error, judgement, rewriter)
        self._forget()

    def _forget(self) -> None:
        """After a rewrite: what the memos say of the ops around it no longer holds.
        Lent ones stay the plan's, of the graph as given; this run learns anew."""
        if self.pristine is not None:
            self.pristine = None
            self.liveness = Liveness()
            self.cost = CostMemo()
            self.regions = self.regions.after_rewrite(self.liveness)
            self.weighed = Weighed()
            return
        self.cost.clear()
        self.regions.clear()
        self.weighed.clear()

    def _through_shared(
        self, op: Operation, chosen: tuple[Proof, Judgement, int] | Decline
    ) -> tuple[Proof, Judgement, int] | Decline:
        """The region grown through values that are also used elsewhere: ``op``'s
        result is still a table of the input, and the shared ops stay for their
        other users. Taken when the ops it does remove pay for the table, and gain
        at least as much as ``chosen`` (it leaves the shared value to fewer users,
        so theirs may become a table of the same input in turn), and only when
        those of them that are point-wise come before ``op`` (the walk goes
        bottom-up: they are still to be visited, so one run reaches what a second
        run would)."""
        region = single_input_region(
            self.regions.grow(op.results[0], through_shared=True), self.regions
        )
        if first_decline(self.guards, region) is not None:
            return chosen
        assert region.input is not None
        removed = removed_ops(region, self.liveness)
        inside = set(region.ops)
        others = {
            user
            for kept in region.ops
            if kept not in removed
            for r in kept.results
            for user in self.liveness.live_users(r)
            if user not in inside and self.regions.admits(user)
        }
        if not all(self.order.before(user, op) for user in others):
            # A user already visited could become a table of the input only on a
            # second run: stay with the region cut at the shared value.
            return chosen
        if self.planning is not None:
            return self._offer_shared(region, removed, chosen)
        rewrite = Rewrite(removed, region.input, region.output, _kind(region))
        judgement = judge(rewrite, self.target, self.constant, self.cost)
        if not isinstance(chosen, Decline) and judgement.gain < chosen[1].gain:
            return chosen
        if not judgement.profitable:
            if not isinstance(chosen, Decline):
                return chosen
            return Decline(
                "not-profitable",
                f"{chosen.reason}; as a table of the input, with the shared ops kept: "
                f"{judgement.reason}",
            )
        outcome = self._prove(region)
        if isinstance(outcome, Decline):
            return chosen
        return outcome[0], judgement, outcome[1]

    def _offer_shared(
        self,
        region: Region,
        removed: Sequence[Operation],
        chosen: tuple[Proof, Judgement, int] | Decline,
    ) -> tuple[Proof, Judgement, int] | Decline:
        """The region through shared values as one more candidate of the plan."""
        assert self.planning is not None and region.input is not None
        if not isinstance(chosen, Decline):
            return chosen  # the plan chose the region cut at the shared value
        if self.planning.key(region.ops, region.input, region.output) in self.planning.found:
            # Grown through the shared value and cut back to the same region: the same
            # rewrite, already a candidate (a second one would only cost trials).
            return chosen
        outcome = self._prove(region)
        if isinstance(outcome, Decline):
            return chosen
        key = self.planning.key(region.ops, region.input, region.output, "shared")
        if self.planning.offer(key, region.ops, location_of(region.output.owner)):  # pyright: ignore[reportArgumentType]
            return outcome[0], _CHOSEN, outcome[1]
        return self._not_chosen(key, chosen)

    def _not_chosen(self, key: object, fallback: Decline | None) -> Decline:
        """A proven candidate the plan left out, with the plan's reason."""
        assert self.planning is not None
        verdict = self.planning.verdicts.get(key)
        if verdict is None:
            return fallback or Decline(*NOT_CHOSEN)
        return Decline(*verdict)

    def _remark_boundary(self, op: Operation) -> None:
        """A boundary op of a table's type, on data, visited as an output: say why it
        is not a region (one that broadcasts its data cannot be a table)."""
        boundary = self.regions.boundary(op)
        if (
            boundary is not None
            and boundary.alone is not None
            and len(op.results) == 1
            and element_type(op.results[0].type) in TABLE_TYPES
            and not self.constant(op.results[0])
        ):
            self.reporter.count("regions found")
            self.reporter.declined(op, boundary.guard, boundary.alone(op))

    def _weighed(self, grown: Region) -> tuple[Region, Decline | None, tuple[Region, ...]]:
        """The region grown, cut to one input; why it is declined (``None`` if it is
        not); and the candidates for its output that pass their guards: the region,
        then its cuts."""
        known = self.weighed.get(grown.output)
        if known is not None:
            return known
        region = single_input_region(grown, self.regions)
        first = first_decline(self.guards, region)
        if first is not None and first.guard == "single-op" and len(region.ops) == 1:
            first = Decline("single-op", "after the cut, a single op is left: " + first.reason)
        candidates = [region] if first is None else []
        for cut in CUTS:
            if cut.tried(first):
                found = itertools.islice(cut.candidates(region, self.regions), MAX_ALTERNATIVES)
                candidates += [c for c in found if first_decline(self.guards, c) is None]
        known = self.weighed[grown.output] = (region, first, tuple(candidates))
        return known

    def _choose(self, grown: Region) -> tuple[Proof, Judgement, int] | Decline:
        """The proven candidate for ``grown``'s output with the largest gain, or
        the reason its region (the first candidate) was declined."""
        region, first, candidates = self._weighed(grown)
        if self.planning is not None:
            return self._choose_planned(region, first, candidates)
        scored = [(self._judge(candidate), candidate) for candidate in candidates]
        decline = first
        excluded: set[Operation] = set()
        retried: set[Region] = set()
        # Largest gain first; among equals the earlier candidate (the region itself).
        queue = sorted(scored, key=lambda s: -s[0].gain)
        while queue:
            judgement, candidate = queue.pop(0)
            if not judgement.profitable:
                decline = decline or Decline("not-profitable", judgement.reason)
                break
            if any(o in excluded for o in candidate.ops):
                continue
            outcome = self._prove(candidate)
            if not isinstance(outcome, Decline):
                return outcome[0], judgement, outcome[1]
            decline = decline or outcome
            if outcome.culprit is not None and candidate not in retried:
                # What failed fails in every candidate containing it: the tails after
                # it are the candidates left (linear on long chains with one bad op).
                excluded.add(outcome.culprit)
                retried.add(candidate)
                for tail in itertools.islice(
                    tails_after(candidate, outcome.culprit, self.regions), MAX_ALTERNATIVES
                ):
                    if first_decline(self.guards, tail) is None:
                        queue.append((self._judge(tail), tail))
                queue.sort(key=lambda s: -s[0].gain)
        assert decline is not None
        return decline

    def _choose_planned(
        self, region: Region, first: Decline | None, candidates: Sequence[Region]
    ) -> tuple[Proof, Judgement, int] | Decline:
        """Under a plan: prove every candidate (as :meth:`_choose` would try them)
        and offer each proven one; apply the first the plan chose."""
        planning = self.planning
        assert planning is not None
        queue = list(candidates)
        decline = first
        excluded: set[Operation] = set()
        retried: set[Region] = set()
        left_out: object = None
        while queue:
            candidate = queue.pop(0)
            if any(o in excluded for o in candidate.ops):
                continue
            outcome = self._prove(candidate)
            if isinstance(outcome, Decline):
                decline = decline or outcome
                if outcome.culprit is not None and candidate not in retried:
                    excluded.add(outcome.culprit)
                    retried.add(candidate)
                    queue += [
                        tail
                        for tail in itertools.islice(
                            tails_after(candidate, outcome.culprit, self.regions),
                            MAX_ALTERNATIVES,
                        )
                        if first_decline(self.guards, tail) is None
                    ]
                continue
            assert candidate.input is not None
            key = planning.key(candidate.ops, candidate.input, candidate.output)
            if planning.offer(key, candidate.ops, location_of(region.output.owner)):  # pyright: ignore[reportArgumentType]
                return outcome[0], _CHOSEN, outcome[1]
            left_out = key if left_out is None else left_out
        if left_out is not None and not planning.collecting:
            return self._not_chosen(left_out, decline)
        return decline or Decline("not-profitable", "no candidate was proven")

    def _judge(self, region: Region) -> Judgement:
        """The cost model's verdict on replacing all of ``region`` by its table."""
        assert region.input is not None
        rewrite = Rewrite(region.ops, region.input, region.output, _kind(region))
        return judge(rewrite, self.target, self.constant, self.cost)

    def _prove(self, region: Region) -> tuple[Proof, int] | Decline:
        """The proof for ``region`` and the error it makes at the function outputs."""
        proof: Proof | Decline | None
        if self.planning is not None:
            assert region.input is not None
            plan_key = self.planning.key(region.ops, region.input, region.output)
            proof = self.planning.proof(plan_key, lambda: prove(region, self.constant))
        else:
            # The cut at a shared value and the region grown through it are often the
            # same: the pass's proof memo (``proof_memo``) proves it once.
            proof = prove(region, self.constant)
        if isinstance(proof, Proof) and proof.region is not region:
            proof = dataclasses.replace(proof, region=region)
        if isinstance(proof, Decline) or proof.i16 is None:
            return proof if isinstance(proof, Decline) else (proof, 0)
        fitted, limit = proof.i16, self.int16_max_error
        if fitted.max_error > limit:
            return Decline(
                "int16-error",
                f"the interpolating i16 table is off by up to {fitted.max_error} codes "
                f"(int16-max-error={limit})",
            )
        if fitted.max_error == 0:
            return proof, 0
        from .certify import output_error, table_path  # an approximating i16 table only

        assert proof.output is not None  # an i16 proof is the evaluator's
        error = output_error(
            region,
            proof.output.values,
            table_path(fitted),
            introduced=self.introduced,
            liveness=self.liveness,
            constant=self.constant,
        )
        if isinstance(error, Decline):
            return error
        if error > limit:
            return Decline(
                "int16-error",
                f"the interpolating i16 table is off by up to {fitted.max_error} codes, "
                f"which the ops after it make up to {error} codes at the function outputs "
                f"(int16-max-error={limit})",
            )
        return proof, error

    def _rewrite(
        self, proof: Proof, error: int, judgement: Judgement, rewriter: PatternRewriter
    ) -> None:
        region = proof.region
        root = region.output.owner
        assert isinstance(root, Operation) and region.input is not None
        removed = removed_ops(region, self.liveness)
        dead = [*dead_users(removed, root), *reversed(removed)]
        if judgement is _CHOSEN:
            why = "chosen by Vela on the whole graph"
        else:
            why = f"{judgement.before:g} {judgement.unit} before, {judgement.after:g} after"
        remark = f"fused {len(removed)} ops into one {_kind(region)} table ({why})"
        counted = ("regions rewritten",)
        if proof.i8 is not None:
            self.tables.replace(
                rewriter, root, region.input, proof.i8, dead, remark=remark, counted=counted
            )
            return
        assert proof.i16 is not None
        self.reporter.note(
            root,
            f"fused an i16 region, max error {error} codes at the function outputs "
            f"(table: {proof.i16.max_error})",
        )
        result = self.tables.replace(
            rewriter,
            root,
            region.input,
            proof.i16.values,
            dead,
            remark=remark,
            counted=counted,
            width=16,
        )
        if error:
            self.introduced[result] = error


_CHOSEN = Judgement("vela", 0, 0, "cycles")
"""The judgement of a candidate the plan chose (its cost is the whole graph's)."""


@dataclass(frozen=True)
class FuseElementwiseLUTPass(CostOptions):
    """Fuse every exact single-input i8 (or i16) point-wise region into one table.

    Options:
      remarks: print one line per declined region candidate and the reason.
      float-regions: also fuse regions with float steps (cast -> f32 ops -> cast),
        under the float precision policy of the evaluator (default true).
      int16-max-error: largest difference, in output codes at the function's
        outputs, that replacing an i16 region by TOSA's interpolating 513-entry
        table + a 2^-7 rescale may make (default 0: only exact i16 regions).
      target, cost, system-config, memory-mode, vela-config: what the rewrites
        must make cheaper (:class:`~.options.CostOptions`).
    """

    name = "fuse-elementwise-lut"

    remarks: bool = field(default=False)
    float_regions: bool = field(default=True)
    int16_max_error: int = field(default=0)

    def __post_init__(self) -> None:
        check_int16_max_error(self.name, self.int16_max_error)
        super().__post_init__()

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        self.decide(op, Reporter(self.name, self.remarks), self._greedy, self._planned)

    def _walk(self, module: ModuleOp, pattern: FuseRegionPattern) -> None:
        sites = rewrite_sites(pattern.pristine, pattern.reporter)
        apply_pattern(module, pattern, pattern.planning, reverse=True, sites=sites)

    def _greedy(
        self,
        module: ModuleOp,
        config: CostConfig,
        reporter: Reporter,
        before_rewrite: Callable[[], None] | None = None,
        pristine: Pristine | None = None,
    ) -> None:
        """The hand model's choice: the best proven candidate of each output, in turn."""
        pattern = FuseRegionPattern(
            reporter,
            self.float_regions,
            self.int16_max_error,
            config.model_target,
            before_rewrite=before_rewrite,
            pristine=pristine,
        )
        self._walk(module, pattern)

    def _planned(self, module: ModuleOp, planning: Planning, reporter: Reporter) -> None:
        pattern = FuseRegionPattern(
            reporter, self.float_regions, self.int16_max_error, planning=planning
        )
        self._walk(module, pattern)
