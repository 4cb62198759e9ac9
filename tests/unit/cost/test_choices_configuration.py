"""``npu_cost.py --choices`` in a system configuration of the user's choosing: the
folds are given it and the compiles run in it, the hand model (which covers the
defaults only) makes no choice there, and a configuration the targets cannot take is
an error naming the check's own flags."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import lutdialect.fold
from lutdialect.cost import vela
from lutdialect.cost.oracles import shared_oracle
from lutdialect.fold import fold_flatbuffer

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("ethosu") is None,
    reason="ethos-u-vela is not installed (pip install -e '.[test]')",
)

ROOT = Path(__file__).resolve().parents[3]
BENCHMARKS = ROOT / "benchmarks"
MODEL = BENCHMARKS / "models" / "dyt_mlp_int8.tosa"
NPU = "ethos-u55-128"
"""An NPU the hand model covers in its default configuration, so that its choice is made
there and must not be made elsewhere."""
SYSTEM, MODE = "Ethos_U55_Deep_Embedded", "Sram_Only"


@pytest.fixture(scope="module")
def target_choices() -> Iterator[ModuleType]:
    """``benchmarks/target_choices.py``, imported as the benchmark imports it."""
    sys.path.insert(0, str(BENCHMARKS))
    try:
        yield importlib.import_module("target_choices")
    finally:
        sys.path.remove(str(BENCHMARKS))


def _choices(*args: str, models: Path | None = None) -> subprocess.CompletedProcess[str]:
    where = ["--models", str(models)] if models is not None else []
    return subprocess.run(
        [sys.executable, str(BENCHMARKS / "npu_cost.py"), *args, *where],
        capture_output=True,
        text=True,
        check=False,
    )


def _number(cell: str) -> int:
    return int(cell.split(maxsplit=1)[0].replace(",", ""))


def _folds(
    target_choices: ModuleType, monkeypatch: pytest.MonkeyPatch, configuration: Any
) -> list[dict[str, Any]]:
    """The keyword arguments of every fold ``measure`` makes of the model for a single
    and a multi-NPU target and ``generic``, in ``configuration``."""
    calls: list[dict[str, Any]] = []

    def recorded(data: bytes, **kwargs: Any) -> tuple[bytes, Any]:
        calls.append(kwargs)
        return fold_flatbuffer(data, **kwargs)

    monkeypatch.setattr(lutdialect.fold, "fold_flatbuffer", recorded)
    graph = target_choices.Graph(MODEL.stem, MODEL.read_bytes())
    targets = (NPU, "ethos-u55-64,ethos-u55-256", "generic")
    measured = target_choices.measure(graph, targets, configuration)
    assert not measured.errors, measured.errors
    return calls


def test_every_fold_is_given_the_configuration(
    target_choices: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = _folds(target_choices, monkeypatch, target_choices.Configuration(SYSTEM, MODE))
    assert {c["target"] for c in calls} == {NPU, "ethos-u55-64,ethos-u55-256", "generic"}
    for call in calls:
        assert (call["system_config"], call["memory_mode"]) == (SYSTEM, MODE), call
        assert call["cost"] == "vela", call  # no hand-model choice outside the defaults


def test_the_hand_model_still_chooses_in_the_default_configuration(
    target_choices: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = _folds(target_choices, monkeypatch, target_choices.DEFAULT)
    assert {"target": NPU, "cost": "model", "system_config": None, "memory_mode": None} in calls


def test_the_check_folds_and_compiles_in_the_configuration_named(tmp_path: Path) -> None:
    data = MODEL.read_bytes()
    (tmp_path / MODEL.name).write_bytes(data)
    proc = _choices(
        "--choices",
        "--choice-target",
        NPU,
        "--choice-system-config",
        SYSTEM,
        "--choice-memory-mode",
        MODE,
        "--jobs",
        "1",
        models=tmp_path,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert f"NPUs in system config {SYSTEM}, memory mode {MODE}" in proc.stdout
    # The targets are listed under the header, not in it.
    assert "Vela targets:" not in proc.stdout
    rows = [
        [c.strip() for c in line.strip("|").split("|")]
        for line in proc.stdout.splitlines()
        if line.startswith(f"| {MODEL.stem} | `{NPU}` |")
    ]
    assert len(rows) == 1, proc.stdout
    _, _, npu, before, model, after, _, flag = rows[0]
    assert npu == NPU and flag == ""
    assert model == "—"  # the hand model covers the default configurations only

    configured = shared_oracle(vela.NPU(NPU, SYSTEM, MODE))
    folded, _ = fold_flatbuffer(data, target=NPU, system_config=SYSTEM, memory_mode=MODE)
    assert _number(before) == configured.cycles(data)[0]
    assert _number(after) == configured.cycles(folded)[0]
    # The configuration changes the cycles, so the cells above could not come from
    # compiles in the default one.
    assert configured.cycles(data)[0] != shared_oracle(vela.NPU.default(NPU)).cycles(data)[0]


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (
            ["--choices", "--choice-target", NPU, "--choice-memory-mode", "Dedicated_Sram"],
            f"Vela memory mode 'Dedicated_Sram' does not suit {NPU}",
        ),
        (
            ["--choices", "--choice-target", NPU, "--choice-system-config", "Bogus"],
            "unknown Vela system config 'Bogus'",
        ),
        (
            ["--choices", "--choice-system-config", ""],
            "--choice-system-config is empty (leave it out for Vela's default)",
        ),
        (
            ["--choices", "--choice-memory-mode", " "],
            "--choice-memory-mode is empty (leave it out for Vela's default)",
        ),
        (
            ["--choices", "--choice-target", "ethos-u99"],
            "--choice-target ethos-u99 is not a known target",
        ),
        (
            # The check's own targets span NPU families, which one system config cannot.
            ["--choices", "--choice-system-config", SYSTEM],
            "does not suit ethos-u85-256 with system config 'Ethos_U55_Deep_Embedded'",
        ),
        (["--choice-system-config", SYSTEM], "--choice-system-config is an option of --choices"),
        (["--choice-memory-mode", MODE], "--choice-memory-mode is an option of --choices"),
    ],
)
def test_a_configuration_the_check_cannot_run_in_is_an_error_line(
    args: list[str], expected: str
) -> None:
    """argparse's usage, then one error line that names the check's flags (never
    ``lutdialect fold``'s) and, where the user named no target, says to."""
    proc = _choices(*args)
    assert proc.returncode == 2, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr
    errors = [line for line in proc.stderr.splitlines() if "error:" in line]
    assert len(errors) == 1, proc.stderr
    (error,) = errors
    assert error == proc.stderr.strip().splitlines()[-1], proc.stderr
    assert error.startswith("npu_cost.py: error: ") and expected in error, proc.stderr
    assert "--target" not in error and "--system-config" not in error.replace("--choice-", "")
    if "--choice-target" not in args and "--choices" in args and "empty" not in expected:
        assert error.endswith("name the targets to check in it with --choice-target"), error


GENERATED = ROOT / "tests" / "unit" / "cost" / "generated"


def test_a_pair_s_choice_in_another_configuration_is_dominated_by_no_other_choice() -> None:
    """What the check found in ``Ethos_U85_SYS_Flash_High``/``Shared_Sram``: on this
    generated graph the choice for ``ethos-u85-128,ethos-u85-2048`` kept a region
    where the region after it gives fewer cycles on both NPUs (Ethos-U85-128's and
    Ethos-U85-512's own choices hold it). The search now exchanges a chosen region
    for one it borders (``plan._exchange_moves``)."""
    data = (GENERATED / "adjacent_in_batch_i8_9x32x64.tosa").read_bytes()
    system, mode = "Ethos_U85_SYS_Flash_High", "Shared_Sram"
    npus = [vela.NPU("ethos-u85-128", system, mode), vela.NPU("ethos-u85-2048", system, mode)]

    def cycles(target: str) -> tuple[int, ...]:
        folded, _ = fold_flatbuffer(data, target=target, system_config=system, memory_mode=mode)
        return tuple(shared_oracle(npu).cycles(folded)[0] for npu in npus)

    mine = cycles("ethos-u85-128,ethos-u85-2048")
    before = tuple(shared_oracle(npu).cycles(data)[0] for npu in npus)
    assert all(m <= b for m, b in zip(mine, before, strict=True)), (mine, before)
    for other in ("ethos-u85-128", "ethos-u85-512", "ethos-u85-2048"):
        theirs = cycles(other)
        dominated = all(t <= m for t, m in zip(theirs, mine, strict=True)) and theirs != mine
        assert not dominated, (other, theirs, mine)
