"""The list semantics are the array semantics: on every input code of i8 and i16 (and
on i32 values from across the range, the extremes included), with parameters drawn
at random -- invalid ones too -- each list function gives the same values and the
same REQUIRE failures as its twin in ``integer``, ``rescale`` and ``table``, or
raises ``ErrorIf`` exactly where the twin does."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import numpy.typing as npt
import pytest

from lutdialect.semantics import integer, listwise, table
from lutdialect.semantics.cast import cast
from lutdialect.semantics.core import ElementType, ErrorIf, Evaluated
from lutdialect.semantics.rescale import RoundingMode, rescale

I8, I16, I32 = ElementType.I8, ElementType.I16, ElementType.I32


def _codes(t: ElementType, rng: np.random.Generator) -> npt.NDArray[np.int64]:
    """Every value of i8 and i16; for i32, the extremes and 4,096 drawn values."""
    if t is not I32:
        return np.arange(t.min, t.max + 1, dtype=np.int64)
    extremes = [t.min, t.min + 1, -1, 0, 1, t.max - 1, t.max]
    return np.concatenate([extremes, rng.integers(t.min, t.max, 4096, endpoint=True)])


def _same(array: Callable[[], Evaluated], lists: Callable[[], listwise.Result]) -> bool:
    """Both raise ``ErrorIf``, or both give the same values and failures; whether
    they raised."""
    try:
        expected = array()
    except ErrorIf:
        with pytest.raises(ErrorIf):
            lists()
        return True
    values, failed = lists()
    assert values == expected.values.tolist()
    assert failed == np.broadcast_to(expected.unpredictable, expected.values.shape).tolist()
    return False


RescaleCase = tuple[npt.NDArray[np.int64], dict[str, object]]


def _rescale_case(seed: int) -> RescaleCase:
    """Input codes and parameters, mostly as quantized graphs have them."""
    rng = np.random.default_rng(seed)
    in_type = [I8, I16, I32][seed % 3]
    out_type = [I8, I16, I32][int(rng.integers(0, 3))]
    scale32 = bool(rng.random() < 0.8)
    m_type = I32 if scale32 else I16
    multiplier = int(rng.integers(0, m_type.max, endpoint=True))
    if rng.random() < 0.1:
        multiplier = int(rng.choice([-1, m_type.min, m_type.max + 1]))
    shift = int(rng.integers(0, 64)) if rng.random() < 0.2 else int(rng.integers(2, 50))
    mode = RoundingMode.DOUBLE_ROUND if rng.random() < 0.4 else RoundingMode.SINGLE_ROUND
    unsigned = int(rng.integers(0, 3))
    input_unsigned = unsigned == 1 and in_type is not I32 and out_type is not I32
    output_unsigned = unsigned == 2 and in_type is not I32 and out_type is not I32
    wild = rng.random() < 0.1  # zero points and flags TOSA rejects, now and then
    input_zp = output_zp = 0
    if in_type is I8 or wild:
        input_zp = int(rng.integers(I8.min, I8.max, endpoint=True))
    if out_type is I8 or wild:
        output_zp = int(rng.integers(I8.min, I8.max, endpoint=True))
    if in_type is I16 and input_unsigned and rng.random() < 0.5:
        input_zp = -32768
    if wild and rng.random() < 0.5:
        input_unsigned = output_unsigned = True
    x = _codes(in_type, rng)
    args: dict[str, object] = dict(
        multiplier=multiplier,
        shift=shift,
        input_zp=input_zp,
        output_zp=output_zp,
        in_type=in_type,
        out_type=out_type,
        scale32=scale32,
        rounding_mode=mode,
        input_unsigned=input_unsigned,
        output_unsigned=output_unsigned,
    )
    return x, args


@pytest.mark.parametrize("seed", range(120))
def test_rescale(seed: int) -> None:
    x, args = _rescale_case(seed)
    _same(
        lambda: rescale(x, per_channel=False, **args),  # pyright: ignore[reportArgumentType]
        lambda: listwise.rescale(x.tolist(), **args),  # pyright: ignore[reportArgumentType]
    )


def test_the_rescale_draws_reach_every_outcome() -> None:
    """ERROR_IFs, REQUIREs failing on some codes, on none: a check that cannot fail
    is none."""
    outcomes: set[str] = set()
    for seed in range(120):
        x, args = _rescale_case(seed)
        try:
            failed = rescale(x, per_channel=False, **args).unpredictable  # pyright: ignore[reportArgumentType]
        except ErrorIf:
            outcomes.add("error")
            continue
        outcomes.add("all" if failed.all() else "some" if failed.any() else "none")
    assert outcomes == {"error", "all", "some", "none"}


def test_inexact_round_is_not_modelled() -> None:
    with pytest.raises(listwise.NotModelled):
        listwise.rescale(
            [0],
            multiplier=1 << 30,
            shift=30,
            input_zp=0,
            output_zp=0,
            in_type=I8,
            out_type=I8,
            scale32=True,
            rounding_mode=RoundingMode.INEXACT_ROUND,
            input_unsigned=False,
            output_unsigned=False,
        )


BINARY: dict[str, tuple[Callable[..., Evaluated], Callable[..., listwise.Result]]] = {
    "add": (integer.add, listwise.add),
    "sub": (integer.sub, listwise.sub),
    "maximum": (integer.maximum, listwise.maximum),
    "minimum": (integer.minimum, listwise.minimum),
    "bitwise_and": (integer.bitwise_and, listwise.bitwise_and),
    "bitwise_or": (integer.bitwise_or, listwise.bitwise_or),
    "bitwise_xor": (integer.bitwise_xor, listwise.bitwise_xor),
}


@pytest.mark.parametrize("name", sorted(BINARY))
@pytest.mark.parametrize("t", [I8, I32])
def test_binary(name: str, t: ElementType) -> None:
    rng = np.random.default_rng(len(name))
    a = _codes(I32, rng)
    b = np.concatenate([a[:7][::-1], rng.integers(I32.min, I32.max, a.size - 7, endpoint=True)])
    if t is I8:
        a, b = a.clip(-128, 127), b.clip(-128, 127)
    array, lists = BINARY[name]
    raised = _same(lambda: array(a, b, t), lambda: lists(a.tolist(), b.tolist(), t))
    assert raised == (t is not I32 and not name.startswith("bitwise"))


def _ars(a: npt.ArrayLike, b: npt.ArrayLike, t: ElementType) -> Evaluated:
    return integer.arithmetic_right_shift(a, b, round=False, t=t)


def _ars_round(a: npt.ArrayLike, b: npt.ArrayLike, t: ElementType) -> Evaluated:
    return integer.arithmetic_right_shift(a, b, round=True, t=t)


def _ars_lists(a: list[int], b: list[int], t: ElementType) -> listwise.Result:
    return listwise.arithmetic_right_shift(a, b, round=False, t=t)


def _ars_round_lists(a: list[int], b: list[int], t: ElementType) -> listwise.Result:
    return listwise.arithmetic_right_shift(a, b, round=True, t=t)


SHIFTS: dict[str, tuple[Callable[..., Evaluated], Callable[..., listwise.Result]]] = {
    "logical_left_shift": (integer.logical_left_shift, listwise.logical_left_shift),
    "logical_right_shift": (integer.logical_right_shift, listwise.logical_right_shift),
    "arithmetic_right_shift": (_ars, _ars_lists),
    "arithmetic_right_shift_round": (_ars_round, _ars_round_lists),
}


@pytest.mark.parametrize("name", sorted(SHIFTS))
@pytest.mark.parametrize("t", [I8, I16, I32])
def test_shifts(name: str, t: ElementType) -> None:
    """Every shift from -2 to the width + 1, over values of the type."""
    rng = np.random.default_rng(t.bits)
    a = _codes(t, rng)
    b = np.arange(a.size) % (t.bits + 4) - 2
    array, lists = SHIFTS[name]
    _same(lambda: array(a, b, t), lambda: lists(a.tolist(), b.tolist(), t))


@pytest.mark.parametrize("t", [I8, I16, I32])
def test_bitwise_not_and_abs(t: ElementType) -> None:
    rng = np.random.default_rng(3)
    x = _codes(t, rng)
    _same(lambda: integer.bitwise_not(x, t), lambda: listwise.bitwise_not(x.tolist(), t))
    _same(lambda: integer.abs(x, t), lambda: listwise.abs_(x.tolist(), t))


@pytest.mark.parametrize("zps", [(0, 0), (-128, 127), (5, -3), (127, -128), (200, 0)])
@pytest.mark.parametrize("t", [I8, I16, I32])
def test_negate(zps: tuple[int, int], t: ElementType) -> None:
    rng = np.random.default_rng(7)
    x = _codes(t, rng)
    izp, ozp = zps
    _same(
        lambda: integer.negate(x, input_zp=izp, output_zp=ozp, t=t),
        lambda: listwise.negate(x.tolist(), input_zp=izp, output_zp=ozp, t=t),
    )


@pytest.mark.parametrize("to", [I8, I16, I32])
@pytest.mark.parametrize("t", [I8, I16, I32])
def test_integer_casts(t: ElementType, to: ElementType) -> None:
    rng = np.random.default_rng(11)
    x = _codes(t, rng)
    _same(lambda: cast(x, t, to), lambda: listwise.cast(x.tolist(), t, to))


def test_casts_to_and_from_floats_and_bools_are_not_modelled() -> None:
    for t, to in ((I8, ElementType.F32), (ElementType.F32, I8), (I8, ElementType.BOOL)):
        with pytest.raises(listwise.NotModelled):
            listwise.cast([0], t, to)


@pytest.mark.parametrize("shift", [-1, 0, 1, 7, 15, 30, 31, 32, 62, 63, 64])
@pytest.mark.parametrize("t", [I8, I16, I32])
def test_mul(shift: int, t: ElementType) -> None:
    rng = np.random.default_rng(shift + 100)
    a = np.concatenate([_codes(t, rng), [t.min, t.min]])
    b = np.concatenate([rng.integers(t.min, t.max, a.size - 2, endpoint=True), [t.min, t.max]])
    _same(
        lambda: integer.mul(a, b, shift=shift, in_type=t),
        lambda: listwise.mul(a.tolist(), b.tolist(), shift=shift, in_type=t),
    )


@pytest.mark.parametrize("seed", range(12))
def test_clamp(seed: int) -> None:
    rng = np.random.default_rng(seed)
    t = I8 if seed % 2 else I16
    lo, hi = sorted(int(v) for v in rng.integers(t.min - 3, t.max + 3, 2, endpoint=True))
    if seed % 5 == 0:
        lo, hi = hi, lo
    x = _codes(t, rng)
    _same(lambda: integer.clamp(x, lo, hi, t), lambda: listwise.clamp(x.tolist(), lo, hi, t))


@pytest.mark.parametrize("size", [256, 255])
def test_table_i8(size: int) -> None:
    rng = np.random.default_rng(size)
    entries = rng.integers(-128, 127, size, endpoint=True)
    x = _codes(I8, rng)
    _same(
        lambda: table.table(x, entries, I8),
        lambda: listwise.table(x.tolist(), entries.tolist(), I8),
    )


def test_an_i16_table_is_not_modelled() -> None:
    with pytest.raises(listwise.NotModelled):
        listwise.table([0], [0] * 513, I16)


def test_importing_the_lists_imports_no_numpy() -> None:
    import subprocess
    import sys

    code = "import sys, lutdialect.evaluator.listwise; print('numpy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
