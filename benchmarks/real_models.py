"""NPU cost of the committed real models before and after ``lutdialect fold``, per Vela.

For every ``benchmarks/models/*.tosa`` (ExecuTorch exports, see ``export_models.py``)
and every accelerator this

1. folds the model with the installed ``lutdialect fold`` (default passes and target);
2. counts TOSA operators, tables and constant bytes of both flatbuffers (read with the
   flatbuffer schema modules of ``tosa-tools``, independently of lutdialect's reader);
3. compiles both with Vela and reads total cycles, SRAM and off-chip bytes.

A model Vela cannot place on an accelerator (a16w8 convolutions on Ethos-U55) is
``n/a`` there, not a failure. The exit status is 1 if a fold failed or any model got
slower on any accelerator. ``npu_cost.py --models [DIR]`` runs this.
"""

from __future__ import annotations

import importlib
import math
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from installed import script
from vela import Column, Cost, Outcome, Run, Target, run_vela, tables_by_accelerator

MODELS = Path(__file__).resolve().parent / "models"


@dataclass(frozen=True)
class Census:
    """What a flatbuffer holds, counted from the flatbuffer itself."""

    ops: int
    """Operators that compute (constants excluded)."""
    tables: int
    constant_bytes: int


def census(path: Path) -> Census:
    schema: Any = importlib.import_module("tosa.TosaGraph")
    op: Any = importlib.import_module("tosa.Op").Op
    graph: Any = schema.TosaGraph.GetRootAs(path.read_bytes(), 0)
    skip = {op.CONST, op.CONST_SHAPE}
    ops = tables = constant_bytes = 0
    for r in range(graph.RegionsLength()):
        region: Any = graph.Regions(r)
        for b in range(region.BlocksLength()):
            block: Any = region.Blocks(b)
            codes: list[int] = [block.Operators(i).Op() for i in range(block.OperatorsLength())]
            ops += sum(code not in skip for code in codes)
            tables += sum(code == op.TABLE for code in codes)
            sizes: list[int] = [block.Tensors(i).DataLength() for i in range(block.TensorsLength())]
            constant_bytes += sum(sizes)
    return Census(ops, tables, constant_bytes)


def pipeline(target: str) -> str:
    return ",".join(f"{p}{{target={target}}}" for p in ("fold-dyt-lut", "fuse-elementwise-lut"))


@dataclass(frozen=True)
class Folded:
    path: Path | None
    seconds: float
    error: str = ""


def fold(model: Path, out: Path, target: str | None) -> Folded:
    """``lutdialect fold`` with the default passes, for ``target`` (the passes' default
    when ``None``)."""
    passes = [] if target is None else ["--passes", pipeline(target)]
    start = time.perf_counter()
    proc = subprocess.run(
        [script("lutdialect"), "fold", str(model), "-o", str(out), "--quiet", *passes],
        capture_output=True,
        text=True,
        check=False,
    )
    seconds = time.perf_counter() - start
    if proc.returncode != 0:
        lines = (proc.stderr or proc.stdout).strip().splitlines()
        return Folded(None, seconds, lines[-1] if lines else f"exit {proc.returncode}")
    return Folded(out, seconds)


@dataclass(frozen=True)
class Row:
    model: str
    precision: str
    accelerator: str
    before: Census
    after: Census | None
    cost_before: Outcome
    cost_after: Outcome
    fold: Folded

    @property
    def ratio(self) -> float | None:
        b, a = self.cost_before.cost, self.cost_after.cost
        return a.cycles / b.cycles if a and b and b.cycles else None


def _split(stem: str) -> tuple[str, str]:
    model, _, precision = stem.rpartition("_")
    return (model, precision) if model else (stem, "?")


