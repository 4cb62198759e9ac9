"""NPU cost of quantized point-wise chains before and after the LUT passes, per Arm's Vela.

For every benchmark graph of ``graphs.py`` (DyT, SiLU, hardswish, GELU,
``tanh(0.5x+1)*2``, a DyT transformer MLP block; int8 and a16w8; several input sizes)
this script

1. applies ``fold-dyt-lut`` then ``fuse-elementwise-lut`` in process with xDSL;
2. serialises three variants with ``tosa-opt``: *before* (as the quantizer emits it),
   *after* (the passes' output) and *ideal* (one table per maximal point-wise region
   a table can express, built directly);
3. checks on the TOSA reference model, at the smallest size, that *after* equals
   *before* and how far *ideal* is from it (a table rounds once, the chain at every
   step);
4. compiles every variant with Vela (``ethos-u-vela``, which reads TOSA 1.0 PRO-INT
   flatbuffers directly) for each accelerator and reads the estimate from Vela's
   summary CSV: total cycles, SRAM traffic, off-chip (DRAM + flash) traffic, and the
   number of NPU kernels Vela scheduled after its own fusing;
5. prints a Markdown table per accelerator with the ratios after/before and
   after/ideal, plus the date, command and tool versions.

A graph Vela rejects gets ``n/a: <reason>`` in its cells instead of failing the run.
Results land in ``--out`` (flatbuffers, Vela outputs, ``results.csv``, ``results.md``)
when given.

Usage: ``python benchmarks/npu_cost.py [--quick] [--sizes 1x16x16x64,...]
[--accelerators ethos-u55-128,...] [--int16-max-error N] [--jobs N] [--out DIR]``;
``python benchmarks/npu_cost.py --models [DIR]`` measures the committed real models
instead (``real_models.py``). With ``--choices`` (synthetic graphs, or ``--models``) it
compares instead, per target, the hand model's choice, Vela's and the best of every
target's choice on every NPU (``target_choices.py``), for its targets or for those given
as ``--choice-target T`` (repeated; ``generic`` is added), in Vela's default system
configurations or in ``--choice-system-config S``/``--choice-memory-mode M``.
(needs ``pip install -e '.[bench]'``; ``--quick`` takes well under a minute, the
full run a few minutes on two cores).
"""

from __future__ import annotations

import argparse
import csv
import math
import os
import re
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser

from lutdialect.cost.config import resolve
from lutdialect.io.context import context
from lutdialect.reference import (
    GraphStatus,
    ReferenceError,
    native_output_silenced,
    run_graph,
    serialize,
)
from lutdialect.transforms import PASSES

sys.path.insert(0, str(Path(__file__).resolve().parent))
import real_models
import target_choices
from graphs import ACTIVATIONS, GRAPHS, Activation, BenchGraph, Shape, build
from real_models import MODELS
from vela import (
    ACCELERATORS,
    Column,
    Cost,
    Footnotes,
    Outcome,
    Run,
    Target,
    run_vela,
    tables_by_accelerator,
)

PIPELINE = ("fold-dyt-lut", "fuse-elementwise-lut")
VARIANTS = ("before", "after", "ideal")


SIZES: tuple[Shape, ...] = ((1, 16, 16, 64), (1, 32, 32, 64), (1, 64, 64, 64))
QUICK_SIZES: tuple[Shape, ...] = ((1, 16, 16, 64),)

UNDOCUMENTED: Mapping[str, str] = {
    "ethos-u55": "tensor<513xi16>",
    "ethos-u65": "tensor<513xi16>",
}
"""Accelerator family -> a type whose TOSA TABLE Vela's SUPPORTED_OPS.md lists as
unsupported there (U55/U65: "TABLE: int8 only"), although Vela 5.2 compiles it."""


# --------------------------------------------------------------------------- #
# Graph preparation
# --------------------------------------------------------------------------- #


def tosa_ops(module: ModuleOp) -> int:
    """TOSA operations that compute (constants excluded)."""
    return sum(
        1
        for op in module.walk()
        if op.name.startswith("tosa.") and op.name not in ("tosa.const", "tosa.const_shape")
    )


@dataclass(frozen=True)
class Prepared:
    graph: BenchGraph
    texts: Mapping[str, str]
    ops: Mapping[str, int]


