"""The float fusion policy: integer regions through float ops against the TOSA
reference model, and the policy's soundness against simulated conforming backends.

Regions are ``i8/i16 -> CAST -> float ops -> CAST -> i8`` over every code.
"""

from __future__ import annotations

from dataclasses import dataclass

import graphs as G
import numpy as np
import numpy.typing as npt
import pytest
from float_cases import EXACT64, F64, FLOATS, UNARY, B, T, U, binary_op, unary_op
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lutdialect.reference import GraphStatus, run_graph
from lutdialect.semantics import floating as fl
from lutdialect.semantics.cast import from_ordinal, ordinal, round_float
from lutdialect.semantics.core import ElementType
from lutdialect.semantics.floating import (
    Binary,
    Clamp,
    Const,
    Expr,
    FloatBinary,
    FloatUnary,
    Input,
    NanMode,
    Unary,
)

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
            case Unary(FloatUnary(name="negate"), arg):
                zero = g.const([0.0], t.value)
                return g.op("tosa.negate", [emit(arg), zero, zero], t.value, shape=n)
            case Unary(op, arg):
                return g.op(f"tosa.{op.name}", [emit(arg)], t.value, shape=n)
            case Binary(FloatBinary(name="mul"), lhs, rhs):
                return g.op(
                    "tosa.mul", [emit(lhs), emit(rhs), g.const([0], "i8")], t.value, shape=n
                )
            case Binary(op, lhs, rhs, mode):
                attrs = {"nan_mode": mode.value} if mode is NanMode.IGNORE else None
                return g.op(
                    f"tosa.{op.name}", [emit(lhs), emit(rhs)], t.value, shape=n, attrs=attrs
                )
            case Clamp(arg, lo, hi, mode):
                attrs = {"min_val": f"{lo} : {t.value}", "max_val": f"{hi} : {t.value}"}
                if mode is NanMode.IGNORE:
                    attrs["nan_mode"] = mode.value
                return g.op("tosa.clamp", [emit(arg)], t.value, shape=n, attrs=attrs)

    return g.build(g.op("tosa.cast", [emit(expr)], out_el))


X = Input()


def scaled(op: str, pre: float = 1 / 32, post: float = 64.0, shift: float = 0.0) -> Expr:
    """``post * op(pre * x + shift)``: puts the op's interesting range under the codes."""
    arg: Expr = B("mul", X, Const(pre))
    if shift:
        arg = B("add", arg, Const(shift))
    return B("mul", U(op, arg), Const(post))


