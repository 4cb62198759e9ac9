"""``lutdialect --help`` and ``--version`` start without xDSL, numpy or the passes:
the command line imports the commands only when one runs. ``fold`` imports what the
graph in front of it needs: not the verifier without ``--verify``, not the float or
i16 machinery for a graph whose regions are all declined before evaluation."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from lutdialect.cost import vela

HEAVY = ("xdsl", "numpy", "lutdialect.transforms", "lutdialect.reference", "lutdialect.verify")

PROBE = """
import sys
from lutdialect.tools.cli import main
for argv in (["--help"], ["--version"], ["fold", "--help"], ["verify", "--help"], []):
    main(argv)
print(",".join(m for m in {heavy!r} if m in sys.modules))
"""


def test_help_and_version_import_nothing_heavy() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", PROBE.format(heavy=HEAVY)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "usage: lutdialect" in proc.stdout and "lutdialect 0." in proc.stdout
    assert proc.stdout.splitlines()[-1] == ""


def test_the_lazy_names_are_the_real_ones() -> None:
    from lutdialect.tools import cli, commands, summary

    assert cli.parse_passes is commands.parse_passes
    assert cli.op_counts is summary.op_counts


MODELS = Path(__file__).resolve().parents[3] / "benchmarks" / "models"

VERIFY_ONLY = (
    "tosa_reference_model",
    "lutdialect.reference",
    "lutdialect.verify",
    "lutdialect.verify_inputs",
)
"""What only ``--verify`` and ``lutdialect verify`` run: the reference model and the
verifier's input planning."""

UNUSED_BY_A_DECLINED_GRAPH = (
    "numpy",
    "lutdialect.evaluator.adapters",
    "lutdialect.evaluator.region",
    "lutdialect.evaluator.float_policy",
    "lutdialect.semantics.float_region",
    "lutdialect.semantics.int16_table",
    "lutdialect.transforms.certify",
    "xdsl.universe",
)
"""numpy, the evaluator, the float-region policy, the i16 table fit and its
certificate, and xDSL's plugin registry: nothing a fold that evaluates no region (and
builds no i16 table) calls."""

FOLD_PROBE = """
import sys
from lutdialect.tools.cli import main
status = main(["fold", {model!r}, "-o", {out!r}, *{extra!r}])
print(status)
print(",".join(sorted(m for m in {unwanted!r} if m in sys.modules)))
"""


