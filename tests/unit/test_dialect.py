"""TOSA ops built from Python, and the verifiers checked against ``tosa-opt``.

The FileCheck corpus pins each verifier message; here the verifiers are compared
with the oracle on whole grids of operand types, which lit cannot express:

* whatever ``tosa-opt`` (with a full TOSA 1.0 target and strict validation)
  accepts, lutdialect accepts: our verifiers are never stricter than MLIR's;
* everything the invalid corpus rejects, ``tosa-opt`` rejects too, on the same op;
* ops built and printed from Python parse in ``tosa-opt`` without a syntax error;
* no verifier crashes: on any operand types it passes or raises ``VerifyException``.
"""

from __future__ import annotations

import bisect
import contextlib
import io
import itertools
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.context import Context
from xdsl.dialects import func, test
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    BoolAttr,
    Builtin,
    DenseIntOrFPElementsAttr,
    Float16Type,
    Float32Type,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    TensorType,
    UnrankedTensorType,
    f16,
    f32,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from lutdialect.dialects.tosa import TOSA, RoundingMode, RoundingModeAttr
from lutdialect.dialects.tosa.base import broadcast_shapes
from lutdialect.dialects.tosa.ops import (
    AddOp,
    ClampOp,
    ConstOp,
    EqualOp,
    GreaterEqualOp,
    GreaterOp,
    MulOp,
    RescaleOp,
    SelectOp,
    TableOp,
)

CORPUS = Path(__file__).resolve().parents[1] / "filecheck" / "dialects" / "tosa"
TARGET = (
    "--tosa-attach-target=profiles=pro_int,pro_fp extensions=int16,int4,bf16,fp8e4m3,"
    "fp8e5m2,fft,variable,controlflow,doubleround,inexactround,dynamic"
)
SPLIT = "// -----"
ERROR = re.compile(r"^<stdin>:(\d+):\d+: error: (.*)$", re.MULTILINE)
INTS: dict[str, IntegerType] = {f"i{w}": IntegerType(w) for w in (1, 8, 16, 32, 48)}
FLOATS: dict[str, Float16Type | Float32Type] = {"f16": f16, "f32": f32}
ELEMENTS: dict[str, Attribute] = {**INTS, **FLOATS}


def tensor(spec: str) -> TensorType[Attribute]:
    """``"2x?x4xi8"`` -> ``tensor<2x?x4xi8>`` (``"i8"`` alone is rank 0)."""
    *dims, element = spec.split("x")
    return TensorType(ELEMENTS[element], [DYNAMIC_INDEX if d == "?" else int(d) for d in dims])


def int_tensor(spec: str) -> TensorType[IntegerType]:
    """Like :func:`tensor`, for an integer element type."""
    *dims, element = spec.split("x")
    return TensorType(INTS[element], [int(d) for d in dims])


def context() -> Context:
    ctx = Context()
    for dialect in (Builtin, func.Func, TOSA):
        ctx.load_dialect(dialect)
    return ctx


def print_op(op: Operation) -> str:
    out = io.StringIO()
    Printer(stream=out).print_op(op)
    return out.getvalue()


def in_func(
    name: str, arg_types: Sequence[Attribute], build: Callable[[Sequence[SSAValue]], Operation]
) -> tuple[ModuleOp, Operation]:
    """A module holding ``func.func @name`` whose body is ``build(args)`` and a return."""
    block = Block(arg_types=arg_types)
    op = build(block.args)
    block.add_ops([op, func.ReturnOp(*op.results)])
    fn = func.FuncOp(name, (arg_types, [r.type for r in op.results]), Region(block))
    return ModuleOp([fn]), op


def tosa_opt() -> str:
    beside = Path(sys.executable).with_name("tosa-opt")
    found = str(beside) if beside.exists() else shutil.which("tosa-opt")
    assert found is not None, "tosa-opt (tosa-tools) is a test dependency"
    return found


