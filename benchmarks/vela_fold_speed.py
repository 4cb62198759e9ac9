"""What Vela in the loop costs: ``lutdialect fold --target X`` with Vela deciding,
against the same fold without Vela (the same command, in an interpreter where
``ethosu`` cannot be imported: the hand model decides and nothing is compiled),
in units of one Vela compile of the model for the same NPUs.

For every committed model (``benchmarks/models``) and target, prints the fastest of
``--repeat`` runs of each command (one process each, so start-up is in both), the fastest
of as many compiles of the model per NPU in process (after a warm-up), and

    ratio = (fold with Vela - fold without Vela) / one compile

which the goal puts at 10 or less. Without Vela only the configurations the hand model
covers are accepted (``ethos-u55-128``, ``ethos-u85-256`` and the default that names
both); for any other target the fold without Vela is the same command under the default
target, marked ``*``: the work a fold does whoever decides. The three take turns, round
after round: a spell in which the machine is slower (other work on it) then slows the
compile it is measured against as well as the two folds. Usage: ``python benchmarks/vela_fold_speed.py
[--targets ethos-u,ethos-u55-128] [--repeat 3] [--models DIR] [--parts | --proofs |
--floor]`` (needs ``pip install -e '.[vela]'``).
"""

from __future__ import annotations

import argparse
import compileall
import datetime
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from parse_print import run_timed

from lutdialect.cost import vela
from lutdialect.cost.config import DEFAULT_TARGET, MODELLED, resolve, split_target
from lutdialect.tools.heap import keep_freed_pages

ROOT = Path(__file__).resolve().parents[1]
MODELS = ROOT / "benchmarks" / "models"

CLI = "import sys; from lutdialect.tools.cli import run; sys.argv[0] = 'lutdialect'; run()"
"""``lutdialect`` itself, run by this interpreter."""
WITHOUT_VELA = "import sys; sys.modules['ethosu'] = None; " + CLI
"""The same, where ``import ethosu`` fails as if Vela were not installed."""


def _compile_once(data: bytes, target: str) -> tuple[float, bool]:
    """Seconds of one compile of ``data`` for every NPU of ``target`` (fresh oracles:
    no memo), and whether Vela refused it on every one (a pass then gives up after
    that compile)."""
    npus = resolve("benchmark", (target,), cost="vela").npus
    refused = 0
    start = time.perf_counter()
    for npu in npus:
        try:
            vela.Oracle((npu,)).cycles(data)
        except vela.VelaRefused:
            refused += 1
    return time.perf_counter() - start, refused == len(npus)


def _compile(data: bytes, target: str, repeat: int) -> float:
    """The fastest of ``repeat`` compiles of ``data`` for every NPU of ``target``, after
    a warm-up."""
    _compile_once(data, target)
    return min(_compile_once(data, target)[0] for _ in range(repeat))


def _modelled(target: str) -> bool:
    """Whether the hand model covers every NPU ``target`` names (so the command runs
    without Vela)."""
    return all(name in (DEFAULT_TARGET, *MODELLED) for name in split_target(target))


def _rounds(
    repeat: int, data: bytes, target: str, commands: dict[str, list[str]]
) -> dict[str, float]:
    """The fastest of ``repeat`` rounds of each command and of one compile (key
    ``compile``), taking turns in every round, after a compile as a warm-up."""
    _compile_once(data, target)
    best = {name: float("inf") for name in (*commands, "compile")}
    for _ in range(repeat):
        for name, cmd in commands.items():
            best[name] = min(best[name], run_timed(cmd)[0])
        best["compile"] = min(best["compile"], _compile_once(data, target)[0])
    return best


def _header(*columns: str, text: tuple[int, ...] = (0, 1)) -> None:
    """A Markdown table's header: the columns of ``text`` (by index) left-aligned, the
    figures right-aligned."""
    print("| " + " | ".join(columns) + " |")
    print("| " + " | ".join("---" if k in text else "---:" for k in range(len(columns))) + " |")


def _best(repeat: int, work: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(repeat + 1):  # the first is a warm-up
        start = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - start)
    return best


