"""The catalogue of point-wise TOSA ops: one entry per op, the one source of what the
evaluator and the passes know about it.

An entry says

* how to evaluate the op: an adapter (:mod:`.adapters`) from the op's operands and
  properties to a pure function of :mod:`lutdialect.semantics`;
* which operands are *parameters* that must be compile-time constants (rescale's
  multiplier, a table, a zero point), and which of those are whole arrays;
* whether the op only requantizes (rescale, cast), which the profitability rule of
  ``fuse-elementwise-lut`` needs;
* for a float op, its float record (:class:`~lutdialect.semantics.float_ops.FloatUnary`
  / ``FloatBinary``): the reference model's kernel, the fp64 function and its range
  rule (monotonicity), the spec's error bound, and whether the spec leaves the result
  implementation-defined -- what the float-region policy reasons with;
* why a result the semantics flag inexact cannot simply be baked into a table
  (:class:`Inexactness`), which the evaluator reports with the op.

The facts the passes ask about every op (parameters, ``requantize_only``) are plain
values of the entry; its adapter and float record need numpy and are written as
functions the entry calls on first use (:func:`load_semantics`), so that a pass that
declines every region before evaluating one never imports numpy.

Supporting one more point-wise op is its semantics function, one entry here, and
their tests (``docs/architecture.md``, "Adding a point-wise op").
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, TypeVar

from xdsl.ir import Operation

from lutdialect.dialects.tosa import ops as tosa

if TYPE_CHECKING:
    from lutdialect.semantics.core import ElementType, Evaluated

    from .listwise import ListAdapter
    from .operands import Adapter, Array

__all__ = [
    "CATALOGUE",
    "Inexactness",
    "Pointwise",
    "float_binary_op",
    "float_ops_by_name",
    "float_unary_op",
    "load_semantics",
]


def load_semantics() -> None:
    """Import the numpy-backed modules the entries' semantics are written in.

    Called before an entry's semantics are first built (:attr:`Pointwise.evaluate`,
    :attr:`Pointwise.float_op`), so that importing the catalogue -- which every pass
    does for the entries' facts -- imports no numpy. The entries' functions name these
    modules as globals, resolved when they are called; they are bound here, with
    ``global``, so that each is an ordinary, type-checked import.
    """
    global np, float_ops, integer, ranges, ad, cos_bound, exp_bound  # noqa: PLW0603
    global pow_bound, sigmoid_bound, sin_bound, tanh_bound, ulp  # noqa: PLW0603
    global FloatBinary, FloatUnary, libm_kernel, numpy_kernel, erf64  # noqa: PLW0603
    if _loaded:
        return
    import numpy as np

    from lutdialect.semantics import float_ops, integer
    from lutdialect.semantics import float_ranges as ranges
    from lutdialect.semantics.float_bounds import (
        cos_bound,
        exp_bound,
        pow_bound,
        sigmoid_bound,
        sin_bound,
        tanh_bound,
        ulp,
    )
    from lutdialect.semantics.float_ops import FloatBinary, FloatUnary, libm_kernel, numpy_kernel
    from lutdialect.semantics.libm import erf64

    from . import adapters as ad

    _loaded.append(True)


_loaded: list[bool] = []
"""Non-empty once :func:`load_semantics` has run."""


@dataclass(frozen=True)
class Inexactness:
    """Why an op's result may differ between conforming implementations."""

    reason: str
    """One phrase a decline remark can print after the op."""
    float_bound: bool
    """True: the difference is a float rounding within the spec's error bound, which
    the float-region policy can prove harmless; False: no table may depend on it."""


UNEXPLAINED = Inexactness("is implementation-defined and cannot be baked into a table", False)
"""What an entry without its own :class:`Inexactness` fact means when inexact (fail closed)."""


