"""Benchmark graphs for ``npu_cost.py``, as MLIR text in the form ``tosa-opt`` prints.

Graphs are lowered the way ExecuTorch's Arm backend lowers a quantized PyTorch graph:
every arithmetic op takes and returns i8 (or i16) codes, so each one is a small
``rescale -> i32 op -> rescale`` sandwich. MUL only removes the operands' zero points;
ADD rescales both to ``2 * max`` of their scales, pre-shifted by 2^20 (2^12 for i16)
for precision; scalars and weights are i8 constants rescaled (and reshaped) like any
operand; unary activations are tables, and an i16 table is TOSA's 513-entry
interpolating form followed by a rescale back to i16. Activations are asymmetric i8
(*int8*) or symmetric i16 with i8 weights (*a16w8*).

Every point-wise region is also given by the real function it approximates, so the
same generator emits the **ideal** graph: each maximal point-wise region that one table
can express replaced by that table (plus the rescale an i16 table needs). What a table
cannot express -- a per-channel affine, the two-input residual add -- stays. Weights
come from a seeded generator, so a graph is reproducible from name, type and shape.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

import numpy as np
import numpy.typing as npt

from lutdialect.builder import FuncBuilder, tensor_type
from lutdialect.semantics.quantize import quantize_scale

__all__ = [
    "ACTIVATIONS",
    "GRAPHS",
    "Activation",
    "BenchGraph",
    "Shape",
    "build",
]

Shape = tuple[int, ...]
Activation = Literal["i8", "i16"]
ACTIVATIONS: tuple[Activation, ...] = ("i8", "i16")
"""``i8``: int8 activations; ``i16``: a16w8 (int16 activations, int8 weights)."""

F64 = npt.NDArray[np.float64]
RealFn = Callable[[F64], F64]

_LIMITS = {"i8": (-128, 127), "i16": (-32768, 32767), "i32": (-(2**31), 2**31 - 1)}
_ADD_SHIFT = {"i8": 20, "i16": 12}
"""Left shift of ADD operands in i32: headroom for a 9- (17-) bit sum."""


# --------------------------------------------------------------------------- #
# Quantized values
# --------------------------------------------------------------------------- #


@dataclass(frozen=True)
class Quant:
    """``real = scale * (code - zp)``."""

    scale: float
    zp: int = 0

    @staticmethod
    def fit(lo: float, hi: float, element: str) -> Quant:
        """Asymmetric for i8; symmetric for i16, as RESCALE wants a zero i16 zero point."""
        qmin, qmax = _LIMITS[element]
        lo, hi = min(lo, 0.0), max(hi, 0.0)
        if element == "i8":
            scale = (hi - lo) / (qmax - qmin)
            return Quant(scale, round(qmin - lo / scale))
        return Quant(max(-lo, hi) / qmax)


@dataclass(frozen=True)
class QValue:
    """An SSA value: element type, quantization and the real interval it covers."""

    name: str
    element: str
    q: Quant
    lo: float
    hi: float


# --------------------------------------------------------------------------- #
# Function builder
# --------------------------------------------------------------------------- #


@dataclass
class Func:
    """One ``func.func @main`` on an input of ``shape``, written op by op."""

    shape: Shape
    b: FuncBuilder = field(default_factory=FuncBuilder)
    rng: np.random.Generator = field(default_factory=lambda: np.random.default_rng(0))

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def types(self) -> dict[str, str]:
        return self.b.types

    def _dims(self, v: str) -> list[int]:
        return list(self.b.shape(v))

    def const(self, values: npt.ArrayLike, element: str, shape: Sequence[int] = (1,)) -> str:
        """A ``tosa.const`` of ``values`` (a single value is broadcast to ``shape``)."""
        flat = np.asarray(values, dtype=np.int64).reshape(-1)
        flat = np.broadcast_to(flat, (math.prod(shape),)) if flat.size == 1 else flat
        return self.b.const(flat.reshape(tuple(shape)), element)

    def op(
        self,
        mnemonic: str,
        operands: Sequence[str],
        result: str,
        attrs: Mapping[str, str] | None = None,
    ) -> str:
        return self.b.op(f"tosa.{mnemonic}", operands, result, attrs)

    def module(self, x: QValue, y: QValue) -> str:
        self.b.args.append((x.name, self.types[x.name]))
        return self.b.module(y.name)

    # -- TOSA building blocks ------------------------------------------------ #

    def rescale(
        self, v: QValue, factor: float, element: str, out: Quant, rounding: str = "SINGLE_ROUND"
    ) -> QValue:
        """``out`` codes of ``real(v) * factor``, per tensor."""
        scale32 = v.element != "i48"  # RESCALE forbids scale32 on i48 input
        multiplier, shift = quantize_scale(factor * v.q.scale / out.scale, scale32=scale32)
        name = self.b.rescale(
            v.name,
            element,
            multiplier,
            shift,
            input_zp=v.q.zp,
            output_zp=out.zp,
            rounding_mode=rounding,
            scale32=scale32,
        )
        lo, hi = sorted((v.lo * factor, v.hi * factor))
        return QValue(name, element, out, lo, hi)

    def requantize(
        self, v: QValue, element: str, lo: float, hi: float, rounding: str = "SINGLE_ROUND"
    ) -> QValue:
        """``v`` (i32/i48) as ``element`` codes covering ``[lo, hi]``."""
        return self.rescale(v, 1.0, element, Quant.fit(lo, hi, element), rounding)

    def to_i32(self, v: QValue, factor: float) -> QValue:
        """Rescale to i32 (``factor`` times finer than ``v``), reshaped to the activation's
        rank if ``v`` is a rank-1 constant."""
        wide = self.rescale(v, 1.0, "i32", Quant(v.q.scale / factor))
        if len(self._dims(v.name)) == self.rank:
            return wide
        dims = [1] * (self.rank - 1) + self._dims(v.name)[-1:]
        shape = self.b.const_shape(dims)
        name = self.op("reshape", [wide.name, shape], tensor_type(dims, "i32"))
        return QValue(name, "i32", wide.q, wide.lo, wide.hi)

    def constant(self, values: Sequence[float]) -> QValue:
        """A scalar (or per-channel vector) parameter: i8 codes, symmetric scale."""
        scale = max(abs(v) for v in values) / 127
        codes = [round(v / scale) for v in values]
        name = self.const(codes, "i8", (len(codes),))
        return QValue(name, "i8", Quant(scale), min(0.0, *values), max(0.0, *values))

    # -- quantized operators ------------------------------------------------- #

    def mul(
        self,
        a: QValue,
        b: QValue,
        element: str,
        *,
        gain: float = 1.0,
        rounding: str = "SINGLE_ROUND",
    ) -> QValue:
        """``a * b`` as ``element`` codes: zero points removed (``a`` also scaled up by
        ``gain``), i32 product, requantized with ``rounding``."""
        wa, wb = self.to_i32(a, gain), self.to_i32(b, 1.0)
        shift = self.const(0, "i8")
        p = self.op("mul", [wa.name, wb.name, shift], tensor_type(self._dims(wa.name), "i32"))
        corners = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi]
        product = QValue(p, "i32", Quant(wa.q.scale * wb.q.scale), min(corners), max(corners))
        return self.requantize(product, element, product.lo, product.hi, rounding)

    def add(self, a: QValue, b: QValue, element: str) -> QValue:
        """``a + b`` as ``element`` codes: operands at ``2 max(scale) / 2^shift``."""
        common = 2 * max(a.q.scale, b.q.scale) / 2 ** _ADD_SHIFT[element]
        wa, wb = (self.to_i32(v, v.q.scale / common) for v in (a, b))
        s = self.op("add", [wa.name, wb.name], tensor_type(self._dims(wa.name), "i32"))
        total = QValue(s, "i32", Quant(common), a.lo + b.lo, a.hi + b.hi)
        return self.requantize(total, element, total.lo, total.hi)

    def clamp(self, v: QValue, lo: float, hi: float) -> QValue:
        """Clamp to the codes of ``[lo, hi]``, as a quantized ReLU6 is lowered."""
        qlo, qhi = _LIMITS[v.element]
        codes = [min(max(round(r / v.q.scale) + v.q.zp, qlo), qhi) for r in (lo, hi)]
        attrs = {"max_val": f"{codes[1]} : {v.element}", "min_val": f"{codes[0]} : {v.element}"}
        name = self.op("clamp", [v.name], self.types[v.name], attrs)
        return QValue(name, v.element, v.q, max(v.lo, lo), min(v.hi, hi))

    def table(self, v: QValue, fn: RealFn, out: Quant | None = None) -> QValue:
        """``fn`` as a lookup table over ``v``'s codes: 256 x i8, or 513 x i16 (interpolated
        to i32 with 7 fraction bits) and the rescale back to i16. ``out`` defaults to
        the range ``fn`` takes."""
        if v.element == "i8":
            codes = np.arange(-128, 128, dtype=np.int64)
        else:
            codes = np.arange(-32768, 32769, 128, dtype=np.int64)
        real = fn((codes - v.q.zp) * v.q.scale)
        lo, hi = float(real.min()), float(real.max())
        out = out or Quant.fit(lo, hi, v.element)
        qmin, qmax = _LIMITS[v.element]
        entries = np.clip(np.round(real / out.scale) + out.zp, qmin, qmax).astype(np.int64)
        lut = self.const(entries, v.element, (entries.size,))
        dims = self._dims(v.name)
        if v.element == "i8":
            return QValue(
                self.op("table", [v.name, lut], tensor_type(dims, "i8")), "i8", out, lo, hi
            )
        if np.abs(np.diff(entries)).max() > qmax:
            raise ValueError("i16 table slope does not fit i16")
        wide = self.op("table", [v.name, lut], tensor_type(dims, "i32"))
        return self.rescale(QValue(wide, "i32", Quant(out.scale / 128), lo, hi), 1.0, "i16", out)

    def conv1x1(self, v: QValue, channels: int) -> QValue:
        """A 1x1 ``tosa.conv2d`` with seeded i8 weights, requantized to ``v``'s type."""
        acc = "i32" if v.element == "i8" else "i48"
        depth = self._dims(v.name)[-1]
        weights = self.rng.integers(-127, 128, size=(channels, 1, 1, depth))
        w_scale = 1 / (127 * math.sqrt(depth))
        operands = [
            v.name,
            self.const(weights, "i8", weights.shape),
            self.const(0, acc, (channels,)),
            self.const(v.q.zp, v.element),
            self.const(0, "i8"),
        ]
        attrs = {
            "acc_type": acc,
            "dilation": "array<i64: 1, 1>",
            "pad": "array<i64: 0, 0, 0, 0>",
            "stride": "array<i64: 1, 1>",
        }
        dims = [*self._dims(v.name)[:-1], channels]
        name = self.op("conv2d", operands, tensor_type(dims, acc), attrs)
        bound = 3 * max(-v.lo, v.hi)  # a few standard deviations of a random projection
        acc_value = QValue(name, acc, Quant(v.q.scale * w_scale), -bound, bound)
        return self.requantize(acc_value, v.element, -bound, bound)


