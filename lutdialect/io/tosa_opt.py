"""``.tosa`` flatbuffers through MLIR's ``tosa-opt`` (from ``tosa-tools``).

Reading deserialises with debug info, so every op carries the name the
flatbuffer gives its result tensor (a ``NameLoc``: what remarks print for a
``.tosa`` input); writing keeps the ``tosa.tensor_name`` of the graph's inputs
and outputs and stamps a TOSA 1.0 target unless the module has its own.
"""

from __future__ import annotations

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp

from lutdialect import reference
from lutdialect.io.errors import GraphError
from lutdialect.io.mlir import ParseProgress, parse_mlir
from lutdialect.reference import ReferenceError, ReferenceUnavailable


class TosaOptIO:
    """The :class:`~lutdialect.io.graph.TosaIO` that runs ``tosa-opt``."""

    name = "tosa-opt"

    def read(
        self, blob: bytes, ctx: Context, name: str, progress: ParseProgress | None
    ) -> ModuleOp:
        try:
            text = reference.deserialize(blob, name=name, locations=True)
        except ReferenceUnavailable:
            raise
        except ReferenceError as e:
            why = str(e)
            if why.startswith("Fail to load TOSA file"):
                why = "cannot load it: truncated or corrupt"
            raise GraphError(f"{name}: unreadable TOSA flatbuffer (tosa-opt {why})") from None
        return parse_mlir(text, ctx, f"{name} (deserialised)", progress=progress)

    def write(self, module: ModuleOp, name: str) -> bytes:
        return reference.serialize(
            module,
            attach_target="tosa.target_env" not in module.attributes,
            retain_names=True,
            what=name,
        )
