"""TOSA flatbuffers (``.tosa``) to xDSL modules and back, without MLIR text.

:func:`read_flatbuffer` builds the module ``tosa-opt --tosa-deserialize`` and the
xDSL parser would build; :func:`write_flatbuffer` writes a module back, keeping the
tensor names (from the ops' ``NameLoc`` locations and ``tosa.tensor_name``), the
TOSA version and every attribute. Both raise :class:`FlatbufferError` with a one-line
message on a malformed buffer or an operator they do not know, and
:class:`TosaToolsMissing` when ``tosa-tools`` (the schema modules) is not installed.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import TypeVar

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import VerifyException

from .flatbuffer_schema import INSTALL_HINT, FlatbufferError, TosaToolsMissing, schema

_T = TypeVar("_T")

__all__ = [
    "INSTALL_HINT",
    "FlatbufferError",
    "TosaToolsMissing",
    "read_flatbuffer",
    "unsized_tensor",
    "write_flatbuffer",
]


_MALFORMED = (
    struct.error,
    IndexError,
    ValueError,
    TypeError,
    KeyError,
    UnicodeDecodeError,
    VerifyException,
)
"""What following a truncated or corrupt file's offsets unchecked raises (or xDSL, for
an attribute it refuses to build)."""


def _read(data: bytes, read: Callable[[bytes], _T]) -> _T:
    """``read(data)`` of a buffer that carries the TOSA file identifier, any of
    :data:`_MALFORMED` raised as a one-line :class:`FlatbufferError`."""
    schema()  # a missing tosa-tools is reported before the buffer is looked at
    if len(data) < 8 or data[4:8] != b"TOSA":
        raise FlatbufferError("not a TOSA flatbuffer (no TOSA file identifier)")
    try:
        return read(bytes(data))
    except FlatbufferError:
        raise
    except _MALFORMED as e:
        raise FlatbufferError(f"malformed TOSA flatbuffer ({type(e).__name__}: {e})") from e


def read_flatbuffer(data: bytes, ctx: Context | None = None) -> ModuleOp:
    """The xDSL module of a TOSA flatbuffer.

    ``ctx`` is accepted for symmetry with the text reader: the module is built from
    lutdialect's op classes directly, so no dialect needs to be loaded."""
    del ctx
    from .flatbuffer_read import Reader

    return _read(data, lambda raw: Reader(raw).module())


def unsized_tensor(data: bytes) -> str | None:
    """Why a TOSA flatbuffer has a tensor of no fixed size -- unranked, a dynamic
    dimension or one of size zero -- naming the first (``None``: every tensor is
    sized). Vela's C++ core crashes the process on such a graph rather than refuse it,
    so it is not handed one (:class:`~lutdialect.cost.vela.Oracle`). A few
    milliseconds on the largest committed model; raises :class:`FlatbufferError` on
    a malformed buffer."""
    from .flatbuffer_read import unsized_tensor as scan

    return _read(data, scan)


def write_flatbuffer(module: ModuleOp) -> bytes:
    """A one-function module as a TOSA flatbuffer."""
    schema()
    from .flatbuffer_write import Writer

    return Writer(module).write()
