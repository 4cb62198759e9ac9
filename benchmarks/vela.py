"""Vela (Arm's Ethos-U compiler) as a cost oracle: compile a TOSA flatbuffer for one
accelerator and read its estimate from the summary CSV; and the frame of a run around
it (header, work directory, per-accelerator tables, results file).

Shared by ``npu_cost.py`` (synthetic point-wise graphs) and ``real_models.py`` (the
committed ExecuTorch models); needs ``pip install -e '.[bench]'``.
"""

from __future__ import annotations

import contextlib
import csv
import datetime
import importlib.metadata
import platform
import re
import shlex
import subprocess
import sys
import tempfile
from collections.abc import Callable, Generator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

R = TypeVar("R")


@dataclass(frozen=True)
class Target:
    """An accelerator with the system configuration and memory mode Vela compiles for,
    named in the Vela config file ``ini`` (a ``--config`` argument)."""

    config: str
    system: str
    memory_mode: str
    ini: str = "Arm/vela.ini"

    def options(self) -> list[str]:
        """Vela's command-line options that compile for this target."""
        return [
            f"--accelerator-config={self.config}",
            f"--config={self.ini}",
            f"--system-config={self.system}",
            f"--memory-mode={self.memory_mode}",
        ]

    def __str__(self) -> str:
        return f"{self.config} ({self.system}, {self.memory_mode})"


ACCELERATORS: Mapping[str, Target] = {
    t.config: t
    for t in (
        # Corstone-300 class: SRAM for the arena, weights and tables in off-chip flash.
        Target("ethos-u55-128", "Ethos_U55_High_End_Embedded", "Shared_Sram"),
        # Corstone-320 class: arena in DRAM behind a 384 KiB SRAM cache.
        Target("ethos-u85-256", "Ethos_U85_SYS_DRAM_Mid", "Dedicated_Sram_384KB"),
    )
}
"""Every accelerator the benchmarks compile for, by its ``--accelerator-config``."""


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
        *target.options(),
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


@dataclass(frozen=True)
class Run:
    """One benchmark run: how it was invoked, the targets it compiles for, how many
    Vela processes run at once and the directory that keeps its results (``None``: a
    temporary one)."""

    command: Sequence[str]
    targets: Sequence[Target]
    jobs: int
    out: Path | None

    def header(self, *, host: bool = False) -> str:
        """Date, command, project revision, tool versions (with ``host``, also Python's
        and the machine's) and the run's Vela targets (where it has its own; a run that
        names them otherwise says so below the header): what makes a results table
        reproducible."""
        now = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
        tools = versions()
        if host:
            tools += f"; Python {platform.python_version()} on {platform.machine()}"
        lines = [
            f"Date: {now}",
            f"Command: `{shlex.join(self.command)}`",
            f"Project revision: {revision()}",
            f"Versions: {tools}",
        ]
        if self.targets:
            lines.append(f"Vela targets: {'; '.join(map(str, self.targets))}")
        return "  \n".join(lines) + "\n"

    @contextlib.contextmanager
    def work_dir(self) -> Generator[Path]:
        """``out`` (created if missing), or a temporary directory removed afterwards."""
        if self.out is None:
            with tempfile.TemporaryDirectory() as tmp:
                yield Path(tmp)
        else:
            self.out.mkdir(parents=True, exist_ok=True)
            yield self.out

    def publish(self, intro: str, table: str) -> None:
        """Print ``table``; with ``out``, also keep it, under ``intro``, as ``results.md``."""
        print(table)
        if self.out is not None:
            (self.out / "results.md").write_text(f"{intro}\n{table}")


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


@dataclass(frozen=True)
class Column(Generic[R]):
    """A results table's column: its heading, how a row fills its cell (numbering any
    note in the table's footnotes) and whether it is right-aligned (a number)."""

    heading: str
    cell: Callable[[R, Footnotes], str]
    right: bool = False


def tables_by_accelerator(
    rows: Sequence[R], accelerator: Callable[[R], str], columns: Sequence[Column[R]]
) -> str:
    """One Markdown table per accelerator (in the rows' order), then the footnotes."""
    notes = Footnotes()
    out: list[str] = []
    for name in dict.fromkeys(accelerator(r) for r in rows):
        out += [
            f"#### {name}",
            "",
            "| " + " | ".join(c.heading for c in columns) + " |",
            "|" + "|".join("--:" if c.right else "---" for c in columns) + "|",
        ]
        out += [
            "| " + " | ".join(c.cell(r, notes) for c in columns) + " |"
            for r in rows
            if accelerator(r) == name
        ]
        out.append("")
    out += notes.lines()
    return "\n".join(out).rstrip() + "\n"
