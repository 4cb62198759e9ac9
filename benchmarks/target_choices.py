"""Each target's choice of rewrites against every other target's, on every NPU, per Vela.

``npu_cost.py --choices`` runs this. Every graph is folded (``lutdialect.fold``, in
process) once per target of :data:`TARGETS` (or of ``--choice-target``, plus
``generic``) and cost model -- the hand model
(``cost=model``, for the targets it covers) and Vela on the whole graph
(``cost=vela``) -- and the original and every result are compiled by Vela for every
NPU any target names (Vela's C++ core in process, ``lutdialect.cost.vela.Oracle``,
which the test suite pins to the ``vela`` CLI), in Vela's default system configurations
or in the one :class:`Configuration` names (``--choice-system-config``,
``--choice-memory-mode``), for the folds and the compiles alike. Per graph, target and NPU of the
target the table gives the cycles before, after each cost model's choice, and the
best that any target's choice achieves on that NPU. It flags:

* **slower**: a choice slower than the original on an NPU its target names;
* **beaten**: a single-NPU target whose Vela choice is slower on its NPU than another
  target's choice;
* **dominated**: a multi-NPU target whose Vela choice another choice beats on one of
  its NPUs while being no slower on the others.

The exit status is 1 when any case is flagged.
"""

from __future__ import annotations

import functools
import math
import sys
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lutdialect.cost.vela import NPU

GENERIC = "generic"

TARGETS: tuple[str, ...] = (
    "ethos-u",
    "ethos-u55-128",
    "ethos-u85-256",
    "ethos-u55-64",
    "ethos-u85-512",
    "ethos-u55-64,ethos-u85-512",
    GENERIC,
)
"""The default, the two NPUs the hand model covers, two other configurations, both
of those as one multi-NPU target, and ``generic`` (fewer full-tensor passes, whatever
the cost model): its choice names no NPU, so it is flagged for none, but every other
target's is held to it."""

MODELLED = frozenset({"ethos-u", "ethos-u55-128", "ethos-u85-256"})
"""Targets the hand model (``cost=model``) covers."""

COSTS = ("model", "vela")


@functools.cache
def npus_of(target: str) -> tuple[str, ...]:
    """The NPUs ``target`` names, as the passes read it (``ethos-u`` for both of the
    default's, each once; none for ``generic``)."""
    from lutdialect.cost.config import resolve

    return resolve("", target, cost="vela").accelerators


Cycles = Mapping[str, int | None]
"""Vela's cycles per NPU (``None``: Vela refused the graph there)."""


@dataclass(frozen=True)
class Graph:
    """A graph to fold: its name and its TOSA flatbuffer."""

    name: str
    data: bytes


@dataclass(frozen=True)
class Measured:
    graph: str
    before: Cycles
    after: Mapping[tuple[str, str], Cycles]
    """By (target, cost model): the cycles of that choice on every NPU."""
    errors: Mapping[tuple[str, str], str]


def npus_of_all(targets: Sequence[str]) -> tuple[str, ...]:
    """Every NPU any of ``targets`` names, in order."""
    return tuple(dict.fromkeys(n for t in targets for n in npus_of(t)))


NPUS: tuple[str, ...] = npus_of_all(TARGETS)


def with_generic(targets: Sequence[str]) -> tuple[str, ...]:
    """``targets``, and ``generic`` after them where they do not name it: its choice
    names no NPU, but every other target's is held to it."""
    return tuple(dict.fromkeys([*targets, GENERIC]))


@dataclass(frozen=True)
class Configuration:
    """The Vela system config and memory mode every NPU of a check runs in, by their
    names in Vela's ``vela.ini`` (``None``: each NPU family's default, as the ``vela``
    CLI picks it). The passes are given the same names, as ``lutdialect fold
    --system-config``/``--memory-mode`` give them."""

    system_config: str | None = None
    memory_mode: str | None = None

    @property
    def is_default(self) -> bool:
        """Whether every NPU runs in its family's default: the only configurations the
        hand model covers, so the only ones where its choices are made too."""
        return self.system_config is None and self.memory_mode is None

    def npu(self, accelerator: str) -> NPU:
        """``accelerator`` in this configuration, checked by Vela's own rules."""
        from lutdialect.cost.vela import npus

        (npu,) = npus((accelerator,), self.system_config, self.memory_mode)
        return npu

    def describe(self) -> str:
        """The configuration, as the check's table is introduced with it."""
        if self.is_default:
            return "NPUs in Vela's default system configurations"
        return (
            f"NPUs in system config {self.system_config or 'each default'}, "
            f"memory mode {self.memory_mode or 'each default'}"
        )


