"""Held-out graphs for the cross-target check: random compositions of the calibration chains.

The calibration graphs (``calibrate_cost.py``) each hold one chain, and the generated
graphs of ``tests/unit/cost/generated/`` were kept because some target's choice was
wrong on them, so a check on those alone says little about graphs nobody looked at.
This script composes the calibration chains (``CHAINS``, ``STUDY_CHAINS``) and
producers (``PRODUCERS``) at random into graphs of these kinds, with the weights
favouring those of earlier findings:

* ``residual_chains``: chains feeding residual adds;
* ``apart_pair``: chains kept apart by residual adds, convolutions, matmuls or
  per-channel affines (which no table expresses);
* ``region_pieces``: chains and tables back to back, one point-wise region;
* ``forks``: values that fork to two chains, some also graph outputs;
* ``dyt_mix``: DyT chains before, after and beside other chains;
* ``large``: one of those on a large spatial shape.

Activations are i8, or i16 (a16w8) for ``--i16-percent`` of the graphs. Each graph is
written as a TOSA flatbuffer ``<kind>_<act>_<shape>_s<seed>.tosa`` (``large-<kind>``
for a large one) and depends only on its seed (``numpy.random.default_rng(seed)``) and
``--i16-percent``, so a finding can be rebuilt from its name. A seed whose graph
cannot be built (a value range that collapses, an i16 table slope that does not fit
i16, more than 400 ops, an original graph Vela refuses on one of the check's NPUs) is
skipped, the next one tried, and listed in ``skipped.txt``.
The default batch (seeds 70000 to 70120, 70042 skipped) is the held-out batch of
``docs/cost-model.md``; ``forks_i8_1x48x17x96`` and ``forks_i8_7x9x96`` of
``tests/unit/cost/generated/`` are its seeds 70073 and 70092.

Usage (needs ``pip install -e '.[bench]'``; Vela compiles every graph for four NPUs,
yet 120 graphs take well under a minute)::

    python benchmarks/holdout_graphs.py --out DIR [--first-seed 70000] [--count 120]
        [--i16-percent 15]
    python benchmarks/npu_cost.py --choices --models DIR
"""

from __future__ import annotations

import argparse
import sys
import traceback
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
from xdsl.parser import Parser

from lutdialect.io.context import context
from lutdialect.io.flatbuffer import write_flatbuffer

sys.path.insert(0, str(Path(__file__).resolve().parent))
from calibrate_cost import CHAINS, PRODUCERS, STUDY_CHAINS
from graphs import X_RANGE, Activation, Func, Quant, QValue, Region, Shape, sigmoid, tensor_type
from target_choices import cycles as npu_cycles

F64 = npt.NDArray[np.float64]

ALL_CHAINS: Mapping[str, Region] = {**CHAINS, **STUDY_CHAINS}
DYT_CHAINS = ("dyt", "dyt-headroom", "mul-rescale-table")
OTHER_CHAINS = tuple(c for c in ALL_CHAINS if c not in DYT_CHAINS)
KINDS = ("residual_chains", "apart_pair", "region_pieces", "forks", "dyt_mix", "large")
WEIGHTS = (0.2, 0.17, 0.17, 0.17, 0.19, 0.10)
"""The probability of each of :data:`KINDS`."""

MAX_OPS = 400
"""Larger graphs are skipped, to keep the check (ten folds of every graph) quick."""

SKIPPED_QUIETLY = (ValueError, ZeroDivisionError, FloatingPointError, OverflowError)
"""What a seed whose graph cannot be built raises; anything else is also skipped, but
with its traceback, as it may be a bug."""


