"""What an NPU compiler makes of a region: each op either costs nothing of its own
(folded into a neighbour) or is a step of work.

Vela reads the rescale/op/rescale sandwiches a quantizer emits as quantized
operators: the rescales feeding an elementwise op whose operands all come from the
same activation type are folded into the op's input stage, the rescale after it into
its output stage, and a rescale, clamp or table whose producer has that one user into
the producer's output stage. What is left (an i16 multiply by an i8 constant, a
DOUBLE_ROUND requantize, a table whose input has several users) is a pass of its own.
This module only reads the IR; what a step costs is per target (``ethos_u.py``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Literal

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, IntegerType, TensorType
from xdsl.ir import Operation, OpResult, SSAValue

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.evaluator import is_constant
from lutdialect.evaluator.listwise import constant_elements
from lutdialect.evaluator.order import producers_first

StepKind = Literal["arith", "rescale", "lut", "chain-lut", "host-lut"]
"""``arith``: an elementwise op (with its folded rescales); ``rescale``: a standalone
requantize; ``lut``: a table that is a pass of its own; ``chain-lut``: a table in the
output stage of an elementwise step of the region; ``host-lut``: a table in the output
stage of the op that produces the region input (outside the region)."""

ARITH_OPS = frozenset(
    {
        "tosa.mul",
        "tosa.add",
        "tosa.sub",
        "tosa.maximum",
        "tosa.minimum",
        "tosa.abs",
        "tosa.negate",
        "tosa.clamp",
        "tosa.select",
        "tosa.arithmetic_right_shift",
        "tosa.logical_left_shift",
        "tosa.logical_right_shift",
        "tosa.bitwise_and",
        "tosa.bitwise_or",
        "tosa.bitwise_xor",
        "tosa.bitwise_not",
        "tosa.greater",
        "tosa.greater_equal",
        "tosa.equal",
        "tosa.cast",
    }
)
"""Elementwise ops Vela runs as an elementwise pass (or chains on Ethos-U85)."""

HOST_OPS = frozenset(
    {
        "tosa.conv2d",
        "tosa.depthwise_conv2d",
        "tosa.transpose_conv2d",
        "tosa.conv3d",
        "tosa.matmul",
        "tosa.avg_pool2d",
        "tosa.max_pool2d",
    }
)
"""Ops with an output stage that can apply a rescale, clamp or table, besides the
elementwise ones."""

FREE_OPS = frozenset({"tosa.reshape", "tosa.identity"})
"""Ops that move no data on the NPU (a reshape is a new view of the same buffer)."""

FOLDING_OPS = frozenset({"tosa.mul", "tosa.add", "tosa.sub"})
"""Elementwise ops whose input and output rescales Vela reads as a quantized op."""

SRAM_BYTES = 384 * 1024
"""The Ethos-U85 system's SRAM (``Dedicated_Sram_384KB``): a chain whose i32 working
tensor does not fit spills to DRAM."""


@dataclass(frozen=True)
class Step:
    """One unit of NPU work of a region."""

    kind: StepKind
    op: Operation
    wide: bool
    """i16 activations (or an i32 rescale): Vela's slower datapath."""
    tensor_operands: int = 1
    """``arith`` only: operands that are tensors of the full shape (not scalars)."""
    folded: bool = False
    """``arith`` only: Vela reads it as a quantized op (its rescales folded in)."""
    narrow_rescale: bool = False
    """``rescale`` only: i8 (or i16) in and out of the same width, no i32 side."""


Constness = Callable[[SSAValue], bool]
"""Whether a value is a compile-time constant: :func:`is_constant`, or a pass's memo
of it (the cost entry points take one so a pass asks each value once)."""


def width(value: SSAValue) -> int | None:
    """The integer element width of a tensor value (``None`` for any other type).

    Read from the type each time: two attribute reads cost less than hashing the
    tensor type (its shape, element type and encoding) for a cache lookup."""
    t = value.type
    if isinstance(t, TensorType):
        el = t.element_type  # pyright: ignore[reportUnknownMemberType,reportUnknownVariableType]
        if isinstance(el, IntegerType):
            return el.bitwidth
    return None


def elements(value: SSAValue) -> int:
    """Elements of a ranked static tensor (1 when unknown, so costs scale to nothing)."""
    t = value.type
    if isinstance(t, TensorType):
        shape = tuple(t.get_shape())
        if all(d >= 0 for d in shape):
            return math.prod(shape)
    return 1


def users(value: SSAValue) -> list[Operation]:
    return [use.operation for use in value.uses]


def producer(value: SSAValue) -> Operation | None:
    return value.op if isinstance(value, OpResult) else None


