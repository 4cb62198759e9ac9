"""TOSA flatbuffers assembled from cached, self-contained blocks, for graphs written
by the dozen.

A search that costs rewrites with Vela writes the same graph many times over, each
time with a few ops changed: every operator and tensor but a handful is written
again byte for byte. :class:`BlockWriter` writes each operator (with its attribute,
names and location) and each tensor (with its name, shape and data) as one block
that refers to nothing outside itself -- no string, vector, attribute or vtable is
shared across blocks -- so that its bytes mean the same wherever they are placed,
and it keeps them in a :class:`BlockCache`. Writing a graph again copies the cached
block of every op and tensor whose inputs are unchanged and builds only the rest.

A block is reused only for the same op name, the same property and attribute
objects, the same location and the same operand and result names (for a tensor: the
same name, type object and constant object). xDSL attributes are immutable and a
copy of a module shares them with the original, so a copy's untouched ops hit the
cache; the cache keeps those objects alive, so their identities are not reused.

A graph read from a flatbuffer needs no blocks for the ops it still has as read: the
file itself is a :class:`Base`. It is placed at the end of the new file, where the
new operator and tensor vectors point into its tables (a flatbuffer's offsets point
forward, and the new tables are written below it), so a search's first trial costs
what its later ones do, not a write of every op. A table of the file is used only for
an op whose key, the one a block would have, is the one the op had when it was read
(the same objects, and the names the file gives its tensors), and for a tensor whose
table holds nothing the writer would not write.

The file is a valid TOSA flatbuffer that reads back to the same graph as
:class:`~.flatbuffer_write.Writer`'s, but its bytes differ (nothing is shared
across blocks, and a base's unused tables stay in it, unreferenced): it is for the
cost oracle, not for the user's output file. A graph with control-flow regions is
written by :class:`~.flatbuffer_write.Writer` itself.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import ClassVar

from xdsl.dialects.builtin import LocationAttr, ModuleOp
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Operation, SSAValue

from .flatbuffer_write import Writer, _location_name  # pyright: ignore[reportPrivateUsage]

__all__ = ["Base", "BlockCache", "base_of", "write_blocks"]

_ALIGN = 16
"""Blocks start at offsets aligned to this, so every alignment inside them holds
wherever they are placed (no schema field needs more than 8)."""


class BlockCache:
    """Written blocks by what they were written from; bounded by ``limit`` bytes
    (cleared whole when full: a search writes variations of one graph)."""

    def __init__(self, limit: int = 256 << 20) -> None:
        self.limit = limit
        self.size = 0
        self.blocks: dict[Hashable, tuple[bytes, int, int, object]] = {}
        """key -> (bytes, root offset from the block's end, the block's alignment,
        the objects the key names by id)."""
        self.hits = 0
        self.misses = 0
        self.location_names: dict[int, tuple[LocationAttr, tuple[str | None, str]]] = {}
        """Each location's tensor name and text, by identity (with the location, which
        keeps its identity from being reused): every write asks it of every op."""

    def add(self, key: Hashable, entry: tuple[bytes, int, int, object]) -> None:
        if len(entry[0]) > self.limit:
            return
        if self.size + len(entry[0]) > self.limit:
            self.blocks.clear()
            self.location_names.clear()
            self.size = 0
        self.blocks[key] = entry
        self.size += len(entry[0])


def _operator_key(
    op: Operation, operands: Sequence[str | None], results: Sequence[str]
) -> Hashable:
    """What an operator's table is written from: the op's name, property and
    attribute objects and location, and its tensors' names."""
    props, attrs = op.properties, op.attributes
    return (
        op.name,
        tuple(props),
        tuple(map(id, props.values())),
        tuple(attrs),
        tuple(map(id, attrs.values())),
        id(op.location),
        tuple(operands),
        tuple(results),
    )


def _tensor_key(name: str, value: SSAValue, const: Operation | None) -> Hashable:
    """What a tensor's table is written from: its name, type and constant objects."""
    values = const.properties.get("values") if const is not None else None
    return ("tensor", name, id(value.type), id(values))


