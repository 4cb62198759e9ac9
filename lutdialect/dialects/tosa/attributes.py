"""TOSA attributes and types: the enums, ``!tosa.shape<N>`` and ``#tosa.target_env``.

The enum attributes print as ``#tosa.rounding_mode<SINGLE_ROUND>`` when they stand
alone (generic form); inside a TOSA op's attribute dictionary they print bare
(``rounding_mode = SINGLE_ROUND``), which :mod:`.format` takes care of.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Generic, TypeVar, cast

from xdsl.dialects.builtin import IntAttr
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Data, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition, param_def
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

__all__ = [
    "NanMode",
    "NanModeAttr",
    "ResizeMode",
    "ResizeModeAttr",
    "RoundingMode",
    "RoundingModeAttr",
    "ShapeType",
    "TargetEnvAttr",
]

EnumT = TypeVar("EnumT", bound=StrEnum)


class RoundingMode(StrEnum):
    """How ``tosa.rescale`` rounds (TOSA 1.0 ``rounding_mode_t``)."""

    SINGLE_ROUND = "SINGLE_ROUND"
    INEXACT_ROUND = "INEXACT_ROUND"
    DOUBLE_ROUND = "DOUBLE_ROUND"


class NanMode(StrEnum):
    """How min/max-like ops treat NaN (TOSA 1.0 ``nan_propagation_mode_t``)."""

    PROPAGATE = "PROPAGATE"
    IGNORE = "IGNORE"


class ResizeMode(StrEnum):
    """Interpolation of ``tosa.resize`` (TOSA 1.0 ``resize_mode_t``)."""

    NEAREST_NEIGHBOR = "NEAREST_NEIGHBOR"
    BILINEAR = "BILINEAR"


class BracketedEnumSyntax(Data[EnumT], Generic[EnumT]):
    """Prints and parses an enum attribute as ``#tosa.<name><VALUE>``, like MLIR.

    A mixin for ``EnumAttribute`` subclasses (xDSL allows only direct subclasses of
    ``EnumAttribute``), placed before it in the bases so its syntax wins.
    """

    enum_type: ClassVar[type[StrEnum]]
    """Set by ``EnumAttribute`` on the concrete attribute."""

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data)

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> EnumT:
        with parser.in_angle_brackets():
            return cast(EnumT, parser.parse_str_enum(cls.enum_type))


@irdl_attr_definition
class RoundingModeAttr(BracketedEnumSyntax[RoundingMode], EnumAttribute[RoundingMode]):
    name = "tosa.rounding_mode"


@irdl_attr_definition
class NanModeAttr(BracketedEnumSyntax[NanMode], EnumAttribute[NanMode]):
    name = "tosa.nan_mode"


@irdl_attr_definition
class ResizeModeAttr(BracketedEnumSyntax[ResizeMode], EnumAttribute[ResizeMode]):
    name = "tosa.resize_mode"


ENUM_ATTRIBUTES: tuple[
    type[EnumAttribute[RoundingMode] | EnumAttribute[NanMode] | EnumAttribute[ResizeMode]], ...
] = (
    RoundingModeAttr,
    NanModeAttr,
    ResizeModeAttr,
)


@irdl_attr_definition
class ShapeType(ParametrizedAttribute, TypeAttribute):
    """``!tosa.shape<N>``: a rank-N shape value, as produced by ``tosa.const_shape``."""

    name = "tosa.shape"

    rank: IntAttr = param_def()

    def __init__(self, rank: int | IntAttr):
        super().__init__(IntAttr(rank) if isinstance(rank, int) else rank)

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_int(self.rank.data)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[IntAttr]:
        with parser.in_angle_brackets():
            return (IntAttr(parser.parse_integer(allow_boolean=False, allow_negative=False)),)

    def verify(self) -> None:
        if self.rank.data < 0:
            raise VerifyException("!tosa.shape rank must be non-negative")


TargetEnvValue = str | tuple[str, ...]
"""A ``#tosa.target_env`` entry: a quoted string or a bracketed list of keywords."""


@irdl_attr_definition
class TargetEnvAttr(Data[tuple[tuple[str, TargetEnvValue], ...]]):
    """``#tosa.target_env<key = "v", key = [a, b], ...>``: what a graph targets.

    Stored as ordered (key, value) entries: lutdialect only carries it through a
    round trip, so it keeps the entries as written instead of modelling every
    profile and extension of a moving TOSA specification.
    """

    name = "tosa.target_env"

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> tuple[tuple[str, TargetEnvValue], ...]:
        def parse_value() -> TargetEnvValue:
            if (text := parser.parse_optional_str_literal()) is not None:
                return text
            return tuple(
                parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_identifier)
            )

        def parse_entry() -> tuple[str, TargetEnvValue]:
            key = parser.parse_identifier()
            parser.parse_punctuation("=")
            return key, parse_value()

        return tuple(parser.parse_comma_separated_list(parser.Delimiter.ANGLE, parse_entry))

    def print_parameter(self, printer: Printer) -> None:
        def print_entry(entry: tuple[str, TargetEnvValue]) -> None:
            key, value = entry
            printer.print_string(f"{key} = ")
            if isinstance(value, str):
                printer.print_string_literal(value)
            else:
                with printer.in_square_brackets():
                    printer.print_list(value, printer.print_string)

        with printer.in_angle_brackets():
            printer.print_list(self.data, print_entry)


TOSA_ATTRIBUTES = (*ENUM_ATTRIBUTES, ShapeType, TargetEnvAttr)
"""Every attribute and type of the dialect."""
