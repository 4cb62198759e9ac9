"""A real model folded through the default (native) ``.tosa`` route: remarks name the
flatbuffer's tensors, and the written file keeps the tensor names of every op the
passes left in place (the ``tosa-opt`` route renames inner tensors)."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from tools_console import err, run

MODEL = Path(__file__).parents[3] / "benchmarks" / "models" / "vit_dyt_int8.tosa"


def _tensor_names(flat: Path) -> set[str]:
    """Every operator output name of a flatbuffer, read with the schema modules of
    tosa-tools (independently of lutdialect's reader)."""
    graph: Any = importlib.import_module("tosa.TosaGraph").TosaGraph.GetRootAs(flat.read_bytes(), 0)
    names: set[str] = set()
    for r in range(graph.RegionsLength()):
        region = graph.Regions(r)
        for b in range(region.BlocksLength()):
            block = region.Blocks(b)
            for k in range(block.OperatorsLength()):
                op = block.Operators(k)
                names.update(op.Outputs(j).decode() for j in range(op.OutputsLength()))
    return names


@pytest.mark.skipif(not MODEL.exists(), reason="the committed models are not present")
def test_remarks_and_output_keep_the_models_tensor_names(
    tmp_path: Path, script: Callable[[str], str]
) -> None:
    dst = tmp_path / "o.tosa"
    proc = run(script("lutdialect"), "fold", MODEL, "-o", dst, "--remarks", "--quiet")
    assert proc.returncode == 0, err(proc)
    names = _tensor_names(MODEL)
    remarks = [line for line in err(proc).splitlines() if line.startswith("remark: ")]
    assert remarks
    # remark: PASS: TENSOR-NAME: tosa.OP not rewritten: ...
    named = [r.split(": ")[2] for r in remarks]
    assert set(named) <= names, set(named) - names
    kept = _tensor_names(dst)
    assert len(kept & names) > 0.9 * len(kept)


@pytest.mark.skipif(not MODEL.exists(), reason="the committed models are not present")
def test_the_tosa_opt_route_loses_inner_names(tmp_path: Path, script: Callable[[str], str]) -> None:
    """Why native is the default: pins the fallback's known loss, so that a
    tosa-opt that starts keeping names is noticed. The target is one where the
    passes fold (a graph left unchanged is written back as it came)."""
    dst = tmp_path / "o.tosa"
    u55 = "fold-dyt-lut{target=ethos-u55-128},fuse-elementwise-lut{target=ethos-u55-128}"
    proc = run(
        script("lutdialect"),
        "fold",
        MODEL,
        "-o",
        dst,
        "--quiet",
        "--tosa-io",
        "tosa-opt",
        "--passes",
        u55,
    )
    assert proc.returncode == 0, err(proc)
    kept = _tensor_names(dst)
    assert len(kept & _tensor_names(MODEL)) < 0.1 * len(kept)
