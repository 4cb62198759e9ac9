"""Evaluate a set of point-wise ops for *every* code of their single input at once.

A region is a set of ops of one block whose only non-constant input is one i8 or
i16 value ``x``. Every value of the region becomes a 1-D array over all input
codes (256 or 65,536 entries); constants (``tosa.const``, possibly reshaped or
computed from other constants by catalogue ops) are folded to arrays and must be
single-valued where they meet data that depends on ``x``. Anything else -- an op
outside the catalogue, a second non-constant input, a shape-changing op on the
data path, a per-channel constant -- is a :class:`CannotEvaluate` answer.
"""

from __future__ import annotations

import weakref
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from typing import cast

import numpy as np
import numpy.typing as npt
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, IntegerType
from xdsl.ir import Attribute, Operation, OpResult, SSAValue

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.dialects.tosa.base import shape_of
from lutdialect.semantics.core import ElementType, ErrorIf, Evaluated

from .catalogue import CATALOGUE
from .constness import MAX_CONSTANT_ELEMENTS, fold_inputs, is_constant_op
from .errors import CannotEvaluate, mixed_operand_types, outside_declared_type
from .operands import Operands
from .order import computed
from .types import element_type


def input_codes(t: ElementType) -> npt.NDArray[np.int64]:
    """Every value of an i8 or i16 input, in code order (-128..127 / -32768..32767)."""
    if t not in (ElementType.I8, ElementType.I16):
        raise CannotEvaluate(f"region input must be i8 or i16, got {t.value}")
    return np.arange(t.min, t.max + 1, dtype=np.int64)


def constant_array(value: SSAValue) -> npt.NDArray[np.generic] | None:
    """The elements of a ``tosa.const`` result, shaped and read-only, or ``None``.

    Decoded once per attribute (see :data:`_DECODED`): the passes and the cost model
    ask for the same rescale multipliers, shifts and zero points for every candidate
    region."""
    op = value.owner
    if not isinstance(op, tosa.ConstOp):
        return None
    attr = op.values
    entry = _DECODED.get(id(attr))
    if entry is not None and entry[0]() is attr:
        return entry[1]
    array = _decode(attr)
    if array is not None:
        array.flags.writeable = False
    key = id(attr)
    _DECODED[key] = (weakref.ref(attr, lambda _: _DECODED.pop(key, None)), array)
    return array


_DECODED: dict[int, tuple[weakref.ref[Attribute], npt.NDArray[np.generic] | None]] = {}
"""Decoded constants by attribute identity. Attributes are immutable, so an entry is
valid for as long as its attribute lives; the weak reference drops it then."""


def _decode(attr: Attribute) -> npt.NDArray[np.generic] | None:
    if not isinstance(attr, DenseIntOrFPElementsAttr):
        return None
    shape = tuple(attr.get_shape())
    if int(np.prod(shape, dtype=np.int64)) > MAX_CONSTANT_ELEMENTS:
        return None
    el = cast(Attribute, attr.get_element_type())
    et = element_type(el)
    if et is None:
        return None
    if isinstance(el, IntegerType):
        # xDSL's layout: the element's ``struct`` format, sign-extended to the next C
        # type (i1 and i4 in one byte, i48 in eight); ``lutdialect.compat`` keeps every
        # parsed constant in it, whatever layout its text used.
        layout: str = el.format
        flat = np.frombuffer(attr.data.data, dtype=layout).astype(et.carrier)
        if flat.size == 1:
            flat = np.broadcast_to(flat, (int(np.prod(shape, dtype=np.int64)),))
    else:
        flat = np.asarray(attr.get_values(), dtype=et.carrier)
    return flat.reshape(shape)


@dataclass
class _Node:
    result: Evaluated
    varying: bool
    """Depends on the region input (a 1-D array over codes) rather than a constant."""
    step: InexactStep | None = None
    """Set when the op computing this value has an implementation-defined result."""
    fails: bool = False
    """The op computing this value fails a REQUIRE itself for some code."""


@dataclass(frozen=True)
class InexactStep:
    """An op whose result may differ between conforming implementations, and why."""

    op: Operation
    reason: str
    float_bound: bool
    """Only within a float error bound: the float-region policy may still prove a
    table built on it robust (``evaluator.float_policy``)."""


