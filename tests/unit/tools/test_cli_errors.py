"""The ``lutdialect`` command's error paths (one line on stderr, no traceback), and
the command run as a real process."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest
from tools_console import INVALID_AFTER, G, run_main, to_tosa

from lutdialect import reference
from lutdialect.io import flatbuffer_schema
from lutdialect.io.context import context
from lutdialect.io.graph import read_graph, write_graph
from lutdialect.io.mlir import parse_mlir
from lutdialect.tools.cli import op_counts

run = run_main


# --------------------------------------------------------------------------- #
# Error paths: one line on stderr, exit status 1, no traceback
# --------------------------------------------------------------------------- #


def _missing(tmp: Path) -> Path:
    return tmp / "missing.tosa"


def _onnx(tmp: Path) -> Path:
    path = tmp / "model.onnx"
    path.write_bytes(b"\x08\x07")
    return path


def _garbage(tmp: Path) -> Path:
    path = tmp / "garbage.tosa"
    path.write_bytes(np.random.default_rng(0).bytes(300))
    return path


def _bad_mlir(tmp: Path) -> Path:
    path = tmp / "bad.mlir"
    path.write_text("module {\n  func.func @main( {\n}\n")
    return path


def _rejected(tmp: Path) -> Path:
    path = tmp / "rejected.mlir"
    path.write_text(INVALID_AFTER)
    return path


@pytest.mark.parametrize(
    ("make_input", "output", "message", "route"),
    [
        (_missing, "out.tosa", "missing.tosa: no such file", "native"),
        (_onnx, "out.tosa", "unknown graph format '.onnx'", "native"),
        (_garbage, "out.tosa", "not a TOSA flatbuffer", "native"),
        (_garbage, "out.tosa", "not a TOSA flatbuffer", "tosa-opt"),
        (_bad_mlir, "out.mlir", "bad.mlir:2:", "native"),
        (_rejected, "out.tosa", "tosa-opt rejects", "tosa-opt"),
        (_rejected, "out.txt", "unknown graph format '.txt'", "native"),
    ],
)
def test_fold_errors_are_one_line(
    make_input: Callable[[Path], Path],
    output: str,
    message: str,
    route: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    src = make_input(tmp_path)
    result = run(capsys, "fold", src, "-o", tmp_path / output, "--tosa-io", route)
    assert result.code == 1
    assert message in result.err
    assert result.err.count("\n") == 1 and result.err.startswith("lutdialect: error: ")
    assert not (tmp_path / output).exists()


def _invalid_flatbuffer(tmp: Path, name: str, text: str) -> Path:
    """A flatbuffer of ``text``, which parses but does not verify (the writer writes
    what it is given)."""
    from lutdialect.io.flatbuffer import write_flatbuffer

    path = tmp / name
    path.write_bytes(write_flatbuffer(parse_mlir(text, context())))
    return path


def test_an_invalid_flatbuffer_names_the_file_and_the_tensor(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = _invalid_flatbuffer(
        tmp_path,
        "reshape.tosa",
        """
