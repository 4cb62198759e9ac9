"""Real and real-shaped graphs: what the writer produces runs and compiles like the original.

Graphs: every committed model (``benchmarks/models/*.tosa``), the CLI tests'
real-shaped int8 and a16w8 graphs and a stack of DyT blocks, all serialised by
``tosa-opt``. For each, the flatbuffer written back from the module read must give
bit-identical reference-model outputs, read back in ``tosa-opt`` as the original
does, and compile with Vela to the same cycle count.
"""

from __future__ import annotations

import csv
import importlib.util
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import fb_corpus as corpus
import numpy as np
import pytest
from xdsl.dialects.builtin import TensorType
from xdsl.dialects.func import FuncOp
from xdsl.utils.exceptions import ParseError

from lutdialect.io.flatbuffer import read_flatbuffer, write_flatbuffer
from lutdialect.reference import run_graph
from lutdialect.verify import GraphError, context, parse_mlir

GENERATED = (
    "generated:conv_dyt_i8",
    "generated:conv_dyt_i16",
    "generated:linear_silu_i8",
    "generated:linear_silu_i16",
    "generated:residual_dyt_i16",
)


def _dyt_stack(blocks: int) -> bytes:
    spec = importlib.util.spec_from_file_location(
        "fb_parse_print", corpus.ROOT / "benchmarks/parse_print.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    blob = corpus.serialize(module.dyt_module(blocks))
    assert blob is not None
    return blob


def _graphs() -> list[Any]:
    params: list[Any] = [pytest.param(p, id=p.stem) for p in corpus.MODELS]
    params += [pytest.param(name, id=name.split(":")[1]) for name in GENERATED]
    params.append(pytest.param("dyt-stack-20", id="dyt-stack-20"))
    return params


def _blob(graph: Path | str) -> bytes:
    if isinstance(graph, Path):
        return graph.read_bytes()
    if graph == "dyt-stack-20":
        return _dyt_stack(20)
    blob = corpus.flatbuffer(graph)
    assert blob is not None
    return blob


def _inputs(blob: bytes, seed: int = 0) -> list[np.ndarray[Any, Any]]:
    func = next(op for op in read_flatbuffer(blob).walk() if isinstance(op, FuncOp))
    rng = np.random.default_rng(seed)
    out: list[np.ndarray[Any, Any]] = []
    for arg in func.body.block.args:
        arg_type: Any = arg.type
        assert isinstance(arg_type, TensorType)
        dtype = np.dtype(f"int{arg.type.element_type.bitwidth}")  # pyright: ignore[reportUnknownMemberType,reportAttributeAccessIssue]
        info = np.iinfo(dtype)
        shape: tuple[int, ...] = arg_type.get_shape()  # pyright: ignore[reportUnknownMemberType,reportUnknownVariableType]
        out.append(rng.integers(info.min, info.max, shape, endpoint=True).astype(dtype))
    return out


@pytest.mark.parametrize("graph", _graphs())
def test_written_graph_runs_bit_identically(graph: Path | str) -> None:
    blob = _blob(graph)
    written = write_flatbuffer(read_flatbuffer(blob))
    for seed in range(2):
        inputs = _inputs(blob, seed)
        before, after = run_graph(blob, inputs), run_graph(written, inputs)
        assert after.status == before.status
        for b, a in zip(before.outputs, after.outputs, strict=True):
            assert b.dtype == a.dtype and np.array_equal(b, a)


@pytest.mark.parametrize("graph", _graphs())
def test_reader_and_writer_agree_with_tosa_opt(graph: Path | str) -> None:
    blob = _blob(graph)
    module = read_flatbuffer(blob)
    text = corpus.oracle_text(blob)
    assert text is not None
    try:
        expected = corpus.canonical(parse_mlir(text, context()))
    except (GraphError, ParseError):
        expected = None  # xDSL's text parser cannot read the oracle's text (large i48)
    if expected is not None:
        assert corpus.canonical(module) == expected
    again = corpus.oracle_text(write_flatbuffer(module))
    assert again is not None
    assert corpus.without_warnings(again) == corpus.without_warnings(text)


def _vela_cycles(vela: str, blob: bytes, tmp: Path, name: str) -> float:
    src = tmp / f"{name}.tosa"
    src.write_bytes(blob)
    out = tmp / f"{name}-out"
    proc = subprocess.run(
        [vela, str(src), "--accelerator-config", "ethos-u85-256", "--output-dir", str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    summary = next(out.glob("*_summary_*.csv"))
    with summary.open() as f:
        row = next(csv.DictReader(f))
    return float(row["cycles_total"])


@pytest.mark.parametrize(
    "graph",
    [p for p in _graphs() if p.id in {"conv_dyt_i8", "conv_dyt_i16", "dyt-stack-20"}]
    + [p for p in _graphs() if isinstance(p.values[0], Path)],
)
def test_vela_compiles_the_written_graph(
    graph: Path | str, tmp_path: Path, script: Callable[[str], str]
) -> None:
    vela = script("vela")  # installed with [test]
    blob = _blob(graph)
    written = write_flatbuffer(read_flatbuffer(blob))
    cycles = _vela_cycles(vela, written, tmp_path, "written")
    assert cycles == _vela_cycles(vela, blob, tmp_path, "original")
