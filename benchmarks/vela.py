"""Vela (Arm's Ethos-U compiler) as a cost oracle: compile a TOSA flatbuffer for one
accelerator and read its estimate from the summary CSV.

Shared by ``npu_cost.py`` (synthetic point-wise graphs) and ``real_models.py`` (the
committed ExecuTorch models); needs ``pip install -e '.[bench]'``.
"""

from __future__ import annotations

import csv
import importlib.metadata
import re
import subprocess
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

R = TypeVar("R")


@dataclass(frozen=True)
class Target:
    """An accelerator with the system configuration and memory mode Vela compiles for."""

    config: str
    system: str
    memory_mode: str


ACCELERATORS: Mapping[str, Target] = {
    # Corstone-300 class: SRAM for the arena, weights and tables in off-chip flash.
    "ethos-u55-128": Target("ethos-u55-128", "Ethos_U55_High_End_Embedded", "Shared_Sram"),
    # Corstone-320 class: arena in DRAM behind a 384 KiB SRAM cache.
    "ethos-u85-256": Target("ethos-u85-256", "Ethos_U85_SYS_DRAM_Mid", "Dedicated_Sram_384KB"),
}


@dataclass(frozen=True)
class Cost:
    cycles: int
    """Vela's estimate of the whole inference (compute or memory bound, whichever is more)."""
    npu_cycles: int
    """Compute alone, without waiting for memory."""
    sram_bytes: int
    offchip_bytes: int
    kernels: int
    """NPU passes Vela scheduled after its own fusing."""


@dataclass(frozen=True)
class Outcome:
    cost: Cost | None
    note: str = ""
    """``n/a`` reason when ``cost`` is None, else a caveat (may be empty)."""


def _vela_error(output: str) -> str:
    """The exception Vela died with (regor reports validation failures over several lines)."""
    lines = [line.strip() for line in output.splitlines() if line.strip()]
    lines = [line for line in lines if not line.startswith("Warning:")]
    for i, line in enumerate(lines):
        if re.match(r"\w*(Error|Exception)\b", line):
            message = " ".join(lines[i:]).split(": ", 1)[-1]
            return message[:200].replace("|", "/")
    return lines[-1] if lines else "vela failed"


def run_vela(flatbuffer: Path, target: Target, out_dir: Path) -> Outcome:
    """Compile ``flatbuffer`` with Vela and read the cost from its summary CSV."""
    command = [
        sys.executable,
        "-m",
        "ethosu.vela",
        str(flatbuffer),
        f"--accelerator-config={target.config}",
        "--config=Arm/vela.ini",
        f"--system-config={target.system}",
        f"--memory-mode={target.memory_mode}",
        f"--output-dir={out_dir}",
    ]
    proc = subprocess.run(command, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        return Outcome(None, _vela_error(proc.stderr + proc.stdout))
    summary = out_dir / f"{flatbuffer.stem}_summary_{target.system}.csv"
    with summary.open(newline="") as handle:
        header, values = list(csv.reader(handle))[:2]
    row = dict(zip(header, values, strict=True))
    if float(row.get("cpu_operators", "0") or 0) > 0:
        return Outcome(None, "operators fell back to the CPU")
    offchip = sum(
        int(float(row[key]))
        for key in ("dram_total_bytes", "on_chip_flash_total_bytes", "off_chip_flash_total_bytes")
    )
    cost = Cost(
        cycles=int(float(row["cycles_total"])),
        npu_cycles=int(float(row["cycles_npu"])),
        sram_bytes=int(float(row["sram_total_bytes"])),
        offchip_bytes=offchip,
        kernels=int(float(row["passes_after_fusing"])),
    )
    return Outcome(cost)


def revision() -> str:
    """The project's git commit (``-dirty`` with local changes), if it is a checkout."""
    try:
        proc = subprocess.run(
            ["git", "describe", "--always", "--dirty"],
            capture_output=True,
            text=True,
            cwd=Path(__file__).resolve().parent,
            check=False,
        )
    except OSError:
        return "unknown"
    return proc.stdout.strip() if proc.returncode == 0 else "unknown"


def versions() -> str:
    tools = ("ethos-u-vela", "xdsl", "tosa-tools")
    return ", ".join(f"{name} {importlib.metadata.version(name)}" for name in tools)


def targets_line() -> str:
    return "; ".join(f"{t.config} ({t.system}, {t.memory_mode})" for t in ACCELERATORS.values())


class Footnotes:
    """Numbered notes for table cells (a Vela refusal, a caveat), listed under the table."""

    def __init__(self) -> None:
        self._numbers: dict[str, int] = {}

    def mark(self, outcome: Outcome, fmt: Callable[[Cost], str]) -> str:
        """The cell of ``outcome``: its value, or ``n/a``, and the number of its note."""
        cell = fmt(outcome.cost) if outcome.cost else "n/a"
        if not outcome.note:
            return cell
        return f"{cell} [{self._numbers.setdefault(outcome.note, len(self._numbers) + 1)}]"

    def lines(self) -> list[str]:
        return [f"[{number}] {note}  " for note, number in self._numbers.items()]


def tables_by_accelerator(
    rows: Sequence[R],
    accelerator: Callable[[R], str],
    header: Sequence[str],
    align: Sequence[str],
    cells: Callable[[R, Footnotes], Sequence[str]],
) -> str:
    """One Markdown table per accelerator (in the rows' order), then the footnotes."""
    notes = Footnotes()
    out: list[str] = []
    for name in dict.fromkeys(accelerator(r) for r in rows):
        out += [
            f"#### {name}",
            "",
            "| " + " | ".join(header) + " |",
            "|" + "|".join(align) + "|",
        ]
        out += ["| " + " | ".join(cells(r, notes)) + " |" for r in rows if accelerator(r) == name]
        out.append("")
    out += notes.lines()
    return "\n".join(out).rstrip() + "\n"
