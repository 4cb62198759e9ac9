"""Custom syntax of the TOSA ops MLIR does not print in the default format.

``tosa.cond_if``::

    %r = tosa.cond_if %c [(%a = %x, ...)] : tensor<i1> [(T, ...)] -> T {..} else {..}

``tosa.while_loop``::

    %r = tosa.while_loop (%a = %x, ...) : (T, ...) -> T { cond } do { body }

(the condition region's arguments are named by the binding list), and
``tosa.variable @name [attrs] [= initial_value] : tensor<...>``.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, IndexType, TensorType
from xdsl.ir import Attribute, SSAValue, TypeAttribute
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer


def parse_bindings(
    parser: Parser,
) -> tuple[list[Parser.UnresolvedArgument], list[UnresolvedOperand]]:
    """``(%a = %x, ...)``, if present."""
    names: list[Parser.UnresolvedArgument] = []
    values: list[UnresolvedOperand] = []

    def entry() -> None:
        names.append(parser.parse_argument(expect_type=False))
        parser.parse_punctuation("=")
        values.append(parser.parse_unresolved_operand())

    parser.parse_optional_comma_separated_list(parser.Delimiter.PAREN, entry)
    return names, values


def print_bindings(printer: Printer, names: Sequence[SSAValue], values: Sequence[SSAValue]) -> None:
    printer.print_string(" (")
    for i, (name, value) in enumerate(zip(names, values, strict=True)):
        if i:
            printer.print_string(", ")
        printer.print_operand(name)
        printer.print_string(" = ")
        printer.print_operand(value)
    printer.print_string(")")


def parse_result_types(parser: Parser) -> list[TypeAttribute]:
    """``T`` or ``(T, ...)``."""
    if parser.parse_optional_punctuation("(") is not None:
        if parser.parse_optional_punctuation(")") is not None:
            return []
        types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
        parser.parse_punctuation(")")
        return types
    return [parser.parse_type()]


def print_types(printer: Printer, types: Sequence[Attribute], *, parens_if_single: bool) -> None:
    if len(types) == 1 and not parens_if_single:
        printer.print_attribute(types[0])
        return
    with printer.in_parens():
        printer.print_list(types, printer.print_attribute)


def var_shape(t: TensorType[Attribute]) -> DenseIntOrFPElementsAttr:
    """The ``var_shape`` property of a variable of type ``t``."""
    shape = list(t.get_shape())
    return DenseIntOrFPElementsAttr.from_list(TensorType(IndexType(), [len(shape)]), shape)


def variable_tensor_type(element: Attribute, shape_attr: Attribute) -> TensorType[Attribute]:
    assert isinstance(shape_attr, DenseIntOrFPElementsAttr)
    dims = [int(d) for d in shape_attr.get_values()]  # pyright: ignore[reportArgumentType]
    return TensorType(element, dims)
