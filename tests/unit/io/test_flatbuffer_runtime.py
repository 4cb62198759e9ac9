"""The writer's vectors without numpy, and the ``flatbuffers`` runtime imported so
that numpy loads only when something uses it."""

from __future__ import annotations

import struct
import subprocess
import sys
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from lutdialect.io.flatbuffer_schema import FlatbufferError, schema
from lutdialect.io.flatbuffer_write import int32_bytes, raw_vector


def _built(write: Callable[[Any], int], misalign: int) -> bytes:
    """A buffer holding one vector written after ``misalign`` stray bytes (so that the
    vector's alignment padding shows)."""
    b: Any = schema().flatbuffers.Builder(0)
    for k in range(misalign):
        b.PrependUint8(k + 1)
    b.Finish(write(b))
    return bytes(b.Output())


INT_CASES = [[], [7], [1, -2, 3], [-(2**31), 2**31 - 1, 0, 5, 6]]


@pytest.mark.parametrize("values", INT_CASES, ids=lambda v: f"{len(v)}-ints")
@pytest.mark.parametrize("misalign", [0, 1, 3])
def test_int32_vectors_are_create_numpy_vectors(values: list[int], misalign: int) -> None:
    want = _built(lambda b: b.CreateNumpyVector(np.asarray(values, dtype=np.int32)), misalign)
    got = _built(lambda b: raw_vector(b, int32_bytes(values), 4), misalign)
    assert got == want


@pytest.mark.parametrize("raw", [b"", b"\x00", b"abc", bytes(range(256))], ids=len)
@pytest.mark.parametrize("misalign", [0, 1, 2])
def test_byte_vectors_are_create_numpy_vectors(raw: bytes, misalign: int) -> None:
    want = _built(lambda b: b.CreateNumpyVector(np.frombuffer(raw, np.uint8)), misalign)
    assert _built(lambda b: raw_vector(b, raw, 1), misalign) == want


def test_int32_bytes_are_little_endian_and_range_checked() -> None:
    assert int32_bytes([1, -1]) == struct.pack("<ii", 1, -1)
    with pytest.raises(FlatbufferError, match="int32 array holds a value out of range"):
        int32_bytes([2**31])


PROBE = """
import sys
from lutdialect.io.flatbuffer_schema import schema
s = schema()
import tosa.TosaTensor
before = "numpy" in sys.modules
b = s.flatbuffers.Builder(0)
import numpy
b.Finish(b.CreateNumpyVector(numpy.arange(3, dtype=numpy.int16)))
data = tosa.TosaTensor.np.frombuffer(bytes(b.Output()), numpy.uint8)
print(before, len(data))
"""


def test_the_runtime_imports_numpy_only_when_used() -> None:
    """The schema and the builder load without numpy; ``CreateNumpyVector`` and a
    generated module's ``np`` still work once something asks for them."""
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "16"]