@dataclass
class RegionEvaluator:
    """Evaluates values of ``ops`` over all codes of ``input``; results are cached."""

    ops: Collection[Operation]
    input: SSAValue
    _cache: dict[SSAValue, _Node] = field(default_factory=dict[SSAValue, _Node])
    constants: Mapping[SSAValue, npt.NDArray[np.generic]] = field(
        default_factory=dict[SSAValue, npt.NDArray[np.generic]]
    )
    """Constants taken with these values instead (one channel of a per-channel one)."""
    given: Mapping[SSAValue, Evaluated] = field(default_factory=dict[SSAValue, Evaluated])
    """Data values taken as given for every code (an approximation to follow)."""

    def __post_init__(self) -> None:
        t = element_type(self.input.type)
        if t is None:
            raise CannotEvaluate(f"region input type {self.input.type} is not modelled")
        self.input_type = t
        self.codes = input_codes(t)
        self._cache[self.input] = _Node(
            Evaluated(self.codes, np.zeros(self.codes.shape, np.bool_)), True
        )
        for v, a in self.constants.items():
            self._cache[v] = _Node(Evaluated(a, np.zeros(a.shape, np.bool_)), False)
        self._cache.update((v, _Node(e, True)) for v, e in self.given.items())
        self._region = set(self.ops)

    def with_constants(
        self, constants: Mapping[SSAValue, npt.NDArray[np.generic]]
    ) -> RegionEvaluator:
        """An evaluator of the same region taking ``constants`` instead (another
        channel of a per-channel constant), which starts from every value this one
        has computed that depends on neither its own replaced constants nor these:
        evaluation is deterministic, so such a value is the same in both."""
        fresh = RegionEvaluator(self.ops, self.input, constants=constants, given=self.given)
        preset = {self.input, *self.constants, *self.given}
        tainted = {*self.constants, *constants}
        # The cache holds each computed value after the values it was computed from.
        for v in self._cache:
            if v not in preset and any(d in tainted for d in self._inputs_of(v)):
                tainted.add(v)
        for v, node in self._cache.items():
            if v not in tainted and v not in fresh._cache:
                fresh._cache[v] = node
        return fresh

    def evaluate(self, value: SSAValue) -> Evaluated:
        """``value`` for every input code (a constant comes back as its folded array).

        ``exact`` is False exactly when :meth:`inexact_steps` is not empty, and
        ``reasons`` names the REQUIREs that fail, whatever op they fail in.
        """
        return self._node(value).result

    def inexact_steps(self, value: SSAValue) -> tuple[InexactStep, ...]:
        """The implementation-defined ops ``value`` is computed from, producers first."""
        if self._node(value).result.exact:
            return ()
        return tuple(n.step for _, n in self._cone(value) if n.step is not None)

    def blocking_step(self, value: SSAValue) -> InexactStep | None:
        """The first inexact step no float-region policy can vouch for (INEXACT_ROUND)."""
        return next((s for s in self.inexact_steps(value) if not s.float_bound), None)

    def first_unpredictable(self, value: SSAValue) -> Operation | None:
        """The first op (producers first) ``value`` depends on whose own result fails
        a REQUIRE for some input code."""
        if not self._node(value).result.any_unpredictable:
            return None
        for v, node in self._cone(value):
            if node.fails and isinstance(v, OpResult):
                return v.op
        return None

    def _cone(self, value: SSAValue) -> list[tuple[SSAValue, _Node]]:
        """The evaluated values ``value`` depends on, itself included, producers first
        (computed on demand, so evaluation stays linear in the region's size)."""
        self._node(value)
        order: list[tuple[SSAValue, _Node]] = []
        seen: set[SSAValue] = set()
        stack: list[tuple[SSAValue, bool]] = [(value, False)]
        while stack:
            current, done = stack.pop()
            if done:
                order.append((current, self._cache[current]))
                continue
            if current in seen or current not in self._cache:
                continue
            seen.add(current)
            stack.append((current, True))
            inputs = self._inputs_of(current)
            stack.extend((d, False) for d in reversed(inputs) if d not in seen)
        return order

    def _node(self, value: SSAValue) -> _Node:
        """``value``'s node, computing what it needs first."""
        return computed(value, self._cache, self._inputs_of, self._compute)

    def _inputs_of(self, value: SSAValue) -> tuple[SSAValue, ...]:
        """The values ``_compute`` will ask for (none when it is about to decline)."""
        return fold_inputs(value)

    def _compute(self, value: SSAValue) -> _Node:
        if (const := constant_array(value)) is not None:
            return _Node(Evaluated(const, np.zeros(const.shape, np.bool_)), False)
        if not isinstance(value, OpResult):
            raise CannotEvaluate(f"a second non-constant input ({value.type}) reaches the region")
        op = value.op
        if is_constant_op(op):
            raise CannotEvaluate("is a constant the evaluator does not fold (too large?)", op)
        if isinstance(op, tosa.ReshapeOp):
            return self._reshape(op)
        entry = CATALOGUE.get(type(op))
        if entry is None:
            raise CannotEvaluate("not a point-wise op the evaluator models", op)
        operands = [self._node(v) for v in op.operands]
        varying = any(n.varying for n in operands)
        if varying and op not in self._region:
            raise CannotEvaluate("is outside the region", op)
        for index in entry.parameters:
            if operands[index].varying:
                raise CannotEvaluate(f"operand #{index} must be a compile-time constant", op)
        types: list[ElementType] = []
        for v in op.operands:
            t = element_type(v.type)
            if t is None:
                raise CannotEvaluate(f"element type {v.type} is not modelled", op)
            types.append(t)
        out = element_type(op.results[0].type)
        if out is None:
            raise CannotEvaluate(f"result type {op.results[0].type} is not modelled", op)
        if (mixed := mixed_operand_types(types, entry.parameters)) is not None:
            raise CannotEvaluate(mixed, op)
        values: list[npt.NDArray[np.generic]] = []
        for index, node in enumerate(operands):
            v = node.result.values
            if varying and not node.varying and index not in entry.parameters:
                v = _single_value(v, op, index)
            values.append(v)
        try:
            result = entry.evaluate(Operands(op, values, types, out))
        except ErrorIf as e:
            raise CannotEvaluate(str(e), op) from e
        if out.is_int and out is not ElementType.BOOL and result.values.size:
            integers = np.asarray(result.values, dtype=np.int64)
            if int(integers.min()) < out.min or int(integers.max()) > out.max:
                raise CannotEvaluate(outside_declared_type(out), op)
        unpredictable = result.unpredictable
        for node in operands:
            if node.varying:
                unpredictable = unpredictable | node.result.unpredictable
            elif node.result.any_unpredictable:
                # An unpredictable parameter (e.g. alpha from a bad rescale) taints all.
                unpredictable = np.ones(np.shape(result.values), dtype=np.bool_)
        step = None
        if not result.exact:
            why = entry.inexactness
            step = InexactStep(op, why.reason, why.float_bound)
        exact = result.exact and all(n.result.exact for n in operands)
        reasons = tuple(dict.fromkeys(r for n in operands for r in n.result.reasons))
        reasons += tuple(r for r in result.reasons if r not in reasons)
        evaluated = Evaluated(result.values, unpredictable, exact, reasons)
        return _Node(evaluated, varying, step, result.any_unpredictable)

    def _reshape(self, op: tosa.ReshapeOp) -> _Node:
        node = self._node(op.input1)
        if node.varying and op.input1.type == op.output.type:
            return node  # a reshape to the same shape moves nothing
        if node.varying:
            raise CannotEvaluate("changes the shape of the region's data", op)
        dims = shape_of(op.output.type)
        values = node.result.values
        if dims is None or -1 in dims or int(np.prod(dims)) != values.size:
            raise CannotEvaluate("reshape of a constant to a non-static shape", op)
        return _Node(
            Evaluated(
                values.reshape(dims),
                node.result.unpredictable.reshape(dims),
                node.result.exact,
                node.result.reasons,
            ),
            False,
        )


def _single_value(
    values: npt.NDArray[np.generic], op: Operation, index: int
) -> npt.NDArray[np.generic]:
    flat = np.asarray(values).reshape(-1)
    if flat.size == 0:
        raise CannotEvaluate(f"operand #{index} is an empty constant", op)
    if flat.size > 1 and not np.all(flat == flat[0]):
        raise CannotEvaluate(
            f"operand #{index} is a per-channel constant (more than one value)", op
        )
    return flat[:1].reshape(())


def evaluate_region(
    ops: Collection[Operation], input: SSAValue, output: SSAValue
) -> Evaluated | CannotEvaluate:
    """``output`` for every code of ``input``, or why that cannot be computed."""
    try:
        return RegionEvaluator(ops, input).evaluate(output)
    except CannotEvaluate as e:
        return e
