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

The file is a valid TOSA flatbuffer that reads back to the same graph as
:class:`~.flatbuffer_write.Writer`'s, but its bytes differ (nothing is shared
across blocks): it is for the cost oracle, not for the user's output file. A graph
with control-flow regions is written by :class:`~.flatbuffer_write.Writer` itself.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp
from xdsl.ir import Operation, SSAValue

from .flatbuffer_write import Writer

__all__ = ["BlockCache", "write_blocks"]

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

    def add(self, key: Hashable, entry: tuple[bytes, int, int, object]) -> None:
        if len(entry[0]) > self.limit:
            return
        if self.size + len(entry[0]) > self.limit:
            self.blocks.clear()
            self.size = 0
        self.blocks[key] = entry
        self.size += len(entry[0])


class BlockWriter(Writer):
    """A :class:`~.flatbuffer_write.Writer` whose operators and tensors are cached
    self-contained blocks (see the module docstring)."""

    def __init__(self, module: ModuleOp, cache: BlockCache) -> None:
        super().__init__(module)
        self.cache = cache
        self.tables.share_vtables = False

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
        props, attrs = op.properties, op.attributes
        key = (
            op.name,
            tuple(props),
            tuple(map(id, props.values())),
            tuple(attrs),
            tuple(map(id, attrs.values())),
            id(op.location),
            tuple(self.names.get(v) for v in op.operands),
            tuple(self.names[r] for r in op.results),
        )
        keep = (tuple(props.values()), tuple(attrs.values()), op.location)
        return self._block(key, keep, lambda: Writer._operator(self, op))

    def _tensor(self, value: SSAValue, const: Operation | None) -> int:
        values = const.properties.get("values") if const is not None else None
        key = ("tensor", self.names[value], id(value.type), id(values))
        return self._block(key, (value.type, values), lambda: Writer._tensor(self, value, const))

    def _shape(self, value: SSAValue, const: Operation | None) -> int:
        values = const.properties.get("values") if const is not None else None
        key = ("shape", self.names[value], id(value.type), id(values))
        return self._block(key, (value.type, values), lambda: Writer._shape(self, value, const))


def write_blocks(module: ModuleOp, cache: BlockCache) -> bytes:
    """``module`` as a TOSA flatbuffer, reusing ``cache``'s blocks (see the module
    docstring); a graph with control-flow regions is written whole."""
    nested = any(op.regions for f in module.ops if isinstance(f, FuncOp) for op in f.body.block.ops)
    if nested:
        return Writer(module).write()
    return BlockWriter(module, cache).write()
