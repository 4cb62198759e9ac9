"""Prove two TOSA graphs equal on the official reference model.

A rewrite is only as trustworthy as the evidence that it changed nothing, so
:func:`verify_graphs` runs both graphs on the same inputs through the TOSA
reference model (the oracle, not lutdialect's own evaluator) and compares every
output bit for bit. Which inputs those are -- every code of a single i8/i16 input
where that is affordable, else extremes and seeded random inputs -- is planned in
:mod:`lutdialect.verify_inputs`, within :data:`WORK_BUDGET`.

For int16 outputs a difference is measured, not only found: the verdict carries
the largest difference in output codes over every checked input (what
``int16-max-error`` is meant to bound). Graphs are read through
:mod:`lutdialect.io`; everything here needs ``tosa-tools`` to run the oracle.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp
from xdsl.ir import IRNode, SSAValue
from xdsl.utils.exceptions import VerifyException

from lutdialect.io.context import context
from lutdialect.io.errors import GraphError
from lutdialect.io.graph import LoadedGraph, functions, read_graph, serialize, tosa_io
from lutdialect.io.mlir import parse_mlir
from lutdialect.reference import (
    GraphStatus,
    ReferenceError,
    ReferenceResult,
    ReferenceUnavailable,
    Signature,
    native_output_silenced,
    run_graph,
)
from lutdialect.verify_inputs import Case, Plan, Tensor, plan, plural, tensors

__all__ = [
    "GraphSource",
    "Mismatch",
    "VerifyResult",
    "VerifyStatus",
    "plural",
    "verify_graphs",
]


GraphSource = Path | str | bytes | ModuleOp | LoadedGraph
"""A file (``Path``), MLIR text (``str``), a flatbuffer (``bytes``) or a module."""

WORK_BUDGET = 1 << 27
"""Input elements x ops that the 256 runs of a per-position i8 check may cost; above
it the codes are tiled over the input once and random inputs are added."""


class VerifyStatus(enum.Enum):
    """Verdict of :func:`verify_graphs`; the value is the command's exit status."""

    EQUAL = 0
    DIFFERENT = 1
    INVALID = 2  # a graph is invalid, or the original is unpredictable on a checked input


@dataclass(frozen=True)
class Mismatch:
    """The first differing output element, with what produced it."""

    function: str
    output: int
    position: tuple[int, ...]
    before: object
    after: object
    input_code: int | None
    """The input code at ``position`` when the graph has one input of the output's
    shape (a point-wise graph), else None."""
    case: str
    differing: int
    inputs: tuple[npt.NDArray[Any], ...]
    before_output: npt.NDArray[Any]
    after_output: npt.NDArray[Any]

    def describe(self) -> str:
        code = f" for input code {self.input_code}" if self.input_code is not None else ""
        where = list(self.position)
        return (
            f"@{self.function} output {self.output} differs at {where}{code} ({self.case}): "
            f"before {self.before}, after {self.after}; "
            f"{self.differing} of {self.before_output.size} elements differ"
        )


@dataclass(frozen=True)
class VerifyResult:
    """Outcome of :func:`verify_graphs`: a verdict, a one-line reason and the
    coverage achieved (what was run, and whether it is exhaustive)."""

    status: VerifyStatus
    message: str
    coverage: tuple[str, ...] = ()
    runs: int = 0
    exhaustive: bool = False
    """Every code of each function's single i8/i16 input was run (see docs/verify.md
    for when that is a proof)."""
    mismatch: Mismatch | None = None
    max_difference: int | None = None
    """The largest difference, in output codes, over every checked input, when
    the graphs have int16 outputs (``None`` otherwise): 0 for equal graphs, and for
    different ones how far apart they are, not only that they are."""

    @property
    def ok(self) -> bool:
        return self.status is VerifyStatus.EQUAL

    @property
    def exit_code(self) -> int:
        return self.status.value


# --------------------------------------------------------------------------- #
# Running and comparing
# --------------------------------------------------------------------------- #


