"""The one mutation the ``xdsl.universe`` plugin mechanism needs.

``tosa-dialect-slot``: xDSL 0.75 ships a partial dialect named ``tosa`` and refuses
two universes defining the same dialect name, so a plugin cannot *add* a complete
``tosa``. Before ``xdsl-opt`` merges the universes (it loads every plugin first),
this replaces the factory xDSL registered under ``"tosa"`` in its own
``XDSL_UNIVERSE`` with one returning lutdialect's dialect -- the same assignment
xDSL's own tests make. ``lutdialect-opt`` is the driver that needs none of this.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import Dialect
from xdsl.universe import XDSL_UNIVERSE, Universe

from .guard import Workaround

_xdsl_tosa: Callable[[], Dialect] | None = XDSL_UNIVERSE.all_dialects.get("tosa")


def get_tosa_dialect() -> Dialect:
    """lutdialect's complete TOSA 1.0 dialect (imported lazily)."""
    from lutdialect.dialects.tosa import TOSA

    return TOSA


def install_tosa_dialect(universe: Universe = XDSL_UNIVERSE) -> None:
    """Make ``universe`` resolve the ``tosa`` dialect to lutdialect's."""
    universe.all_dialects["tosa"] = get_tosa_dialect


def _revert() -> None:
    if _xdsl_tosa is not None:
        XDSL_UNIVERSE.all_dialects["tosa"] = _xdsl_tosa


TOSA_DIALECT_SLOT = Workaround(
    name="tosa-dialect-slot",
    targets="0.75",
    missing="plain xdsl-opt uses xDSL's partial tosa dialect (use lutdialect-opt)",
    upstream="let a universe override a dialect of XDSL_UNIVERSE by name (or let xDSL's own "
    "partial tosa be replaced by a complete one), instead of raising 'Duplicate definition'",
    apply=install_tosa_dialect,
    revert=_revert,
)
