"""Constant data in both layouts: the flatbuffer's and xDSL's ``DenseIntOrFPElementsAttr``.

They agree byte for byte except for three element types, converted here with
whole-buffer operations, never element by element in Python: i48 and bool with
strided byte slices and ``bytes.translate`` (so that reading an a16w8 graph, whose
biases are i48, does not import numpy), i4 with numpy, imported for it alone:

* i48: 6 bytes little-endian in the flatbuffer, 8 (sign-extended) in xDSL;
* i4: two to a byte, low nibble first, in the flatbuffer; one per byte in xDSL;
* bool: 0/1 in the flatbuffer; 0/-1 (0xFF) in xDSL, as its parser stores ``true``.

The flatbuffer layout is the one of the official serializer in ``tosa-tools``
(``TosaSerializer.convertDataToUint8Vec``; ``tests/unit/io`` pins it).
"""

from __future__ import annotations

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr

from .flatbuffer_schema import FlatbufferError, schema


def convert_data(raw: bytes, dtype: str, count: int, where: str) -> bytes:
    """Flatbuffer constant bytes as xDSL's ``DenseIntOrFPElementsAttr`` stores them."""
    if dtype == "INT48":
        need = 6 * count
        check_size(raw, need, where)
        out = bytearray(8 * count)
        for i in range(6):
            out[i::8] = raw[i:need:6]
        sign = raw[5:need:6].translate(_SIGN)
        out[6::8] = sign
        out[7::8] = sign
        return bytes(out)
    if dtype == "INT4":
        import numpy as np

        need = (count + 1) // 2
        check_size(raw, need, where)
        packed = np.frombuffer(raw, np.uint8, need)
        nibbles = np.stack([packed & 0x0F, packed >> 4], axis=1).reshape(-1)[:count]
        return ((nibbles.astype(np.int8) << 4) >> 4).astype(np.int8).tobytes()
    size = schema().element_size(dtype)
    need = size * count
    check_size(raw, need, where)
    if dtype == "BOOL":
        return raw[:need].translate(_TRUE_FF)
    return raw[:need] if len(raw) != need else raw


_SIGN = bytes(0xFF if b & 0x80 else 0 for b in range(256))
"""Each byte's sign extension: 0xFF for a negative top byte, else 0."""
_TRUE_FF = bytes(0xFF if b else 0 for b in range(256))
"""A bool byte as xDSL stores it (0 or 0xFF)."""
_TRUE_01 = bytes(1 if b else 0 for b in range(256))
"""A bool byte as the flatbuffer stores it (0 or 1)."""


def check_size(raw: bytes, need: int, where: str) -> None:
    if len(raw) < need:
        raise FlatbufferError(
            f"{where}: constant data holds {len(raw)} bytes, the tensor needs {need}"
        )


def flatbuffer_data(attr: DenseIntOrFPElementsAttr, dtype: str, count: int, where: str) -> bytes:
    """A constant's bytes as the flatbuffer stores them (the inverse of ``convert_data``)."""
    raw: bytes = attr.data.data
    size: int = attr.get_element_type().compile_time_size  # pyright: ignore[reportAttributeAccessIssue,reportUnknownMemberType,reportUnknownVariableType]
    stored = len(raw) // size if size else 0
    if stored == 1 and count != 1:
        raw = raw * count  # a splat kept as one element
    elif stored != count:
        raise FlatbufferError(f"{where}: constant holds {stored} elements, its type {count}")
    if dtype == "INT48":
        out = bytearray(6 * count)
        for i in range(6):
            out[i::6] = raw[i::8]
        return bytes(out)
    if dtype == "INT4":
        import numpy as np

        nibbles = np.frombuffer(raw, np.uint8) & 0x0F
        if count % 2:
            nibbles = np.concatenate([nibbles, np.zeros(1, np.uint8)])
        pairs = nibbles.reshape(-1, 2)
        return (pairs[:, 0] | (pairs[:, 1] << 4)).astype(np.uint8).tobytes()
    if dtype == "BOOL":
        return raw.translate(_TRUE_01)
    return raw
