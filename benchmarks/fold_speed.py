"""Fold speed on flatbuffers: lutdialect's native path against ``tosa-opt``'s round trip.

For every committed model (``benchmarks/models/*.tosa``) and for generated stacks of
chained int8 DyT blocks (100/400/1600 by default, ``--blocks``), in one run and on the
same file, it measures in separate child processes (so each peak RSS is its own):

* **native**: ``lutdialect.fold.fold_flatbuffer`` -- read the flatbuffer into xDSL,
  run ``fold-dyt-lut,fuse-elementwise-lut``, write the flatbuffer back -- timed in
  process (read / passes / write) and as a whole process (start-up included);
* **tosa-opt**: ``tosa-opt --tosa-deserialize`` of the file to MLIR text, then
  ``tosa-opt --tosa-serialize`` of that text back to a flatbuffer (its own round trip,
  the floor a C++ tool sets);
* **CLI**: ``lutdialect fold IN -o OUT --quiet``, the whole command (its default
  ``.tosa`` route is the native one);
* with ``--text-path``, also ``lutdialect fold IN -o OUT --tosa-io tosa-opt`` (the MLIR
  text route through ``tosa-opt``).

Every measurement is taken ``--repeat`` times (default 3) and the fastest run counts, for
``tosa-opt`` and lutdialect alike: on a shared machine a small model's single run moves by
2x. When the passes change nothing, ``fold_flatbuffer`` returns the input and writes nothing
(column *output = input*); the writer is then timed on its own (*writer alone*: the graph
read again and written back), so that reading + writing stays comparable with ``tosa-opt``'s.
*xDSL import alone* is a fresh interpreter importing xDSL's builtin and func dialects, against
the same ``tosa-opt`` round trip: what any tool that builds an xDSL module pays before it reads
a byte (printed with the interpreter's and numpy's own start-up under the table).

It prints the ratios native / tosa-opt -- of reading + writing alone, of the whole fold
and of the whole process -- and with ``--profile`` the start-up imports of
``lutdialect --help`` and the hottest functions of one native fold.

With ``--own-work`` it reports instead what the issue's speed criterion reads, per
committed model: ``lutdialect fold M -o OUT --cost model --quiet`` (the hand model, so no
Vela work even where Vela is installed), the same command on a one-op graph (*start-up*:
the interpreter, the imports and the command's fixed costs), the fold's *own work* (their
difference), ``tosa-opt``'s deserialise + serialise, and the ratio own work / ``tosa-opt``.
The model and the one-op graph are run alternately, so that both see the same load.
``--cli`` picks the ``lutdialect`` executable (say, of a virtual environment with Vela).

Usage: ``python benchmarks/fold_speed.py [--blocks 100 400 1600] [--repeat 3] [--text-path]
[--profile] [--own-work [--cli PATH]]``.
The DyT stacks are serialised once by ``tosa-opt`` and cached in ``--cache``. lutdialect's
bytecode is compiled first, as an installed package has it (an editable checkout run with
``PYTHONDONTWRITEBYTECODE`` would otherwise compile every module in every child), and the
load average is printed before and after: on a shared machine it says how far to trust a cell.
"""

from __future__ import annotations

import argparse
import compileall
import cProfile
import datetime
import importlib.util
import io
import json
import os
import platform
import pstats
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from installed import script

from lutdialect.reference import TARGET, tosa_opt

ROOT = Path(__file__).resolve().parents[1]
MODELS = ROOT / "benchmarks" / "models"


@dataclass(frozen=True)
class Run:
    """One child process: wall seconds, peak RSS in MiB, and what it reported."""

    seconds: float
    peak_mib: float
    report: dict[str, float]


TIME = Path("/usr/bin/time")
"""GNU time: the peak RSS of the command itself. ``wait4`` on a child of this process
would count this process's own pages at the fork as the child's."""
_PEAK = re.compile(r"^PEAK_KIB (\d+)$", re.MULTILINE)


def run_child(cmd: Sequence[str], stdin: str | None = None) -> Run:
    """Run ``cmd``: wall time, peak RSS (GNU time's, else ``wait4``'s upper bound)."""
    timed = TIME.is_file()
    if timed:
        cmd = [str(TIME), "-f", "PEAK_KIB %M", *cmd]
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        start = time.perf_counter()
        proc = subprocess.Popen(
            cmd,
            stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
            stdout=out,
            stderr=err,
            text=True,
        )
        if proc.stdin is not None:
            proc.stdin.write(stdin or "")
            proc.stdin.close()
        _, status, usage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        errors = err.read()
        if proc.returncode != 0:
            sys.exit(f"error: {' '.join(cmd)} failed:\n{errors[-2000:]}")
        report: dict[str, float] = {}
        for line in out.read().splitlines():
            if line.startswith("{"):
                report = json.loads(line)
    peak = _PEAK.search(errors) if timed else None
    kib = int(peak.group(1)) if peak else usage.ru_maxrss
    return Run(seconds, kib / 1024, report)


