"""``lutdialect-opt``: bad input is a short diagnostic and exit status 1, never a traceback.

Plain ``xdsl-opt`` raises a Python traceback on malformed or invalid input unless
given ``--parsing-diagnostics`` / ``--verify-diagnostics``; the last tests pin that
behaviour down, since it is why the fallback driver reports errors itself.
"""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from lutdialect.tools.opt import main


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(list(args), capture_output=True, text=True, check=False)


def position(text: str, needle: str) -> tuple[int, int]:
    """1-based line and column of the first ``needle`` in ``text``."""
    offset = text.index(needle)
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


@dataclass(frozen=True)
class BadInput:
    """A program that does not parse; ``at`` is the text the error must point to."""

    name: str
    text: str
    at: str
    message: str


FUNC = (
    "func.func @f(%x: tensor<4xi8>, %t: tensor<256xi8>) -> tensor<4xi8> {{\n"
    "  {op}\n"
    "  return %0 : tensor<4xi8>\n"
    "}}\n"
)

MALFORMED = [
    BadInput(
        "missing-paren",
        FUNC.format(op="%0 = tosa.table %x, %t : (tensor<4xi8>, tensor<256xi8> -> tensor<4xi8>"),
        at="-> tensor<4xi8>\n",
        message="Expected ')'",
    ),
    BadInput(
        "bad-enum",
        FUNC.format(
            op="%0 = tosa.clamp %x {max_val = 1 : i8, min_val = 0 : i8, nan_mode = NEVER}"
            " : (tensor<4xi8>) -> tensor<4xi8>"
        ),
        at="NEVER",
        message="'NEVER' is not a valid tosa.nan_mode (expected one of PROPAGATE, IGNORE)",
    ),
    BadInput(
        "unregistered-op",
        FUNC.format(op='%0 = "tosa.lut"(%x, %t) : (tensor<4xi8>, tensor<256xi8>) -> tensor<4xi8>'),
        at="(%x, %t) :",
        message="Operation tosa.lut is not registered",
    ),
]

INVALID = FUNC.replace("256xi8", "255xi8").format(
    op="%0 = tosa.table %x, %t : (tensor<4xi8>, tensor<255xi8>) -> tensor<4xi8>"
)
VALID = FUNC.format(op="%0 = tosa.table %x, %t : (tensor<4xi8>, tensor<256xi8>) -> tensor<4xi8>")


@pytest.mark.parametrize("bad", MALFORMED, ids=[b.name for b in MALFORMED])
def test_malformed_input_is_a_located_diagnostic(
    bad: BadInput, tmp_path: Path, script: Callable[[str], str]
) -> None:
    src = tmp_path / "bad.mlir"
    src.write_text(bad.text)
    proc = run(script("lutdialect-opt"), str(src))
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert "Traceback" not in proc.stderr
    line, col = position(bad.text, bad.at)
    lines = proc.stderr.splitlines()
    assert lines[0] == f"{src}:{line}:{col}"
    assert lines[1].strip() == bad.text.splitlines()[line - 1].strip()
    assert lines[2].strip().startswith("^")
    assert [x.strip() for x in lines[3:]] == [bad.message]


def test_verifier_error_is_a_located_one_line_diagnostic(
    tmp_path: Path, script: Callable[[str], str]
) -> None:
    src = tmp_path / "invalid.mlir"
    src.write_text(INVALID)
    proc = run(script("lutdialect-opt"), str(src))
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert "Traceback" not in proc.stderr
    line, col = position(INVALID, "%0 = tosa.table")
    assert proc.stderr.splitlines() == [
        f"{src}:{line}:{col}: error: "
        "'tosa.table' with i8 input needs a tensor<256xi8> table, got tensor<255xi8>"
    ]


