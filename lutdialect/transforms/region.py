"""Point-wise regions: which ops may be fused together, grown backward from an output.

A region is grown backward from a candidate output ``y`` through the ops an
:class:`Admission` admits -- :data:`POINTWISE`: the catalogue's point-wise ops
and reshapes to the same shape, which move nothing -- taking in a producer only
when every live user of its result is already in the region (a value used
outside ends the region there; a dead user, see :mod:`.liveness`, does not
count). A declared :class:`Boundary` (an op whose data a constant broadcasts to
a bigger shape, a reshape or transpose that moves elements) ends it too, and is
remembered so that a decline can say where the region stopped.

The cuts below give smaller candidates for the same output (which of them a
pass tries, and when, it declares): :func:`single_input_region` cuts a region
with more than one input, or an input that is not i8/i16 (a convolution's i32
accumulator feeding its requantize), to its largest tail computed from one
i8/i16 value of ``y``'s type; :func:`tails`, :func:`tails_after` and
:func:`prefixes` leave ops out at either end.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Operation, OpResult, SSAValue

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.evaluator import CATALOGUE, element_type
from lutdialect.evaluator.order import producers_first
from lutdialect.semantics.core import ElementType

from .liveness import Liveness

TABLE_TYPES = (ElementType.I8, ElementType.I16)
"""Element types a region may start from and end in."""


@dataclass(frozen=True)
class Region:
    """A candidate region: its ops (producers first), input and output."""

    ops: tuple[Operation, ...]
    input: SSAValue | None
    output: SSAValue
    inputs: tuple[SSAValue, ...]
    boundaries: tuple[tuple[Operation, Boundary], ...] = ()
    """Producers left out because a :class:`Boundary` applies to them (for remarks)."""
    shared: tuple[Operation, ...] = ()
    """Producers left out because a live user outside the region reads them."""


Constness = Callable[[SSAValue], bool]


def is_noop_reshape(op: Operation) -> bool:
    """A ``tosa.reshape`` to the shape it already has."""
    return isinstance(op, tosa.ReshapeOp) and op.input1.type == op.output.type


def varying_operands(op: Operation, constant: Constness) -> list[SSAValue]:
    if isinstance(op, tosa.ReshapeOp):
        return [] if constant(op.input1) else [op.input1]
    entry = CATALOGUE[type(op)]
    return [v for i, v in enumerate(op.operands) if i not in entry.parameters and not constant(v)]


def _shape(v: SSAValue) -> tuple[int, ...] | None:
    t = v.type
    return tuple(t.get_shape()) if isinstance(t, TensorType) else None


def broadcasts_data(op: Operation, constant: Constness) -> bool:
    """Whether the op's result is bigger than its data (a constant broadcasts it)."""
    out_shape = _shape(op.results[0])
    return any(_shape(v) != out_shape for v in varying_operands(op, constant))


@dataclass(frozen=True)
class Boundary:
    """A kind of op that ends a region, reported as ``guard``.

    A decline that the cut explains (the region has two inputs, or one op, because
    it stopped here) says ``the region stops at OP, <stops>``; ``alone`` is the
    remark for such an op visited as a candidate output itself, if it is one."""

    guard: str
    applies: Callable[[Operation, Constness], bool]
    stops: str
    alone: Callable[[Operation], str] | None = None


@dataclass(frozen=True)
class Admission:
    """Which producers may join a region: a ``member`` op, unless one of the
    ``boundaries`` applies to it."""

    member: Callable[[Operation, Constness], bool]
    boundaries: tuple[Boundary, ...]

    def boundary(self, op: Operation, constant: Constness) -> Boundary | None:
        return next((b for b in self.boundaries if b.applies(op, constant)), None)

    def admits(self, op: Operation, constant: Constness) -> bool:
        return self.member(op, constant) and self.boundary(op, constant) is None


def _pointwise_on_data(op: Operation, constant: Constness) -> bool:
    """A catalogue op (or a reshape that moves nothing) computing data: ops
    computing constants are folded, not fused."""
    if not (type(op) in CATALOGUE or is_noop_reshape(op)) or len(op.results) != 1:
        return False
    return not constant(op.results[0])


POINTWISE = Admission(
    member=_pointwise_on_data,
    boundaries=(
        Boundary(
            "broadcast",
            lambda op, constant: type(op) in CATALOGUE and broadcasts_data(op, constant),
            "whose constant operand broadcasts the data",
            alone=lambda op: (
                f"a constant operand broadcasts the data to {op.results[0].type}; "
                "one table cannot change the shape"
            ),
        ),
        Boundary(
            "shape-change",
            lambda op, _: (
                isinstance(op, tosa.ReshapeOp | tosa.TransposeOp) and not is_noop_reshape(op)
            ),
            "which changes the shape of the data",
        ),
    ),
)
"""The regions ``fuse-elementwise-lut`` fuses (a DyT chain is one): catalogue
ops on data. Per-channel constants are admitted here (the proof decides whether
every channel gives the same table); an op whose data a constant broadcasts to a
bigger shape, and one that moves elements, end the region."""


