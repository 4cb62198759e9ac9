"""How TOSA ops are written: MLIR TOSA's attribute dictionary, and one format per syntax.

TOSA ops print their properties inside ``attr-dict`` like any MLIR op, with two
differences from xDSL's stock ``attr-dict`` directive that matter for a byte-level
round trip with ``tosa-opt``:

* entries are printed in sorted key order (MLIR's ``DictionaryAttr`` is sorted;
  xDSL keeps insertion order);
* enum attributes print bare (``rounding_mode = SINGLE_ROUND``), and both the bare
  and the ``#tosa.rounding_mode<SINGLE_ROUND>`` spellings parse.

**Syntaxes.** MLIR has changed how TOSA ops are written (:mod:`lutdialect.syntax`
lists each syntax and its source). An op declares its format in each: its
``assembly_format`` is the first syntax's (``tosa-tools``), and ``SYNTAX_FORMATS``
maps a later syntax to the op's format there, where the op changed; a syntax an op
has no entry for keeps the format of the syntax before it (:func:`formats_by_syntax`).
Formats are written in xDSL's format language, e.g. ``tosa.argmax`` in ``upstream``::

    operands `axis` `(` $axis `)` (`nan_mode` `` $nan_mode^)?
        attr-dict `:` functional-type(operands, results)

**Reading** needs no choice: an op reads every one of its formats
(:func:`lutdialect.compat.op_format.parse_first_fitting`). Two formats of an op can
only both read a text in which the later one's keywords are all absent (they are
optional, as ``nan_mode`` above), and then they read it to the same op, since their
attribute dictionaries read discardable attributes alike and a strict syntax's (see
:attr:`lutdialect.syntax.Syntax.strict_properties`) accepts no property.

**Writing** follows the printer: an op prints itself in the default syntax (xDSL's own
printing path, unchanged), and a :class:`TosaPrinter` for another syntax prints each op
whose format differs there with that format.

:func:`with_tosa_syntaxes` gives an op its format programs, with
:class:`TosaAttrDictDirective` in place of the stock directive, so every op keeps plain
format strings (xDSL has no hook for that substitution, nor for a second format to
read: the ``attr-dict-directive`` workaround of :mod:`lutdialect.compat.op_format`
makes both).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import IO, Any, TypeVar, cast

from xdsl.dialects.builtin import UnitAttr
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, Data, Operation
from xdsl.irdl import BaseAttr, IRDLOperation, OpDef
from xdsl.irdl.declarative_assembly_format import (
    AttrDictDirective,
    FormatProgram,
    ParsingState,
    PrintingState,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import IsolatedFromAbove

from lutdialect.compat.op_format import MakeDirective, program_of, with_attr_dict_directive
from lutdialect.syntax import DEFAULT_SYNTAX, SYNTAXES, Syntax, syntax_named

from .attributes import ENUM_ATTRIBUTES

OpT = TypeVar("OpT", bound=type[IRDLOperation])


def _enum_properties(op_def: OpDef) -> dict[str, type[EnumAttribute[object]]]:  # pyright: ignore[reportInvalidTypeArguments]
    """Map each enum-valued property of ``op_def`` to its attribute class."""
    enums: dict[str, type[EnumAttribute[object]]] = {}  # pyright: ignore[reportInvalidTypeArguments]
    for name, prop in op_def.properties.items():
        constr = prop.constr
        if isinstance(constr, BaseAttr) and constr.attr in ENUM_ATTRIBUTES:
            enums[name] = constr.attr  # pyright: ignore[reportArgumentType]
    return enums


@dataclass(frozen=True)
class TosaAttrDictDirective(AttrDictDirective):
    """``attr-dict`` with TOSA's sorted keys and bare enum values."""

    enum_properties: dict[str, type[EnumAttribute[object]]] = field(  # pyright: ignore[reportInvalidTypeArguments]
        default_factory=dict[str, type[EnumAttribute[object]]]  # pyright: ignore[reportInvalidTypeArguments]
    )
    """Enum-valued properties, which parse and print bare."""
    defaults: dict[str, Attribute] = field(default_factory=dict[str, Attribute])
    """Default values, which MLIR leaves out of the dictionary (computed once per op)."""
    strict_properties: frozenset[str] = frozenset()
    """Properties that may not be given in the dictionary (all of them in a syntax with
    strict properties, which writes each where its format puts it)."""

    def _parse_entry(self, parser: Parser) -> tuple[str, Attribute]:
        name = parser.parse_optional_identifier_or_str_literal()
        if name is None:
            parser.raise_error("expected attribute name in TOSA attribute dictionary")
        if parser.parse_optional_punctuation("=") is None:
            return name, UnitAttr()
        enum_attr = self.enum_properties.get(name)
        pos = parser.pos
        if enum_attr is not None and (keyword := parser.parse_optional_identifier()) is not None:
            try:
                return name, enum_attr(enum_attr.enum_type(keyword))
            except ValueError:
                allowed = ", ".join(e.value for e in enum_attr.enum_type)
                parser.raise_error(
                    f"'{keyword}' is not a valid {enum_attr.name} (expected one of {allowed})",
                    pos,
                    parser.pos,
                )
        return name, parser.parse_attribute()

    def parse(self, parser: Parser, state: ParsingState) -> None:
        entries = parser.parse_optional_comma_separated_list(
            parser.Delimiter.BRACES, lambda: self._parse_entry(parser)
        )
        attrs: dict[str, Attribute] = {}
        for key, value in entries or ():
            if key in attrs:
                parser.raise_error(f"duplicate key '{key}' in attribute dictionary")
            if key in self.strict_properties:
                parser.raise_error(
                    f"property '{key}' cannot be given in the attribute dictionary in this "
                    "syntax (it is written as a keyword of the op)"
                )
            attrs[key] = value
        reserved = self.reserved_attr_names & attrs.keys()
        if reserved:
            parser.raise_error(
                f"attributes {', '.join(sorted(reserved))} are defined in other parts "
                "of the assembly format and must not appear in the attribute dictionary"
            )
        for name in [k for k in attrs if k in self.expected_properties]:
            state.properties[name] = attrs.pop(name)
        state.attributes |= attrs

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        entries = op.attributes | {
            k: v for k, v in op.properties.items() if k in self.expected_properties
        }
        shown = sorted(
            (
                (k, v)
                for k, v in entries.items()
                if k not in self.reserved_attr_names and self.defaults.get(k) != v
            ),
            key=lambda entry: entry[0],
        )
        if not shown:
            return
        if self.with_keyword:
            printer.print_string(" attributes")
        printer.print_string(" ")

        def print_entry(entry: tuple[str, Attribute]) -> None:
            key, value = entry
            printer.print_identifier_or_string_literal(key)
            if isinstance(value, UnitAttr):
                return
            printer.print_string(" = ")
            if key in self.enum_properties and isinstance(value, self.enum_properties[key]):
                printer.print_string(str(cast(Data[str], value).data))
            else:
                printer.print_attribute(value)

        with printer.in_braces():
            printer.print_list(shown, print_entry)
        state.last_was_punctuation = False
        state.should_emit_space = True


