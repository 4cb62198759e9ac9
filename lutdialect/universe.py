"""The ``xdsl.universe`` plugin: lutdialect's passes, and its complete TOSA dialect.

Importing this module (``xdsl-opt`` does, through the entry point) installs the
``tosa-dialect-slot`` workaround of :mod:`lutdialect.compat.plugin`, so the
``tosa`` name resolves to lutdialect's dialect, and the lexer's
(:mod:`lutdialect.compat.lexer`), so that a string literal left open is an error
before any dialect is loaded rather than a parse that does not end.
``tests/unit/test_universe.py`` fails if a future xDSL stops honouring this;
``lutdialect-opt`` is the fallback.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.passes import ModulePass
from xdsl.universe import Universe

from lutdialect.compat.lexer import STRING_LITERAL_SCAN
from lutdialect.compat.plugin import TOSA_DIALECT_SLOT, get_tosa_dialect, install_tosa_dialect


def get_all_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """Name -> factory of every pass lutdialect provides (imported lazily)."""
    from lutdialect.transforms import PASSES

    return dict(PASSES)


TOSA_DIALECT_SLOT.install()
STRING_LITERAL_SCAN.install()

LUTDIALECT_UNIVERSE = Universe(all_passes=get_all_passes())
"""Registered under the ``xdsl.universe`` entry-point group in ``pyproject.toml``."""

__all__ = ["LUTDIALECT_UNIVERSE", "get_all_passes", "get_tosa_dialect", "install_tosa_dialect"]
