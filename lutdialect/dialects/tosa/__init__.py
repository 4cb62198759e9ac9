"""The TOSA 1.0 dialect, read in the syntax of ``tosa-opt`` (tosa-tools 2026.8) or of newer
MLIR (``iree-opt`` 3.13), and printed in either (:mod:`lutdialect.syntax`)."""

from __future__ import annotations

from typing import TypeGuard

from xdsl.ir import Dialect

from lutdialect import compat

from . import attributes, ops
from .attributes import *  # noqa: F403  (the attributes and their enums are this package's API)
from .format import TosaPrinter, with_tosa_syntaxes
from .ops import *  # noqa: F403  (the op classes are this package's API)

compat.install_text_workarounds()


def _is_op(value: object) -> TypeGuard[type[ops.TosaOp]]:
    """A concrete op: the abstract bases in ops.py and base.py have no op name. (An MRO
    test: ``issubclass`` on the ABC walks all its subclasses for every other name.)"""
    return isinstance(value, type) and ops.TosaOp in value.__mro__ and "name" in vars(value)


TOSA_OPS = tuple(with_tosa_syntaxes(op) for op in vars(ops).values() if _is_op(op))

TOSA = Dialect("tosa", list(TOSA_OPS), list(attributes.TOSA_ATTRIBUTES))
"""The complete TOSA dialect; replaces xDSL's partial one of the same name."""

__all__ = ["TOSA", "TOSA_OPS", "TosaPrinter"]
__all__ += attributes.__all__
