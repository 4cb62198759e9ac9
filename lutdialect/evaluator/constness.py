"""What "computes a constant" means, once, for the evaluator and every pass.

A value is a compile-time constant when it is the result of a ``ConstantLike`` op
(xDSL's trait: ``tosa.const``, ``tosa.const_shape``) or of an op the evaluator can
fold -- a point-wise op of the catalogue or a ``tosa.reshape`` -- whose operands are
all constants themselves. That is exactly what :class:`~.region.RegionEvaluator`
folds, so a pass that asks :func:`is_constant` and then the evaluator never gets two
different answers.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping

from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.traits import ConstantLike

from lutdialect.dialects.tosa import ops as tosa

from .catalogue import CATALOGUE

CONSTANT_SEARCH_LIMIT = 64
"""Values looked at before a computation is declared non-constant.

Constant parameters in real graphs are a ``tosa.const`` or a short chain over one
(``rescale`` + ``reshape`` of an i8 alpha). Bounding the search keeps the question
cheap on activations, whose producers reach back through the whole network; a
longer constant expression is conservatively treated as data.
"""


MAX_CONSTANT_ELEMENTS = 1 << 16
"""Constants larger than this are not folded (they are weights, not parameters)."""


def is_constant_op(op: Operation) -> bool:
    """Whether ``op`` is ``ConstantLike`` (it has no operands to look through)."""
    return _constant_like(type(op))


def folds_constants(op: Operation) -> bool:
    """Whether ``op`` yields a constant when its operands are constants: a
    ``ConstantLike`` op, or one the evaluator folds (reshape, catalogue ops)."""
    return _folds(type(op))


# Both answers depend on the op class alone (traits are class-level), and
# :func:`is_constant` asks them for up to CONSTANT_SEARCH_LIMIT producers per value:
# looked up once per class rather than by scanning the traits every time.


@functools.cache
def _constant_like(cls: type[Operation]) -> bool:
    return cls.has_trait(ConstantLike)


@functools.cache
def _folds(cls: type[Operation]) -> bool:
    return _constant_like(cls) or issubclass(cls, tosa.ReshapeOp) or cls in CATALOGUE


def fold_inputs(value: SSAValue) -> tuple[SSAValue, ...]:
    """The values an evaluator computes ``value`` from: a reshape's input, every
    operand of an op that folds constants; none for a constant, a block argument
    or an op that does not fold (which the evaluator then declines)."""
    if not isinstance(value, OpResult) or is_constant_op(value.op):
        return ()
    op = value.op
    if isinstance(op, tosa.ReshapeOp):
        return (op.input1,)
    return tuple(op.operands) if folds_constants(op) else ()


def is_constant(value: SSAValue, known: Mapping[SSAValue, bool] | None = None) -> bool:
    """Whether ``value`` is computable at compile time from ``ConstantLike`` ops alone.

    ``known`` holds earlier answers for the same IR (a pass's memo): the search stops
    at a value known not to be constant. That answer carries over because the values
    the search reaches from such a value ``u`` are among those it reaches from
    ``value``: whatever made ``u`` data (a block argument, an op that does not fold,
    or more than :data:`CONSTANT_SEARCH_LIMIT` values) makes ``value`` data too.
    Known constants are searched through as usual (their values count to the limit).
    """
    stack = [value]
    seen: set[SSAValue] = set()
    while stack:
        v = stack.pop()
        if v in seen:
            continue
        seen.add(v)
        if len(seen) > CONSTANT_SEARCH_LIMIT or not isinstance(v, OpResult):
            return False
        if known is not None and known.get(v) is False:
            return False
        op = v.op
        if is_constant_op(op):
            continue
        if not folds_constants(op):
            return False
        stack.extend(op.operands)
    return True
