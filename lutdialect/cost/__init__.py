"""The NPU cost model both passes consult before they rewrite.

Fewer TOSA ops is not fewer NPU cycles: an NPU compiler such as Vela runs a
rescale, clamp or table in the output stage of the op before it, so the chain a
table replaces may already be one pass. A candidate rewrite is described by a
:class:`Rewrite` (the region's ops, still in the IR, so their producers and users
can be inspected) and judged per target by :func:`judge`; the pass rewrites only
when the judgement is profitable, and quotes its ``reason`` in the decline remark.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from xdsl.ir import Operation, SSAValue

from lutdialect.cost import ethos_u
from lutdialect.cost.steps import Constness, StepFacts, data_ops
from lutdialect.evaluator import is_constant

TARGETS: tuple[str, ...] = ("generic", "ethos-u", "ethos-u55-128", "ethos-u85-256")
"""``generic``: fewer full-tensor passes; ``ethos-u55-128`` / ``ethos-u85-256``: that
NPU's modelled cost; ``ethos-u`` (the default): cheaper on one Ethos-U target and
no dearer on the other."""

DEFAULT_TARGET = "ethos-u"

TableKind = Literal["i8", "i16"]
"""``i8``: one 256-entry TABLE; ``i16``: a 513-entry TABLE plus its RESCALE to i16."""


@dataclass(frozen=True)
class Rewrite:
    """A candidate: the region's ops (producers first, still in the IR), its single
    data input and output, and the table that would replace it."""

    ops: Sequence[Operation]
    input: SSAValue
    output: SSAValue
    table: TableKind


@dataclass(frozen=True)
class Judgement:
    """The modelled cost of a candidate before and after, on one target (or, for
    ``ethos-u``, the sum over its ``parts``)."""

    target: str
    before: float
    after: float
    unit: str
    """``passes`` or ``cycles``."""
    parts: tuple[Judgement, ...] = ()
    """Per-target judgements a combined target is made of."""

    @property
    def profitable(self) -> bool:
        if self.parts:
            no_dearer = all(p.after <= p.before for p in self.parts)
            return no_dearer and any(p.profitable for p in self.parts)
        return self.after < self.before

    @property
    def gain(self) -> float:
        return self.before - self.after

    @property
    def reason(self) -> str:
        """Why the candidate is declined, naming the target that decides it."""
        culprit = next((p for p in self.parts if p.after > p.before), None)
        if culprit is not None:
            return culprit.reason
        return (
            f"not profitable on {self.target}: {self.before:g} {self.unit} before, "
            f"{self.after:g} after"
        )


def validate_target(target: str) -> str:
    """``target`` if known; else a ``ValueError`` naming the known ones."""
    if target not in TARGETS:
        raise ValueError(f"unknown target '{target}' (expected one of: {', '.join(TARGETS)})")
    return target


def _passes_after(table: TableKind) -> int:
    return 1 if table == "i8" else 2


_NPUS = {
    "ethos-u55-128": (ethos_u.u55_before, ethos_u.u55_after),
    "ethos-u85-256": (ethos_u.u85_before, ethos_u.u85_after),
}


def _npu(region: ethos_u.Region, target: str) -> Judgement:
    before, after = _NPUS[target]
    modelled = after(region) * (1 + ethos_u.MARGIN)
    return Judgement(target, round(before(region)), round(modelled), "cycles")


class CostMemo:
    """What the cost model keeps between the judgements of one pass application:
    each op's steps (:class:`~.steps.StepFacts`) and the judgement of each rewrite
    already judged (candidates of neighbouring outputs overlap: the region without
    its last op is the region of that op's operand).

    A judgement reads the IR around the rewrite (its ops' producers and users, the
    constants), which only a rewrite changes: the pass calls :meth:`clear` after
    every rewrite, and between rewrites an answer stays right. Entries keep their
    ops and values alive, so none is confused with one created later."""

    def __init__(self) -> None:
        self.steps = StepFacts()
        self._judged: dict[tuple[object, ...], Judgement] = {}

    def judge(self, rewrite: Rewrite, target: str, constant: Constness) -> Judgement:
        key = (tuple(rewrite.ops), rewrite.input, rewrite.output, rewrite.table, target)
        known = self._judged.get(key)
        if known is None:
            if target in _NPUS or target == "generic":
                known = _judge(rewrite, target, constant, self.steps)
            else:
                # Each NPU's part remembered on its own: the runs of a plan that judge
                # for one NPU and for both (see ``whole_graph.Pristine``) share them;
                # the steps the parts derive are read from :attr:`steps`.
                parts = tuple(self.judge(rewrite, t, constant) for t in _NPUS)
                before = sum(p.before for p in parts)
                after = sum(p.after for p in parts)
                known = Judgement(target, before, after, "cycles", parts)
            self._judged[key] = known
        return known

    def clear(self) -> None:
        self.steps.clear()
        self._judged.clear()


def judge(
    rewrite: Rewrite,
    target: str = DEFAULT_TARGET,
    constant: Constness = is_constant,
    memo: CostMemo | None = None,
) -> Judgement:
    """The modelled before/after cost of ``rewrite`` on ``target``.

    ``generic`` counts full-tensor passes (one per op of the region against the
    table's one or two); ``ethos-u55-128`` and ``ethos-u85-256`` model Vela 5.2's
    cycles (``docs/cost-model.md``); ``ethos-u`` is profitable when the rewrite is
    cheaper on one of them and no dearer on the other. ``constant`` says which
    values are constants (a pass passes its memo of :func:`is_constant`), and
    ``memo`` is the pass's :class:`CostMemo`.
    """
    validate_target(target)
    return (memo if memo is not None else CostMemo()).judge(rewrite, target, constant)


def _judge(rewrite: Rewrite, target: str, constant: Constness, facts: StepFacts) -> Judgement:
    """The judgement for ``generic`` or one NPU (a target of several is judged from
    its NPUs' by :meth:`CostMemo.judge`)."""
    ops = data_ops(rewrite.ops, rewrite.input, constant)
    if target == "generic":
        return Judgement(target, len(ops), _passes_after(rewrite.table), "passes")
    region = ethos_u.Region(
        ops, rewrite.input, rewrite.output, rewrite.table == "i16", constant, facts
    )
    return _npu(region, target)


def cheapest(
    candidates: Iterable[Rewrite], target: str = DEFAULT_TARGET, constant: Constness = is_constant
) -> tuple[Rewrite, Judgement] | None:
    """Of several rewrites of overlapping ops (which ops go into the table, whether to
    keep an op the table can fuse into), the profitable one with the largest modelled
    gain, or ``None`` when none is profitable."""
    judged = [(c, judge(c, target, constant)) for c in candidates]
    profitable = [(c, j) for c, j in judged if j.profitable]
    return max(profitable, key=lambda cj: cj[1].gain, default=None)