class Base:
    """A flatbuffer whose operator and tensor tables a new file may point into: the
    bytes, and each table's position by the key of what it was read as (see the
    module docstring). It keeps the objects its keys name by identity alive."""

    def __init__(
        self,
        data: bytes,
        operators: dict[Hashable, int],
        tensors: dict[Hashable, int],
        keep: object,
    ) -> None:
        self.data = data
        self.operators = operators
        self.tensors = tensors
        self._keep = keep
        self.size = len(data) + (-len(data) % _ALIGN)
        """Bytes at the end of a new file: the base, then zeros up to :data:`_ALIGN`,
        so that its tables keep their alignment."""

    def offset(self, position: int) -> int:
        """A table's offset in the builder (counted from the end of the buffer)."""
        return self.size - position


def base_of(function: FuncOp, data: bytes) -> Base | None:
    """``data`` as a :class:`Base` for ``function``, which must be the graph read from
    it as it was read (one op per operator, in the file's order, as the reader makes
    them); ``None`` where the two do not pair op for operator."""
    from .flatbuffer_read import _Slots  # pyright: ignore[reportPrivateUsage]
    from .flatbuffer_table import root

    block = function.body.block
    ops = [op for op in block.ops]
    if not ops or not isinstance(ops[-1], ReturnOp) or any(op.regions for op in ops):
        return None
    ops.pop()
    k = _Slots()
    regions = root(data).tables(k.graph_regions)
    if len(regions) != 1:
        return None
    blocks = regions[0].tables(k.region_blocks)
    if len(blocks) != 1:
        return None
    fb = blocks[0]
    tables = fb.tables(k.block_operators)
    if len(tables) != len(ops):
        return None
    by_name = {t.string(k.tensor_name): t for t in fb.tables(k.block_tensors)}
    consts: dict[SSAValue, Operation] = {
        op.results[0]: op for op in ops if op.name == "tosa.const" and op.results
    }
    operators: dict[Hashable, int] = {}
    tensors: dict[Hashable, int] = {}
    names: dict[SSAValue, str] = dict(zip(block.args, fb.strings(k.block_inputs), strict=False))
    for op, table in zip(ops, tables, strict=True):
        outputs = table.strings(k.op_outputs)
        inputs = table.strings(k.op_inputs)
        if len(outputs) != len(op.results) or len(inputs) != len(op.operands):
            return None
        operators[_operator_key(op, inputs, outputs)] = table.pos
        names.update(zip(op.results, outputs, strict=True))
    for value, name in names.items():
        tensor = by_name.get(name)
        if tensor is None:
            continue
        const = consts.get(value)
        if (tensor.length(k.tensor_data) > 0) != (const is not None):
            continue  # data the writer would not write, or none where it would
        if tensor.u8(k.tensor_variable):
            continue
        tensors[_tensor_key(name, value, const)] = tensor.pos
    keep = (
        [(op.properties, op.attributes, op.location, [r.type for r in op.results]) for op in ops],
        [a.type for a in block.args],
    )
    return Base(data, operators, tensors, keep)