@dataclass(frozen=True)
class Pointwise:
    """One catalogue entry.

    The facts the passes ask about every op (parameters, ``requantize_only``) are plain
    values; the semantics, which need numpy, are given as functions that build them and
    are built on first use."""

    adapter: Callable[[], Adapter]
    """Builds the adapter that evaluates the op."""
    parameters: frozenset[int] = frozenset()
    """Operand indices that must be compile-time constants (single-valued unless noted)."""
    requantize_only: bool = False
    """Rescale and cast only move between quantizations; they alone don't pay for a table."""
    array_parameters: frozenset[int] = frozenset()
    """Parameters used as a whole array (a lookup table); all others must hold one value."""
    float_record: Callable[[], FloatUnary | FloatBinary] | None = None
    """Builds the op's float semantics and precision facts (``None``: none the
    float-region policy can reason with)."""
    inexact: Inexactness | None = None
    """Why a result the semantics report inexact is so; by default, for a float op,
    its float error bound."""
    listwise: Callable[[], ListAdapter] | None = None
    """Builds the op's adapter to the list semantics (:mod:`.listwise`), for the
    integer ops that have them: what an i8 region is proven with, and its channels
    told apart, before numpy is needed (``transforms.guards.listwise_verdict``;
    ``None``: the array semantics only)."""

    @functools.cached_property
    def evaluate(self) -> Adapter:
        load_semantics()
        return self.adapter()

    @functools.cached_property
    def float_op(self) -> FloatUnary | FloatBinary | None:
        if self.float_record is None:
            return None
        load_semantics()
        return self.float_record()

    @property
    def inexactness(self) -> Inexactness:
        if self.inexact is not None:
            return self.inexact
        if self.float_op is not None and not self.float_op.exact:
            reason = f"float {self.float_op.name} is implementation-defined within an error bound"
            return Inexactness(reason, True)
        return UNEXPLAINED


_Record = TypeVar("_Record", "FloatUnary", "FloatBinary")


def _with_float(
    record: Callable[[], _Record],
    adapter: Callable[[_Record], Adapter],
    parameters: frozenset[int] = frozenset(),
    listwise: Callable[[], ListAdapter] | None = None,
) -> Pointwise:
    """An entry with a float record, which its adapter evaluates with (built once)."""
    built = functools.cache(record)
    return Pointwise(lambda: adapter(built()), parameters, float_record=built, listwise=listwise)


def _float_only(record: Callable[[], FloatUnary]) -> Pointwise:
    """A unary op TOSA defines on floats only."""
    return _with_float(record, lambda op: ad.by_type(None, ad.float_unary(op)))


def _int_and_float(
    fn: Callable[[], Callable[[Array, Array, ElementType], Evaluated]],
    record: Callable[[], FloatBinary],
    listwise: Callable[[], ListAdapter],
) -> Pointwise:
    """A binary op with an integer and a float variant."""
    return _with_float(
        record,
        lambda op: ad.by_type(ad.int_binary(fn()), ad.float_binary(op)),
        listwise=listwise,
    )


def _lists() -> ModuleType:
    """:mod:`.listwise`, imported when an entry's list adapter is first built."""
    from . import listwise

    return listwise


def _compare(
    fn: Callable[[], Callable[[Array, Array, ElementType], Evaluated]],
    float_fn: Callable[[], float_ops.Comparison],
) -> Pointwise:
    return Pointwise(lambda: ad.by_type(ad.int_binary(fn()), ad.float_compare(float_fn())))