class RandomGraph:
    """One random graph under construction: every choice is drawn from ``rng``, in
    order, so the graph is a function of the generator's seed."""

    def __init__(self, rng: np.random.Generator, act: Activation, shape: Shape) -> None:
        self.rng = rng
        self.act = act
        self.f = Func(shape, rng=np.random.default_rng(int(rng.integers(1 << 30))))
        self.x = QValue("%x", act, Quant.fit(*X_RANGE, act), *X_RANGE)
        self.f.types[self.x.name] = tensor_type(shape, act)

    # -- pieces ------------------------------------------------------------ #

    def chain(self, v: QValue, pool: Sequence[str] | None = None) -> QValue:
        """A calibration chain from ``pool`` (default: any) on ``v``."""
        pool = pool or tuple(ALL_CHAINS)
        name = str(self.rng.choice(pool))
        return ALL_CHAINS[name].body(self.f, v)

    def producer(self, v: QValue) -> QValue:
        """What feeds the first chain: the input itself, an elementwise op, or where the
        rank allows a 1x1 convolution (twice as likely), a depthwise one or a matmul."""
        rank = self.f.rank
        names = ["", "rq-", "add-", "half-", "affine-"]
        if rank == 4:
            names += ["conv-", "dw-", "conv-"]
        if rank == 3 and self.f.shape[-1] <= 64:
            names += ["mm-"]
        p = str(self.rng.choice(names))
        return PRODUCERS[p](self.f, v)

    def table(self, v: QValue) -> QValue:
        """A lone tanh or sigmoid table (one already folded)."""
        fns: tuple[Callable[[F64], F64], ...] = (np.tanh, sigmoid)
        fn = fns[int(self.rng.integers(2))]
        return self.f.table(v, fn)

    def per_channel(self, v: QValue) -> QValue:
        """A per-channel affine: no table expresses it (a separator)."""
        c = self.f.shape[-1]
        ramp = np.linspace(0.5, 1.5, c) if c > 1 else np.array([0.75])
        self.rng.shuffle(ramp)
        m = self.f.mul(v, self.f.constant(list(ramp)), self.act)
        return self.f.add(m, self.f.constant(list(0.2 - 0.2 * ramp)), self.act)

    def heavy(self, v: QValue) -> QValue:
        """A non-point-wise op (conv, depthwise, matmul) where the rank allows, else a
        per-channel affine."""
        rank = self.f.rank
        opts = ["pc"]
        if rank == 4:
            opts += ["conv-", "dw-"]
        if rank == 3 and self.f.shape[-1] <= 64:
            opts += ["mm-"]
        o = str(self.rng.choice(opts))
        if o == "pc":
            return self.per_channel(v)
        return PRODUCERS[o](self.f, v)

    def separator(self, v: QValue, keep: QValue) -> QValue:
        """What ends a point-wise region: a residual add of ``keep``, a heavy op or a
        per-channel affine."""
        r = self.rng.random()
        if r < 0.35:
            return self.f.add(v, keep, self.act)
        if r < 0.7:
            return self.heavy(v)
        return self.per_channel(v)

    def add(self, a: QValue, b: QValue) -> QValue:
        return self.f.add(a, b, self.act)

    def maybe(self, p: float) -> bool:
        """True with probability ``p``."""
        return bool(self.rng.random() < p)

    def text(self, *outs: QValue) -> str:
        """The graph's MLIR text, ``outs`` its results."""
        self.f.b.args.append((self.x.name, self.f.types[self.x.name]))
        return self.f.b.module(*(o.name for o in outs))


# --------------------------------------------------------------------------- #
# Kinds
# --------------------------------------------------------------------------- #


def residual_chains(g: RandomGraph) -> list[QValue]:
    h = g.producer(g.x)
    for _ in range(int(g.rng.integers(2, 5))):
        y = g.chain(h)
        if g.maybe(0.3):
            y = g.chain(y)
        h = g.add(h, y)
        if g.maybe(0.3):
            h = g.chain(h) if g.maybe(0.5) else g.table(h)
    return [h]


def apart_pair(g: RandomGraph) -> list[QValue]:
    h = g.producer(g.x)
    keep = h
    for _ in range(int(g.rng.integers(2, 4))):
        h = g.chain(h)
        if g.maybe(0.3):
            h = g.chain(h)
        for _ in range(int(g.rng.integers(1, 3))):
            h = g.separator(h, keep)
        keep = h if g.maybe(0.5) else keep
    h = g.chain(h)
    return [h]


def region_pieces(g: RandomGraph) -> list[QValue]:
    src = g.producer(g.x)
    h = src
    for _ in range(int(g.rng.integers(3, 6))):
        r = g.rng.random()
        h = g.table(h) if r < 0.2 else g.chain(h)
    outs = [h]
    if g.maybe(0.4):
        outs = [g.add(src, h)]
    if g.maybe(0.3):
        h2 = g.chain(g.heavy(outs[0]))
        h2 = g.chain(h2)
        outs = [h2]
    return outs


def forks(g: RandomGraph) -> list[QValue]:
    h = g.producer(g.x)
    outs: list[QValue] = []
    for _ in range(int(g.rng.integers(1, 3))):
        a = g.chain(h)
        b = g.chain(h)
        if g.maybe(0.5):
            a = g.chain(a)
        c = g.add(a, b)
        if g.maybe(0.4):
            outs.append(a)  # a fork output: a chain's value with a second user
        h = g.chain(c) if g.maybe(0.6) else c
        if g.maybe(0.3):
            h = g.heavy(h)
    outs.insert(0, h)
    return outs[:2]


def dyt_mix(g: RandomGraph) -> list[QValue]:
    h = g.producer(g.x)
    keep = h
    for _ in range(int(g.rng.integers(2, 5))):
        r = g.rng.random()
        if r < 0.25:  # DyT then something point-wise
            h = g.chain(h, pool=DYT_CHAINS)
            h = g.table(h) if g.maybe(0.4) else g.chain(h, pool=OTHER_CHAINS)
        elif r < 0.45:  # something then DyT
            h = g.chain(g.chain(h, pool=OTHER_CHAINS), pool=DYT_CHAINS)
        elif r < 0.6:  # DyT back to back
            h = g.chain(g.chain(h, pool=DYT_CHAINS), pool=DYT_CHAINS)
        elif r < 0.8:  # DyT beside another chain, joined
            a = g.chain(h, pool=DYT_CHAINS)
            b = g.chain(h, pool=OTHER_CHAINS)
            h = g.add(a, b)
        else:  # DyT with a residual
            h = g.add(h, g.chain(h, pool=DYT_CHAINS))
        if g.maybe(0.35):
            h = g.separator(h, keep)
            keep = h
    return [h]


