"""Substituting a directive into xDSL 0.75's declarative assembly format, and giving an
op more than one format to read.

``attr-dict-directive``: xDSL's format language has no hook to replace its
built-in ``attr-dict`` directive, and MLIR TOSA's attribute dictionary differs
from it (sorted keys, bare enum values; see ``dialects/tosa/format.py``). An
``@irdl_op_definition`` class gets ``parse``/``print`` methods generated from its
``assembly_format``; this rebuilds that program with the stock directive
swapped for another (``FormatProgram.stmts`` is a tuple of frozen dataclasses)
and gives the op class -- lutdialect's own, never xDSL's -- methods running it.

xDSL gives an op one format. An op may also read further formats (``reads``: the
same op in another TOSA syntax, written with xDSL's format language): its ``parse``
then tries each (:func:`parse_first_fitting`), while its ``print`` keeps its own
format; a printer that wants another runs :func:`program_of` for it. The programs of
those formats follow MLIR's rule for an optional group anchored on an optional
property: it is printed when the property is set, even to its default (xDSL leaves a
default value out, which MLIR does only for an attribute it always holds, a
``DefaultValuedAttr``: those are named by ``elide_defaults``).

The programs are built on the op's first parse or print, not at import (most ops of
the dialect are never seen by a given run, and a flatbuffer's fold sees none). xDSL
parses an op's ``assembly_format`` as it defines the op, for the generated methods the
workaround replaces; :func:`op_definition` defines the op with that parse left out
(about 15 ms of every command's start-up, a third of the dialect's import), and the op's
own program is then parsed once, on first use (:func:`stock_program`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from xdsl.irdl import IRDLOperation, OpDef, irdl_op_definition
from xdsl.irdl.declarative_assembly_format import (
    AttrDictDirective,
    AttributeVariable,
    FormatDirective,
    FormatProgram,
    OptionalGroupDirective,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import ParseError

from .guard import Workaround

OpT = TypeVar("OpT", bound=type[IRDLOperation])

MakeDirective = Callable[[AttrDictDirective, OpDef], AttrDictDirective]
"""Builds the replacement from the stock directive (its fields) and the op definition."""


def op_definition(cls: OpT) -> OpT:
    """``@irdl_op_definition``, without parsing the op's ``assembly_format`` yet.

    xDSL parses the format as it defines the op, for ``parse``/``print`` methods that
    :func:`with_attr_dict_directive` replaces. Where the workaround applies, the op is
    defined without the format and given it back afterwards (in its definition, where
    the programs read it); :func:`with_attr_dict_directive` must then be called on it.
    Elsewhere this is ``irdl_op_definition`` itself."""
    fmt = cls.assembly_format
    if fmt is None or not ATTR_DICT_DIRECTIVE.applies():
        return irdl_op_definition(cls)
    declared = "assembly_format" in vars(cls)
    setattr(cls, "assembly_format", None)  # noqa: B010  (a ClassVar, set for the definition)
    try:
        irdl_op_definition(cls)
    finally:
        if declared:
            setattr(cls, "assembly_format", fmt)  # noqa: B010
        else:
            delattr(cls, "assembly_format")
    cls.get_irdl_definition().assembly_format = fmt
    return cls


@dataclass(frozen=True)
class _Patched:
    op: type[IRDLOperation]
    make: MakeDirective
    own: bool
    """The op has a format of its own (``assembly_format``), which it prints with."""
    xdsl_methods: tuple[Any, Any]
    """xDSL's ``parse`` and ``print`` of the op (``None`` where xDSL generated none:
    the op has no format of its own, or :func:`op_definition` left it unparsed)."""
    reads: Mapping[str, MakeDirective] = field(default_factory=dict[str, MakeDirective])
    """Further formats the op reads, each with the directive its ``attr-dict`` becomes."""
    elide_defaults: frozenset[str] = frozenset()
    """Optional properties whose groups in ``reads`` are left out at their default."""

    @property
    def formats(self) -> tuple[str | None, ...]:
        """What ``parse`` tries, in order: the op's own format (``None``), then ``reads``."""
        own = (None,) if self.own else ()
        return (*own, *self.reads)


