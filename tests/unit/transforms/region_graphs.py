"""Hypothesis strategy for random single-input i8 point-wise region graphs, as MLIR text.

A graph is one ``func.func @main(%x: tensor<S x i8>)`` whose data ops form a DAG grown
from ``x``. Every step consumes the current value, so nothing is dead and the whole
graph is one region candidate; binary ops may take their second operand from any
earlier value (converted on a side path if needed), which gives fan-out and re-merge
as in SiLU. Types follow TOSA 1.0's profiles: i8 -> rescale/cast -> i32 arithmetic ->
rescale/cast -> i8; tables, clamps, negates, shifts and bitwise ops on i8; i8 x i8 ->
i32 products; comparisons + select on i32; a float detour (cast -> f32 arithmetic,
rounding and tanh/sigmoid/erf/exp -> cast).

Parameters are drawn near the ranges a quantized graph uses -- an interval is tracked
per value so that rescales map it back into i8 and constants rarely overflow -- with a
small share of deliberately wild ones, so that REQUIRE failures, INEXACT_ROUND,
per-channel rescales and per-channel constants also occur. Ops that must never end up
inside a fused region carry a :data:`region_ir.FORBIDDEN` tag. Sometimes an intermediate
value is returned as well, which must cut the region there. The graphs are written
through :mod:`lutdialect.builder` (:mod:`region_ir`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

import numpy as np
from hypothesis import strategies as st
from hypothesis.strategies import DrawFn
from region_ir import IDENTITY, RANGES, Builder, Kind, RegionGraph, Rescale, Value

SHAPES: tuple[tuple[int, ...], ...] = ((256,), (16, 16), (4, 64), (1, 8, 32), (2, 2, 64))
"""Shapes of ``x``: 256 elements each, so one tensor holds every i8 code once."""

MAX_OPS = 8

T = TypeVar("T")


# --------------------------------------------------------------------------- #
# Drawing parameters
# --------------------------------------------------------------------------- #


def _int(draw: DrawFn, lo: int, hi: int) -> int:
    return draw(st.integers(lo, hi))


def _chance(draw: DrawFn, percent: int) -> bool:
    return _int(draw, 0, 99) < percent


def _pick(draw: DrawFn, options: Sequence[T]) -> T:
    return options[_int(draw, 0, len(options) - 1)]


def scale_of(gain: float, bits: int = 32) -> tuple[int, int]:
    """``(multiplier, shift)`` of a rescale by ``gain``, the multiplier normalised to
    ``bits - 1`` significant bits and the shift kept inside the spec's ``[2, 62]``."""
    shift = min(max(bits - 2 - math.floor(math.log2(gain)), 2), 62)
    multiplier = round(gain * 2.0**shift)
    return max(1, min(multiplier, (1 << (bits - 1)) - 1)), shift


def _corners(
    fn: Callable[[float, float], float], a: Value, lo: float, hi: float
) -> tuple[float, float]:
    values = [fn(x, y) for x in (a.lo, a.hi) for y in (lo, hi)]
    return min(values), max(values)


def rescale(
    draw: DrawFn,
    b: Builder,
    src: Value,
    out: Kind,
    gain: float,
    *,
    izp: int = 0,
    ozp: int = 0,
    unsigned: str | None = None,
) -> Value:
    """A ``tosa.rescale`` of ``src`` by about ``gain``; sometimes 16-bit or
    DOUBLE_ROUND, rarely INEXACT_ROUND, per-channel, or with a wild shift or
    multiplier (REQUIRE failures)."""
    scale32 = not _chance(draw, 10)
    m, s = scale_of(gain, 32 if scale32 else 16)
    if _chance(draw, 2):
        s = _int(draw, 0, 63)
    if _chance(draw, 2):
        m = -m
    mode = "SINGLE_ROUND"
    if scale32 and _chance(draw, 15):
        mode = "DOUBLE_ROUND"
    elif _chance(draw, 2):
        mode = "INEXACT_ROUND"
    channels = b.shape[-1] if _chance(draw, 2) else 1
    params = Rescale(
        m,
        s,
        izp,
        ozp,
        scale32,
        mode,
        input_unsigned=unsigned == "input",
        output_unsigned=unsigned == "output",
        channels=channels,
    )
    return params.emit(b, src, out)


