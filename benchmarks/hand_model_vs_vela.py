"""The hand model's verdicts held to Vela's whole-graph cycles, on generated graphs.

The hand model (``lutdialect.cost``, ``cost=model``) decides a rewrite from rates
fitted to the calibration graphs (``calibrate_cost.py``). This study asks how well it
generalises: it generates a few hundred point-wise graphs the model was not fitted to
(every chain of the calibration and two more, behind every producer -- the graph
input, a 1x1 or depthwise convolution, a MATMUL, a requantize, elementwise ops --,
alone, with a residual add, or feeding a table; int8 and a16w8; shapes the
calibration does not use), and for each graph compares the model's verdict on its one
candidate rewrite with Vela's cycles of the whole graph before and after that
rewrite (Vela's C++ core in process, ``lutdialect.cost.vela.Oracle``).

A deterministic part of the graphs (``--held-out`` percent, chosen by ``--seed`` from
each graph's label, so it does not move when the corpus grows) is held out: the
model's rates may be adjusted on the rest, and its agreement is reported on the
held-out part. Vela's verdict, per NPU, is the calibration's: a rewrite gains when
the whole graph gets more than 1 % cheaper (``tests/unit/cost/calibration.py``). For
the default target (``ethos-u``, both NPUs) it gains when it is slower on neither NPU
and gains on one. A *slower* miss -- the model rewrites and Vela finds the graph
slower on an NPU the verdict covers -- breaks the model's "never slower" promise; the
exit status is then 1.

Usage: ``python benchmarks/hand_model_vs_vela.py [--seed 0] [--held-out 30] [--quick]
[--jobs N] [--misses]`` (needs ``pip install -e '.[bench]'``; about a minute on two
cores, ``--quick`` a tenth of the graphs).
"""

from __future__ import annotations

import argparse
import datetime
import json
import shlex
import sys
import zlib
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from calibrate_cost import CHAINS, PRODUCERS, STUDY_CHAINS, candidate, case  # noqa: E402
from vela import revision, versions  # noqa: E402

TIE = 0.01
"""Vela estimates within 1 % of each other are a tie, not worth a rewrite (as in the
calibration test, ``tests/unit/cost/calibration.py``)."""


@dataclass(frozen=True)
class Measured:
    """Vela's cycles of the whole graph before and after the rewrite, on one NPU."""

    before: int
    after: int

    @property
    def gains(self) -> bool:
        return self.after < self.before * (1 - TIE)

    @property
    def slower(self) -> bool:
        return self.after > self.before


U55, U85, DEFAULT = "ethos-u55-128", "ethos-u85-256", "ethos-u"
NPUS = (U55, U85)
VERDICTS = (U55, U85, DEFAULT)

SHAPES: tuple[tuple[int, ...], ...] = (
    (1, 8, 8, 16),
    (1, 12, 12, 32),
    (1, 16, 16, 32),
    (1, 10, 10, 96),
    (1, 24, 24, 64),
    (1, 20, 20, 128),
    (1, 64, 64, 32),
    (1, 32, 32, 96),
    (1, 48, 48, 64),
    (1, 40, 40, 128),
    (1, 96, 96, 32),
)
"""1,024 to 294,912 elements, across the U85 SRAM spill (~98,000 i32 elements); none
is a calibration shape (1xSxSx64, S = 8, 16, 32, 64)."""

SUFFIXES = ("", "-shared", "-then-table")


def held_out(label: str, seed: int, percent: int) -> bool:
    """Whether graph ``label`` is in the held-out part: a hash of the seed and the label,
    so the split is deterministic and a graph keeps its part as the corpus grows."""
    return zlib.crc32(f"{seed}/{label}".encode()) % 100 < percent


@dataclass(frozen=True)
class Spec:
    name: str
    activation: str
    shape: tuple[int, ...]

    @property
    def label(self) -> str:
        return f"{self.name}-{self.activation}-{'x'.join(map(str, self.shape))}"