def _differs(a: npt.NDArray[Any], b: npt.NDArray[Any]) -> npt.NDArray[np.bool_]:
    """Element-wise "not bit-identical" (floats: any two NaNs count as equal)."""
    if a.dtype.kind in "biu":
        return a != b
    width = np.dtype(f"u{a.dtype.itemsize}")
    both_nan = np.isnan(a.astype(np.float64)) & np.isnan(b.astype(np.float64))
    return (a.view(width) != b.view(width)) & ~both_nan


@dataclass(frozen=True)
class _Function:
    """One function to run: its name, flatbuffer and signature."""

    name: str
    blob: bytes | ReferenceError
    inputs: tuple[Tensor, ...]
    outputs: tuple[Tensor, ...]
    ops: int
    op: FuncOp


def _load(source: GraphSource, ctx: Context, tosa: str | None) -> LoadedGraph:
    if isinstance(source, LoadedGraph):
        return source
    if isinstance(source, ModuleOp):
        return LoadedGraph(source)
    if isinstance(source, Path):
        return read_graph(source, ctx, tosa=tosa)
    if isinstance(source, bytes):
        return LoadedGraph(tosa_io(tosa).read(source, ctx, "<flatbuffer>", None), source)
    if "func.func" not in source:
        raise GraphError("MLIR text without a func.func (pass a pathlib.Path to read a file)")
    return LoadedGraph(parse_mlir(source, ctx))


def _prepare(graph: LoadedGraph, role: str, tosa: str | None) -> list[_Function] | str:
    """The graph's functions ready to run, or why the graph is invalid."""
    try:
        graph.module.verify()
    except VerifyException as e:
        return f"the {role} graph is invalid: {str(e).strip().splitlines()[0]}"
    funcs = functions(graph.module)
    if not funcs:
        return f"the {role} graph has no function"
    prepared: list[_Function] = []
    for f in funcs:
        where = f"{role} @{f.sym_name.data}"
        if graph.flatbuffer is not None and len(funcs) == 1:
            blob: bytes | ReferenceError = graph.flatbuffer
        else:
            alone = graph.module if len(funcs) == 1 else _module_of(graph.module, f)
            try:
                blob = serialize(alone, what=f"the {role} graph @{f.sym_name.data}", tosa=tosa)
            except ReferenceUnavailable:
                raise
            except ReferenceError as e:
                blob = e
        ft = f.function_type
        prepared.append(
            _Function(
                f.sym_name.data,
                blob,
                tensors(ft.inputs.data, where),
                tensors(ft.outputs.data, where),
                sum(1 for _ in f.walk()),
                f,
            )
        )
    return prepared


def _module_of(module: ModuleOp, f: FuncOp) -> ModuleOp:
    """A module holding a copy of ``f`` only, with the module's attributes."""
    return ModuleOp([f.clone()], attributes=dict(module.attributes))


def _pair(
    before: list[_Function], after: list[_Function]
) -> list[tuple[_Function, _Function]] | str:
    if len(before) == 1 and len(after) == 1:
        return [(before[0], after[0])]
    names_b, names_a = [f.name for f in before], [f.name for f in after]
    if sorted(names_b) != sorted(names_a):
        return f"the graphs define different functions: {names_b} vs {names_a}"
    by_name = {f.name: f for f in after}
    return [(f, by_name[f.name]) for f in before]


Progress = Callable[[int, int, str], None]
"""``progress(done, total, label)``, called after every reference-model run."""

UNCHANGED = "unchanged (the rewritten function is the original: no reference run)"
"""The coverage of a function :func:`verify_graphs` does not run (``skip_unchanged``)."""


def _unchanged() -> Plan:
    return Plan(UNCHANGED, 0, False, lambda: iter(()))