def prepare(graph: BenchGraph, int16_max_error: int) -> Prepared:
    """Run the pass pipeline on ``graph`` and count the ops of each variant."""
    ctx = context()
    module = Parser(ctx, graph.text).parse_module()
    before = tosa_ops(module)
    for name in PIPELINE:
        options: dict[str, Any] = {}
        if name == "fuse-elementwise-lut":
            options["int16_max_error"] = int16_max_error
        PASSES[name]()(**options).apply(ctx, module)
    ops = {
        "before": before,
        "after": tosa_ops(module),
        "ideal": tosa_ops(Parser(ctx, graph.ideal).parse_module()),
    }
    return Prepared(graph, {"before": graph.text, "after": str(module), "ideal": graph.ideal}, ops)


# --------------------------------------------------------------------------- #
# Reference-model check
# --------------------------------------------------------------------------- #


def _every_code(shape: Shape, activation: Activation) -> npt.NDArray[np.int64]:
    """Random codes, with every i8 code (or a spread of i16 codes) at the front."""
    lo, hi = (-128, 127) if activation == "i8" else (-32768, 32767)
    values = np.random.default_rng(0).integers(lo, hi + 1, size=shape)
    flat = values.reshape(-1)
    sweep = np.linspace(lo, hi, min(flat.size, hi - lo + 1)).round().astype(np.int64)
    flat[: sweep.size] = sweep
    return values


@dataclass(frozen=True)
class Agreement:
    """Largest difference, in output codes, of ``after`` and ``ideal`` from ``before``."""

    after: int = 0
    ideal: int = 0
    error: str = ""
    """Why the reference model could not compare them."""

    def __str__(self) -> str:
        if self.error:
            return self.error
        after = "=" if self.after == 0 else f"±{self.after}"
        return f"{after} / ±{self.ideal}"


def check(prepared: Prepared) -> Agreement:
    """Run the three variants on the reference model on the same input."""
    graph = prepared.graph
    x = _every_code(graph.shape, graph.activation)
    outputs: dict[str, npt.NDArray[np.int64]] = {}
    with native_output_silenced(fds=(1,)):
        for variant, text in prepared.texts.items():
            try:
                result = run_graph(text, [x])
            except ReferenceError as e:
                return Agreement(error=f"{variant}: {e}")
            if result.status is not GraphStatus.VALID:
                return Agreement(error=f"{variant}: {result.status.value}")
            outputs[variant] = result.outputs[0].astype(np.int64)
    before = outputs["before"]
    return Agreement(
        int(np.abs(outputs["after"] - before).max()), int(np.abs(outputs["ideal"] - before).max())
    )


# --------------------------------------------------------------------------- #
# Vela
# --------------------------------------------------------------------------- #


def measure_variant(
    prepared: Prepared, variant: str, targets: Sequence[Target], work: Path
) -> dict[str, Outcome]:
    """Serialise one variant and compile it for every target."""
    graph = prepared.graph
    flatbuffer = work / f"{graph.label}-{variant}.tosa"
    try:
        flatbuffer.write_bytes(serialize(prepared.texts[variant]))
    except ReferenceError as e:
        return {t.config: Outcome(None, f"tosa-opt: {e}") for t in targets}
    outcomes: dict[str, Outcome] = {}
    for target in targets:
        outcome = run_vela(flatbuffer, target, work / target.config)
        family = target.config.rsplit("-", 1)[0]
        marker = UNDOCUMENTED.get(family)
        if outcome.cost is not None and marker and marker in prepared.texts[variant]:
            outcome = Outcome(outcome.cost, "i16 TABLE outside Vela's documented support")
        outcomes[target.config] = outcome
    return outcomes


# --------------------------------------------------------------------------- #
# Results
# --------------------------------------------------------------------------- #


@dataclass(frozen=True)
class Row:
    graph: BenchGraph
    accelerator: str
    ops: Mapping[str, int]
    outcomes: Mapping[str, Outcome]
    agreement: Agreement | None
    """Measured at the smallest size only."""


def _mega(n: int) -> str:
    return f"{n / 1e6:.3f} M"


def _kib(n: int) -> str:
    return f"{n / 1024:.0f}"


def _ratio(a: Cost | None, b: Cost | None) -> str:
    return f"{a.cycles / b.cycles:.2f}" if a and b and b.cycles else "n/a"


def _triple(row: Row, field: str, fmt: Callable[[int], str]) -> str:
    """``before → after (ideal)`` of one cost field."""
    costs = [row.outcomes[v].cost for v in VARIANTS]
    cells = [fmt(getattr(c, field)) if c else "n/a" for c in costs]
    return f"{cells[0]} → {cells[1]} ({cells[2]})"


