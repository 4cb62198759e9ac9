"""Which pipeline the drivers compare the result with, and which result wins."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp

from lutdialect.cost import vela
from lutdialect.fold import fold_module
from lutdialect.io.flatbuffer import read_flatbuffer, write_flatbuffer
from lutdialect.transforms import pipeline_choice
from lutdialect.transforms.fold_dyt_lut import FoldDyTLUTPass
from lutdialect.transforms.fuse_elementwise_lut import FuseElementwiseLUTPass
from lutdialect.transforms.pipeline_choice import (
    OneSearch,
    PipelineChoice,
    beats,
    one_search,
    without_dyt_folds,
)
from lutdialect.transforms.seeds import Seeds, seeding, seeds_for


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


@pytest.mark.skipif(not vela.available(), reason="needs Vela (lutdialect[vela])")
def test_one_search_is_for_the_pair_alone() -> None:
    dyt, fuse = FoldDyTLUTPass(cost="vela"), FuseElementwiseLUTPass(cost="vela")
    assert one_search([dyt, fuse]) == [fuse]
    assert one_search([fuse]) is None
    assert one_search([dyt, fuse, FuseElementwiseLUTPass(cost="vela")]) is None
    other = FuseElementwiseLUTPass(target="ethos-u55-64", cost="vela")
    assert one_search([dyt, other]) is None  # decides for other NPUs
    assert one_search([FoldDyTLUTPass(cost="model"), FuseElementwiseLUTPass(cost="model")]) is None
    # Asked for its remarks, fold-dyt-lut runs (the pipeline is compared as before).
    assert one_search([FoldDyTLUTPass(cost="vela", remarks=True), fuse]) is None


@pytest.mark.parametrize(
    ("chains", "text"),
    [
        (0, "fold-dyt-lut has no DyT chain to fold, fuse-elementwise-lut decided"),
        (1, "fuse-elementwise-lut weighed fold-dyt-lut's 1 DyT chain among its own"),
        (3, "fuse-elementwise-lut weighed fold-dyt-lut's 3 DyT chains among its own"),
    ],
)
def test_the_one_search_message(chains: int, text: str) -> None:
    message = OneSearch(chains).message()
    assert message.startswith("pipeline: one search: ") and text in message


def test_seeds_go_to_the_first_plan_of_their_pass() -> None:
    seeds = Seeds("fuse-elementwise-lut", lambda module, planning: [])
    assert seeds_for("fuse-elementwise-lut") is None  # no scope
    with seeding(seeds):
        assert seeds_for("fold-dyt-lut") is None
        assert not seeds.covered  # no plan took them yet
        assert seeds_for("fuse-elementwise-lut") is seeds
        assert seeds_for("fuse-elementwise-lut") is None  # taken
    assert seeds.covered
    seeds.uncovered = 1
    assert not seeds.covered


GENERATED = Path(__file__).parents[1] / "cost" / "generated"


def _cycles(module: ModuleOp, npu: str) -> int:
    return vela.Oracle(vela.npus([npu])).cycles(write_flatbuffer(module))[0]


@pytest.mark.skipif(not vela.available(), reason="needs Vela (lutdialect[vela])")
def test_fold_dyt_luts_choice_is_a_start_of_the_one_search() -> None:
    """Two rewrites apart, one slower alone and one no faster, give 7,207 Ethos-U85-512
    cycles together beside the DyT fold that pays alone; the fuse pass's search from
    its own start stops at 7,576. Started also from ``fold-dyt-lut``'s choice, it
    reaches the pair."""
    data = (GENERATED / "apart_pair_i8_1x33x5x32.tosa").read_bytes()
    seeded, alone = read_flatbuffer(data), read_flatbuffer(data)
    report = fold_module(seeded, target="ethos-u85-512")
    assert report.one_search is not None and report.one_search.chains == 3
    fold_module(alone, "fuse-elementwise-lut", target="ethos-u85-512")
    assert _cycles(seeded, "ethos-u85-512") < _cycles(alone, "ethos-u85-512")


def _uncovering(seeds: Callable[[], Seeds]) -> Callable[[], Seeds]:
    """``seeds`` with one more chain, proven, that no plan holds."""

    def made() -> Seeds:
        real = seeds()
        find = real.find
        real.find = lambda module, planning: [*find(module, planning), ("nowhere", lambda: True)]
        return real

    return made


@pytest.mark.skipif(not vela.available(), reason="needs Vela (lutdialect[vela])")
def test_a_chain_the_fuse_pass_does_not_hold_runs_the_pair_too(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where ``fold-dyt-lut`` has a chain the fuse pass's plan did not hold, the one
    search cannot make every fold of the pair: the pair runs too, on the input, and
    the better result is kept (here the one search's, as the pair folds first)."""
    monkeypatch.setattr(pipeline_choice, "dyt_seeds", _uncovering(pipeline_choice.dyt_seeds))
    data = (GENERATED / "dyt_then_table_i8_49x64.tosa").read_bytes()
    module = read_flatbuffer(data)
    report = fold_module(module, target="ethos-u85-256")
    assert report.one_search is None
    choice = report.pipeline
    assert choice is not None and choice.kept_other  # the one search's result
    assert "pipeline with fold-dyt-lut" in report.seconds
    assert choice.other == (_cycles(module, "ethos-u85-256"),) and choice.other < choice.first


