"""Which pipeline the drivers compare the result with, and which result wins."""

from __future__ import annotations

import pytest

from lutdialect.cost import vela
from lutdialect.transforms.fold_dyt_lut import FoldDyTLUTPass
from lutdialect.transforms.fuse_elementwise_lut import FuseElementwiseLUTPass
from lutdialect.transforms.pipeline_choice import PipelineChoice, beats, without_dyt_folds


@pytest.mark.parametrize(
    ("other", "first", "wins"),
    [
        ((9,), (10,), True),
        ((10,), (10,), False),
        ((11,), (10,), False),
        ((9, 10), (10, 10), True),  # dominates
        ((9, 11), (10, 10), False),  # a trade, not a win
        ((None,), (10,), False),  # refused where the first was not
        ((9,), (None,), False),  # nothing to compare with
    ],
)
def test_beats(other: tuple[int | None, ...], first: tuple[int | None, ...], wins: bool) -> None:
    assert beats(other, first) is wins


def test_the_message_names_both_results() -> None:
    kept = PipelineChoice(("ethos-u85-256",), (6081,), (4711,))
    assert kept.kept_other
    assert kept.message() == (
        "pipeline: without fold-dyt-lut, its chains left to fuse-elementwise-lut: "
        "ethos-u85-256 4711 cycles, kept (the pipeline gave ethos-u85-256 6081)"
    )
    assert not PipelineChoice(("a", "b"), (1, 2), (1, 2)).kept_other


@pytest.mark.skipif(not vela.available(), reason="needs Vela (lutdialect[vela])")
def test_only_a_fold_dyt_pass_a_like_fuse_pass_follows_is_dropped() -> None:
    dyt, fuse = FoldDyTLUTPass(cost="vela"), FuseElementwiseLUTPass(cost="vela")
    assert without_dyt_folds([dyt, fuse]) == [fuse]
    assert without_dyt_folds([fuse, dyt]) is None  # nothing after it covers its chains
    assert without_dyt_folds([dyt]) is None
    other = FuseElementwiseLUTPass(target="ethos-u55-64", cost="vela")
    assert without_dyt_folds([dyt, other]) is None  # decides for other NPUs
    model = FoldDyTLUTPass(cost="model")
    assert without_dyt_folds([model, FuseElementwiseLUTPass(cost="model")]) is None
