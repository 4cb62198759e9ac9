"""The one mutation the ``xdsl.universe`` plugin mechanism needs.

``tosa-dialect-slot``: xDSL 0.75 ships a partial dialect named ``tosa`` and refuses
two universes defining the same dialect name, so a plugin cannot *add* a complete
``tosa``. Before ``xdsl-opt`` merges the universes (it loads every plugin first),
this replaces the factory xDSL registered under ``"tosa"`` in its own
``XDSL_UNIVERSE`` with one returning lutdialect's dialect -- the same assignment
xDSL's own tests make. ``lutdialect-opt`` is the driver that needs none of this.

``xdsl.universe`` (which reads the installed entry points) is imported only when the
slot is installed, reverted or inspected: the dialect imports this module through
:mod:`lutdialect.compat` and has no use for it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from .guard import Workaround

if TYPE_CHECKING:
    from xdsl.ir import Dialect
    from xdsl.universe import Universe


@functools.cache
def xdsl_tosa() -> Callable[[], Dialect] | None:
    """The factory xDSL registered under ``"tosa"`` (its partial dialect), as found
    before this module first replaced it."""
    from xdsl.universe import XDSL_UNIVERSE

    return XDSL_UNIVERSE.all_dialects.get("tosa")


def get_tosa_dialect() -> Dialect:
    """lutdialect's complete TOSA 1.0 dialect (imported lazily)."""
    from lutdialect.dialects.tosa import TOSA

    return TOSA


def install_tosa_dialect(universe: Universe | None = None) -> None:
    """Make ``universe`` (default xDSL's ``XDSL_UNIVERSE``) resolve the ``tosa``
    dialect to lutdialect's."""
    from xdsl.universe import XDSL_UNIVERSE

    xdsl_tosa()  # remember xDSL's own factory before it is replaced
    (XDSL_UNIVERSE if universe is None else universe).all_dialects["tosa"] = get_tosa_dialect


def _revert() -> None:
    from xdsl.universe import XDSL_UNIVERSE

    original = xdsl_tosa()
    if original is not None:
        XDSL_UNIVERSE.all_dialects["tosa"] = original


TOSA_DIALECT_SLOT = Workaround(
    name="tosa-dialect-slot",
    targets="0.75",
    missing="plain xdsl-opt uses xDSL's partial tosa dialect (use lutdialect-opt)",
    upstream="let a universe override a dialect of XDSL_UNIVERSE by name (or let xDSL's own "
    "partial tosa be replaced by a complete one), instead of raising 'Duplicate definition'",
    apply=install_tosa_dialect,
    revert=_revert,
)