DEFAULT = Configuration()


def cycles(
    data: bytes, npus: Sequence[str] = NPUS, configuration: Configuration = DEFAULT
) -> dict[str, int | None]:
    """Vela's cycles of ``data`` on every NPU of ``npus``, in ``configuration``
    (``None``: Vela refuses it)."""
    from lutdialect.cost.oracles import shared_oracle
    from lutdialect.cost.vela import VelaRefused

    found: dict[str, int | None] = {}
    for npu in npus:
        try:
            found[npu] = shared_oracle(configuration.npu(npu)).cycles(data)[0]
        except VelaRefused:
            found[npu] = None
    return found


def measure(
    graph: Graph, targets: Sequence[str] = TARGETS, configuration: Configuration = DEFAULT
) -> Measured:
    """Fold ``graph`` for every target of ``targets`` and cost model, in
    ``configuration``; Vela's cycles of every result on every NPU they name. The hand
    model covers the default configurations only, so elsewhere only Vela decides."""
    from lutdialect.fold import FoldError, fold_flatbuffer

    npus = npus_of_all(targets)
    after: dict[tuple[str, str], Cycles] = {}
    errors: dict[tuple[str, str], str] = {}
    for target in targets:
        for cost in COSTS:
            if cost == "model" and (target not in MODELLED or not configuration.is_default):
                continue
            try:
                folded, _ = fold_flatbuffer(
                    graph.data,
                    target=target,
                    cost=cost,
                    system_config=configuration.system_config,
                    memory_mode=configuration.memory_mode,
                )
            except FoldError as e:
                errors[(target, cost)] = str(e)
                continue
            after[(target, cost)] = cycles(folded, npus, configuration)
    return Measured(graph.name, cycles(graph.data, npus, configuration), after, errors)


@dataclass(frozen=True)
class Finding:
    graph: str
    target: str
    npus: tuple[str, ...]
    """The NPUs of the target the finding is about."""
    what: str


def _who(target: str, cost: str) -> str:
    """A choice as a finding names it (``generic``'s does not depend on the cost model)."""
    return target if target == GENERIC else f"{target} ({cost})"


def _le(a: int | None, b: int | None) -> bool:
    return a is not None and b is not None and a <= b


def findings(m: Measured, targets: Sequence[str] = TARGETS) -> list[Finding]:
    """What is flagged on one graph folded for ``targets`` (see the module docstring)."""
    out: list[Finding] = []
    for (target, cost), cycles in m.after.items():
        for npu in npus_of(target):
            before, after = m.before[npu], cycles[npu]
            if before is not None and after is not None and after > before:
                out.append(
                    Finding(
                        m.graph, target, (npu,), f"{cost}: slower on {npu} ({before:,} → {after:,})"
                    )
                )
    for target in targets:
        mine = m.after.get((target, "vela"))
        if mine is None:
            continue
        names = [n for n in npus_of(target) if mine[n] is not None]
        for (other, cost), theirs in m.after.items():
            if other == target:
                continue
            if len(npus_of(target)) == 1:
                (npu,) = npus_of(target)
                a, b = mine[npu], theirs[npu]
                if a is not None and b is not None and b < a:
                    out.append(
                        Finding(
                            m.graph,
                            target,
                            (npu,),
                            f"beaten on {npu} by {_who(other, cost)}: {a:,} vs {b:,}",
                        )
                    )
            elif (
                names
                and all(_le(theirs[n], mine[n]) for n in names)
                and any(theirs[n] != mine[n] for n in names)
            ):
                cells = ", ".join(f"{n} {mine[n]:,} vs {theirs[n]:,}" for n in names)
                out.append(
                    Finding(
                        m.graph, target, tuple(names), f"dominated by {_who(other, cost)}: {cells}"
                    )
                )
    return out


