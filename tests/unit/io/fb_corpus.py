"""The test graphs as flatbuffers, with ``tosa-opt`` as the oracle of both directions.

Every function of the FileCheck corpus (``tests/filecheck/dialects/tosa``), of the pass
tests (``tests/filecheck/transforms``), of ``docs/examples`` and the real-shaped graphs of
the CLI tests (int8 and a16w8) becomes a one-function
module (module attributes and module-level variables kept) that ``tosa-opt`` serialises;
what it cannot serialise (several functions calling each other, unranked or dynamic
shapes it rejects, ...) is left out and counted. For each graph the oracle also gives
its own reading: ``tosa-opt --tosa-deserialize`` printed as MLIR text.
"""

from __future__ import annotations

import functools
import importlib.util
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

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
def sources() -> dict[str, str]:
    """``file:function`` -> one-function module text, for every test graph."""
    found: dict[str, str] = {}
    for path in SOURCES:
        if not path.stem.startswith(INVALID):
            found.update(_functions(path))
    builders = _cli_graphs()
    for act in ("i8", "i16"):
        for name in ("dyt", "conv_dyt", "linear_silu", "residual_dyt"):
            found[f"generated:{name}_{act}"] = getattr(builders, name)(act)
    return found


def _cli_graphs() -> Any:
    """The real-shaped graph builders of the CLI tests (``tests/unit/tools/graphs.py``)."""
    spec = importlib.util.spec_from_file_location(
        "fb_cli_graphs", ROOT / "tests/unit/tools/graphs.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses resolve their module by name
    spec.loader.exec_module(module)
    return module


MODELS = tuple(sorted((ROOT / "benchmarks/models").glob("*.tosa")))
"""The committed real models (ExecuTorch exports)."""


@functools.cache
def flatbuffer(name: str) -> bytes | None:
    """``tosa-opt``'s flatbuffer of the test graph ``name`` (None when it refuses it)."""
    return serialize(sources()[name])


@functools.cache
def oracle_text(blob: bytes) -> str | None:
    """``tosa-opt --tosa-deserialize`` of ``blob``, None when it cannot read it."""
    try:
        return deserialize(blob)
    except RuntimeError:
        return None


def canonical(module: ModuleOp) -> str:
    """``module`` printed without SSA name hints (``tosa-opt`` names some results,
    e.g. ``%output_real``, which the xDSL parser keeps as hints)."""
    module = module.clone()
    for op in module.walk():
        for r in op.results:
            r.name_hint = None
        for region in op.regions:
            for block in region.blocks:
                for a in block.args:
                    a.name_hint = None
    return str(module)


def without_warnings(text: str) -> str:
    """``tosa-opt`` output without the version warnings it prints."""
    return "\n".join(line for line in text.splitlines() if not line.startswith("WARNING"))


def unranked_results(blob: bytes) -> bool:
    """Whether an operator of ``blob`` writes a tensor marked unranked.

    ``tosa-opt --tosa-deserialize`` honours ``is_unranked`` on graph inputs only and
    reads such a result as rank 0 (``tensor<*xf32> -> tensor<f32>``); lutdialect keeps
    it unranked. Tests compare those graphs with the ranks blurred."""
    from tosa.TosaGraph import TosaGraph  # pyright: ignore[reportMissingImports,reportMissingTypeStubs,reportUnknownVariableType]

    graph: Any = TosaGraph.GetRootAs(blob, 0)  # pyright: ignore[reportUnknownMemberType]
    for r in range(graph.RegionsLength()):
        region = graph.Regions(r)
        for b in range(region.BlocksLength()):
            block = region.Blocks(b)
            inputs = {block.Inputs(i) for i in range(block.InputsLength())}
            for t in range(block.TensorsLength()):
                tensor = block.Tensors(t)
                if tensor.IsUnranked() and tensor.Name() not in inputs:
                    return True
    return False


def blur_ranks(text: str) -> str:
    return text.replace("tensor<*x", "tensor<")