@pytest.mark.skipif(not vela.available(), reason="needs Vela (lutdialect[vela])")
def test_the_command_runs_the_pair_too_where_a_chain_is_not_held(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The same through ``lutdialect fold``: the summary compares the two results."""
    from lutdialect.tools.cli import main

    monkeypatch.setattr(pipeline_choice, "dyt_seeds", _uncovering(pipeline_choice.dyt_seeds))
    dst = tmp_path / "out.tosa"
    src = GENERATED / "dyt_then_table_i8_49x64.tosa"
    assert main(["fold", str(src), "-o", str(dst), "--target", "ethos-u85-256"]) == 0
    out = capsys.readouterr().out
    (line,) = [s for s in out.splitlines() if s.startswith("pipeline: ")]
    assert line.startswith("pipeline: without fold-dyt-lut, ") and ", kept (" in line
    assert "one search" not in out
    assert _cycles(read_flatbuffer(dst.read_bytes()), "ethos-u85-256") == int(
        line.split("ethos-u85-256 ")[1].split(" cycles")[0]
    )


@pytest.mark.skipif(not vela.available(), reason="needs Vela (lutdialect[vela])")
def test_another_pipeline_is_compared_with_its_form_without_fold_dyt_lut() -> None:
    """A pipeline other than the pair (here with the fuse pass twice) is not one
    search: it runs as given and, where its fold-dyt-lut rewrote something, without
    fold-dyt-lut too; the better result is kept."""
    data = (GENERATED / "dyt_then_table_i8_49x64.tosa").read_bytes()
    module = read_flatbuffer(data)
    passes = "fold-dyt-lut,fuse-elementwise-lut,fuse-elementwise-lut"
    report = fold_module(module, passes, target="ethos-u85-256")
    assert report.one_search is None
    choice = report.pipeline
    assert choice is not None and choice.kept_other and choice.other < choice.first
    assert "pipeline without fold-dyt-lut" in report.seconds
    assert choice.other == (_cycles(module, "ethos-u85-256"),)


@pytest.mark.skipif(not vela.available(), reason="needs Vela (lutdialect[vela])")
def test_a_graph_vela_refuses_runs_no_pair() -> None:
    """Where Vela refuses the input (the a16w8 ViT on Ethos-U55), the fuse pass's
    plan costs nothing and the hand model decides; the pair's fold-dyt-lut would be
    refused the same input, so it is not run."""
    models = Path(__file__).parents[3] / "benchmarks" / "models"
    module = read_flatbuffer((models / "vit_dyt_a16w8.tosa").read_bytes())
    report = fold_module(module, target="ethos-u55-128")
    assert [u.pass_name for u in report.undecided] == ["fuse-elementwise-lut"]
    assert report.one_search is None and report.pipeline is None
    assert set(report.seconds) == {"fuse-elementwise-lut"}


@pytest.mark.skipif(not vela.available(), reason="needs Vela (lutdialect[vela])")
def test_a_refusal_known_before_the_plan_indexes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the input's refusal is known when the plan starts (the command compiles
    the file as it reads it), the plan gives up at once: the file is not indexed
    for trials, and the hand model decides as where the refusal is found later."""
    from lutdialect.cost import oracles
    from lutdialect.cost.config import resolve

    models = Path(__file__).parents[3] / "benchmarks" / "models"
    data = (models / "vit_dyt_a16w8.tosa").read_bytes()
    (npu,) = resolve("test", ("ethos-u55-128",), cost="vela").npus
    with pytest.raises(vela.VelaRefused):
        oracles.shared_oracle(npu).op_cycles(data)  # known now, as the command knows it
    later = fold_module(read_flatbuffer(data), target="ethos-u55-128")

    def indexed() -> None:
        pytest.fail("the file was indexed for trials")

    monkeypatch.setattr(oracles, "watched_base", indexed)
    module = read_flatbuffer(data)
    report = fold_module(module, target="ethos-u55-128", flatbuffer=data)
    assert not report.rewritten and report.one_search is None and report.pipeline is None
    assert report.undecided == later.undecided
    (undecided,) = report.undecided
    assert "Vela cannot compile the graph for ethos-u55-128" in undecided.reason
    assert report.remarks == later.remarks and report.statistics == later.statistics


def _clones(monkeypatch: pytest.MonkeyPatch) -> list[ModuleOp]:
    """Every module copied from now on (``ModuleOp.clone``'s receivers)."""
    copied: list[ModuleOp] = []
    clone = ModuleOp.clone

    def counted(self: ModuleOp, *args: object, **kwargs: object) -> ModuleOp:
        copied.append(self)
        return clone(self, *args, **kwargs)  # pyright: ignore[reportArgumentType]

    monkeypatch.setattr(ModuleOp, "clone", counted)
    return copied


@pytest.mark.skipif(not vela.available(), reason="needs Vela (lutdialect[vela])")
def test_the_one_search_copies_the_input_only_for_the_pair(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The spare for the pair is made only where the pair runs (a chain the plan does
    not hold), by the plan before its trials: a copy of the input, on which the pair
    gives what the two passes give run in turn on the input."""
    from xdsl.context import Context

    data = (GENERATED / "dyt_then_table_i8_49x64.tosa").read_bytes()
    copied = _clones(monkeypatch)
    held = fold_module(read_flatbuffer(data), target="ethos-u85-256")
    assert held.one_search is not None and copied == []

    monkeypatch.setattr(pipeline_choice, "dyt_seeds", _uncovering(pipeline_choice.dyt_seeds))
    report = fold_module(read_flatbuffer(data), target="ethos-u85-256")
    assert len(copied) == 1 and report.pipeline is not None
    in_turn = read_flatbuffer(data)
    for p in (
        FoldDyTLUTPass(target="ethos-u85-256"),
        FuseElementwiseLUTPass(target="ethos-u85-256"),
    ):
        p.apply(Context(), in_turn)
    assert report.pipeline.first == (_cycles(in_turn, "ethos-u85-256"),)
