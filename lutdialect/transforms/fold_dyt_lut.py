"""``fold-dyt-lut``: fold Dynamic Tanh's requantize -> scale -> requantize -> table
chain into one exact ``tosa.table``.

``DyT(x) = gamma * tanh(alpha * x) + beta`` lowers, on an int8 tensor, to::

    x:i8 -> rescale(i8->i32) -> mul(alpha) -> rescale(i32->i8) -> table -> y:i8

Four full-tensor passes for one function of 256 codes. The new table is computed
by replaying the original integer arithmetic for every code with the evaluator,
so the rewrite is exact by construction; any doubt (a REQUIRE failure, an
implementation-defined rounding, a per-channel parameter) leaves the IR as it was,
and so does a fold the cost model of the ``target`` does not find cheaper.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)

from lutdialect.cost import DEFAULT_TARGET, CostMemo, Rewrite, judge
from lutdialect.cost.config import CostConfig
from lutdialect.dialects.tosa import ops as tosa
from lutdialect.dialects.tosa.base import shape_of
from lutdialect.evaluator import element_type
from lutdialect.semantics.core import ElementType, Evaluated

from .guards import evaluate_channels, listwise_verdict
from .liveness import Liveness, dead_users
from .lut_rewrite import PoolIndex, TablePool, TableRewriter, i8_table
from .options import CostOptions
from .pattern import Const, ConstantCache, Match, NoOpReshape, Op, Value, is_constant, match
from .proof_memo import remembered
from .region import Constness, Region
from .remarks import Reporter, location_of
from .rules import Decline, Guard, first_decline
from .seeds import Seeded
from .whole_graph import NOT_CHOSEN, Planning, Pristine, apply_pattern, rewrite_sites

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

_RESCALE_PARAMS = (Const(), Const(), Const(), Const())
"""multiplier, shift, input_zp, output_zp"""

DYT_CHAIN = Op(
    tosa.TableOp,
    name="table",
    operands=(
        Op(
            tosa.RescaleOp,
            name="requantize",
            operands=(
                NoOpReshape(
                    Op(
                        tosa.MulOp,
                        name="scale",
                        operands=(
                            Op(
                                tosa.RescaleOp,
                                name="dequantize",
                                operands=(Value("x"), *_RESCALE_PARAMS),
                            ),
                            Const("alpha"),
                            Const("shift"),
                        ),
                    )
                ),
                *_RESCALE_PARAMS,
            ),
        ),
        Const("lut"),
    ),
)
"""``table(rescale(mul(rescale(x), alpha)))``, alpha on either side of the mul, and
possibly a reshape to the same shape between the mul and the requantize."""


def _input_type(region: Region) -> ElementType | None:
    assert region.input is not None
    return element_type(region.input.type)


def _is_i8_table(table: SSAValue) -> bool:
    """The 256-entry i8 -> i8 form of ``tosa.table``."""
    owner = table.owner
    assert isinstance(owner, tosa.TableOp)
    lut_type = owner.table.type
    return (
        element_type(table.type) is ElementType.I8
        and shape_of(lut_type) == (256,)
        and element_type(lut_type) is ElementType.I8
    )


CHAIN_GUARDS: tuple[Guard[Region], ...] = (
    Guard(
        "cannot-evaluate",
        lambda r: _input_type(r) is not None,
        lambda r: f"region input type {_input(r).type} is not modelled",
    ),
    Guard(
        "input-type",
        lambda r: _input_type(r) is ElementType.I8,
        lambda r: f"input is {_element(r).value}, only i8 chains fold into a 256-entry table",
    ),
    Guard(
        "table-type",
        lambda r: _is_i8_table(r.output),
        lambda _: "the table is not the 256-entry i8 -> i8 form",
    ),
)
"""What a matched chain must be before the cost model and the evaluator see it."""

TABLE_GUARDS: tuple[Guard[Evaluated], ...] = (
    Guard(
        "inexact-round",
        lambda e: e.exact,
        lambda _: (
            "INEXACT_ROUND (or another implementation-defined step) cannot be baked into a table"
        ),
    ),
    Guard(
        "unpredictable",
        lambda e: not e.any_unpredictable,
        lambda e: (
            "the original chain is unpredictable (a REQUIRE fails) for some input code: "
            + ", ".join(e.reasons or ("REQUIRE",))
        ),
    ),
)
"""What the chain's values on every code must be for one table to replace it."""