def _fold(
    model: str, tmp_path: Path, unwanted: tuple[str, ...], extra: list[str]
) -> tuple[list[str], str, str]:
    """``lutdialect fold`` of the committed ``model`` in a fresh interpreter: its report
    lines, its exit status, and which of the ``unwanted`` modules it loaded."""
    code = FOLD_PROBE.format(
        model=str(MODELS / f"{model}.tosa"),
        out=str(tmp_path / "out.tosa"),
        unwanted=unwanted,
        extra=extra,
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    *report, status, loaded = proc.stdout.splitlines()
    return report, status, loaded


def test_fold_imports_only_what_the_graph_needs(tmp_path: Path) -> None:
    """MobileNetV2's regions all have two inputs: each is declined before it is
    evaluated, so neither the verifier nor the evaluator loads, nor numpy at all."""
    report, status, loaded = _fold(
        "mobilenet_v2_int8", tmp_path, VERIFY_ONLY + UNUSED_BY_A_DECLINED_GRAPH, []
    )
    assert "declined: multiple-inputs 10" in "\n".join(report)
    (fused,) = [r for r in report if r.startswith("fuse-elementwise-lut: ") and "folded" in r]
    assert "10 candidates, 0 folded" in fused
    assert status == "0"
    assert loaded == ""


def test_an_a16w8_fold_judged_by_the_model_imports_no_numpy(tmp_path: Path) -> None:
    """The DyT MLP in a16w8: the cost model judges its candidates (reading the rescale
    scales of its multiplies from the constants' bytes) and declines each before it is
    evaluated, and the reader sign-extends its i48 biases without numpy."""
    report, status, loaded = _fold(
        "dyt_mlp_a16w8", tmp_path, VERIFY_ONLY + UNUSED_BY_A_DECLINED_GRAPH, ["--cost", "model"]
    )
    assert "declined: not-profitable" in "\n".join(report)
    assert status == "0"
    assert loaded == ""


def test_an_int8_fold_declined_per_channel_imports_no_numpy(tmp_path: Path) -> None:
    """The DyT MLP in int8, judged by the model: the regions it finds profitable have
    per-channel parameters, and the first channels' tables differ on lists
    (``evaluator.listwise``), so the evaluator and numpy never load."""
    report, status, loaded = _fold(
        "dyt_mlp_int8", tmp_path, VERIFY_ONLY + UNUSED_BY_A_DECLINED_GRAPH, ["--cost", "model"]
    )
    assert "declined: per-channel 2" in "\n".join(report)
    assert status == "0"
    assert loaded == ""


def test_an_i8_fold_is_proven_on_lists_and_loads_no_numpy(tmp_path: Path) -> None:
    """On Ethos-U55 one DyT chain of the MLP folds: its i8 table is proven on lists
    (``guards.listwise_verdict``), so neither numpy nor the evaluator loads."""
    report, status, loaded = _fold(
        "dyt_mlp_int8",
        tmp_path,
        ("numpy", "lutdialect.evaluator.region"),
        ["--passes", "fold-dyt-lut{target=ethos-u55-128}", "--cost", "model"],
    )
    assert "fold-dyt-lut: 3 candidates, 1 folded" in report[0]
    assert status == "0"
    assert loaded == ""


def test_an_i16_fold_loads_the_evaluator_then(tmp_path: Path) -> None:
    """The MLP in a16w8 for the generic target fuses i16 regions: numpy and the
    evaluator load when the first is evaluated, in a process that had not imported
    them before."""
    report, status, loaded = _fold(
        "dyt_mlp_a16w8",
        tmp_path,
        ("numpy", "lutdialect.evaluator.region"),
        ["--target", "generic", "--cost", "model"],
    )
    assert "fuse-elementwise-lut: 16 candidates, 3 folded" in "\n".join(report)
    assert status == "0"
    assert loaded == "lutdialect.evaluator.region,numpy"


def test_the_dialect_imports_neither_numpy_nor_the_plugin_registry() -> None:
    code = "import sys, lutdialect.dialects.tosa; print('numpy' in sys.modules, 'xdsl.universe' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


@pytest.mark.skipif(not vela.available(), reason="needs Vela (lutdialect[vela])")
def test_a_graph_its_only_npu_refuses_loads_no_evaluator(tmp_path: Path) -> None:
    """MobileNetV3-Small in a16w8 on Ethos-U55, which Vela refuses: the driver starts
    the input's compile as soon as the file is read, so the pass that finds a
    candidate knows the refusal before it would load the evaluator, and leaves the
    graph to the hand model, which declines every region before evaluating it."""
    report, status, loaded = _fold(
        "mobilenet_v3_small_a16w8",
        tmp_path,
        UNUSED_BY_A_DECLINED_GRAPH,
        ["--target", "ethos-u55-128"],
    )
    assert "ethos-u55-128: not costed: Vela refused the graph" in "\n".join(report)
    assert status == "0"
    assert loaded == ""


FORK_PROBE = """
import os, sys
forks = []
fork = os.fork

def recorded():
    forks.append("lutdialect.evaluator.region" in sys.modules)
    return fork()

os.fork = recorded
from lutdialect.tools.cli import main
status = main(["fold", {model!r}, "-o", {out!r}, *{extra!r}])
print(status)
print(",".join(map(str, forks)))
"""


@pytest.mark.skipif(not vela.available(), reason="needs Vela (lutdialect[vela])")
@pytest.mark.parametrize(
    ("model", "target", "before"),
    [
        ("dyt_mlp_a16w8", "ethos-u", True),  # a background compile for two NPUs
        ("vit_dyt_a16w8", "ethos-u", True),
        ("dyt_mlp_int8", "ethos-u", False),  # i8: proven on lists
        # For one NPU the input's compile starts as the file is read, before a pass
        # knows whether Vela refuses the graph (then its regions may be left unproven).
        ("dyt_mlp_a16w8", "ethos-u55-128", False),
    ],
)
def test_the_evaluator_is_loaded_before_a_process_is_forked(
    tmp_path: Path, model: str, target: str, before: bool
) -> None:
    """Where Vela decides for several NPUs on a graph with i16 data, the evaluator (and
    numpy), which its proofs need, is loaded before the graph's background compile is
    forked: made in this process afterwards, the import took about 20 ms more. An i8
    graph's proofs load neither."""
    code = FORK_PROBE.format(
        model=str(MODELS / f"{model}.tosa"),
        out=str(tmp_path / "out.tosa"),
        extra=["--target", target],
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    status, forks = proc.stdout.splitlines()[-2:]
    assert status == "0"
    assert forks and forks.split(",")[0] == str(before)
