"""``npu_cost.py --choices`` in a system configuration of the user's choosing: the
folds and the compiles both run in it, and a configuration the targets cannot take is
a one-line error."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from lutdialect.cost import vela
from lutdialect.cost.oracles import shared_oracle
from lutdialect.fold import fold_flatbuffer

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("ethosu") is None,
    reason="ethos-u-vela is not installed (pip install -e '.[test]')",
)

ROOT = Path(__file__).resolve().parents[3]
MODEL = ROOT / "benchmarks" / "models" / "dyt_mlp_int8.tosa"
NPU = "ethos-u55-64"
SYSTEM, MODE = "Ethos_U55_Deep_Embedded", "Sram_Only"


def _choices(*args: str, models: Path | None = None) -> subprocess.CompletedProcess[str]:
    where = ["--models", str(models)] if models is not None else []
    return subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "npu_cost.py"), *args, *where],
        capture_output=True,
        text=True,
        check=False,
    )


def _number(cell: str) -> int:
    return int(cell.split(maxsplit=1)[0].replace(",", ""))


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
    # The configuration changes the cycles, so the rows above could not pass by
    # compiling in the default one.
    assert configured.cycles(data)[0] != shared_oracle(vela.NPU.default(NPU)).cycles(data)[0]


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (
            ["--choices", "--choice-target", NPU, "--choice-memory-mode", "Dedicated_Sram"],
            "Vela memory mode 'Dedicated_Sram' does not suit ethos-u55-64",
        ),
        (
            ["--choices", "--choice-target", NPU, "--choice-system-config", "Bogus"],
            "unknown Vela system config 'Bogus'",
        ),
        (["--choice-system-config", SYSTEM], "--choice-system-config is an option of --choices"),
        (["--choice-memory-mode", MODE], "--choice-memory-mode is an option of --choices"),
    ],
)
def test_a_configuration_the_check_cannot_run_in_is_a_one_line_error(
    args: list[str], expected: str
) -> None:
    proc = _choices(*args)
    assert proc.returncode == 2, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr
    last = proc.stderr.strip().splitlines()[-1]
    assert last.startswith("npu_cost.py: error: ") and expected in last, proc.stderr