class BlockWriter(Writer):
    """A :class:`~.flatbuffer_write.Writer` whose operators and tensors are cached
    self-contained blocks, or the tables of a :class:`Base` (see the module
    docstring)."""

    RECORDS_VERSIONS: ClassVar[bool] = False
    """Vela reads no serializer version, and knowing it costs an import
    (:func:`~.flatbuffer_schema.serializer_release`). A graph with control-flow
    regions, written whole by the plain writer, records it."""

    def __init__(self, module: ModuleOp, cache: BlockCache, base: Base | None = None) -> None:
        # With a base, a buffer that holds it and a few new blocks: a trial changes a
        # handful of ops (sizing it by every constant walks the graph), and a buffer
        # outgrown doubles.
        super().__init__(
            module,
            None if base is None else min(base.size + _ALIGN * 16 * len(base.operators), 1 << 31),
        )
        self.cache = cache
        self.tables.share_vtables = False
        self.base = base
        if base is not None:
            # First, so that it ends the file: every table written later lies below it.
            b = self.b
            self.tables._room(base.size)  # pyright: ignore[reportPrivateUsage]
            b.head -= base.size
            b.Bytes[b.head : b.head + base.size] = base.data + bytes(base.size - len(base.data))
            b.minalign = max(b.minalign, _ALIGN)

    def _location_name(self, op: Operation) -> tuple[str | None, str]:
        location = op.location
        names = self.cache.location_names
        known = names.get(id(location))
        if known is None:
            known = names[id(location)] = (location, _location_name(op))
        return known[1]

    def _listed(self, ops: Sequence[Operation]) -> None:
        # Asked of the ops the writer lists anyway: a walk of the graph to find them
        # costs a tenth of a write.
        if any(op.regions for op in ops):
            raise _Nested

    def _isolate(self) -> None:
        """Forget everything written so far that a later table could share."""
        self.b.vtables = {}
        self.strings = {}
        self.int_vectors = {}
        self.locations = {}
        self.attributes = {}

    def _block(self, key: Hashable, keep: object, build: Callable[[], int]) -> int:
        """The block of ``key``: copied from the cache, or built by ``build`` and
        cached. Every block starts at an offset aligned to :data:`_ALIGN`, so a
        graph's bytes depend on its blocks alone, not on which were cached."""
        b = self.b
        cache = self.cache
        entry = cache.blocks.get(key)
        self.tables._room(_ALIGN + (len(entry[0]) if entry is not None else 0))  # pyright: ignore[reportPrivateUsage]
        pad = -b.Offset() % _ALIGN
        b.head -= pad
        b.Bytes[b.head : b.head + pad] = bytes(pad)
        if entry is not None:
            cache.hits += 1
            data, root, align, _ = entry
            n = len(data)
            b.head -= n
            b.Bytes[b.head : b.head + n] = data
            b.minalign = max(b.minalign, align)
            return b.Offset() - root
        cache.misses += 1
        self._isolate()
        minalign, b.minalign = b.minalign, 1
        start = b.Offset()
        offset = build()
        end = b.Offset()
        align = b.minalign
        b.minalign = max(minalign, align)
        data = bytes(b.Bytes[b.head : b.head + end - start])
        cache.add(key, (data, end - offset, align, keep))
        self._isolate()
        return offset

    def _operator(self, op: Operation) -> int:
        names = self.names
        key = _operator_key(
            op, [names.get(id(v)) for v in op.operands], [names[id(r)] for r in op.results]
        )
        if self.base is not None and (position := self.base.operators.get(key)) is not None:
            return self.base.offset(position)
        keep = (tuple(op.properties.values()), tuple(op.attributes.values()), op.location)
        return self._block(key, keep, lambda: Writer._operator(self, op))

    def _tensor(self, value: SSAValue, const: Operation | None) -> int:
        key = _tensor_key(self.names[id(value)], value, const)
        if self.base is not None and (position := self.base.tensors.get(key)) is not None:
            return self.base.offset(position)
        values = const.properties.get("values") if const is not None else None
        return self._block(key, (value.type, values), lambda: Writer._tensor(self, value, const))

    def _shape(self, value: SSAValue, const: Operation | None) -> int:
        values = const.properties.get("values") if const is not None else None
        key = ("shape", self.names[id(value)], id(value.type), id(values))
        return self._block(key, (value.type, values), lambda: Writer._shape(self, value, const))


class _Nested(Exception):
    """An op with control-flow regions, which blocks do not hold."""


def write_blocks(module: ModuleOp, cache: BlockCache, base: Base | None = None) -> bytes:
    """``module`` as a TOSA flatbuffer, reusing ``cache``'s blocks and ``base``'s
    tables (see the module docstring); a graph with control-flow regions is written
    whole."""
    try:
        return BlockWriter(module, cache, base).write()
    except _Nested:
        return Writer(module).write()
