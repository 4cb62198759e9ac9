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

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import VerifyException

from .flatbuffer_schema import INSTALL_HINT, FlatbufferError, TosaToolsMissing, schema

__all__ = [
    "INSTALL_HINT",
    "FlatbufferError",
    "TosaToolsMissing",
    "read_flatbuffer",
    "unsized_tensor",
    "write_flatbuffer",
]


def read_flatbuffer(data: bytes, ctx: Context | None = None) -> ModuleOp:
    """The xDSL module of a TOSA flatbuffer.

    ``ctx`` is accepted for symmetry with the text reader: the module is built from
    lutdialect's op classes directly, so no dialect needs to be loaded."""
    del ctx
    schema()  # a missing tosa-tools is reported before the buffer is looked at
    if len(data) < 8 or data[4:8] != b"TOSA":
        raise FlatbufferError("not a TOSA flatbuffer (no TOSA file identifier)")
    from .flatbuffer_read import Reader

    try:
        return Reader(bytes(data)).module()
    except FlatbufferError:
        raise
    except (
        struct.error,
        IndexError,
        ValueError,
        TypeError,
        KeyError,
        UnicodeDecodeError,
        VerifyException,
    ) as e:
        # Offsets are followed unchecked: a truncated or corrupt file surfaces as one of
        # these (or as an attribute xDSL refuses to build).
        raise FlatbufferError(f"malformed TOSA flatbuffer ({type(e).__name__}: {e})") from e


def unsized_tensor(data: bytes) -> str | None:
    """Why a TOSA flatbuffer has a tensor of no fixed size -- unranked, a dynamic
    dimension or one of size zero -- naming the first (``None``: every tensor is
    sized). Vela's C++ core crashes the process on such a graph rather than refuse it,
    so it is not handed one (:class:`~lutdialect.cost.vela.Oracle`). A few
    milliseconds on the largest committed model; raises :class:`FlatbufferError` on
    a malformed buffer."""
    schema()
    if len(data) < 8 or data[4:8] != b"TOSA":
        raise FlatbufferError("not a TOSA flatbuffer (no TOSA file identifier)")
    from .flatbuffer_read import unsized_tensor as scan

    try:
        return scan(data)
    except (struct.error, IndexError, UnicodeDecodeError) as e:
        raise FlatbufferError(f"malformed TOSA flatbuffer ({type(e).__name__}: {e})") from e


def write_flatbuffer(module: ModuleOp) -> bytes:
    """A one-function module as a TOSA flatbuffer."""
    schema()
    from .flatbuffer_write import Writer

    return Writer(module).write()
