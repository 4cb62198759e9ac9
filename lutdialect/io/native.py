"""``.tosa`` flatbuffers read and written in-process (the default route).

:mod:`lutdialect.io.flatbuffer` builds the xDSL module straight from the flatbuffer
and writes it back, with no subprocess and no MLIR text; every op keeps the name of
its result tensor (a ``NameLoc``), so remarks name it and the written file keeps
every tensor name. Its errors become one-line :class:`GraphError`\\ s naming the
user's path.
"""

from __future__ import annotations

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp

from lutdialect.io.errors import GraphError
from lutdialect.io.flatbuffer import (
    FlatbufferError,
    TosaToolsMissing,
    read_flatbuffer,
    write_flatbuffer,
)
from lutdialect.io.mlir import ParseProgress

MALFORMED = "malformed TOSA flatbuffer"
"""How :func:`read_flatbuffer` begins the message of a truncated or corrupt buffer."""


class NativeIO:
    """The :class:`~lutdialect.io.graph.TosaIO` on the flatbuffer schema modules."""

    name = "native"

    def read(
        self, blob: bytes, ctx: Context, name: str, progress: ParseProgress | None
    ) -> ModuleOp:
        del progress  # reading is linear and fast: nothing worth announcing
        try:
            return read_flatbuffer(blob, ctx)
        except TosaToolsMissing as e:
            raise GraphError(f"{name}: {e}") from None
        except FlatbufferError as e:
            why = str(e)
            if why.startswith(MALFORMED):
                why = "cannot load it: truncated or corrupt"
            raise GraphError(f"{name}: unreadable TOSA flatbuffer ({why})") from None

    def write(self, module: ModuleOp, name: str) -> bytes:
        try:
            return write_flatbuffer(module)
        except TosaToolsMissing as e:
            raise GraphError(f"{name}: {e}") from None
        except FlatbufferError as e:
            raise GraphError(f"{name}: cannot write the graph as a flatbuffer: {e}") from None