# --------------------------------------------------------------------------- #
# Point-wise regions
# --------------------------------------------------------------------------- #


def _erf(x: F64) -> F64:
    return np.vectorize(math.erf)(x)


def sigmoid(x: F64) -> F64:
    """The logistic function, for the sigmoid tables of the generated graphs."""
    return 1 / (1 + np.exp(-x))


Body = Callable[[Func, QValue], QValue]


@dataclass(frozen=True)
class Region:
    """A point-wise activation: its ExecuTorch-style lowering and its real function."""

    body: Body
    fn: RealFn

    def emit(self, f: Func, x: QValue, *, ideal: bool) -> QValue:
        """The lowering, or (``ideal``) one table with the lowering's output quantization,
        so that both graphs compute the same function up to rounding."""
        if not ideal:
            return self.body(f, x)
        scratch = Func(f.shape, FuncBuilder(types=dict(f.types)))
        return f.table(x, self.fn, self.body(scratch, x).q)


ALPHA = 0.5
"""DyT's learned scalar."""


def _dyt(f: Func, x: QValue) -> QValue:
    return f.table(f.mul(x, f.constant([ALPHA]), x.element), np.tanh)


HEADROOM = {"i8": 2.0**10, "i16": 2.0**2}
"""Extra scale of ``x`` in i32 for ``dyt-headroom`` (the product stays within i32)."""


