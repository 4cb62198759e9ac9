"""Builders of small real-shaped quantized TOSA graphs for the ``lutdialect`` CLI tests.

They mimic what ExecuTorch's Arm backend emits (int8, and a16w8 = int16 activations
with int8 weights): a conv2d or matmul front end, requantized per channel, then an
activation block whose parameters arrive as ``i8 const -> rescale(i32) -> reshape``
chains. Each builder returns MLIR text in the syntax ``tosa-opt`` prints, with
``tosa.tensor_name`` on the argument and result and a ``tosa.description``.

* :func:`conv_dyt`: conv2d -> DyT ``gamma * tanh(alpha * h) + beta`` (per-channel
  gamma and beta);
* :func:`linear_silu`: matmul -> SiLU ``h * sigmoid(h)``;
* :func:`residual_dyt`: conv2d -> ``h + tanh(alpha * h)`` through rescales;
* :func:`dyt`: the bare DyT core on the argument (so table index = input code).

With ``act="i16"`` every table is the 513-entry i16 form producing i32, followed by
a rescale back to i16 (by 1/128, the table's fraction bits).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

import numpy as np
import numpy.typing as npt
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, ModuleOp

from lutdialect import builder
from lutdialect.builder import AttrValue, FuncBuilder, tensor_type
from lutdialect.dialects.tosa import ops as tosa
from lutdialect.semantics.quantize import quantize_scale

Act = Literal["i8", "i16"]

ACC: dict[Act, str] = {"i8": "i32", "i16": "i48"}
"""Accumulator type of a conv2d/matmul on each activation type."""


@dataclass
class Builder:
    """Writes the body of one ``func.func`` taking one activation tensor ``%x``."""

    act: Act
    f: FuncBuilder = field(default_factory=FuncBuilder)

    @property
    def types(self) -> dict[str, str]:
        return self.f.types

    def const(self, values: npt.ArrayLike, element: str) -> str:
        return self.f.const(np.asarray(values, dtype=np.int64), element)

    def op(
        self,
        op: str,
        operands: Sequence[str],
        ty: str,
        attrs: Mapping[str, AttrValue] | None = None,
    ) -> str:
        return self.f.op(op, operands, ty, attrs)

    def shape(self, value: str) -> list[int]:
        return list(self.f.shape(value))

    def rescale(
        self,
        x: str,
        element: str,
        scale: float | Sequence[float],
        *,
        input_zp: int = 0,
        output_zp: int = 0,
        rounding: str = "SINGLE_ROUND",
    ) -> str:
        """``tosa.rescale`` of ``x`` to ``element``; a sequence of scales is per channel.
        48-bit inputs take scale32 = false (16-bit multipliers), as TOSA requires."""
        scales = [scale] if isinstance(scale, float | int) else list(scale)
        scale32 = self.f.element(x) != "i48"
        pairs = [quantize_scale(s, scale32=scale32) for s in scales]
        return self.f.rescale(
            x,
            element,
            [p[0] for p in pairs] if len(pairs) > 1 else pairs[0][0],
            [p[1] for p in pairs] if len(pairs) > 1 else pairs[0][1],
            input_zp=input_zp,
            output_zp=output_zp,
            rounding_mode=rounding,
            scale32=scale32,
        )

    def param(self, values_q: Sequence[int], scale: float, rank: int) -> str:
        """An i32 parameter as ExecuTorch emits it: i8 const -> rescale -> reshape."""
        q = self.const(list(values_q), "i8")
        wide = self.rescale(q, "i32", scale)
        dims = [1] * (rank - 1) + [len(values_q)]
        shape = self.f.const_shape(dims)
        return self.op("tosa.reshape", [wide, shape], tensor_type(dims, "i32"))

    def mul(self, a: str, b: str) -> str:
        shift = self.const([0], "i8")
        return self.op("tosa.mul", [a, b, shift], self.types[a])

    def add(self, a: str, b: str) -> str:
        return self.op("tosa.add", [a, b], self.types[a])

    def table(
        self, x: str, fn: Callable[[npt.NDArray[np.float64]], npt.NDArray[np.float64]]
    ) -> str:
        """``tosa.table`` of ``fn`` over the activation range, back in the activation type.

        i8: 256 entries ``127 * fn(code / 32)``. i16: 513 entries sampled every 128
        codes at half amplitude (so every segment slope fits i16), then the i32 result
        is rescaled by 1/128 back to i16."""
        if self.act == "i8":
            codes = np.arange(-128, 128, dtype=np.float64)
            values = np.clip(np.round(127 * fn(codes / 32)), -128, 127)
            return self.op("tosa.table", [x, self.const(values, "i8")], self.types[x])
        points = np.arange(-32768, 32769, 128, dtype=np.float64)
        values = np.clip(np.round(16383 * fn(points / 8192)), -32768, 32767)
        wide = self.op(
            "tosa.table", [x, self.const(values, "i16")], tensor_type(self.shape(x), "i32")
        )
        return self.rescale(wide, "i16", 1 / 128)

    def dyt_core(self, h: str) -> str:
        """``tanh(alpha * h)``: rescale(i32) -> mul(alpha) -> rescale -> table."""
        rank = len(self.shape(h))
        wide = self.rescale(h, "i32", 1.0, input_zp=-3 if self.act == "i8" else 0)
        scaled = self.mul(wide, self.param([93], 1.0, rank))
        narrow = self.rescale(scaled, self.act, 1 / 96, rounding="DOUBLE_ROUND")
        return self.table(narrow, np.tanh)

    def conv2d(self, x: str, channels: int) -> str:
        """1x1 conv2d to ``channels`` outputs, requantized per channel to the activation."""
        n, h, w, c = self.shape(x)
        rng = np.random.default_rng(channels)
        acc = ACC[self.act]
        weight = self.const(rng.integers(-20, 21, (channels, 1, 1, c)), "i8")
        bias = self.const(rng.integers(-500, 501, channels), acc)
        izp, wzp = self.const([0], self.act), self.const([0], "i8")
        attrs = {
            "acc_type": acc,
            "dilation": "array<i64: 1, 1>",
            "pad": "array<i64: 0, 0, 0, 0>",
            "stride": "array<i64: 1, 1>",
        }
        out = self.op(
            "tosa.conv2d", [x, weight, bias, izp, wzp], tensor_type([n, h, w, channels], acc), attrs
        )
        return self.rescale(out, self.act, [0.004 + 0.0005 * k for k in range(channels)])

    def matmul(self, x: str, columns: int) -> str:
        """``x @ W`` with constant weights (i8, or i16 for a16w8 since MATMUL takes one
        type), requantized to the activation."""
        n, rows, inner = self.shape(x)
        rng = np.random.default_rng(columns)
        weight = self.const(rng.integers(-20, 21, (n, inner, columns)), self.act)
        zp = self.const([0], self.act)
        out = self.op(
            "tosa.matmul", [x, weight, zp, zp], tensor_type([n, rows, columns], ACC[self.act])
        )
        return self.rescale(out, self.act, 0.01)

    def function(self, result: str, name: str = "main") -> str:
        """The ``func.func`` returning ``result``, its tensors named ``x`` and ``y``."""
        self.f.name = name
        return self.f.function(result, result_names=["y"])


def module(description: str, *functions: str) -> str:
    return builder.module(*functions, attrs={"tosa.description": f'"{description}"'})


CONV_INPUT = (1, 4, 4, 8)
LINEAR_INPUT = (1, 8, 16)
DYT_INPUT = (1, 16, 64)


def _start(act: Act, shape: Sequence[int]) -> Builder:
    b = Builder(act)
    b.f.arg(shape, act, name="x", tensor_name="x")
    return b


def dyt_function(act: Act, name: str = "main") -> str:
    """``tanh(alpha * x)`` straight on the argument: once folded, table index
    ``k`` is input code ``k - 128``."""
    b = _start(act, DYT_INPUT)
    return b.function(b.dyt_core("%x"), name)


def dyt(act: Act) -> str:
    """A bare DyT core as the whole graph."""
    return module(f"DyT ({act})", dyt_function(act))


def conv_dyt(act: Act) -> str:
    """conv2d -> DyT: ``gamma * tanh(alpha * h) + beta``, gamma and beta per channel."""
    b = _start(act, CONV_INPUT)
    h = b.conv2d("%x", 16)
    t = b.dyt_core(h)
    wide = b.rescale(t, "i32", 1.0)
    gamma = b.mul(wide, b.param([40 + 3 * k for k in range(16)], 1.0, 4))
    beta = b.add(gamma, b.param([k - 8 for k in range(16)], 64.0, 4))
    return module(f"conv2d + DyT ({act})", b.function(b.rescale(beta, act, 1 / 64)))


def linear_silu(act: Act) -> str:
    """matmul -> SiLU: ``h * sigmoid(h)`` as rescale(h) * rescale(table(h))."""
    b = _start(act, LINEAR_INPUT)
    h = b.matmul("%x", 16)
    sig = b.table(h, lambda v: 1 / (1 + np.exp(-v)))
    product = b.mul(b.rescale(h, "i32", 1.0), b.rescale(sig, "i32", 1.0))
    out = b.rescale(product, act, 1 / 127 if act == "i8" else 1 / 16383)
    return module(f"linear + SiLU ({act})", b.function(out))


def residual_dyt(act: Act) -> str:
    """conv2d -> ``h + tanh(alpha * h)``, the DyT output added back through rescales."""
    b = _start(act, CONV_INPUT)
    h = b.conv2d("%x", 8)
    t = b.dyt_core(h)
    total = b.add(b.rescale(h, "i32", 1.0), b.rescale(t, "i32", 1.0))
    return module(f"conv2d + residual DyT ({act})", b.function(b.rescale(total, act, 0.5)))


GRAPHS: dict[str, Callable[[Act], str]] = {
    "conv_dyt": conv_dyt,
    "linear_silu": linear_silu,
    "residual_dyt": residual_dyt,
}


def corrupt_table(graph: ModuleOp, index: int, delta: int = 1) -> tuple[int, int]:
    """Add ``delta`` (wrapping in i8) to entry ``index`` of the first ``tosa.table``'s
    table in place; returns the entry's (old, new) value."""
    table = next(op for op in graph.walk() if isinstance(op, tosa.TableOp))
    const = table.table.owner
    assert isinstance(const, tosa.ConstOp)
    attr = const.values
    assert isinstance(attr, DenseIntOrFPElementsAttr)
    values = [int(v) for v in attr.get_values()]
    old = values[index]
    values[index] = (old + delta + 128) % 256 - 128
    const.properties["values"] = DenseIntOrFPElementsAttr.from_list(attr.type, values)  # pyright: ignore[reportUnknownMemberType,reportUnknownArgumentType]
    return old, values[index]