CATALOGUE: Mapping[type[Operation], Pointwise] = {
    # --- type conversion
    tosa.RescaleOp: Pointwise(
        lambda: ad.rescale_,
        frozenset({1, 2, 3, 4}),
        requantize_only=True,
        inexact=Inexactness(
            "INEXACT_ROUND is implementation-defined and cannot be baked into a table", False
        ),
        listwise=lambda: _lists().rescale,
    ),
    tosa.CastOp: Pointwise(
        lambda: ad.cast_,
        requantize_only=True,
        listwise=lambda: _lists().cast_,
        inexact=Inexactness("a narrowing float cast (or i32 -> bf16) may round differently", True),
    ),
    # --- arithmetic, integer and float
    tosa.MulOp: _with_float(
        lambda: FloatBinary("mul", float_ops.mul, np.multiply, ulp(0.5)),
        lambda op: ad.by_type(ad.int_mul, ad.float_mul(op)),
        frozenset({2}),
        listwise=lambda: _lists().mul,
    ),
    tosa.AddOp: _int_and_float(
        lambda: integer.add,
        lambda: FloatBinary("add", float_ops.add, np.add, ulp(0.5)),
        lambda: _lists().add,
    ),
    tosa.SubOp: _int_and_float(
        lambda: integer.sub,
        lambda: FloatBinary("sub", float_ops.sub, np.subtract, ulp(0.5)),
        lambda: _lists().sub,
    ),
    tosa.MaximumOp: _int_and_float(
        lambda: integer.maximum,
        lambda: FloatBinary("maximum", float_ops.maximum, np.maximum, ulp(0.0), nan_operand=True),
        lambda: _lists().maximum,
    ),
    tosa.MinimumOp: _int_and_float(
        lambda: integer.minimum,
        lambda: FloatBinary("minimum", float_ops.minimum, np.minimum, ulp(0.0), nan_operand=True),
        lambda: _lists().minimum,
    ),
    tosa.AbsOp: _with_float(
        lambda: FloatUnary("abs", numpy_kernel(np.abs), np.abs, ranges.even_increasing, ulp(0.0)),
        lambda op: ad.by_type(ad.int_unary(integer.abs), ad.float_unary(op)),
        listwise=lambda: _lists().abs_,
    ),
    tosa.NegateOp: _with_float(
        lambda: FloatUnary(
            "negate", numpy_kernel(np.negative), np.negative, ranges.decreasing, ulp(0.0)
        ),
        lambda op: ad.by_type(ad.int_negate, ad.float_negate(op)),
        frozenset({1, 2}),
        listwise=lambda: _lists().negate,
    ),
    tosa.ClampOp: Pointwise(
        lambda: ad.by_type(ad.int_clamp, ad.float_clamp), listwise=lambda: _lists().clamp
    ),
    tosa.TableOp: Pointwise(
        lambda: ad.table_,
        frozenset({1}),
        array_parameters=frozenset({1}),
        listwise=lambda: _lists().table,
    ),
    # --- integer only
    tosa.ArithmeticRightShiftOp: Pointwise(
        lambda: ad.arithmetic_right_shift, listwise=lambda: _lists().arithmetic_right_shift
    ),
    tosa.LogicalLeftShiftOp: Pointwise(
        lambda: ad.int_binary(integer.logical_left_shift),
        listwise=lambda: _lists().logical_left_shift,
    ),
    tosa.LogicalRightShiftOp: Pointwise(
        lambda: ad.int_binary(integer.logical_right_shift),
        listwise=lambda: _lists().logical_right_shift,
    ),
    tosa.BitwiseAndOp: Pointwise(
        lambda: ad.int_binary(integer.bitwise_and), listwise=lambda: _lists().bitwise_and
    ),
    tosa.BitwiseOrOp: Pointwise(
        lambda: ad.int_binary(integer.bitwise_or), listwise=lambda: _lists().bitwise_or
    ),
    tosa.BitwiseXorOp: Pointwise(
        lambda: ad.int_binary(integer.bitwise_xor), listwise=lambda: _lists().bitwise_xor
    ),
    tosa.BitwiseNotOp: Pointwise(
        lambda: ad.int_unary(integer.bitwise_not), listwise=lambda: _lists().bitwise_not
    ),
    tosa.IntDivOp: Pointwise(lambda: ad.int_binary(integer.intdiv)),
    tosa.ClzOp: Pointwise(lambda: ad.int_unary(integer.clz)),
    # --- booleans, comparisons, selection
    tosa.LogicalAndOp: Pointwise(lambda: ad.logical(integer.logical_and)),
    tosa.LogicalOrOp: Pointwise(lambda: ad.logical(integer.logical_or)),
    tosa.LogicalXorOp: Pointwise(lambda: ad.logical(integer.logical_xor)),
    tosa.LogicalNotOp: Pointwise(lambda: ad.logical(integer.logical_not)),
    tosa.EqualOp: _compare(lambda: integer.equal, lambda: np.equal),
    tosa.GreaterOp: _compare(lambda: integer.greater, lambda: np.greater),
    tosa.GreaterEqualOp: _compare(lambda: integer.greater_equal, lambda: np.greater_equal),
    tosa.SelectOp: Pointwise(lambda: ad.select),
    tosa.IdentityOp: Pointwise(lambda: ad.identity, listwise=lambda: _lists().identity),
    # --- float only
    tosa.PowOp: _with_float(
        lambda: FloatBinary(
            "pow",
            float_ops.power,
            np.power,
            pow_bound,
            exact=False,
            requires=float_ops.pow_requires,
            may_fail=float_ops.pow_may_fail,
        ),
        lambda op: ad.by_type(None, ad.float_binary(op)),
    ),
    tosa.TanhOp: _float_only(
        lambda: FloatUnary(
            "tanh", float_ops.tanh, np.tanh, ranges.increasing, tanh_bound, exact=False
        )
    ),
    tosa.SigmoidOp: _float_only(
        lambda: FloatUnary(
            "sigmoid",
            float_ops.sigmoid,
            float_ops.sigmoid64,
            ranges.increasing,
            sigmoid_bound,
            exact=False,
        )
    ),
    tosa.ExpOp: _float_only(
        lambda: FloatUnary(
            "exp", libm_kernel("expf"), np.exp, ranges.increasing, exp_bound, exact=False
        )
    ),
    tosa.LogOp: _float_only(
        lambda: FloatUnary(
            "log", libm_kernel("logf"), np.log, ranges.increasing_from(0.0), ulp(5.0), exact=False
        )
    ),
    tosa.ErfOp: _float_only(
        lambda: FloatUnary(
            "erf", libm_kernel("erff"), erf64, ranges.increasing, ulp(5.0), exact=False
        )
    ),
    tosa.SinOp: _float_only(
        lambda: FloatUnary(
            "sin", libm_kernel("sinf"), np.sin, ranges.periodic(math.pi / 2), sin_bound, exact=False
        )
    ),
    tosa.CosOp: _float_only(
        lambda: FloatUnary(
            "cos", libm_kernel("cosf"), np.cos, ranges.periodic(0.0), cos_bound, exact=False
        )
    ),
    tosa.ReciprocalOp: _float_only(
        lambda: FloatUnary(
            "reciprocal",
            float_ops.reciprocal,
            float_ops.reciprocal64,
            ranges.reciprocal_like,
            ulp(1.0),
            exact=False,
        )
    ),
    tosa.RsqrtOp: _float_only(
        lambda: FloatUnary(
            "rsqrt", float_ops.rsqrt, float_ops.rsqrt64, ranges.rsqrt_like, ulp(2.0), exact=False
        )
    ),
    tosa.FloorOp: _float_only(
        lambda: FloatUnary("floor", numpy_kernel(np.floor), np.floor, ranges.increasing, ulp(0.5))
    ),
    tosa.CeilOp: _float_only(
        lambda: FloatUnary("ceil", numpy_kernel(np.ceil), np.ceil, ranges.increasing, ulp(0.5))
    ),
}
"""Every op the evaluator and the LUT passes treat as point-wise."""


def float_ops_by_name() -> Mapping[str, FloatUnary | FloatBinary]:
    """The float records of the catalogue by TOSA name (``"tanh"``), for tests and
    tools that speak of ops by name."""
    return {e.float_op.name: e.float_op for e in CATALOGUE.values() if e.float_op is not None}


def float_unary_op(name: str) -> FloatUnary:
    """The record of the unary float op ``name``."""
    op = float_ops_by_name()[name]
    if not isinstance(op, FloatUnary):
        raise KeyError(f"{name} is not a unary float op")
    return op


def float_binary_op(name: str) -> FloatBinary:
    """The record of the binary float op ``name``."""
    op = float_ops_by_name()[name]
    if not isinstance(op, FloatBinary):
        raise KeyError(f"{name} is not a binary float op")
    return op