def oracle_errors(chunks: Sequence[str], validate: bool = True) -> list[list[str]]:
    """``tosa-opt``'s errors for each chunk, from one ``--split-input-file`` run.

    With ``validate`` a full TOSA 1.0 target is attached and checked strictly (table
    sizes, profile types); that also rejects every dynamic dimension.
    """
    text = f"\n{SPLIT}\n".join(chunks)
    checks = [TARGET, "--tosa-validate=strict-op-spec-alignment"] if validate else []
    proc = subprocess.run(
        [tosa_opt(), "--split-input-file", *checks],
        input=text,
        capture_output=True,
        text=True,
        check=False,
    )
    # Chunk i+1 starts two lines (the joint's newlines) after chunk i's last newline.
    starts = list(itertools.accumulate((c.count("\n") + 2 for c in chunks[:-1]), initial=1))
    errors: list[list[str]] = [[] for _ in chunks]
    for line, message in ERROR.findall(proc.stderr):
        errors[bisect.bisect_right(starts, int(line)) - 1].append(message)
    assert proc.returncode == (1 if any(errors) else 0), proc.stderr
    return errors


# --------------------------------------------------------------------------- #
# Building from Python
# --------------------------------------------------------------------------- #


def rescale(
    x: SSAValue, args: Sequence[SSAValue], out: Attribute, *, scale32: bool, per_channel: bool
) -> RescaleOp:
    flag = BoolAttr.from_bool
    return RescaleOp(
        operands=[x, *args],
        result_types=[out],
        properties={
            "scale32": flag(scale32),
            "rounding_mode": RoundingModeAttr(RoundingMode.SINGLE_ROUND),
            "per_channel": flag(per_channel),
            "input_unsigned": flag(False),
            "output_unsigned": flag(False),
        },
    )


def splat(value: int, spec: str) -> ConstOp:
    t = int_tensor(spec)
    return ConstOp(DenseIntOrFPElementsAttr.from_list(t, [value] * t.element_count()))


def dyt_block() -> ModuleOp:
    """``rescale -> mul(alpha) -> rescale -> table``, every constant a ``tosa.const``."""
    act8, act32 = tensor("1x16x64xi8"), tensor("1x16x64xi32")
    block = Block(arg_types=[act8])
    consts = {
        name: splat(value, spec)
        for name, value, spec in (
            ("m0", 1 << 30, "1xi32"), ("s0", 20, "1xi8"), ("izp0", -3, "1xi8"),
            ("ozp0", 0, "1xi32"), ("alpha", 93, "1x1x1xi32"), ("mshift", 0, "1xi8"),
            ("m1", 1518500250, "1xi32"), ("s1", 47, "1xi8"), ("izp1", 0, "1xi32"),
            ("ozp1", 0, "1xi8"),
        )
    }  # fmt: skip
    table = ConstOp(
        DenseIntOrFPElementsAttr.from_list(int_tensor("256xi8"), list(range(-128, 128)))
    )
    c = {name: op.output for name, op in consts.items()}
    up = rescale(block.args[0], [c["m0"], c["s0"], c["izp0"], c["ozp0"]], act32,
                 scale32=True, per_channel=False)  # fmt: skip
    mul = MulOp(operands=[up.output, c["alpha"], c["mshift"]], result_types=[act32])
    down = rescale(mul.output, [c["m1"], c["s1"], c["izp1"], c["ozp1"]], act8,
                   scale32=True, per_channel=False)  # fmt: skip
    lookup = TableOp(operands=[down.output, table.output], result_types=[act8])
    block.add_ops([*consts.values(), table, up, mul, down, lookup, func.ReturnOp(lookup.output)])
    return ModuleOp([func.FuncOp("dyt", ([act8], [act8]), Region(block))])


def test_python_built_dyt_block_verifies_round_trips_and_passes_tosa_opt() -> None:
    module = dyt_block()
    module.verify()
    text = print_op(module)
    assert "rounding_mode = SINGLE_ROUND" in text
    reparsed = Parser(context(), text).parse_module()
    assert reparsed.is_structurally_equivalent(module)
    assert oracle_errors([text]) == [[]]


def test_const_op_takes_its_type_from_the_values() -> None:
    op = splat(7, "2x3xi16")
    assert op.output.type == tensor("2x3xi16")
    op.verify()


