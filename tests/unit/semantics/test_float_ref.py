"""Float element-wise ops against the TOSA reference model, and the float fusion policy.

Inputs: all 65,536 f16 and bf16 bit patterns, a large f32 sample (random bit
patterns, which cover NaNs, infinities, zeros and subnormals, plus dense ranges),
and integer regions ``i8/i16 -> CAST -> float ops -> CAST -> i8`` over every code.
The measured agreement is exact, so every comparison asserts bit equality (the sign
of zero included; any NaN matches any NaN); a regression shows up as a count of
differing elements and their largest ULP distance.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import graphs as G
import numpy as np
import numpy.typing as npt
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_cast_ref import same_bits

from lutdialect.reference import GraphStatus, run_graph
from lutdialect.semantics import floating as fl
from lutdialect.semantics.cast import from_ordinal, ordinal, round_float, ulp_distance
from lutdialect.semantics.core import ElementType, ErrorIf
from lutdialect.semantics.floating import (
    Binary,
    Clamp,
    Const,
    Expr,
    Input,
    NanMode,
    Unary,
)

T = ElementType
FLOATS = [T.F32, T.F16, T.BF16]
F64 = npt.NDArray[np.float64]


def f32(*values: float) -> npt.NDArray[np.float32]:
    return np.array(values, dtype=np.float32)


UNARY = sorted(fl.UNARY_KERNELS)
F32_SAMPLE = 100_000


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


# --- single ops -------------------------------------------------------------------------


@pytest.mark.parametrize("t", FLOATS, ids=lambda t: t.value)
@pytest.mark.parametrize("op", UNARY)
def test_unary_matches_reference(op: str, t: ElementType) -> None:
    x = inputs(t)
    graph = (
        G.negate(t.value, shape=x.size)
        if op == "negate"
        else G.unary(f"tosa.{op}", t.value, shape=x.size)
    )
    ref = run_graph(graph, [x])
    assert ref.status is GraphStatus.VALID
    ours = fl.unary(op, x, t)
    assert ours.exact is (op not in fl.INEXACT)
    assert_bit_exact(ref.outputs[0], ours.values, t, f"{op} {t.value}")


BINARY = [
    ("add", NanMode.PROPAGATE),
    ("sub", NanMode.PROPAGATE),
    ("mul", NanMode.PROPAGATE),
    ("maximum", NanMode.PROPAGATE),
    ("maximum", NanMode.IGNORE),
    ("minimum", NanMode.PROPAGATE),
    ("minimum", NanMode.IGNORE),
]


def _binary_graph(op: str, t: ElementType, n: int, mode: NanMode = NanMode.PROPAGATE) -> str:
    if op == "mul":
        return G.mul(t.value, 0, out_element=t.value, shape=n)
    attrs = {"nan_mode": mode.value} if mode is NanMode.IGNORE else None
    return G.binary(f"tosa.{op}", t.value, shape=n, attrs=attrs)


@pytest.mark.parametrize("t", FLOATS, ids=lambda t: t.value)
@pytest.mark.parametrize(("op", "mode"), BINARY, ids=[f"{o}-{m.value}" for o, m in BINARY])
def test_binary_matches_reference(op: str, mode: NanMode, t: ElementType) -> None:
    a, b = pairs(t)
    ref = run_graph(_binary_graph(op, t, a.size, mode), [a, b])
    ours = fl.binary(op, a, b, t, nan_mode=mode)
    assert ours.exact and not ours.any_unpredictable
    assert_bit_exact(ref.outputs[0], ours.values, t, f"{op} {t.value}")


@pytest.mark.parametrize("t", FLOATS, ids=lambda t: t.value)
def test_pow_matches_reference_where_defined(t: ElementType) -> None:
    """POW on its REQUIRE-valid domain (base >= 0, not both <= 0, finite)."""
    a, b = pairs(t)
    a = np.abs(a)
    ok = np.isfinite(a) & np.isfinite(b) & ((a > 0) | (b > 0))
    a, b = a[ok], b[ok]
    ref = run_graph(G.binary("tosa.pow", t.value, shape=a.size), [a, b])
    assert ref.status is GraphStatus.VALID
    ours = fl.binary("pow", a, b, t)
    assert not ours.exact and not ours.any_unpredictable
    assert_bit_exact(ref.outputs[0], ours.values, t, f"pow {t.value}")


@pytest.mark.parametrize(
    ("base", "exponent"),
    [(-1.0, 2.0), (0.0, 0.0), (0.0, -1.0), (np.nan, 1.0), (2.0, np.inf), (0.0, 2.0), (4.0, -0.5)],
)
def test_pow_requires_match_reference(base: float, exponent: float) -> None:
    a, b = f32(base, 2.0), f32(exponent, 3.0)
    ref = run_graph(G.binary("tosa.pow", "f32", shape=2), [a, b])
    ours = fl.binary("pow", a, b, T.F32)
    assert ours.any_unpredictable == (ref.status is GraphStatus.UNPREDICTABLE)
    assert not ours.unpredictable[1]


@pytest.mark.parametrize("t", FLOATS, ids=lambda t: t.value)
@pytest.mark.parametrize("mode", list(NanMode), ids=lambda m: m.value)
@pytest.mark.parametrize(("lo", "hi"), [(-1.5, 2.25), (0.0, 0.0), (-32768.0, 6.0)])
def test_clamp_matches_reference(lo: float, hi: float, mode: NanMode, t: ElementType) -> None:
    x = inputs(t, F32_SAMPLE // 3)
    attrs = {"min_val": f"{lo} : {t.value}", "max_val": f"{hi} : {t.value}"}
    if mode is NanMode.IGNORE:
        attrs["nan_mode"] = mode.value
    ref = run_graph(G.unary("tosa.clamp", t.value, shape=x.size, attrs=attrs), [x])
    ours = fl.clamp(x, lo, hi, t, nan_mode=mode)
    assert_bit_exact(ref.outputs[0], ours.values, t, f"clamp {t.value}")


def test_clamp_error_ifs() -> None:
    with pytest.raises(ErrorIf, match="min_val"):
        fl.clamp(f32(1.0), 2.0, 1.0, T.F32)
    with pytest.raises(ErrorIf, match="min_val"):
        fl.clamp(f32(1.0), math.nan, 1.0, T.F32)


@pytest.mark.parametrize("t", FLOATS, ids=lambda t: t.value)
@pytest.mark.parametrize("op", sorted(fl.COMPARISONS))
def test_comparison_matches_reference(op: str, t: ElementType) -> None:
    a, b = pairs(t)
    ref = run_graph(G.binary(f"tosa.{op}", t.value, "i1", shape=a.size), [a, b])
    assert np.array_equal(ref.outputs[0], fl.compare(op, a, b, t).values)


# --- integer regions through float ops --------------------------------------------------


def region_graph(expr: Expr, in_el: str, t: ElementType, out_el: str, n: int) -> str:
    """``expr`` between two CASTs as a reference-model graph."""
    g = G.Graph()
    x = g.op("tosa.cast", [g.arg(n, in_el)], t.value)

    def emit(e: Expr) -> str:
        match e:
            case Input():
                return x
            case Const(value):
                return g.const(round_float([value], t), t.value)
            case Unary("negate", arg):
                zero = g.const([0.0], t.value)
                return g.op("tosa.negate", [emit(arg), zero, zero], t.value, shape=n)
            case Unary(op, arg):
                return g.op(f"tosa.{op}", [emit(arg)], t.value, shape=n)
            case Binary("mul", lhs, rhs):
                return g.op(
                    "tosa.mul", [emit(lhs), emit(rhs), g.const([0], "i8")], t.value, shape=n
                )
            case Binary(op, lhs, rhs, mode):
                attrs = {"nan_mode": mode.value} if mode is NanMode.IGNORE else None
                return g.op(f"tosa.{op}", [emit(lhs), emit(rhs)], t.value, shape=n, attrs=attrs)
            case Clamp(arg, lo, hi, mode):
                attrs = {"min_val": f"{lo} : {t.value}", "max_val": f"{hi} : {t.value}"}
                if mode is NanMode.IGNORE:
                    attrs["nan_mode"] = mode.value
                return g.op("tosa.clamp", [emit(arg)], t.value, shape=n, attrs=attrs)

    return g.build(g.op("tosa.cast", [emit(expr)], out_el))


X = Input()


def scaled(op: str, pre: float = 1 / 32, post: float = 64.0, shift: float = 0.0) -> Expr:
    """``post * op(pre * x + shift)``: puts the op's interesting range under the codes."""
    arg: Expr = Binary("mul", X, Const(pre))
    if shift:
        arg = Binary("add", arg, Const(shift))
    return Binary("mul", Unary(op, arg), Const(post))


