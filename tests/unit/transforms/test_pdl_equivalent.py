"""The PDL form of the DyT chain in ``docs/examples`` matches what ``DYT_CHAIN`` matches,
except where the docs say PDL cannot follow (a commuted ``tosa.mul``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.dialects import pdl
from xdsl.dialects.builtin import Builtin, ModuleOp
from xdsl.dialects.func import Func
from xdsl.interpreters.pdl import PDLMatcher
from xdsl.ir import OpResult, SSAValue
from xdsl.parser import Parser

from lutdialect.builder import FuncBuilder, module
from lutdialect.dialects.tosa import TOSA
from lutdialect.dialects.tosa import ops as tosa
from lutdialect.transforms.fold_dyt_lut import DYT_CHAIN
from lutdialect.transforms.pattern import Match, is_constant, match

PDL_FILE = Path(__file__).resolve().parents[3] / "docs" / "examples" / "dyt_chain.pdl.mlir"


def _context() -> Context:
    ctx = Context()
    for dialect in (Builtin, Func, TOSA, pdl.PDL):
        ctx.load_dialect(dialect)
    return ctx


def _graph(*, commuted: bool = False, shared: bool = False, alpha_arg: bool = False) -> str:
    f = FuncBuilder()
    x = f.arg((1, 16), "i8")
    alpha = f.arg((1, 1), "i32") if alpha_arg else f.const([[3]], "i32")
    wide = f.rescale(x, "i32", 1 << 30, 30)
    shift = f.const([0], "i8")
    factors = [alpha, wide] if commuted else [wide, alpha]
    product = f.op("tosa.mul", [*factors, shift], f.types[wide])
    narrow = f.rescale(product, "i8", 1 << 30, 32)
    y = f.op("tosa.table", [narrow, f.const(list(range(-128, 128)), "i8")], f.types[x])
    return module(f.function(y, wide) if shared else f.function(y))


def _pdl_matches(table: tosa.TableOp, pattern: pdl.PatternOp) -> bool:
    rewrite = next(op for op in pattern.walk() if isinstance(op, pdl.RewriteOp))
    root = rewrite.root
    assert isinstance(root, OpResult) and isinstance(root.op, pdl.OperationOp)

    def one_use(*values: SSAValue) -> bool:
        return all(v.has_one_use() for v in values)

    def constant(*values: SSAValue) -> bool:
        return all(is_constant(v) for v in values)

    matcher = PDLMatcher(native_constraints={"one_use": one_use, "constant": constant})
    if not matcher.match_operation(root, root.op, table):
        return False
    return all(
        matcher.check_native_constraints(op)
        for op in pattern.walk()
        if isinstance(op, pdl.ApplyNativeConstraintOp)
    )


@pytest.mark.parametrize(
    ("options", "pdl_agrees"),
    [
        ({}, True),
        ({"shared": True}, True),
        ({"alpha_arg": True}, True),
        ({"commuted": True}, False),
    ],
    ids=["chain", "shared-intermediate", "alpha-not-constant", "commuted-mul"],
)
def test_pdl_form_matches_like_the_pattern(options: dict[str, bool], pdl_agrees: bool) -> None:
    ctx = _context()
    patterns = Parser(ctx, PDL_FILE.read_text()).parse_module()
    patterns.verify()
    pattern = next(op for op in patterns.walk() if isinstance(op, pdl.PatternOp))
    graph: ModuleOp = Parser(ctx, _graph(**options)).parse_module()
    table = next(op for op in graph.walk() if isinstance(op, tosa.TableOp))
    declared = isinstance(match(DYT_CHAIN, table), Match)
    assert declared == (not options.get("shared") and not options.get("alpha_arg"))
    assert (_pdl_matches(table, pattern) == declared) == pdl_agrees
