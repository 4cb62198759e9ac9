"""MLIR's raw layout of dense integer elements, and xDSL 0.75's.

MLIR's hexadecimal dense literal (``dense<"0x...">``) is the attribute's raw
storage: each element in ``ceil(width / 8)`` little-endian bytes holding its low
``width`` bits, upper bits zero (i48: 6 bytes; i4: one byte, ``-8`` is ``0x08``;
i1: one byte, ``0x01``). xDSL 0.75 stores integers in the ``struct`` layout of
the next C type (i48 in 8 bytes, i4 and i1 in one sign-extended byte, ``true`` as
``0xFF``) and reads and writes hex literals in that layout. The two agree only
for widths 8, 16, 32 and 64 (and for every float type TOSA has). These
functions convert between the layouts with numpy, without per-element Python.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from xdsl.dialects.builtin import IntegerType, Signedness

if TYPE_CHECKING:
    import numpy as np

_NATIVE_WIDTHS = frozenset({8, 16, 32, 64})


def mlir_element_size(type: IntegerType) -> int:
    """Bytes of one element in MLIR's raw storage (and hex literals)."""
    width = type.width.data
    return 1 if width == 1 else (width + 7) // 8


def layouts_differ(type: IntegerType) -> bool:
    """Whether MLIR's and xDSL's raw layouts of ``type`` differ."""
    return type.width.data not in _NATIVE_WIDTHS


def _xdsl_dtype(type: IntegerType) -> np.dtype[Any]:
    import numpy as np

    return np.dtype(type.format)


def from_mlir(raw: bytes, type: IntegerType) -> bytes:
    """Elements in MLIR's raw layout -> the same elements in xDSL's.

    Bits above the width are ignored and a nonzero i1 byte is ``true``, as MLIR
    reads them.
    """
    if not layouts_differ(type):
        return raw
    import numpy as np  # only odd widths need it: keeps numpy out of the dialect's import

    width, size = type.width.data, mlir_element_size(type)
    unsigned = type.signedness.data == Signedness.UNSIGNED
    columns = np.frombuffer(raw, dtype=np.uint8).reshape(-1, size)
    if width == 1:
        values = (columns[:, 0] != 0).astype(np.int64)
        if not unsigned:
            values = -values
    else:
        bits = np.zeros(columns.shape[0], dtype=np.uint64)
        for i in range(size):
            bits |= columns[:, i].astype(np.uint64) << np.uint64(8 * i)
        bits &= np.uint64((1 << width) - 1)
        values = bits.astype(np.int64)
        if not unsigned:
            values -= (values >> (width - 1) & 1) << width
    return values.astype(_xdsl_dtype(type)).tobytes()


def to_mlir(data: bytes, type: IntegerType) -> bytes:
    """Elements in xDSL's raw layout -> the same elements in MLIR's."""
    if not layouts_differ(type):
        return data
    import numpy as np

    width, size = type.width.data, mlir_element_size(type)
    values = np.frombuffer(data, dtype=_xdsl_dtype(type)).astype(np.int64)
    bits = values.astype(np.uint64) & np.uint64((1 << width) - 1)
    return bits.astype("<u8").view(np.uint8).reshape(-1, 8)[:, :size].tobytes()