def parts(args: argparse.Namespace) -> None:
    """In process, per model and target, each part timed alone (best of ``--repeat``
    after a warm-up) and in units of one compile of the model for the target's NPUs:
    the graph written once for Vela (the block writer, from an empty cache), a
    trial's copy and its write from the cache, and the compiles the fold made (from a
    fresh process's state). The floor is what any fold that lets Vela decide must do
    beyond the fold without it: write the graph once and compile it, and compile at
    least one trial for each pass that has candidates (0 passes: only the summary's
    compile of the input)."""
    from lutdialect.cost import oracles
    from lutdialect.cost.oracles import graph_bytes
    from lutdialect.fold import fold_flatbuffer
    from lutdialect.io.flatbuffer import read_flatbuffer
    from lutdialect.io.flatbuffer_blocks import BlockCache, write_blocks

    _header(
        "model",
        "target",
        "one compile",
        "first write",
        "copy + cached write",
        "passes planning",
        "compiles made",
        "floor",
    )
    for model in sorted(args.models.glob("*.tosa")):
        data = model.read_bytes()
        module = read_flatbuffer(data)
        first = _best(args.repeat, lambda m=module: write_blocks(m, BlockCache()))
        graph_bytes(module)
        copy = _best(args.repeat, lambda m=module: graph_bytes(m.clone()))
        for target in args.targets.split(","):
            one = _compile(data, target, args.repeat)
            npus = len(resolve("benchmark", (target,), cost="vela").npus)
            oracles.forget()
            _, report = fold_flatbuffer(data, target=(target,))
            made = sum(d.compiles for d in report.decisions) / npus
            planning = len(report.decisions)
            floor = (first / one + 1 + planning) if planning else 1.0
            print(
                f"| {model.stem} | {target} | {one * 1000:.0f} ms | {first * 1000:.0f} ms "
                f"({first / one:.1f}) | {copy * 1000:.0f} ms ({copy / one:.1f}) | "
                f"{planning} | {made:.1f} | {floor:.1f} |",
                flush=True,
            )


_PROOFS = """
import sys, time
from lutdialect.fold import fold_module
from lutdialect.io.flatbuffer import read_flatbuffer
from lutdialect.transforms import guards

spent = [0.0, 0]
real = guards._prove
def timed(region, constant):
    start = time.perf_counter()
    try:
        return real(region, constant)
    finally:
        spent[0] += time.perf_counter() - start
        spent[1] += 1
guards._prove = timed
data = open(sys.argv[1], "rb").read()
fold_module(read_flatbuffer(data), target=sys.argv[2])  # a warm-up
loaded = "numpy" in sys.modules  # by the proofs, where a region gives i16 data
best = None
for _ in range(int(sys.argv[3])):
    spent[:] = [0.0, 0]
    fold_module(read_flatbuffer(data), target=sys.argv[2])
    best = spent[:] if best is None or spent[0] < best[0] else best
print(best[0], best[1], int(loaded))
"""
"""The proofs a fold with Vela makes, alone: their seconds and count (best fold), and
whether they load numpy."""


def proofs(args: argparse.Namespace) -> None:
    """What proving every candidate before costing it takes, apart from the rest: the
    import of the evaluator and numpy (fresh interpreters, the fastest of ``--repeat``,
    less the same without them; a fold loads them where a region gives i16 data) and,
    per model and target, the proofs of one fold with Vela in process (the fastest of
    ``--repeat`` folds after a warm-up), in units of one compile."""
    base = "import lutdialect.transforms.whole_graph"
    with_numpy = base + ", lutdialect.evaluator.region"

    def fastest(code: str) -> float:
        return min(run_timed([sys.executable, "-c", code])[0] for _ in range(args.repeat))

    imports = fastest(with_numpy) - fastest(base)
    print(f"Import of the evaluator and numpy: {imports * 1000:.0f} ms\n")
    _header("model", "target", "one compile", "proofs", "their time", "with the import, if made")
    for model in sorted(args.models.glob("*.tosa")):
        data = model.read_bytes()
        for target in args.targets.split(","):
            one = _compile(data, target, args.repeat)
            found = subprocess.run(
                [sys.executable, "-c", _PROOFS, str(model), target, str(args.repeat)],
                check=True,
                capture_output=True,
                text=True,
            ).stdout.split()
            seconds, count, loads = float(found[0]), int(found[1]), found[2] == "1"
            whole = seconds + (imports if loads else 0.0)
            print(
                f"| {model.stem} | {target} | {one * 1000:.0f} ms | {count} | "
                f"{seconds * 1000:.0f} ms ({seconds / one:.1f}) | {whole / one:.1f} |",
                flush=True,
            )


_CHOICE = """
import sys
sys.modules["ethosu"] = None  # as if Vela were not installed: no compile
from lutdialect.fold import fold_module
from lutdialect.io.flatbuffer import read_flatbuffer
module = read_flatbuffer(open(sys.argv[1], "rb").read())
report = fold_module(module, target=sys.argv[2])
print(sum(report.seconds.values()), int(report.rewritten))
"""
"""One target's choice made without Vela, in a fresh interpreter: the passes' seconds
(any import they make included; not the verifications around them, which a rival's run
does not make), and whether they rewrote the graph."""