def _num(n: int | None) -> str:
    return "n/a" if n is None else f"{n:,}"


def _best(m: Measured, npu: str) -> str:
    found = [(n, t) for (t, _), c in m.after.items() if (n := c[npu]) is not None]
    if not found:
        return "n/a"
    low = min(n for n, _ in found)
    by = sorted({t for n, t in found if n == low})
    before = m.before[npu]
    if before is not None and low >= before:
        who = "original"
    elif len(by) == len({t for t, _ in m.after}):
        who = "every target"
    else:
        who = ", ".join(by)
    return f"{low:,} ({who})"


def table(results: Sequence[Measured], targets: Sequence[str] = TARGETS) -> str:
    """One row per graph, target of ``targets`` and NPU of the target."""
    lines = [
        "| graph | target | NPU | before | after (model) | after (Vela) | best of any target's choice | flag |",
        "| --- | --- | --- | --: | --: | --: | --: | --- |",
    ]
    for m in results:
        flags = findings(m, targets)
        for target in targets:
            for npu in npus_of(target):
                model = m.after.get((target, "model"))
                vela = m.after.get((target, "vela"))
                ratio = ""
                before = m.before[npu]
                chosen = vela[npu] if vela is not None else None
                if chosen is not None and before:
                    ratio = f" ({chosen / before:.3f})"
                mine = [f.what for f in flags if f.target == target and npu in f.npus]
                lines.append(
                    f"| {m.graph} | `{target}` | {npu} | {_num(before)} | "
                    f"{_num(model[npu]) if model else '—'} | "
                    f"{_num(vela[npu]) if vela else 'error'}{ratio} | {_best(m, npu)} | "
                    f"{'; '.join(mine) or ''} |"
                )
    return "\n".join(lines)


def synthetic(
    names: Sequence[str], activations: Sequence[str], sizes: Sequence[tuple[int, ...]]
) -> list[Graph]:
    from graphs import build
    from xdsl.parser import Parser

    from lutdialect.io.context import context
    from lutdialect.io.flatbuffer import write_flatbuffer

    out: list[Graph] = []
    for name in names:
        for act in activations:
            for shape in sizes:
                g = build(name, act, shape)  # pyright: ignore[reportArgumentType]
                out.append(
                    Graph(g.label, write_flatbuffer(Parser(context(), g.text).parse_module()))
                )
    return out


def models(directory: Path) -> list[Graph]:
    return [Graph(p.stem, p.read_bytes()) for p in sorted(directory.glob("*.tosa"))]


def main(
    graphs: Sequence[Graph],
    header: str,
    jobs: int,
    targets: Sequence[str] = TARGETS,
    configuration: Configuration = DEFAULT,
) -> int:
    print(header, flush=True)
    print(f"Targets: {', '.join(f'`{t}`' for t in targets)}; {configuration.describe()}\n")
    with ProcessPoolExecutor(jobs) as pool:
        measured = functools.partial(measure, targets=targets, configuration=configuration)
        results = list(pool.map(measured, graphs))
    print(table(results, targets))
    flagged = [f for m in results for f in findings(m, targets)]
    errors = [f"{m.graph} {t} cost={c}: {e}" for m in results for (t, c), e in m.errors.items()]
    print()
    for title, items in (
        ("Flagged", [f"- {f.graph}, `{f.target}`: {f.what}" for f in flagged]),
        ("Fold errors", [f"- {e}" for e in errors]),
    ):
        print(f"{title}: {len(items) or 'none'}")
        print("\n".join(items))
    ratios: list[float] = []
    for m in results:
        for (t, cost), c in m.after.items():
            for n in npus_of(t):
                after, before = c[n], m.before[n]
                if cost == "vela" and after is not None and before:
                    ratios.append(after / before)
    if ratios:
        geo = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
        print(
            f"\nGeometric mean after/before of the Vela choices over {len(ratios)} graph-target-NPU triples: {geo:.3f}"
        )
    return 1 if flagged or errors else 0


if __name__ == "__main__":
    sys.exit("run through npu_cost.py --choices")
