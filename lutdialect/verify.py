"""Prove two TOSA graphs equal on the official reference model.

A rewrite is only as trustworthy as the evidence that it changed nothing, so
:func:`verify_graphs` runs both graphs on the same inputs through the TOSA
reference model (the oracle, not lutdialect's own evaluator) and compares every
output bit for bit:

* one i8 input: every code at every position (256 runs, each position sees each
  code once) when 256 runs of the graph fit :data:`WORK_BUDGET`;
* otherwise one i8 or i16 input: every code (all 65,536 for i16) tiled over the
  input in as few runs as possible, plus seeded random inputs;
* anything else: the all-minimum and all-maximum inputs plus seeded random ones.

It also reads and writes graph files (``.tosa`` flatbuffers through ``tosa-opt``,
``.mlir`` text through xDSL) for the ``lutdialect`` command. Everything here needs
``tosa-tools`` only when a flatbuffer is read, written or run.
"""

from __future__ import annotations

import contextlib
import enum
import importlib
import math
import os
import sys
import tempfile
from collections.abc import Callable, Generator, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
from xdsl.context import Context
from xdsl.dialects.builtin import Builtin, ModuleOp, TensorType
from xdsl.dialects.func import Func, FuncOp
from xdsl.parser import Parser
from xdsl.utils.exceptions import ParseError, VerifyException

from lutdialect import reference
from lutdialect.dialects.tosa import TOSA
from lutdialect.reference import (
    GraphStatus,
    ReferenceError,
    ReferenceResult,
    ReferenceUnavailable,
    numpy_dtype,
    run_graph,
)

__all__ = [
    "GRAPH_SUFFIXES",
    "GraphError",
    "GraphSource",
    "LoadedGraph",
    "Mismatch",
    "VerifyResult",
    "VerifyStatus",
    "context",
    "deserialize",
    "functions",
    "graph_suffix",
    "parse_mlir",
    "plural",
    "read_graph",
    "serialize",
    "verify_graphs",
    "write_graph",
]

GRAPH_SUFFIXES = (".tosa", ".mlir")


WORK_BUDGET = 1 << 27
"""Input elements x ops that the 256 runs of a per-position i8 check may cost; above
it the codes are tiled over the input once and random inputs are added."""


def plural(n: int, noun: str) -> str:
    """``plural(1, "run") == "1 run"``, ``plural(2, "run") == "2 runs"``."""
    return f"{n} {noun}{'' if n == 1 else 's'}"


class GraphError(Exception):
    """A graph file cannot be read, parsed or written; the message is one line."""


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

    @property
    def ok(self) -> bool:
        return self.status is VerifyStatus.EQUAL

    @property
    def exit_code(self) -> int:
        return self.status.value


# --------------------------------------------------------------------------- #
# Reading and writing graph files
# --------------------------------------------------------------------------- #


def context() -> Context:
    """An xDSL context that parses what ``tosa-opt`` prints: builtin, func, TOSA."""
    ctx = Context()
    for dialect in (Builtin, Func, TOSA):
        ctx.load_dialect(dialect)
    return ctx


@dataclass(frozen=True)
class LoadedGraph:
    """A parsed graph and, when it was read from a flatbuffer, those exact bytes
    (so verification runs the file itself, not a re-serialisation of it)."""

    module: ModuleOp
    flatbuffer: bytes | None = None


GraphSource = Path | str | bytes | ModuleOp | LoadedGraph
"""A file (``Path``), MLIR text (``str``), a flatbuffer (``bytes``) or a module."""


def graph_suffix(path: Path) -> str:
    """``.tosa`` or ``.mlir``; anything else is a :class:`GraphError`."""
    suffix = path.suffix.lower()
    if suffix not in GRAPH_SUFFIXES:
        raise GraphError(f"{path}: unknown graph format '{path.suffix}' (expected .tosa or .mlir)")
    return suffix


def deserialize(blob: bytes, name: str = "<flatbuffer>") -> str:
    """A TOSA flatbuffer as MLIR text; an unreadable one is a :class:`GraphError`."""
    if blob[4:8] != b"TOSA":
        raise GraphError(f"{name}: not a TOSA flatbuffer (no TOSA file identifier)")
    try:
        return reference.deserialize(blob, what=name)
    except ReferenceUnavailable:
        raise
    except ReferenceError as e:
        raise GraphError(f"{name}: unreadable TOSA flatbuffer ({e})") from e


