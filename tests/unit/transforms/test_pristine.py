"""What a plan's runs learn of the graph, lent to the next (``whole_graph.Pristine``).

The runs of one plan -- collect, trials, the rivals' greedy runs, the commit -- all
start on the graph the plan was given (a checkpoint puts it back), so the memos a
pattern builds before its first rewrite are lent to the next run. A run lent them
must give the graph it gives alone, and what it learns after it has rewritten must
not go into them.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation

from lutdialect.cost.config import MODELLED, CostConfig
from lutdialect.io.flatbuffer import read_flatbuffer
from lutdialect.transforms.checkpoint import Checkpoint
from lutdialect.transforms.fold_dyt_lut import FoldDyTLUTPass, FoldDyTPattern
from lutdialect.transforms.fuse_elementwise_lut import FuseElementwiseLUTPass, FuseRegionPattern
from lutdialect.transforms.liveness import Liveness
from lutdialect.transforms.lut_rewrite import PoolIndex
from lutdialect.transforms.pattern import ConstantCache
from lutdialect.transforms.region import RegionFacts
from lutdialect.transforms.remarks import Reporter
from lutdialect.transforms.whole_graph import Planning, Pristine

MODELS = Path(__file__).resolve().parents[3] / "benchmarks" / "models"
GENERATED = Path(__file__).resolve().parents[1] / "cost" / "generated"

GRAPHS = [
    MODELS / "dyt_mlp_int8.tosa",
    MODELS / "vit_dyt_int8.tosa",
    GENERATED / "residual_chains_i8_96x96x32.tosa",
    GENERATED / "forks_i8_7x9x96.tosa",
]
"""Graphs where the greedy runs rewrite early, late and not at all."""

CONFIGS = [
    CostConfig("generic"),
    *(CostConfig("model", (npu,)) for npu in MODELLED),
    CostConfig("model", MODELLED),
]


def _pass(name: str) -> FoldDyTLUTPass | FuseElementwiseLUTPass:
    return FoldDyTLUTPass() if name == "fold-dyt-lut" else FuseElementwiseLUTPass()


def _alone(data: bytes, p: FoldDyTLUTPass | FuseElementwiseLUTPass, config: CostConfig) -> str:
    module = read_flatbuffer(data)
    p._greedy(module, config, Reporter(p.name, False).silent())  # pyright: ignore[reportPrivateUsage]
    return str(module)


def _ops(module: ModuleOp) -> set[Operation]:
    return set(module.walk())


def _collected(
    data: bytes, p: FoldDyTLUTPass | FuseElementwiseLUTPass
) -> tuple[ModuleOp, Checkpoint, Pristine, Reporter]:
    """The graph of ``data``, its checkpoint, and what a plan's collect (reporting to
    the silent reporter returned) lends the runs after it."""
    module = read_flatbuffer(data)
    checkpoint = Checkpoint.of(module)
    assert checkpoint is not None
    pristine = Pristine()
    reporter = Reporter(p.name, False).silent()
    p._planned(module, Planning.of(module, pristine=pristine), reporter)  # pyright: ignore[reportPrivateUsage]
    return module, checkpoint, pristine, reporter


@pytest.mark.parametrize("pass_name", ["fold-dyt-lut", "fuse-elementwise-lut"])
@pytest.mark.parametrize("graph", GRAPHS, ids=lambda p: p.stem)
def test_greedy_runs_lent_the_plans_memos_give_the_graphs_they_give_alone(
    graph: Path, pass_name: str
) -> None:
    """The collect, then every hand-model target's greedy run in turn, each lent what
    the runs before learnt and the graph put back after it: each gives the graph
    the same run gives on a fresh read of the file. Afterwards the lent memos know
    only ops of the graph as given (nothing a run learnt after its first rewrite)."""
    data = graph.read_bytes()
    p = _pass(pass_name)
    module, checkpoint, pristine, reporter = _collected(data, p)
    original = _ops(module)
    rewrote = 0
    for config in CONFIGS:
        p._greedy(module, config, reporter, None, pristine)  # pyright: ignore[reportPrivateUsage]
        lent = str(module)
        checkpoint.restore()
        assert lent == _alone(data, p, config), config.describe()
        rewrote += lent != str(module)
    if pass_name == "fuse-elementwise-lut":
        assert rewrote, "no run rewrote: the check after a rewrite is not exercised"
    liveness = pristine.lend(Liveness, Liveness)
    assert set(liveness._dead) <= original  # pyright: ignore[reportPrivateUsage]
    if pass_name == "fuse-elementwise-lut":
        regions = pristine.lend(RegionFacts, lambda: RegionFacts(ConstantCache(), liveness))
        assert regions._member and set(regions._member) <= original  # pyright: ignore[reportPrivateUsage]
    # The table pool's index: the block as given, its positions and its constants
    # (no table a run created, no position a rewrite moved).
    pool = pristine.lend(PoolIndex, PoolIndex)
    assert bool(pool.blocks) == bool(rewrote)
    for block, (consts, positions) in pool.blocks.items():
        assert block is checkpoint.block
        assert positions == {op: k for k, op in enumerate(block.ops)}
        assert {c for found in consts.values() for c in found} <= original


@pytest.mark.parametrize("pass_name", ["fold-dyt-lut", "fuse-elementwise-lut"])
@pytest.mark.parametrize("graph", GRAPHS, ids=lambda p: p.stem)
def test_a_silent_run_visits_the_collects_sites_alone(
    graph: Path, pass_name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The collect lends the ops at which the pattern looked at a candidate. A run
    nobody reads visits those alone, before and after it rewrites (the graphs it
    gives are checked above); a run whose remarks are read visits every op and
    reports what it reports alone."""
    data = graph.read_bytes()
    p = _pass(pass_name)
    module, checkpoint, pristine, silent = _collected(data, p)
    assert pristine.sites is not None and 0 < len(pristine.sites) < len(checkpoint.ops)
    pattern = FoldDyTPattern if pass_name == "fold-dyt-lut" else FuseRegionPattern
    visits: list[Operation] = []
    real = pattern.match_and_rewrite

    def counted(self: object, op: Operation, rewriter: object) -> None:
        visits.append(op)
        real(self, op, rewriter)  # pyright: ignore[reportArgumentType]

    monkeypatch.setattr(pattern, "match_and_rewrite", counted)
    for config in CONFIGS:
        visits.clear()
        p._greedy(module, config, silent, None, pristine)  # pyright: ignore[reportPrivateUsage]
        assert set(visits) <= set(pristine.sites)
        checkpoint.restore()
        read = Reporter(p.name, True).recording()
        visits.clear()
        p._greedy(module, config, read, None, pristine)  # pyright: ignore[reportPrivateUsage]
        lent, visited = [e for _, e in read.events], len(visits)
        checkpoint.restore()
        alone = Reporter(p.name, True).recording()
        visits.clear()
        p._greedy(read_flatbuffer(data), config, alone)  # pyright: ignore[reportPrivateUsage]
        assert visited == len(visits), config.describe()
        assert [repr(e) for e in lent] == [repr(e) for _, e in alone.events], config.describe()


def test_a_pristine_lends_one_memo_of_each_kind() -> None:
    """The first ask makes the memo; every later one gets the same object."""
    pristine = Pristine()
    made: list[Liveness] = []

    def make() -> Liveness:
        made.append(Liveness())
        return made[-1]

    first = pristine.lend(Liveness, make)
    assert pristine.lend(Liveness, make) is first
    assert made == [first]
