"""Shared helpers of the dialect tests: tensor types from short specs, ops in a
function, printing, and ``tosa-opt`` as the oracle (its errors per ``// -----`` chunk).
"""

from __future__ import annotations

import bisect
import io
import itertools
import re
import subprocess
from collections.abc import Callable, Sequence
from pathlib import Path

from xdsl.dialects import func
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    BoolAttr,
    Float16Type,
    Float32Type,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    TensorType,
    f16,
    f32,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.printer import Printer

from lutdialect.dialects.tosa import RoundingMode, RoundingModeAttr
from lutdialect.dialects.tosa.ops import RescaleOp
from lutdialect.reference import tosa_opt

CORPUS = Path(__file__).resolve().parents[2] / "filecheck" / "dialects" / "tosa"
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


def bound(element: str, value: int) -> Attribute:
    """A clamp bound of type ``element``."""
    if element in INTS:
        return IntegerAttr(value, INTS[element])
    return FloatAttr(float(value), FLOATS[element])


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
