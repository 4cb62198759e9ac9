"""Parsing small TOSA functions for the evaluator tests."""

from __future__ import annotations

from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import Builtin, ModuleOp
from xdsl.dialects.func import Func
from xdsl.ir import Operation, SSAValue
from xdsl.parser import Parser

from lutdialect.dialects.tosa import TOSA


def parse(text: str) -> ModuleOp:
    ctx = Context()
    for dialect in (Builtin, Func, TOSA):
        ctx.load_dialect(dialect)
    return Parser(ctx, text).parse_module()


def body(module: ModuleOp) -> list[Operation]:
    """The ops of the module's first function, terminator excluded."""
    f = next(op for op in module.ops if isinstance(op, func.FuncOp))
    return list(f.body.block.ops)[:-1]


def returned(module: ModuleOp) -> list[SSAValue]:
    f = next(op for op in module.ops if isinstance(op, func.FuncOp))
    ret = f.body.block.last_op
    assert ret is not None
    return list(ret.operands)