def corpus(quick: bool = False) -> list[Spec]:
    """Every chain behind every producer, alone, shared and feeding a table, in both
    precisions, each at one shape picked from its name (``mm-``: the shape flattened to
    rank 3, as MATMUL wants). ``quick``: every tenth graph."""
    specs: list[Spec] = []
    for chain in (*CHAINS, *STUDY_CHAINS):
        for producer in PRODUCERS:
            for suffix in SUFFIXES:
                name = f"{producer}{chain}{suffix}"
                for activation in ("i8", "i16"):
                    shape = SHAPES[zlib.crc32(f"{name}/{activation}".encode()) % len(SHAPES)]
                    if producer == "mm-":
                        shape = (1, shape[1] * shape[2], shape[3])
                    specs.append(Spec(name, activation, shape))
    return specs[::10] if quick else specs


@dataclass(frozen=True)
class Result:
    spec: Spec
    vela: Mapping[str, Measured]
    """Vela's whole-graph cycles before and after, per NPU that compiled both."""
    model: Mapping[str, bool]
    """The hand model's verdict (rewrite or not), per verdict target."""
    error: str = ""


def measure(spec: Spec) -> Result:
    """Build ``spec``'s graph and its rewrite; Vela's cycles of both, the model's verdicts."""
    from xdsl.parser import Parser

    from lutdialect.cost import judge
    from lutdialect.cost.oracles import shared_oracle
    from lutdialect.cost.vela import NPU, VelaRefused
    from lutdialect.io.context import context
    from lutdialect.io.flatbuffer import write_flatbuffer

    try:
        c = case(spec.name, spec.activation, spec.shape)  # pyright: ignore[reportArgumentType]
    except ValueError as e:  # an i16 table whose slope does not fit
        return Result(spec, {}, {}, f"not built: {e}")
    module = Parser(context(), c.before).parse_module()
    before = write_flatbuffer(module)
    after = write_flatbuffer(Parser(context(), c.after).parse_module())
    vela: dict[str, Measured] = {}
    for npu in NPUS:
        oracle = shared_oracle(NPU.default(npu))
        try:
            vela[npu] = Measured(oracle.cycles(before)[0], oracle.cycles(after)[0])
        except VelaRefused:
            continue
    rewrite = candidate(module, c)
    model = {target: judge(rewrite, target).profitable for target in VERDICTS}
    return Result(spec, vela, model)


def vela_gains(result: Result, verdict: str) -> bool | None:
    """Vela's verdict on the rewrite for ``verdict`` (``None``: not compiled there)."""
    if verdict != DEFAULT:
        measured = result.vela.get(verdict)
        return None if measured is None else measured.gains
    if len(result.vela) < len(NPUS):
        return None
    found = result.vela.values()
    return not any(m.slower for m in found) and any(m.gains for m in found)


def slower(result: Result, verdict: str) -> bool:
    """The model rewrites and Vela finds the graph slower on an NPU the verdict covers."""
    covered = NPUS if verdict == DEFAULT else (verdict,)
    return result.model.get(verdict, False) and any(
        result.vela[n].slower for n in covered if n in result.vela
    )


def _delta(result: Result, verdict: str) -> float:
    """Vela's relative change of the rewrite (the NPU that moves most, for the default)."""
    covered = NPUS if verdict == DEFAULT else (verdict,)
    deltas = [result.vela[n].after / result.vela[n].before - 1 for n in covered]
    return max(deltas, key=abs)


def _cycles(result: Result, verdict: str) -> str:
    covered = NPUS if verdict == DEFAULT else (verdict,)
    return " / ".join(f"{result.vela[n].before:,} → {result.vela[n].after:,}" for n in covered)


@dataclass(frozen=True)
class Tally:
    graphs: int
    agree: int
    rewrites: int
    gains: int
    slower: int
    misses: tuple[Result, ...]

    @property
    def percent(self) -> float:
        return 100 * self.agree / self.graphs if self.graphs else 0.0