def _tosa_directive(
    stock: AttrDictDirective, op_def: OpDef, *, strict: bool = False
) -> AttrDictDirective:
    defaults = {
        name: d.default_value
        for name, d in (op_def.properties | op_def.attributes).items()
        if d.default_value is not None
    }
    return TosaAttrDictDirective(
        with_keyword=stock.with_keyword,
        reserved_attr_names=stock.reserved_attr_names,
        expected_properties=stock.expected_properties,
        enum_properties=_enum_properties(op_def),
        defaults=defaults,
        strict_properties=frozenset(op_def.properties) if strict else frozenset(),
    )


SyntaxFormats = Mapping[Syntax, str]
"""An op's ``SYNTAX_FORMATS``: its format in each later syntax where it changed."""


def formats_by_syntax(op: type[IRDLOperation]) -> tuple[str | None, ...]:
    """``op``'s format in each syntax of :data:`~lutdialect.syntax.SYNTAXES` (``None``:
    none, the op is written generically): its ``assembly_format`` in the first, its
    ``SYNTAX_FORMATS`` entry in a later one, else the format of the syntax before."""
    return _formats_by_syntax(op)


@functools.cache
def _formats_by_syntax(op: type[IRDLOperation]) -> tuple[str | None, ...]:
    declared: SyntaxFormats = getattr(op, "SYNTAX_FORMATS", {})
    unknown = [s for s in declared if s not in SYNTAXES[1:]]
    if unknown:
        raise ValueError(
            f"{op.__name__}.SYNTAX_FORMATS: {unknown[0]!r} is not a later syntax "
            "(the first syntax's format is the op's assembly_format)"
        )
    current = op.get_irdl_definition().assembly_format
    formats: list[str | None] = []
    for syntax in SYNTAXES:
        current = declared.get(syntax, current)
        formats.append(current)
    return tuple(formats)