def _dyt_headroom(f: Func, x: QValue) -> QValue:
    """DyT in the form of ``docs/examples/dyt.mlir``: ``x`` pre-scaled in i32 and the
    product requantized with DOUBLE_ROUND. Vela 5.2 folds neither rescale into its
    neighbours, unlike those of the plain lowering, so the chain stays four kernels."""
    alpha = f.constant([ALPHA])
    t = f.mul(x, alpha, x.element, gain=HEADROOM[x.element], rounding="DOUBLE_ROUND")
    return f.table(t, np.tanh)


def _silu(f: Func, x: QValue) -> QValue:
    return f.mul(x, f.table(x, sigmoid), x.element)


def _hardswish(f: Func, x: QValue) -> QValue:
    """``x * relu6(x + 3) / 6``."""
    act = x.element
    relu6 = f.clamp(f.add(x, f.constant([3.0]), act), 0.0, 6.0)
    return f.mul(f.mul(x, relu6, act), f.constant([1 / 6]), act)


def _gelu(f: Func, x: QValue) -> QValue:
    """``x * (1 + erf(x / sqrt 2)) * 0.5``."""
    act = x.element
    erf = f.table(x, lambda v: _erf(v / math.sqrt(2)))
    return f.mul(f.mul(x, f.add(erf, f.constant([1.0]), act), act), f.constant([0.5]), act)


