"""What every LUT pass does after it has proven a table: build it (or reuse an
identical constant), swap it in, and erase what the rewrite made dead.

Kept apart from the matching so that ``fold-dyt-lut`` and
``fuse-elementwise-lut`` rewrite and report in exactly the same way.
"""

from __future__ import annotations

import functools
import struct
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Literal, cast

from xdsl.dialects.builtin import (
    BytesAttr,
    DenseIntOrFPElementsAttr,
    IntegerAttr,
    IntegerType,
    TensorType,
)
from xdsl.ir import Attribute, Block, Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.dialects.tosa.attributes import RoundingMode, RoundingModeAttr
from lutdialect.dialects.tosa.base import shape_of
from lutdialect.semantics.core import Evaluated

from .remarks import Reporter

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt


def i8_table(result: Evaluated) -> npt.NDArray[np.int64]:
    """The 256-entry table of a region whose output is i8, in code order."""
    import numpy as np

    values = np.asarray(result.values, dtype=np.int64).reshape(-1)
    assert values.shape == (256,), values.shape
    return values


def table_constant(values: Sequence[int] | npt.NDArray[np.int64], width: int) -> tosa.ConstOp:
    """A ``tosa.const`` holding a 1-D table of ``width``-bit (8 or 16) integers.

    The elements are packed directly (little-endian, as xDSL stores them) rather
    than through ``from_list``, which normalises value by value; a value that does
    not fit ``width`` bits is an error, never wrapped.
    """
    flat = list(values) if isinstance(values, Sequence) else values.reshape(-1).tolist()
    data = struct.pack(f"<{len(flat)}{_PACKED[width]}", *flat)
    return tosa.ConstOp(_table_attribute(data, width, len(flat)))


@functools.lru_cache(maxsize=1024)
def _table_attribute(data: bytes, width: int, length: int) -> DenseIntOrFPElementsAttr:
    """A table's elements (attributes are immutable: built once per table, shared by
    every rewrite that adds it -- a search's trials add the same tables again and
    again, and the blocks written for them are found by the attribute's identity)."""
    return DenseIntOrFPElementsAttr(TensorType(IntegerType(width), [length]), BytesAttr(data))


_PACKED = {8: "b", 16: "h"}
"""The ``struct`` code of a table's elements by width."""


def erase_dead(
    rewriter: PatternRewriter, ops: Iterable[Operation], constant: Callable[[SSAValue], bool]
) -> int:
    """Erase ``ops`` (users before producers), then every op computing a constant
    that lost its last user because of it: no dangling alpha, zero point or table.

    Nothing else is touched: an op that was dead before the rewrite, or a data op
    that only a dead user read, stays. Returns how many ops were erased."""
    worklist = list(ops)
    erased: set[Operation] = set()
    while worklist:
        op = worklist.pop(0)
        if op in erased or op.parent is None or any(r.uses for r in op.results):
            continue
        producers = [v.op for v in op.operands if isinstance(v, OpResult) and constant(v)]
        rewriter.erase(op)
        erased.add(op)
        worklist.extend(producers)
    return len(erased)


_BlockIndex = tuple[dict[bytes, list[tosa.ConstOp]], dict[Operation, int]]
"""A block's constants by their bytes, in block order, and each op's position."""


class PoolIndex:
    """Blocks as a :class:`TablePool` first indexed them, before any rewrite: for
    the next pool on the same ops (lent by a plan, whose runs all start on the graph
    it was given, see :class:`.whole_graph.Pristine`). Indexing a 740-op block took
    about 2 ms, a trial's rewrites a few more."""

    def __init__(self) -> None:
        self.blocks: dict[Block, _BlockIndex] = {}


