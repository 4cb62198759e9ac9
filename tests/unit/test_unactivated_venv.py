"""``venv/bin/python -m pytest tests/unit`` and ``venv/bin/python benchmarks/X.py`` work
with the venv not activated, i.e. with its ``bin/`` not on ``PATH``.

Tests find console scripts through the ``script`` fixture (``conftest.py``) and the
benchmarks through ``benchmarks/installed.py``, never by a bare name. Here tests that
run each kind of installed script (``lutdialect``, ``lutdialect-opt``, ``xdsl-opt``),
and the real-model benchmark on one model, run in a child process whose ``PATH`` has
no directory holding any of them.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

SCRIPTS = ("lutdialect", "lutdialect-opt", "xdsl-opt", "tosa-opt", "vela")

TESTS = (
    "tests/unit/test_real_models.py::test_fold_verifies[dyt_mlp_int8]",
    "tests/unit/test_opt_driver.py::test_drivers_print_the_same",
    "tests/unit/test_universe.py::test_plain_xdsl_opt_runs_lutdialect_pass[fold-dyt-lut]",
    "tests/unit/tools/test_unix_options.py::test_versions",
)
"""One test per script it runs by the fixture: lutdialect, lutdialect-opt, xdsl-opt."""


def unactivated_env(script: Callable[[str], str]) -> dict[str, str]:
    """The environment with every ``PATH`` entry that holds one of ``SCRIPTS`` removed:
    the venv's ``bin/`` and any other installation's."""
    entries = os.environ.get("PATH", "").split(os.pathsep)
    kept = [p for p in entries if p and not any(Path(p, name).exists() for name in SCRIPTS)]
    path = os.pathsep.join(kept)
    # The premise: by a bare name, none of them would be found.
    assert str(Path(script("lutdialect")).parent) not in kept
    assert all(shutil.which(name, path=path) is None for name in SCRIPTS), path
    return {**os.environ, "PATH": path}


def test_tests_that_run_installed_scripts_pass_without_the_venv_on_path(
    script: Callable[[str], str],
) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *TESTS],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
        env=unactivated_env(script),
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert f"{len(TESTS)} passed" in proc.stdout, proc.stdout[-3000:]


BENCHMARKS = [
    pytest.param(["pass_throughput.py", "--blocks", "2", "--kinds", "dyt"], id="xdsl-opt"),
    pytest.param(
        ["npu_cost.py", "--models", "{models}", "--accelerators", "ethos-u85-256", "--jobs", "1"],
        id="lutdialect-and-vela",
        marks=pytest.mark.skipif(
            importlib.util.find_spec("ethosu") is None,
            reason="ethos-u-vela is not installed (pip install -e '.[bench]')",
        ),
    ),
]


@pytest.mark.parametrize("argv", BENCHMARKS)
def test_benchmarks_run_without_the_venv_on_path(
    argv: list[str], script: Callable[[str], str], tmp_path: Path
) -> None:
    """``pass_throughput.py`` runs ``xdsl-opt``; ``npu_cost.py --models DIR`` (the real
    models, here one small one) folds with ``lutdialect`` and compiles with Vela."""
    (tmp_path / "dyt_mlp_int8.tosa").write_bytes(
        (ROOT / "benchmarks/models/dyt_mlp_int8.tosa").read_bytes()
    )
    name, *args = (a.format(models=tmp_path) for a in argv)
    proc = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / name), *args],
        capture_output=True,
        text=True,
        check=False,
        env=unactivated_env(script),
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr
    table = [line.split() for line in proc.stdout.splitlines()]
    if name == "pass_throughput.py":  # a row: kind, blocks, MB, ops, ops after, ...
        (row,) = [r for r in table if r[:2] == ["dyt", "2"]]
        assert int(row[4]) < int(row[3]), row
    else:  # | model | precision | TOSA ops | tables | ... | cycles before | cycles after |
        (row,) = [r for r in table if r[:4] == ["|", "dyt_mlp", "|", "int8"]]
        assert "n/a" not in row, row
        # The header names the NPUs this run compiled for, and no other.
        (targets,) = [t for t in proc.stdout.splitlines() if t.startswith("Vela targets:")]
        assert targets.startswith("Vela targets: ethos-u85-256 ("), targets
        assert "ethos-u55" not in targets, targets
