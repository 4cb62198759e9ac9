"""``lutdialect fold`` of a ``.tosa`` graph the passes leave alone writes the input's
bytes, by either ``.tosa`` route; a graph that folds is serialised as before."""

from __future__ import annotations

from pathlib import Path

import pytest
from tools_console import G, to_tosa
from tools_console import run_main as run

from lutdialect.tools import commands

MODELS = Path(__file__).resolve().parents[3] / "benchmarks" / "models"
UNCHANGED = "(the input as it was: nothing was rewritten)"


def _no_serialise(*_: object, **__: object) -> bytes:
    raise AssertionError("an unchanged graph was serialised again")


@pytest.mark.parametrize(
    ("model", "route"), [("mobilenet_v2_int8", "native"), ("dyt_mlp_int8", "tosa-opt")]
)
def test_a_model_where_nothing_folds_is_written_byte_for_byte(
    model: str,
    route: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    src, dst = MODELS / f"{model}.tosa", tmp_path / "out.tosa"
    monkeypatch.setattr(commands, "serialize", _no_serialise)
    # The hand model: Vela finds a fold worth making in dyt_mlp_int8.
    folded = run(capsys, "fold", src, "-o", dst, "--tosa-io", route, "--cost", "model")
    assert folded.code == 0, folded.err
    assert "0 tables created" in folded.out
    assert f"wrote {dst} {UNCHANGED}" in folded.out
    assert dst.read_bytes() == src.read_bytes()


def test_an_unchanged_mlir_input_is_still_serialised(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """There are no input bytes to write back: the text is serialised."""
    src, dst = tmp_path / "dyt.mlir", tmp_path / "out.tosa"
    src.write_text(G.dyt("i8"))
    folded = run(capsys, "fold", src, "-o", dst, "--passes", "")
    assert folded.code == 0, folded.err
    assert UNCHANGED not in folded.out and dst.read_bytes()[4:8] == b"TOSA"


def test_a_graph_that_folds_is_written_anew(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = to_tosa(G.dyt("i8"), tmp_path / "in.tosa")
    dst = tmp_path / "out.tosa"
    generic = "fold-dyt-lut{target=generic},fuse-elementwise-lut{target=generic}"
    folded = run(capsys, "fold", src, "-o", dst, "--verify", "--passes", generic)
    assert folded.code == 0, folded.err
    assert "1 table created" in folded.out and "verified: equal on @main" in folded.out
    assert UNCHANGED not in folded.out and dst.read_bytes() != src.read_bytes()