def _through_free(value: SSAValue) -> SSAValue:
    op = producer(value)
    while op is not None and op.name in FREE_OPS and op.operands:
        value = op.operands[0]
        op = producer(value)
    return value


def data_ops(
    ops: Sequence[Operation], x: SSAValue, constant: Constness = is_constant
) -> tuple[Operation, ...]:
    """The ops of ``ops`` that compute from ``x``, producers first (in whatever order
    ``ops`` come). Constant-side ops, such as a rescaled and reshaped scalar, are
    folded by the compiler, not run, so they cost nothing. An op reading data from
    outside ``ops`` (a shared value the rewrite keeps, itself computed from ``x``)
    computes from ``x`` too."""
    computed: set[SSAValue] = {x}
    out: list[Operation] = []
    for op in producers_first(ops):
        if any(v in computed or not constant(v) for v in op.operands):
            computed.update(op.results)
            out.append(op)
    return tuple(out)


_UNREAD = object()
"""What :func:`_integer_scalar` answers for a constant it leaves to the evaluator."""


def _integer_scalar(value: SSAValue) -> int | object | None:
    """The one element of a single-element integer ``tosa.const``, read from its
    bytes (``evaluator.listwise.constant_elements``); ``None`` for a value that is no
    constant or has several elements. Any other constant (a float or i1 one) is
    :data:`_UNREAD`, for :func:`constant_array` to decode: the judgement of a graph
    that needs no table proof then never imports numpy."""
    op = value.owner
    if not isinstance(op, tosa.ConstOp):
        return None
    attr = op.values
    if not isinstance(attr, DenseIntOrFPElementsAttr) or math.prod(attr.get_shape()) != 1:
        return None
    found = constant_elements(value)
    return _UNREAD if found is None else found.values[0]


def _rescale_scale(op: Operation) -> float | None:
    multiplier, shift = (_integer_scalar(op.operands[i]) for i in (1, 2))
    if multiplier is _UNREAD or shift is _UNREAD:
        return _decoded_scale(op)
    if not isinstance(multiplier, int) or not isinstance(shift, int):
        return None
    return float(multiplier) / 2.0**shift


def _decoded_scale(op: Operation) -> float | None:
    from lutdialect.evaluator.region import constant_array  # numpy: float or i1 parameters

    multiplier, shift = (constant_array(op.operands[i]) for i in (1, 2))
    if multiplier is None or shift is None or multiplier.size != 1 or shift.size != 1:
        return None
    return float(multiplier.reshape(-1)[0]) / 2.0 ** int(shift.reshape(-1)[0])


def _rounding(op: Operation) -> str:
    mode = op.properties.get("rounding_mode")
    return str(getattr(mode, "data", "SINGLE_ROUND"))


def _folded_source(op: Operation) -> int | None:
    """An elementwise op whose data operands are all rescales to i32 from the same
    activation type; for MUL also of scale exactly 1 (so only zero points move)."""
    if op.name not in FOLDING_OPS:
        return None
    sources: set[int | None] = set()
    for operand in op.operands[:2]:
        rescale = producer(_through_free(operand))
        if rescale is None or rescale.name != "tosa.rescale" or width(operand) != 32:
            return None
        if op.name == "tosa.mul" and _rescale_scale(rescale) != 1.0:
            return None
        sources.add(width(rescale.operands[0]))
    source = sources.pop() if len(sources) == 1 else None
    return source if source in (8, 16) else None


Folded = Callable[[Operation], int | None]
""":func:`_folded_source`, or a pass's memo of it (:meth:`StepFacts.folded_source`):
the one question here that decodes constants, asked again of the same op by every
judgement whose region reaches it."""


def _absorbed(op: Operation, folded: Folded = _folded_source) -> bool:
    """Whether Vela folds ``op`` (a rescale or view) into a neighbour whatever the
    region around it (a clamp's absorption depends on it: :func:`op_steps`)."""
    if op.name in FREE_OPS:
        return True
    if op.name == "tosa.rescale":
        out, into = width(op.results[0]), width(op.operands[0])
        if out == 32 and all(folded(u) is not None for u in users(op.results[0])):
            return True  # input stage of the quantized op it feeds
        source = producer(op.operands[0])
        if into in (32, 48) and source is not None and len(users(op.operands[0])) == 1:
            if source.name == "tosa.table":
                return True  # an i16 table's rescale back to i16
            if _rounding(op) == "SINGLE_ROUND" and (
                (source.name in FOLDING_OPS and folded(source) is not None)
                or source.name in HOST_OPS
            ):
                return True  # output stage of the quantized op
    return False