def _cycles(variant: str) -> Column[Row]:
    def cell(row: Row, notes: Footnotes) -> str:
        return notes.mark(row.outcomes[variant], lambda c: _mega(c.cycles))

    return Column(f"cycles {variant}", cell, right=True)


def _speedup(a: str, b: str) -> Column[Row]:
    """The cycle ratio of variants ``a`` over ``b``."""
    return Column(
        f"{a}/{b}", lambda row, _: _ratio(row.outcomes[a].cost, row.outcomes[b].cost), right=True
    )


def _tosa_ops(row: Row) -> str:
    return f"{row.ops['before']} → {row.ops['after']} ({row.ops['ideal']})"


COLUMNS: Sequence[Column[Row]] = (
    Column("graph", lambda row, _: row.graph.name),
    Column("act", lambda row, _: "int8" if row.graph.activation == "i8" else "a16w8"),
    Column("shape", lambda row, _: "x".join(map(str, row.graph.shape))),
    Column("TOSA ops", lambda row, _: _tosa_ops(row)),
    Column("Vela kernels", lambda row, _: _triple(row, "kernels", str)),
    *(_cycles(v) for v in VARIANTS),
    _speedup("after", "before"),
    _speedup("after", "ideal"),
    Column("SRAM KiB", lambda row, _: _triple(row, "sram_bytes", _kib)),
    Column("off-chip KiB", lambda row, _: _triple(row, "offchip_bytes", _kib)),
    Column("check", lambda row, _: str(row.agreement or "")),
)
"""The columns of the per-accelerator table: variant triples read ``before → after
(ideal)``."""


def markdown(rows: Sequence[Row]) -> str:
    """One table per accelerator, then the reasons for every n/a and caveat."""
    return tables_by_accelerator(rows, lambda r: r.accelerator, COLUMNS)


def write_csv(rows: Iterable[Row], path: Path) -> None:
    fields = ["cycles", "npu_cycles", "sram_bytes", "offchip_bytes", "kernels"]
    with path.open("w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(
            ["graph", "activation", "shape", "accelerator", "variant", "tosa_ops", *fields, "note"]
        )
        for row in rows:
            g = row.graph
            for v in VARIANTS:
                outcome = row.outcomes[v]
                values = [getattr(outcome.cost, f) if outcome.cost else "" for f in fields]
                shape = "x".join(map(str, g.shape))
                writer.writerow(
                    [
                        g.name,
                        g.activation,
                        shape,
                        row.accelerator,
                        v,
                        row.ops[v],
                        *values,
                        outcome.note,
                    ]
                )


# --------------------------------------------------------------------------- #
# Driver
# --------------------------------------------------------------------------- #


def _shape(text: str) -> Shape:
    return tuple(int(d) for d in text.lower().split("x"))


def _list(text: str) -> list[str]:
    return [item for item in text.split(",") if item]