class RegionFacts:
    """What region growth reads of each op -- its varying operands, whether the
    admission takes it in or stops at it -- and each region grown, memoised for one
    pass application between rewrites.

    A pass visits every op bottom-up and grows a region from each, so without the
    memo each op of a chain is read again by every region that reaches it, and the
    region of an op's operand is grown for the op's cut (:func:`prefixes`) and
    again as that operand's own. An answer reads the op's operands and its results'
    uses, which only a rewrite changes (the table takes over the users of the value
    it replaces): the pass calls :meth:`clear` after every rewrite. Entries keep
    their ops and values alive, so none is confused with one created later."""

    def __init__(
        self, constant: Constness, liveness: Liveness, admission: Admission = POINTWISE
    ) -> None:
        self.constant = constant
        self.liveness = liveness
        self.admission = admission
        self._varying: dict[Operation, tuple[SSAValue, ...]] = {}
        self._boundary: dict[Operation, Boundary | None] = {}
        self._member: dict[Operation, bool] = {}
        self._grown: dict[tuple[SSAValue, bool], Region] = {}

    def varying(self, op: Operation) -> tuple[SSAValue, ...]:
        """:func:`varying_operands` of ``op``."""
        known = self._varying.get(op)
        if known is None:
            known = self._varying[op] = tuple(varying_operands(op, self.constant))
        return known

    def boundary(self, op: Operation) -> Boundary | None:
        """The admission's :meth:`~Admission.boundary` for ``op``."""
        if op in self._boundary:
            return self._boundary[op]
        found = self._boundary[op] = self.admission.boundary(op, self.constant)
        return found

    def member(self, op: Operation) -> bool:
        """The admission's ``member`` for ``op``."""
        known = self._member.get(op)
        if known is None:
            known = self._member[op] = self.admission.member(op, self.constant)
        return known

    def admits(self, op: Operation) -> bool:
        """The admission's :meth:`~Admission.admits` for ``op``."""
        return self.member(op) and self.boundary(op) is None

    def grow(self, output: SSAValue, *, through_shared: bool = False) -> Region:
        """:func:`grow_region` of ``output``."""
        key = (output, through_shared)
        known = self._grown.get(key)
        if known is None:
            known = self._grown[key] = self._grow(output, through_shared)
        return known

    def clear(self) -> None:
        """Forget what a rewrite may have changed: an op's varying operands (a
        rewrite hands a value's users to its replacement) and the regions grown.
        Whether an op is a member or a boundary stays: it reads the op's kind, the
        types of its operands and results and which are constants, none of which a
        rewrite changes (it replaces data by data of the same type)."""
        self._varying.clear()
        self._grown.clear()

    def after_rewrite(self, liveness: Liveness) -> RegionFacts:
        """A memo for the run that has rewritten, where this one is lent to it (see
        ``whole_graph.Pristine``): what :meth:`clear` keeps, copied, so that this one
        learns nothing of the rewritten graph."""
        facts = RegionFacts(self.constant, liveness, self.admission)
        facts._boundary = dict(self._boundary)
        facts._member = dict(self._member)
        return facts

    def _grow(self, output: SSAValue, through_shared: bool) -> Region:
        root = output.owner
        assert isinstance(root, Operation)
        liveness = self.liveness
        # Dicts, not sets: a set of ops iterates in the order of their addresses,
        # which differ from run to run and between a module and its copy.
        members: dict[Operation, None] = {root: None}
        worklist: list[Operation] = [root]
        waiting: dict[Operation, None] = {}
        """Producers with a live user outside the region so far; that user may still join."""
        boundaries: dict[Operation, Boundary] = {}

        def joins(producer: Operation) -> bool:
            return through_shared or all(
                use.operation in members or liveness.is_dead(use.operation)
                for r in producer.results
                for use in r.uses
            )

        while worklist:
            while worklist:
                op = worklist.pop()
                for v in self.varying(op):
                    producer = v.owner if isinstance(v, OpResult) else None
                    if (
                        producer is None
                        or producer in members
                        or producer.parent is not root.parent
                    ):
                        continue
                    if (boundary := self.boundary(producer)) is not None:
                        boundaries[producer] = boundary
                        continue
                    if not self.member(producer):
                        continue
                    if joins(producer):
                        members[producer] = None
                        worklist.append(producer)
                        waiting.pop(producer, None)
                    else:
                        waiting[producer] = None
            ready = [p for p in waiting if joins(p)]
            for producer in ready:
                members[producer] = None
                worklist.append(producer)
                del waiting[producer]
        return self._region_of(members, output, tuple(boundaries.items()), tuple(waiting))

    def _region_of(
        self,
        members: Collection[Operation],
        output: SSAValue,
        boundaries: tuple[tuple[Operation, Boundary], ...] = (),
        shared: tuple[Operation, ...] = (),
    ) -> Region:
        inputs: dict[SSAValue, None] = {}
        ordered = producers_first(members)
        for op in ordered:
            for v in self.varying(op):
                if not (isinstance(v, OpResult) and v.op in members):
                    inputs[v] = None
        only = next(iter(inputs)) if len(inputs) == 1 else None
        return Region(ordered, only, output, tuple(inputs), boundaries, shared)