def format_in(op: type[IRDLOperation], syntax: Syntax | str | None) -> str | None:
    """``op``'s format in ``syntax`` (``None``: it is written generically)."""
    return formats_by_syntax(op)[SYNTAXES.index(syntax_named(syntax))]


_syntax_ops: set[type[IRDLOperation]] = set()
"""The ops :func:`with_tosa_syntaxes` was given."""


def with_tosa_syntaxes(op: OpT) -> OpT:
    """Give ``op`` (an ``@irdl_op_definition`` class) TOSA's attr-dict syntax, and its
    formats of every syntax to read."""
    own = op.get_irdl_definition().assembly_format
    reads: dict[str, MakeDirective] = {}
    for syntax, fmt in zip(SYNTAXES, formats_by_syntax(op), strict=True):
        if fmt is not None and fmt != own and fmt not in reads:
            reads[fmt] = functools.partial(_tosa_directive, strict=syntax.strict_properties)
    _syntax_ops.add(op)
    held: frozenset[str] = getattr(op, "DEFAULT_VALUED", frozenset())
    return with_attr_dict_directive(op, _tosa_directive, reads, held)


def syntax_program(op: type[Operation], syntax: Syntax | str | None) -> FormatProgram | None:
    """The program that writes ``op`` in ``syntax``, or ``None`` when the op writes
    itself there as in the default syntax (its own ``print``, or the generic form)."""
    if op not in _syntax_ops:
        return None
    assert issubclass(op, IRDLOperation)
    fmt = format_in(op, syntax)
    if fmt == op.get_irdl_definition().assembly_format:
        return None
    if fmt is None:
        raise ValueError(f"{op.name} has no format in {syntax_named(syntax).name}")
    return program_of(op, fmt)


class TosaPrinter(Printer):
    """A printer that writes TOSA ops in a chosen syntax (default: the default syntax,
    exactly as xDSL's own :class:`~xdsl.printer.Printer` does).

    >>> printer = TosaPrinter(stream, tosa_syntax="upstream")  # doctest: +SKIP
    >>> printer.print_op(module)  # doctest: +SKIP
    """

    tosa_syntax: Syntax

    def __init__(
        self,
        stream: IO[str] | None = None,
        *args: Any,
        tosa_syntax: Syntax | str | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(stream, *args, **kwargs)
        self.tosa_syntax = syntax_named(tosa_syntax)

    def print_op(self, op: Operation) -> None:
        program = None
        if self.tosa_syntax is not DEFAULT_SYNTAX and not self.print_generic_format:
            program = syntax_program(type(op), self.tosa_syntax)
        if program is None or op in self.diagnostic.op_messages:
            super().print_op(op)
            return
        assert isinstance(op, IRDLOperation) and not op.has_trait(IsolatedFromAbove)
        if op.results:
            self.print_list(op.results, self.print_ssa_value)
            self.print_string(" = ")
        self.print_string(op.name)
        program.print(self, op)
        if self.print_debuginfo:
            self.print_string(" ")
            self.print_attribute(op.location)
