"""``fuse-elementwise-lut``: turn each single-input point-wise region into one table.

A region is grown backward from a candidate output ``y`` through the catalogue's
point-wise ops, taking in a producer only when every user of its result is already
in the region (so a value used outside ends the region there); ops that broadcast
their data or take a per-channel constant are boundaries. If the region has more
than one input, or an input that is not i8/i16 (a convolution's i32 accumulator
feeding its requantize), it is cut to its largest tail computed from one i8/i16
value of ``y``'s type. It is fused when

* its only non-constant input ``x`` has ``y``'s type and shape;
* it holds two or more ops, at least one of which does more than requantize;
* the evaluator proves the table exact: no REQUIRE failure on any input code, no
  INEXACT_ROUND, float steps only in islands that pass the float policy; an i16
  region additionally within ``int16-max-error`` of TOSA's interpolating table.

Candidates are visited bottom-up so the largest region ending at an op wins; when it
declines (e.g. ``x + z`` has two inputs), earlier ops are still tried as outputs,
which keeps any valid single-input prefix.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.dialects.tosa.attributes import RoundingMode
from lutdialect.evaluator import (
    CATALOGUE,
    CannotEvaluate,
    RegionEvaluator,
    constant_array,
    element_type,
)
from lutdialect.evaluator.float_policy import check_float_islands
from lutdialect.semantics.core import ElementType
from lutdialect.semantics.int16_table import build_int16_table

from .lut_rewrite import i8_table, replace_with_int16_table, replace_with_table
from .pattern import ConstantCache, is_constant
from .remarks import Reporter

_TABLE_TYPES = (ElementType.I8, ElementType.I16)
"""Element types a region may start from and end in; only such outputs are remarked."""


@dataclass(frozen=True)
class Region:
    """A candidate region: its ops (producers first), input and output."""

    ops: tuple[Operation, ...]
    input: SSAValue | None
    output: SSAValue
    inputs: tuple[SSAValue, ...]


Constness = Callable[[SSAValue], bool]


def _varying_operands(op: Operation, constant: Constness) -> list[SSAValue]:
    entry = CATALOGUE[type(op)]
    return [v for i, v in enumerate(op.operands) if i not in entry.parameters and not constant(v)]


def _shape(v: SSAValue) -> tuple[int, ...] | None:
    t = v.type
    return tuple(t.get_shape()) if isinstance(t, TensorType) else None


def _single_valued(v: SSAValue) -> bool:
    """False for a ``tosa.const`` holding more than one distinct value (per-channel)."""
    values = constant_array(v)
    if values is None:
        return True  # computed constants are checked by the evaluator
    flat = values.reshape(-1)
    return flat.size <= 1 or bool(np.all(flat == flat[0]))


def _is_region_op(op: Operation, constant: Constness) -> bool:
    """A catalogue op on data that may sit inside a region.

    Ops computing constants are folded, not fused; an op that broadcasts its data
    to a bigger shape, or that takes a per-channel constant, is a boundary.
    """
    if type(op) not in CATALOGUE or len(op.results) != 1 or constant(op.results[0]):
        return False
    out_shape = _shape(op.results[0])
    varying = _varying_operands(op, constant)
    if any(_shape(v) != out_shape for v in varying):
        return False
    arrays = CATALOGUE[type(op)].array_parameters
    return all(
        _single_valued(v) for i, v in enumerate(op.operands) if v not in varying and i not in arrays
    )


def _topological(members: set[Operation]) -> tuple[Operation, ...]:
    """``members`` ordered producers first (their order in the block, without
    scanning the whole block)."""
    ordered: list[Operation] = []
    placed: set[Operation] = set()

    def place(op: Operation) -> None:
        stack: list[tuple[Operation, bool]] = [(op, False)]
        while stack:
            current, expanded = stack.pop()
            if current in placed:
                continue
            if expanded:
                placed.add(current)
                ordered.append(current)
                continue
            stack.append((current, True))
            for v in current.operands:
                if isinstance(v, OpResult) and v.op in members and v.op not in placed:
                    stack.append((v.op, False))

    for op in members:
        place(op)
    return tuple(ordered)


def grow_region(output: SSAValue, constant: Constness = is_constant) -> Region:
    """The maximal region ending at ``output`` (see the module docstring)."""
    root = output.owner
    assert isinstance(root, Operation)
    members: set[Operation] = {root}
    worklist: list[Operation] = [root]
    waiting: set[Operation] = set()
    """Producers with a user outside the region so far; that user may still join."""

    def joins(producer: Operation) -> bool:
        return all(use.operation in members for r in producer.results for use in r.uses)

    while worklist:
        while worklist:
            op = worklist.pop()
            for v in _varying_operands(op, constant):
                producer = v.owner if isinstance(v, OpResult) else None
                if (
                    producer is None
                    or producer in members
                    or producer.parent is not root.parent
                    or not _is_region_op(producer, constant)
                ):
                    continue
                if joins(producer):
                    members.add(producer)
                    worklist.append(producer)
                    waiting.discard(producer)
                else:
                    waiting.add(producer)
        ready = [p for p in waiting if joins(p)]
        for producer in ready:
            members.add(producer)
            worklist.append(producer)
            waiting.discard(producer)
    inputs: dict[SSAValue, None] = {}
    ordered = _topological(members)
    for op in ordered:
        for v in _varying_operands(op, constant):
            if not (isinstance(v, OpResult) and v.op in members):
                inputs[v] = None
    only = next(iter(inputs)) if len(inputs) == 1 else None
    return Region(ordered, only, output, tuple(inputs))


def _downstream(region: Region, source: SSAValue, constant: Constness) -> Region | None:
    """The part of ``region`` computed from ``source`` alone, if it reaches the output."""
    members: list[Operation] = []
    produced: set[SSAValue] = {source}
    for op in region.ops:
        varying = _varying_operands(op, constant)
        if varying and all(v in produced for v in varying):
            members.append(op)
            produced.update(op.results)
        elif any(v in produced for v in varying):
            return None  # a second input joins the data computed from ``source``
    if region.output not in produced or not members:
        return None
    return Region(tuple(members), source, region.output, (source,))


def single_input_region(region: Region, constant: Constness = is_constant) -> Region:
    """``region`` itself if it has one usable input; else its largest tail that is a
    function of one i8/i16 value of the output's type (cutting, e.g., the i32 -> i8
    requantize that feeds an activation from a convolution)."""
    if len(region.inputs) == 1 and element_type(region.inputs[0].type) in _TABLE_TYPES:
        return region
    return _largest_tail(region, region.ops, constant) or region


def _largest_tail(
    region: Region, sources: Sequence[Operation], constant: Constness
) -> Region | None:
    """The tail of ``region`` computed from the first result of ``sources`` (in order)
    that has the output's type and alone computes the output."""
    for op in sources:
        source = op.results[0]
        if source.type != region.output.type or source is region.output:
            continue
        if (tail := _downstream(region, source, constant)) is not None:
            return tail
    return None