def test_verifier_error_location_counts_split_chunks(
    tmp_path: Path, script: Callable[[str], str]
) -> None:
    """With ``--split-input-file`` the line is the whole file's, not the chunk's."""
    text = f"func.func @ok() {{\n  return\n}}\n// -----\n{INVALID}"
    src = tmp_path / "split.mlir"
    src.write_text(text)
    proc = run(script("lutdialect-opt"), str(src), "--split-input-file")
    assert proc.returncode == 1
    line, col = position(text, "%0 = tosa.table")
    assert proc.stderr.startswith(f"{src}:{line}:{col}: error: 'tosa.table'")


def test_missing_file_names_the_file(tmp_path: Path, script: Callable[[str], str]) -> None:
    missing = tmp_path / "missing.mlir"
    proc = run(script("lutdialect-opt"), str(missing))
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert proc.stderr == f"lutdialect-opt: error: No such file or directory: {missing}\n"


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("no-such-pass", "Unrecognized passes: ['no-such-pass']"),
        ("fold-dyt-lut{bogus=1}", '["bogus"] not found'),
    ],
)
def test_bad_pass_pipeline_is_a_diagnostic(
    spec: str, message: str, tmp_path: Path, script: Callable[[str], str]
) -> None:
    src = tmp_path / "ok.mlir"
    src.write_text(VALID)
    proc = run(script("lutdialect-opt"), str(src), "-p", spec)
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert "Traceback" not in proc.stderr
    (line,) = proc.stderr.splitlines()
    assert line.startswith("lutdialect-opt: error: ")
    assert message in line


def test_main_returns_exit_status(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good, bad = tmp_path / "good.mlir", tmp_path / "bad.mlir"
    good.write_text(VALID)
    bad.write_text(INVALID)
    assert main([str(good)]) == 0
    assert "tosa.table %x, %t" in capsys.readouterr().out
    assert main([str(bad)]) == 1
    assert f"{bad}:" in capsys.readouterr().err


def test_drivers_print_the_same(tmp_path: Path, script: Callable[[str], str]) -> None:
    src = tmp_path / "ok.mlir"
    src.write_text(VALID)
    ours, plain = run(script("lutdialect-opt"), str(src)), run(script("xdsl-opt"), str(src))
    assert ours.returncode == plain.returncode == 0, ours.stderr + plain.stderr
    assert ours.stdout == plain.stdout


# --- plain xdsl-opt: why lutdialect-opt handles errors itself ---------------------


def test_plain_xdsl_opt_parse_error_is_a_traceback(
    tmp_path: Path, script: Callable[[str], str]
) -> None:
    src = tmp_path / "bad.mlir"
    src.write_text(MALFORMED[0].text)
    proc = run(script("xdsl-opt"), str(src))
    assert proc.returncode == 1
    assert "Traceback" in proc.stderr


def test_plain_xdsl_opt_parsing_diagnostics_prints_the_diagnostic(
    tmp_path: Path, script: Callable[[str], str]
) -> None:
    bad = MALFORMED[1]
    src = tmp_path / "bad.mlir"
    src.write_text(bad.text)
    proc = run(script("xdsl-opt"), str(src), "--parsing-diagnostics")
    assert proc.returncode == 0
    assert "Traceback" not in proc.stdout + proc.stderr
    line, col = position(bad.text, bad.at)
    assert proc.stdout.splitlines()[0] == f"{src}:{line}:{col}"
    assert bad.message in proc.stdout


def test_plain_xdsl_opt_verify_diagnostics_prints_the_message(
    tmp_path: Path, script: Callable[[str], str]
) -> None:
    src = tmp_path / "invalid.mlir"
    src.write_text(INVALID)
    assert "Traceback" in run(script("xdsl-opt"), str(src)).stderr
    proc = run(script("xdsl-opt"), str(src), "--verify-diagnostics")
    assert proc.returncode == 0
    assert proc.stdout.splitlines()[0] == (
        "'tosa.table' with i8 input needs a tensor<256xi8> table, got tensor<255xi8>"
    )
