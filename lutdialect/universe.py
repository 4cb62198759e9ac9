"""The ``xdsl.universe`` plugin: lutdialect's passes, and its complete TOSA dialect.

xDSL ships a partial dialect named ``tosa`` and refuses two universes defining the
same dialect name. Loading this module therefore *replaces* the factory xDSL
registered under ``"tosa"`` in its own universe, before ``xdsl-opt`` merges the
universes (it loads every plugin first). ``tests/unit/test_universe.py`` fails if
a future xDSL stops honouring this; ``lutdialect-opt`` is the fallback driver.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import Dialect
from xdsl.passes import ModulePass
from xdsl.universe import XDSL_UNIVERSE, Universe


def get_tosa_dialect() -> Dialect:
    """lutdialect's complete TOSA 1.0 dialect."""
    from lutdialect.dialects.tosa import TOSA

    return TOSA


def get_all_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """Name -> factory of every pass lutdialect provides (imported lazily)."""
    from lutdialect.transforms import PASSES

    return dict(PASSES)


def install_tosa_dialect(universe: Universe = XDSL_UNIVERSE) -> None:
    """Make ``universe`` resolve the ``tosa`` dialect to lutdialect's."""
    universe.all_dialects["tosa"] = get_tosa_dialect


install_tosa_dialect()

LUTDIALECT_UNIVERSE = Universe(all_passes=get_all_passes())
"""Registered under the ``xdsl.universe`` entry-point group in ``pyproject.toml``."""