def parse_mlir(text: str, ctx: Context, name: str = "<text>") -> ModuleOp:
    """Parse MLIR text; a syntax error becomes a one-line :class:`GraphError`."""
    try:
        return Parser(ctx, text, name).parse_module()
    except ParseError as e:
        raise GraphError(f"{e.span.get_location()}: {e.msg}") from e


def read_graph(path: Path, ctx: Context | None = None) -> LoadedGraph:
    """Read a ``.tosa`` or ``.mlir`` file into an xDSL module (not yet verified)."""
    suffix = graph_suffix(path)
    if not path.is_file():
        raise GraphError(f"{path}: no such file")
    ctx = ctx or context()
    if suffix == ".mlir":
        try:
            text = path.read_text()
        except UnicodeDecodeError as e:
            raise GraphError(f"{path}: not MLIR text ({e.reason})") from e
        return LoadedGraph(parse_mlir(text, ctx, str(path)))
    blob = path.read_bytes()
    return LoadedGraph(parse_mlir(deserialize(blob, str(path)), ctx, str(path)), blob)


def functions(module: ModuleOp) -> list[FuncOp]:
    """The module's top-level function definitions, in order."""
    return [op for op in module.ops if isinstance(op, FuncOp) and not op.is_declaration]


def serialize(module: ModuleOp, *, what: str = "the graph") -> bytes:
    """A single-function module as a TOSA flatbuffer that keeps the
    ``tosa.tensor_name`` of its arguments and results (and the module's own
    ``tosa.target_env`` when it has one)."""
    count = len(functions(module))
    if count != 1:
        raise GraphError(f"a .tosa flatbuffer holds one function, {what} has {count}")
    return reference.serialize(
        module,
        attach_target="tosa.target_env" not in module.attributes,
        retain_names=True,
        what=what,
    )


def write_graph(module: ModuleOp, path: Path, *, flatbuffer: bytes | None = None) -> None:
    """Write ``module`` as ``.tosa`` or ``.mlir`` (by suffix), atomically: a failure
    never leaves a partial file behind. ``flatbuffer``, when given, is the module
    already serialised (e.g. the very bytes that were verified)."""
    suffix = graph_suffix(path)
    if not path.parent.is_dir():
        raise GraphError(f"{path}: directory {path.parent} does not exist")
    if suffix == ".mlir":
        data = (str(module) + "\n").encode()
    else:
        data = flatbuffer if flatbuffer is not None else serialize(module, what=str(path))
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


# --------------------------------------------------------------------------- #
# Inputs to run
# --------------------------------------------------------------------------- #


@dataclass(frozen=True)
class _Tensor:
    shape: tuple[int, ...]
    element: str

    def __str__(self) -> str:
        return f"tensor<{''.join(f'{d}x' for d in self.shape)}{self.element}>"


def _tensors(types: Sequence[Any], where: str) -> tuple[_Tensor, ...]:
    out: list[_Tensor] = []
    for t in types:
        if not isinstance(t, TensorType):
            raise GraphError(f"{where}: {t} is not a ranked tensor")
        shape = tuple(int(d) for d in t.get_shape())  # pyright: ignore[reportUnknownMemberType,reportUnknownArgumentType,reportUnknownVariableType]
        if any(d < 0 for d in shape):
            raise GraphError(f"{where}: dynamic shape {t} cannot be fed to the reference model")
        element = str(t.element_type)  # pyright: ignore[reportUnknownMemberType,reportUnknownArgumentType]
        try:
            numpy_dtype(element)
        except ValueError as e:
            raise GraphError(f"{where}: {e}") from e
        out.append(_Tensor(shape, element))
    return tuple(out)


@dataclass(frozen=True)
class _Case:
    inputs: tuple[npt.NDArray[Any], ...]
    label: str


@dataclass(frozen=True)
class _Plan:
    coverage: str
    runs: int
    exhaustive: bool
    cases: Callable[[], Iterator[_Case]]


_CODE_BITS = {"i8": 8, "i16": 16}


