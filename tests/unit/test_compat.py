"""The xDSL workarounds of ``lutdialect.compat``: what each fixes, and that xDSL still needs it.

Every workaround has a ``test_xdsl_still_*`` test that runs *unpatched* xDSL and
asserts the behaviour the workaround exists for. When a new xDSL fixes or changes
that behaviour the test fails: re-check the workaround, then drop or retarget it.
"""

from __future__ import annotations

import io
import math
import struct
import subprocess
import sys
import warnings
from collections.abc import Callable, Generator
from contextlib import contextmanager
from typing import Any, cast

import pytest
import xdsl.parser.attribute_parser as attribute_parser
from xdsl.context import Context
from xdsl.dialects.builtin import (
    AnyDenseElement,
    Builtin,
    DenseIntOrFPElementsAttr,
    IntegerType,
    ModuleOp,
    TensorType,
)
from xdsl.irdl.declarative_assembly_format import AttrDictDirective
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.universe import XDSL_UNIVERSE
from xdsl.utils.exceptions import ParseError

from lutdialect import compat
from lutdialect.compat import guard, op_format, plugin
from lutdialect.dialects.tosa import TOSA_OPS
from lutdialect.io.context import context
from lutdialect.universe import get_tosa_dialect

Dense = DenseIntOrFPElementsAttr[AnyDenseElement]


def parse(text: str) -> Dense:
    ctx = Context()
    ctx.load_dialect(Builtin)
    attr = Parser(ctx, text).parse_attribute()
    assert isinstance(attr, DenseIntOrFPElementsAttr)
    return cast(Dense, attr)


def show(attr: Dense) -> str:
    out = io.StringIO()
    Printer(stream=out).print_attribute(attr)
    return out.getvalue()


@contextmanager
def unpatched(workaround: compat.Workaround) -> Generator[None]:
    """xDSL's own behaviour for the duration of the block."""
    assert workaround.installed
    workaround.uninstall()
    try:
        yield
    finally:
        assert workaround.install()


def i48_hex(values: list[int]) -> str:
    """MLIR's hex literal of i48 values: 6 little-endian bytes each."""
    raw = b"".join((v & (1 << 48) - 1).to_bytes(6, "little") for v in values)
    return f'dense<"0x{raw.hex().upper()}"> : tensor<{len(values)}xi48>'


I48 = [-(1 << 47), (1 << 47) - 1, *range(-99, 0)]  # 101 elements: printed as hex


class Spy:
    """Counts calls of a wrapped callable and remembers their arguments."""

    def __init__(self, fn: Callable[..., Any]) -> None:
        self.fn = fn
        self.calls: list[tuple[Any, ...]] = []

    def __call__(self, *args: Any) -> Any:
        self.calls.append(args)
        return self.fn(*args)

    def method(self) -> Callable[..., Any]:
        """The spy as a function, so that it binds ``self`` when set on a class."""

        def spy(*args: Any) -> Any:
            return self(*args)

        return spy


# --------------------------------------------------------------------------- #
# hex-float-elements
# --------------------------------------------------------------------------- #


def test_f32_specials_keep_their_bits() -> None:
    attr = parse("dense<[0x7FC00000, 0x7F800000, 0xFF800000, -0.0, 1.5]> : tensor<5xf32>")
    assert attr.data.data == struct.pack("<5f", math.nan, math.inf, -math.inf, -0.0, 1.5)


def test_f16_and_bf16_bit_patterns() -> None:
    assert parse("dense<[0x7C00, 0xFC00]> : tensor<2xf16>").data.data == bytes.fromhex("007c00fc")
    assert parse("dense<0x7FC0> : tensor<3xbf16>").data.data == bytes.fromhex("c07f") * 3


def test_decimal_and_integer_literals_are_unchanged() -> None:
    assert parse("dense<[1, 2]> : tensor<2xf32>").get_values() == (1.0, 2.0)
    assert parse("dense<[16, -3]> : tensor<2xi32>").get_values() == (16, -3)


def test_too_wide_pattern_is_an_error() -> None:
    with pytest.raises(ParseError, match="out of range"):
        parse("dense<[0x1FFFF]> : tensor<1xf16>")


