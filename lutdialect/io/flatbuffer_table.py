"""A lean flatbuffer table reader, laid out by the ``tosa-tools`` schema modules.

The generated accessors of the schema modules re-derive every offset through
several Python calls (about 10 us a field), which dominates reading a graph of
thousands of operators. :class:`Table` reads the same bytes with one
``struct.unpack_from`` per step. It takes no layout from anywhere but the schema
modules: :func:`slot` finds a field's vtable slot in its generated accessor
(``self._tab.Offset(N)``), so a schema release that appends fields is read as is.
"""

from __future__ import annotations

import functools
import inspect
import re
import struct
from types import CodeType

from .flatbuffer_schema import FlatbufferError, schema

_U16 = struct.Struct("<H").unpack_from
_U32 = struct.Struct("<I").unpack_from
_I32 = struct.Struct("<i").unpack_from
_OFFSET = re.compile(r"_tab\.Offset\((\d+)\)")


@functools.cache
def slot(table: str, accessor: str) -> int:
    """The vtable slot of ``table.accessor`` in the generated schema module."""
    cls = getattr(schema().module(table), table)
    method = getattr(cls, accessor)
    m = _OFFSET.search(_method_source(method)) or _OFFSET.search(inspect.getsource(method))
    if m is None:  # pragma: no cover - a flatbuffers code generator we do not know
        raise FlatbufferError(f"cannot locate field {table}.{accessor} in the schema module")
    return int(m.group(1))


@functools.cache
def _lines(path: str) -> list[str]:
    with open(path, encoding="utf-8") as f:
        return f.read().splitlines()


def _method_source(method: object) -> str:
    """A generated accessor's lines: from its ``def`` to the next line indented no
    deeper. What ``inspect.getsource`` gives for these undecorated methods, without
    tokenizing the module for each (about 7 ms of a fold's start-up)."""
    code = getattr(method, "__code__", None)
    if not isinstance(code, CodeType):
        return ""
    try:
        lines = _lines(code.co_filename)
    except OSError:
        return ""
    start = code.co_firstlineno - 1
    if not 0 <= start < len(lines):
        return ""
    indent = len(lines[start]) - len(lines[start].lstrip())
    end = start + 1
    while end < len(lines) and (
        not lines[end].strip() or len(lines[end]) - len(lines[end].lstrip()) > indent
    ):
        end += 1
    return "\n".join(lines[start:end])


class Table:
    """One table of a flatbuffer: ``buf`` and the table's position in it."""

    __slots__ = ("buf", "pos", "vt", "vt_size")

    def __init__(self, buf: bytes, pos: int):
        self.buf = buf
        self.pos = pos
        self.vt = pos - _I32(buf, pos)[0]
        self.vt_size = _U16(buf, self.vt)[0]

    def _field(self, slot: int) -> int:
        """Absolute position of a field, 0 when it is absent (default value)."""
        if slot >= self.vt_size:
            return 0
        o = _U16(self.buf, self.vt + slot)[0]
        return self.pos + o if o else 0

    def u32(self, slot: int, default: int = 0) -> int:
        p = self._field(slot)
        return _U32(self.buf, p)[0] if p else default

    def i32(self, slot: int, default: int = 0) -> int:
        p = self._field(slot)
        return _I32(self.buf, p)[0] if p else default

    def u8(self, slot: int, default: int = 0) -> int:
        p = self._field(slot)
        return self.buf[p] if p else default

    def _target(self, slot: int) -> int:
        p = self._field(slot)
        return p + _U32(self.buf, p)[0] if p else 0

    def table(self, slot: int) -> Table | None:
        p = self._target(slot)
        return Table(self.buf, p) if p else None

    def string(self, slot: int) -> str:
        p = self._target(slot)
        if not p:
            return ""
        n = _U32(self.buf, p)[0]
        return self.buf[p + 4 : p + 4 + n].decode("utf-8", "surrogateescape")

    def _vector(self, slot: int) -> tuple[int, int]:
        """(start of the elements, element count); (0, 0) when absent."""
        p = self._target(slot)
        if not p:
            return 0, 0
        return p + 4, _U32(self.buf, p)[0]

    def length(self, slot: int) -> int:
        return self._vector(slot)[1]

    def raw(self, slot: int) -> bytes:
        """A ``[ubyte]`` vector, sliced out in one copy."""
        start, n = self._vector(slot)
        if start + n > len(self.buf):
            raise FlatbufferError("a byte vector runs past the end of the buffer")
        return self.buf[start : start + n]

    def int32s(self, slot: int) -> list[int]:
        start, n = self._vector(slot)
        return list(struct.unpack_from(f"<{n}i", self.buf, start)) if n else []

    def tables(self, slot: int) -> list[Table]:
        start, n = self._vector(slot)
        buf = self.buf
        out: list[Table] = []
        for q in range(start, start + 4 * n, 4):
            out.append(Table(buf, q + _U32(buf, q)[0]))
        return out

    def strings(self, slot: int) -> list[str]:
        start, n = self._vector(slot)
        buf = self.buf
        out: list[str] = []
        for q in range(start, start + 4 * n, 4):
            p = q + _U32(buf, q)[0]
            size = _U32(buf, p)[0]
            out.append(buf[p + 4 : p + 4 + size].decode("utf-8", "surrogateescape"))
        return out


def root(buf: bytes) -> Table:
    """The root table (``TosaGraph``) of a flatbuffer."""
    return Table(buf, _U32(buf, 0)[0])
