"""Workarounds in xDSL 0.75's parsing of dense literals (``dense<...> : tensor<...>``).

* ``hex-float-elements``: MLIR spells a float element without an exact decimal
  form -- NaN, infinities, some subnormals -- as its bit pattern
  (``dense<[0x7FC00000, 1.0]> : tensor<2xf32>``); xDSL reads it as the *integer*
  0x7FC00000 and stores the float 2143289344.0. Hexadecimal elements of a float
  literal are read as bit patterns instead (NaN payloads included).
* ``dense-literal-type``: xDSL rebuilds an IRDL constraint for the type of every
  dense literal (``base(RankedStructure[...])`` in ``_parse_dense_literal_type``),
  about half the parse time of a TOSA graph. It is built once.
* ``dense-literal-storage``: a hex literal is MLIR's raw storage, which differs
  from xDSL's for integer widths other than 8/16/32/64 (see
  :mod:`.dense_storage`): xDSL rejects a 6-byte-per-element i48 blob ("Shape
  mismatch in dense literal") and misreads i4 and i1. It is converted. A splat
  (``dense<1> : tensor<2290x1x1x2290xi8>``) is converted once and its bytes
  repeated, where xDSL expands and normalises every element in Python.
"""

from __future__ import annotations

import math
from typing import Any, cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyDenseElement,
    AnyFloat,
    BytesAttr,
    ComplexType,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerType,
    RankedStructure,
)
from xdsl.irdl import base
from xdsl.parser.attribute_parser import AttrParser

from . import dense_storage
from .guard import Workaround

SERIES = "0.75"

_Element = AttrParser._TensorLiteralElement  # pyright: ignore[reportPrivateUsage]
_xdsl_to_type = _Element.to_type

# --------------------------------------------------------------------------- #
# hex-float-elements
# --------------------------------------------------------------------------- #


def _is_hex_int(element: Any) -> bool:
    return (
        isinstance(element.value, int)
        and not isinstance(element.value, bool)
        and element.span.text[:2] in ("0x", "0X")
    )


def _to_type(self: Any, parser: AttrParser, type: Any) -> Any:
    if isinstance(type, AnyFloat) and _is_hex_int(self):
        if self.value.bit_length() > type.bitwidth:
            parser.raise_error("hexadecimal float element out of range for its type", self.span)
        raw = self.value.to_bytes(type.compile_time_size, "little")
        return next(type.iter_unpack(raw))
    return _xdsl_to_type(self, parser, type)


HEX_FLOAT_ELEMENTS = Workaround.replacing(
    _Element,
    "to_type",
    _to_type,
    name="hex-float-elements",
    targets=SERIES,
    missing="NaN and infinity constants (dense<0x7FC00000> : tensor<f32>) change value",
    upstream="AttrParser._TensorLiteralElement.to_type: for a float type, a hexadecimal "
    "integer literal is the element's bit pattern (as MLIR's parser does)",
)

# --------------------------------------------------------------------------- #
# dense-literal-type
# --------------------------------------------------------------------------- #

_DENSE_LITERAL_TYPE = base(RankedStructure[IntegerType | IndexType | AnyFloat | ComplexType])


def _parse_dense_literal_type(
    self: AttrParser,
) -> RankedStructure[IntegerType | IndexType | AnyFloat | ComplexType]:
    type = self.expect(self.parse_optional_type, "Dense attribute must be typed!")
    if not _DENSE_LITERAL_TYPE.verifies(type):
        self.raise_error(
            "Expected memref, vector or tensor type of integer, index, float, or complex type"
        )
    if any(dim == DYNAMIC_INDEX for dim in type.get_shape()):
        self.raise_error("Dense literal attribute should have a static shape.")
    return type


DENSE_LITERAL_TYPE = Workaround.replacing(
    AttrParser,
    "_parse_dense_literal_type",
    _parse_dense_literal_type,
    name="dense-literal-type",
    targets=SERIES,
    missing="parsing is about twice as slow",
    upstream="AttrParser._parse_dense_literal_type: build the type constraint once, at module "
    "level, instead of calling base(RankedStructure[...]) per literal",
)

# --------------------------------------------------------------------------- #
# dense-literal-storage
# --------------------------------------------------------------------------- #


def _element_size(element: Any) -> int:
    if isinstance(element, IntegerType):
        return dense_storage.mlir_element_size(cast(IntegerType, element))
    return cast(int, element.compile_time_size)


def _from_hex(
    parser: AttrParser, hex_string: str, type: RankedStructure[AnyDenseElement]
) -> DenseIntOrFPElementsAttr:
    """The attribute of an MLIR hex literal: raw storage, one element for a splat."""
    try:
        raw = bytes.fromhex(hex_string[2:])
    except ValueError:
        parser.raise_error("Hex string in denseAttr is invalid")
    element = type.element_type
    count = math.prod(type.get_shape())
    size = _element_size(element)
    if len(raw) % size:
        parser.raise_error(
            f"Hex string in denseAttr is {len(raw)} bytes, not a multiple of the "
            f"{size}-byte {element} element"
        )
    if len(raw) != count * size and len(raw) != size:
        parser.raise_error(
            f"Shape mismatch in dense literal. Expected {count} "
            f"elements from the type, but got {len(raw) // size} elements."
        )
    if isinstance(element, IntegerType):
        raw = dense_storage.from_mlir(raw, element)
    if count != 1 and len(raw) == element.compile_time_size:
        raw *= count
    return DenseIntOrFPElementsAttr(type, BytesAttr(raw))


