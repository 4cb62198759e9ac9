"""An i8 region over its input codes on Python lists: the evaluator's
:class:`~.region.RegionEvaluator` for the ops that have list semantics
(:mod:`lutdialect.semantics.listwise`), without numpy.

The proofs ask it first (``transforms.guards.listwise_verdict``): an i8 region's
table, or that two channels of a per-channel region give different tables, then
needs no numpy, whose import takes longer than the rest of a small graph's fold.
It follows ``RegionEvaluator`` step by step
-- the same constants folded (``tosa.const``, reshapes of them, catalogue ops over
them), the same checks on parameters and on data leaving the region, REQUIREs
carried per element -- and gives up (:class:`NotModelled`) wherever it does not
model what it meets, so that an answer it gives is the one the array evaluator
would give.
"""

from __future__ import annotations

import itertools
import math
import struct
from collections.abc import Callable, Collection, Generator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import cast

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, IntegerType
from xdsl.ir import Attribute, Operation, OpResult, SSAValue

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.dialects.tosa.base import shape_of
from lutdialect.semantics import listwise as lists
from lutdialect.semantics.core import ElementType, ErrorIf
from lutdialect.semantics.listwise import NotModelled, Result

from .catalogue import CATALOGUE
from .constness import MAX_CONSTANT_ELEMENTS, fold_inputs, is_constant_op
from .errors import CannotEvaluate, mixed_operand_types, outside_declared_type
from .order import computed
from .properties import bool_prop, int_prop, rescale_arguments
from .types import element_type

__all__ = [
    "Constant",
    "Data",
    "ListAdapter",
    "ListEvaluator",
    "ListOperands",
    "NotModelled",
    "SharedLists",
    "broadcast_elements",
    "broadcast_shape",
    "shared_lists",
]


_ALL_CODES = range(-128, 128)
"""Every i8 code, in order."""


@dataclass(frozen=True)
class Data:
    """A value that depends on the region input: one element per input code."""

    values: list[int]
    unpredictable: list[bool]


@dataclass(frozen=True)
class Constant:
    """A constant's elements in row-major order (one element: a splat) and shape."""

    values: Sequence[int]
    shape: tuple[int, ...]

    @property
    def size(self) -> int:
        return math.prod(self.shape)


@dataclass(frozen=True)
class ListOperands:
    """What a list adapter sees: data as lists over the codes, parameters as
    constants, element types, the result type."""

    op: Operation
    values: Sequence[list[int] | Constant]
    types: Sequence[ElementType]
    out: ElementType

    def data(self, index: int) -> list[int]:
        value = self.values[index]
        assert isinstance(value, list), "a parameter where data was expected"
        return value

    def param(self, index: int) -> int:
        """A single-valued parameter (``Operands.param``)."""
        value = self.values[index]
        assert isinstance(value, Constant), "data where a parameter was expected"
        if not value.values or len(set(value.values)) > 1:
            raise NotModelled("a parameter with no value or several")
        return value.values[0]

    def params(self, index: int) -> list[int]:
        """A parameter with all its values (a table)."""
        value = self.values[index]
        assert isinstance(value, Constant), "data where a parameter was expected"
        return list(value.values) * (value.size if len(value.values) == 1 else 1)


ListAdapter = Callable[[ListOperands], Result]
"""From an op's operands to its list semantics (a catalogue entry's ``listwise``)."""


def _integers(a: ListOperands) -> None:
    if not all(t.is_int and t is not ElementType.BOOL for t in a.types):
        raise NotModelled(f"{a.op.name} on {a.types[0].value}")


def _binary(fn: Callable[[list[int], list[int], ElementType], Result]) -> ListAdapter:
    def adapter(a: ListOperands) -> Result:
        _integers(a)
        return fn(a.data(0), a.data(1), a.types[0])

    return adapter


