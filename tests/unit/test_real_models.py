"""Every committed real model (ExecuTorch exports, int8 and a16w8) folds and verifies.

The models live in ``benchmarks/models`` (made by ``benchmarks/export_models.py``,
which needs torch and does not run here). Each is folded by the installed
``lutdialect`` with the default passes and target and proven equal to the original
on the TOSA reference model (``--verify``).
"""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

MODELS = sorted((Path(__file__).resolve().parents[2] / "benchmarks" / "models").glob("*.tosa"))


def test_the_corpus_is_there() -> None:
    precisions = {m.stem.rpartition("_")[2] for m in MODELS}
    assert {"int8", "a16w8"} <= precisions, [m.name for m in MODELS]


@pytest.mark.parametrize("model", MODELS, ids=[m.stem for m in MODELS])
def test_fold_verifies(model: Path, tmp_path: Path, script: Callable[[str], str]) -> None:
    out = tmp_path / model.name
    proc = subprocess.run(
        [script("lutdialect"), "fold", str(model), "-o", str(out), "--verify"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    assert out.stat().st_size > 0
