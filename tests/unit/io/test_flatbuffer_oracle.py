"""The flatbuffer reader and writer against ``tosa-opt``, on every test graph.

Reader: ``read_flatbuffer(fb)`` prints as ``tosa-opt --tosa-deserialize`` + xDSL's
parser. Writer: ``tosa-opt --tosa-deserialize`` reads ``write_flatbuffer(read(fb))``
exactly as it reads ``fb``, and reading it back gives the same module.
"""

from __future__ import annotations

import fb_corpus as corpus
import pytest
from xdsl.dialects.builtin import ModuleOp

from lutdialect.io.flatbuffer import FlatbufferError, read_flatbuffer, write_flatbuffer
from lutdialect.verify import context, parse_mlir

NAMES = sorted(corpus.sources())

REFUSED_BY_TOSA_OPT = {
    # tosa-opt --tosa-serialize cannot write these (implicit captures, nested control
    # flow, dense_resource); the reader and writer are exercised on everything else.
    "control_flow:test_cond_if_implicit_capture",
    "control_flow:test_cond_if_multiple_results",
    "control_flow:test_cond_if_nested",
    "control_flow:test_while_loop_counter",
    "control_flow:test_while_loop_two_carried",
    "control_flow:test_while_loop_with_cond_if",
    "data_nodes:test_const_dense_resource",
}


def _flatbuffer(name: str) -> bytes:
    blob = corpus.flatbuffer(name)
    if blob is None:
        assert name in REFUSED_BY_TOSA_OPT, f"tosa-opt newly refuses {name}"
        pytest.skip("tosa-opt cannot serialise this graph")
    assert name not in REFUSED_BY_TOSA_OPT, f"tosa-opt now serialises {name}: list it as tested"
    return blob


def _read_or_refuse(blob: bytes) -> ModuleOp | FlatbufferError:
    """The module, or the one-line error for what lutdialect does not read."""
    try:
        return read_flatbuffer(blob)
    except FlatbufferError as e:
        assert "\n" not in str(e)
        return e


@pytest.mark.parametrize("name", NAMES)
def test_reader_matches_tosa_opt(name: str) -> None:
    blob = _flatbuffer(name)
    mine = _read_or_refuse(blob)
    text = corpus.oracle_text(blob)
    if text is None:
        # tosa-opt crashes or refuses to read it back (variables, an i4 constant it
        # wrote without data, shape-typed arguments, zero points as arguments):
        # lutdialect must refuse with a one-line message or read something valid.
        if isinstance(mine, ModuleOp):
            mine.verify()
        return
    assert isinstance(mine, ModuleOp), mine
    mine.verify()
    expected = corpus.canonical(parse_mlir(text, context(), name))
    got = corpus.canonical(mine)
    if corpus.unranked_results(blob):
        expected, got = corpus.blur_ranks(expected), corpus.blur_ranks(got)
    assert got == expected


@pytest.mark.parametrize("name", NAMES)
def test_writer_round_trips_through_tosa_opt(name: str) -> None:
    blob = _flatbuffer(name)
    module = _read_or_refuse(blob)
    if not isinstance(module, ModuleOp):
        pytest.skip(f"not read: {module}")
    written = write_flatbuffer(module)
    assert corpus.canonical(read_flatbuffer(written)) == corpus.canonical(module)
    text = corpus.oracle_text(blob)
    if text is not None:
        again = corpus.oracle_text(written)
        assert again is not None, "tosa-opt cannot read the written flatbuffer"
        assert corpus.without_warnings(again) == corpus.without_warnings(text)


def test_refusals_are_the_known_ones() -> None:
    """What the reader refuses is a short, explained list (and it can only shrink)."""
    refused: dict[str, str] = {}
    for name in NAMES:
        blob = corpus.flatbuffer(name)
        if blob is None:
            continue
        result = _read_or_refuse(blob)
        if isinstance(result, FlatbufferError):
            refused[name] = str(result)
    assert all("variable" in m for n, m in refused.items() if n.startswith("variable:")), refused
    others = {n: m for n, m in refused.items() if not n.startswith("variable:")}
    # tosa-opt --tosa-serialize writes an i4 constant without its data
    assert "data_nodes:test_const_i4" in others, others
    for name, message in others.items():
        assert "i4" in name, (name, message)
        assert message.startswith(
            "operator CONST (output 'TosaOutput_0'): constant data holds 0 bytes"
        )
