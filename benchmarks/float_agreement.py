"""Measure how closely lutdialect's float semantics agree with the TOSA reference model.

Prints the Markdown tables of ``docs/semantics-float-precision.md``:

1. our semantics vs the reference model, per op and type (differing elements, largest
   ULP distance) -- and, for contrast, two naive implementations (numpy's own f32
   functions; the correctly rounded fp64 result);
2. the reference model's own error against the correctly rounded result, and the
   largest fraction of the spec's error bound it uses;
3. CAST, every pair;
4. the fusion policy (``robust_round_trip``) on typical i8 regions.

Usage: ``python benchmarks/float_agreement.py [--f32-samples N] [--seed S]``
(needs ``tosa-tools``; about a minute with the defaults).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from lutdialect.builder import FuncBuilder, tensor_type
from lutdialect.evaluator import float_binary_op as binary_op
from lutdialect.evaluator import float_ops_by_name
from lutdialect.evaluator import float_unary_op as unary_op
from lutdialect.reference import native_output_silenced, run_graph
from lutdialect.semantics import floating as fl
from lutdialect.semantics.cast import CAST_PAIRS, cast, round_float, ulp_distance
from lutdialect.semantics.core import ElementType
from lutdialect.semantics.floating import Binary as BinaryExpr
from lutdialect.semantics.floating import (
    Clamp,
    Const,
    Expr,
    FloatUnary,
    Input,
    NanMode,
)
from lutdialect.semantics.floating import Unary as UnaryExpr

sys.path.insert(0, str(Path(__file__).resolve().parent))

T = ElementType
FLOATS = (T.F32, T.F16, T.BF16)
Array = npt.NDArray[Any]
F64 = npt.NDArray[np.float64]
F32 = npt.NDArray[np.float32]

OPS = float_ops_by_name()
"""The catalogue's float op records by TOSA name."""
UNARY_OPS = sorted(name for name, op in OPS.items() if isinstance(op, FloatUnary))
INEXACT = frozenset(name for name, op in OPS.items() if not op.exact)


def Unary(name: str, arg: Expr) -> UnaryExpr:
    return UnaryExpr(unary_op(name), arg)


def Binary(name: str, lhs: Expr, rhs: Expr) -> BinaryExpr:
    return BinaryExpr(binary_op(name), lhs, rhs)


# --- graphs ---------------------------------------------------------------------------


def graph(op: str, t: str, n: int, *, arity: int = 1, out: str | None = None) -> str:
    """``op`` applied to ``arity`` arguments (NEGATE gets its zero points, MUL its shift)."""
    f = FuncBuilder()
    operands = [f.arg(n, t) for _ in range(arity)]
    if op == "negate":
        zero_point = f.const([0.0], t)
        operands += [zero_point, zero_point]
    if op == "mul":
        operands.append(f.const([0], "i8"))
    return f.module(f.op(f"tosa.{op}", operands, tensor_type(n, out or t)))


def oracle(
    op: str, t: ElementType, inputs: Sequence[Array], out: ElementType | None = None
) -> Array:
    n = inputs[0].size
    text = graph(op, t.value, n, arity=len(inputs), out=(out or t).value)
    with native_output_silenced(fds=(1,)):
        outputs = run_graph(text, list(inputs)).outputs
    result = np.asarray(outputs[0])
    return result.astype(np.float32) if (out or t) is T.BF16 else result


# --- inputs ---------------------------------------------------------------------------


def values(t: ElementType, n: int, rng: np.random.Generator) -> Array:
    """All 65,536 patterns of f16/bf16; for f32 random patterns plus dense ranges."""
    codes = np.arange(1 << 16, dtype=np.uint32)
    if t is T.F16:
        return codes.astype(np.uint16).view(np.float16)
    if t is T.BF16:
        return (codes << 16).view(np.float32)
    k = n // 3
    return np.concatenate(
        [
            rng.integers(0, 2**32, k, dtype=np.uint64).astype(np.uint32).view(np.float32),
            rng.uniform(-12, 12, k).astype(np.float32),
            (rng.standard_normal(n - 2 * k) * 0.01).astype(np.float32),
        ]
    )


def describe(t: ElementType, n: int) -> str:
    return "all 65,536" if t is not T.F32 else f"{n:,} sampled"


# --- alternatives to compare with -----------------------------------------------------