_patched: dict[type[IRDLOperation], _Patched] = {}


_programs: dict[tuple[type[IRDLOperation], str | None], FormatProgram] = {}
"""The programs built so far (see :func:`program_of`)."""

_stock: dict[type[IRDLOperation], FormatProgram] = {}
"""xDSL's programs of the ops' own formats, parsed so far (see :func:`stock_program`)."""


def xdsl_program(op: type[IRDLOperation]) -> FormatProgram | None:
    """The program xDSL's generated ``parse`` of ``op`` runs (held in its closure), if
    it generated one and it can be found there."""
    parse = getattr(_patched[op].xdsl_methods[0], "__func__", None)
    for cell in getattr(parse, "__closure__", None) or ():
        if isinstance(cell.cell_contents, FormatProgram):
            return cell.cell_contents
    return None


def stock_program(op: type[IRDLOperation]) -> FormatProgram:
    """xDSL's program for ``op``'s ``assembly_format``: the one its generated methods
    run, or else parsed from the format once, on first use."""
    found = _stock.get(op) or xdsl_program(op)
    if found is None:
        op_def = op.get_irdl_definition()
        assert op_def.assembly_format is not None
        found = FormatProgram.from_str(op_def.assembly_format, op_def)
    _stock[op] = found
    return found


def _printing_set_values(stmt: FormatDirective, elide: frozenset[str]) -> FormatDirective:
    """``stmt``, an optional group anchored on an optional property with a default (not
    in ``elide``), printing whenever the property is set (MLIR's rule); any other
    ``stmt`` as it is."""
    if not isinstance(stmt, OptionalGroupDirective):
        return stmt
    anchor = stmt.anchor
    if not (
        isinstance(anchor, AttributeVariable)
        and anchor.is_optional
        and anchor.default_value is not None
        and anchor.name not in elide
    ):
        return stmt
    unset = replace(anchor, default_value=None)

    def swap(d: FormatDirective) -> FormatDirective:
        return unset if d is anchor else d

    return replace(
        stmt,
        anchor=unset,
        then_first=swap(stmt.then_first),
        then_elements=tuple(swap(d) for d in stmt.then_elements),
    )


def program_of(op: type[IRDLOperation], fmt: str | None = None) -> FormatProgram:
    """The program ``op`` parses and prints ``fmt`` with (``None``: its own format, the
    one it prints): xDSL's, with ``attr-dict`` replaced (built on first use and kept)."""
    program = _programs.get((op, fmt))
    if program is None:
        entry, op_def = _patched[op], op.get_irdl_definition()
        if fmt is None:
            make, stock = entry.make, stock_program(op)
        else:
            make, stock = entry.reads[fmt], FormatProgram.from_str(fmt, op_def)
        stmts = tuple(
            make(stmt, op_def) if isinstance(stmt, AttrDictDirective) else stmt
            for stmt in stock.stmts
        )
        if fmt is not None:
            stmts = tuple(_printing_set_values(stmt, entry.elide_defaults) for stmt in stmts)
        program = _programs[op, fmt] = replace(stock, stmts=stmts)
    return program


def rewind(parser: Parser, pos: int) -> None:
    """Go back to ``pos`` (an earlier token's start), as xDSL's own parsers backtrack."""
    parser._resume_from(pos)  # pyright: ignore[reportPrivateUsage]


_fitted: dict[type[IRDLOperation], int] = {}
"""For each op that reads several formats, which one fitted last (it is tried first)."""