func.func @f(%x: tensor<2x3xi8>) -> tensor<7xi8> {
  %s = tosa.const_shape {values = dense<[7]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %y = tosa.reshape %x, %s : (tensor<2x3xi8>, !tosa.shape<1>) -> tensor<7xi8>
  return %y : tensor<7xi8>
}
""",
    )
    result = run(capsys, "fold", src, "-o", tmp_path / "out.tosa")
    assert result.code == 1
    assert result.err == (
        f"lutdialect: error: {src}: TosaOutput_0: invalid graph: "
        "'tosa.reshape' cannot reshape 6 elements into 7\n"
    )


def test_a_verifier_message_of_a_huge_type_is_cut_short(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A corrupt file can hold a shape of thousands of dimensions, which a verifier's
    message would spell out: the line stays readable."""
    rank = "x".join(["1"] * 300)
    src = _invalid_flatbuffer(
        tmp_path,
        "table.tosa",
        f"""
func.func @f(%x: tensor<4xi8>, %t: tensor<{rank}xi8>) -> tensor<4xi8> {{
  %y = tosa.table %x, %t : (tensor<4xi8>, tensor<{rank}xi8>) -> tensor<4xi8>
  return %y : tensor<4xi8>
}}
""",
    )
    result = run(capsys, "fold", src, "-o", tmp_path / "out.tosa")
    assert result.code == 1
    assert result.err.count("\n") == 1 and len(result.err) < 600
    assert "'tosa.table' with i8 input needs a tensor<256xi8> table" in result.err
    assert result.err.endswith(" characters)\n")


def test_verify_read_errors_exit_3(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Errors are not verdicts: 1 is "different", so an unreadable file is 3."""
    result = run(capsys, "verify", _garbage(tmp_path), tmp_path / "missing.mlir")
    assert result.code == 3
    assert result.err.startswith("lutdialect: error: ") and result.err.count("\n") == 1


def test_usage_errors_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    result = run(capsys, "fold", "in.tosa")
    assert result.code == 1
    assert "-o/--output" in result.err


def test_missing_tosa_tools_names_the_extra(
    request: pytest.FixtureRequest, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "in.mlir"
    src.write_text(G.dyt("i8"))
    assert run(capsys, "fold", src, "-o", tmp_path / "ok.mlir").code == 0  # text needs no tools

    request.getfixturevalue("without_tosa_opt")
    assert run(capsys, "fold", src, "-o", tmp_path / "native.tosa").code == 0  # no tosa-opt
    result = run(capsys, "fold", src, "-o", tmp_path / "out.tosa", "--tosa-io", "tosa-opt")
    assert result.code == 1
    assert "pip install 'lutdialect[test]'" in result.err
    assert result.err.count("\n") == 1


def test_missing_schema_modules_name_the_tosa_extra(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The native route needs only the schema modules of tosa-tools; without them the
    message names the runtime extra and the user's file."""
    src = tmp_path / "in.mlir"
    src.write_text(G.dyt("i8"))
    real = flatbuffer_schema.importlib.import_module

    def no_tosa(name: str, package: str | None = None) -> ModuleType:
        if name.split(".", maxsplit=1)[0] in ("tosa", "flatbuffers"):
            raise ModuleNotFoundError(f"No module named '{name}'", name=name)
        return real(name, package)

    monkeypatch.setattr(flatbuffer_schema.importlib, "import_module", no_tosa)
    flatbuffer_schema.schema.cache_clear()
    try:
        result = run(capsys, "fold", src, "-o", tmp_path / "out.tosa")
    finally:
        flatbuffer_schema.schema.cache_clear()
    assert result.code == 1
    assert result.err.startswith(f"lutdialect: error: {tmp_path / 'out.tosa'}: ")
    assert "pip install 'lutdialect[tosa]'" in result.err
    assert result.err.count("\n") == 1
    assert not (tmp_path / "out.tosa").exists()


def test_missing_reference_model_names_the_extra(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    real = reference.importlib.import_module

    def without_reference_model(name: str, package: str | None = None) -> ModuleType:
        if name == "tosa_reference_model":
            raise ImportError(name)
        return real(name, package)

    monkeypatch.setattr(reference.importlib, "import_module", without_reference_model)
    src = tmp_path / "in.mlir"
    src.write_text(G.dyt("i8"))
    result = run(capsys, "verify", src, src)
    assert result.code == 3
    assert "pip install 'lutdialect[test]'" in result.err


# --------------------------------------------------------------------------- #
# As a real process
# --------------------------------------------------------------------------- #


def _cli(*argv: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "lutdialect.tools.cli", *map(str, argv)],
        capture_output=True,
        text=True,
        check=False,
    )


def test_subprocess_fold_and_verify(tmp_path: Path) -> None:
    src, dst = to_tosa(G.conv_dyt("i8"), tmp_path / "in.tosa"), tmp_path / "out.tosa"
    folded = _cli("fold", src, "-o", dst, "--verify")
    assert folded.returncode == 0, folded.stderr
    assert "WARNING" not in folded.stdout + folded.stderr  # reference-model noise is muted
    assert _cli("verify", src, dst).returncode == 0


def test_subprocess_error_has_no_traceback(tmp_path: Path) -> None:
    missing = _cli("fold", tmp_path / "missing.tosa", "-o", tmp_path / "out.tosa")
    assert missing.returncode == 1
    assert missing.stderr == f"lutdialect: error: {tmp_path / 'missing.tosa'}: no such file\n"
    assert missing.stdout == ""


def test_parsed_graphs_round_trip_through_the_writer(tmp_path: Path) -> None:
    """The module the CLI writes is the module it read: parse -> .tosa -> parse."""
    module = parse_mlir(G.linear_silu("i8"), context())
    write_graph(module, tmp_path / "g.tosa")
    assert op_counts(read_graph(tmp_path / "g.tosa").module) == op_counts(module)


@pytest.mark.parametrize(
    ("args", "code", "says"),
    [
        (("fold", "", "-o", "out.mlir"), 1, "argument IN: the path is empty"),
        (("fold", "in.mlir", "-o", ""), 1, "argument -o/--output: the path is empty"),
        (("verify", "", "in.mlir"), 3, "argument BEFORE: the path is empty"),
        (("verify", "in.mlir", ""), 3, "argument AFTER: the path is empty"),
    ],
)
def test_an_empty_path_is_a_usage_error(
    args: tuple[str, ...], code: int, says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """The system reads an empty path as ``.``: the error would be about a directory
    nobody named."""
    result = run(capsys, *args)
    assert result.code == code
    assert result.err == f"lutdialect: error: {says}\n"