def measure(
    model: Path, targets: Sequence[Target], work: Path, fold_target: str | None
) -> list[Row]:
    name, precision = _split(model.stem)
    before = census(model)
    folded = fold(model, work / f"{model.stem}.lut.tosa", fold_target)
    after = census(folded.path) if folded.path else None
    rows: list[Row] = []
    for target in targets:
        cost_before = run_vela(model, target, work / "before" / target.config)
        cost_after = (
            run_vela(folded.path, target, work / "after" / target.config)
            if folded.path
            else Outcome(None, f"fold failed: {folded.error}")
        )
        rows.append(
            Row(name, precision, target.config, before, after, cost_before, cost_after, folded)
        )
    return rows


def _cycles(cost: Cost) -> str:
    return f"{cost.cycles:,}"


def _kib_pair(row: Row, field: str) -> str:
    b, a = row.cost_before.cost, row.cost_after.cost
    if not (a and b):
        return "n/a"
    return f"{getattr(b, field) / 1024:.0f} → {getattr(a, field) / 1024:.0f}"


def _ops(row: Row) -> str:
    return f"{row.before.ops} → {row.after.ops if row.after else 'n/a'}"


def _ratio(row: Row) -> str:
    return f"{row.ratio:.3f}" if row.ratio is not None else "n/a"


def _pair(row: Row, what: Callable[[Census], str]) -> str:
    """``before → after`` of one census figure."""
    return f"{what(row.before)} → {what(row.after)}" if row.after else "n/a"


COLUMNS: Sequence[Column[Row]] = (
    Column("model", lambda row, _: row.model),
    Column("precision", lambda row, _: row.precision),
    Column("TOSA ops", lambda row, _: _ops(row)),
    Column("tables", lambda row, _: _pair(row, lambda c: str(c.tables))),
    Column("constant KiB", lambda row, _: _pair(row, lambda c: f"{c.constant_bytes / 1024:.1f}")),
    Column("cycles before", lambda row, notes: notes.mark(row.cost_before, _cycles), right=True),
    Column("cycles after", lambda row, notes: notes.mark(row.cost_after, _cycles), right=True),
    Column("after/before", lambda row, _: _ratio(row), right=True),
    Column("SRAM KiB", lambda row, _: _kib_pair(row, "sram_bytes")),
    Column("off-chip KiB", lambda row, _: _kib_pair(row, "offchip_bytes")),
    Column("fold s", lambda row, _: f"{row.fold.seconds:.1f}", right=True),
)


def markdown(rows: Sequence[Row]) -> str:
    return tables_by_accelerator(rows, lambda r: r.accelerator, COLUMNS)


def main(run: Run, directory: Path, fold_target: str | None = None) -> int:
    """Measure every model of ``directory``, folded for ``fold_target`` (the passes'
    default when ``None``); exit status 1 on a failed fold or a slower model."""
    models = sorted(directory.glob("*.tosa"))
    if not models:
        print(f"no .tosa models in {directory}", file=sys.stderr)
        return 1
    intro = run.header()
    print(intro, flush=True)
    with run.work_dir() as work, ThreadPoolExecutor(run.jobs) as pool:
        jobs = [pool.submit(measure, m, run.targets, work, fold_target) for m in models]
        rows = [r for job in jobs for r in job.result()]
        run.publish(intro, markdown(rows))
    failed = sorted({f"{r.model}_{r.precision}" for r in rows if r.fold.error})
    slower = [
        f"{r.model}_{r.precision} on {r.accelerator} ({r.ratio:.3f})"
        for r in rows
        if r.ratio is not None and r.ratio > 1
    ]
    for what, names in (("fold failed", failed), ("slower after folding", slower)):
        if names:
            print(f"{what}: {', '.join(names)}", file=sys.stderr)
    gains = [r.ratio for r in rows if r.ratio is not None]
    if gains:
        geo = math.exp(sum(math.log(g) for g in gains) / len(gains))
        print(f"geometric mean after/before over {len(gains)} model-target pairs: {geo:.3f}")
    return 1 if failed or slower else 0