def region_guard(region: Region, *, float_regions: bool) -> str | None:
    """Why ``region`` must not be fused, or ``None``."""
    if len(region.inputs) != 1 or region.input is None:
        return f"the region has {len(region.inputs)} non-constant inputs"
    x, y = region.input, region.output
    if element_type(x.type) not in _TABLE_TYPES:
        return f"the region input is {x.type}, not an i8 or i16 tensor"
    if x.type != y.type:
        return f"the region output {y.type} differs from its input {x.type} in type or shape"
    if not isinstance(x.type, TensorType):
        return "the region input is not a ranked tensor"
    if len(region.ops) < 2:
        return "a single op is already one full-tensor pass"
    if all(CATALOGUE[type(op)].requantize_only for op in region.ops):
        return "the region only requantizes (rescale/cast)"
    if not float_regions and any(
        (t := element_type(r.type)) is not None and t.is_float
        for op in region.ops
        for r in op.results
    ):
        return "float regions are disabled (float-regions=false)"
    return None


@dataclass
class FuseRegionPattern(RewritePattern):
    """Fuse the maximal region ending at the visited op, if it is exact and pays."""

    remarks: Reporter
    float_regions: bool
    int16_max_error: int
    constant: ConstantCache = field(default_factory=ConstantCache)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _is_region_op(op, self.constant):
            return
        region = single_input_region(grow_region(op.results[0], self.constant), self.constant)
        decline = self._fuse(region, rewriter)
        if decline is not None and decline.culprit is not None:
            # Whatever failed (a REQUIRE, an INEXACT_ROUND) fails in every region that
            # contains it: try the part computed after it instead.
            tail = tail_after(region, decline.culprit, self.constant)
            if tail is not None and self._fuse(tail, rewriter) is None:
                decline = None
        output_type = element_type(op.results[0].type)
        if decline is not None and len(region.ops) >= 2 and output_type in _TABLE_TYPES:
            self.remarks.declined(op, "region", decline.reason)

    def _fuse(self, region: Region, rewriter: PatternRewriter) -> Decline | None:
        reason = region_guard(region, float_regions=self.float_regions)
        if reason is not None:
            return Decline(reason)
        return _try_fuse(region, rewriter, self.int16_max_error, self.remarks)