def verify_graphs(
    before: GraphSource,
    after: GraphSource,
    *,
    samples: int = 32,
    seed: int = 0,
    budget: int = WORK_BUDGET,
    progress: Progress | None = None,
    tosa: str | None = None,
    skip_unchanged: bool = False,
) -> VerifyResult:
    """Prove ``after`` computes what ``before`` computes, on the reference model.

    Functions are paired by name (or the only one with the only one). Raises
    :class:`GraphError` when a graph cannot be read and
    :class:`~lutdialect.reference.ReferenceUnavailable` without ``tosa-tools``;
    every other problem is a verdict (see :class:`VerifyStatus`). ``tosa`` names the
    ``.tosa`` reader/writer (:data:`~lutdialect.io.graph.TOSA_IO`, default the first).

    ``skip_unchanged`` (what ``fold --verify`` asks for) takes a function that is
    structurally the same in both graphs as equal without running it: a rewrite
    that changed nothing cannot have changed the result, even where the original
    is unpredictable. Without it, such a function is run like any other (``verify A
    A`` still says whether ``A`` is predictable).
    """
    ctx = context()
    loaded_b, loaded_a = _load(before, ctx, tosa), _load(after, ctx, tosa)
    funcs_b = _prepare(loaded_b, "original", tosa)
    funcs_a = _prepare(loaded_a, "rewritten", tosa)
    for funcs in (funcs_b, funcs_a):
        if isinstance(funcs, str):
            return VerifyResult(VerifyStatus.INVALID, funcs)
    assert not isinstance(funcs_b, str) and not isinstance(funcs_a, str)
    pairs = _pair(funcs_b, funcs_a)
    if isinstance(pairs, str):
        return VerifyResult(VerifyStatus.DIFFERENT, pairs)
    for fb, fa in pairs:
        if (fb.inputs, fb.outputs) != (fa.inputs, fa.outputs):
            return VerifyResult(
                VerifyStatus.DIFFERENT,
                f"@{fb.name}: signatures differ: {_signature(fb)} vs {_signature(fa)}",
            )
        for f, role in ((fb, "original"), (fa, "rewritten")):
            if isinstance(f.blob, ReferenceError):
                return VerifyResult(VerifyStatus.INVALID, f"the {role} graph is invalid: {f.blob}")
    changed = [not (skip_unchanged and _same(fb.op, fa.op)) for fb, fa in pairs]
    plans = [
        plan(fb.inputs, fb.ops, samples, seed, budget) if run else _unchanged()
        for (fb, _), run in zip(pairs, changed, strict=True)
    ]
    total = sum(p.runs for p in plans)
    coverage = tuple(f"@{fb.name}: {p.coverage}" for (fb, _), p in zip(pairs, plans, strict=True))
    measured = any(_measures(fb) for fb, _ in pairs)
    largest = 0
    done = 0
    for (fb, fa), planned in zip(pairs, plans, strict=True):
        first: tuple[VerifyStatus, str, Mismatch | None] | None = None
        for case in planned.cases():
            verdict, difference = _compare(fb, fa, case)
            largest = max(largest, difference)
            done += 1
            if progress is not None:
                progress(done, total, f"verify @{fb.name}")
            if verdict is None:
                continue
            if first is None:
                first = verdict
            # An int16 difference is measured over every input; anything else stops here.
            if not (_measures(fb) and verdict[2] is not None):
                break
        if first is not None:
            status, message, mismatch = first
            if measured and mismatch is not None:
                message += f"; largest difference {plural(largest, 'code')}"
            return VerifyResult(
                status, message, coverage, done, False, mismatch, largest if measured else None
            )
    exhaustive = any(changed) and all(
        p.exhaustive for p, run in zip(plans, changed, strict=True) if run
    )
    if not any(changed):
        message = UNCHANGED if len(pairs) == 1 else f"{plural(len(pairs), 'function')} {UNCHANGED}"
    elif len(pairs) == 1:
        message = f"equal on {coverage[0]}"
    else:
        message = f"equal on {plural(len(pairs), 'function')} ({plural(done, 'run')})"
    return VerifyResult(
        VerifyStatus.EQUAL, message, coverage, done, exhaustive, None, 0 if measured else None
    )


def _same(before: FuncOp, after: FuncOp) -> bool:
    """Whether two functions are the same IR (ops, attributes, constants, types),
    wherever they sit: xDSL compares an op's parent too, so the two blocks are
    paired up front."""
    known: dict[IRNode | SSAValue, IRNode | SSAValue] = {}
    if before.parent is not None and after.parent is not None:
        known[before.parent] = after.parent
    return before.is_structurally_equivalent(after, known)


def _measures(f: _Function) -> bool:
    """Whether differences of ``f``'s outputs are measured in codes (int16 outputs)."""
    return bool(f.outputs) and all(t.element == "i16" for t in f.outputs)


