"""The reference-model harness: serialisation, input conversion, status mapping."""

from __future__ import annotations

import importlib
import subprocess
import sys
import tempfile
from pathlib import Path

import graphs as G
import numpy as np
import numpy.typing as npt
import pytest
from xdsl.parser import Parser

from lutdialect import reference
from lutdialect.builder import Rescale
from lutdialect.io.context import context
from lutdialect.reference import (
    GraphStatus,
    ReferenceError,
    ReferenceUnavailable,
    run_graph,
    serialize,
    tosa_opt,
)

ADD_I32 = G.binary("tosa.add", "i32", shape=4)


def test_importing_does_not_load_the_reference_model() -> None:
    code = (
        "import sys, lutdialect.reference; "
        "assert 'tosa_reference_model' not in sys.modules; "
        "assert 'ml_dtypes' not in sys.modules"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_tosa_opt_is_found() -> None:
    assert Path(tosa_opt()).name == "tosa-opt"


def test_native_binary_is_preferred_to_the_console_shim() -> None:
    # The shim on PATH is a Python script; the binary in the distribution is not.
    assert Path(tosa_opt()).read_bytes()[:4] == b"\x7fELF"


@pytest.mark.usefixtures("without_tosa_opt")
def test_missing_tosa_opt_says_how_to_install() -> None:
    with pytest.raises(ReferenceUnavailable, match=r"pip install 'lutdialect\[test\]'"):
        tosa_opt()


def test_missing_reference_model_says_how_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.import_module

    def fake(name: str, package: str | None = None) -> object:
        if name == "tosa_reference_model":
            raise ImportError(name)
        return real(name, package)

    monkeypatch.setattr(reference.importlib, "import_module", fake)
    with pytest.raises(ReferenceUnavailable, match=r"pip install 'lutdialect\[test\]'"):
        run_graph(ADD_I32, [np.arange(4), np.arange(4)])


def test_unavailable_is_a_reference_error() -> None:
    assert issubclass(ReferenceUnavailable, ReferenceError)


def test_serialize_writes_a_flatbuffer_and_cleans_up(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    blob = serialize(ADD_I32)
    assert blob[4:8] == b"TOSA"  # flatbuffer file identifier
    run_graph(blob, [np.arange(4), np.arange(4)])
    assert list(tmp_path.iterdir()) == []


def test_text_blob_and_module_give_the_same_result() -> None:
    a, b = np.array([1, -2, 2**31 - 1, 7]), np.array([5, 6, -1, -7])
    from_text = run_graph(ADD_I32, [a, b])
    from_blob = run_graph(serialize(ADD_I32), [a, b])
    module = Parser(context(), ADD_I32).parse_module()
    from_module = run_graph(module, [a, b])
    for result in (from_text, from_blob, from_module):
        assert result.status is GraphStatus.VALID
        assert result.outputs[0].dtype == np.int32
        np.testing.assert_array_equal(result.outputs[0], a + b)


def test_rejected_graph_reports_tosa_opt_error() -> None:
    broken = ADD_I32.replace("tosa.add %arg0, %arg1", "tosa.add %arg0")
    with pytest.raises(ReferenceError, match="number of operands"):
        run_graph(broken, [np.arange(4), np.arange(4)])


def test_statuses_are_mapped() -> None:
    big = np.full(4, 2**31 - 1)
    assert run_graph(ADD_I32, [big, big]).status is GraphStatus.UNPREDICTABLE
    # A 512-entry i16 table is an ERROR_IF the verifier does not catch.
    short_table = G.table(np.zeros(512, dtype=np.int64), "i16", shape=4)
    assert run_graph(short_table, [np.zeros(4, np.int16)]).status is GraphStatus.ERROR


def test_inputs_are_converted_to_declared_dtypes() -> None:
    graph = G.unary("tosa.identity", "i8", shape=3)
    out = run_graph(graph, [np.array([-128, 0, 127], dtype=np.int64)]).outputs[0]
    assert out.dtype == np.int8
    np.testing.assert_array_equal(out, [-128, 0, 127])


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (np.array([0, 128, 0]), "do not fit i8"),
        (np.zeros((3, 1), np.int8), "shape"),
    ],
)
def test_bad_inputs_are_refused(value: npt.NDArray[np.int64], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        run_graph(G.unary("tosa.identity", "i8", shape=3), [value])


def test_wrong_input_count_is_refused() -> None:
    with pytest.raises(ValueError, match="takes 2 inputs"):
        run_graph(ADD_I32, [np.arange(4)])


@pytest.mark.parametrize("element", ["bf16", "f16", "f8E4M3FN", "f8E5M2"])
def test_narrow_floats_round_trip(element: str) -> None:
    values = np.array([1.5, -2.0, 0.0, np.inf], dtype=np.float32)
    out = run_graph(G.unary("tosa.identity", element, shape=4), [values]).outputs[0]
    assert out.dtype == reference.numpy_dtype(element)
    np.testing.assert_array_equal(out.astype(np.float32)[:3], values[:3])


def test_float_constants_keep_special_values() -> None:
    g = G.Graph()
    x = g.arg(4, "f32")
    specials = np.array([np.nan, -0.0, np.inf, 1.5], dtype=np.float32)
    y = g.op("tosa.add", [x, g.const(specials, "f32")], "f32")
    out = run_graph(g.build(y), [np.zeros(4, np.float32)]).outputs[0]
    assert np.isnan(out[0])
    np.testing.assert_array_equal(out[1:], specials[1:])


def test_double_round_needs_the_attached_target() -> None:
    graph = G.rescale("i8", "i8", Rescale(1 << 30, 33, rounding_mode="DOUBLE_ROUND"))
    codes = G.all_codes("i8")
    assert run_graph(graph, [codes]).status is GraphStatus.VALID
    without = serialize(graph, attach_target=False)
    assert without != serialize(graph)


def test_rank0_and_multi_result_graphs() -> None:
    g = G.Graph()
    x = g.arg((), "i32")
    y = g.op("tosa.abs", [x], "i32")
    z = g.op("tosa.bitwise_not", [x], "i32")
    result = run_graph(g.build(y, z), [np.array(-5)])
    assert [int(o) for o in result.outputs] == [5, 4]


def test_graph_without_arguments_runs_constants() -> None:
    g = G.Graph()
    c = g.const([[1, 2], [3, 4]], "i32")
    y = g.op("tosa.negate", [c, g.const([0], "i32"), g.const([0], "i32")], "i32")
    np.testing.assert_array_equal(run_graph(g.build(y), []).outputs[0], [[-1, -2], [-3, -4]])


@pytest.mark.parametrize(
    ("ending", "says"),
    [
        ("segfault", "crashed on the graph (SIGSEGV)"),
        ("exit", "ended the process on the graph (exit status 7)"),
        ("raise", None),
        ("return", None),
    ],
)
def test_a_run_that_ends_the_process_is_told_apart(ending: str, says: str | None) -> None:
    """``run_graph(isolated=True)`` runs a graph first in a child: a run that kills
    it, or calls ``exit()`` itself, is a reason; one that raises or returns is not
    (the parent runs it again and sees the same). A graph that ran is not run in a
    child again."""
    import os
    import signal

    from lutdialect import reference as ref

    def run(_blob: bytes, _feeds: object) -> tuple[list[object], object]:
        if ending == "segfault":
            os.kill(os.getpid(), signal.SIGSEGV)
        if ending == "exit":
            os._exit(7)
        if ending == "raise":
            raise ValueError("refused")
        return [], None

    blob = f"graph that ends by {ending}".encode()
    found = ref._crash(run, blob, [])  # pyright: ignore[reportPrivateUsage, reportArgumentType]
    assert (found is None) if says is None else (found is not None and says in found)
    assert ((len(blob), hash(blob)) in ref._SURVIVED) == (says is None)  # pyright: ignore[reportPrivateUsage]
