"""Both TOSA syntaxes (``lutdialect.syntax``), read and written, against the real tools.

The corpus is every FileCheck input (the ``tosa-tools`` syntax) and ``iree-opt``'s print
of it (the ``upstream`` syntax; iree-base-compiler 3.13.0), committed under
``tests/syntax`` by ``tests/syntax/regenerate.py``, plus the committed real models.
Offline, each chunk must read to the same IR in both syntaxes, lutdialect's upstream
print must be ``iree-opt``'s (up to SSA names and whitespace), and ``tosa-opt`` must
read lutdialect's default print of the upstream text to the IR it reads from the
original. Where ``iree-opt`` is installed (``$IREE_OPT`` or ``PATH``), the same is checked
against it directly: the committed prints are current, and it reads lutdialect's
upstream print to the IR it reads from the original, compared in MLIR's generic form.
"""

from __future__ import annotations

import contextlib
import io
import re
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
import syntax_corpus as corpus
from xdsl.dialects.builtin import ModuleOp
from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser
from xdsl.utils.exceptions import ParseError

from lutdialect.compat import op_format
from lutdialect.dialects.tosa import TOSA_OPS, TosaPrinter
from lutdialect.dialects.tosa.format import format_in, formats_by_syntax, syntax_program
from lutdialect.io.context import context
from lutdialect.io.errors import GraphError
from lutdialect.io.graph import read_graph
from lutdialect.io.mlir import parse_mlir, print_mlir
from lutdialect.reference import tosa_opt
from lutdialect.syntax import DEFAULT_SYNTAX, SYNTAXES, UPSTREAM

SOURCES = corpus.filecheck_inputs()
IDS = [str(p.relative_to(corpus.FILECHECK)) for p in SOURCES]
IREE_OPT = corpus.iree_opt()
needs_iree_opt = pytest.mark.skipif(IREE_OPT is None, reason=corpus.IREE_OPT_MISSING)


def _parse(text: str, name: str = "<corpus>") -> ModuleOp:
    corpus.forget_resources()
    return parse_mlir(text, context(), name)


def _print(module: ModuleOp, syntax: str) -> str:
    """As ``lutdialect-opt --tosa-syntax=SYNTAX`` prints (with the resource section)."""
    out = io.StringIO()
    printer = TosaPrinter(stream=out, tosa_syntax=syntax)
    printer.print_op(module)
    printer.print_metadata(context().loaded_dialects)
    return out.getvalue() + "\n"


def _pairs(source: Path) -> Iterator[tuple[int, str, str]]:
    """Each chunk of ``source`` that ``iree-opt`` printed: (index, original, upstream)."""
    originals = corpus.chunks(source.read_text())
    upstream = corpus.upstream_chunks(source)
    assert len(originals) == len(upstream), f"{source.name}: regenerate tests/syntax"
    for k, (original, printed) in enumerate(zip(originals, upstream, strict=True)):
        if printed is not None:
            yield k, original, printed


def _readable(source: Path) -> Iterator[tuple[int, ModuleOp, str]]:
    """(index, module, upstream text) of each chunk lutdialect reads in the original."""
    for k, original, printed in _pairs(source):
        try:
            module = _parse(original, f"{source.name}#{k}")
        except GraphError:
            # tosa-opt reads it, lutdialect does not (a stricter parse-time check):
            # then it must not read the upstream print either.
            with pytest.raises(GraphError):
                _parse(printed)
            continue
        yield k, module, printed


# --------------------------------------------------------------------------- #
# Declarations
# --------------------------------------------------------------------------- #


def test_an_op_s_first_format_is_its_assembly_format_and_prints_itself() -> None:
    for op in TOSA_OPS:
        formats = formats_by_syntax(op)
        assert len(formats) == len(SYNTAXES)
        assert formats[0] == op.get_irdl_definition().assembly_format
        assert syntax_program(op, DEFAULT_SYNTAX) is None
        changed = formats[1] != formats[0]
        assert (syntax_program(op, UPSTREAM) is not None) == changed, op.name