def narrow(draw: DrawFn, b: Builder, v: Value) -> Value:
    """Back to i8: a rescale mapping ``v``'s interval onto about i8, or a cast."""
    if v.kind == "f32" or _chance(draw, 15):
        return b.op("tosa.cast", [v.name], "i8", (v.lo, v.hi))
    width = v.hi - v.lo if math.isfinite(v.hi - v.lo) else 2.0**32
    gain = 200.0 / max(width, 1.0) * 2.0 ** _int(draw, -2, 2)
    return rescale(draw, b, v, "i8", gain, ozp=_int(draw, -16, 16))


def widen(draw: DrawFn, b: Builder, v: Value) -> Value:
    """i8 to i32: the identity rescale real lowerings use, a scaling one, or a cast."""
    if _chance(draw, 15):
        return b.op("tosa.cast", [v.name], "i32", (v.lo, v.hi))
    if _chance(draw, 40):
        return IDENTITY.emit(b, v, "i32")
    gain = 2.0 ** _int(draw, -4, 12)
    return rescale(draw, b, v, "i32", gain, izp=_int(draw, -16, 16))


def constant(draw: DrawFn, b: Builder, value: float, kind: Kind) -> str:
    """A single-valued operand, rank-matched ``1x..x1`` or of the full shape; rarely a
    per-channel one (distinct values along the last dimension)."""
    if _chance(draw, 2) and b.shape[-1] > 1:
        channels = b.shape[-1]
        ramp = np.arange(channels) - channels // 2
        float_ramp = ramp * 0.25 + value
        values = float_ramp if kind == "f32" else np.clip(ramp + int(value), *RANGES[kind])
        name = b.const(values, kind, (1,) * (b.rank - 1) + (channels,))
        b.per_channel.add(name)
        return name
    shape = b.shape if _chance(draw, 20) else (1,) * b.rank
    return b.const([value], kind, shape)


def second_operand(draw: DrawFn, b: Builder, kind: Kind, value: float) -> Value:
    """Usually a constant ``value``; sometimes an earlier data value (re-merge),
    widened from i8 on a side path if need be (one extra op at most)."""
    earlier = [v for v in b.pool if v.kind == kind or (kind == "i32" and v.kind == "i8")]
    if earlier and _chance(draw, 30):
        v = _pick(draw, earlier)
        return widen(draw, b, v) if v.kind != kind else v
    return Value(constant(draw, b, value, kind), kind, value, value)


# --------------------------------------------------------------------------- #
# Steps: each appends ops after the current value and returns the new current one
# --------------------------------------------------------------------------- #

StepFn = Callable[[DrawFn, Builder, Value], Value]


@dataclass(frozen=True)
class Step:
    run: StepFn
    cost: int
    """Most data ops the step may add (side paths included)."""
    out: Kind


def _table(draw: DrawFn, b: Builder, v: Value) -> Value:
    rng = np.random.default_rng(_int(draw, 0, 2**32 - 1))
    if _chance(draw, 50):
        entries = rng.integers(-128, 128, 256)
    else:  # smooth and activation-like, as real tables are
        codes = np.arange(-128, 128)
        a, c = rng.uniform(0.01, 0.1), rng.uniform(30, 127)
        entries = np.clip(np.round(c * np.tanh(a * codes)) + rng.integers(-20, 21), -128, 127)
    table = b.const(entries.astype(np.int64), "i8", (256,))
    return b.op("tosa.table", [v.name, table], "i8", (entries.min(), entries.max()))


def _clamp(draw: DrawFn, b: Builder, v: Value) -> Value:
    lo, hi = sorted((_int(draw, -128, 127), _int(draw, -128, 127)))
    attrs = {"max_val": f"{hi} : i8", "min_val": f"{lo} : i8"}
    return b.op("tosa.clamp", [v.name], "i8", (max(v.lo, lo), min(v.hi, hi)), attrs=attrs)


def _requantize(draw: DrawFn, b: Builder, v: Value) -> Value:
    unsigned = _pick(draw, (None, None, None, None, "input", "output"))
    gain = 2.0 ** (_int(draw, -30, 10) / 10)
    izp, ozp = _int(draw, -16, 16), _int(draw, -16, 16)
    return rescale(draw, b, v, "i8", gain, izp=izp, ozp=ozp, unsigned=unsigned)


def _negate(draw: DrawFn, b: Builder, v: Value) -> Value:
    """NEGATE; zero points only on i8 (ERROR_IF otherwise)."""
    zps = [_int(draw, -16, 16), _int(draw, -16, 16)] if v.kind == "i8" else [0, 0]
    operands = [v.name, *(b.const([zp], v.kind) for zp in zps)]
    return b.op("tosa.negate", operands, v.kind, (zps[0] - v.hi + zps[1], zps[0] - v.lo + zps[1]))


