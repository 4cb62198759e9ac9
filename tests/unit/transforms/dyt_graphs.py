"""Dynamic Tanh chains as data, as MLIR text, and as a hypothesis strategy.

A :class:`DyTChain` is plain data (shape, the three rescales, alpha, mul shift,
table); :func:`render` writes it as one ``func.func @main`` in the syntax
``tosa-opt`` prints, so the text both parses in xDSL and serialises for the
reference model; :func:`dyt_chains` draws random ones, all written through
:mod:`lutdialect.builder`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
from hypothesis import strategies as st

from lutdialect.builder import FuncBuilder, Rescale, tensor_type
from lutdialect.semantics.quantize import quantize_scale

Shape = tuple[int, ...]


@dataclass(frozen=True)
class DirectAlpha:
    """alpha as an i32 constant of ``shape`` (a splat when not all ones)."""

    value: int
    shape: Shape

    def write(self, f: FuncBuilder) -> str:
        return f.const(self.value, "i32", self.shape)


@dataclass(frozen=True)
class RescaledAlpha:
    """alpha as real graphs carry it: an i8 constant, rescaled to i32, reshaped to ``shape``
    (``None``: not reshaped, only valid for a rank-1 activation)."""

    code: int
    rescale: Rescale
    shape: Shape | None

    def write(self, f: FuncBuilder) -> str:
        a = self.rescale.write(f, f.const([self.code], "i8"), "i32")
        if self.shape is None:
            return a
        return f.op("tosa.reshape", [a, f.const_shape(self.shape)], tensor_type(self.shape, "i32"))


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
    f = FuncBuilder()
    x = f.arg(chain.shape, "i8")
    d = chain.dequantize.write(f, x, "i32")
    a = chain.alpha.write(f)
    shift = f.const([chain.mul_shift], "i8")
    factors = [a, d] if chain.alpha_lhs else [d, a]
    p = f.op("tosa.mul", [*factors, shift], tensor_type(chain.shape, "i32"))
    q = chain.requantize.write(f, p, "i8")
    lut = f.const(list(chain.table), "i8")
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