def exact(op: str, args: Sequence[F64]) -> F64:
    """The fp64 result the spec measures errors from."""
    if len(args) == 2:
        return binary_op(op).fp64(args[0], args[1])
    return unary_op(op).fp64(args[0])


def _sigmoid32(x: F32) -> F32:
    return np.float32(1) / (np.float32(1) + np.exp(-x))


def _reciprocal32(x: F32) -> F32:
    return np.float32(1) / x


def _rsqrt32(x: F32) -> F32:
    return np.float32(1) / np.sqrt(x)


NUMPY_F32: dict[str, Callable[..., F32]] = {
    "tanh": np.tanh,
    "sigmoid": _sigmoid32,
    "exp": np.exp,
    "log": np.log,
    "sin": np.sin,
    "cos": np.cos,
    "reciprocal": _reciprocal32,
    "rsqrt": _rsqrt32,
    "pow": np.power,
}
"""What a straightforward numpy port would compute (in f32, then rounded to the type)."""


def stats(ref: Array, other: Array, t: ElementType) -> tuple[int, int]:
    """(elements differing, largest ULP distance); NaN equals NaN, -0 differs from +0."""
    with np.errstate(invalid="ignore"):
        a, b = np.asarray(ref).astype(np.float64), np.asarray(other).astype(np.float64)
    same = ((a == b) & (np.signbit(a) == np.signbit(b))) | (np.isnan(a) & np.isnan(b))
    with np.errstate(invalid="ignore"):
        dist = ulp_distance(a.astype(np.float32), b.astype(np.float32), t)
    return int((~same).sum()), int(dist.max()) if dist.size else 0


def fmt_diff(differ: int, max_ulp: int, n: int) -> str:
    if differ == 0:
        return "exact"
    big = max_ulp >= 1 << 40
    return f"{differ / n:.3%} / {'NaN' if big else max_ulp}"


def spec_usage(op: str, t: ElementType, got: Array, args: Sequence[F64]) -> tuple[int, float]:
    """The reference model vs correctly rounded: max ULPs, and max |error| / spec bound."""
    with np.errstate(all="ignore"):
        exact_values = exact(op, args)
        rounded = round_float(exact_values, t)
        finite = np.isfinite(exact_values) & np.isfinite(got.astype(np.float64))
        ulps = ulp_distance(got[finite].astype(np.float32), rounded[finite].astype(np.float32), t)
        err = fl.spec_error_bound(OPS[op], t, exact_values, list(args))
        used = np.abs(got.astype(np.float64) - exact_values) / err
        used = used[finite & (err > 0) & (np.abs(exact_values) >= fl.FORMATS[t].normal_min)]
    return int(ulps.max()) if ulps.size else 0, float(used.max()) if used.size else 0.0


# --- sections ---------------------------------------------------------------------------

BINARY = ("add", "sub", "mul", "maximum", "minimum", "pow")


def ops_table(n: int, rng: np.random.Generator) -> None:
    print("| op | type | inputs | ours vs ref | numpy f32 vs ref | fp64 rounded vs ref |")
    print("|---|---|---|---|---|---|")
    accuracy: list[str] = []
    for op in [*UNARY_OPS, *BINARY]:
        for t in FLOATS:
            x = values(t, n, rng)
            if op in BINARY:
                y = rng.permutation(x)
                if op == "pow":  # stay where the REQUIREs hold
                    x = np.abs(x)
                    keep = np.isfinite(x) & np.isfinite(y) & ((x > 0) | (y > 0))
                    x, y = x[keep], y[keep]
                ref = oracle(op, t, [x, y])
                ours = fl.binary(binary_op(op), x, y, t).values
                args = [x.astype(np.float64), y.astype(np.float64)]
            else:
                ref = oracle(op, t, [x])
                ours = fl.unary(unary_op(op), x, t).values
                args = [x.astype(np.float64)]
            size = ref.size
            with np.errstate(all="ignore"):
                f64 = round_float(exact(op, args), t)
                npy = (
                    round_float(NUMPY_F32[op](*(a.astype(np.float32) for a in args)), t)
                    if op in NUMPY_F32
                    else None
                )
            cells = [fmt_diff(*stats(ref, ours, t), size)]
            cells.append("n/a" if npy is None else fmt_diff(*stats(ref, npy, t), size))
            cells.append(fmt_diff(*stats(ref, f64, t), size))
            pairs = " pairs" if op in BINARY else ""
            print(f"| {op} | {t.value} | {describe(t, size)}{pairs} | {' | '.join(cells)} |")
            if op in INEXACT or op in ("add", "sub", "mul"):
                max_ulp, used = spec_usage(op, t, ref, args)
                accuracy.append(f"| {op} | {t.value} | {max_ulp} | {used:.3f} |")
    print("\nCells: `exact`, or fraction of elements differing / largest ULP distance.\n")
    print("| op | type | ref model vs correctly rounded: max ULP | max error / spec bound |")
    print("|---|---|---|---|")
    print("\n".join(accuracy))