def _tanh_affine(f: Func, x: QValue) -> QValue:
    """``tanh(0.5 x + 1) * 2``."""
    act = x.element
    inner = f.add(f.mul(x, f.constant([0.5]), act), f.constant([1.0]), act)
    return f.mul(f.table(inner, np.tanh), f.constant([2.0]), act)


REGIONS: Mapping[str, Region] = {
    "dyt": Region(_dyt, lambda v: np.tanh(ALPHA * v)),
    "dyt-headroom": Region(_dyt_headroom, lambda v: np.tanh(ALPHA * v)),
    "silu": Region(_silu, lambda v: v * sigmoid(v)),
    "hardswish": Region(_hardswish, lambda v: v * np.clip(v + 3.0, 0.0, 6.0) / 6),
    "gelu": Region(_gelu, lambda v: 0.5 * v * (1 + _erf(v / math.sqrt(2)))),
    "tanh-affine": Region(_tanh_affine, lambda v: 2.0 * np.tanh(0.5 * v + 1.0)),
}


# --------------------------------------------------------------------------- #
# Graphs
# --------------------------------------------------------------------------- #

X_RANGE = (-3.5, 4.5)
"""Real range of every graph input: asymmetric, so i8 inputs carry a zero point."""

GraphFn = Callable[[Func, QValue, bool], QValue]


def _chain(region: Region) -> GraphFn:
    return lambda f, x, ideal: region.emit(f, x, ideal=ideal)


def _mlp(f: Func, x: QValue, ideal: bool) -> QValue:
    """A DyT transformer MLP block, ``x + W2 gelu(W1 (gamma * dyt(x) + beta))``."""
    act, channels = x.element, f.shape[-1]
    ramp = np.linspace(0.5, 1.5, channels)
    h = REGIONS["dyt"].emit(f, x, ideal=ideal)
    affine = f.add(f.mul(h, f.constant(list(ramp)), act), f.constant(list(0.2 - 0.2 * ramp)), act)
    up = REGIONS["gelu"].emit(f, f.conv1x1(affine, 2 * channels), ideal=ideal)
    return f.add(x, f.conv1x1(up, channels), act)


GRAPHS: Mapping[str, GraphFn] = {
    **{name: _chain(region) for name, region in REGIONS.items()},
    "dyt-mlp": _mlp,
}
"""Every benchmark graph by name: ``(builder, input, ideal) -> output``."""


@dataclass(frozen=True)
class BenchGraph:
    name: str
    activation: Activation
    shape: Shape
    text: str
    """As the quantizer emits it."""
    ideal: str
    """One table per point-wise region a table can express."""

    @property
    def label(self) -> str:
        return f"{self.name}-{self.activation}-{'x'.join(map(str, self.shape))}"


def _render(name: str, activation: Activation, shape: Shape, *, ideal: bool) -> str:
    f = Func(shape)
    x = QValue("%x", activation, Quant.fit(*X_RANGE, activation), *X_RANGE)
    f.types[x.name] = tensor_type(shape, activation)
    return f.module(x, GRAPHS[name](f, x, ideal))


def build(name: str, activation: Activation, shape: Shape) -> BenchGraph:
    """Graph ``name`` on a ``shape`` input of ``activation`` codes, and its ideal."""
    return BenchGraph(
        name,
        activation,
        shape,
        _render(name, activation, shape, ideal=False),
        _render(name, activation, shape, ideal=True),
    )
