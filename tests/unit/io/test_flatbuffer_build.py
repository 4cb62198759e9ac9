"""``Tables`` writes the bytes the ``flatbuffers`` Builder and the generated schema
functions write: the same alignment, defaults left out, shared vtables, strings."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from lutdialect.io.flatbuffer_build import Tables
from lutdialect.io.flatbuffer_schema import FlatbufferError, schema

Build = Callable[[Any, Callable[[str], int], Callable[[list[int]], int], Callable[..., int]], int]
"""Builds a graph piece from ``string``, ``offsets`` and ``table``: returns the root."""


def _reference(build: Build) -> bytes:
    """The bytes of ``build`` through the builder's own calls."""
    s = schema()
    b: Any = s.flatbuffers.Builder(16)

    def offsets(items: list[int]) -> int:
        b.StartVector(4, len(items), 4)
        for o in reversed(items):
            b.PrependUOffsetTRelative(o)
        return b.EndVector()

    def table(name: str, **fields: Any) -> int:
        m = s.module(name)
        m.Start(b)
        for field, value in fields.items():
            if value is not None:
                getattr(m, "Add" + field)(b, value)
        return m.End(b)

    b.Finish(build(b, b.CreateString, offsets, table), file_identifier=b"TOSA")
    return bytes(b.Output())


def _fast(build: Build) -> bytes:
    s = schema()
    b: Any = s.flatbuffers.Builder(16)
    t = Tables(b, s)

    def table(name: str, **fields: Any) -> int:
        return t.table(name, fields)

    b.Finish(build(b, t.string, t.offsets, table), file_identifier=b"TOSA")
    return bytes(b.Output())


def _tensors(b: Any, string: Callable[[str], int], offsets: Any, table: Any) -> int:
    shape = b.CreateNumpyVector(np.asarray([1, 3, 5], np.int32))
    data = b.CreateNumpyVector(np.arange(7, dtype=np.uint8))
    t1 = table("TosaTensor", Name=string("a"), Shape=shape, Type=4, Data=data)
    t2 = table("TosaTensor", Name=string("bé"), Type=0, IsUnranked=True)  # Type 0: default
    t3 = table("TosaTensor", Name=string(""), Shape=shape, Type=4, Data=None)
    names = offsets([string("x"), string("yy"), string("zzz")])
    v1 = table("Version", _Major=1, _Minor=0, _Patch=2, _Draft=False)
    table("Version", _Major=0, _Minor=7, _Patch=0, _Draft=True)  # written, not referenced
    block = table(
        "TosaBasicBlock", Name=string("main"), Tensors=offsets([t1, t2, t3]), Inputs=names
    )
    region = table("TosaRegion", Name=string("main"), Blocks=offsets([block]))
    return table("TosaGraph", Version=v1, Regions=offsets([region, region]))


def _operators(b: Any, string: Callable[[str], int], offsets: Any, table: Any) -> int:
    axis = table("ConcatAttribute", Axis=-3)
    rescale = table(
        "RescaleAttribute", Scale32=True, RoundingMode=2, PerChannel=False, InputUnsigned=True
    )
    ops = [
        table("TosaOperator", Op=op, AttributeType=at, Attribute=attr, Outputs=offsets([]))
        for op, at, attr in ((0, 0, None), (7, 3, axis), (9, 5, rescale), (7, 3, axis))
    ]
    block = table("TosaBasicBlock", Operators=offsets(ops))
    return table("TosaRegion", Name=string("r" * 13), Blocks=offsets([block]))


@pytest.mark.parametrize("build", [_tensors, _operators])
def test_tables_write_the_builders_bytes(build: Build) -> None:
    assert _fast(build) == _reference(build)


def test_an_offset_forward_is_refused() -> None:
    s = schema()
    t = Tables(s.flatbuffers.Builder(16), s)
    with pytest.raises(FlatbufferError, match="not yet written"):
        t.offsets([1 << 20])


def test_a_name_that_is_not_utf8_is_written_as_the_bytes_it_was_read_from() -> None:
    """The reader decodes such a name with ``surrogateescape``; the writer must give
    back the original bytes (the builder's ``CreateString`` of them), not raise."""

    def named(raw: bytes | str) -> Build:
        def build(b: Any, string: Callable[..., int], offsets: Any, table: Any) -> int:
            return table("TosaRegion", Name=string(raw), Blocks=offsets([]))

        return build

    raw = b"t\xff\xfe-\xc3\xa9"
    assert _fast(named(raw.decode("utf-8", "surrogateescape"))) == _reference(named(raw))