def test_const_op_rejects_mismatched_result_type() -> None:
    values = DenseIntOrFPElementsAttr.from_list(int_tensor("2xi8"), [1, 2])
    op = ConstOp.create(properties={"values": values}, result_types=[tensor("2xi16")])
    with pytest.raises(VerifyException, match="does not match result type"):
        op.verify()


# --------------------------------------------------------------------------- #
# Broadcasting helper
# --------------------------------------------------------------------------- #


Q = DYNAMIC_INDEX


@pytest.mark.parametrize(
    ("shapes", "expected"),
    [
        ([(2, 4), (2, 4)], (2, 4)),
        ([(1, 4), (3, 1)], (3, 4)),
        ([(2, 1, 4), (1, 3, 1), (1, 1, 1)], (2, 3, 4)),
        ([(), ()], ()),
        ([(2, 4), None], None),
        ([(Q, 4), (1, 4)], (Q, 4)),
        ([(Q, 4), (3, 4)], (3, 4)),
        ([(Q, Q), (2, 1)], (2, Q)),
    ],
)
def test_broadcast_shapes(
    shapes: list[tuple[int, ...] | None], expected: tuple[int, ...] | None
) -> None:
    assert broadcast_shapes("tosa.add", shapes) == expected


@pytest.mark.parametrize(
    ("shapes", "message"),
    [
        ([(4,), (1, 4)], "same rank"),
        ([(2, 4), (3, 4)], "not broadcast-compatible"),
        ([(2, Q), (3, 4), (2, 4)], "not broadcast-compatible"),
    ],
)
def test_broadcast_shapes_rejects(shapes: list[tuple[int, ...] | None], message: str) -> None:
    with pytest.raises(VerifyException, match=message):
        broadcast_shapes("tosa.add", shapes)


# --------------------------------------------------------------------------- #
# Verifiers versus tosa-opt
# --------------------------------------------------------------------------- #


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


def bound(element: str, value: int) -> Attribute:
    """A clamp bound of type ``element``."""
    if element in INTS:
        return IntegerAttr(value, INTS[element])
    return FloatAttr(float(value), FLOATS[element])


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


# --------------------------------------------------------------------------- #
# Verifiers never crash
# --------------------------------------------------------------------------- #

DIMS = st.sampled_from([-1, 1, 2, 3, 4, 256, 513])


@st.composite
def tensor_types(draw: st.DrawFn) -> Attribute:
    element = draw(st.sampled_from(list(ELEMENTS.values())))
    if draw(st.integers(0, 5)) == 0:
        return UnrankedTensorType(element)
    return TensorType(element, draw(st.lists(DIMS, max_size=3)))


@st.composite
def any_attr(draw: st.DrawFn) -> Attribute:
    element = draw(st.sampled_from(list(ELEMENTS)))
    return bound(element, draw(st.integers(-1, 1)))  # in range of every type, i1 too


OPS: list[type[IRDLOperation]] = [TableOp, MulOp, AddOp, SelectOp, EqualOp, ClampOp, RescaleOp]


@settings(max_examples=300, deadline=None)
@given(data=st.data(), op_type=st.sampled_from(OPS))
def test_verifiers_only_raise_verify_exception(
    data: st.DataObject, op_type: type[IRDLOperation]
) -> None:
    op_def = op_type.get_irdl_definition()
    operand_types = [data.draw(tensor_types()) for _ in op_def.operands]
    values = test.TestOp(result_types=operand_types).results
    properties: dict[str, Attribute] = {}
    for name in op_def.properties:
        if name in ("min_val", "max_val"):
            properties[name] = data.draw(any_attr())
        elif name == "rounding_mode":
            properties[name] = RoundingModeAttr(RoundingMode.SINGLE_ROUND)
        elif name != "nan_mode":
            properties[name] = BoolAttr.from_bool(data.draw(st.booleans()))
    op = op_type.create(
        operands=values, result_types=[data.draw(tensor_types())], properties=properties
    )
    with contextlib.suppress(VerifyException):
        op.verify()
