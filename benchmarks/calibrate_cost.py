"""Calibration data for the NPU cost model (``lutdialect.cost``), measured with Vela.

Every calibration graph holds one point-wise region that a LUT pass could replace by
a table. The script builds the graph *before* (the region as the quantizer lowers it)
and *after* (the region replaced by one table with the same input and output
quantization, as the passes would emit it), compiles both with Vela for
``ethos-u55-128`` and ``ethos-u85-256`` and records Vela's ``cycles_total`` and
kernel count. The graphs' MLIR text and the SSA names of the region's input and
output are stored too, so that the unit tests can rebuild each candidate rewrite
and check the model's verdict against Vela's without Vela.

Usage: ``python benchmarks/calibrate_cost.py [--out tests/unit/cost/vela_calibration.json]
[--jobs N] [--graphs a,b --merge [--sizes 1x8x8x16,...] [--activations i8]]`` (needs ``pip install -e '.[bench]'``; about two minutes on two cores).
"""

from __future__ import annotations

import argparse
import datetime
import importlib.metadata
import json
import math
import os
import sys
import tempfile
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue

from lutdialect.cost import Rewrite
from lutdialect.reference import serialize

sys.path.insert(0, str(Path(__file__).resolve().parent))
from graphs import (
    REGIONS,
    X_RANGE,
    Activation,
    Func,
    Quant,
    QValue,
    Region,
    Shape,
    sigmoid,
    tensor_type,
)
from npu_cost import ACCELERATORS, Target, run_vela

DEFAULT_OUT = Path(__file__).resolve().parents[1] / "tests/unit/cost/vela_calibration.json"

# --------------------------------------------------------------------------- #
# Calibration graphs
# --------------------------------------------------------------------------- #


def _lone_mul(f: Func, x: QValue) -> QValue:
    """A lone multiply by a scalar: one elementwise kernel that a table would replace."""
    return f.mul(x, f.constant([0.5]), x.element)


def _same_type_constant(f: Func, x: QValue, value: float) -> QValue:
    """A scalar quantized like the activation (i16 for a16w8), as ExecuTorch does."""
    qmax = 127 if x.element == "i8" else 32767
    scale = abs(value) / qmax
    name = f.const([round(value / scale)], x.element)
    return QValue(name, x.element, Quant(scale), min(0.0, value), max(0.0, value))


def _lone_mul_same_type(f: Func, x: QValue) -> QValue:
    """A multiply by a scalar of the activation's type: Vela reads it as a quantized MUL."""
    return f.mul(x, _same_type_constant(f, x, 0.5), x.element)


def _table_rescale(f: Func, x: QValue) -> QValue:
    """A sigmoid table, then a requantize to a finer output scale."""
    t = f.table(x, sigmoid)
    return f.rescale(t, 1.0, x.element, Quant.fit(0.0, 0.75, x.element))


def _mul_rescale_table(f: Func, x: QValue) -> QValue:
    """``table(rescale(x * alpha))`` with an extra i8 -> i8 requantize before the table."""
    t = f.mul(x, f.constant([0.5]), x.element)
    t = f.rescale(t, 1.0, x.element, Quant.fit(1.2 * t.lo, 1.2 * t.hi, x.element))
    return f.table(t, np.tanh)


def _shift_tanh_scale(f: Func, x: QValue) -> QValue:
    """``tanh(x + 1) * 2``: a table between two elementwise ops (the tail of
    ``tanh-affine`` once its first multiply stays)."""
    t = f.table(f.add(x, f.constant([1.0]), x.element), np.tanh)
    return f.mul(t, f.constant([2.0]), x.element)


def _mul_add_table(f: Func, x: QValue) -> QValue:
    """``tanh(0.5 x + 1)``: two elementwise ops, then a table in the second's output stage."""
    t = f.add(f.mul(x, f.constant([0.5]), x.element), f.constant([1.0]), x.element)
    return f.table(t, np.tanh)


def _affine_chain(f: Func, x: QValue) -> QValue:
    """``0.5 x + 1``: two elementwise ops a table can replace."""
    return f.add(f.mul(x, f.constant([0.5]), x.element), f.constant([1.0]), x.element)


def _relu6_scale(f: Func, x: QValue) -> QValue:
    """``relu6(x) * 0.25``: a clamp (an output stage) and a multiply."""
    return f.mul(f.clamp(x, 0.0, 6.0), f.constant([0.25]), x.element)


