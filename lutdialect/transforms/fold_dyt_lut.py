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

from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

from lutdialect.cost import DEFAULT_TARGET, Rewrite, judge
from lutdialect.dialects.tosa import ops as tosa
from lutdialect.dialects.tosa.base import shape_of
from lutdialect.evaluator import CannotEvaluate, RegionEvaluator, element_type
from lutdialect.semantics.core import ElementType

from .guards import Decline, evaluate_channels
from .liveness import Liveness, dead_users
from .lut_rewrite import Cleanup, TablePool, i8_table, replace_with_table
from .options import check_target
from .pattern import Const, Match, NoOpReshape, Op, Value, is_constant, match
from .region import Region
from .remarks import Reporter

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


def _cannot_evaluate(e: CannotEvaluate) -> Decline:
    return Decline("per-channel" if "per-channel" in str(e) else "cannot-evaluate", str(e))


def prove_table(found: Match) -> npt.NDArray[np.int64] | Decline:
    """The folded table for a matched chain, or why it cannot be proven exact."""
    x = found.values["x"]
    root = found.ops["table"]
    try:
        evaluator = RegionEvaluator(found.matched, x)
    except CannotEvaluate as e:
        return _cannot_evaluate(e)
    if evaluator.input_type is not ElementType.I8:
        return Decline(
            "input-type",
            f"input is {evaluator.input_type.value}, only i8 chains fold into a 256-entry table",
        )
    lut_type = found.values["lut"].type
    if not (
        element_type(root.results[0].type) is ElementType.I8
        and shape_of(lut_type) == (256,)
        and element_type(lut_type) is ElementType.I8
    ):
        return Decline("table-type", "the table is not the 256-entry i8 -> i8 form")
    region = Region(tuple(reversed(found.matched)), x, root.results[0], (x,))
    evaluated = evaluate_channels(region, is_constant)
    if isinstance(evaluated, Decline):
        return evaluated
    result = evaluated[1]
    if not result.exact:
        return Decline(
            "inexact-round",
            "INEXACT_ROUND (or another implementation-defined step) cannot be baked into a table",
        )
    if result.any_unpredictable:
        return Decline(
            "unpredictable",
            "the original chain is unpredictable (a REQUIRE fails) for some input code: "
            + ", ".join(result.reasons or ("REQUIRE",)),
        )
    return i8_table(result)


@dataclass
class FoldDyTPattern(RewritePattern):
    """Match ``DYT_CHAIN`` from each ``tosa.table`` upward and fold it."""

    reporter: Reporter
    target: str = DEFAULT_TARGET
    liveness: Liveness = field(default_factory=Liveness)
    pool: TablePool = field(default_factory=TablePool)

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tosa.TableOp, rewriter: PatternRewriter) -> None:
        found = match(DYT_CHAIN, op, self.liveness)
        if not isinstance(found, Match):
            # A table fed by a rescale is a DyT candidate; any other table is not.
            if isinstance(op.input1.owner, tosa.RescaleOp):
                self.reporter.count("candidates found")
                self.reporter.declined(op, found.guard, found.reason)
            return
        self.reporter.count("candidates found")
        table = prove_table(found)
        if isinstance(table, Decline):
            self.reporter.declined(op, table.guard, table.reason)
            return
        x = found.values["x"]
        ops = tuple(reversed(found.matched))
        judgement = judge(Rewrite(ops, x, op.output, "i8"), self.target)
        if not judgement.profitable:
            self.reporter.declined(op, "not-profitable", judgement.reason)
            return
        dead = [*dead_users(found.matched, op), *found.matched]
        swapped = replace_with_table(rewriter, op, x, table, Cleanup(dead, is_constant, self.pool))
        self.reporter.rewritten(op, f"folded a DyT chain of {len(ops)} ops")
        self.reporter.count("ops removed", swapped.ops_removed)
        self.reporter.count("table bytes added", swapped.table_bytes)


@dataclass(frozen=True)
class FoldDyTLUTPass(ModulePass):
    """Fold every exact DyT chain into one ``tosa.table``.

    Options:
      remarks: print one line per declined candidate (a ``tosa.table`` fed by a
        ``tosa.rescale``) naming its location and the guard that stopped it.
      target: the cost model consulted before each fold (see ``lutdialect.cost``);
        a fold that does not make the chain cheaper there is declined.
    """

    name = "fold-dyt-lut"

    remarks: bool = field(default=False)
    target: str = field(default=DEFAULT_TARGET)

    def __post_init__(self) -> None:
        check_target(self.name, self.target)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        reporter = Reporter(self.name, self.remarks)
        PatternRewriteWalker(
            GreedyRewritePatternApplier([FoldDyTPattern(reporter, self.target)], dce_enabled=False),
            apply_recursively=False,
        ).rewrite_module(op)
