"""Schema tables, offset vectors and strings written into a ``flatbuffers`` Builder
with the very bytes its own calls write, in a fraction of the Python calls.

The generated ``Start``/``Add...``/``End`` functions of the schema modules cost
three to five builder calls a field (``Prep``, ``Pad``, ``Place``, ``Slot``, each
checking its number), which is most of the time of writing a graph. :class:`Tables`
learns each table's layout from the generated module itself -- it runs the
``Start`` and ``Add...`` functions once on a recorder, so a field's vtable slot,
width and default come from the schema modules and nowhere else -- then lays the
fields out as the builder would: the same alignment, the same defaults left out,
the same vtables (``EndObject`` is still the builder's, so vtables are shared as
before). ``tests/unit/io`` compares the written files with the builder's byte for
byte.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from types import FunctionType
from typing import Any

from .flatbuffer_schema import FlatbufferError, Schema

_U32 = struct.Struct("<I")
_OFFSET = "PrependUOffsetTRelativeSlot"


@dataclass(frozen=True)
class _Field:
    slot: int
    packer: struct.Struct | None
    """How the value is packed; None for an offset to a table, vector or string."""
    width: int
    default: Any


@dataclass(frozen=True)
class _Layout:
    slots: int
    fields: dict[str, _Field]


class _Recorder:
    """Stands in for a Builder while a generated function runs: records its call."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[Any, ...]]] = []

    def __getattr__(self, name: str) -> Any:
        def record(*args: Any) -> None:
            self.calls.append((name, args))

        return record


def _layout(schema: Schema, table: str) -> _Layout:
    module = schema.module(table)
    numbers = schema.flatbuffers.number_types
    start = _Recorder()
    module.Start(start)
    (call, (slots,)), *_ = start.calls
    if call != "StartObject":  # pragma: no cover - a code generator we do not know
        raise FlatbufferError(f"cannot lay out table {table}: Start calls {call}")
    fields: dict[str, _Field] = {}
    functions = vars(module)
    for name, function in functions.items():
        # the field adders: ``AddX`` next to its long form ``<table>AddX``
        if not (name.startswith("Add") and isinstance(function, FunctionType)):
            continue
        if f"{table}{name}" not in functions:
            continue
        rec = _Recorder()
        function(rec, 1)
        (method, (slot, _, default)), *_ = rec.calls
        if method == _OFFSET:
            fields[name[3:]] = _Field(slot, None, 4, default)
            continue
        kind = method.removeprefix("Prepend").removesuffix("Slot")
        flags = getattr(numbers, f"{kind}Flags", None)
        if flags is None:  # pragma: no cover - a struct field: none in the TOSA schema
            raise FlatbufferError(f"cannot lay out field {table}.{name[3:]} ({method})")
        fields[name[3:]] = _Field(slot, flags.packer_type, flags.bytewidth, default)
    return _Layout(slots, fields)


class Tables:
    """Writes tables, offset vectors and strings into ``builder``."""

    def __init__(self, builder: Any, schema: Schema, *, share_vtables: bool = True):
        self.b = builder
        self.schema = schema
        self.layouts: dict[str, _Layout] = {}
        self.share_vtables = share_vtables
        """False: every table gets a vtable of its own, next to it (the builder's
        ``EndObject`` would point it at an equal one anywhere in the buffer)."""

    def _room(self, need: int) -> None:
        """Grow the buffer until ``need`` bytes fit below the head (as ``Prep`` does;
        the bytes written do not depend on when the buffer grows)."""
        b = self.b
        while b.head < need:
            old = len(b.Bytes)
            b.growByteBuffer()
            b.head += len(b.Bytes) - old

    def table(self, name: str, fields: dict[str, Any]) -> int:
        """A table of the schema's ``name``, its fields added in the order given (the
        order fixes the bytes); a ``None`` field is left out, so is a default."""
        layout = self.layouts.get(name)
        if layout is None:
            layout = self.layouts[name] = _layout(self.schema, name)
        b = self.b
        b.StartObject(layout.slots)
        self._room(16 * len(fields))
        buf, head, vtable = b.Bytes, b.head, b.current_vtable
        size, minalign = len(buf), b.minalign
        for field, value in fields.items():
            if value is None:
                continue
            f = layout.fields[field]
            if value == f.default:
                continue
            width = f.width
            pad = (head - size) & (width - 1)
            if pad:
                head -= pad
                buf[head : head + pad] = bytes(pad)
            minalign = max(minalign, width)
            head -= width
            if f.packer is None:
                relative = size - head - value
                if relative < 4:
                    raise FlatbufferError("offset to a table not yet written")
                _U32.pack_into(buf, head, relative)
            else:
                f.packer.pack_into(buf, head, value)
            vtable[f.slot] = size - head
        b.head, b.minalign = head, minalign
        return b.EndObject() if self.share_vtables else self._end_unshared()

    def _end_unshared(self) -> int:
        """``EndObject`` as the builder writes a vtable it has not seen: the soffset
        (aligned to 4), then the vtable (its size, the object's size, the fields'
        offsets, trailing absent fields left out) just below the object."""
        b = self.b
        vtable = b.current_vtable
        n = len(vtable)
        while n and not vtable[n - 1]:
            n -= 1
        self._room(2 * n + 16)
        buf, head = b.Bytes, b.head
        size = len(buf)
        pad = (head - size) & 3
        head -= pad
        buf[head : head + pad] = bytes(pad)
        head -= 4
        start = size - head
        fields = [start - e if e else 0 for e in vtable[:n]]
        raw = struct.pack(f"<{n + 2}H", 2 * (n + 2), start - b.objectEnd, *fields)
        below = head - len(raw)
        buf[below:head] = raw
        struct.pack_into("<i", buf, head, size - below - start)
        b.head = below
        b.minalign = max(b.minalign, 4)
        b.current_vtable = None
        b.nested = False
        return start

    def offsets(self, offsets: list[int]) -> int:
        """A vector of offsets (``StartVector(4, n, 4)``, the offsets, ``EndVector``)."""
        b = self.b
        n = len(offsets)
        self._room(4 * n + 8)
        size = len(b.Bytes)
        head = b.head
        pad = (head - size) & 3
        head -= pad
        b.Bytes[head : head + pad] = bytes(pad)
        end = size - head + 4 * n  # each offset is relative to where it is written
        relative = [end - 4 * k - o for k, o in enumerate(offsets)]
        if relative and min(relative) < 4:
            raise FlatbufferError("offset to a table not yet written")
        head -= 4 * n
        struct.pack_into(f"<{n + 1}I", b.Bytes, head - 4, n, *relative)
        b.head = head - 4
        b.minalign = max(b.minalign, 4)
        return size - b.head

    def string(self, text: str) -> int:
        """``CreateString(text)``: a length, the bytes and a zero, aligned to 4."""
        b = self.b
        # surrogateescape: the reader decodes names that are not UTF-8 that way, so
        # such a name is written back as the bytes it was read from
        raw = text.encode("utf-8", "surrogateescape")
        n = len(raw)
        self._room(n + 12)
        size = len(b.Bytes)
        head = b.head
        pad = (head - size - n - 1) & 3
        head -= pad + n + 1
        b.Bytes[head : head + n + 1 + pad] = raw + bytes(1 + pad)
        head -= 4
        _U32.pack_into(b.Bytes, head, n)
        b.head = head
        b.minalign = max(b.minalign, 4)
        return size - head