def test_a_later_syntax_format_binds_every_property() -> None:
    """In a strict syntax a property has no other place: each is a keyword of the op."""
    for op in TOSA_OPS:
        fmt = format_in(op, UPSTREAM)
        if fmt is None or fmt == op.get_irdl_definition().assembly_format:
            continue
        missing = [p for p in op.get_irdl_definition().properties if f"${p}" not in fmt]
        assert not missing, (op.name, missing)


def test_an_unknown_syntax_in_syntax_formats_is_refused() -> None:
    from lutdialect.dialects.tosa import format as tosa_format

    class Odd:
        SYNTAX_FORMATS = {DEFAULT_SYNTAX: "operands attr-dict"}

        @staticmethod
        def get_irdl_definition() -> object:
            raise AssertionError("not reached")

    with pytest.raises(ValueError, match="not a later syntax"):
        tosa_format.formats_by_syntax(Odd)  # pyright: ignore[reportArgumentType]


def test_every_op_is_in_the_corpus_in_both_syntaxes() -> None:
    """Each op is written in its custom form (unquoted) in both corpora."""
    originals = "\n".join(p.read_text() for p in SOURCES)
    printed = "\n".join(corpus.upstream_path(p).read_text() for p in SOURCES)
    for op in TOSA_OPS:
        custom = re.compile(rf'(?<!")\b{re.escape(op.name)}\b(?!")')
        assert custom.search(printed), f"{op.name} is not in iree-opt's print of the corpus"
        if op.get_irdl_definition().assembly_format is not None:
            assert custom.search(originals), f"{op.name} is not in the FileCheck inputs"


# --------------------------------------------------------------------------- #
# Offline: the committed iree-opt print of every FileCheck input
# --------------------------------------------------------------------------- #


@pytest.mark.parametrize("source", SOURCES, ids=IDS)
def test_both_syntaxes_read_and_write_the_same_ir(source: Path) -> None:
    """For each chunk: iree-opt's print reads as the original; lutdialect's upstream
    print is iree-opt's (up to SSA names and whitespace); its print in each syntax, and
    its generic form, read back to it."""
    for k, module, printed in _readable(source):
        difference = corpus.ir_difference(module, _parse(printed))
        assert difference is None, f"chunk {k}: iree-opt's print reads otherwise:\n{difference}"
        texts = {syntax: _print(module, syntax.name) for syntax in SYNTAXES}
        assert corpus.normalize(texts[UPSTREAM]) == corpus.normalize(printed), f"chunk {k}"
        for syntax, text in texts.items():
            # The default syntax leaves a property out at its default, as tosa-opt does.
            loose = syntax is DEFAULT_SYNTAX
            again = _parse(text)
            assert corpus.ir_difference(module, again, every_default=loose) is None, (k, syntax)
        generic = io.StringIO()
        TosaPrinter(stream=generic, tosa_syntax=UPSTREAM, print_generic_format=True).print_op(
            module
        )
        assert corpus.ir_difference(module, _parse(generic.getvalue())) is None, k


@pytest.mark.parametrize("source", SOURCES, ids=IDS)
def test_tosa_opt_reads_the_upstream_text_rewritten_as_the_original(source: Path) -> None:
    """Read iree-opt's print, print it in the default syntax: tosa-opt reads that to the
    IR it reads from its own print of the original (compared in its generic form)."""
    tool = str(tosa_opt())
    for k, original, printed in _pairs(source):
        own = corpus.run([tool], original)
        if own.returncode != 0:  # the chunk is written in the upstream syntax
            continue
        expected = _mlir_generic(tool, own.stdout)
        rewritten = _print(_parse(printed), DEFAULT_SYNTAX.name)
        actual = _mlir_generic(tool, rewritten)
        assert corpus.unnumbered_resources(actual) == expected, f"chunk {k}"