def best(runs: Sequence[Run]) -> Run:
    """The fastest of repeated runs (the one least disturbed by the rest of the machine)."""
    return min(runs, key=lambda r: r.seconds)


def native(path: Path) -> Run:
    """``fold_flatbuffer`` on ``path`` in a fresh interpreter."""
    return run_child([sys.executable, __file__, "--child-native", str(path)])


def tosa_opt_round_trip(path: Path, tmp: Path) -> tuple[Run, Run]:
    """``tosa-opt`` deserialise then serialise: each step its own process."""
    text = tmp / f"{path.stem}.mlir"
    back = tmp / f"{path.stem}.back.tosa"
    de = run_child(
        [
            tosa_opt(),
            "--tosa-deserialize",
            f"--tosa-deserialize-filename={path}",
            "-o",
            str(text),
        ],
        stdin="module {}",
    )
    ser = run_child(
        [
            tosa_opt(),
            str(text),
            f"--tosa-attach-target={TARGET}",
            f"--tosa-serialize=tosa-flatbuffer-filename={back} retain-graph-input-output-names",
            "-o",
            os.devnull,
        ]
    )
    return de, ser


def cli_fold(path: Path, tmp: Path, *options: str, cli: Path | None = None) -> Run:
    """``lutdialect fold`` as a user runs it (``options`` e.g. ``--tosa-io tosa-opt``)."""
    return run_child(
        [
            str(cli) if cli else script("lutdialect"),
            "fold",
            str(path),
            "-o",
            str(tmp / "out.tosa"),
            "--quiet",
            *options,
        ]
    )


