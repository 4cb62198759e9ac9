"""Constant data in both layouts: the flatbuffer's and xDSL's ``DenseIntOrFPElementsAttr``.

They agree byte for byte except for three element types, converted here with
whole-array numpy operations (never element by element in Python); numpy is imported
only for them:

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
        import numpy as np

        need = 6 * count
        check_size(raw, need, where)
        six = np.frombuffer(raw, np.uint8, need).reshape(count, 6)
        sign = np.where(six[:, 5:6] & 0x80, np.uint8(0xFF), np.uint8(0))
        return np.concatenate([six, sign, sign], axis=1).tobytes()
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
        import numpy as np

        return np.where(
            np.frombuffer(raw, np.uint8, need) != 0, np.uint8(0xFF), np.uint8(0)
        ).tobytes()
    return raw[:need] if len(raw) != need else raw


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
        import numpy as np

        return np.frombuffer(raw, np.uint8).reshape(count, 8)[:, :6].tobytes()
    if dtype == "INT4":
        import numpy as np

        nibbles = np.frombuffer(raw, np.uint8) & 0x0F
        if count % 2:
            nibbles = np.concatenate([nibbles, np.zeros(1, np.uint8)])
        pairs = nibbles.reshape(-1, 2)
        return (pairs[:, 0] | (pairs[:, 1] << 4)).astype(np.uint8).tobytes()
    if dtype == "BOOL":
        import numpy as np

        return (np.frombuffer(raw, np.uint8) != 0).astype(np.uint8).tobytes()
    return raw