CHAINS: Mapping[str, Region] = {
    "mul": Region(_lone_mul, lambda v: 0.5 * v),
    "mulq": Region(_lone_mul_same_type, lambda v: 0.5 * v),
    "table-rescale": Region(_table_rescale, sigmoid),
    "mul-rescale-table": Region(_mul_rescale_table, lambda v: np.tanh(0.5 * v)),
    **{name: REGIONS[name] for name in ("dyt", "dyt-headroom", "silu", "hardswish", "gelu")},
    "tanh-affine": REGIONS["tanh-affine"],
    "shift-tanh-scale": Region(_shift_tanh_scale, lambda v: 2.0 * np.tanh(v + 1.0)),
    "mul-add-table": Region(_mul_add_table, lambda v: np.tanh(0.5 * v + 1.0)),
}

STUDY_CHAINS: Mapping[str, Region] = {
    "affine": Region(_affine_chain, lambda v: 0.5 * v + 1.0),
    "relu6-scale": Region(_relu6_scale, lambda v: 0.25 * np.clip(v, 0.0, 6.0)),
}
"""Chains of the hand-model study (``hand_model_vs_vela.py``) beyond the calibration's."""

Producer = Callable[[Func, QValue], QValue]


def _graph_input(f: Func, x: QValue) -> QValue:
    return x


def _conv(f: Func, x: QValue) -> QValue:
    return f.conv1x1(x, f.shape[-1])


def _matmul(f: Func, x: QValue) -> QValue:
    """``x @ W`` on a rank-3 ``[N, H, C]`` input, ``W`` a seeded constant of ``x``'s type
    (TOSA's MATMUL takes two operands of one type), requantized like ``conv1x1``."""
    acc = "i32" if x.element == "i8" else "i48"
    batch, rows, depth = f.shape
    top = 127 if x.element == "i8" else 32767
    weights = f.rng.integers(-top, top + 1, size=(batch, depth, depth))
    operands = [
        x.name,
        f.const(weights, x.element, weights.shape),
        f.const(x.q.zp, x.element),
        f.const(0, x.element),
    ]
    name = f.op("matmul", operands, tensor_type([batch, rows, depth], acc))
    bound = 3 * max(-x.lo, x.hi)
    w_scale = 1 / (top * math.sqrt(depth))
    return f.requantize(
        QValue(name, acc, Quant(x.q.scale * w_scale), -bound, bound), x.element, -bound, bound
    )


def _depthwise(f: Func, x: QValue) -> QValue:
    """A 3x3 ``tosa.depthwise_conv2d`` (padded, stride 1) with seeded i8 weights."""
    acc = "i32" if x.element == "i8" else "i48"
    depth = f.shape[-1]
    weights = f.rng.integers(-127, 128, size=(3, 3, depth, 1))
    operands = [
        x.name,
        f.const(weights, "i8", weights.shape),
        f.const(0, acc, (depth,)),
        f.const(x.q.zp, x.element),
        f.const(0, "i8"),
    ]
    attrs = {
        "acc_type": acc,
        "dilation": "array<i64: 1, 1>",
        "pad": "array<i64: 1, 1, 1, 1>",
        "stride": "array<i64: 1, 1>",
    }
    name = f.op("depthwise_conv2d", operands, tensor_type(list(f.shape), acc), attrs)
    bound = 3 * max(-x.lo, x.hi)
    acc_value = QValue(name, acc, Quant(x.q.scale / (127 * 3)), -bound, bound)
    return f.requantize(acc_value, x.element, -bound, bound)


def _requantize(f: Func, x: QValue) -> QValue:
    return f.rescale(x, 1.0, x.element, Quant.fit(1.1 * x.lo, 1.1 * x.hi, x.element))


def _add_scalar(f: Func, x: QValue) -> QValue:
    return f.add(x, f.constant([0.25]), x.element)


def _half(f: Func, x: QValue) -> QValue:
    return f.mul(x, f.constant([0.5]), x.element)


def _affine(f: Func, x: QValue) -> QValue:
    return f.add(_half(f, x), f.constant([1.0]), x.element)