def cast_table(n: int, rng: np.random.Generator) -> None:
    print("| cast | inputs | ours vs ref |")
    print("|---|---|---|")
    for src, dst in sorted(CAST_PAIRS, key=lambda p: (p[0].value, p[1].value)):
        if src.is_float:
            x = values(src, n, rng)
        elif src is T.BOOL:
            x = np.array([False, True])
        elif src is T.I32:
            x = rng.integers(-(2**31), 2**31, n)
        else:
            x = np.arange(src.min, src.max + 1)
        ref = oracle("cast", src, [x], out=dst)
        ours = cast(x, src, dst).values
        if dst.is_float:
            cell = fmt_diff(*stats(ref, ours, dst), ref.size)
        else:
            differ = int((ref.astype(np.int64) != np.asarray(ours, dtype=np.int64)).sum())
            cell = "exact" if differ == 0 else f"{differ} differ"
        print(f"| {src.value} -> {dst.value} | {x.size:,} | {cell} |")


X = Input()
REGIONS: dict[str, Expr] = {
    "x * 0.5": Binary("mul", X, Const(0.5)),
    "floor(x * 0.1)": Unary("floor", Binary("mul", X, Const(0.1))),
    "127 * tanh(x / 32)": Binary(
        "mul", Unary("tanh", Binary("mul", X, Const(1 / 32))), Const(127.0)
    ),
    "255 * sigmoid(x / 16) - 128": Binary(
        "sub",
        Binary("mul", Unary("sigmoid", Binary("mul", X, Const(1 / 16))), Const(255.0)),
        Const(128.0),
    ),
    "x * sigmoid(x / 16) (SiLU)": Binary(
        "mul", X, Unary("sigmoid", Binary("mul", X, Const(1 / 16)))
    ),
    "10 * exp(x / 64)": Binary("mul", Unary("exp", Binary("mul", X, Const(1 / 64))), Const(10.0)),
    "100 * sin(x / 20)": Binary("mul", Unary("sin", Binary("mul", X, Const(1 / 20))), Const(100.0)),
    "1000 * rsqrt(x + 129)": Binary(
        "mul", Unary("rsqrt", Binary("add", X, Const(129.0))), Const(1000.0)
    ),
    "clamp(0.3 x, -10, 10)": Clamp(Binary("mul", X, Const(0.3)), -10.0, 10.0, NanMode.PROPAGATE),
}


def policy_table() -> None:
    bounds = {"spec": fl.spec_error_bound, "2 ulp": fl.ulp_error_bound(2.0)}
    head = " | ".join(f"{t.value}, {b}" for t in FLOATS for b in bounds)
    print(f"| i8 region (then CAST to i8) | {head} |")
    print("|---|" + "---|" * (len(FLOATS) * len(bounds)))
    for name, expr in REGIONS.items():
        cells: list[str] = []
        for t in FLOATS:
            for bound in bounds.values():
                rt = fl.robust_round_trip(
                    expr, in_type=T.I8, float_type=t, out_type=T.I8, bound=bound
                )
                cells.append(f"{int(rt.robust.sum())}{'' if rt.fusable else ' ✗'}")
        print(f"| `{name}` | {' | '.join(cells)} |")
    print("\nCells: robust codes out of 256; ✗ marks a region the policy declines.")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--f32-samples", type=int, default=300_000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    rng = np.random.default_rng(args.seed)
    start = time.perf_counter()
    print("## Float ops\n")
    ops_table(args.f32_samples, rng)
    print("\n## CAST\n")
    cast_table(args.f32_samples, rng)
    print("\n## Fusion policy\n")
    policy_table()
    print(f"\n(measured in {time.perf_counter() - start:.0f} s, seed {args.seed})")


if __name__ == "__main__":
    main()