def _signature(f: _Function) -> str:
    ins, outs = ", ".join(map(str, f.inputs)), ", ".join(map(str, f.outputs))
    return f"({ins}) -> ({outs})"


def _run(f: _Function, case: Case) -> ReferenceResult | str:
    assert isinstance(f.blob, bytes)
    signature = Signature(
        tuple((t.shape, t.element) for t in f.inputs),
        tuple((t.shape, t.element) for t in f.outputs),
    )
    try:
        with native_output_silenced():
            return run_graph(f.blob, list(case.inputs), signature=signature, isolated=True)
    except ReferenceUnavailable:
        raise
    except ReferenceError as e:
        return str(e)


def _difference(ob: npt.NDArray[Any], oa: npt.NDArray[Any]) -> int:
    """Largest absolute difference of two integer outputs, in codes."""
    if ob.dtype.kind not in "iu" or ob.size == 0:
        return 0
    return int(np.abs(ob.astype(np.int64) - oa.astype(np.int64)).max())


Verdict = tuple[VerifyStatus, str, Mismatch | None]


def _compare(fb: _Function, fa: _Function, case: Case) -> tuple[Verdict | None, int]:
    """The verdict on ``case`` (None when both graphs agree) and the largest
    difference of their integer outputs on it, in codes."""
    verdict, outputs = _judge(fb, fa, case)
    if outputs is None:
        return verdict, 0
    ob, oa = outputs
    return verdict, max(
        (_difference(b, a) for b, a in zip(ob, oa, strict=True) if b.shape == a.shape),
        default=0,
    )


def _failed(
    run: ReferenceResult | str,
    which: str,
    where: str,
    unpredictable: VerifyStatus,
    consequence: str,
) -> Verdict | None:
    """The verdict when ``run`` (of the ``which`` graph) failed or was unpredictable."""
    if isinstance(run, str) or run.status is GraphStatus.ERROR:
        why = run if isinstance(run, str) else "the reference model reports an ERROR_IF"
        return VerifyStatus.INVALID, f"the {which} graph is invalid {where}: {why}", None
    if run.status is GraphStatus.UNPREDICTABLE:
        what = f"the {which} graph is unpredictable (a REQUIRE fails) {where}{consequence}"
        return unpredictable, what, None
    return None


def _judge(
    fb: _Function, fa: _Function, case: Case
) -> tuple[Verdict | None, tuple[list[npt.NDArray[Any]], list[npt.NDArray[Any]]] | None]:
    """None when both graphs agree on ``case``, else the verdict; with both
    outputs when the two runs were valid."""
    where = f"@{fb.name} on {case.label}"
    rb, ra = _run(fb, case), _run(fa, case)
    failed = _failed(
        rb, "original", where, VerifyStatus.INVALID, "; there is nothing to be equal to"
    )
    failed = failed or _failed(
        ra, "rewritten", where, VerifyStatus.DIFFERENT, ", the original is valid"
    )
    if failed is not None:
        return failed, None
    assert not isinstance(rb, str) and not isinstance(ra, str)
    outputs = (rb.outputs, ra.outputs)
    for k, (ob, oa) in enumerate(zip(rb.outputs, ra.outputs, strict=True)):
        if ob.shape != oa.shape or ob.dtype != oa.dtype:
            return (
                VerifyStatus.DIFFERENT,
                f"@{fb.name} output {k}: {ob.dtype}{list(ob.shape)} vs {oa.dtype}{list(oa.shape)}",
                None,
            ), None
        diff = _differs(ob, oa)
        if diff.any():
            position = tuple(int(i) for i in np.unravel_index(int(np.argmax(diff)), diff.shape))
            x = case.inputs[0] if len(case.inputs) == 1 else None
            pointwise = x is not None and x.dtype.kind in "iu" and x.shape == ob.shape
            code = int(x[position]) if x is not None and pointwise else None
            mismatch = Mismatch(
                fb.name,
                k,
                position,
                ob[position].item(),
                oa[position].item(),
                code,
                case.label,
                int(diff.sum()),
                case.inputs,
                ob,
                oa,
            )
            return (VerifyStatus.DIFFERENT, mismatch.describe(), mismatch), outputs
    return None, outputs