PRODUCERS: Mapping[str, Producer] = {
    "": _graph_input,
    "conv-": _conv,
    "rq-": _requantize,
    "add-": _add_scalar,
    "half-": _half,
    "affine-": _affine,
    "mm-": _matmul,
    "dw-": _depthwise,
}
"""What feeds the region: the graph input, or a 1x1 convolution whose requantized
output only the region uses (so a table can fuse into the convolution's output), or a
standalone requantize (``rq-``), a quantized ADD of a scalar (``add-``), a quantized
MUL by a scalar (``half-``) or both (``affine-``: a two-op elementwise pass), a MATMUL
by a constant (``mm-``, on a rank-3 input) or a 3x3 depthwise convolution (``dw-``)."""


@dataclass(frozen=True)
class Case:
    name: str
    activation: Activation
    shape: Shape
    before: str
    """The graph as the quantizer lowers it."""
    after: str
    """The same graph with the region replaced by one table."""
    region_input: str
    region_output: str

    @property
    def label(self) -> str:
        return f"{self.name}-{self.activation}-{'x'.join(map(str, self.shape))}"


def _render(
    chain: Region,
    producer: Producer,
    activation: Activation,
    shape: Shape,
    *,
    shared: bool,
    then_table: bool,
    ideal: bool,
) -> tuple[str, str, str]:
    """The graph's text and the names of the region's input and output."""
    f = Func(shape)
    x = QValue("%x", activation, Quant.fit(*X_RANGE, activation), *X_RANGE)
    f.types[x.name] = tensor_type(shape, activation)
    source = producer(f, x)
    y = chain.emit(f, source, ideal=ideal)
    out = f.add(source, y, activation) if shared else y
    if then_table:
        out = f.table(out, np.tanh)
    return f.module(x, out), source.name, y.name


def case(name: str, activation: Activation, shape: Shape) -> Case:
    """Calibration graph ``name``: ``[PRODUCER-]CHAIN[-shared][-then-table]``; ``-shared``
    adds the region's input to its output, so the region input has a user outside the
    region; ``-then-table`` feeds the region output to a tanh table outside it."""
    then_table = name.endswith("-then-table")
    core = name.removesuffix("-then-table")
    shared = core.endswith("-shared")
    core = core.removesuffix("-shared")
    prefix = next((p for p in PRODUCERS if p and core.startswith(p)), "")
    chain = {**CHAINS, **STUDY_CHAINS}[core.removeprefix(prefix)]
    (before, x, y), (after, _, _) = (
        _render(
            chain,
            PRODUCERS[prefix],
            activation,
            shape,
            shared=shared,
            then_table=then_table,
            ideal=ideal,
        )
        for ideal in (False, True)
    )
    return Case(name, activation, shape, before, after, x.lstrip("%"), y.lstrip("%"))


NAMES: tuple[str, ...] = (
    *CHAINS,
    "conv-mul",
    "conv-dyt",
    "conv-silu",
    "conv-hardswish",
    "conv-gelu",
    "conv-table-rescale",
    "dyt-shared",
    "conv-dyt-shared",
    "conv-silu-shared",
    "mulq-then-table",
    "rq-mulq",
    "rq-mulq-then-table",
    "rq-dyt",
    "conv-mulq-then-table",
    "add-dyt",
    "add-mulq",
    "add-silu",
    "half-shift-tanh-scale",
    "add-shift-tanh-scale",
    "conv-shift-tanh-scale",
    "affine-mul",
)
SIZES: tuple[Shape, ...] = ((1, 8, 8, 64), (1, 16, 16, 64), (1, 32, 32, 64), (1, 64, 64, 64))


# --------------------------------------------------------------------------- #
# Measurement
# --------------------------------------------------------------------------- #


def measure(c: Case, targets: Sequence[Target], work: Path) -> dict[str, Any]:
    """Vela's cycles and kernels of ``c`` before and after, per target."""
    record: dict[str, Any] = {
        "graph": c.name,
        "activation": c.activation,
        "shape": list(c.shape),
        "region_input": c.region_input,
        "region_output": c.region_output,
        "vela": {},
    }
    for variant, text in (("before", c.before), ("after", c.after)):
        flatbuffer = work / f"{c.label}-{variant}.tosa"
        flatbuffer.write_bytes(serialize(text))
        for target in targets:
            outcome = run_vela(flatbuffer, target, work / target.config / variant)
            entry = record["vela"].setdefault(target.config, {})
            if outcome.cost is None:
                entry[variant] = {"error": outcome.note}
            else:
                entry[variant] = {"cycles": outcome.cost.cycles, "kernels": outcome.cost.kernels}
    return record


