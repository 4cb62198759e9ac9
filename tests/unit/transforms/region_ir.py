"""A fuzzed point-wise region graph as data: its IR, written through
:mod:`lutdialect.builder`, and per data op what the fuzzer checks the pass against --
the values it reads and its tags (:data:`FORBIDDEN` ops must never be fused).
:mod:`region_graphs` draws these graphs.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from copy import deepcopy
from dataclasses import dataclass, field, replace

import numpy.typing as npt
from xdsl.dialects.builtin import ModuleOp

from lutdialect.builder import FuncBuilder, tensor_type
from lutdialect.builder import Rescale as BuilderRescale
from lutdialect.evaluator import is_constant
from lutdialect.transforms.region import Region

INEXACT_ROUND = "inexact_round"
PER_CHANNEL = "per_channel"
FORBIDDEN = frozenset({INEXACT_ROUND})
"""Tags of ops the pass must leave alone: implementation-defined rounding. An op
tagged :data:`PER_CHANNEL` (a constant that differs per channel) may be fused only
when every channel gives the same table, which the fuzzer checks by moving each
code through several channels."""

RANGES: Mapping[str, tuple[int, int]] = {
    "i8": (-(1 << 7), (1 << 7) - 1),
    "i32": (-(1 << 31), (1 << 31) - 1),
}

Kind = str
"""Element type of a data value: ``i8``, ``i32``, ``f32`` (``i1`` only inside a step)."""


@dataclass(frozen=True)
class Line:
    """One point-wise data op of the function body (constants are not lines)."""

    name: str
    """SSA name without ``%``; the parser keeps it as the op's result name hint."""
    deps: tuple[str, ...]
    tags: frozenset[str] = frozenset()


@dataclass(frozen=True)
class RegionGraph:
    """A generated graph; :meth:`subgraph` cuts out the ancestors of some values."""

    shape: tuple[int, ...]
    data_lines: tuple[Line, ...]
    results: tuple[str, ...]
    func: FuncBuilder

    @property
    def text(self) -> str:
        return self.subgraph(self.results)

    def subgraph(self, results: Iterable[str]) -> str:
        """The module computing ``results`` from ``x`` with only their ancestors, so
        that its reference-model status speaks for exactly those ops."""
        wanted = [f"%{r}" for r in dict.fromkeys(results)]
        return self.func.pruned(*wanted).module(*wanted)

    def __repr__(self) -> str:
        return f"RegionGraph(\n{self.text})"


@dataclass(frozen=True)
class Value:
    """A data value with a rough interval of what it holds (only guides parameters)."""

    name: str
    kind: Kind
    lo: float
    hi: float


def _interval(lo: float, hi: float, kind: Kind) -> tuple[float, float]:
    bounds = RANGES.get(kind, (-math.inf, math.inf))
    if math.isnan(lo) or math.isnan(hi):
        return float(bounds[0]), float(bounds[1])
    lo, hi = min(lo, hi), max(lo, hi)
    return max(lo, bounds[0]), min(hi, bounds[1])


@dataclass
class Builder:
    """One graph on :class:`lutdialect.builder.FuncBuilder`, with what the fuzzer
    needs besides the text: the data ops, their tags and the values to draw from."""

    shape: tuple[int, ...]
    func: FuncBuilder = field(default_factory=FuncBuilder)
    lines: list[Line] = field(default_factory=list[Line])
    """The data ops written so far."""
    pool: list[Value] = field(default_factory=list[Value])
    per_channel: set[str] = field(default_factory=set[str])
    """Constants holding a different value per channel (see :func:`constant`)."""

    def __post_init__(self) -> None:
        self.func.arg(self.shape, "i8", name="x")
        self.pool.append(Value("x", "i8", *RANGES["i8"]))

    @property
    def rank(self) -> int:
        return len(self.shape)

    def const(self, values: npt.ArrayLike, kind: Kind, shape: Sequence[int] = (1,)) -> str:
        """A ``tosa.const`` of ``values`` broadcast to ``shape``."""
        return self.func.const(values, kind, shape).removeprefix("%")

    def record(
        self, ssa: str, kind: Kind, interval: tuple[float, float], tags: Iterable[str]
    ) -> Value:
        """Note the data op ``ssa``, tagged per-channel if it reads a per-channel constant."""
        name = ssa.removeprefix("%")
        deps = tuple(o.removeprefix("%") for o in self.func.operands[ssa])
        all_tags = set(tags)
        if self.per_channel.intersection(deps):
            all_tags.add(PER_CHANNEL)
        self.lines.append(Line(name, deps, frozenset(all_tags)))
        value = Value(name, kind, *_interval(*interval, kind))
        if kind != "i1":
            self.pool.append(value)
        return value

    def op(
        self,
        mnemonic: str,
        operands: Sequence[str],
        kind: Kind,
        interval: tuple[float, float],
        *,
        attrs: Mapping[str, str] | None = None,
        tags: Iterable[str] = (),
    ) -> Value:
        """Append a point-wise op with the input shape."""
        ty = tensor_type(self.shape, kind)
        ssa = self.func.op(mnemonic, [f"%{o}" for o in operands], ty, attrs)
        return self.record(ssa, kind, interval, tags)

    def build(self, results: Sequence[str]) -> RegionGraph:
        return RegionGraph(self.shape, tuple(self.lines), tuple(results), deepcopy(self.func))


@dataclass(frozen=True)
class Rescale(BuilderRescale):
    """The parameters of one ``tosa.rescale``, per channel when ``channels > 1``."""

    channels: int = 1
    """More than 1: per-channel, with a different multiplier per channel."""

    def emit(self, b: Builder, src: Value, out: Kind) -> Value:
        assert isinstance(self.multiplier, int) and isinstance(self.shift, int)
        m, s = self.multiplier, self.shift
        sign = 1 if m >= 0 else -1
        multipliers = [sign * max(1, abs(m) - c) for c in range(self.channels)]
        params = replace(self, multiplier=multipliers, shift=[s] * self.channels)
        ssa = params.write(b.func, f"%{src.name}", out)
        if self.channels > 1:
            b.per_channel.add(b.func.operands[ssa][1].removeprefix("%"))
        lo, hi = ((v - self.input_zp) * m / 2.0**s + self.output_zp for v in (src.lo, src.hi))
        tags = [INEXACT_ROUND] if self.rounding_mode == "INEXACT_ROUND" else []
        return b.record(ssa, out, (lo, hi), tags)


IDENTITY = Rescale(1 << 30, 30)
"""The i8 -> i32 rescale real lowerings put in front of integer arithmetic."""


def function_region(module: ModuleOp) -> Region:
    """The first function's data ops, from its first input to its result, as one
    region."""
    func = module.body.block.first_op
    assert func is not None
    block = func.regions[0].block
    ops = [
        op
        for op in block.ops
        if op.results and not is_constant(op.results[0]) and op.name != "func.return"
    ]
    x = block.args[0]
    output = block.last_op
    assert output is not None
    return Region(tuple(ops), x, output.operands[0], (x,))
