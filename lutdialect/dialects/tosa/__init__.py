"""The TOSA 1.0 dialect, as MLIR's ``tosa-opt`` (LLVM 24) parses and prints it."""

from __future__ import annotations

from xdsl.ir import Dialect

from lutdialect import compat

from . import attributes, ops
from .attributes import *  # noqa: F403  (the attributes and their enums are this package's API)
from .format import with_tosa_attr_dict
from .ops import *  # noqa: F403  (the op classes are this package's API)

compat.install_dense_literals()

TOSA_OPS = tuple(
    with_tosa_attr_dict(op)
    for op in vars(ops).values()
    # the concrete ops: the abstract bases in ops.py and base.py have no op name
    if isinstance(op, type) and issubclass(op, ops.TosaOp) and "name" in vars(op)
)

TOSA = Dialect("tosa", list(TOSA_OPS), list(attributes.TOSA_ATTRIBUTES))
"""The complete TOSA dialect; replaces xDSL's partial one of the same name."""

__all__ = ["TOSA", "TOSA_OPS"]
__all__ += attributes.__all__
