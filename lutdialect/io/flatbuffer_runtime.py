"""The ``flatbuffers`` runtime, imported so that it imports numpy only when used.

``flatbuffers`` (and every schema module ``flatc`` generates, ``tosa-tools``' among
them) calls ``flatbuffers.compat.import_numpy()`` at import time, which imports numpy
whenever it is installed -- about a tenth of a second that a fold which evaluates
nothing never needs. The reader and writer use numpy through ``flatbuffers`` only
for ``*AsNumpy``/``CreateNumpyVector``, which lutdialect does not call on its hot
paths; so ``import_numpy`` is made to return a module that imports numpy on its first
attribute access. Everything else of the runtime is the installed one, unchanged.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any


class _NumpyOnFirstUse(ModuleType):
    """Stands for numpy in ``flatbuffers``' modules; imports it when first asked."""

    def __getattr__(self, name: str) -> Any:
        import numpy

        return getattr(numpy, name)


def _numpy_exists() -> bool:
    return importlib.machinery.PathFinder.find_spec("numpy") is not None


def import_flatbuffers() -> ModuleType:
    """``flatbuffers``, with ``compat.import_numpy`` deferring numpy's import.

    If the runtime is already imported, or its layout is not the one expected (no
    ``compat.py`` with ``import_numpy``), it is imported as it is: only the start-up
    time differs, never the bytes read or written."""
    loaded = sys.modules.get("flatbuffers")
    if loaded is not None:
        return loaded
    spec = importlib.util.find_spec("flatbuffers")
    locations = list(spec.submodule_search_locations or ()) if spec is not None else []
    compat_file = Path(locations[0]) / "compat.py" if locations else None
    if compat_file is None or not compat_file.is_file() or "flatbuffers.compat" in sys.modules:
        return importlib.import_module("flatbuffers")
    compat_spec = importlib.util.spec_from_file_location("flatbuffers.compat", compat_file)
    if compat_spec is None or compat_spec.loader is None:
        return importlib.import_module("flatbuffers")
    compat = importlib.util.module_from_spec(compat_spec)
    compat_spec.loader.exec_module(compat)
    if callable(getattr(compat, "import_numpy", None)) and _numpy_exists():
        stand_in = _NumpyOnFirstUse("numpy")
        vars(compat)["import_numpy"] = lambda: stand_in
    sys.modules["flatbuffers.compat"] = compat
    try:
        flatbuffers = importlib.import_module("flatbuffers")
    except BaseException:
        del sys.modules["flatbuffers.compat"]
        raise
    vars(flatbuffers)["compat"] = compat
    return flatbuffers