def _as_choice_flags(message: str) -> str:
    """A target's error from :func:`~lutdialect.cost.config.resolve`, which names
    ``lutdialect fold``'s flags, with the flags of ``--choices`` that set them."""
    return re.sub(r"(?<![\w-])--(target|system-config|memory-mode)\b", r"--choice-\1", message)


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smallest size only")
    parser.add_argument("--sizes", type=_list, help="e.g. 1x16x16x64,1x64x64x64")
    parser.add_argument(
        "--accelerators", type=_list, default=list(ACCELERATORS), help=",".join(ACCELERATORS)
    )
    parser.add_argument("--graphs", type=_list, default=list(GRAPHS), help=",".join(GRAPHS))
    parser.add_argument(
        "--activations", type=_list, default=list(ACTIVATIONS), help="i8 (int8), i16 (a16w8)"
    )
    parser.add_argument("--int16-max-error", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--out", type=Path, help="keep flatbuffers, Vela output and results here")
    parser.add_argument(
        "--fold-target",
        help="with --models: the passes' target option (default: the passes' own default)",
    )
    parser.add_argument(
        "--choices",
        action="store_true",
        help="compare every target's choice (hand model and Vela) on every NPU "
        "(target_choices.py), in process",
    )
    parser.add_argument(
        "--choice-target",
        action="append",
        metavar="TARGET",
        help="with --choices: a target to fold for, instead of target_choices.TARGETS "
        "(repeat it; a multi-NPU target is comma-separated: ethos-u55-64,ethos-u85-512); "
        "generic is always added",
    )
    parser.add_argument(
        "--choice-system-config",
        metavar="NAME",
        help="with --choices: the Vela system config of every NPU, for the folds and the "
        "compiles (default: each NPU's own, as the vela CLI picks it); the targets must "
        "all accept it, so name them with --choice-target",
    )
    parser.add_argument(
        "--choice-memory-mode",
        metavar="NAME",
        help="with --choices: the Vela memory mode of every NPU, as --choice-system-config",
    )
    parser.add_argument(
        "--models",
        type=Path,
        nargs="?",
        const=MODELS,
        help="measure the real models of DIR (default benchmarks/models) instead of the "
        "synthetic graphs",
    )
    args = parser.parse_args(argv)
    unknown = [a for a in args.accelerators if a not in ACCELERATORS]
    unknown += [g for g in args.graphs if g not in GRAPHS]
    unknown += [a for a in args.activations if a not in ACTIVATIONS]
    if unknown:
        parser.error(f"unknown: {', '.join(unknown)}")
    for option in ("choice_target", "choice_system_config", "choice_memory_mode"):
        value = getattr(args, option)
        flag = f"--{option.replace('_', '-')}"
        if value is not None and not args.choices:
            parser.error(f"{flag} is an option of --choices")
        if isinstance(value, str) and not value.strip():
            parser.error(f"{flag} is empty (leave it out for Vela's default)")
    args.configuration = target_choices.Configuration(
        args.choice_system_config, args.choice_memory_mode
    )
    for target in args.choice_target or (target_choices.TARGETS if args.choices else ()):
        try:
            resolve(
                "",
                target,
                cost="vela",
                system_config=args.choice_system_config,
                memory_mode=args.choice_memory_mode,
            )
        except ValueError as e:
            message = _as_choice_flags(str(e))
            if not args.choice_target and not args.configuration.is_default:
                # The check's own targets span NPU families, which no one system config
                # suits: the user did not name the target the message is about.
                message += "; name the targets to check in it with --choice-target"
            parser.error(message)
    if args.choice_target and not any(map(target_choices.npus_of, args.choice_target)):
        parser.error("--choice-target: no target names an NPU (generic is added anyway)")
    sizes = [_shape(s) for s in args.sizes] if args.sizes else None
    args.sizes = sizes or list(QUICK_SIZES if args.quick else SIZES)
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Measure, print the tables; exit status 1 if a pass changed a graph's results."""
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parse_args(argv)
    # The cross-target check names its targets itself, under the header.
    targets = [] if args.choices else [ACCELERATORS[a] for a in args.accelerators]
    run = Run(["python", "benchmarks/npu_cost.py", *argv], targets, args.jobs, args.out)
    if args.choices:
        graphs = (
            target_choices.models(args.models)
            if args.models is not None
            else target_choices.synthetic(args.graphs, args.activations, args.sizes)
        )
        chosen = target_choices.TARGETS
        if args.choice_target:
            chosen = target_choices.with_generic(args.choice_target)
        return target_choices.main(
            graphs, run.header(host=True), args.jobs, chosen, args.configuration
        )
    if args.models is not None:
        return real_models.main(run, args.models, args.fold_target)
    intro = run.header(host=True)
    print(intro, flush=True)
    with run.work_dir() as work:
        graphs = [
            build(name, act, shape)
            for name in args.graphs
            for act in args.activations
            for shape in args.sizes
        ]
        prepared = [prepare(g, args.int16_max_error) for g in graphs]
        smallest = min(args.sizes, key=math.prod)
        with ThreadPoolExecutor(args.jobs) as pool:
            jobs = {
                (p.graph.label, v): pool.submit(measure_variant, p, v, targets, work)
                for p in prepared
                for v in VARIANTS
            }
            checks = {p.graph: check(p) for p in prepared if p.graph.shape == smallest}
            results = {key: job.result() for key, job in jobs.items()}
        rows = [
            Row(
                p.graph,
                t.config,
                p.ops,
                {v: results[(p.graph.label, v)][t.config] for v in VARIANTS},
                checks.get(p.graph),
            )
            for t in targets
            for p in prepared
        ]
        run.publish(intro, markdown(rows))
        if args.out:
            write_csv(rows, work / "results.csv")
    exact = args.int16_max_error == 0
    wrong = [
        g.label
        for g, agreement in checks.items()
        if agreement.error or (agreement.after and (exact or g.activation == "i8"))
    ]
    if wrong:
        print(f"after differs from before, or did not run: {', '.join(wrong)}", file=sys.stderr)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
