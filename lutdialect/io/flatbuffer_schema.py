"""The TOSA flatbuffer schema modules shipped by ``tosa-tools``, imported on first use.

``tosa-tools`` generates a Python module per schema table (package ``tosa``) with the
official ``flatbuffers`` runtime; lutdialect reads and writes through them rather
than through a copy of the schema, so a new schema release is picked up as is. They
are an optional dependency (``pip install 'lutdialect[tosa]'``): importing lutdialect
never needs them, and using the flatbuffer reader or writer without them raises
:class:`TosaToolsMissing` with the install command.
"""

from __future__ import annotations

import functools
import importlib
from types import ModuleType
from typing import Any

from .flatbuffer_runtime import import_flatbuffers

INSTALL_HINT = "pip install 'lutdialect[tosa]'"


_CONTROL = {c: f"\\x{c:02x}" for c in range(32)}


class FlatbufferError(Exception):
    """A TOSA flatbuffer cannot be read or a module cannot be written as one.

    The message is one line naming the operator and tensor concerned (control
    characters of a corrupt name are escaped so that it stays one line)."""

    def __init__(self, message: str):
        super().__init__(message.translate(_CONTROL))


class TosaToolsMissing(FlatbufferError):
    """The flatbuffer schema modules of ``tosa-tools`` are not installed."""


_ELEMENT_SIZE = {
    "BOOL": 1,
    "INT8": 1,
    "INT16": 2,
    "INT32": 4,
    "INT48": 6,
    "INT64": 8,
    "FP32": 4,
    "FP16": 2,
    "BF16": 2,
    "FP8E4M3": 1,
    "FP8E5M2": 1,
}


class Schema:
    """Name <-> number maps of the schema's enums and its table modules."""

    TENSOR_DATA_SLOT = 10
    """vtable offset of ``TosaTensor.data``."""
    SHAPE_DATA_SLOT = 8
    """vtable offset of ``TosaShape.data``."""

    def __init__(self) -> None:
        def load(name: str) -> ModuleType:
            return importlib.import_module(f"tosa.{name}")

        self.load = load
        self.flatbuffers: ModuleType = import_flatbuffers()
        self.TosaGraph: Any = load("TosaGraph").TosaGraph
        self.modules: dict[str, ModuleType] = {}
        self._ops = _enum(load("Op").Op)
        self._dtypes = _enum(load("DType").DType)
        self.op_number = {v: k for k, v in self._ops.items()}
        self.dtype_number = {v: k for k, v in self._dtypes.items()}
        attribute_enum: dict[str, Any] = dict(vars(load("Attribute").Attribute))  # pyright: ignore[reportUnknownArgumentType]
        self._attribute_types: dict[str, int] = {
            k: v for k, v in attribute_enum.items() if isinstance(v, int)
        }

    def module(self, table: str) -> ModuleType:
        """The generated module of a schema table (``Start``/``Add...``/``End``)."""
        found = self.modules.get(table)
        if found is None:
            found = self.modules[table] = self.load(table)
        return found

    def op_name(self, number: int) -> str:
        return self._ops.get(number, f"<op {number}>")

    def dtype_name(self, number: int) -> str:
        return self._dtypes.get(number, f"<dtype {number}>")

    def attribute_type(self, table: str) -> int:
        return self._attribute_types[table]

    def attribute_class(self, table: str) -> Any:
        return getattr(self.module(table), table)

    @staticmethod
    def element_size(dtype: str) -> int:
        size = _ELEMENT_SIZE.get(dtype)
        if size is None:
            raise FlatbufferError(f"unsupported element type {dtype}")
        return size


def _enum(cls: type) -> dict[int, str]:
    return {v: k for k, v in vars(cls).items() if isinstance(v, int) and not k.startswith("_")}


@functools.cache
def schema() -> Schema:
    """The schema modules; :class:`TosaToolsMissing` when ``tosa-tools`` is absent."""
    try:
        return Schema()
    except ImportError as e:
        raise TosaToolsMissing(
            f"reading and writing .tosa flatbuffers needs tosa-tools ({e.name} is not "
            f"installed): {INSTALL_HINT}"
        ) from e


SoftwareVersion = tuple[int, int, int, str]
"""A serializer release as a file records it: major, minor, micro, modifier."""


@functools.cache
def serializer_release() -> SoftwareVersion | None:
    """The release of the official serializer installed with the schema modules (the
    same ``tosa-tools``), as it records itself in a file's ``software_version``; or
    ``None`` where it cannot be known (no ``tosa_serializer``, or one without this
    interface), and a file then records no version.

    It is known only to the serializer's compiled module, 8-13 ms to import, which only
    a written output pays: the graphs a search writes for Vela record no version."""
    try:
        serializer: Any = importlib.import_module("tosa_serializer")
        found = serializer.TosaSerializer().getSoftwareVersion()
        return int(found._major), int(found._minor), int(found._micro), str(found._modifier)
    except (ImportError, AttributeError, TypeError, ValueError):
        return None
