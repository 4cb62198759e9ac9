"""The xDSL context TOSA graphs are parsed in."""

from __future__ import annotations

from xdsl.context import Context
from xdsl.dialects.builtin import Builtin
from xdsl.dialects.func import Func

from lutdialect.dialects.tosa import TOSA


def context() -> Context:
    """An xDSL context that parses what ``tosa-opt`` prints: builtin, func, TOSA."""
    ctx = Context()
    for dialect in (Builtin, Func, TOSA):
        ctx.load_dialect(dialect)
    return ctx