def _input(region: Region) -> SSAValue:
    assert region.input is not None
    return region.input


def _element(region: Region) -> ElementType:
    t = _input_type(region)
    assert t is not None
    return t


def chain_region(found: Match) -> Region:
    """The matched chain as the point-wise region it is (producers first)."""
    x = found.values["x"]
    return Region(tuple(reversed(found.matched)), x, found.ops["table"].results[0], (x,))


def prove_table(
    region: Region, constant: Constness = is_constant
) -> Sequence[int] | npt.NDArray[np.int64] | Decline:
    """The folded table for a chain that passed :data:`CHAIN_GUARDS`, or why it
    cannot be proven exact (on lists first, where they tell: see
    :func:`~.guards.listwise_verdict`)."""
    return remembered("dyt-table", region, constant, lambda: _prove_table(region, constant))


def _prove_table(
    region: Region, constant: Constness
) -> Sequence[int] | npt.NDArray[np.int64] | Decline:
    listed = listwise_verdict(region, constant)
    if listed is not None:
        return listed
    evaluated = evaluate_channels(region, constant)
    if isinstance(evaluated, Decline):
        return evaluated
    result = evaluated[1]
    return first_decline(TABLE_GUARDS, result) or i8_table(result)


def chain_candidates(module: ModuleOp, planning: Planning) -> list[Seeded]:
    """Every chain of ``module`` that passes :data:`CHAIN_GUARDS`, as a plan of this
    pass would key it (under ``planning``'s numbering), with whether it is proven
    (asked of a chain only where needed: see :mod:`.seeds`)."""
    liveness, constant = Liveness(), ConstantCache()
    found: list[Seeded] = []
    for op in module.walk():
        if not isinstance(op, tosa.TableOp):
            continue
        matched = match(DYT_CHAIN, op, liveness, constant)
        if not isinstance(matched, Match):
            continue
        region = chain_region(matched)
        if first_decline(CHAIN_GUARDS, region) is not None:
            continue
        found.append((_key(planning, region), _proven(region, constant)))
    return found


def _key(planning: Planning, region: Region) -> Hashable:
    """A chain's key in a plan: the one its fold is offered under, and the fuse
    pass's key for the same region (:meth:`.whole_graph.Planning.key`)."""
    return planning.key(region.ops, _input(region), region.output)


def _proven(region: Region, constant: ConstantCache) -> Callable[[], bool]:
    return lambda: not isinstance(prove_table(region, constant), Decline)