def _parse_print() -> object:
    spec = importlib.util.spec_from_file_location("parse_print", ROOT / "benchmarks/parse_print.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def dyt_stack(blocks: int, cache: Path) -> Path:
    """A chain of ``blocks`` int8 DyT blocks as a flatbuffer (serialised by ``tosa-opt``)."""
    path = cache / f"dyt_stack_{blocks}.tosa"
    if path.is_file():
        return path
    builder: Any = _parse_print()
    return _serialised(str(builder.dyt_module(blocks)), path)


def _serialised(text: str, path: Path) -> Path:
    """``text`` serialised by ``tosa-opt`` to ``path`` (written whole or not at all)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".part")
    subprocess.run(
        [
            tosa_opt(),
            "-",
            f"--tosa-attach-target={TARGET}",
            f"--tosa-serialize=tosa-flatbuffer-filename={tmp} retain-graph-input-output-names",
            "-o",
            os.devnull,
        ],
        input=text,
        text=True,
        check=True,
        capture_output=True,
    )
    tmp.rename(path)
    return path


ONE_OP = """module {
  func.func @main(%x: tensor<1x64x64xi32> {tosa.tensor_name = "x"},
                  %y: tensor<1x64x64xi32> {tosa.tensor_name = "y"})
      -> (tensor<1x64x64xi32> {tosa.tensor_name = "z"}) {
    %0 = tosa.add %x, %y : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi32>
    return %0 : tensor<1x64x64xi32>
  }
}
"""
"""The one-op graph whose fold is the start-up: one ``tosa.add``, which no pass can
rewrite (not a table's type), so the command does all it always does and nothing more."""


def one_op_graph(cache: Path) -> Path:
    """:data:`ONE_OP` as a flatbuffer (serialised by ``tosa-opt``, cached)."""
    path = cache / "one_op.tosa"
    if path.is_file():
        return path
    return _serialised(ONE_OP, path)


STARTUP_LIMIT = 0.35
"""The issue's bound on start-up, in seconds."""
OWN_WORK_LIMIT = 3.0
"""The issue's bound on the fold's own work, as a multiple of ``tosa-opt``'s de+ser."""


def own_work(args: argparse.Namespace) -> int:
    """The speed criterion without Vela: per model, the fold's own work against
    ``tosa-opt``'s round trip, and the start-up."""
    cli = Path(args.cli or script("lutdialect"))
    one = one_op_graph(args.cache)
    models = sorted(args.models.glob("*.tosa"))
    print(f"# fold_speed --own-work {datetime.date.today()} on {platform.node()}")
    print(f"command: python benchmarks/fold_speed.py {' '.join(args.argv)}")
    print(f"`lutdialect fold M -o OUT --cost model --quiet`, best of {args.repeat} runs each")
    print(f"load average at the start: {_load()}\n")
    rows: list[list[str]] = []
    startups: list[float] = []
    within = True  # every model's own work within OWN_WORK_LIMIT of tosa-opt's
    with tempfile.TemporaryDirectory() as tmp:
        for path in models:
            folds: list[Run] = []
            starts: list[Run] = []
            for _ in range(args.repeat):
                folds.append(cli_fold(path, Path(tmp), "--cost", "model", cli=cli))
                starts.append(cli_fold(one, Path(tmp), "--cost", "model", cli=cli))
            trips = [tosa_opt_round_trip(path, Path(tmp)) for _ in range(args.repeat)]
            de, ser = best([t[0] for t in trips]), best([t[1] for t in trips])
            fold, start = best(folds).seconds, best(starts).seconds
            startups.append(start)
            floor = de.seconds + ser.seconds
            ratio = (fold - start) / floor
            within = within and ratio <= OWN_WORK_LIMIT
            rows.append(
                [
                    path.stem,
                    f"{fold:.3f} s",
                    f"{start:.3f} s",
                    f"{fold - start:.3f} s",
                    f"{floor:.3f} s ({de.seconds:.3f} + {ser.seconds:.3f})",
                    f"{ratio:.1f}x",
                ]
            )
            print(f"{path.stem}: done", file=sys.stderr)
    header = ["model", "fold", "start-up (one-op graph)", "own work", "tosa-opt de+ser", "ratio"]
    print(table(header, rows))
    print(
        f"\nstart-up: {min(startups):.3f}-{max(startups):.3f} s, at most {STARTUP_LIMIT} s on "
        f"every model: {'yes' if max(startups) <= STARTUP_LIMIT else 'no'}; own work within "
        f"{OWN_WORK_LIMIT:g}x of tosa-opt on every model: {'yes' if within else 'no'}"
    )
    print(f"load average at the end: {_load()}")
    return 0


def child_native(path: Path) -> None:
    """(In the child) fold ``path`` and print the stage times as JSON.

    When the passes leave the graph as it was, ``fold_flatbuffer`` hands the input back
    and writes nothing; the writer's own speed is then measured on a second read of
    the file (``encode``), so that it stays visible for graphs where something folds."""
    start = time.perf_counter()
    from lutdialect.fold import fold_flatbuffer
    from lutdialect.io.flatbuffer import read_flatbuffer, write_flatbuffer

    imported = time.perf_counter() - start
    data = path.read_bytes()
    start = time.perf_counter()
    out, report = fold_flatbuffer(data)
    total = time.perf_counter() - start
    seconds = dict(report.seconds)
    passes = sum(v for k, v in seconds.items() if k not in ("read", "write"))
    module = read_flatbuffer(data)
    start = time.perf_counter()
    write_flatbuffer(module)
    encode = time.perf_counter() - start
    print(
        json.dumps(
            {
                "import": imported,
                "read": seconds["read"],
                "passes": passes,
                "write": seconds.get("write", 0.0),
                "encode": encode,
                "fold": total,
                "tables": float(report.tables_created),
                "unchanged": float(out == data),
            }
        )
    )


FLOOR = {
    "interpreter alone": "pass",
    "+ xDSL's builtin and func dialects": "import xdsl.dialects.builtin, xdsl.dialects.func",
    "numpy alone": "import numpy",
}
"""What any tool built on xDSL pays before it reads a byte (and numpy, for comparison)."""


def startup_floor(repeat: int) -> dict[str, float]:
    """Best-of-``repeat`` wall seconds of each :data:`FLOOR` import, in a fresh interpreter."""
    return {
        label: best([run_child([sys.executable, "-c", code]) for _ in range(repeat)]).seconds
        for label, code in FLOOR.items()
    }


def startup_profile() -> str:
    """Wall time of ``lutdialect --help`` and its slowest imports (``-X importtime``)."""
    start = time.perf_counter()
    subprocess.run([script("lutdialect"), "--help"], capture_output=True, check=True)
    wall = time.perf_counter() - start
    proc = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", "import lutdialect.tools.cli"],
        capture_output=True,
        text=True,
        check=True,
    )
    rows: list[tuple[int, str]] = []
    for line in proc.stderr.splitlines():
        m = re.match(r"import time:\s+\d+ \|\s+(\d+) \|\s*(.*)", line)
        if m:
            rows.append((int(m.group(1)), m.group(2).strip()))
    top = sorted(rows, reverse=True)[:8]
    lines = [f"`lutdialect --help`: {wall:.2f} s wall; slowest imports (cumulative):"]
    lines += [f"  {us / 1e6:6.3f} s  {name}" for us, name in top]
    return "\n".join(lines)


def fold_profile(path: Path, limit: int = 15) -> str:
    from lutdialect.fold import fold_flatbuffer

    data = path.read_bytes()
    profiler = cProfile.Profile()
    profiler.enable()
    fold_flatbuffer(data)
    profiler.disable()
    stream = io.StringIO()
    stats = pstats.Stats(profiler, stream=stream)
    stats.sort_stats("cumulative").print_stats(limit)
    stats.sort_stats("tottime").print_stats(limit)
    return stream.getvalue()


def _load() -> str:
    return (
        " / ".join(f"{x:.2f}" for x in os.getloadavg()) + f" (1/5/15 min, {os.cpu_count()} cores)"
    )


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--blocks", type=int, nargs="*", default=[100, 400, 1600])
    ap.add_argument("--models", type=Path, default=MODELS, help="directory of .tosa models")
    ap.add_argument("--text-path", action="store_true", help="also time `lutdialect fold`")
    ap.add_argument("--profile", action="store_true", help="start-up and hot-spot profile")
    ap.add_argument(
        "--repeat", type=int, default=3, help="runs of every measurement; the fastest counts"
    )
    ap.add_argument(
        "--cache", type=Path, default=Path(tempfile.gettempdir()) / "lutdialect-fold-speed"
    )
    ap.add_argument(
        "--own-work",
        action="store_true",
        help="the speed criterion: fold --cost model less a one-op graph's, against tosa-opt",
    )
    ap.add_argument("--cli", type=Path, help="the lutdialect executable for --own-work")
    ap.add_argument("--child-native", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    args.argv = list(argv if argv is not None else sys.argv[1:])
    if args.child_native is not None:
        child_native(args.child_native)
        return 0
    if args.own_work:
        compileall.compile_dir(ROOT / "lutdialect", quiet=1)
        return own_work(args)

    compileall.compile_dir(ROOT / "lutdialect", quiet=1)
    inputs = [(p.stem, p) for p in sorted(args.models.glob("*.tosa"))]
    inputs += [(f"DyT stack, {n} blocks", dyt_stack(n, args.cache)) for n in args.blocks]
    print(f"# fold_speed {datetime.date.today()} on {platform.node()} ({platform.machine()})")
    print(f"command: python benchmarks/fold_speed.py {' '.join(argv or sys.argv[1:])}")
    print(f"load average at the start: {_load()}\n")
    rows: list[list[str]] = []
    repeat = range(args.repeat)
    floor_seconds = startup_floor(args.repeat)
    xdsl = floor_seconds["+ xDSL's builtin and func dialects"]
    with tempfile.TemporaryDirectory() as tmp:
        for label, path in inputs:
            nat = best([native(path) for _ in repeat])
            trips = [tosa_opt_round_trip(path, Path(tmp)) for _ in repeat]
            de, ser = best([t[0] for t in trips]), best([t[1] for t in trips])
            r = nat.report
            floor = de.seconds + ser.seconds
            row = [
                label,
                f"{path.stat().st_size / 1e6:.2f} MB",
                f"{floor:.2f} s ({de.seconds:.2f} + {ser.seconds:.2f})",
                f"{r['fold']:.2f} s ({r['read']:.2f} / {r['passes']:.2f} / {r['write']:.2f})",
                "yes" if r["unchanged"] else "no",
                f"{r['encode']:.2f} s",
                f"{nat.seconds:.2f} s",
                f"{(r['read'] + r['encode']) / floor:.1f}x",
                f"{r['fold'] / floor:.1f}x / {nat.seconds / floor:.1f}x",
                f"{nat.peak_mib:.0f} / {max(de.peak_mib, ser.peak_mib):.0f} MiB",
            ]
            cli = best([cli_fold(path, Path(tmp)) for _ in repeat])
            row.append(f"{cli.seconds:.2f} s ({cli.seconds / floor:.1f}x)")
            row.append(f"{xdsl / floor:.1f}x")
            if args.text_path:
                text = best([cli_fold(path, Path(tmp), "--tosa-io", "tosa-opt") for _ in repeat])
                row.append(f"{text.seconds:.2f} s ({text.seconds / floor:.1f}x)")
            rows.append(row)
            print(f"{label}: done", file=sys.stderr)
    header = [
        "input",
        "size",
        "tosa-opt de+ser",
        "native fold (read / passes / write)",
        "output = input",
        "writer alone",
        "native process",
        "ratio read+writer",
        "ratio fold / process",
        "peak RSS native / tosa-opt",
        "`lutdialect fold` (ratio)",
        "xDSL import alone (ratio)",
    ]
    if args.text_path:
        header.append("`lutdialect fold --tosa-io tosa-opt` (ratio)")
    print(table(header, rows))
    print("\nstart-up floor (best of --repeat, each a fresh interpreter):")
    for label, seconds in floor_seconds.items():
        print(f"  {seconds:.3f} s  {label}")
    print(f"\nload average at the end: {_load()}")
    if args.profile:
        print()
        print(startup_profile())
        biggest = max((p for _, p in inputs), key=lambda p: p.stat().st_size)
        print(f"\nhot spots of one native fold of {biggest.name}:")
        print(fold_profile(biggest))
    return 0


if __name__ == "__main__":
    sys.exit(main())