def _bitwise(draw: DrawFn, b: Builder, v: Value) -> Value:
    full = RANGES[v.kind]
    which = _pick(draw, ("and", "or", "xor", "not"))
    if which == "not":
        return b.op("tosa.bitwise_not", [v.name], v.kind, full)
    mask = constant(draw, b, _int(draw, *full), v.kind)
    return b.op(f"tosa.bitwise_{which}", [v.name, mask], v.kind, full)


def _shift(draw: DrawFn, b: Builder, v: Value) -> Value:
    bits = 8 if v.kind == "i8" else 32
    amount = bits if _chance(draw, 3) else _int(draw, 0, bits - 1)  # == bits: REQUIRE
    by = constant(draw, b, amount, v.kind)
    which = _pick(draw, ("arithmetic_right", "logical_left", "logical_right"))
    if which == "arithmetic_right":
        attrs = {"round": str(_chance(draw, 50)).lower()}
        ends = (v.lo / 2**amount - 1, v.hi / 2**amount + 1)
        return b.op("tosa.arithmetic_right_shift", [v.name, by], v.kind, ends, attrs=attrs)
    return b.op(f"tosa.{which}_shift", [v.name, by], v.kind, RANGES[v.kind])


def _widen(draw: DrawFn, b: Builder, v: Value) -> Value:
    return widen(draw, b, v)


def _product(draw: DrawFn, b: Builder, v: Value) -> Value:
    """i8 x i8 -> i32 with shift 0; the other factor an earlier i8 value or a constant."""
    other = second_operand(draw, b, "i8", _int(draw, -127, 127))
    shift = b.const([0], "i8")
    return b.op(
        "tosa.mul", [v.name, other.name, shift], "i32", _corners(_mul, v, other.lo, other.hi)
    )


def _to_float(draw: DrawFn, b: Builder, v: Value) -> Value:
    return b.op("tosa.cast", [v.name], "f32", (v.lo, v.hi))


def _mul(a: float, c: float) -> float:
    return a * c


BINARY: Mapping[str, Callable[[float, float], float]] = {
    "add": lambda a, c: a + c,
    "sub": lambda a, c: a - c,
    "maximum": max,
    "minimum": min,
}


def _arith(draw: DrawFn, b: Builder, v: Value) -> Value:
    """i32 mul/add/sub/maximum/minimum with a constant or an earlier value."""
    which = _pick(draw, ("mul", *BINARY))
    span = max(abs(v.lo), abs(v.hi), 1.0)
    if which == "mul":
        other = second_operand(draw, b, "i32", _int(draw, -300, 300))
        big = max(abs(other.lo), abs(other.hi)) * span >= 2**31
        amount = _int(draw, 1, 31) if big or _chance(draw, 15) else 0
        shift = b.const([amount], "i8")
        lo, hi = _corners(_mul, v, other.lo, other.hi)
        return b.op(
            "tosa.mul", [v.name, other.name, shift], "i32", (lo / 2**amount, hi / 2**amount)
        )
    limit = int(min(span, 2**20))
    offset = _int(draw, -limit, limit)
    if _chance(draw, 3):
        offset = _pick(draw, RANGES["i32"])  # add/sub overflow: REQUIRE
    other = second_operand(draw, b, "i32", offset)
    ends = _corners(BINARY[which], v, other.lo, other.hi)
    return b.op(f"tosa.{which}", [v.name, other.name], "i32", ends)


def _unary(draw: DrawFn, b: Builder, v: Value) -> Value:
    which = _pick(draw, ("abs", "clz", "negate", "intdiv"))
    bound = max(abs(v.lo), abs(v.hi))
    if which == "abs":
        return b.op("tosa.abs", [v.name], "i32", (0, bound))
    if which == "clz":
        return b.op("tosa.clz", [v.name], "i32", (0, 32))
    if which == "negate":
        return _negate(draw, b, v)
    # Never 0: the reference model dies of SIGFPE on a zero divisor instead of
    # reporting UNPREDICTABLE.
    divisor = _pick(draw, (-7, -3, -2, 2, 3, 5, 10, 64))
    by = b.const([divisor], "i32", (1,) * b.rank)
    return b.op("tosa.intdiv", [v.name, by], "i32", (-bound, bound))