def test_formats_that_both_read_a_text_read_the_same_op(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reading the corpus in both syntaxes, every format of an op is tried on each op's
    text; where two read it, the ops are the same (so the order they are tried in, and
    the format that fitted before, never decide what a text means)."""
    ambiguous: list[str] = []

    def every_format(
        cls: type[IRDLOperation],
        parser: Parser,
        op: type[IRDLOperation],
        formats: Sequence[str | None],
    ) -> IRDLOperation:
        start = parser.pos
        read: list[tuple[IRDLOperation, int]] = []
        for fmt in formats:
            with contextlib.suppress(ParseError):
                read.append((op_format.program_of(op, fmt).parse(parser, cls), parser.pos))
            op_format.rewind(parser, start)
        if len(read) > 1:
            ambiguous.append(op.name)
            first, end = read[0]
            for other, other_end in read[1:]:
                assert other_end == end, op.name
                assert first.is_structurally_equivalent(other), op.name
        return first_fitting(cls, parser, op, formats)

    first_fitting = op_format.parse_first_fitting
    monkeypatch.setattr(op_format, "parse_first_fitting", every_format)
    for source in SOURCES:
        for _, original, printed in _pairs(source):
            for text in (original, printed):
                with contextlib.suppress(GraphError):
                    _parse(text)
    assert "tosa.maximum" in ambiguous  # `tosa.maximum %a, %b : ...` is in both syntaxes


def test_a_text_no_format_reads_reports_the_furthest_error() -> None:
    """The tosa-tools error inside the dictionary, not the upstream one at its brace."""
    text = (
        "func.func @f(%x: tensor<4xi8>, %m: tensor<1xi32>, %s: tensor<1xi8>, "
        "%z: tensor<1xi8>) -> tensor<4xi8> {\n"
        "  %0 = tosa.rescale %x, %m, %s, %z, %z {input_unsigned = false, output_unsigned = "
        "false, per_channel = false, rounding_mode = FOO, scale32 = true} : (tensor<4xi8>, "
        "tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>\n"
        "  return %0 : tensor<4xi8>\n}\n"
    )
    with pytest.raises(GraphError, match=r"'FOO' is not a valid tosa\.rounding_mode"):
        _parse(text)
    upstream = text.replace("{input_unsigned", "scale32(true) rounding_mode<SINGLE_ROUND> x {")
    with pytest.raises(GraphError, match="per_channel"):
        _parse(upstream)


def test_a_strict_syntax_takes_no_property_from_the_dictionary() -> None:
    """``iree-opt`` refuses ``argmax ... axis(0) {nan_mode = ...}`` too."""
    text = (
        "func.func @f(%x: tensor<4xf32>) -> tensor<i32> {\n"
        "  %0 = tosa.argmax %x axis(0) {nan_mode = IGNORE} : (tensor<4xf32>) -> tensor<i32>\n"
        "  return %0 : tensor<i32>\n}\n"
    )
    with pytest.raises(GraphError, match="property 'nan_mode' cannot be given"):
        _parse(text)


@pytest.mark.parametrize(
    ("op", "message"),
    [
        (
            "%0 = tosa.argmax %x {axis = 0 : i64} : (tensor<4x2xi8>) -> tensor<2xi32>",
            "Expected attribute i32 but got i64",
        ),
        (
            "%0 = tosa.reshape %x, %x : (tensor<4x2xi8>, tensor<4x2xi8>) -> tensor<8xi8>",
            "should be of base attribute tosa.shape",
        ),
    ],
    ids=["axis-i64", "shape-tensor"],
)
def test_a_wrong_type_is_an_error_at_the_op(op: str, message: str) -> None:
    """xDSL refuses the op as it builds it; the error names the op's place."""
    text = f"func.func @f(%x: tensor<4x2xi8>) {{\n  {op}\n  return\n}}\n"
    with pytest.raises(GraphError, match=rf"^<corpus>:2:3: .*{re.escape(message)}"):
        _parse(text)


def test_explicit_defaults_print_as_mlir_does() -> None:
    """``nan_mode`` (always held by MLIR) is left out at PROPAGATE; ``local_bound`` (held
    only when set) is written when set, even to false."""
    source = corpus.FILECHECK / "dialects" / "tosa" / "input_forms.mlir"
    (chunk,) = [c for c in corpus.chunks(source.read_text()) if "local_bound = false" in c]
    assert "nan_mode = PROPAGATE" in chunk
    upstream = _print(_parse(chunk), "upstream")
    assert "nan_mode<PROPAGATE>" not in upstream
    assert "local_bound(false)" in upstream


# --------------------------------------------------------------------------- #
# Offline: the committed models
# --------------------------------------------------------------------------- #


@pytest.mark.parametrize("model", corpus.MODELS, ids=[m.stem for m in corpus.MODELS])
def test_model_reads_the_same_in_both_syntaxes(model: Path) -> None:
    """The model's MLIR text in each syntax reads to the IR the flatbuffer reader made,
    and its upstream text is iree-opt's print of it (by the committed digest)."""
    module = read_graph(model).module
    for syntax in SYNTAXES:
        text = print_mlir(module, syntax)
        difference = corpus.ir_difference(module, _parse(text, model.name))
        assert difference is None, f"{syntax.name}:\n{difference}"
        if syntax is UPSTREAM:
            assert corpus.digest(text) == corpus.model_digests()[model.name]


# --------------------------------------------------------------------------- #
# With iree-opt
# --------------------------------------------------------------------------- #


def _mlir_generic(tool: str, text: str) -> str:
    proc = corpus.run([tool, "--mlir-print-op-generic"], text)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@needs_iree_opt
@pytest.mark.parametrize("source", SOURCES, ids=IDS)
def test_iree_opt_reads_the_upstream_print_as_the_original(source: Path) -> None:
    assert IREE_OPT is not None
    for k, module, _ in _readable(source):
        original = corpus.chunks(source.read_text())[k]
        through_tosa_opt = corpus.run([str(tosa_opt()), "--mlir-print-op-generic"], original)
        if through_tosa_opt.returncode == 0:
            original = through_tosa_opt.stdout  # else it is in the upstream syntax already
        expected = _mlir_generic(IREE_OPT, original)
        actual = _mlir_generic(IREE_OPT, _print(module, "upstream"))
        assert actual == expected, f"chunk {k}"


@needs_iree_opt
@pytest.mark.parametrize("source", SOURCES, ids=IDS)
def test_committed_iree_opt_print_is_current(source: Path) -> None:
    assert IREE_OPT is not None
    made = corpus.filecheck_file(source, str(tosa_opt()), IREE_OPT)
    assert made == corpus.upstream_path(source).read_text()


@needs_iree_opt
@pytest.mark.parametrize("model", corpus.MODELS, ids=[m.stem for m in corpus.MODELS])
def test_iree_opt_and_lutdialect_agree_on_the_model(model: Path) -> None:
    """iree-opt's print of the model's text reads to the model; iree-opt reads
    lutdialect's upstream print to the IR it reads from the model's text."""
    assert IREE_OPT is not None
    module = read_graph(model).module
    generic = _mlir_generic(str(tosa_opt()), print_mlir(module))
    printed = corpus.run([IREE_OPT], generic)
    assert printed.returncode == 0, printed.stderr
    assert corpus.ir_difference(module, _parse(printed.stdout, model.name)) is None
    assert corpus.digest(printed.stdout) == corpus.model_digests()[model.name]
    ours = _mlir_generic(IREE_OPT, print_mlir(module, "upstream"))
    assert ours == _mlir_generic(IREE_OPT, generic)