def _output_stage_host(value: SSAValue, folded: Folded = _folded_source) -> Operation | None:
    """The op whose output stage writes ``value``: its producer, or the producer of an
    absorbed rescale/clamp in between; ``None`` for a block argument."""
    op = producer(value)
    while op is not None and op.name in ("tosa.rescale", "tosa.clamp") and op.operands:
        source = producer(op.operands[0])
        if source is None or len(users(op.operands[0])) != 1:
            break
        if op.name == "tosa.rescale" and not _absorbed(op, folded):
            break
        op = source
    return op


def is_host(op: Operation | None) -> bool:
    """Whether ``op`` has an output stage that can apply a table or chain a pass."""
    return op is not None and (
        op.name in HOST_OPS or op.name in ARITH_OPS or op.name == "tosa.rescale"
    )


def _tensor_operands(op: Operation, out: int) -> int:
    return sum(1 for v in op.operands[:2] if elements(_through_free(v)) == out)


@dataclass(frozen=True)
class OpSteps:
    """An op's step in any region that holds it: ``inside`` when ``pivot`` is in the
    region too, else ``outside`` (``None``: no step of its own). The pivot of a clamp
    is its producer, when the clamp alone reads it (the clamp then runs in that op's
    output stage); the pivot of a table is the op whose output stage writes its input
    (inside the region the table chains onto that pass, outside it is hosted)."""

    outside: Step | None
    pivot: Operation | None = None
    inside: Step | None = None

    def step(self, region: Collection[Operation]) -> Step | None:
        if self.pivot is not None and self.pivot in region:
            return self.inside
        return self.outside


def op_steps(op: Operation, folded: Folded = _folded_source) -> OpSteps:
    """``op``'s step in any region, as Vela 5.2 would schedule it (:func:`steps`)."""
    if not op.results or _absorbed(op, folded):
        return OpSteps(None)
    wide = any(width(v) == 16 for v in (*op.operands[:1], *op.results))
    if op.name == "tosa.table":
        x = op.operands[0]
        host = (
            _output_stage_host(x, folded)
            if producer(x) is not None and len(users(x)) == 1
            else None
        )
        if host is None:
            return OpSteps(Step("lut", op, wide))
        chained = host.name in ARITH_OPS or host.name == "tosa.rescale"
        return OpSteps(
            Step("host-lut" if is_host(host) else "lut", op, wide),
            host,
            Step("chain-lut" if chained else "lut", op, wide),
        )
    if op.name == "tosa.rescale":
        ins, outs = width(op.operands[0]), width(op.results[0])
        narrow = ins == outs and ins in (8, 16)
        return OpSteps(Step("rescale", op, wide or 32 in (ins, outs), narrow_rescale=narrow))
    n = elements(op.results[0])
    source = folded(op)
    into_rescales = source is not None
    wide = wide or source == 16 or (not into_rescales and width(op.results[0]) == 32)
    tensors = _tensor_operands(op, n)
    arith = Step("arith", op, wide, tensor_operands=tensors, folded=into_rescales)
    if op.name == "tosa.clamp":
        # Absorbed into its producer's output stage when that is in the region too.
        source_op = producer(op.operands[0])
        if source_op is not None and len(users(op.operands[0])) == 1:
            return OpSteps(arith, source_op, None)
    return OpSteps(arith)


class StepFacts:
    """:func:`op_steps` of each op, and the :data:`Folded` answer they and the
    judgements read, memoised for one pass application.

    An op's steps depend on the IR around it -- its operands' producers and their
    users, its results' users, the rescale constants -- which only a rewrite changes
    (the new table takes over the replaced value's users, erased ops drop their
    uses). Between rewrites the pass only reads the IR, so an answer stays right;
    the pass calls :meth:`clear` after every rewrite. The memo keeps the ops it has
    seen alive, so none is confused with an op created later."""

    def __init__(self) -> None:
        self._ops: dict[Operation, OpSteps] = {}
        self._folded: dict[Operation, int | None] = {}

    def __call__(self, op: Operation) -> OpSteps:
        known = self._ops.get(op)
        if known is None:
            known = self._ops[op] = op_steps(op, self.folded_source)
        return known

    def folded_source(self, op: Operation) -> int | None:
        """:func:`_folded_source` of ``op`` (see :data:`Folded`)."""
        if op in self._folded:
            return self._folded[op]
        found = self._folded[op] = _folded_source(op)
        return found

    def clear(self) -> None:
        self._ops.clear()
        self._folded.clear()