def parse_dense_int_or_fp_elements_attr(
    self: AttrParser, type: RankedStructure[AnyDenseElement] | None
) -> DenseIntOrFPElementsAttr:
    """xDSL 0.75's parser of dense literals, with MLIR's hex layout and cheap splats."""
    self.parse_punctuation("<", " in dense attribute")
    hex_string: str | None = None
    literal: tuple[list[Any], list[int]] | None = None
    if self.parse_optional_punctuation(">") is None:
        hex_string = self.parse_optional_str_literal()
        if hex_string is None:
            literal = self._parse_tensor_literal()  # pyright: ignore[reportPrivateUsage]
        self.parse_punctuation(">", " in dense attribute")
    if type is None:
        self.parse_punctuation(":", " in dense attribute")
        type = self._parse_dense_literal_type()  # pyright: ignore[reportPrivateUsage]
    unsupported = f"dense literal of element type {type.element_type} is not supported"
    element = type.element_type
    if isinstance(element, IntegerType) and element.bitwidth > 64:
        # Said before an element is checked against the width's range: for i10^11 that
        # range alone would fill the memory.
        self.raise_error(unsupported)
    try:
        return _built(self, type, hex_string, literal)
    except (NotImplementedError, AssertionError):
        # xDSL stores i1..i64 and f16/bf16/f32/f64 elements; others fail as they are
        # packed (f80, f128, complex<f32>).
        self.raise_error(unsupported)
    except OverflowError:
        # struct packs no float beyond the type's range (MLIR would round it to inf).
        self.raise_error(f"a value of the dense literal is out of range for {element}")


def _built(
    self: AttrParser,
    type: RankedStructure[AnyDenseElement],
    hex_string: str | None,
    literal: tuple[list[Any], list[int]] | None,
) -> DenseIntOrFPElementsAttr:
    """The attribute of a parsed dense literal (hexadecimal, or elements)."""
    if hex_string is not None:
        return _from_hex(self, hex_string, type)
    type_shape = list(type.get_shape())
    if literal is None:
        if math.prod(type_shape) != 0:
            self.raise_error("Expected at least one element in the dense literal, but got None")
        return DenseIntOrFPElementsAttr.from_list(type, [])  # pyright: ignore[reportArgumentType, reportCallIssue, reportUnknownVariableType]
    elements, shape = literal
    values = [element.to_type(self, type.element_type) for element in elements]
    if shape and type_shape != shape:
        self.raise_error(
            f"Shape mismatch in dense literal. Expected {type_shape} "
            f"shape from the type, but got {shape} shape."
        )
    # A splat stays one value: from_list repeats its packed bytes.
    attr = DenseIntOrFPElementsAttr.from_list(type, values)  # pyright: ignore[reportArgumentType, reportCallIssue, reportUnknownVariableType]
    if isinstance(type.element_type, AnyFloat) and HEX_FLOAT_ELEMENTS.installed:
        attr = _keep_hex_bits(attr, elements, type.element_type)  # pyright: ignore[reportUnknownArgumentType]
    return attr  # pyright: ignore[reportUnknownVariableType]


def _keep_hex_bits(
    attr: DenseIntOrFPElementsAttr, elements: list[Any], element_type: AnyFloat
) -> DenseIntOrFPElementsAttr:
    """``attr`` with each hexadecimal element's exact bits (a Python float drops NaN payloads)."""
    hex_at = [i for i, e in enumerate(elements) if _is_hex_int(e)]
    if not hex_at:
        return attr
    size = element_type.compile_time_size
    raw = bytearray(attr.data.data[: len(elements) * size])
    for i in hex_at:
        raw[i * size : (i + 1) * size] = elements[i].value.to_bytes(size, "little")
    data = bytes(raw) * (len(attr.data.data) // len(raw))
    return DenseIntOrFPElementsAttr(attr.type, BytesAttr(data))


DENSE_LITERAL_STORAGE = Workaround.replacing(
    AttrParser,
    "parse_dense_int_or_fp_elements_attr",
    parse_dense_int_or_fp_elements_attr,
    name="dense-literal-storage",
    targets=SERIES,
    missing="i48 constants of more than 100 elements (a16w8 convolution biases) do not load, "
    "i4 and i1 hex constants are misread, and splats over big shapes are slow",
    upstream="AttrParser.parse_dense_int_or_fp_elements_attr: read hex literals in MLIR's raw "
    "layout (ceil(width/8) bytes per element, i1 one byte) and keep a splat as one packed "
    "element; DenseIntOrFPElementsAttr could store that layout itself",
)
