"""The calibration graphs and Vela's measurements of them (``vela_calibration.json``,
written by ``benchmarks/calibrate_cost.py``), as candidate rewrites the model judges."""

from __future__ import annotations

import functools
import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.parser import Parser

from lutdialect.cost import Rewrite, TableKind
from lutdialect.io.context import context

DATA = Path(__file__).with_name("vela_calibration.json")

TIE = 0.01
"""Vela estimates within 1 % of each other are a tie: not worth a rewrite."""


@dataclass(frozen=True)
class Measured:
    before: int
    after: int

    @property
    def gains(self) -> bool:
        """Vela's verdict: strictly cheaper after, by more than a tie."""
        return self.after < self.before * (1 - TIE)

    @property
    def slower(self) -> bool:
        return self.after > self.before


class Case:
    """A record of the calibration file: a graph at one shape, its MLIR, the SSA names
    (without ``%``) of the region's input and output, and Vela's cycles per NPU."""

    def __init__(self, record: Mapping[str, Any], graph: Mapping[str, Any]) -> None:
        self.graph: str = record["graph"]
        self.activation: str = record["activation"]
        self.shape: tuple[int, ...] = tuple(record["shape"])
        self.text: str = graph["text"].replace(_dims(graph["shape"]), _dims(self.shape))
        self.ends: tuple[str, str] = (record["region_input"], record["region_output"])
        self.vela: dict[str, Measured] = {
            target: Measured(entry["before"]["cycles"], entry["after"]["cycles"])
            for target, entry in record["vela"].items()
        }

    @property
    def label(self) -> str:
        return f"{self.graph}-{self.activation}-{'x'.join(map(str, self.shape))}"


@functools.cache
def _data() -> dict[str, Any]:
    return cast(dict[str, Any], json.loads(DATA.read_text()))


def _dims(shape: Sequence[int]) -> str:
    return "tensor<" + "x".join(map(str, shape)) + "x"


def cases() -> list[Case]:
    data = _data()
    graphs = data["graphs"]
    return [Case(r, graphs[f"{r['graph']}/{r['activation']}"]) for r in data["cases"]]


def _values(module: ModuleOp) -> Iterator[SSAValue]:
    for op in module.walk():
        yield from op.results
        for region in op.regions:
            for block in region.blocks:
                yield from block.args


def rewrite(case: Case) -> Rewrite:
    """The candidate: the ops on the paths from the region input to its output."""
    module = Parser(context(), case.text).parse_module()
    named = {v.name_hint: v for v in _values(module) if v.name_hint}
    x, y = (named[end] for end in case.ends)
    computed: set[SSAValue] = {x}
    reached: list[Operation] = []
    for op in module.walk():
        if op.name != "func.return" and any(v in computed for v in op.operands):
            computed.update(op.results)
            reached.append(op)
    needed: set[SSAValue] = {y}
    ops: list[Operation] = []
    for op in reversed(reached):
        if any(r in needed for r in op.results):
            ops.append(op)
            needed.update(op.operands)
    table: TableKind = "i16" if case.activation == "i16" else "i8"
    return Rewrite(tuple(reversed(ops)), x, y, table)


def by_label() -> dict[str, Case]:
    return {c.label: c for c in cases()}