def _exhaustive(spec: _Tensor, ops: int, samples: int, seed: int, budget: int) -> _Plan:
    """Every code of a single i8/i16 input: at every position when the graph is
    cheap enough to run 256 times, else tiled over the input plus random inputs."""
    bits = _CODE_BITS[spec.element]
    codes, size = 1 << bits, math.prod(spec.shape)
    dtype = numpy_dtype(spec.element)
    positions = np.arange(size, dtype=np.int64)
    per_position = bits == 8 and codes * size * ops <= budget
    runs = codes if per_position else -(-codes // size)

    def cases() -> Iterator[_Case]:
        for r in range(runs):
            offset = r if per_position else r * size
            x = ((positions + offset) % codes - codes // 2).astype(dtype).reshape(spec.shape)
            yield _Case((x,), f"exhaustive run {r + 1} of {runs}")
        if not per_position:
            yield from _random_cases([spec], samples, seed)

    if per_position:
        coverage = f"every {spec.element} code at every position ({plural(runs, 'run')})"
        return _Plan(coverage, runs, True, cases)
    coverage = (
        f"every {spec.element} code, tiled over {spec} ({plural(runs, 'run')}), "
        f"+ {plural(samples, 'random input')} (seed {seed})"
    )
    return _Plan(coverage, runs + samples, True, cases)


def _extremes(dtype: np.dtype[Any]) -> tuple[Any, Any]:
    if dtype.kind == "b":
        return False, True
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        return info.min, info.max
    # ml_dtypes' finfo also covers bf16/fp8 (it comes with tosa-tools).
    finfo = importlib.import_module("ml_dtypes").finfo(dtype)
    return finfo.min, finfo.max


def _random(spec: _Tensor, rng: np.random.Generator) -> npt.NDArray[Any]:
    dtype = numpy_dtype(spec.element)
    if dtype.kind == "b":
        return rng.integers(0, 2, spec.shape).astype(np.bool_)
    if dtype.kind in "iu":
        low, high = _extremes(dtype)
        return rng.integers(low, high, spec.shape, dtype=np.int64, endpoint=True).astype(dtype)
    return (rng.standard_normal(spec.shape) * 4).astype(dtype)


def _random_cases(specs: Sequence[_Tensor], samples: int, seed: int) -> Iterator[_Case]:
    rng = np.random.default_rng(seed)
    for k in range(samples):
        yield _Case(tuple(_random(s, rng) for s in specs), f"random sample {k + 1} (seed {seed})")


def _sampled(specs: Sequence[_Tensor], samples: int, seed: int) -> _Plan:
    """All inputs at their minimum, at their maximum, then seeded random inputs."""
    dtypes = [numpy_dtype(s.element) for s in specs]

    def cases() -> Iterator[_Case]:
        for i, label in enumerate(("all inputs at their minimum", "all inputs at their maximum")):
            yield _Case(
                tuple(
                    np.full(s.shape, _extremes(d)[i], d) for s, d in zip(specs, dtypes, strict=True)
                ),
                label,
            )
        yield from _random_cases(specs, samples, seed)

    coverage = f"extremes + {plural(samples, 'random input')} (seed {seed})"
    return _Plan(coverage, samples + 2, False, cases)


def _plan(f: _Function, samples: int, seed: int, budget: int) -> _Plan:
    if len(f.inputs) == 1 and f.inputs[0].element in _CODE_BITS:
        return _exhaustive(f.inputs[0], f.ops, samples, seed, budget)
    return _sampled(f.inputs, samples, seed)


# --------------------------------------------------------------------------- #
# Running and comparing
# --------------------------------------------------------------------------- #


@contextlib.contextmanager
def _native_output_silenced() -> Generator[None]:
    """Point file descriptors 1 and 2 at /dev/null for the duration.

    The reference model's C++ code writes there directly: a version warning on
    every run of a TOSA 1.0 flatbuffer, REQUIRE/ERROR_IF logs and even debugger
    backtraces; the verdict already carries what matters."""
    for stream in (sys.stdout, sys.stderr):
        stream.flush()
    saved = [os.dup(1), os.dup(2)]
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 1)
            os.dup2(null.fileno(), 2)
        yield
    finally:
        for fd, copy in enumerate(saved, 1):
            os.dup2(copy, fd)
            os.close(copy)


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
    inputs: tuple[_Tensor, ...]
    outputs: tuple[_Tensor, ...]
    ops: int


def _load(source: GraphSource, ctx: Context) -> LoadedGraph:
    if isinstance(source, LoadedGraph):
        return source
    if isinstance(source, ModuleOp):
        return LoadedGraph(source)
    if isinstance(source, Path):
        return read_graph(source, ctx)
    if isinstance(source, bytes):
        return LoadedGraph(parse_mlir(deserialize(source), ctx), source)
    if "func.func" not in source:
        raise GraphError("MLIR text without a func.func (pass a pathlib.Path to read a file)")
    return LoadedGraph(parse_mlir(source, ctx))


def _prepare(graph: LoadedGraph, role: str) -> list[_Function] | str:
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
                blob = serialize(alone, what=f"the {role} graph @{f.sym_name.data}")
            except ReferenceUnavailable:
                raise
            except ReferenceError as e:
                blob = e
        ft = f.function_type
        prepared.append(
            _Function(
                f.sym_name.data,
                blob,
                _tensors(ft.inputs.data, where),
                _tensors(ft.outputs.data, where),
                sum(1 for _ in f.walk()),
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


def verify_graphs(
    before: GraphSource,
    after: GraphSource,
    *,
    samples: int = 32,
    seed: int = 0,
    budget: int = WORK_BUDGET,
    progress: Progress | None = None,
) -> VerifyResult:
    """Prove ``after`` computes what ``before`` computes, on the reference model.

    Functions are paired by name (or the only one with the only one). Raises
    :class:`GraphError` when a graph cannot be read and
    :class:`~lutdialect.reference.ReferenceUnavailable` without ``tosa-tools``;
    every other problem is a verdict (see :class:`VerifyStatus`).
    """
    ctx = context()
    loaded_b, loaded_a = _load(before, ctx), _load(after, ctx)
    funcs_b, funcs_a = _prepare(loaded_b, "original"), _prepare(loaded_a, "rewritten")
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
    plans = [_plan(fb, samples, seed, budget) for fb, _ in pairs]
    total = sum(p.runs for p in plans)
    coverage = tuple(f"@{fb.name}: {p.coverage}" for (fb, _), p in zip(pairs, plans, strict=True))
    done = 0
    for (fb, fa), plan in zip(pairs, plans, strict=True):
        for case in plan.cases():
            verdict = _compare(fb, fa, case)
            done += 1
            if progress is not None:
                progress(done, total, f"verify @{fb.name}")
            if verdict is not None:
                status, message, mismatch = verdict
                return VerifyResult(status, message, coverage, done, False, mismatch)
    exhaustive = all(p.exhaustive for p in plans)
    return VerifyResult(
        VerifyStatus.EQUAL, "equal on " + "; ".join(coverage), coverage, done, exhaustive
    )


def _signature(f: _Function) -> str:
    ins, outs = ", ".join(map(str, f.inputs)), ", ".join(map(str, f.outputs))
    return f"({ins}) -> ({outs})"


def _run(f: _Function, case: _Case) -> ReferenceResult | str:
    assert isinstance(f.blob, bytes)
    try:
        with _native_output_silenced():
            return run_graph(f.blob, list(case.inputs))
    except ReferenceUnavailable:
        raise
    except ReferenceError as e:
        return str(e)


def _compare(
    fb: _Function, fa: _Function, case: _Case
) -> tuple[VerifyStatus, str, Mismatch | None] | None:
    """None when both graphs agree on ``case``, else the verdict."""
    where = f"@{fb.name} on {case.label}"
    rb, ra = _run(fb, case), _run(fa, case)
    if isinstance(rb, str) or rb.status is GraphStatus.ERROR:
        why = rb if isinstance(rb, str) else "the reference model reports an ERROR_IF"
        return VerifyStatus.INVALID, f"the original graph is invalid {where}: {why}", None
    if rb.status is GraphStatus.UNPREDICTABLE:
        return (
            VerifyStatus.INVALID,
            f"the original graph is unpredictable (a REQUIRE fails) {where}; "
            "there is nothing to be equal to",
            None,
        )
    if isinstance(ra, str) or ra.status is GraphStatus.ERROR:
        why = ra if isinstance(ra, str) else "the reference model reports an ERROR_IF"
        return VerifyStatus.INVALID, f"the rewritten graph is invalid {where}: {why}", None
    if ra.status is GraphStatus.UNPREDICTABLE:
        return (
            VerifyStatus.DIFFERENT,
            f"the rewritten graph is unpredictable (a REQUIRE fails) {where}, "
            "the original is valid",
            None,
        )
    for k, (ob, oa) in enumerate(zip(rb.outputs, ra.outputs, strict=True)):
        if ob.shape != oa.shape or ob.dtype != oa.dtype:
            return (
                VerifyStatus.DIFFERENT,
                f"@{fb.name} output {k}: {ob.dtype}{list(ob.shape)} vs {oa.dtype}{list(oa.shape)}",
                None,
            )
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
            return VerifyStatus.DIFFERENT, mismatch.describe(), mismatch
    return None