REGIONS: dict[str, Expr] = {
    **{op: scaled(op) for op in UNARY if op not in ("log", "rsqrt", "reciprocal", "exp")},
    "exp": scaled("exp", 1 / 64, 16.0),
    "log": scaled("log", 1 / 32, 20.0, shift=4.25),
    "rsqrt": scaled("rsqrt", 1 / 32, 64.0, shift=4.25),
    "reciprocal": scaled("reciprocal", 1 / 32, 64.0, shift=4.25),
    "silu": Binary("mul", X, Unary("sigmoid", Binary("mul", X, Const(1 / 16)))),
    "pow": Binary(
        "mul",
        Binary("pow", Binary("add", Unary("abs", Binary("mul", X, Const(1 / 64))), Const(0.5)), Const(1.5)),
        Const(8.0),
    ),
    "clamp-max": Clamp(Binary("maximum", Binary("mul", X, Const(0.75)), Const(-40.0), NanMode.IGNORE), -30.5, 90.0),
    "sub-min": Binary("minimum", Binary("sub", Const(7.5), Binary("mul", X, Const(0.3))), Const(50.0)),
}  # fmt: skip


def check_region(name: str, in_type: ElementType, t: ElementType) -> fl.RoundTrip:
    expr = REGIONS[name]
    rt = fl.robust_round_trip(expr, in_type=in_type, float_type=t, out_type=T.I8)
    ref = run_graph(region_graph(expr, in_type.value, t, "i8", rt.codes.size), [rt.codes])
    assert ref.status is GraphStatus.VALID
    differ = ref.outputs[0].astype(np.int64) != rt.values
    assert not differ.any(), f"{name} {t.value}: codes {rt.codes[differ][:8]} differ"
    return rt