class TablePool:
    """The constants of each block, by type and bytes, so that a new table
    identical to an existing constant reuses it.

    Built once per block on first use (copied from ``lent``, or recorded there, where
    the block has not been rewritten yet). A constant that was in the block before
    the pass is offered only to ops after it (it dominates them, and it stays where
    it is); a table this pass created is moved up to the first op that needs it.
    """

    def __init__(self, lent: PoolIndex | None = None) -> None:
        self._blocks: dict[Block, dict[bytes, list[tosa.ConstOp]]] = {}
        """Each block's constants by their bytes (a ``bytes`` keeps its hash, so
        indexing a block costs no hashing of types), in block order."""
        self._position: dict[Operation, float] = {}
        self._created: set[tosa.ConstOp] = set()
        self.lent = lent
        """Blocks as they were before any rewrite (``None`` once one has been made)."""

    def _index(self, block: Block) -> dict[bytes, list[tosa.ConstOp]]:
        if (index := self._blocks.get(block)) is None:
            known = self.lent.blocks.get(block) if self.lent is not None else None
            if known is None:
                known = _block_index(block)
                if self.lent is not None:
                    self.lent.blocks[block] = known
            consts, positions = known
            index = self._blocks[block] = {k: list(v) for k, v in consts.items()}
            self._position.update(positions)
        return index

    def _first(self, block: Block, key: tuple[Attribute, bytes]) -> tosa.ConstOp | None:
        """The first constant indexed in ``block`` with ``key``'s type and bytes."""
        return next(
            (c for c in self._index(block).get(key[1], ()) if (k := _key(c)) and k[0] == key[0]),
            None,
        )

    def find(
        self, const: tosa.ConstOp, before: Operation, rewriter: PatternRewriter
    ) -> tosa.ConstOp | None:
        """A constant equal to ``const`` that ``before`` can use, if any."""
        block = before.parent_block()
        key = _key(const)
        if block is None or key is None:
            return None
        found = self._first(block, key)
        if found is None or found.parent is not block or before not in self._position:
            return None
        if self._position[found] < self._position[before]:
            return found
        if found not in self._created:
            return None
        found.detach()
        rewriter.insert(found, InsertPoint.before(before))
        self._position[found] = self._position[before] - 0.5
        return found

    def created(self, const: tosa.ConstOp, replacing: Operation) -> None:
        """Offer ``const``, just put where ``replacing`` was, to later rewrites."""
        block = const.parent_block()
        key = _key(const)
        if block is None or key is None or replacing not in self._position:
            return
        self._position[const] = self._position[replacing] - 0.5
        self._created.add(const)
        if self._first(block, key) is None:
            self._index(block).setdefault(key[1], []).append(const)

    def rewriting(self) -> None:
        """The blocks change from here on: no block indexed later is lent."""
        self.lent = None

    def index_of(self, op: Operation) -> None:
        """Make sure the block of ``op`` is indexed (before a rewrite changes it)."""
        if (block := op.parent_block()) is not None:
            self._index(block)


def _block_index(block: Block) -> _BlockIndex:
    consts: dict[bytes, list[tosa.ConstOp]] = {}
    positions: dict[Operation, int] = {}
    for position, op in enumerate(block.ops):
        positions[op] = position
        if isinstance(op, tosa.ConstOp) and (key := _key(op)) is not None:
            consts.setdefault(key[1], []).append(op)
    return consts, positions


def _key(const: tosa.ConstOp) -> tuple[Attribute, bytes] | None:
    attr: Attribute = const.values
    if not isinstance(attr, DenseIntOrFPElementsAttr):
        return None
    return (cast(Attribute, attr.type), attr.data.data)  # pyright: ignore[reportUnknownMemberType]


def _i8_lookup(
    root: Operation, x: SSAValue, table: Sequence[int] | npt.NDArray[np.int64]
) -> list[Operation]:
    """``tosa.table(x, table)``, of ``root``'s result type."""
    const = table_constant(table, 8)
    const.output.name_hint = "lut"
    new = tosa.TableOp.build(operands=[x, const.output], result_types=[root.results[0].type])
    return [const, new]


def _scalar_const(value: int, width: int, name: str) -> tosa.ConstOp:
    const = tosa.ConstOp(_scalar(value, width))
    const.output.name_hint = name
    return const


@functools.cache
def _scalar(value: int, width: int) -> DenseIntOrFPElementsAttr:
    """A one-element ``width``-bit constant (attributes are immutable: built once,
    shared by every table the passes add)."""
    return DenseIntOrFPElementsAttr.from_list(TensorType(IntegerType(width), [1]), [value])