@dataclass
class FoldDyTPattern(RewritePattern):
    """Match ``DYT_CHAIN`` from each ``tosa.table`` upward and fold it."""

    reporter: Reporter
    target: str = DEFAULT_TARGET
    liveness: Liveness = field(default_factory=Liveness)
    constant: ConstantCache = field(default_factory=ConstantCache)
    """Built with the pattern, once per pass application (see :class:`ConstantCache`)."""
    cost: CostMemo = field(default_factory=CostMemo)
    """The cost model's memo, cleared after every fold (see :class:`CostMemo`)."""
    tables: TableRewriter = field(init=False)
    planning: Planning | None = None
    """Set when Vela chooses on the whole graph (:mod:`.whole_graph`): the pattern
    then proves every chain and records it, or folds the chosen ones."""
    before_rewrite: Callable[[], None] | None = None
    """Called before the first fold changes the IR (see :class:`TableRewriter`)."""
    pristine: Pristine | None = None
    """What the runs of a plan learn of the graph as it was given, lent to this run
    until its first fold (:class:`.whole_graph.Pristine`)."""

    def __post_init__(self) -> None:
        if self.pristine is None and self.planning is not None:
            self.pristine = self.planning.pristine
        if self.pristine is not None:
            # Constness holds across folds (they replace data by data): kept.
            self.constant = self.pristine.lend(ConstantCache, ConstantCache)
            self.liveness = self.pristine.lend(Liveness, Liveness)
            self.cost = self.pristine.lend(CostMemo, CostMemo)
        self.tables = TableRewriter(
            self.reporter,
            self.constant,
            TablePool(
                self.pristine.lend(PoolIndex, PoolIndex) if self.pristine is not None else None
            ),
            before_first=self.before_rewrite,
            replaced=self.planning.rewritten if self.planning is not None else None,
        )

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tosa.TableOp, rewriter: PatternRewriter) -> None:
        if self.planning is not None:
            if not self.planning.visit(op):
                return
            self.planning.candidate_site()  # every table is a site
        found = match(DYT_CHAIN, op, self.liveness, self.constant)
        if not isinstance(found, Match):
            # A table fed by a rescale is a DyT candidate; any other table is not.
            if isinstance(op.input1.owner, tosa.RescaleOp):
                self.reporter.count("candidates found")
                self.reporter.declined(op, found.guard, found.reason)
            return
        self.reporter.count("candidates found")
        region = chain_region(found)
        table = self._table(region)
        if isinstance(table, Decline):
            self.reporter.declined(op, table.guard, table.reason)
            return
        dead = [*dead_users(found.matched, op), *found.matched]
        remark = f"folded a DyT chain of {len(region.ops)} ops"
        self.tables.replace(rewriter, op, _input(region), table, dead, remark=remark)
        if self.pristine is not None:
            # The lent memos stay the plan's, of the graph as given: learn anew.
            self.pristine = None
            self.liveness = Liveness()
            self.cost = CostMemo()
        else:
            self.cost.clear()

    def _table(self, region: Region) -> Sequence[int] | npt.NDArray[np.int64] | Decline:
        """The chain's guards, then the cost model (whose verdict does not depend on
        the table, so a fold the target declines costs no evaluation), then the proof."""
        if (declined := first_decline(CHAIN_GUARDS, region)) is not None:
            return declined
        if self.planning is not None:
            return self._planned(region)
        rewrite = Rewrite(region.ops, _input(region), region.output, "i8")
        judgement = judge(rewrite, self.target, self.constant, self.cost)
        if not judgement.profitable:
            return Decline("not-profitable", judgement.reason)
        return prove_table(region, self.constant)

    def _planned(self, region: Region) -> Sequence[int] | npt.NDArray[np.int64] | Decline:
        """Under a plan: the proof (once per chain, for every run of the plan), then
        the chain offered to the plan, or folded if the plan chose it."""
        planning = self.planning
        assert planning is not None
        key = _key(planning, region)
        proof = planning.proof(key, lambda: prove_table(region, self.constant))
        if isinstance(proof, Decline):
            return proof
        if planning.offer(key, region.ops, location_of(region.output.owner)):  # pyright: ignore[reportArgumentType]
            return proof
        return Decline(*planning.verdicts.get(key, NOT_CHOSEN))


@dataclass(frozen=True)
class FoldDyTLUTPass(CostOptions):
    """Fold every exact DyT chain into one ``tosa.table``.

    Options:
      remarks: print one line per declined candidate (a ``tosa.table`` fed by a
        ``tosa.rescale``) naming its location and the guard that stopped it.
      target, cost, system-config, memory-mode, vela-config: what the folds must
        make cheaper (:class:`~.options.CostOptions`); a fold that does not is
        declined.
    """

    name = "fold-dyt-lut"

    remarks: bool = field(default=False)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        self.decide(op, Reporter(self.name, self.remarks), self._greedy, self._planned)

    @staticmethod
    def _walk(module: ModuleOp, pattern: FoldDyTPattern) -> None:
        sites = rewrite_sites(pattern.pristine, pattern.reporter)
        apply_pattern(module, pattern, pattern.planning, reverse=False, sites=sites)

    def _greedy(
        self,
        module: ModuleOp,
        config: CostConfig,
        reporter: Reporter,
        before_rewrite: Callable[[], None] | None = None,
        pristine: Pristine | None = None,
    ) -> None:
        pattern = FoldDyTPattern(
            reporter, config.model_target, before_rewrite=before_rewrite, pristine=pristine
        )
        self._walk(module, pattern)

    def _planned(self, module: ModuleOp, planning: Planning, reporter: Reporter) -> None:
        self._walk(module, FoldDyTPattern(reporter, planning=planning))