add = _binary(lists.add)
sub = _binary(lists.sub)
maximum = _binary(lists.maximum)
minimum = _binary(lists.minimum)
logical_left_shift = _binary(lists.logical_left_shift)
logical_right_shift = _binary(lists.logical_right_shift)
bitwise_and = _binary(lists.bitwise_and)
bitwise_or = _binary(lists.bitwise_or)
bitwise_xor = _binary(lists.bitwise_xor)


def bitwise_not(a: ListOperands) -> Result:
    _integers(a)
    return lists.bitwise_not(a.data(0), a.types[0])


def abs_(a: ListOperands) -> Result:
    _integers(a)
    return lists.abs_(a.data(0), a.types[0])


def negate(a: ListOperands) -> Result:
    _integers(a)
    return lists.negate(a.data(0), input_zp=a.param(1), output_zp=a.param(2), t=a.types[0])


def arithmetic_right_shift(a: ListOperands) -> Result:
    _integers(a)
    return lists.arithmetic_right_shift(
        a.data(0), a.data(1), round=bool_prop(a.op, "round"), t=a.types[0]
    )


def cast_(a: ListOperands) -> Result:
    return lists.cast(a.data(0), a.types[0], a.out)


def mul(a: ListOperands) -> Result:
    _integers(a)
    return lists.mul(a.data(0), a.data(1), shift=a.param(2), in_type=a.types[0])


def table(a: ListOperands) -> Result:
    return lists.table(a.data(0), a.params(1), a.types[0])


def clamp(a: ListOperands) -> Result:
    _integers(a)
    return lists.clamp(a.data(0), int_prop(a.op, "min_val"), int_prop(a.op, "max_val"), a.types[0])


def identity(a: ListOperands) -> Result:
    values = a.data(0)
    return values, [False] * len(values)


def rescale(a: ListOperands) -> Result:
    return lists.rescale(a.data(0), **rescale_arguments(a))


def constant_elements(value: SSAValue) -> Constant | None:
    """A ``tosa.const`` integer result's elements, read from its bytes (xDSL keeps
    each in its type's ``struct`` format) where ``region.constant_array`` decodes them
    as integers; ``None`` for anything else (a float or i1 constant, a value that is
    no constant, one too large to fold)."""
    op = value.owner
    if not isinstance(op, tosa.ConstOp):
        return None
    attr = op.values
    if not isinstance(attr, DenseIntOrFPElementsAttr):
        return None
    shape = tuple(attr.get_shape())
    el = cast(Attribute, attr.get_element_type())
    if element_type(el) in (None, ElementType.BOOL) or not isinstance(el, IntegerType):
        return None
    if math.prod(shape) > MAX_CONSTANT_ELEMENTS:
        return None
    layout = struct.Struct(el.format)
    values = [v for (v,) in layout.iter_unpack(attr.data.data)]
    if len(values) not in (1, math.prod(shape)):
        return None
    return Constant(values, shape)


def broadcast_shape(shapes: Sequence[tuple[int, ...]]) -> tuple[int, ...] | None:
    """numpy's broadcast of ``shapes``, or ``None`` where they do not broadcast."""
    rank = max((len(s) for s in shapes), default=0)
    out = [1] * rank
    for shape in shapes:
        for axis, n in enumerate(shape, rank - len(shape)):
            if n != 1 and out[axis] not in (1, n):
                return None
            out[axis] = n if n != 1 else out[axis]
    return tuple(out)


def broadcast_elements(
    values: Sequence[int], shape: tuple[int, ...], to: tuple[int, ...]
) -> list[int]:
    """``values`` (row-major, of ``shape``; one value: a splat) broadcast to ``to``."""
    shape = (1,) * (len(to) - len(shape)) + shape
    flat = list(values) * (math.prod(shape) if len(values) == 1 else 1)
    inner = 1
    for axis in reversed(range(len(to))):
        if shape[axis] == 1 and to[axis] != 1:
            flat = [
                x
                for block in range(math.prod(shape[:axis]))
                for x in flat[block * inner : (block + 1) * inner] * to[axis]
            ]
        inner *= to[axis]
    return flat


