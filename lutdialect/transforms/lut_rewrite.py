"""What every LUT pass does after it has proven a table: build it, swap it in,
clean up, and explain declines.

Kept apart from the matching so that ``fold-dyt-lut`` and
``fuse-elementwise-lut`` rewrite and report in exactly the same way.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TextIO

import numpy as np
import numpy.typing as npt
from xdsl.dialects import func
from xdsl.dialects.builtin import (
    BytesAttr,
    DenseIntOrFPElementsAttr,
    FileLineColLoc,
    IntegerAttr,
    IntegerType,
    TensorType,
)
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import PatternRewriter

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.dialects.tosa.base import shape_of
from lutdialect.evaluator import folds_constants
from lutdialect.semantics.core import Evaluated


def i8_table(result: Evaluated) -> npt.NDArray[np.int64]:
    """The 256-entry table of a region whose output is i8, in code order."""
    values = np.asarray(result.values, dtype=np.int64).reshape(-1)
    assert values.shape == (256,), values.shape
    return values


def table_constant(values: Sequence[int] | npt.NDArray[np.int64], width: int) -> tosa.ConstOp:
    """A ``tosa.const`` holding a 1-D table of ``width``-bit (8 or 16) integers.

    The elements are packed directly (little-endian, as xDSL stores them) rather
    than through ``from_list``, which normalises value by value.
    """
    flat = np.asarray(values, dtype=np.int64).reshape(-1)
    layout = {8: "<i1", 16: "<i2"}[width]
    t = TensorType(IntegerType(width), [flat.size])
    return tosa.ConstOp(DenseIntOrFPElementsAttr(t, BytesAttr(flat.astype(layout).tobytes())))


def _is_constant_producer(op: Operation) -> bool:
    return folds_constants(op)


def erase_dead(rewriter: PatternRewriter, ops: Iterable[Operation]) -> None:
    """Erase ``ops`` (users before producers) and then every constant-producing op
    that lost its last user because of it: no dangling alpha, zero point or table."""
    worklist = list(ops)
    erased: set[Operation] = set()
    while worklist:
        op = worklist.pop(0)
        if op in erased or op.parent is None or any(r.uses for r in op.results):
            continue
        producers = [v.op for v in op.operands if isinstance(v, OpResult)]
        rewriter.erase(op)
        erased.add(op)
        worklist.extend(p for p in producers if _is_constant_producer(p))


def location_of(op: Operation) -> str:
    """Where ``op`` is, for a remark: its source location if known, else the
    enclosing function and the op's position in it."""
    loc = op.location
    if isinstance(loc, FileLineColLoc):
        return f"{loc.filename.data}:{loc.line.data}:{loc.column.data}"  # pyright: ignore[reportUnknownMemberType]
    parent = op.parent_op()
    while parent is not None and not isinstance(parent, func.FuncOp):
        parent = parent.parent_op()
    where = f"@{parent.sym_name.data}" if isinstance(parent, func.FuncOp) else "<module>"
    hint = op.results[0].name_hint if op.results else None
    if hint is not None:  # the name the source gave its result: cheap and readable
        return f"{where}, %{hint}"
    block = op.parent_block()
    index = next((i for i, o in enumerate(block.ops) if o is op), 0) if block else 0
    return f"{where}, op #{index}"


@dataclass
class Remarks:
    """Collects (and optionally prints) one line per declined candidate."""

    pass_name: str
    enabled: bool
    stream: TextIO | None = None

    def __post_init__(self) -> None:
        self.lines: list[str] = []
        self.declined = 0

    def _emit(self, op: Operation, message: str) -> None:
        if not self.enabled:  # formatting a location costs; nobody asked for it
            return
        line = f"remark: {self.pass_name}: {location_of(op)}: {op.name} {message}"
        self.lines.append(line)
        print(line, file=self.stream or sys.stderr)

    def note(self, op: Operation, message: str) -> None:
        """An informational line (e.g. the error an i16 table achieved)."""
        self._emit(op, message)

    def decline(self, candidate: Operation, reason: str) -> None:
        self.declined += 1
        self._emit(candidate, f"not rewritten: {reason}")


def _swap_in(
    rewriter: PatternRewriter,
    root: Operation,
    new_ops: Sequence[Operation],
    result: SSAValue,
    dead: Sequence[Operation],
) -> None:
    """Put ``new_ops`` where ``root`` was (its location, its result's name), then
    erase ``dead`` and every constant that only they and ``root`` used."""
    for op in new_ops:
        op.location = root.location
    result.name_hint = root.results[0].name_hint
    old_operands = [v.op for v in root.operands if isinstance(v, OpResult)]
    rewriter.replace(root, list(new_ops), [result])
    erase_dead(rewriter, [*(op for op in dead if op is not root), *old_operands])


def replace_with_table(
    rewriter: PatternRewriter,
    root: Operation,
    x: SSAValue,
    table: npt.NDArray[np.int64],
    dead: Sequence[Operation],
) -> None:
    """Replace ``root`` by ``tosa.table(x, table)`` (same result type and location),
    then erase ``dead`` and the constants only they used."""
    const = table_constant(table, 8)
    const.output.name_hint = "lut"
    new = tosa.TableOp.build(operands=[x, const.output], result_types=[root.results[0].type])
    _swap_in(rewriter, root, [const, new], new.output, dead)


def _scalar_const(value: int, width: int, name: str) -> tosa.ConstOp:
    t = TensorType(IntegerType(width), [1])
    const = tosa.ConstOp(DenseIntOrFPElementsAttr.from_list(t, [value]))
    const.output.name_hint = name
    return const


def replace_with_int16_table(
    rewriter: PatternRewriter,
    root: Operation,
    x: SSAValue,
    table: npt.NDArray[np.int64],
    dead: Sequence[Operation],
) -> None:
    """Replace an i16 -> i16 ``root`` by ``rescale(table(x, table), 2^-7)``."""
    from lutdialect.dialects.tosa.attributes import RoundingMode, RoundingModeAttr
    from lutdialect.semantics.int16_table import RESCALE_MULTIPLIER, RESCALE_SHIFT

    out_type = root.results[0].type
    shape = shape_of(out_type)
    assert shape is not None
    const = table_constant(table, 16)
    const.output.name_hint = "lut"
    lookup = tosa.TableOp.build(
        operands=[x, const.output], result_types=[TensorType(IntegerType(32), shape)]
    )
    params = [
        _scalar_const(RESCALE_MULTIPLIER, 32, "lut_multiplier"),
        _scalar_const(RESCALE_SHIFT, 8, "lut_shift"),
        _scalar_const(0, 32, "lut_input_zp"),
        _scalar_const(0, 16, "lut_output_zp"),
    ]
    false = IntegerAttr(0, 1)
    requant = tosa.RescaleOp.build(
        operands=[lookup.output, *(p.output for p in params)],
        result_types=[out_type],
        properties={
            "input_unsigned": false,
            "output_unsigned": false,
            "per_channel": false,
            "rounding_mode": RoundingModeAttr(RoundingMode.SINGLE_ROUND),
            "scale32": IntegerAttr(1, 1),
        },
    )
    _swap_in(rewriter, root, [const, lookup, *params, requant], requant.output, dead)