def floor(args: argparse.Namespace) -> None:
    """The floor that the passes' guarantee sets, per model and target, in units of
    one compile. With Vela deciding, a pass weighs its choice against every other
    target's (``options.RIVALS``: ``generic`` and the hand model's targets), so that
    no target's choice beats it; it cannot do so without making each of those
    choices, as the fold without Vela for that target does (a choice depends on which
    regions prove exact, which the cycles cannot tell). So the fold with Vela does at
    least the work of the dearest of them, and compiles the original and that
    choice's graph where it differs: the floor is that work less the fold without
    Vela's own, plus those compiles (one compile where Vela refuses the graph on
    every NPU: the passes then give up). Each choice is its passes' time, in a fresh
    interpreter (an import they make counts), the fastest of ``--repeat`` rounds in
    which every choice takes its turn."""
    from lutdialect.transforms.options import RIVALS

    rivals = [config.model_target for config in RIVALS]
    _header(
        "model",
        "target",
        "one compile",
        "fold without Vela",
        "dearest other choice",
        "its extra work",
        "floor",
        text=(0, 1, 4),
    )
    for model in sorted(args.models.glob("*.tosa")):
        data = model.read_bytes()
        choices = {
            name: [sys.executable, "-c", _CHOICE, str(model), name]
            for name in dict.fromkeys([*rivals, *args.targets.split(",")])
            if _modelled(name) or name == "generic"
        }
        best: dict[str, tuple[float, bool]] = dict.fromkeys(choices, (float("inf"), False))
        for _ in range(args.repeat):
            for name, cmd in choices.items():
                out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
                seconds, rewrote = float(out.split()[0]), out.split()[1] == "1"
                best[name] = min(best[name], (seconds, rewrote))
        for target in args.targets.split(","):
            refused = _compile_once(data, target)[1]  # also the warm-up
            one = min(_compile_once(data, target)[0] for _ in range(args.repeat))
            own = best[target if _modelled(target) else DEFAULT_TARGET][0]
            if refused:
                print(
                    f"| {model.stem} | {target} | {one * 1000:.0f} ms | {own * 1000:.0f} ms | "
                    "(refused by Vela) | - | 1.0 |",
                    flush=True,
                )
                continue
            dearest = max(rivals, key=lambda name: best[name][0])
            extra = max(0.0, best[dearest][0] - own)
            compiles = 1 + int(best[dearest][1])
            print(
                f"| {model.stem} | {target} | {one * 1000:.0f} ms | {own * 1000:.0f} ms | "
                f"{dearest} | {extra * 1000:.0f} ms ({extra / one:.1f}) | "
                f"{extra / one + compiles:.1f} |",
                flush=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--targets", default="ethos-u,ethos-u55-128")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--models", type=Path, default=MODELS)
    parser.add_argument("--parts", action="store_true", help="the floor's parts, in process")
    parser.add_argument(
        "--proofs", action="store_true", help="the proofs made before costing, alone"
    )
    parser.add_argument(
        "--floor", action="store_true", help="the floor the guarantee against rivals sets"
    )
    args = parser.parse_args()
    keep_freed_pages()  # the compiles timed here run as the command's own do
    # As an installed package is: a module changed since its bytecode was cached is
    # otherwise compiled from source in every run (where PYTHONDONTWRITEBYTECODE is
    # set), in one command and not the other (the writer: 7 ms, where the fold
    # without Vela writes nothing).
    compileall.compile_dir(ROOT / "lutdialect", quiet=1)
    if args.parts or args.proofs or args.floor:
        print(f"Load: {os.getloadavg()[0]:.2f}\n")
        (parts if args.parts else proofs if args.proofs else floor)(args)
        return
    now = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    print(
        f"Date: {now}  \nCommand: `python {' '.join(sys.argv)}`  \nLoad: {os.getloadavg()[0]:.2f}\n"
    )
    _header("model", "target", "fold, Vela", "fold without Vela", "one compile", "ratio")
    with tempfile.TemporaryDirectory() as tmp:
        out = str(Path(tmp) / "out.tosa")
        for model in sorted(args.models.glob("*.tosa")):
            data = model.read_bytes()
            for target in args.targets.split(","):
                fold = ["fold", str(model), "-o", out, "--target", target]
                modelled = _modelled(target)
                hand_target = target if modelled else DEFAULT_TARGET
                best = _rounds(
                    args.repeat,
                    data,
                    target,
                    {
                        "vela": [sys.executable, "-c", CLI, *fold],
                        "hand": [sys.executable, "-c", WITHOUT_VELA, *fold[:-1], hand_target],
                    },
                )
                with_vela, hand, one = best["vela"], best["hand"], best["compile"]
                ratio = (with_vela - hand) / one if one else float("nan")
                mark = "" if modelled else " *"
                print(
                    f"| {model.stem} | {target} | {with_vela:.2f} s | {hand:.2f} s{mark} | "
                    f"{one * 1000:.0f} ms | {ratio:.1f} |",
                    flush=True,
                )


if __name__ == "__main__":
    main()