@pytest.mark.parametrize("t", FLOATS, ids=lambda t: t.value)
@pytest.mark.parametrize("name", sorted(REGIONS))
def test_i8_region_matches_reference(name: str, t: ElementType) -> None:
    rt = check_region(name, T.I8, t)
    assert np.all((rt.low <= rt.values) & (rt.values <= rt.high))


@pytest.mark.parametrize("t", FLOATS, ids=lambda t: t.value)
@pytest.mark.parametrize("name", ["tanh", "sigmoid", "exp", "log", "erf", "sin", "silu", "pow"])
def test_i16_region_matches_reference(name: str, t: ElementType) -> None:
    check_region(name, T.I16, t)


@pytest.mark.slow
@pytest.mark.parametrize("t", FLOATS, ids=lambda t: t.value)
@pytest.mark.parametrize("name", sorted(REGIONS))
def test_i16_region_matches_reference_all(name: str, t: ElementType) -> None:
    check_region(name, T.I16, t)


@pytest.mark.slow
@pytest.mark.parametrize("op", UNARY)
def test_unary_f32_large_sample(op: str) -> None:
    x = f32_sample(1_000_000, seed=7)
    graph = (
        G.negate("f32", shape=x.size)
        if op == "negate"
        else G.unary(f"tosa.{op}", "f32", shape=x.size)
    )
    assert_bit_exact(run_graph(graph, [x]).outputs[0], fl.unary(op, x, T.F32).values, T.F32, op)


# --- the fusion policy ----------------------------------------------------------------


