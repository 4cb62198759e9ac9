"""What ``int16-max-error`` bounds: the error at the function's outputs.

An interpolating i16 table may be a few codes off its region, and the ops after
the region can amplify that (a rescale by 2^8 turns 1 code into 256). So the
error of an approximate table is followed from the region's output through every
live use to the ``func.return``: through ops that only move elements (reshape,
transpose) unchanged, and through point-wise ops whose only data is the
approximated value by evaluating them on both the original and the approximated
values, for every input code. Any other use (an op with a second data input, a
convolution, a reduction) means the error cannot be bounded, and the region is
declined. Where the path crosses the output of an earlier approximate table, that
table's own certified error is added (the bound stays sound when two approximate
tables follow each other).
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import numpy.typing as npt
from xdsl.dialects import func
from xdsl.ir import Operation, SSAValue

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.evaluator import CATALOGUE, CannotEvaluate, RegionEvaluator
from lutdialect.semantics.core import Evaluated
from lutdialect.semantics.int16_table import Int16Table, table_outputs

from .liveness import Liveness
from .region import Constness, Region, varying_operands
from .rules import Decline

MAX_FOLLOWED_OPS = 64
"""Ops followed after the region before the error is declared unbounded."""


def table_path(fitted: Int16Table) -> npt.NDArray[np.int64]:
    """What ``rescale(table(x, T), 2^-7)`` gives for every i16 code of ``x``."""
    return table_outputs(fitted.values)[0]


def _given(values: npt.NDArray[np.generic]) -> Evaluated:
    return Evaluated(values, np.zeros(values.shape, np.bool_))


def output_error(
    region: Region,
    original: npt.NDArray[np.generic],
    approximated: npt.NDArray[np.generic],
    *,
    introduced: Mapping[SSAValue, int],
    liveness: Liveness,
    constant: Constness,
) -> int | Decline:
    """The largest difference the approximation makes at any function output, for
    any input code, or why it cannot be bounded."""
    assert region.input is not None
    worklist: list[tuple[SSAValue, npt.NDArray[np.generic], npt.NDArray[np.generic], int]] = [
        (region.output, original, approximated, 0)
    ]
    worst = 0
    followed = 0
    while worklist:
        value, before, after, carried = worklist.pop()
        carried += introduced.get(value, 0)
        for user in liveness.live_users(value):
            if isinstance(user, func.ReturnOp):
                diff = np.abs(np.asarray(before, np.int64) - np.asarray(after, np.int64))
                worst = max(worst, int(diff.max(initial=0)) + carried)
                continue
            followed += 1
            if followed > MAX_FOLLOWED_OPS:
                return Decline(
                    "int16-error",
                    f"the i16 table's error is not bounded within {MAX_FOLLOWED_OPS} ops "
                    "of the function outputs",
                )
            if isinstance(user, tosa.ReshapeOp | tosa.TransposeOp) and user.operands[0] is value:
                worklist.append((user.results[0], before, after, carried))
                continue
            followed_op = _through(
                user, value, before=before, after=after, x=region.input, constant=constant
            )
            if isinstance(followed_op, Decline):
                return followed_op
            worklist.append((user.results[0], *followed_op, carried))
    return worst


def _through(
    user: Operation,
    value: SSAValue,
    *,
    before: npt.NDArray[np.generic],
    after: npt.NDArray[np.generic],
    x: SSAValue,
    constant: Constness,
) -> tuple[npt.NDArray[np.generic], npt.NDArray[np.generic]] | Decline:
    """``user`` applied to the original and to the approximated ``value``."""
    unbounded = Decline(
        "int16-error",
        f"the i16 table's error cannot be bounded at the function outputs: "
        f"the region output feeds {user.name}",
    )
    if type(user) not in CATALOGUE or len(user.results) != 1:
        return unbounded
    if any(v is not value for v in varying_operands(user, constant)):
        return unbounded
    try:
        original = RegionEvaluator([user], x, given={value: _given(before)})
        approximated = RegionEvaluator([user], x, given={value: _given(after)})
        o = original.evaluate(user.results[0])
        a = approximated.evaluate(user.results[0])
    except CannotEvaluate:
        return unbounded
    if np.any(a.unpredictable & ~o.unpredictable):
        return Decline(
            "int16-error",
            f"the i16 table's error would make {user.name} unpredictable for some input code",
        )
    return o.values, a.values
