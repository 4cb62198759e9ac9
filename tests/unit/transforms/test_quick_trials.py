"""A trial visits only the ops that offer its candidates (``whole_graph.apply_pattern``),
where the commit walks every op: both must give the same graph, or Vela would cost
one graph and the pass commit another."""

from __future__ import annotations

import itertools
from collections.abc import Hashable
from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser

from lutdialect.io.context import context
from lutdialect.io.flatbuffer import read_flatbuffer
from lutdialect.transforms.fold_dyt_lut import FoldDyTLUTPass
from lutdialect.transforms.fuse_elementwise_lut import FuseElementwiseLUTPass
from lutdialect.transforms.remarks import Reporter
from lutdialect.transforms.whole_graph import Planning

MODELS = Path(__file__).resolve().parents[3] / "benchmarks" / "models"
DYT_MODELS = sorted(p.stem for p in MODELS.glob("*dyt*int8.tosa"))


def _pass(name: str) -> FoldDyTLUTPass | FuseElementwiseLUTPass:
    return FoldDyTLUTPass() if name == "fold-dyt-lut" else FuseElementwiseLUTPass()


def _sets(keys: list[Hashable]) -> list[frozenset[Hashable]]:
    sets = [frozenset((k,)) for k in keys]
    sets += [frozenset(pair) for pair in itertools.islice(itertools.combinations(keys, 2), 6)]
    return [*sets, frozenset(keys)]


@pytest.mark.parametrize("pass_name", ["fold-dyt-lut", "fuse-elementwise-lut"])
@pytest.mark.parametrize("model", DYT_MODELS)
def test_a_trial_gives_the_graph_its_commit_gives(model: str, pass_name: str) -> None:
    data = (MODELS / f"{model}.tosa").read_bytes()
    p = _pass(pass_name)
    reporter = Reporter(pass_name, False).silent()
    module = read_flatbuffer(data)
    collected = Planning.of(module)
    p._planned(module, collected, reporter)  # pyright: ignore[reportPrivateUsage]
    keys = list(collected.found)
    assert len(keys) >= 2, "the model offers candidates to combine"
    for chosen in _sets(keys):
        trial_module, commit_module = read_flatbuffer(data), read_flatbuffer(data)
        trial = Planning.of(trial_module, collected, chosen, quick=True)
        assert trial.wanted_ops(reverse=pass_name != "fold-dyt-lut") is not None
        p._planned(trial_module, trial, reporter)  # pyright: ignore[reportPrivateUsage]
        commit = Planning.of(commit_module, collected, chosen)
        assert commit.wanted_ops(reverse=True) is None  # the walker visits every op
        p._planned(commit_module, commit, reporter)  # pyright: ignore[reportPrivateUsage]
        assert trial.applied, "the trial applied its set"
        assert trial.applied == commit.applied
        assert str(trial_module) == str(commit_module)


def test_ops_in_several_blocks_are_walked() -> None:
    """Offers in two functions: the walker's order across blocks is its own, so the
    trial walks every op as the commit does."""
    one = (
        "func.func @f{n}(%x: tensor<4xi8>) -> tensor<4xi8> {{\n"
        '  %0 = "tosa.abs"(%x) : (tensor<4xi8>) -> tensor<4xi8>\n'
        "  return %0 : tensor<4xi8>\n}}\n"
    )
    module = Parser(context(), one.format(n=0) + one.format(n=1)).parse_module()
    assert isinstance(module, ModuleOp)
    collected = Planning.of(module)
    abs_ops = [op for op in collected.numbering if op.name == "tosa.abs"]
    numbers = [collected.numbering[op] for op in abs_ops]
    collected.sites.update({("a", n): n for n in numbers})
    trial = Planning.of(module, collected, [("a", n) for n in numbers], quick=True)
    assert trial.wanted_ops(reverse=True) is None
    single = Planning.of(module, collected, [("a", numbers[0])], quick=True)
    assert single.wanted_ops(reverse=True) == abs_ops[:1]