def test_policy_known_cases() -> None:
    f32, f16 = T.F32, T.F16
    rt = fl.robust_round_trip(X, in_type=T.I8, float_type=f16, out_type=T.I8)
    assert rt.fusable and np.array_equal(rt.values, rt.codes)
    # x * 0.5 and floor(x * 0.5): exact products, so exact results even at powers of two.
    half = Unary("floor", Binary("mul", X, Const(0.5)))
    assert fl.robust_round_trip(half, in_type=T.I8, float_type=f32, out_type=T.I8).fusable
    # sigmoid(0) * 255 - 128 = -0.5 is a rounding tie: any error flips the integer.
    tie = Binary("sub", Binary("mul", Unary("sigmoid", X), Const(255.0)), Const(128.0))
    rt = fl.robust_round_trip(tie, in_type=T.I8, float_type=f32, out_type=T.I8)
    assert rt.codes[~rt.robust].tolist() == [0] and (rt.low[128], rt.high[128]) == (-1, 0)
    # In f16, 10 * fl16(0.1) is a tie between two f16 values: floor gives 0 or 1.
    tenth = Unary("floor", Binary("mul", X, Const(0.1)))
    rt = fl.robust_round_trip(tenth, in_type=T.I8, float_type=f16, out_type=T.I8)
    assert rt.codes[~rt.robust].tolist() == [10, 20, 40, 80]
    # NaN (log of negatives) and REQUIRE failures (pow of a negative base) never fuse.
    rt = fl.robust_round_trip(Unary("log", X), in_type=T.I8, float_type=f32, out_type=T.I8)
    assert not rt.robust[rt.codes < 0].any() and rt.robust[rt.codes > 0].all()
    rt = fl.robust_round_trip(
        Binary("pow", X, Const(2.0)), in_type=T.I8, float_type=f32, out_type=T.I8
    )
    assert not rt.robust[rt.codes < 0].any()


def test_policy_rejects_non_integer_ends() -> None:
    with pytest.raises(ValueError, match="integer"):
        fl.robust_round_trip(X, in_type=T.F32, float_type=T.F32, out_type=T.I8)


# A conforming implementation, simulated independently of the interval code: every op
# is computed exactly (fp64) and then moved anywhere the spec's bound allows.


def _sigmoid(x: F64) -> F64:
    return 1 / (1 + np.exp(-x))


def _erf(x: F64) -> F64:
    return np.asarray(np.frompyfunc(math.erf, 1, 1)(x), dtype=np.float64)


def _reciprocal(x: F64) -> F64:
    return 1 / x


def _rsqrt(x: F64) -> F64:
    return 1 / np.sqrt(x)