BUILDERS: Mapping[str, Callable[[RandomGraph], list[QValue]]] = {
    "residual_chains": residual_chains,
    "apart_pair": apart_pair,
    "region_pieces": region_pieces,
    "forks": forks,
    "dyt_mix": dyt_mix,
}
"""Each kind but ``large`` (which uses one of these): the graph's outputs."""


def shape_for(rng: np.random.Generator, kind: str) -> Shape:
    """Rank 2 to 4 with odd and even dimensions (Vela's blocks fit some, not others),
    mostly batch 1 at rank 4; ``large``: rank 3 or 4 with 40 to 112 rows and columns."""
    odd = [3, 5, 7, 9, 11, 13, 17, 33]
    even = [4, 8, 16, 24, 32, 48, 64]
    ch = [8, 16, 24, 32, 33, 48, 64, 96, 127, 128]
    if kind == "large":
        sp = [40, 48, 56, 64, 80, 96, 112]
        rank = int(rng.choice([3, 4, 4]))
        c = int(rng.choice([8, 16, 24, 32, 48]))
        hgt, wid = int(rng.choice(sp)), int(rng.choice(sp))
        return (1, hgt, wid, c) if rank == 4 else (hgt, wid, c)
    rank = int(rng.choice([2, 3, 3, 4, 4, 4]))
    c = int(rng.choice(ch))
    dims = [int(rng.choice(odd + even)) for _ in range(rank - 1)]
    if rank == 2:
        dims = [int(rng.choice([16, 49, 64, 96, 128, 196, 256]))]
    if rank == 4:
        dims = [1, *dims[:2]] if rng.random() < 0.8 else dims
    return (*dims, c)


def build(seed: int, i16_percent: int) -> tuple[str, str]:
    """The graph of ``seed``: its file name (without ``.tosa``) and its MLIR text."""
    rng = np.random.default_rng(seed)
    kind = str(rng.choice(KINDS, p=WEIGHTS))
    act: Activation = "i16" if rng.random() < i16_percent / 100 else "i8"
    shape = shape_for(rng, kind)
    g = RandomGraph(rng, act, shape)
    sub = kind if kind != "large" else str(rng.choice(list(BUILDERS)))
    with np.errstate(all="raise"):  # a collapsed range raises instead of giving NaNs
        outs = BUILDERS[sub](g)
    name = kind if kind != "large" else f"{kind}-{sub}"
    label = f"{name}_{act}_{'x'.join(map(str, shape))}_s{seed}"
    return label, g.text(*outs)


def flatbuffer(text: str) -> bytes:
    """The graph as a TOSA flatbuffer, if it verifies, has at most :data:`MAX_OPS` ops
    and Vela compiles it for every NPU of the check (else ``ValueError``): a graph the
    check could not measure before folding would tell nothing."""
    module = Parser(context(), text).parse_module()
    module.verify()
    n = sum(1 for _ in module.walk())
    if n > MAX_OPS:
        raise ValueError(f"{n} ops")
    data = write_flatbuffer(module)
    cycles = npu_cycles(data)
    if None in cycles.values():
        raise ValueError(f"Vela refuses the original: {cycles}")
    return data


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--out", type=Path, required=True, help="directory for the graphs and skipped.txt"
    )
    parser.add_argument(
        "--first-seed", type=int, default=70000, help="seed of the first graph (default 70000)"
    )
    parser.add_argument(
        "--count", type=int, default=120, help="graphs to write, skipped seeds aside (default 120)"
    )
    parser.add_argument(
        "--i16-percent", type=int, default=15, help="share of a16w8 graphs, in %% (default 15)"
    )
    args = parser.parse_args(argv)
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    made, seed = 0, args.first_seed
    skipped: list[str] = []
    while made < args.count:
        try:
            label, text = build(seed, args.i16_percent)
            data = flatbuffer(text)
        except Exception as e:
            skipped.append(f"{seed}: {type(e).__name__}: {str(e)[:200]}")
            if not isinstance(e, SKIPPED_QUIETLY):
                traceback.print_exc()
            seed += 1
            continue
        (out / f"{label}.tosa").write_bytes(data)
        print(label, len(data), flush=True)
        made += 1
        seed += 1
    (out / "skipped.txt").write_text("\n".join(skipped) + "\n")
    print(f"{made} graphs, seeds {args.first_seed}-{seed - 1}, {len(skipped)} skipped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
