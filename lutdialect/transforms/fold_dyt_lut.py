"""``fold-dyt-lut``: fold Dynamic Tanh's requantize -> scale -> requantize -> table
chain into one exact ``tosa.table``.

``DyT(x) = gamma * tanh(alpha * x) + beta`` lowers, on an int8 tensor, to::

    x:i8 -> rescale(i8->i32) -> mul(alpha) -> rescale(i32->i8) -> table -> y:i8

Four full-tensor passes for one function of 256 codes. The new table is computed
by replaying the original integer arithmetic for every code with the evaluator,
so the rewrite is exact by construction; any doubt (a REQUIRE failure, an
implementation-defined rounding, a per-channel parameter) leaves the IR as it was.
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

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.dialects.tosa.base import shape_of
from lutdialect.evaluator import CannotEvaluate, RegionEvaluator, element_type
from lutdialect.semantics.core import ElementType

from .lut_rewrite import i8_table, replace_with_table
from .pattern import Const, Match, Op, Value, match
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
                Op(
                    tosa.MulOp,
                    name="scale",
                    swappable=(0, 1),
                    operands=(
                        Op(
                            tosa.RescaleOp,
                            name="dequantize",
                            operands=(Value("x"), *_RESCALE_PARAMS),
                        ),
                        Const("alpha"),
                        Const("shift"),
                    ),
                ),
                *_RESCALE_PARAMS,
            ),
        ),
        Const("lut"),
    ),
)
"""``table(rescale(mul(rescale(x), alpha)))``, alpha on either side of the mul."""


def prove_table(found: Match) -> npt.NDArray[np.int64] | str:
    """The folded table for a matched chain, or why it cannot be proven exact."""
    x = found.values["x"]
    root = found.ops["table"]
    try:
        evaluator = RegionEvaluator(found.matched, x)
    except CannotEvaluate as e:
        return str(e)
    if evaluator.input_type is not ElementType.I8:
        return f"input is {evaluator.input_type.value}, only i8 chains fold into a 256-entry table"
    lut_type = found.values["lut"].type
    if not (
        element_type(root.results[0].type) is ElementType.I8
        and shape_of(lut_type) == (256,)
        and element_type(lut_type) is ElementType.I8
    ):
        return "the table is not the 256-entry i8 -> i8 form"
    try:
        result = evaluator.evaluate(root.results[0])
    except CannotEvaluate as e:
        return str(e)
    if not result.exact:
        return "INEXACT_ROUND (or another implementation-defined step) cannot be baked into a table"
    if result.any_unpredictable:
        return (
            "the original chain is unpredictable (a REQUIRE fails) for some input code: "
            + ", ".join(result.reasons or ("REQUIRE",))
        )
    return i8_table(result)


@dataclass
class FoldDyTPattern(RewritePattern):
    """Match ``DYT_CHAIN`` from each ``tosa.table`` upward and fold it."""

    remarks: Reporter

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tosa.TableOp, rewriter: PatternRewriter) -> None:
        found = match(DYT_CHAIN, op)
        if not isinstance(found, Match):
            # A table fed by a rescale is a DyT candidate; any other table is not.
            if isinstance(op.input1.owner, tosa.RescaleOp):
                self.remarks.declined(op, "chain", found.reason)
            return
        table = prove_table(found)
        if isinstance(table, str):
            self.remarks.declined(op, "exactness", table)
            return
        replace_with_table(rewriter, op, found.values["x"], table, found.matched)


@dataclass(frozen=True)
class FoldDyTLUTPass(ModulePass):
    """Fold every exact DyT chain into one ``tosa.table``.

    Options:
      remarks: print one line per declined candidate (a ``tosa.table`` fed by a
        ``tosa.rescale``) naming its location and the guard that stopped it.
    """

    name = "fold-dyt-lut"

    remarks: bool = field(default=False)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        remarks = Reporter(self.name, self.remarks)
        PatternRewriteWalker(
            GreedyRewritePatternApplier([FoldDyTPattern(remarks)]),
            apply_recursively=False,
        ).rewrite_module(op)