_EXACT: dict[str, Callable[..., F64]] = {
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


@dataclass
class Conforming:
    t: ElementType
    rng: np.random.Generator
    choice: str  # "random", "low" or "high": where in the permitted range results land
    bound: fl.ErrorBound = fl.spec_error_bound

    def perturb(
        self, op: str, exact: npt.NDArray[np.float64], args: list[npt.NDArray[np.float64]]
    ) -> npt.NDArray[np.float64]:
        """A representable value within the spec's bound of ``exact`` (or a flushed zero)."""
        t = self.t
        err = self.bound(op, t, exact, args)
        err = np.where(np.isfinite(err), err, 0.0)
        side = {"low": -1.0, "high": 1.0}.get(self.choice, 0.0)
        random = np.asarray(self.rng.uniform(-1.0, 1.0, exact.shape), dtype=np.float64)
        u = random if self.choice == "random" else np.full(exact.shape, side, dtype=np.float64)
        target = exact + u * err
        # Round the target towards ``exact`` so the result stays inside the bound ...
        r = round_float(target, t).astype(np.float64)
        down = target > exact
        step = np.where(down & (r > target), -1, np.where(~down & (r < target), 1, 0))
        r = from_ordinal(ordinal(r, t) + step, t).astype(np.float64)
        # ... unless no representable value lies between them: then round to nearest.
        out = np.where(np.abs(r - exact) <= err, r, round_float(exact, t).astype(np.float64))
        tiny = np.abs(exact) - err < fl.FORMATS[t].normal_min
        flush = np.asarray(self.rng.random(exact.shape), dtype=np.float64) < 0.3
        return np.where(tiny & flush, 0.0, out)

    def run(self, e: Expr, x: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
        with np.errstate(all="ignore"):
            match e:
                case Input():
                    return x
                case Const(value):
                    return np.full(x.shape, float(round_float([value], self.t)[0]))
                case Unary(op, arg):
                    a = self.run(arg, x)
                    return self.perturb(op, np.asarray(_EXACT[op](a), dtype=np.float64), [a])
                case Binary(("maximum" | "minimum") as op, lhs, rhs, mode):
                    a, b = self.run(lhs, x), self.run(rhs, x)
                    pick = (
                        (np.fmax if op == "maximum" else np.fmin)
                        if mode is NanMode.IGNORE
                        else (np.maximum if op == "maximum" else np.minimum)
                    )
                    return pick(a, b)
                case Binary(op, lhs, rhs):
                    a, b = self.run(lhs, x), self.run(rhs, x)
                    return self.perturb(op, np.asarray(_EXACT[op](a, b), dtype=np.float64), [a, b])
                case Clamp(arg, lo, hi, mode):
                    a = self.run(arg, x)
                    lo_t, hi_t = (float(v) for v in round_float([lo, hi], self.t))
                    c: F64 = np.minimum(np.maximum(a, lo_t), hi_t)
                    return np.where(np.isnan(a), lo_t, c) if mode is NanMode.IGNORE else c


def _unary_exprs(children: st.SearchStrategy[Expr]) -> st.SearchStrategy[Expr]:
    consts = st.sampled_from([0.5, 2.0, -1.0, 0.125, 3.0, 1 / 32, 100.0, 0.1]).map(Const)
    operand = st.one_of(children, consts)
    return st.one_of(
        st.builds(Unary, st.sampled_from(UNARY), children),
        st.builds(
            Binary,
            st.sampled_from(["add", "sub", "mul", "maximum", "minimum", "pow"]),
            children,
            operand,
            st.sampled_from(list(NanMode)),
        ),
        st.builds(Clamp, children, st.just(-50.0), st.just(60.0), st.sampled_from(list(NanMode))),
    )


EXPRS = st.recursive(st.just(X), _unary_exprs, max_leaves=4)


BOUNDS = {"spec": fl.spec_error_bound, "2ulp": fl.ulp_error_bound(2.0)}


def check_policy_soundness(expr: Expr, t: ElementType, bound_name: str, seed: int) -> None:
    """What the policy calls robust must come out the same on every simulated backend,
    and every backend's result must stay within the reported [low, high]."""
    bound = BOUNDS[bound_name]
    rt = fl.robust_round_trip(expr, in_type=T.I8, float_type=t, out_type=T.I8, bound=bound)
    assert np.all((rt.low <= rt.values) & (rt.values <= rt.high))
    rng = np.random.default_rng(seed)
    x = rt.codes.astype(np.float64)
    for choice in ("low", "high", *["random"] * 8):
        out = Conforming(t, rng, choice, bound).run(expr, x)
        valid = ~np.isnan(out)
        ints = np.clip(np.rint(np.where(valid, out, 0.0)), -128, 127).astype(np.int64)
        check = rt.robust & valid
        wrong = check & (ints != rt.values)
        assert not wrong.any(), f"codes {rt.codes[wrong][:8]}"
        assert np.all((rt.low <= ints) & (ints <= rt.high) | ~valid)


POLICY_ARGS = {
    "expr": EXPRS,
    "t": st.sampled_from(FLOATS),
    "bound_name": st.sampled_from(sorted(BOUNDS)),
    "seed": st.integers(0, 2**16),
}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(**POLICY_ARGS)
def test_robust_codes_survive_any_conforming_implementation(
    expr: Expr, t: ElementType, bound_name: str, seed: int
) -> None:
    check_policy_soundness(expr, t, bound_name, seed)


@pytest.mark.slow
@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(**POLICY_ARGS)
def test_robust_codes_survive_any_conforming_implementation_large(
    expr: Expr, t: ElementType, bound_name: str, seed: int
) -> None:
    check_policy_soundness(expr, t, bound_name, seed)


@pytest.mark.parametrize(
    ("op", "t", "ref", "args", "expected"),
    [
        ("exp", T.F32, 1.0, [0.0], 2.0**-23),  # |ref| * (1 + |x|) * 2^-23
        ("tanh", T.F16, 0.0, [0.0], 0.5 * 2.0**-10),  # the 0.5 lower bound of tanh
        ("sin", T.F32, 0.5, [2.0], 2.0 * 2.0**-11.5),  # |x| * 2^(-23/2)
        ("log", T.BF16, 3.0, [20.08], 5 * 2.0**-6),  # 5 ulp of 3.0 in bf16
        ("mul", T.F32, 1.0 + 2.0**-30, [1.0, 1.0], 0.5 * 2.0**-23),  # 0.5 ulp, inexact
        ("mul", T.F32, 8.0, [16.0, 0.5], 0.0),  # representable: exact
    ],
)
def test_spec_error_bound_transcription(
    op: str, t: ElementType, ref: float, args: list[float], expected: float
) -> None:
    got = fl.spec_error_bound(op, t, np.array([ref]), [np.array([a]) for a in args])
    assert got[0] == pytest.approx(expected, rel=1e-12)


@pytest.mark.parametrize("t", FLOATS, ids=lambda t: t.value)
@pytest.mark.parametrize("op", sorted(fl.INEXACT - {"pow"}))
def test_reference_model_meets_spec_bound(op: str, t: ElementType) -> None:
    """Our bound transcription admits what the oracle (a conforming implementation) does."""
    with np.errstate(invalid="ignore"):
        x = inputs(t, 20_000).astype(np.float64)
    x = x[np.isfinite(x) & (np.abs(x) < 1e4)]
    if op in ("log", "rsqrt"):
        x = np.abs(x)
    ours = fl.unary(op, x, t).values.astype(np.float64)  # == the oracle's, tested above
    with np.errstate(all="ignore"):
        exact = np.asarray(_EXACT[op](x), dtype=np.float64)
    err = fl.spec_error_bound(op, t, exact, [x])
    fmt = fl.FORMATS[t]
    with np.errstate(all="ignore"):
        ok = np.abs(ours - exact) <= err
        ok |= (ours == 0) & (np.abs(exact) - err < fmt.normal_min)  # flush to zero allowed
        ok |= np.isinf(ours) & (np.abs(exact) + err > fmt.normal_max)  # overflow allowed
        ok |= np.isnan(exact) & np.isnan(ours)
    assert ok.all(), f"{op} {t.value}: {x[~ok][:5]}"


# --- the libm fallback ---------------------------------------------


@pytest.fixture
def without_libm(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(fl, "_libm", lambda: None)
    fl._libm_f32.cache_clear()  # pyright: ignore[reportPrivateUsage]
    yield
    fl._libm_f32.cache_clear()  # pyright: ignore[reportPrivateUsage]


@pytest.mark.usefixtures("without_libm")
@pytest.mark.parametrize(
    ("op", "max_ulp"), [("exp", 1), ("log", 1), ("erf", 1), ("sin", 1), ("cos", 1), ("sigmoid", 2)]
)
def test_fallback_without_libm_stays_close(op: str, max_ulp: int) -> None:
    """Correctly rounded libm substitutes differ from glibc by at most one ulp, which
    SIGMOID's ``1 / (1 + e)`` can double. (TANH's ``(1 - e) / (1 + e)`` cancels near 0 and
    can differ by many ulps; only the real libm reproduces it.)"""
    x = f32_sample(5_000, seed=3)
    x = np.abs(x) if op == "log" else x
    ref = run_graph(G.unary(f"tosa.{op}", "f32", shape=x.size), [x])
    assert ulp_distance(ref.outputs[0], fl.unary(op, x, T.F32).values, T.F32).max() <= max_ulp
