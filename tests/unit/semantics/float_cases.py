"""Inputs, op records and fp64 references shared by the float semantics tests."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest
from test_cast_ref import same_bits

from lutdialect.evaluator import float_binary_op as binary_op
from lutdialect.evaluator import float_ops_by_name
from lutdialect.evaluator import float_unary_op as unary_op
from lutdialect.semantics.cast import ulp_distance
from lutdialect.semantics.core import ElementType
from lutdialect.semantics.floating import (
    Binary,
    Expr,
    FloatUnary,
    NanMode,
    Unary,
)

T = ElementType
FLOATS = [T.F32, T.F16, T.BF16]
F64 = npt.NDArray[np.float64]
F32_SAMPLE = 100_000

OPS = float_ops_by_name()
"""The catalogue's float records by TOSA name."""
UNARY = sorted(name for name, op in OPS.items() if isinstance(op, FloatUnary))
SPEC_INEXACT = frozenset(
    {"tanh", "sigmoid", "exp", "log", "erf", "sin", "cos", "reciprocal", "rsqrt", "pow"}
)
"""Ops whose results TOSA 1.0 leaves implementation-defined within an error bound."""


def U(name: str, arg: Expr) -> Unary:
    return Unary(unary_op(name), arg)


def B(name: str, lhs: Expr, rhs: Expr, mode: NanMode = NanMode.PROPAGATE) -> Binary:
    return Binary(binary_op(name), lhs, rhs, mode)


def f32(*values: float) -> npt.NDArray[np.float32]:
    return np.array(values, dtype=np.float32)


# --- inputs -------------------------------------------------------------------------


def all_values(t: ElementType) -> npt.NDArray[Any]:
    """Every f16/bf16 bit pattern, in the type's carrier."""
    codes = np.arange(1 << 16, dtype=np.uint32)
    if t is T.F16:
        return codes.astype(np.uint16).view(np.float16)
    return (codes << 16).view(np.float32)


def f32_sample(n: int, seed: int) -> npt.NDArray[np.float32]:
    rng = np.random.default_rng(seed)
    bits = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32).view(np.float32)
    dense = rng.uniform(-12, 12, n).astype(np.float32)
    small = (rng.standard_normal(n) * 0.01).astype(np.float32)
    return np.concatenate([bits, dense, small])


def inputs(t: ElementType, n: int = F32_SAMPLE, seed: int = 0) -> npt.NDArray[Any]:
    return all_values(t) if t is not T.F32 else f32_sample(n, seed)


SPECIALS = np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 0.5], dtype=np.float32)


def pairs(t: ElementType, seed: int = 0) -> tuple[npt.NDArray[Any], npt.NDArray[Any]]:
    """Operand pairs: shuffled exhaustive/sampled values plus every pair of specials."""
    a = inputs(t, F32_SAMPLE // 3, seed)
    b = np.random.default_rng(seed + 1).permutation(a)
    sa, sb = np.meshgrid(SPECIALS, SPECIALS)
    return (
        np.concatenate([a, sa.ravel().astype(a.dtype)]),
        np.concatenate([b, sb.ravel().astype(b.dtype)]),
    )


# --- comparison -----------------------------------------------------------------------


def assert_bit_exact(ref: npt.ArrayLike, ours: npt.ArrayLike, t: ElementType, what: str) -> None:
    r = np.asarray(ref).astype(np.float32) if t is T.BF16 else np.asarray(ref)
    differ = ~same_bits(r, ours)
    if differ.any():
        ulps = ulp_distance(r[differ], np.asarray(ours)[differ], t)
        pytest.fail(
            f"{what}: {int(differ.sum())} of {differ.size} elements differ "
            f"(max {int(ulps.max())} ulp)"
        )


# --- fp64 references, independent of the catalogue's ---------------------------------


def _sigmoid(x: F64) -> F64:
    return 1 / (1 + np.exp(-x))


def _erf(x: F64) -> F64:
    return np.asarray(np.frompyfunc(math.erf, 1, 1)(x), dtype=np.float64)


def _reciprocal(x: F64) -> F64:
    return 1 / x


def _rsqrt(x: F64) -> F64:
    return 1 / np.sqrt(x)


EXACT64: dict[str, Callable[..., F64]] = {
    "tanh": np.tanh,
    "sigmoid": _sigmoid,
    "exp": np.exp,
    "log": np.log,
    "erf": _erf,
    "sin": np.sin,
    "cos": np.cos,
    "reciprocal": _reciprocal,
    "rsqrt": _rsqrt,
    "floor": np.floor,
    "ceil": np.ceil,
    "abs": np.abs,
    "negate": np.negative,
    "add": np.add,
    "sub": np.subtract,
    "mul": np.multiply,
    "pow": np.power,
}