REGIONS: dict[str, Expr] = {
    **{op: scaled(op) for op in UNARY if op not in ("log", "rsqrt", "reciprocal", "exp")},
    "exp": scaled("exp", 1 / 64, 16.0),
    "log": scaled("log", 1 / 32, 20.0, shift=4.25),
    "rsqrt": scaled("rsqrt", 1 / 32, 64.0, shift=4.25),
    "reciprocal": scaled("reciprocal", 1 / 32, 64.0, shift=4.25),
    "silu": B("mul", X, U("sigmoid", B("mul", X, Const(1 / 16)))),
    "pow": B(
        "mul",
        B("pow", B("add", U("abs", B("mul", X, Const(1 / 64))), Const(0.5)), Const(1.5)),
        Const(8.0),
    ),
    "clamp-max": Clamp(B("maximum", B("mul", X, Const(0.75)), Const(-40.0), NanMode.IGNORE), -30.5, 90.0),
    "sub-min": B("minimum", B("sub", Const(7.5), B("mul", X, Const(0.3))), Const(50.0)),
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


# --- the fusion policy ----------------------------------------------------------------


def test_policy_known_cases() -> None:
    f32, f16 = T.F32, T.F16
    rt = fl.robust_round_trip(X, in_type=T.I8, float_type=f16, out_type=T.I8)
    assert rt.fusable and np.array_equal(rt.values, rt.codes)
    # x * 0.5 and floor(x * 0.5): exact products, so exact results even at powers of two.
    half = U("floor", B("mul", X, Const(0.5)))
    assert fl.robust_round_trip(half, in_type=T.I8, float_type=f32, out_type=T.I8).fusable
    # sigmoid(0) * 255 - 128 = -0.5 is a rounding tie: any error flips the integer.
    tie = B("sub", B("mul", U("sigmoid", X), Const(255.0)), Const(128.0))
    rt = fl.robust_round_trip(tie, in_type=T.I8, float_type=f32, out_type=T.I8)
    assert rt.codes[~rt.robust].tolist() == [0] and (rt.low[128], rt.high[128]) == (-1, 0)
    # In f16, 10 * fl16(0.1) is a tie between two f16 values: floor gives 0 or 1.
    tenth = U("floor", B("mul", X, Const(0.1)))
    rt = fl.robust_round_trip(tenth, in_type=T.I8, float_type=f16, out_type=T.I8)
    assert rt.codes[~rt.robust].tolist() == [10, 20, 40, 80]
    # NaN (log of negatives) and REQUIRE failures (pow of a negative base) never fuse.
    rt = fl.robust_round_trip(U("log", X), in_type=T.I8, float_type=f32, out_type=T.I8)
    assert not rt.robust[rt.codes < 0].any() and rt.robust[rt.codes > 0].all()
    rt = fl.robust_round_trip(B("pow", X, Const(2.0)), in_type=T.I8, float_type=f32, out_type=T.I8)
    assert not rt.robust[rt.codes < 0].any()


def test_policy_rejects_non_integer_ends() -> None:
    with pytest.raises(ValueError, match="integer"):
        fl.robust_round_trip(X, in_type=T.F32, float_type=T.F32, out_type=T.I8)


# A conforming implementation, simulated independently of the interval code: every op
# is computed exactly (fp64) and then moved anywhere the spec's bound allows.


@dataclass
class Conforming:
    t: ElementType
    rng: np.random.Generator
    choice: str  # "random", "low" or "high": where in the permitted range results land
    bound: fl.ErrorBound = fl.spec_error_bound

    def perturb(
        self,
        op: FloatUnary | FloatBinary,
        exact: npt.NDArray[np.float64],
        args: list[npt.NDArray[np.float64]],
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
                    exact = np.asarray(EXACT64[op.name](a), dtype=np.float64)
                    return self.perturb(op, exact, [a])
                case Binary(FloatBinary(name=("maximum" | "minimum") as op), lhs, rhs, mode):
                    a, b = self.run(lhs, x), self.run(rhs, x)
                    pick = (
                        (np.fmax if op == "maximum" else np.fmin)
                        if mode is NanMode.IGNORE
                        else (np.maximum if op == "maximum" else np.minimum)
                    )
                    return pick(a, b)
                case Binary(op, lhs, rhs):
                    a, b = self.run(lhs, x), self.run(rhs, x)
                    exact = np.asarray(EXACT64[op.name](a, b), dtype=np.float64)
                    return self.perturb(op, exact, [a, b])
                case Clamp(arg, lo, hi, mode):
                    a = self.run(arg, x)
                    lo_t, hi_t = (float(v) for v in round_float([lo, hi], self.t))
                    c: F64 = np.minimum(np.maximum(a, lo_t), hi_t)
                    return np.where(np.isnan(a), lo_t, c) if mode is NanMode.IGNORE else c


def _unary_exprs(children: st.SearchStrategy[Expr]) -> st.SearchStrategy[Expr]:
    consts = st.sampled_from([0.5, 2.0, -1.0, 0.125, 3.0, 1 / 32, 100.0, 0.1]).map(Const)
    operand = st.one_of(children, consts)
    return st.one_of(
        st.builds(Unary, st.sampled_from([unary_op(name) for name in UNARY]), children),
        st.builds(
            Binary,
            st.sampled_from(
                [binary_op(n) for n in ("add", "sub", "mul", "maximum", "minimum", "pow")]
            ),
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


def policy_soundness(max_examples: int) -> None:
    """:func:`check_policy_soundness` on ``max_examples`` random draws."""

    @settings(
        max_examples=max_examples, deadline=None, suppress_health_check=[HealthCheck.too_slow]
    )
    @given(**POLICY_ARGS)
    def check(expr: Expr, t: ElementType, bound_name: str, seed: int) -> None:
        check_policy_soundness(expr, t, bound_name, seed)

    check()


def test_robust_codes_survive_any_conforming_implementation() -> None:
    policy_soundness(60)


@pytest.mark.slow
def test_robust_codes_survive_any_conforming_implementation_large() -> None:
    policy_soundness(1500)