def steps(ops: Sequence[Operation], facts: Callable[[Operation], OpSteps] = op_steps) -> list[Step]:
    """The passes of work in ``ops`` (producers first), as Vela 5.2 would schedule
    them; ``facts`` gives each op's steps (a pass passes its :class:`StepFacts`)."""
    region = set(ops)
    out: list[Step] = []
    for op in ops:
        if (step := facts(op).step(region)) is not None:
            out.append(step)
    return out


def table_after(
    x: SSAValue, region_ops: Sequence[Operation], folded: Folded = _folded_source
) -> StepKind:
    """Where the replacing table runs: in the output stage of the region input's
    producer when that producer can host it and only the region uses the input, or
    as a pass of its own."""
    region = set(region_ops)
    if producer(x) is None or any(u not in region for u in users(x)):
        return "lut"
    host = _output_stage_host(x, folded)
    if host is not None and host in region:
        return "lut"
    return "host-lut" if is_host(host) else "lut"


def host_of(x: SSAValue, folded: Folded = _folded_source) -> Operation | None:
    """The op that writes the region input in its output stage, if any."""
    return _output_stage_host(x, folded)


def consumer_chain(y: SSAValue, folded: Folded = _folded_source) -> Operation | None:
    """An elementwise op that alone uses the region output, possibly through its
    folded input rescale (Ethos-U85 chains it onto the pass that computes ``y``)."""
    us = users(y)
    if len(us) != 1:
        return None
    user = us[0]
    if user.name == "tosa.rescale" and _absorbed(user, folded):
        after = users(user.results[0])
        user = after[0] if len(after) == 1 else user
    return user if user.name in ARITH_OPS else None


@dataclass(frozen=True)
class HostPass:
    """The pass whose output stage writes the region input. On Ethos-U85 a region that
    alone reads that input chains onto it, and so does the replacing table: the pass's
    time is then the larger of all its ops' compute and its DRAM time."""

    arith: int
    """Elementwise ops of the pass, up to the host (0 for a convolution-like host,
    whose compute the model does not estimate)."""
    tensor_tensor: bool
    """One of them has two full-size tensor operands."""
    reads_graph_input: bool
    """The pass starts at a function argument, which lives in DRAM."""

    @property
    def elementwise(self) -> bool:
        """The pass starts with an elementwise op (its i32 working tensor can spill)."""
        return self.arith > 0


def _data_inputs(op: Operation, constant: Constness, folded: Folded) -> list[SSAValue]:
    """The non-constant operands of an elementwise op, behind its folded input rescales."""
    out: list[SSAValue] = []
    into_rescales = folded(op) is not None
    for operand in op.operands[:2]:
        value = _through_free(operand)
        if constant(value):
            continue
        rescale = producer(value)
        if into_rescales and rescale is not None and rescale.name == "tosa.rescale":
            value = rescale.operands[0]
        out.append(value)
    return out


def host_pass(
    x: SSAValue, constant: Constness = is_constant, folded: Folded = _folded_source
) -> HostPass | None:
    """The pass that writes ``x`` in its output stage: a convolution-like op, or an
    elementwise op walked back through the elementwise ops chained before it (each the
    only reader of the one before); ``None`` for any other producer."""
    op = _output_stage_host(x, folded)
    if producer(x) is None or op is None:
        return None
    if op.name in HOST_OPS:
        return HostPass(0, False, bool(op.operands) and producer(op.operands[0]) is None)
    if op.name not in ARITH_OPS:
        return None
    arith, tensor_tensor = 0, False
    while True:
        arith += 1
        tensor_tensor |= _tensor_operands(op, elements(op.results[0])) > 1
        inputs = _data_inputs(op, constant, folded)
        if any(producer(v) is None for v in inputs):
            return HostPass(arith, tensor_tensor, True)
        if len(inputs) != 1 or len(users(inputs[0])) != 1:
            return HostPass(arith, tensor_tensor, False)
        before = _output_stage_host(inputs[0], folded)
        if before is None or before.name not in ARITH_OPS:
            return HostPass(arith, tensor_tensor, False)
        op = before


def is_graph_output(value: SSAValue) -> bool:
    """Whether the function returns ``value`` (Vela places it in DRAM)."""
    return any(u.name == "func.return" for u in users(value))


def downstream_table(y: SSAValue, region_steps: Sequence[Step]) -> Operation | None:
    """A table that alone reads the region output and runs in the output stage of the
    region's last pass. After the rewrite that stage holds the new table, and a pass
    has one: the downstream table becomes a pass of its own."""
    us = users(y)
    if len(us) != 1 or us[0].name != "tosa.table" or not region_steps:
        return None
    return us[0] if region_steps[-1].kind in ("arith", "rescale") else None
