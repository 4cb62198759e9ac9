"""The test graphs as flatbuffers, with ``tosa-opt`` as the oracle of both directions.

Every function of the FileCheck corpus (``tests/filecheck/dialects/tosa``), of the pass
tests (``tests/filecheck/transforms``) and of ``docs/examples`` becomes a one-function
module (module attributes and module-level variables kept) that ``tosa-opt`` serialises;
what it cannot serialise (several functions calling each other, unranked or dynamic
shapes it rejects, ...) is left out and counted. For each graph the oracle also gives
its own reading: ``tosa-opt --tosa-deserialize`` printed as MLIR text.
"""

from __future__ import annotations

import functools
import os
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp

from lutdialect.reference import tosa_opt
from lutdialect.verify import context, parse_mlir

ROOT = Path(__file__).resolve().parents[3]
SOURCES = (
    *sorted((ROOT / "tests/filecheck/dialects/tosa").glob("*.mlir")),
    *sorted((ROOT / "tests/filecheck/transforms").glob("*.mlir")),
    *sorted((ROOT / "docs/examples").glob("*.mlir")),
)
INVALID = ("ops_invalid",)
"""Files of graphs that are meant not to verify."""

TARGET = (
    "--tosa-attach-target=profiles=pro_int,pro_fp "
    "extensions=int16,int4,bf16,fp8e4m3,fp8e5m2,fft,variable,controlflow,"
    "doubleround,inexactround,dynamic"
)


@dataclass(frozen=True)
class Graph:
    """One serialisable test graph: where it comes from, its text and its flatbuffer."""

    name: str
    text: str
    flatbuffer: bytes


def _chunks(path: Path) -> Iterator[str]:
    text = path.read_text()
    yield from text.split("// -----") if "// -----" in text else [text]


def _functions(path: Path) -> Iterator[tuple[str, str]]:
    """(``file:function``, one-function module text) for each function of ``path``."""
    ctx = context()
    for chunk in _chunks(path):
        if "func.func" not in chunk:
            continue
        module = parse_mlir(chunk, ctx, str(path))
        funcs = [op for op in module.ops if isinstance(op, FuncOp)]
        others = [op for op in module.ops if not isinstance(op, FuncOp)]
        for f in funcs:
            single = ModuleOp(
                [op.clone() for op in others] + [f.clone()], attributes=dict(module.attributes)
            )
            yield f"{path.stem}:{f.sym_name.data}", str(single)


def run(args: list[str], stdin: str = "module {}") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [tosa_opt(), "-", *args], input=stdin, capture_output=True, text=True, check=False
    )


def serialize(text: str, *, retain_names: bool = True) -> bytes | None:
    """``tosa-opt``'s flatbuffer of ``text``, or None when it refuses it."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "g.tosa"
        option = f"tosa-flatbuffer-filename={out}"
        if retain_names:
            option += " retain-graph-input-output-names"
        proc = run([TARGET, f"--tosa-serialize={option}", "-o", os.devnull], text)
        if proc.returncode != 0 or not out.is_file():
            return None
        return out.read_bytes()


def deserialize(blob: bytes) -> str:
    """``tosa-opt --tosa-deserialize`` of ``blob`` as MLIR text (raises when it refuses)."""
    with tempfile.TemporaryDirectory() as tmp:
        src, out = Path(tmp) / "g.tosa", Path(tmp) / "g.mlir"
        src.write_bytes(blob)
        proc = run(["--tosa-deserialize", f"--tosa-deserialize-filename={src}", "-o", str(out)])
        if proc.returncode != 0:
            raise RuntimeError(f"tosa-opt --tosa-deserialize fails: {proc.stderr.strip()}")
        return out.read_text()


def oracle_module(blob: bytes) -> ModuleOp:
    """The oracle's reading of ``blob``: ``tosa-opt --tosa-deserialize`` + xDSL's parser."""
    return parse_mlir(deserialize(blob), context(), "<tosa-opt>")


@functools.cache
def graphs() -> tuple[tuple[Graph, ...], tuple[str, ...]]:
    """The serialisable test graphs, and the names of those ``tosa-opt`` refuses."""
    found: list[Graph] = []
    refused: list[str] = []
    for path in SOURCES:
        if path.stem.startswith(INVALID):
            continue
        for name, text in _functions(path):
            blob = serialize(text)
            if blob is None:
                refused.append(name)
            else:
                found.append(Graph(name, text, blob))
    return tuple(found), tuple(refused)