@functools.cache
def _requantize_properties() -> Mapping[str, Attribute]:
    """The properties of the rescale after an i16 table (see :func:`_i16_lookup`);
    read-only, as every rewrite shares them."""
    false = IntegerAttr(0, 1)
    return MappingProxyType(
        {
            "input_unsigned": false,
            "output_unsigned": false,
            "per_channel": false,
            "rounding_mode": RoundingModeAttr(RoundingMode.SINGLE_ROUND),
            "scale32": IntegerAttr(1, 1),
        }
    )


def _i16_lookup(
    root: Operation, x: SSAValue, table: Sequence[int] | npt.NDArray[np.int64]
) -> list[Operation]:
    """``rescale(table(x, table), 2^-7)``: TOSA's interpolating i16 table, back to i16."""
    from lutdialect.semantics.int16_table import RESCALE_MULTIPLIER, RESCALE_SHIFT  # i16 only

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
    requant = tosa.RescaleOp.build(
        operands=[lookup.output, *(p.output for p in params)],
        result_types=[out_type],
        properties=dict(_requantize_properties()),
    )
    return [const, lookup, *params, requant]


@dataclass
class TableRewriter:
    """Swaps a proven table in for a region's output, the same way for both passes:
    reusing an identical constant (``pool``), erasing what the rewrite made dead
    (``constant`` decides which operands are constants to clean up), and reporting
    the rewrite with its ``ops removed`` and ``table bytes added``."""

    reporter: Reporter
    constant: Callable[[SSAValue], bool]
    pool: TablePool = field(default_factory=TablePool)
    before_first: Callable[[], None] | None = None
    """Called once, before the first rewrite changes the IR (a caller that may have
    to put the graph back copies it then, and only if the pass rewrites at all)."""
    replaced: Callable[[SSAValue, SSAValue], None] | None = None
    """Called after each rewrite with the value replaced and the one that replaced
    it (a plan names the new value as it named the old, see ``Planning.rewritten``)."""

    def replace(
        self,
        rewriter: PatternRewriter,
        root: Operation,
        x: SSAValue,
        table: Sequence[int] | npt.NDArray[np.int64],
        dead: Sequence[Operation],
        *,
        remark: str,
        counted: Sequence[str] = (),
        width: Literal[8, 16] = 8,
    ) -> SSAValue:
        """Replace ``root`` by ``tosa.table(x, table)`` (``width`` 8) or, for an i16
        ``root``, by ``rescale(table(x, table), 2^-7)`` (``width`` 16), at its location
        and under its result's name; then erase ``dead`` (users first: dead users of
        the replaced values, then the replaced ops) and every constant that only
        they and ``root`` used. Reports ``remark`` and counts the ``counted``
        statistics; returns the value that replaced ``root``'s result."""
        if self.before_first is not None:
            before_first, self.before_first = self.before_first, None
            before_first()
        ops = (_i8_lookup if width == 8 else _i16_lookup)(root, x, table)
        result = ops[-1].results[0]
        const = ops[0]
        assert isinstance(const, tosa.ConstOp)
        values: Attribute = const.values
        table_bytes = len(values.data.data) if isinstance(values, DenseIntOrFPElementsAttr) else 0
        existing = self.pool.find(const, root, rewriter)
        if existing is not None:
            const.output.replace_all_uses_with(existing.output)
            ops.pop(0)
            table_bytes = 0
        for op in ops:
            op.location = root.location
        result.name_hint = root.results[0].name_hint
        old_operands = [v.op for v in root.operands if isinstance(v, OpResult) and self.constant(v)]
        self.pool.index_of(root)
        self.pool.rewriting()
        replaced = root.results[0]
        rewriter.replace(root, ops, [result])
        if self.replaced is not None:
            self.replaced(replaced, result)
        if existing is None:
            self.pool.created(const, root)
        erased = erase_dead(
            rewriter, [*(op for op in dead if op is not root), *old_operands], self.constant
        )
        self.reporter.rewritten(root, remark)
        for statistic in counted:
            self.reporter.count(statistic)
        self.reporter.count("ops removed", erased + 1 - len(ops))
        self.reporter.count("table bytes added", table_bytes)
        return result
