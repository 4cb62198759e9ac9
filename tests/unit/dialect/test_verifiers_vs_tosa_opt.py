"""The verifiers checked against ``tosa-opt`` on whole grids of operand types, which
lit cannot express (the FileCheck corpus pins each verifier message):

* whatever ``tosa-opt`` (with a full TOSA 1.0 target and strict validation)
  accepts, lutdialect accepts: our verifiers are never stricter than MLIR's;
* everything the invalid corpus rejects, ``tosa-opt`` rejects too, on the same op;
* ops built and printed from Python parse in ``tosa-opt`` without a syntax error.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from dialect_ir import CORPUS, SPLIT, bound, in_func, oracle_errors, print_op, rescale, tensor
from xdsl.ir import Operation, SSAValue
from xdsl.utils.exceptions import VerifyException

from lutdialect.dialects.tosa.ops import (
    AddOp,
    ClampOp,
    EqualOp,
    GreaterEqualOp,
    GreaterOp,
    MulOp,
    SelectOp,
    TableOp,
)


@dataclass(frozen=True)
class Case:
    """One op over function arguments of the given types."""

    label: str
    arg_types: tuple[str, ...]
    build: Callable[[Sequence[SSAValue]], Operation]


def binary(
    op: type[AddOp | MulOp | EqualOp | GreaterOp | GreaterEqualOp], out: str
) -> Callable[[Sequence[SSAValue]], Operation]:
    return lambda args: op(operands=list(args), result_types=[tensor(out)])


BROADCASTS = [  # (input1, input2, output) shapes
    ("2x4", "2x4", "2x4"), ("2x4", "1x4", "2x4"), ("2x4", "3x4", "2x4"), ("4", "1x4", "1x4"),
    ("1x4", "3x1", "3x4"), ("1x4", "3x1", "3x1"),
]  # fmt: skip
DYNAMIC_BROADCASTS = [
    ("?x4", "2x4", "2x4"), ("?x4", "2x4", "?x4"), ("2x4", "?x4", "2x4"), ("?x?", "2x4", "2x4"),
    ("?x4", "3x1", "?x4"), ("?x4", "1x4", "?x4"), ("?x4", "2x4", "3x4"), ("?x4", "2x3", "?x4"),
]  # fmt: skip


def table_cases() -> Iterator[Case]:
    shapes = [("2x4", "2x4"), ("2x4", "4x2"), ("2x4", "8")]
    for in_el, table, out_el, (s_in, s_out) in itertools.product(
        ("i8", "i16", "i32"), ("256xi8", "513xi16", "512xi16"), ("i8", "i32"), shapes
    ):
        out = f"{s_out}x{out_el}"
        yield Case(
            f"table {s_in}x{in_el} {table} -> {out}",
            (f"{s_in}x{in_el}", table),
            lambda args, out=out: TableOp(operands=list(args), result_types=[tensor(out)]),
        )


def mul_cases() -> Iterator[Case]:
    for (a, b, out), in_el, shift in itertools.product(
        BROADCASTS, ("i8", "i32"), ("1xi8", "1xi32", "2xi8")
    ):
        yield Case(
            f"mul {a}x{in_el} {b}x{in_el} {shift} -> {out}xi32",
            (f"{a}x{in_el}", f"{b}x{in_el}", shift),
            binary(MulOp, f"{out}xi32"),
        )


def elementwise_cases() -> Iterator[Case]:
    for a, b, out in BROADCASTS:
        yield Case(f"add {a} {b} -> {out}", (f"{a}xi32", f"{b}xi32"), binary(AddOp, f"{out}xi32"))
    for (a, b, out), op, result in itertools.product(
        BROADCASTS, (EqualOp, GreaterOp, GreaterEqualOp), ("i1", "i8")
    ):
        yield Case(
            f"{op.name} {a} {b} -> {out}x{result}",
            (f"{a}xi32", f"{b}xi32"),
            binary(op, f"{out}x{result}"),
        )
    selects = [("2x4", "2x4", "2x4", "2x4"), ("1x4", "2x4", "2x1", "2x4"), ("4", "2x4", "2x4", "2x4"),
               ("2x4", "2x4", "2x3", "2x4"), ("2x1", "1x4", "1x1", "1x4")]  # fmt: skip
    for c, a, b, out in selects:
        yield Case(
            f"select {c} {a} {b} -> {out}",
            (f"{c}xi1", f"{a}xi8", f"{b}xi8"),
            lambda args, out=out: SelectOp(operands=list(args), result_types=[tensor(f"{out}xi8")]),
        )


def clamp_cases() -> Iterator[Case]:
    for in_el, attr_el, (lo, hi) in itertools.product(
        ("i8", "i16", "f16", "f32"), ("i8", "i16", "f16", "f32"), ((-3, 5), (5, -3), (2, 2))
    ):
        props = {"min_val": bound(attr_el, lo), "max_val": bound(attr_el, hi)}
        yield Case(
            f"clamp {in_el} [{lo}:{attr_el}, {hi}:{attr_el}]",
            (f"2x4x{in_el}",),
            lambda args, t=f"2x4x{in_el}", p=props: ClampOp(
                operands=list(args), result_types=[tensor(t)], properties=p
            ),
        )


def rescale_cases() -> Iterator[Case]:
    convs = [("i8", "i32"), ("i32", "i8"), ("i16", "i32")]
    for (in_el, out_el), scale32, mult_el, n, same_shift, per_channel in itertools.product(
        convs, (True, False), ("i16", "i32"), (1, 3, 4), (True, False), (True, False)
    ):
        n_shift = n if same_shift else 1
        yield Case(
            f"rescale {in_el}->{out_el} scale32={scale32} {n}x{mult_el} shift {n_shift} "
            f"per_channel={per_channel}",
            (f"2x4x{in_el}", f"{n}x{mult_el}", f"{n_shift}xi8", f"1x{in_el}", f"1x{out_el}"),
            lambda args, o=f"2x4x{out_el}", s=scale32, p=per_channel: rescale(
                args[0], args[1:], tensor(o), scale32=s, per_channel=p
            ),
        )
    for izp, ozp in (("1xi8", "1xi32"), ("1xi32", "1xi32"), ("1xi8", "1xi8"), ("2xi8", "1xi32")):
        yield Case(
            f"rescale i8->i32 zero points {izp}, {ozp}",
            ("2x4xi8", "1xi32", "1xi8", izp, ozp),
            lambda args: rescale(
                args[0], args[1:], tensor("2x4xi32"), scale32=True, per_channel=False
            ),
        )


def dynamic_cases() -> Iterator[Case]:
    """Well-typed ops whose shapes mix static and dynamic (``?``) dimensions."""
    for a, b, out in DYNAMIC_BROADCASTS:
        yield Case(f"add {a} {b} -> {out}", (f"{a}xi32", f"{b}xi32"), binary(AddOp, f"{out}xi32"))
        yield Case(
            f"mul {a} {b} -> {out}", (f"{a}xi32", f"{b}xi32", "1xi8"), binary(MulOp, f"{out}xi32")
        )
        yield Case(
            f"equal {a} {b} -> {out}", (f"{a}xi32", f"{b}xi32"), binary(EqualOp, f"{out}xi1")
        )
        yield Case(
            f"table {a} -> {out}",
            (f"{a}xi8", "256xi8"),
            lambda args, out=out: TableOp(operands=list(args), result_types=[tensor(f"{out}xi8")]),
        )


CASES = [
    *table_cases(), *mul_cases(), *elementwise_cases(), *clamp_cases(), *rescale_cases()
]  # fmt: skip


def verifies(op: Operation) -> bool:
    try:
        op.verify()
    except VerifyException:
        return False
    return True


def never_stricter(cases: Sequence[Case], validate: bool) -> None:
    """Whatever ``tosa-opt`` accepts of ``cases``, lutdialect's verifiers accept."""
    built = [
        in_func(f"case{i}", [tensor(t) for t in case.arg_types], case.build)
        for i, case in enumerate(cases)
    ]
    errors = oracle_errors([print_op(module) for module, _ in built], validate)
    ours = [verifies(op) for _, op in built]

    syntax = [
        (c.label, e)
        for c, errs in zip(cases, errors, strict=True)
        for e in errs
        if not e.startswith("'")
    ]
    assert not syntax, f"tosa-opt could not parse what lutdialect printed: {syntax[:5]}"
    stricter = [
        c.label for c, ok, errs in zip(cases, ours, errors, strict=True) if not errs and not ok
    ]
    assert not stricter, f"rejected by lutdialect, accepted by tosa-opt: {stricter}"
    # Guard the grid itself: it must exercise both outcomes of both verifiers.
    assert any(ours) and not all(ours)
    assert any(errors) and not all(errors)


def test_verifiers_are_never_stricter_than_tosa_opt() -> None:
    never_stricter(CASES, validate=True)


def test_dynamic_dimensions_are_never_stricter_than_tosa_opt() -> None:
    # tosa-opt's validation rejects every dynamic dimension: compare with its verifier.
    never_stricter(list(dynamic_cases()), validate=False)


def corpus_chunks(name: str) -> list[str]:
    return (CORPUS / name).read_text().split(SPLIT)


def test_invalid_corpus_is_rejected_by_tosa_opt_on_the_same_op() -> None:
    chunks = corpus_chunks("ops_invalid.mlir")
    for chunk, errors in zip(chunks, oracle_errors(chunks), strict=True):
        (op,) = re.findall(r"= (tosa\.\w+)", chunk)
        assert any(e.startswith(f"'{op}' op") for e in errors), (chunk, errors)


def test_invalid_syntax_corpus_is_rejected_by_tosa_opt() -> None:
    chunks = corpus_chunks("ops_invalid_syntax.mlir")
    errors = oracle_errors(chunks)
    assert all(errors), [c for c, e in zip(chunks, errors, strict=True) if not e]