def tally(results: Sequence[Result], verdict: str) -> Tally:
    judged = [(r, g) for r in results if (g := vela_gains(r, verdict)) is not None]
    misses = tuple(r for r, g in judged if r.model[verdict] != g)
    return Tally(
        graphs=len(judged),
        agree=len(judged) - len(misses),
        rewrites=sum(r.model[verdict] for r, _ in judged),
        gains=sum(g for _, g in judged),
        slower=sum(slower(r, verdict) for r, _ in judged),
        misses=misses,
    )


def _worst(t: Tally, verdict: str) -> str:
    if not t.misses:
        return "none"
    worst = max(t.misses, key=lambda r: abs(_delta(r, verdict)))
    kind = "rewrites" if worst.model[verdict] else "declines"
    return (
        f"`{worst.spec.label}`: {kind}, Vela {_delta(worst, verdict):+.1%} "
        f"({_cycles(worst, verdict)})"
    )


def table(results: Sequence[Result], parts: Mapping[str, Sequence[Result]]) -> str:
    lines = [
        "| part | verdict | graphs | agree | model rewrites | Vela gains | slower | worst miss |",
        "| --- | --- | --: | --: | --: | --: | --: | --- |",
    ]
    for part, members in parts.items():
        for verdict in VERDICTS:
            t = tally(members, verdict)
            lines.append(
                f"| {part} | `{verdict}` | {t.graphs} | {t.agree} ({t.percent:.1f} %) | "
                f"{t.rewrites} | {t.gains} | {t.slower} | {_worst(t, verdict)} |"
            )
    del results
    return "\n".join(lines)


def _record(result: Result, held: bool) -> dict[str, object]:
    return {
        "label": result.spec.label,
        "graph": result.spec.name,
        "activation": result.spec.activation,
        "shape": list(result.spec.shape),
        "held_out": held,
        "vela": {n: [m.before, m.after] for n, m in result.vela.items()},
        "model": dict(result.model),
    }


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--held-out", type=int, default=30, help="percent of the graphs")
    parser.add_argument("--quick", action="store_true", help="every tenth graph")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--misses", action="store_true", help="list every miss")
    parser.add_argument("--dump", type=Path, help="write every graph's figures here (JSON)")
    args = parser.parse_args(argv)
    specs = corpus(args.quick)
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(measure, specs, chunksize=8))
    built = [r for r in results if not r.error]
    train = [r for r in built if not held_out(r.spec.label, args.seed, args.held_out)]
    test = [r for r in built if held_out(r.spec.label, args.seed, args.held_out)]
    if args.dump:
        args.dump.write_text(json.dumps([_record(r, r in test) for r in built], indent=1) + "\n")
    now = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    print(
        f"Date: {now}  \nCommand: `{shlex.join(['python', 'benchmarks/hand_model_vs_vela.py', *argv])}`  \n"
        f"Project revision: {revision()}  \nVersions: {versions()}  \n"
        f"Graphs: {len(built)} built ({len(results) - len(built)} not: an i16 table too steep), "
        f"{len(test)} held out (seed {args.seed}, {args.held_out} %), {len(train)} for training\n"
    )
    print(table(built, {"held-out": test, "training": train, "all": built}))
    broken = [(r, v) for r in built for v in VERDICTS if slower(r, v)]
    if broken:
        print("\nSlower (the model rewrites, Vela finds the whole graph slower):")
        for r, v in broken:
            part = "held-out" if r in test else "training"
            print(f"- `{r.spec.label}` ({part}), `{v}`: {_cycles(r, v)}")
    if args.misses:
        print("\nEvery miss:")
        for r in built:
            for v in VERDICTS:
                g = vela_gains(r, v)
                if g is not None and g != r.model[v]:
                    kind = "rewrites" if r.model[v] else "declines"
                    print(
                        f"- `{r.spec.label}` `{v}`: {kind}, Vela {_delta(r, v):+.1%} ({_cycles(r, v)})"
                    )
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
