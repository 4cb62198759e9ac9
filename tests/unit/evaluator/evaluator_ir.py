"""Parsing small TOSA functions for the evaluator tests."""

from __future__ import annotations

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.parser import Parser

from lutdialect.io.context import context


def parse(text: str) -> ModuleOp:
    return Parser(context(), text).parse_module()


def body(module: ModuleOp) -> list[Operation]:
    """The ops of the module's first function, terminator excluded."""
    f = next(op for op in module.ops if isinstance(op, func.FuncOp))
    return list(f.body.block.ops)[:-1]


def returned(module: ModuleOp) -> list[SSAValue]:
    f = next(op for op in module.ops if isinstance(op, func.FuncOp))
    ret = f.body.block.last_op
    assert ret is not None
    return list(ret.operands)