def _select(draw: DrawFn, b: Builder, v: Value) -> Value:
    """``select(v <cmp> t, v, other)`` (either order): a comparison to i1 and a select."""
    lo, hi = sorted(int(min(max(end, -(2**30)), 2**30)) for end in (v.lo, v.hi))
    threshold = _int(draw, lo, hi)
    t = constant(draw, b, threshold, "i32")
    cmp = _pick(draw, ("greater", "greater_equal", "equal"))
    pred = b.op(f"tosa.{cmp}", [v.name, t], "i1", (0, 1))
    other = second_operand(draw, b, "i32", _int(draw, -1000, 1000))
    pair = [v.name, other.name] if _chance(draw, 50) else [other.name, v.name]
    return b.op(
        "tosa.select", [pred.name, *pair], "i32", (min(v.lo, other.lo), max(v.hi, other.hi))
    )


TRANSCENDENTAL: Mapping[str, tuple[float, float]] = {
    "tanh": (-1.0, 1.0),
    "sigmoid": (0.0, 1.0),
    "erf": (-1.0, 1.0),
    "exp": (0.0, 3.0e38),
}
"""Implementation-defined f32 ops (within the spec's error bound) and their ranges: the
pass may only fuse them where every conforming result casts to the same integers."""


def _float(draw: DrawFn, b: Builder, v: Value) -> Value:
    """An f32 op: exact arithmetic and rounding, or (less often) a transcendental one."""
    which = _pick(draw, ("mul", "mul", *BINARY, "abs", "negate", "floor", "ceil", *TRANSCENDENTAL))
    if which in TRANSCENDENTAL:
        return b.op(f"tosa.{which}", [v.name], "f32", TRANSCENDENTAL[which])
    if which in ("abs", "floor", "ceil"):
        bound = max(abs(v.lo), abs(v.hi)) + 1
        return b.op(f"tosa.{which}", [v.name], "f32", (-bound, bound))
    if which == "negate":
        zps = [b.const([0.0], "f32"), b.const([0.0], "f32")]
        return b.op("tosa.negate", [v.name, *zps], "f32", (-v.hi, -v.lo))
    c = _int(draw, -64, 64) / 16  # exact in f32 and in decimal
    other = constant(draw, b, c, "f32")
    if which == "mul":
        shift = b.const([0], "i8")
        return b.op("tosa.mul", [v.name, other, shift], "f32", _corners(_mul, v, c - 8, c + 8))
    return b.op(f"tosa.{which}", [v.name, other], "f32", _corners(BINARY[which], v, c - 8, c + 8))


def _steps(out: Kind, cost: int, *runs: StepFn) -> tuple[Step, ...]:
    return tuple(Step(run, cost, out) for run in runs)


STEPS: Mapping[Kind, tuple[Step, ...]] = {
    "i8": (
        *_steps("i8", 1, _table, _clamp, _requantize, _negate, _bitwise, _shift),
        *_steps("i32", 1, _widen, _widen, _product),
        *_steps("f32", 1, _to_float, _to_float),
    ),
    "i32": (
        *_steps("i32", 2, _arith, _arith, _arith),
        *_steps("i32", 1, _unary, _shift, _bitwise),
        Step(_select, 3, "i32"),
    ),
    "f32": _steps("f32", 1, _float),
}
"""What may follow a value of each kind (repeats weight the draw)."""


@st.composite
def region_graphs(draw: DrawFn, max_ops: int = MAX_OPS) -> RegionGraph:
    """A random single-input i8 region graph of 1 to ``max_ops`` point-wise ops.

    Steps are drawn while the budget lasts, each among those that may follow the
    current kind and still leave room for the final rescale or cast back to i8.
    """
    b = Builder(_pick(draw, SHAPES))
    target = 1 if _chance(draw, 5) else _int(draw, 2, max_ops)
    current = b.pool[0]
    while True:
        left = target - len(b.lines)
        exit_cost = 0 if current.kind == "i8" else 1
        fitting = [s for s in STEPS[current.kind] if s.cost + (0 if s.out == "i8" else 1) <= left]
        if not fitting:
            assert left >= exit_cost
            if exit_cost:
                current = narrow(draw, b, current)
            break
        current = _pick(draw, fitting).run(draw, b, current)
    results = [current.name]
    earlier = [line.name for line in b.lines if line.name != current.name]
    if earlier and _chance(draw, 15):
        results.append(_pick(draw, earlier))  # a value used outside cuts the region there
    return b.build(results)
