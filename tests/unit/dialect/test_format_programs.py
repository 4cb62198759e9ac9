"""Each TOSA op's format program, built on first use (``attr-dict-directive``), from
its format parsed on first use too: it is xDSL's program with TOSA's ``attr-dict``, and
every op parses and prints with it."""

from __future__ import annotations

import io
import re

import pytest
from dialect_ir import CORPUS
from xdsl.dialects.builtin import ModuleOp
from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import AttrDictDirective, FormatProgram
from xdsl.parser import Parser
from xdsl.printer import Printer

from lutdialect.compat import op_format
from lutdialect.dialects.tosa import TOSA_OPS
from lutdialect.dialects.tosa.format import TosaAttrDictDirective
from lutdialect.io.context import context

FORMATTED = [op for op in TOSA_OPS if op.get_irdl_definition().assembly_format is not None]
VALID = sorted(p for p in CORPUS.glob("*.mlir") if not p.name.startswith("ops_invalid"))


@pytest.mark.parametrize("op", FORMATTED, ids=lambda op: op.name)
def test_program_is_xdsls_with_the_tosa_attr_dict(op: type[IRDLOperation]) -> None:
    op_def = op.get_irdl_definition()
    assert op_def.assembly_format is not None
    fresh = FormatProgram.from_str(op_def.assembly_format, op_def)
    built = op_format.program_of(op)
    assert op_format.program_of(op) is built  # kept, not rebuilt
    assert op_format.stock_program(op) == fresh
    assert op_format.stock_program(op) is op_format.stock_program(op)  # parsed once, kept
    assert len(built.stmts) == len(fresh.stmts)
    for mine, stock in zip(built.stmts, fresh.stmts, strict=True):
        if isinstance(stock, AttrDictDirective):
            assert isinstance(mine, TosaAttrDictDirective)
            assert (mine.with_keyword, mine.reserved_attr_names, mine.expected_properties) == (
                stock.with_keyword,
                stock.reserved_attr_names,
                stock.expected_properties,
            )
        else:
            assert mine == stock


RESOURCE = re.compile(r"dense_resource<[^>]*>")
"""A blob's key, which xDSL makes unique again when the text is parsed a second time."""


def _print(module: ModuleOp) -> str:
    out = io.StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue()


def test_corpus_parses_and_prints_every_op_in_its_custom_form() -> None:
    """Parse, print and re-parse the valid corpus: each op with a format is printed
    through its program (unquoted) and reads back to the same text."""
    printed: list[str] = []
    for path in VALID:
        module = Parser(context(), path.read_text(), path.name).parse_module()
        text = _print(module)
        again = _print(Parser(context(), text, path.name).parse_module())
        assert RESOURCE.sub("", again) == RESOURCE.sub("", text), path.name
        printed.append(text)
    corpus = "\n".join(printed)
    unseen = [
        op.name
        for op in FORMATTED
        if not re.search(rf'(?<!")\b{re.escape(op.name)}\b(?!")', corpus)
    ]
    assert not unseen
