"""MLIR TOSA's attribute-dictionary syntax for xDSL's declarative assembly format.

TOSA ops print their properties inside ``attr-dict`` like any MLIR op, with two
differences from xDSL's stock ``attr-dict`` directive that matter for a byte-level
round trip with ``tosa-opt``:

* entries are printed in sorted key order (MLIR's ``DictionaryAttr`` is sorted;
  xDSL keeps insertion order);
* enum attributes print bare (``rounding_mode = SINGLE_ROUND``), and both the bare
  and the ``#tosa.rounding_mode<SINGLE_ROUND>`` spellings parse.

:func:`with_tosa_attr_dict` gives an op a format program with
:class:`TosaAttrDictDirective` in place of the stock directive, so every op keeps a
plain ``assembly_format`` string (xDSL has no hook for that substitution: the
``attr-dict-directive`` workaround of :mod:`lutdialect.compat.op_format` makes it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeVar, cast

from xdsl.dialects.builtin import UnitAttr
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, Data
from xdsl.irdl import BaseAttr, IRDLOperation, OpDef
from xdsl.irdl.declarative_assembly_format import (
    AttrDictDirective,
    ParsingState,
    PrintingState,
)
from xdsl.parser import Parser
from xdsl.printer import Printer

from lutdialect.compat.op_format import with_attr_dict_directive

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


def _tosa_directive(stock: AttrDictDirective, op_def: OpDef) -> AttrDictDirective:
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
    )


def with_tosa_attr_dict(op: OpT) -> OpT:
    """Give ``op`` (an ``@irdl_op_definition`` class) TOSA's attr-dict syntax."""
    return with_attr_dict_directive(op, _tosa_directive)
