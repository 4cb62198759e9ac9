"""The float-region policy, applied to IR: may a region with float steps be a table?

A float *island* is the float computation between an integer -> float ``tosa.cast``
(its entry) and a float -> integer ``tosa.cast`` (its exit). The evaluator computes
the table exactly as the reference model does, but the spec lets a conforming
backend compute transcendental float ops less precisely, so a table is only safe
where that freedom cannot change the integer that leaves the island. Each island is
turned into a :mod:`lutdialect.semantics.floating` expression and checked with
:func:`~lutdialect.semantics.floating.robust_round_trip` on exactly the integer codes
that reach its entry; see ``docs/semantics-float-precision.md``.
"""

from __future__ import annotations

from collections.abc import Collection

import numpy as np
from xdsl.ir import Operation, OpResult, SSAValue

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.semantics import floating
from lutdialect.semantics.float_ops import FloatBinary, FloatUnary

from .catalogue import CATALOGUE
from .errors import CannotEvaluate
from .operands import float_value, nan_mode_of
from .region import RegionEvaluator, constant_array
from .types import element_type


def _is_float(value: SSAValue) -> bool:
    t = element_type(value.type)
    return t is not None and t.is_float


class _Island:
    """Builds the expression of one island, remembering its entry cast and its ops."""

    def __init__(self, region: Collection[Operation]):
        self.region = region
        self.entry: tosa.CastOp | None = None
        self.ops: set[Operation] = set()

    def expr(self, value: SSAValue) -> floating.Expr:
        const = (
            constant_array(value)
            if not isinstance(value, OpResult) or value.op not in self.region
            else None
        )
        if const is not None:
            flat = np.unique(const.reshape(-1))
            if flat.size != 1:
                raise CannotEvaluate("a float constant holds more than one value")
            return floating.Const(float(flat[0]))
        if not isinstance(value, OpResult) or value.op not in self.region:
            raise CannotEvaluate("a float value comes from outside the region")
        op = value.op
        self.ops.add(op)
        if isinstance(op, tosa.CastOp) and not _is_float(op.input):
            if self.entry is not None and self.entry is not op:
                raise CannotEvaluate("a float island has more than one integer entry", op)
            self.entry = op
            return floating.Input()
        entry = CATALOGUE.get(type(op))
        record = entry.float_op if entry is not None else None
        if isinstance(record, FloatUnary):
            return floating.Unary(record, self.expr(op.operands[0]))
        if isinstance(record, FloatBinary):
            lhs, rhs = self.expr(op.operands[0]), self.expr(op.operands[1])
            return floating.Binary(record, lhs, rhs, nan_mode_of(op))
        if isinstance(op, tosa.ClampOp):
            return floating.Clamp(
                self.expr(op.input),
                float_value(op, "min_val"),
                float_value(op, "max_val"),
                nan_mode_of(op),
            )
        raise CannotEvaluate("is outside the float-region policy", op)


def check_float_islands(region: Collection[Operation], evaluator: RegionEvaluator) -> str | None:
    """``None`` if every float step of ``region`` sits in a robust island, else why not."""
    float_ops = {op for op in region if any(_is_float(r) for r in op.results)}
    covered: set[Operation] = set()
    for op in region:
        if not (isinstance(op, tosa.CastOp) and _is_float(op.input) and not _is_float(op.output)):
            continue
        island = _Island(region)
        try:
            expr = island.expr(op.input)
        except CannotEvaluate as e:
            return f"float island ending at {op.name}: {e}"
        if island.entry is None:
            return "a float island without an integer entry cast"
        in_type = element_type(island.entry.input.type)
        float_type = element_type(island.entry.output.type)
        out_type = element_type(op.output.type)
        assert in_type is not None and float_type is not None and out_type is not None
        codes = np.unique(np.asarray(evaluator.evaluate(island.entry.input).values))
        verdict = floating.robust_round_trip(
            expr, in_type=in_type, float_type=float_type, out_type=out_type, codes=codes
        )
        if not verdict.fusable:
            fragile = int(np.count_nonzero(~verdict.robust))
            return (
                f"float island ending at {op.name} is not robust: for {fragile} input "
                "code(s) a conforming backend may round to a different integer"
            )
        covered |= island.ops
    if float_ops - covered:
        return "a float value does not reach a float -> integer cast inside the region"
    return None