def _values(module: ModuleOp) -> Iterator[SSAValue]:
    for op in module.walk():
        yield from op.results
        for region in op.regions:
            for block in region.blocks:
                yield from block.args


def candidate(module: ModuleOp, c: Case) -> Rewrite:
    """The rewrite a LUT pass would judge in ``module`` (``c.before`` parsed): the ops on
    the paths from the region input to its output (as ``tests/unit/cost/calibration.py``
    rebuilds it from the calibration file)."""
    named = {v.name_hint: v for v in _values(module) if v.name_hint}
    x, y = named[c.region_input], named[c.region_output]
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
    return Rewrite(tuple(reversed(ops)), x, y, "i16" if c.activation == "i16" else "i8")


def _dims(shape: Shape) -> str:
    return "tensor<" + "x".join(map(str, shape)) + "x"


def reshaped(text: str, old: Shape, new: Shape) -> str:
    """A calibration graph at another input shape: only the activation types change
    (weights and tables do not depend on the spatial size)."""
    return text.replace(_dims(old), _dims(new))


def graph_texts(cases: Sequence[Case]) -> dict[str, dict[str, Any]]:
    """Each graph's text once, at its first shape; checks that every other shape is
    that text with the activation shape replaced."""
    texts: dict[str, dict[str, Any]] = {}
    for c in cases:
        key = f"{c.name}/{c.activation}"
        first = texts.setdefault(key, {"shape": list(c.shape), "text": c.before})
        if reshaped(first["text"], tuple(first["shape"]), c.shape) != c.before:
            raise AssertionError(f"{c.label} is not {key} at another shape")
    return texts


def _merged(old: dict[str, Any], new: dict[str, Any], graphs: set[str]) -> dict[str, Any]:
    """``old`` with the cases of ``graphs`` replaced by ``new``'s (same Vela only)."""
    if old["vela"] != new["vela"] or old["targets"] != new["targets"]:
        raise SystemExit("--merge: the file was measured with another Vela or targets")
    kept = [r for r in old["cases"] if r["graph"] not in graphs]
    texts = {k: v for k, v in old["graphs"].items() if k.split("/")[0] not in graphs}
    return {**new, "graphs": {**texts, **new["graphs"]}, "cases": kept + new["cases"]}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--graphs", type=lambda s: s.split(","), default=list(NAMES))
    parser.add_argument(
        "--merge", action="store_true", help="replace only these graphs' cases in --out"
    )
    parser.add_argument(
        "--sizes",
        type=lambda s: [tuple(int(d) for d in t.split("x")) for t in s.split(",")],
        default=list(SIZES),
    )
    parser.add_argument(
        "--activations", type=lambda s: s.split(","), default=["i8", "i16"], help="i8,i16"
    )
    args = parser.parse_args(argv)
    cases = [case(n, a, s) for n in args.graphs for a in args.activations for s in args.sizes]
    targets = list(ACCELERATORS.values())
    with tempfile.TemporaryDirectory() as tmp, ThreadPoolExecutor(args.jobs) as pool:
        jobs: list[Future[dict[str, Any]]] = []
        for i, c in enumerate(cases):
            work = Path(tmp) / str(i)
            work.mkdir()
            jobs.append(pool.submit(measure, c, targets, work))
        records: list[dict[str, Any]] = [job.result() for job in jobs]
    data: dict[str, Any] = {
        "date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d"),
        "command": "python benchmarks/calibrate_cost.py",
        "vela": importlib.metadata.version("ethos-u-vela"),
        "targets": {t.config: f"{t.system}, {t.memory_mode}" for t in targets},
        "graphs": graph_texts(cases),
        "cases": records,
    }
    if args.merge and args.out.exists():
        data = _merged(json.loads(args.out.read_text()), data, set(args.graphs))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(data, indent=1) + "\n")
    for r in records:
        cells: list[str] = []
        vela: dict[str, dict[str, dict[str, int]]] = r["vela"]
        for target, entry in vela.items():
            b, a = entry["before"], entry["after"]
            if "cycles" in b and "cycles" in a:
                cycles = f"{b['cycles']}->{a['cycles']}"
                cells.append(f"{target} {cycles} ({b['kernels']}->{a['kernels']}k)")
            else:
                cells.append(f"{target} n/a")
        shape = "x".join(map(str, r["shape"]))
        print(f"{r['graph']:22s} {r['activation']:3s} {shape:11s} " + "  ".join(cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