class SharedLists:
    """What the list evaluators of one graph, left as it is, computed: each value over
    every code of each input it was computed from, and each constant.

    An i8 region's value depends on its input through the ops between the two, all
    of them the region's (data read from outside it is declined): so a value
    computed for one region is the same for every region of the same input that
    holds all those ops, which are kept with it. Regions grown from one chain share
    most of their ops (a region, its cuts, its tails), and their proofs compute
    those values again. Only while no op of the graph changes: see
    :func:`shared_lists`."""

    def __init__(self) -> None:
        self.data: dict[SSAValue, dict[SSAValue, tuple[Data, frozenset[Operation]]]] = {}
        """By input, each value and the ops it was computed through."""
        self.constants: dict[SSAValue, Constant] = {}


_SHARED: ContextVar[SharedLists | None] = ContextVar("lutdialect_shared_lists", default=None)


@contextmanager
def shared_lists() -> Generator[None]:
    """Inside, the list evaluators of every code with no constant replaced share what
    they compute (:class:`SharedLists`). For a walk that rewrites nothing (a plan's
    collect): a rewrite changes what a value is computed from."""
    token = _SHARED.set(SharedLists())
    try:
        yield
    finally:
        _SHARED.reset(token)


class ListEvaluator:
    """Values of ``ops`` over ``codes`` of the i8 ``input`` (all 256 by default);
    results are kept (and shared, inside :func:`shared_lists`, where ``constants``
    replaces none and ``codes`` are all).

    ``constants`` replaces constants by one value each (one channel of a
    per-channel constant), as ``RegionEvaluator``'s ``constants`` do. The ops are
    point-wise, so a value over some codes is the value over all codes at those."""

    def __init__(
        self,
        ops: Collection[Operation],
        input: SSAValue,
        constants: Mapping[SSAValue, int] | None = None,
        codes: Sequence[int] = _ALL_CODES,
    ) -> None:
        if element_type(input.type) is not ElementType.I8:
            raise NotModelled("a region input that is not i8")
        self.ops = ops
        self.input = input
        self.constants = dict(constants or {})
        self.codes = codes
        self._region = set(ops)
        self._cache: dict[SSAValue, Data | Constant] = {
            input: Data(list(codes), [False] * len(codes))
        }
        self._cache.update((v, Constant([c], (1,))) for v, c in self.constants.items())
        shared = _SHARED.get() if not constants and codes == _ALL_CODES else None
        self._shared = shared
        if shared is not None:
            # The values of this region's ops computed for another region of the same
            # input, and the constants computed before.
            cache = self._cache
            known = shared.data.get(input)
            constant = shared.constants
            region = self._region
            for op in ops:
                for v in op.operands:
                    if v not in cache and (c := constant.get(v)) is not None:
                        cache[v] = c
                if known is not None:
                    for r in op.results:
                        if (found := known.get(r)) is not None and found[1] <= region:
                            cache[r] = found[0]

    def with_constants(self, constants: Mapping[SSAValue, int]) -> ListEvaluator:
        """The same region with ``constants`` instead, starting from every value this
        one computed that depends on neither its replaced constants nor these
        (``RegionEvaluator.with_constants``)."""
        fresh = ListEvaluator(self.ops, self.input, constants, self.codes)
        tainted = {*self.constants, *constants}
        # The cache holds each computed value after the values it was computed from.
        for v, node in self._cache.items():
            if v is self.input or v in self.constants:
                continue
            if any(d in tainted for d in fold_inputs(v)):
                tainted.add(v)
            elif v not in fresh._cache:
                fresh._cache[v] = node
        return fresh

    def evaluate(self, value: SSAValue) -> Data | Constant:
        """``value`` over the codes, or the constant it is."""
        if self._shared is None:
            return computed(value, self._cache, fold_inputs, self._compute)
        before = len(self._cache)
        try:
            return computed(value, self._cache, fold_inputs, self._compute)
        finally:
            if len(self._cache) > before:
                self._share(before)

    def _share(self, start: int) -> None:
        """What this evaluator computed since its cache held ``start`` values, for the
        others (:class:`SharedLists`)."""
        shared = self._shared
        assert shared is not None
        known = shared.data.setdefault(self.input, {})
        # (The cache holds each value after the values it was computed from.)
        for v, node in itertools.islice(self._cache.items(), start, None):
            if not isinstance(node, Data):
                shared.constants[v] = node
            elif v is not self.input and v not in known and isinstance(v, OpResult):
                through = {v.op}
                for operand in v.op.operands:
                    if (before := known.get(operand)) is not None:
                        through |= before[1]
                known[v] = (node, frozenset(through))

    def constant(self, value: SSAValue) -> Constant:
        """``value``, which must fold to a constant."""
        node = self.evaluate(value)
        if not isinstance(node, Constant):
            raise NotModelled("data where a constant was expected")
        return node

    def _compute(self, value: SSAValue) -> Data | Constant:
        if (const := constant_elements(value)) is not None:
            return const
        if not isinstance(value, OpResult) or is_constant_op(value.op):
            raise NotModelled("a second input, or a constant not read here")
        op = value.op
        if isinstance(op, tosa.ReshapeOp):
            return self._reshape(op)
        entry = CATALOGUE.get(type(op))
        if entry is None or entry.listwise is None:
            raise NotModelled(f"{op.name} has no list semantics")
        operands = [self.evaluate(v) for v in op.operands]
        data = [n for n in operands if isinstance(n, Data)]
        if data and op not in self._region:
            raise NotModelled("data outside the region")
        declared = [element_type(v.type) for v in op.operands]
        out = element_type(op.results[0].type)
        types = [t for t in declared if t is not None]
        if out is None or len(types) != len(declared):
            raise NotModelled(f"{op.name} on a type that is not modelled")
        if any(isinstance(operands[i], Data) for i in entry.parameters):
            raise NotModelled("data as a parameter")
        if (mixed := mixed_operand_types(types, entry.parameters)) is not None:
            raise NotModelled(mixed)
        # Without data the op computes a constant, element by element over its
        # operands broadcast together; with data, a constant operand must hold one value.
        shape = (len(self.codes),)
        if not data:
            found = broadcast_shape(
                [
                    n.shape
                    for i, n in enumerate(operands)
                    if i not in entry.parameters and isinstance(n, Constant)
                ]
            )
            if found is None:
                raise NotModelled("constants that do not broadcast")
            shape = found
        values: list[list[int] | Constant] = []
        for index, node in enumerate(operands):
            if isinstance(node, Data):
                values.append(node.values)
            elif index in entry.parameters:
                values.append(node)
            elif not data:
                values.append(broadcast_elements(node.values, node.shape, shape))
            elif node.values and len(set(node.values)) == 1:
                values.append([node.values[0]] * len(self.codes))
            else:
                raise NotModelled("a per-channel constant meets the data")
        try:
            result, failed = entry.listwise()(ListOperands(op, values, types, out))
        except (ErrorIf, ValueError, CannotEvaluate) as e:
            # The array evaluator's answer: an ERROR_IF, a bad property, or values
            # that are not of the types the graph declares.
            raise NotModelled(str(e)) from e
        if (
            out is not ElementType.BOOL
            and result
            and (min(result) < out.min or max(result) > out.max)
        ):
            raise NotModelled(outside_declared_type(out))
        if not data:
            if any(failed):
                raise NotModelled("a constant that fails a REQUIRE")
            return Constant(result, shape)
        for node in data:
            failed = [a or b for a, b in zip(failed, node.unpredictable, strict=True)]
        return Data(result, failed)

    def _reshape(self, op: tosa.ReshapeOp) -> Data | Constant:
        node = self.evaluate(op.input1)
        if isinstance(node, Data):
            if op.input1.type == op.output.type:
                return node
            raise NotModelled("a reshape of the region's data")
        dims = shape_of(op.output.type)
        if dims is None or -1 in dims or math.prod(dims) != node.size:
            raise NotModelled("a reshape of a constant to a non-static shape")
        return Constant(node.values, tuple(dims))