def grow_region(
    output: SSAValue,
    constant: Constness,
    liveness: Liveness,
    *,
    through_shared: bool = False,
    admission: Admission = POINTWISE,
) -> Region:
    """The maximal region ending at ``output`` whose ops ``admission`` admits (see
    the module docstring); a pass grows its regions through its :class:`RegionFacts`.

    ``through_shared`` also takes in producers that are read outside the region:
    ``output`` is then still a function of the region's input, but those producers
    must stay for their other users (see :func:`removed_ops`)."""
    return RegionFacts(constant, liveness, admission).grow(output, through_shared=through_shared)


def downstream(region: Region, source: SSAValue, facts: RegionFacts) -> Region | None:
    """The part of ``region`` computed from ``source`` alone, if it reaches the output."""
    members: list[Operation] = []
    produced: set[SSAValue] = {source}
    for op in region.ops:
        varying = facts.varying(op)
        if varying and all(v in produced for v in varying):
            members.append(op)
            produced.update(op.results)
        elif any(v in produced for v in varying):
            return None  # a second input joins the data computed from ``source``
    if region.output not in produced or not members:
        return None
    return Region(tuple(members), source, region.output, (source,))


def single_input_region(region: Region, facts: RegionFacts) -> Region:
    """``region`` itself if it has one usable input; else its largest tail that is a
    function of one i8/i16 value of the output's type (cutting, e.g., the i32 -> i8
    requantize that feeds an activation from a convolution)."""
    if len(region.inputs) == 1 and element_type(region.inputs[0].type) in TABLE_TYPES:
        return region
    return next(tails(region, region.ops, facts), region)


def tails(region: Region, sources: Sequence[Operation], facts: RegionFacts) -> Iterator[Region]:
    """The tails of ``region`` computed from the first result of each of ``sources``
    (in order, so the largest first) that has the output's type and alone computes
    the output."""
    for op in sources:
        source = op.results[0]
        if source.type != region.output.type or source is region.output:
            continue
        if (tail := downstream(region, source, facts)) is not None:
            yield tail


def tails_after(region: Region, culprit: Operation, facts: RegionFacts) -> Iterator[Region]:
    """The tails of ``region`` computed from a value (of the output's type) that
    ``culprit`` or an op after it produces, so that ``culprit`` is left out."""
    ops = list(region.ops)
    if culprit in ops:
        yield from tails(region, ops[ops.index(culprit) :], facts)


def prefixes(region: Region, facts: RegionFacts) -> Iterator[Region]:
    """The sub-region of ``region`` that ends at the data operand of its last op,
    when that operand has the input's type: the last op is kept (an NPU may run it
    in the output stage of the table), the rest becomes the table.

    Only the last op is ever kept: a second run then sees the table and that op,
    which the same cost judgement declines again, so the choice is stable."""
    root = region.output.owner
    if region.input is None or not isinstance(root, Operation):
        return
    varying = facts.varying(root)
    if len(varying) != 1 or varying[0].type != region.input.type:
        return
    inside = set(region.ops)
    sub = facts.grow(varying[0])
    if all(o in inside for o in sub.ops) and sub.inputs == (region.input,):
        yield sub


def removed_ops(region: Region, liveness: Liveness) -> tuple[Operation, ...]:
    """The ops of ``region`` that replacing its output makes dead (producers first):
    the output's op, and every op all of whose live users are removed."""
    root = region.output.owner
    removed: set[Operation] = set()
    for op in reversed(region.ops):
        users = [u for r in op.results for u in liveness.live_users(r)]
        if op is root or all(u in removed for u in users):
            removed.add(op)
    return tuple(op for op in region.ops if op in removed)


class BlockOrder:
    """Whether one op comes before another in their block, from positions taken
    once per block (ops created later have none, and count as unknown)."""

    def __init__(self) -> None:
        self._position: dict[Operation, int] = {}
        self._blocks: set[object] = set()

    def before(self, a: Operation, b: Operation) -> bool:
        """``a`` is known to come before ``b`` in the same block."""
        block = b.parent_block()
        if block is None or a.parent_block() is not block:
            return False
        if block not in self._blocks:
            self._blocks.add(block)
            self._position.update((op, i) for i, op in enumerate(block.ops))
        pa, pb = self._position.get(a), self._position.get(b)
        return pa is not None and pb is not None and pa < pb
