"""Dynamic Tanh chains as data, as MLIR text, and as a hypothesis strategy.

A :class:`DyTChain` is plain data (shape, the three rescales, alpha, mul shift,
table); :func:`render` writes it as one ``func.func @main`` in the syntax
``tosa-opt`` prints, so the text both parses in xDSL and serialises for the
reference model; :func:`dyt_chains` draws random ones. :class:`FuncText` is the
op-by-op text builder underneath, kept independent of DyT so that fuzzers of
other passes can describe their graphs the same way.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt
from hypothesis import strategies as st

from lutdialect.semantics.quantize import quantize_scale

Shape = tuple[int, ...]
AttrValue = str | bool | int


def tensor_type(shape: Sequence[int], element: str) -> str:
    """``tensor_type((2, 3), "i8") == "tensor<2x3xi8>"``; ``()`` is rank 0."""
    return "tensor<" + "".join(f"{d}x" for d in shape) + element + ">"


def split_tensor_type(ty: str) -> tuple[Shape, str]:
    """``split_tensor_type("tensor<2x3xi8>") == ((2, 3), "i8")``."""
    *dims, element = ty.removeprefix("tensor<").removesuffix(">").split("x")
    return tuple(int(d) for d in dims), element


def render_attrs(attrs: Mapping[str, AttrValue]) -> str:
    """An attribute dictionary in sorted key order, as MLIR prints it."""
    items = ", ".join(
        f"{k} = {str(v).lower() if isinstance(v, bool) else v}" for k, v in sorted(attrs.items())
    )
    return f" {{{items}}}" if items else ""


@dataclass
class FuncText:
    """One ``func.func`` built op by op; every method returns the new SSA name."""

    name: str = "main"
    args: list[tuple[str, str]] = field(default_factory=list[tuple[str, str]])
    lines: list[str] = field(default_factory=list[str])
    types: dict[str, str] = field(default_factory=dict[str, str])

    def _define(self, prefix: str, ty: str) -> str:
        name = f"%{prefix}{len(self.types)}"
        self.types[name] = ty
        return name

    def arg(self, shape: Sequence[int], element: str) -> str:
        name = self._define("arg", tensor_type(shape, element))
        self.args.append((name, self.types[name]))
        return name

    def const(self, values: int | Sequence[int], element: str, shape: Sequence[int] = (1,)) -> str:
        """A ``tosa.const``: a splat of one int, or a flat list filling ``shape``."""
        ty = tensor_type(shape, element)
        if isinstance(values, int):
            literal = str(values)
        else:
            literal = str(np.asarray(values, dtype=np.int64).reshape(tuple(shape)).tolist())
        name = self._define("c", ty)
        self.lines.append(
            f'{name} = "tosa.const"() <{{values = dense<{literal}> : {ty}}}> : () -> {ty}'
        )
        return name

    def const_shape(self, dims: Sequence[int]) -> str:
        ty = f"!tosa.shape<{len(dims)}>"
        name = self._define("shape", ty)
        literal = f"dense<{list(dims)}> : tensor<{len(dims)}xindex>"
        self.lines.append(f"{name} = tosa.const_shape {{values = {literal}}} : () -> {ty}")
        return name

    def op(
        self,
        op: str,
        operands: Sequence[str],
        result_type: str,
        attrs: Mapping[str, AttrValue] | None = None,
    ) -> str:
        name = self._define("v", result_type)
        in_types = ", ".join(self.types[o] for o in operands)
        self.lines.append(
            f"{name} = {op} {', '.join(operands)}{render_attrs(attrs or {})}"
            f" : ({in_types}) -> {result_type}"
        )
        return name

    def rescale(self, x: str, params: Rescale, out_element: str) -> str:
        """``tosa.rescale`` of ``x`` to ``out_element`` (same shape), constants included."""
        shape, in_element = split_tensor_type(self.types[x])
        operands = [
            x,
            self.const(params.multiplier, "i32" if params.scale32 else "i16"),
            self.const(params.shift, "i8"),
            self.const(params.input_zp, in_element),
            self.const(params.output_zp, out_element),
        ]
        attrs: dict[str, AttrValue] = {
            "input_unsigned": False,
            "output_unsigned": False,
            "per_channel": False,
            "rounding_mode": params.rounding_mode,
            "scale32": params.scale32,
        }
        return self.op("tosa.rescale", operands, tensor_type(shape, out_element), attrs)

    def module(self, *results: str) -> str:
        """The function, returning ``results``, as the only op of a module."""
        params = ", ".join(f"{n}: {t}" for n, t in self.args)
        result_types = ", ".join(self.types[r] for r in results)
        signature = result_types if len(results) == 1 else f"({result_types})"
        body = "".join(f"    {line}\n" for line in self.lines)
        return (
            "module {\n"
            f"  func.func @{self.name}({params}) -> {signature} {{\n{body}"
            f"    return {', '.join(results)} : {result_types}\n"
            "  }\n"
            "}\n"
        )


@dataclass(frozen=True)
class Rescale:
    """The constant parameters and attributes of one per-tensor ``tosa.rescale``."""

    multiplier: int
    shift: int
    input_zp: int = 0
    output_zp: int = 0
    scale32: bool = True
    rounding_mode: str = "SINGLE_ROUND"


@dataclass(frozen=True)
class DirectAlpha:
    """alpha as an i32 constant of ``shape`` (a splat when not all ones)."""

    value: int
    shape: Shape


@dataclass(frozen=True)
class RescaledAlpha:
    """alpha as real graphs carry it: an i8 constant, rescaled to i32, reshaped to ``shape``
    (``None``: not reshaped, only valid for a rank-1 activation)."""

    code: int
    rescale: Rescale
    shape: Shape | None


Alpha = DirectAlpha | RescaledAlpha


@dataclass(frozen=True)
class DyTChain:
    """``x:i8 -> rescale(i32) -> mul(alpha) -> rescale(i8) -> table``."""

    shape: Shape
    dequantize: Rescale
    alpha: Alpha
    alpha_lhs: bool
    mul_shift: int
    requantize: Rescale
    table: tuple[int, ...]


def render(chain: DyTChain) -> str:
    """The chain as a module with one ``func.func @main(x) -> y``."""
    f = FuncText()
    x = f.arg(chain.shape, "i8")
    d = f.rescale(x, chain.dequantize, "i32")
    alpha = chain.alpha
    if isinstance(alpha, DirectAlpha):
        a = f.const(alpha.value, "i32", alpha.shape)
    else:
        a = f.rescale(f.const(alpha.code, "i8"), alpha.rescale, "i32")
        if alpha.shape is not None:
            a = f.op(
                "tosa.reshape", [a, f.const_shape(alpha.shape)], tensor_type(alpha.shape, "i32")
            )
    shift = f.const(chain.mul_shift, "i8")
    factors = [a, d] if chain.alpha_lhs else [d, a]
    p = f.op("tosa.mul", [*factors, shift], tensor_type(chain.shape, "i32"))
    q = f.rescale(p, chain.requantize, "i8")
    lut = f.const(chain.table, "i8", (256,))
    return f.module(f.op("tosa.table", [q, lut], tensor_type(chain.shape, "i8")))


def code_batches(shape: Sequence[int]) -> list[npt.NDArray[np.int8]]:
    """Inputs of ``shape`` that together hold every i8 code, as few as possible
    (one when the tensor has at least 256 elements)."""
    size = math.prod(shape)
    codes = np.arange(-128, 128, dtype=np.int8)
    runs = -(-256 // size)
    return [np.resize(np.roll(codes, -i * size), tuple(shape)) for i in range(runs)]


# --------------------------------------------------------------------------- #
# Hypothesis strategies
# --------------------------------------------------------------------------- #

SHAPES: tuple[Shape, ...] = (
    (256,),
    (2, 128),
    (16, 16),
    (1, 16, 16),
    (1, 8, 8, 4),
    (2, 2, 2, 2, 16),
)
"""Activation shapes of rank 1 to 5, each with at least 256 elements (one oracle run)."""

MAX_SCALE = {True: 2.0**28, False: 2.0**12}
"""Largest scale a RESCALE can express, by scale32 (``quantize_scale`` needs shift >= 2)."""

_MODES = ("SINGLE_ROUND", "DOUBLE_ROUND")
_i8 = st.integers(-128, 127)


@st.composite
def rescales(draw: st.DrawFn, scale: float, *, input_zp: int = 0, output_zp: int = 0) -> Rescale:
    """A rescale standing for ``scale``: random multiplier width and rounding mode.

    INEXACT_ROUND, which the pass must decline, is drawn about one time in twenty
    (as a value away from the ends of the range, which hypothesis favours).
    """
    scale32 = draw(st.booleans())
    if draw(st.integers(0, 19)) == 10:
        mode = "INEXACT_ROUND"
    else:
        mode = draw(st.sampled_from(_MODES)) if scale32 else "SINGLE_ROUND"
    multiplier, shift = quantize_scale(min(scale, MAX_SCALE[scale32]), scale32=scale32)
    return Rescale(multiplier, shift, input_zp, output_zp, scale32, mode)


def _log_scale(low: float, high: float) -> st.SearchStrategy[float]:
    return st.floats(low, high).map(lambda e: 2.0**e)


@st.composite
def alphas(draw: st.DrawFn, shape: Shape) -> tuple[Alpha, float]:
    """An alpha of either form (either sign) and the real value it stands for."""
    ones = (1,) * len(shape)
    if draw(st.booleans()):
        magnitude = round(draw(_log_scale(0, 16)))
        value = magnitude * draw(st.sampled_from((1, -1)))
        splat_shape = draw(st.sampled_from((ones, shape)))
        return DirectAlpha(value, splat_shape), float(value)
    code, zp = draw(_i8), draw(_i8)
    scale = draw(_log_scale(-4, 16))
    rescale = draw(rescales(scale, input_zp=zp))
    reshape = len(shape) != 1 or draw(st.booleans())
    return RescaledAlpha(code, rescale, ones if reshape else None), (code - zp) * scale


@st.composite
def dyt_chains(draw: st.DrawFn) -> DyTChain:
    """Random DyT chains, half of them well conditioned (the requantize maps the
    product back onto a useful i8 range), half with wild scales that saturate or
    break a REQUIRE somewhere; random zero points and an arbitrary table."""
    shape = draw(st.sampled_from(SHAPES))
    wild = draw(st.booleans())
    deq_scale = draw(_log_scale(-2, 28 if wild else 20))
    dequantize = draw(rescales(deq_scale, input_zp=draw(_i8)))
    alpha, alpha_value = draw(alphas(shape))
    mul_shift = draw(st.sampled_from((0, 0, 0, 1, 7, 15, 31, 63)))
    if wild or alpha_value == 0:
        req_scale = draw(_log_scale(-24, 28))
    else:
        gain = draw(_log_scale(-7, 3))
        req_scale = gain / (deq_scale * abs(alpha_value) * 2.0**-mul_shift)
    requantize = draw(rescales(req_scale, output_zp=draw(_i8)))
    table = tuple(np.frombuffer(draw(st.binary(min_size=256, max_size=256)), np.int8).tolist())
    return DyTChain(shape, dequantize, alpha, draw(st.booleans()), mul_shift, requantize, table)