@dataclass(frozen=True)
class Decline:
    """Why a region was not fused, and the op that caused it when there is one."""

    reason: str
    culprit: Operation | None = None


def tail_after(region: Region, culprit: Operation, constant: Constness) -> Region | None:
    """The largest tail of ``region`` computed from one value (of the output's type)
    that ``culprit`` or an op after it produces, so that ``culprit`` is left out."""
    ops = list(region.ops)
    if culprit not in ops:
        return None
    return _largest_tail(region, ops[ops.index(culprit) :], constant)


def _first_unpredictable(region: Region, evaluator: RegionEvaluator) -> Operation | None:
    """The first op (producers first) whose own result is unpredictable somewhere."""
    for op in region.ops:
        try:
            if evaluator.evaluate(op.results[0]).any_unpredictable:
                return op
        except CannotEvaluate:
            return op
    return None


def _try_fuse(
    region: Region, rewriter: PatternRewriter, int16_max_error: int, remarks: Reporter
) -> Decline | None:
    """Replace ``region`` by its table; ``None`` on success, else why not."""
    assert region.input is not None
    try:
        evaluator = RegionEvaluator(region.ops, region.input)
        result = evaluator.evaluate(region.output)
    except CannotEvaluate as e:
        return Decline(str(e), e.op if e.op in region.ops else None)
    inexact = next(
        (
            op
            for op in region.ops
            if isinstance(op, tosa.RescaleOp)
            and op.rounding_mode.data is RoundingMode.INEXACT_ROUND
        ),
        None,
    )
    if inexact is not None:
        return Decline(
            "INEXACT_ROUND is implementation-defined and cannot be baked into a table", inexact
        )
    if not result.exact and (reason := check_float_islands(region.ops, evaluator)) is not None:
        return Decline(reason)
    if result.any_unpredictable:
        return Decline(
            "a REQUIRE fails for some input code: " + ", ".join(result.reasons or ("REQUIRE",)),
            _first_unpredictable(region, evaluator),
        )
    root = region.output.owner
    assert isinstance(root, Operation)
    dead = list(reversed(region.ops))
    if element_type(region.input.type) is ElementType.I8:
        replace_with_table(rewriter, root, region.input, i8_table(result), dead)
        return None
    fitted = build_int16_table(result.values)
    if fitted is None:
        return Decline("the i16 region's values at the table knots do not fit i16")
    if not fitted.predictable:
        return Decline(
            "the i16 table would break TOSA's slope rule (a segment slope does not fit i16)"
        )
    if fitted.max_error > int16_max_error:
        return Decline(
            f"the interpolating i16 table is off by up to {fitted.max_error} codes "
            f"(int16-max-error={int16_max_error})"
        )
    remarks.note(root, f"fused an i16 region, max error {fitted.max_error} codes")
    replace_with_int16_table(rewriter, root, region.input, fitted.values, dead)
    return None


@dataclass(frozen=True)
class FuseElementwiseLUTPass(ModulePass):
    """Fuse every exact single-input i8 point-wise region into one ``tosa.table``.

    Options:
      remarks: print one line per declined region candidate and the reason.
      float-regions: also fuse regions with float steps (cast -> f32 ops -> cast),
        under the float precision policy of the evaluator (default true).
      int16-max-error: largest difference, in output codes, an i16 region may show
        once replaced by TOSA's interpolating 513-entry table + a 2^-7 rescale
        (default 0: only exact i16 regions are fused).
    """

    name = "fuse-elementwise-lut"

    remarks: bool = field(default=False)
    float_regions: bool = field(default=True)
    int16_max_error: int = field(default=0)

    def __post_init__(self) -> None:
        if self.int16_max_error < 0:
            raise ValueError(f"int16-max-error must be >= 0, got {self.int16_max_error}")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        remarks = Reporter(self.name, self.remarks)
        PatternRewriteWalker(
            GreedyRewritePatternApplier(
                [FuseRegionPattern(remarks, self.float_regions, self.int16_max_error)]
            ),
            walk_reverse=True,
            apply_recursively=False,
        ).rewrite_module(op)