def parse_first_fitting(
    cls: type[IRDLOperation], parser: Parser, op: type[IRDLOperation], formats: Sequence[str | None]
) -> IRDLOperation:
    """``cls`` in the first of ``formats`` that fits the text.

    The format that fitted the previous op of this kind is tried first (a file is
    usually in one syntax); that order never changes the result, because two formats
    that both read a text must read it to the same op (the dialect's tests check it).
    When none fits, the error is that of the format that read furthest, and on a tie
    that of the earliest format, so it does not depend on the order either.
    """
    start = parser.pos
    first = _fitted.get(op, 0)
    order = (first, *(k for k in range(len(formats)) if k != first))
    failures: list[tuple[int, int, ParseError]] = []
    for k in order:
        try:
            parsed = program_of(op, formats[k]).parse(parser, cls)
        except ParseError as e:
            failures.append((parser.pos, -k, e))  # how far the format read, then its order
            rewind(parser, start)
            continue
        _fitted[op] = k
        return parsed
    raise max(failures, key=lambda f: f[:2])[2]


def _give_program(op: type[IRDLOperation]) -> None:
    formats = _patched[op].formats

    def parse(cls: type[IRDLOperation], parser: Parser) -> IRDLOperation:
        if len(formats) == 1:
            return program_of(op, formats[0]).parse(parser, cls)
        return parse_first_fitting(cls, parser, op, formats)

    def print_(self: IRDLOperation, printer: Printer) -> None:
        program_of(op).print(printer, self)

    op.parse = classmethod(parse)  # pyright: ignore[reportAttributeAccessIssue]
    if formats[0] is None:  # its own format: it prints with it (without, xDSL prints it
        op.print = print_  # pyright: ignore[reportAttributeAccessIssue]  # generically)


def with_attr_dict_directive(
    op: OpT,
    make: MakeDirective,
    reads: Mapping[str, MakeDirective] | None = None,
    elide_defaults: frozenset[str] = frozenset(),
) -> OpT:
    """``op`` (with an ``assembly_format``, or formats it ``reads``) parsing and printing
    ``attr-dict`` by ``make``, and reading the formats of ``reads`` too (each with the
    ``attr-dict`` its directive makes; a group of those anchored on a property of
    ``elide_defaults`` is left out when the property holds its default).

    Without the workaround (another xDSL series) the op keeps xDSL's stock syntax and
    reads no other format.
    """
    own = op.get_irdl_definition().assembly_format is not None
    if (not own and not reads) or op in _patched:
        return op
    methods = (vars(op).get("parse"), vars(op).get("print")) if own else (None, None)
    _patched[op] = _Patched(op, make, own, methods, dict(reads or {}), elide_defaults)
    if ATTR_DICT_DIRECTIVE.installed:
        _give_program(op)
    else:
        ATTR_DICT_DIRECTIVE.install()
    return op


def _apply() -> None:
    for entry in _patched.values():
        _give_program(entry.op)


def _give_stock_program(op: type[IRDLOperation]) -> None:
    """What xDSL would have generated from the op's format: its program, unpatched."""

    def parse(cls: type[IRDLOperation], parser: Parser) -> IRDLOperation:
        return stock_program(op).parse(parser, cls)

    def print_(self: IRDLOperation, printer: Printer) -> None:
        stock_program(op).print(printer, self)

    op.parse = classmethod(parse)  # pyright: ignore[reportAttributeAccessIssue]
    op.print = print_  # pyright: ignore[reportAttributeAccessIssue]


def _revert() -> None:
    for entry in _patched.values():
        if not entry.own:
            del entry.op.parse  # back to IRDLOperation's (no custom format)
        elif entry.xdsl_methods[0] is None:
            _give_stock_program(entry.op)  # defined by op_definition
        else:
            entry.op.parse, entry.op.print = entry.xdsl_methods  # pyright: ignore[reportAttributeAccessIssue]


ATTR_DICT_DIRECTIVE = Workaround(
    name="attr-dict-directive",
    targets="0.75",
    missing="TOSA ops print their attribute dictionary in xDSL's order and enum spelling, "
    "and read only the tosa-tools syntax",
    upstream="let an op (or dialect) supply its own directive for a built-in keyword such as "
    "attr-dict, e.g. a custom_directives entry named after it, instead of only custom<...>; "
    "let an op declare more than one format to read",
    apply=_apply,
    revert=_revert,
)
