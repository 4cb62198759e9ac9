"""Substituting a directive into xDSL 0.75's declarative assembly format.

``attr-dict-directive``: xDSL's format language has no hook to replace its
built-in ``attr-dict`` directive, and MLIR TOSA's attribute dictionary differs
from it (sorted keys, bare enum values; see ``dialects/tosa/format.py``). An
``@irdl_op_definition`` class gets ``parse``/``print`` methods generated from its
``assembly_format``; this rebuilds that program with the stock directive
swapped for another (``FormatProgram.stmts`` is a tuple of frozen dataclasses)
and gives the op class -- lutdialect's own, never xDSL's -- methods running it.

The program is built on the op's first parse or print, not at import (most ops of
the dialect are never seen by a given run), and from the program xDSL already
parsed for the generated methods rather than from the format string again (which
cost about as much as the rest of the dialect's import).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from xdsl.irdl import IRDLOperation, OpDef
from xdsl.irdl.declarative_assembly_format import AttrDictDirective, FormatProgram
from xdsl.parser import Parser
from xdsl.printer import Printer

from .guard import Workaround

OpT = TypeVar("OpT", bound=type[IRDLOperation])

MakeDirective = Callable[[AttrDictDirective, OpDef], AttrDictDirective]
"""Builds the replacement from the stock directive (its fields) and the op definition."""


@dataclass(frozen=True)
class _Patched:
    op: type[IRDLOperation]
    make: MakeDirective
    xdsl_methods: tuple[Any, Any]


_patched: dict[type[IRDLOperation], _Patched] = {}


_programs: dict[type[IRDLOperation], FormatProgram] = {}
"""The programs built so far (see :func:`program_of`)."""


def xdsl_program(op: type[IRDLOperation]) -> FormatProgram | None:
    """The program xDSL's generated ``parse`` of ``op`` runs (held in its closure), if
    it can be found there."""
    parse = getattr(_patched[op].xdsl_methods[0], "__func__", None)
    for cell in getattr(parse, "__closure__", None) or ():
        if isinstance(cell.cell_contents, FormatProgram):
            return cell.cell_contents
    return None


def stock_program(op: type[IRDLOperation]) -> FormatProgram:
    """xDSL's program for ``op``'s ``assembly_format``: the one its generated methods
    run, or parsed anew if they no longer hold it."""
    found = xdsl_program(op)
    if found is not None:
        return found
    op_def = op.get_irdl_definition()
    assert op_def.assembly_format is not None
    return FormatProgram.from_str(op_def.assembly_format, op_def)


def program_of(op: type[IRDLOperation]) -> FormatProgram:
    """The program ``op`` parses and prints with: xDSL's, with ``attr-dict`` replaced
    (built on first use and kept)."""
    program = _programs.get(op)
    if program is None:
        make, op_def, stock = _patched[op].make, op.get_irdl_definition(), stock_program(op)
        stmts = tuple(
            make(stmt, op_def) if isinstance(stmt, AttrDictDirective) else stmt
            for stmt in stock.stmts
        )
        program = _programs[op] = replace(stock, stmts=stmts)
    return program


def _give_program(op: type[IRDLOperation]) -> None:
    def parse(cls: type[IRDLOperation], parser: Parser) -> IRDLOperation:
        return program_of(op).parse(parser, cls)

    def print_(self: IRDLOperation, printer: Printer) -> None:
        program_of(op).print(printer, self)

    op.parse = classmethod(parse)  # pyright: ignore[reportAttributeAccessIssue]
    op.print = print_  # pyright: ignore[reportAttributeAccessIssue]


def with_attr_dict_directive(op: OpT, make: MakeDirective) -> OpT:
    """``op`` (with an ``assembly_format``) parsing and printing ``attr-dict`` by ``make``.

    Without the workaround (another xDSL series) the op keeps xDSL's stock syntax.
    """
    if op.get_irdl_definition().assembly_format is None or op in _patched:
        return op
    _patched[op] = _Patched(op, make, (vars(op)["parse"], vars(op)["print"]))
    if ATTR_DICT_DIRECTIVE.installed:
        _give_program(op)
    else:
        ATTR_DICT_DIRECTIVE.install()
    return op


def _apply() -> None:
    for entry in _patched.values():
        _give_program(entry.op)


def _revert() -> None:
    for entry in _patched.values():
        entry.op.parse, entry.op.print = entry.xdsl_methods  # pyright: ignore[reportAttributeAccessIssue]


ATTR_DICT_DIRECTIVE = Workaround(
    name="attr-dict-directive",
    targets="0.75",
    missing="TOSA ops print their attribute dictionary in xDSL's order and enum spelling",
    upstream="let an op (or dialect) supply its own directive for a built-in keyword such as "
    "attr-dict, e.g. a custom_directives entry named after it, instead of only custom<...>",
    apply=_apply,
    revert=_revert,
)
