"""Float element-wise ops against the TOSA reference model.

Inputs: all 65,536 f16 and bf16 bit patterns and a large f32 sample (random bit
patterns, which cover NaNs, infinities, zeros and subnormals, plus dense ranges).
The measured agreement is exact, so every comparison asserts bit equality (the sign
of zero included; any NaN matches any NaN); a regression shows up as a count of
differing elements and their largest ULP distance. The op records come from the
catalogue, so these tests check its entries' kernels and precision facts.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

import graphs as G
import numpy as np
import pytest
from float_cases import (
    EXACT64,
    F32_SAMPLE,
    FLOATS,
    OPS,
    SPEC_INEXACT,
    UNARY,
    T,
    assert_bit_exact,
    binary_op,
    f32,
    f32_sample,
    inputs,
    pairs,
    unary_op,
)

from lutdialect.reference import GraphStatus, run_graph
from lutdialect.semantics import floating as fl
from lutdialect.semantics import libm
from lutdialect.semantics.cast import ulp_distance
from lutdialect.semantics.core import ElementType, ErrorIf
from lutdialect.semantics.floating import NanMode

COMPARISONS = {"equal": np.equal, "greater": np.greater, "greater_equal": np.greater_equal}


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
    ours = fl.unary(unary_op(op), x, t)
    assert ours.exact is (op not in SPEC_INEXACT)
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
    ours = fl.binary(binary_op(op), a, b, t, nan_mode=mode)
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
    ours = fl.binary(binary_op("pow"), a, b, t)
    assert not ours.exact and not ours.any_unpredictable
    assert_bit_exact(ref.outputs[0], ours.values, t, f"pow {t.value}")


@pytest.mark.parametrize(
    ("base", "exponent"),
    [(-1.0, 2.0), (0.0, 0.0), (0.0, -1.0), (np.nan, 1.0), (2.0, np.inf), (0.0, 2.0), (4.0, -0.5)],
)
def test_pow_requires_match_reference(base: float, exponent: float) -> None:
    a, b = f32(base, 2.0), f32(exponent, 3.0)
    ref = run_graph(G.binary("tosa.pow", "f32", shape=2), [a, b])
    ours = fl.binary(binary_op("pow"), a, b, T.F32)
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
@pytest.mark.parametrize("op", sorted(COMPARISONS))
def test_comparison_matches_reference(op: str, t: ElementType) -> None:
    a, b = pairs(t)
    ref = run_graph(G.binary(f"tosa.{op}", t.value, "i1", shape=a.size), [a, b])
    assert np.array_equal(ref.outputs[0], fl.compare(COMPARISONS[op], a, b, t).values)


@pytest.mark.slow
@pytest.mark.parametrize("op", UNARY)
def test_unary_f32_large_sample(op: str) -> None:
    x = f32_sample(1_000_000, seed=7)
    graph = (
        G.negate("f32", shape=x.size)
        if op == "negate"
        else G.unary(f"tosa.{op}", "f32", shape=x.size)
    )
    assert_bit_exact(
        run_graph(graph, [x]).outputs[0], fl.unary(unary_op(op), x, T.F32).values, T.F32, op
    )


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
    got = fl.spec_error_bound(OPS[op], t, np.array([ref]), [np.array([a]) for a in args])
    assert got[0] == pytest.approx(expected, rel=1e-12)


@pytest.mark.parametrize("t", FLOATS, ids=lambda t: t.value)
@pytest.mark.parametrize("op", sorted(SPEC_INEXACT - {"pow"}))
def test_reference_model_meets_spec_bound(op: str, t: ElementType) -> None:
    """Our bound transcription admits what the oracle (a conforming implementation) does."""
    with np.errstate(invalid="ignore"):
        x = inputs(t, 20_000).astype(np.float64)
    x = x[np.isfinite(x) & (np.abs(x) < 1e4)]
    if op in ("log", "rsqrt"):
        x = np.abs(x)
    ours = fl.unary(unary_op(op), x, t).values.astype(np.float64)  # == the oracle's, tested above
    with np.errstate(all="ignore"):
        exact = np.asarray(EXACT64[op](x), dtype=np.float64)
    err = fl.spec_error_bound(OPS[op], t, exact, [x])
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
    monkeypatch.setattr(libm, "_libm", lambda: None)
    libm.libm_f32.cache_clear()
    yield
    libm.libm_f32.cache_clear()


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
    assert (
        ulp_distance(ref.outputs[0], fl.unary(unary_op(op), x, T.F32).values, T.F32).max()
        <= max_ulp
    )


LIBM_PROBE = """
import sys
from lutdialect.semantics import libm
lib = libm._libm()
ran = "subprocess" in sys.modules
from ctypes import util
print(lib is not None, ran, util.find_library("m"))
"""


def test_libm_is_the_one_find_library_names_without_running_it() -> None:
    """Where the platform's usual name loads (glibc's ``libm.so.6``), it is the library
    ``ctypes.util.find_library("m")`` names, and loading it runs no subprocess (the
    probe imports ``find_library`` only after the check)."""
    import subprocess
    import sys

    proc = subprocess.run(
        [sys.executable, "-c", LIBM_PROBE], capture_output=True, text=True, check=True
    )
    loaded, ran, name = proc.stdout.split()
    assert loaded == "True"
    if sys.platform == "linux" and name == "libm.so.6":
        assert ran == "False"