def test_plain_xdsl_opt_keeps_nan_constants() -> None:
    src = (
        "func.func @f() -> tensor<2xf32> {\n"
        '  %0 = "tosa.const"() <{values = dense<[0x7FC00000, 0x7F800000]> : tensor<2xf32>}> '
        ": () -> tensor<2xf32>\n"
        "  return %0 : tensor<2xf32>\n}\n"
    )
    out = subprocess.run(
        [sys.executable, "-m", "xdsl.tools.xdsl_opt"],
        input=src,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "0x7fc00000" in out.lower()
    assert "2.14" not in out


def test_xdsl_still_reads_hex_float_elements_as_integers() -> None:
    with unpatched(compat.HEX_FLOAT_ELEMENTS):
        assert parse("dense<[0x7FC00000]> : tensor<1xf32>").get_values() == (2143289344.0,)


# --------------------------------------------------------------------------- #
# dense-literal-type
# --------------------------------------------------------------------------- #


def count_constraints_built(monkeypatch: pytest.MonkeyPatch, literals: int) -> int:
    spy = Spy(vars(attribute_parser)["base"])
    monkeypatch.setattr(attribute_parser, "base", spy)
    for k in range(literals):
        parse(f"dense<{k}> : tensor<4xi8>")
    monkeypatch.undo()
    return len(spy.calls)


def test_dense_literal_type_constraint_is_built_once(monkeypatch: pytest.MonkeyPatch) -> None:
    assert count_constraints_built(monkeypatch, 5) == 0
    with pytest.raises(ParseError, match="static shape"):
        parse("dense<1> : tensor<?xi8>")
    with pytest.raises(ParseError, match="integer, index, float, or complex"):
        parse("dense<1> : tensor<2xnone>")


def test_xdsl_still_builds_a_constraint_per_dense_literal(monkeypatch: pytest.MonkeyPatch) -> None:
    with unpatched(compat.DENSE_LITERAL_TYPE):
        assert count_constraints_built(monkeypatch, 5) == 5


# --------------------------------------------------------------------------- #
# dense-literal-storage
# --------------------------------------------------------------------------- #


def test_i48_hex_literal_reads_six_bytes_per_element() -> None:
    attr = parse(i48_hex(I48))
    assert attr.get_values() == tuple(I48)


def test_i4_and_i1_hex_literals_read_as_mlir_does() -> None:
    # MLIR keeps an i4 in the low nibble of its byte and reads any nonzero i1 byte as true
    assert parse('dense<"0x0807F818"> : tensor<4xi4>').get_values() == (-8, 7, -8, -8)
    assert parse('dense<"0x010002"> : tensor<3xi1>').get_values() == (-1, 0, -1)


def test_hex_splat_and_size_errors() -> None:
    assert parse('dense<"0xFDFFFFFFFFFF"> : tensor<3xi48>').get_values() == (-3, -3, -3)
    with pytest.raises(ParseError, match="Expected 3 elements from the type, but got 2"):
        parse('dense<"0x010000000000020000000000"> : tensor<3xi48>')
    with pytest.raises(ParseError, match="not a multiple of the 6-byte"):
        parse('dense<"0x0100000000000200"> : tensor<3xi48>')


def spy_from_list(monkeypatch: pytest.MonkeyPatch) -> Spy:
    spy = Spy(DenseIntOrFPElementsAttr.from_list)
    monkeypatch.setattr(DenseIntOrFPElementsAttr, "from_list", staticmethod(spy))
    return spy


def test_splat_literal_is_one_packed_element(monkeypatch: pytest.MonkeyPatch) -> None:
    spy = spy_from_list(monkeypatch)
    attr = parse("dense<200> : tensor<64x1x1x64xi8>")
    assert [len(data) for _, data in spy.calls] == [1]
    assert attr.data.data == bytes([200]) * 64 * 64


def test_xdsl_still_rejects_i48_hex_and_misreads_i4() -> None:
    with unpatched(compat.DENSE_LITERAL_STORAGE):
        with pytest.raises(ParseError, match="Expected 101 elements from the type, but got 75"):
            parse(i48_hex(I48))
        assert parse('dense<"0x08"> : tensor<1xi4>').get_values() == (8,)


def test_xdsl_still_expands_splat_literals(monkeypatch: pytest.MonkeyPatch) -> None:
    with unpatched(compat.DENSE_LITERAL_STORAGE):
        spy = spy_from_list(monkeypatch)
        parse("dense<1> : tensor<64x1x1x64xi8>")
    assert [len(data) for _, data in spy.calls] == [64 * 64]


# --------------------------------------------------------------------------- #
# dense-literal-print
# --------------------------------------------------------------------------- #


def from_values(element: IntegerType, values: list[int]) -> Dense:
    return cast(
        Dense,
        DenseIntOrFPElementsAttr.from_list(TensorType(element, [len(values)]), values),
    )


def test_large_i48_i4_i1_print_in_mlir_layout() -> None:
    assert show(from_values(IntegerType(48), I48)) == i48_hex(I48)
    i4 = from_values(IntegerType(4), [-8, 7] * 51)
    assert show(i4) == f'dense<"0x{"0807" * 51}"> : tensor<102xi4>'
    i1 = from_values(IntegerType(1), [1, 0, 0] * 34)
    assert show(i1) == f'dense<"0x{"010000" * 34}"> : tensor<102xi1>'


def test_splat_is_decided_bitwise() -> None:
    assert show(parse("dense<[0x7FC00000, 0x7FC00000]> : tensor<2xf32>")) == (
        "dense<0x7FC00000> : tensor<2xf32>"
    )
    assert show(parse("dense<[0.0, -0.0]> : tensor<2xf32>")) == (
        "dense<[0.000000e+00, -0.000000e+00]> : tensor<2xf32>"
    )


def test_printing_does_not_unpack_a_large_constant(monkeypatch: pytest.MonkeyPatch) -> None:
    attr = from_values(IntegerType(8), list(range(-100, 100)))
    spy = Spy(DenseIntOrFPElementsAttr.get_values)
    monkeypatch.setattr(DenseIntOrFPElementsAttr, "get_values", spy.method())
    assert show(attr).startswith('dense<"0x9C9D')
    assert spy.calls == []


def test_xdsl_still_prints_i48_in_eight_bytes() -> None:
    with unpatched(compat.DENSE_LITERAL_PRINT):
        text = show(from_values(IntegerType(48), I48))
    assert len(text.split('"')[1]) == 2 + 16 * len(I48)


def test_xdsl_still_unpacks_twice_to_print(monkeypatch: pytest.MonkeyPatch) -> None:
    attr = from_values(IntegerType(8), list(range(-100, 100)))
    spy = Spy(DenseIntOrFPElementsAttr.get_values)
    monkeypatch.setattr(DenseIntOrFPElementsAttr, "get_values", spy.method())
    with unpatched(compat.DENSE_LITERAL_PRINT):
        show(attr)
    assert len(spy.calls) == 2


def test_hex_float_elements_keep_nan_payloads() -> None:
    attr = parse("dense<[0x7F98, 0xFC35, 1.0]> : tensor<3xf16>")
    assert attr.data.data == bytes.fromhex("987f35fc003c")


def test_xdsl_still_drops_nan_payloads_of_float_literals() -> None:
    with unpatched(compat.DENSE_LITERAL_STORAGE):
        attr = parse("dense<[0x7F98, 1.0]> : tensor<2xf16>")
    assert attr.data.data[:2] != bytes.fromhex("987f")


# --------------------------------------------------------------------------- #
# float-spelling (tests/unit/test_dense_literals.py compares it with tosa-opt)
# --------------------------------------------------------------------------- #

SPELLINGS = "dense<[0x2E66, 0x7C00]> : tensor<2xf16>"
"""f16 0.1 (MLIR rounds its digits differently) and +inf (MLIR: upper-case hex)."""


def test_float_spelling_prints_what_it_parses() -> None:
    assert show(parse(SPELLINGS)) == "dense<[9.997550e-02, 0x7C00]> : tensor<2xf16>"


def test_xdsl_still_spells_floats_its_own_way() -> None:
    with unpatched(compat.FLOAT_SPELLING):
        assert show(parse(SPELLINGS)) == "dense<[9.997560e-02, 0x7c00]> : tensor<2xf16>"


# --------------------------------------------------------------------------- #
# attr-dict-directive
# --------------------------------------------------------------------------- #

RESCALE = (
    "%r = tosa.rescale %x, %m, %s, %izp, %ozp {scale32 = true, input_unsigned = false, "
    "output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND} : (tensor<4xi8>, "
    "tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>"
)
SORTED = (
    "{input_unsigned = false, output_unsigned = false, per_channel = false, "
    "rounding_mode = SINGLE_ROUND, scale32 = true} :"
)


def rescale_module() -> ModuleOp:
    """The rescale op above in a function, parsed by xDSL."""
    ctx = context()
    args = "%x: tensor<4xi8>, %m: tensor<1xi32>, %s: tensor<1xi8>, %izp: tensor<1xi8>, %ozp: tensor<1xi32>"
    return Parser(ctx, f"func.func @f({args}) {{\n  {RESCALE}\n  func.return\n}}\n").parse_module()


def rescale_text(module: ModuleOp) -> str:
    """The rescale line of ``module`` as xDSL prints it."""
    out = io.StringIO()
    Printer(stream=out).print_op(module)
    (line,) = [line for line in out.getvalue().splitlines() if "tosa.rescale" in line]
    return line.strip()


def test_tosa_ops_print_sorted_bare_attr_dicts() -> None:
    assert SORTED in rescale_text(rescale_module())


def test_xdsl_still_has_no_tosa_attr_dict() -> None:
    """The stock directive keeps insertion order and prints enums in full."""
    module = rescale_module()
    with unpatched(compat.ATTR_DICT_DIRECTIVE):
        text = rescale_text(module)
    assert "rounding_mode = #tosa.rounding_mode<SINGLE_ROUND>" in text
    assert text.index("scale32") < text.index("input_unsigned")


def test_xdsl_still_generates_parse_and_print_from_the_format() -> None:
    """The workaround replaces exactly these two generated methods."""
    for op in TOSA_OPS:
        if op.get_irdl_definition().assembly_format is not None:
            assert {"parse", "print"} <= vars(op).keys()
    assert {"with_keyword", "reserved_attr_names", "expected_properties"} <= set(
        AttrDictDirective.__dataclass_fields__
    )


def test_xdsl_still_parses_the_format_as_it_defines_the_op(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """What ``op_definition`` leaves out of every TOSA op's definition: xDSL parses the
    format at once, for the ``parse`` it generates (whose closure holds the program,
    which ``stock_program`` takes where the workaround does not apply). Defined by
    ``op_definition``, an op's format is parsed on its first parse or print instead,
    once, and its definition holds the format as written."""
    from xdsl.irdl import IRDLOperation, OpDef, irdl_op_definition
    from xdsl.irdl.declarative_assembly_format import FormatProgram

    parsed: list[str] = []
    from_str = FormatProgram.from_str

    def counted(fmt: str, op_def: OpDef) -> FormatProgram:
        parsed.append(fmt)
        return from_str(fmt, op_def)

    monkeypatch.setattr(FormatProgram, "from_str", staticmethod(counted))

    class _Op(IRDLOperation):
        name = "test.formatted"
        assembly_format = "attr-dict"

    defined = irdl_op_definition(_Op)
    assert parsed == ["attr-dict"]
    held = [c.cell_contents for c in vars(defined)["parse"].__func__.__closure__ or ()]
    assert any(isinstance(c, FormatProgram) for c in held)

    class _Deferred(IRDLOperation):
        name = "test.deferred"
        assembly_format = "attr-dict"

    deferred = op_format.op_definition(_Deferred)
    assert parsed == ["attr-dict"]  # not parsed again
    assert deferred.get_irdl_definition().assembly_format == "attr-dict"
    assert deferred.assembly_format == "attr-dict"
    assert "parse" not in vars(deferred)
    for op in TOSA_OPS:
        if op.get_irdl_definition().assembly_format is not None:
            assert op_format.xdsl_program(op) is None, op.name


UPSTREAM_RESCALE = RESCALE.replace(
    "{scale32 = true, input_unsigned = false, output_unsigned = false, per_channel = false, "
    "rounding_mode = SINGLE_ROUND}",
    "scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) "
    "output_unsigned(false)",
)


def test_tosa_ops_read_their_other_formats_too() -> None:
    """The op reads its upstream format as well as its own, to the same op."""
    ours = rescale_module()
    args = "%x: tensor<4xi8>, %m: tensor<1xi32>, %s: tensor<1xi8>, %izp: tensor<1xi8>, %ozp: tensor<1xi32>"
    text = f"func.func @f({args}) {{\n  {UPSTREAM_RESCALE}\n  func.return\n}}\n"
    assert Parser(context(), text).parse_module().is_structurally_equivalent(ours)


def test_xdsl_still_reads_one_format_per_op() -> None:
    """Unpatched, the op reads only the format xDSL generated its parse from; and xDSL
    still refuses an op that declares a format and a parse of its own."""
    args = "%x: tensor<4xi8>, %m: tensor<1xi32>, %s: tensor<1xi8>, %izp: tensor<1xi8>, %ozp: tensor<1xi32>"
    text = f"func.func @f({args}) {{\n  {UPSTREAM_RESCALE}\n  func.return\n}}\n"
    with unpatched(compat.ATTR_DICT_DIRECTIVE), pytest.raises(ParseError):
        Parser(context(), text).parse_module()
    from xdsl.irdl import IRDLOperation, irdl_op_definition
    from xdsl.utils.exceptions import PyRDLOpDefinitionError

    with pytest.raises(PyRDLOpDefinitionError, match="Cannot define both"):

        @irdl_op_definition
        class _Both(IRDLOperation):  # pyright: ignore[reportUnusedClass]
            name = "test.both"
            assembly_format = "attr-dict"

            @classmethod
            def parse(cls, parser: Parser) -> _Both:
                raise NotImplementedError


def test_xdsl_still_leaves_a_set_default_out_of_an_optional_group() -> None:
    """xDSL's own program of a keyword format omits ``local_bound(false)``; MLIR (and the
    programs of ``reads``) print it, since the property is set."""
    from xdsl.irdl.declarative_assembly_format import FormatProgram

    from lutdialect.dialects.tosa import ops
    from lutdialect.dialects.tosa.format import format_in

    fmt = format_in(ops.Conv2DOp, "upstream")
    assert fmt is not None
    source = (
        "%r = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, "
        "local_bound = false, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : "
        "(tensor<1x4x4x4xi8>, tensor<8x1x1x4xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) "
        "-> tensor<1x4x4x8xi32>"
    )
    args = "%x: tensor<1x4x4x4xi8>, %w: tensor<8x1x1x4xi8>, %b: tensor<8xi32>, %zp: tensor<1xi8>"
    module = Parser(
        context(), f"func.func @f({args}) {{\n  {source}\n  func.return\n}}\n"
    ).parse_module()
    (conv,) = [op for op in module.walk() if isinstance(op, ops.Conv2DOp)]
    stock = FormatProgram.from_str(fmt, ops.Conv2DOp.get_irdl_definition())
    for program, printed in ((stock, False), (op_format.program_of(ops.Conv2DOp, fmt), True)):
        out = io.StringIO()
        program.print(Printer(stream=out), conv)
        assert ("local_bound(false)" in out.getvalue()) == printed, out.getvalue()


def test_xdsl_still_backtracks_with_resume_from() -> None:
    """``rewind`` (trying the next format) is the parser's own ``_resume_from``."""
    parser = Parser(context(), "a b")
    start = parser.pos
    parser.parse_identifier()
    op_format.rewind(parser, start)
    assert parser.parse_identifier() == "a"


# --------------------------------------------------------------------------- #
# tosa-dialect-slot
# --------------------------------------------------------------------------- #


def test_xdsl_universe_resolves_tosa_to_lutdialect() -> None:
    assert XDSL_UNIVERSE.all_dialects["tosa"] is get_tosa_dialect


def test_xdsl_still_ships_a_partial_tosa() -> None:
    """xDSL's own ``tosa`` occupies the name and lacks ops TOSA graphs use."""
    assert plugin.xdsl_tosa() is not None
    names = {op.name for op in plugin.xdsl_tosa()().operations}  # pyright: ignore[reportOptionalCall]
    assert "tosa.add" in names
    assert "tosa.table" not in names


# --------------------------------------------------------------------------- #
# the version guard
# --------------------------------------------------------------------------- #


def test_every_workaround_targets_the_installed_xdsl_and_is_installed() -> None:
    for workaround in compat.WORKAROUNDS:
        assert workaround.targets == compat.xdsl_series(), workaround.name
        assert workaround.installed, workaround.name


def test_the_guard_reads_the_version_importlib_metadata_gives() -> None:
    from importlib.metadata import version

    assert guard.installed_xdsl_version() == version("xdsl")


def probe() -> tuple[compat.Workaround, list[str]]:
    log: list[str] = []
    return (
        compat.Workaround(
            name="probe",
            targets="0.75",
            missing="nothing",
            upstream="nothing",
            apply=lambda: log.append("apply"),
            revert=lambda: log.append("revert"),
        ),
        log,
    )


def test_other_xdsl_series_skips_the_workaround_with_a_warning(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(guard, "installed_xdsl_version", lambda: "0.76.1")
    monkeypatch.delenv(guard.FORCE_ENV, raising=False)
    workaround, log = probe()
    with pytest.warns(
        compat.XdslCompatWarning, match=r"'probe' targets xDSL 0\.75\.x but xDSL 0\.76\.1"
    ):
        assert not workaround.install()
    assert log == [] and not workaround.installed


def test_force_installs_on_another_series(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(guard, "installed_xdsl_version", lambda: "0.76.1")
    monkeypatch.setenv(guard.FORCE_ENV, "force")
    workaround, log = probe()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert workaround.install() and workaround.install()
    workaround.uninstall()
    assert log == ["apply", "revert"]


# --------------------------------------------------------------------------- #
# string-literal-scan
# --------------------------------------------------------------------------- #

XDSL_STRING_LITERAL = r'"(?:[^"\\\n\v\f]+|\\(?:["nt\\]|[0-9A-Fa-f]{2}))*"'
"""xDSL 0.75's pattern, whose nested run backtracks exponentially on an open quote."""


def test_an_open_string_literal_is_an_error_at_once() -> None:
    """A quote left open on a long line: one scan, then the error (xDSL's own pattern
    would take longer than the age of the universe on this line)."""
    from lutdialect.io.errors import GraphError
    from lutdialect.io.mlir import parse_mlir

    with pytest.raises(GraphError, match="2:3: End of file reached before closing string"):
        parse_mlir('module {\n  "' + "a" * 200 + "\n}\n", context(), "open.mlir")


def test_the_string_literal_scan_matches_what_xdsl_matches() -> None:
    """Every string over the characters that matter, quoted or not, is matched to the
    same end by both patterns: the language is xDSL's."""
    import itertools
    import re

    from lutdialect.compat.lexer import STRING_LITERAL

    ours, theirs = STRING_LITERAL, re.compile(XDSL_STRING_LITERAL)
    alphabet = ['"', "\\", "a", "n", "t", "0", "F", "g", "\n", "\v"]
    checked = 0
    for size in range(6):
        for chars in itertools.product(alphabet, repeat=size):
            text = '"' + "".join(chars)
            a, b = ours.match(text), theirs.match(text)
            assert (a and a.end()) == (b and b.end()), repr(text)
            checked += 1
    assert checked > 100_000


def test_xdsl_still_nests_a_run_in_its_string_literal_pattern() -> None:
    from xdsl.utils.mlir_lexer import MLIRLexer

    with unpatched(compat.STRING_LITERAL_SCAN):
        assert MLIRLexer._unescaped_characters_regex.pattern == XDSL_STRING_LITERAL  # pyright: ignore[reportPrivateUsage]
