"""The corpus of bad inputs (``tests/bad_inputs``) through every driver.

``lutdialect`` and ``lutdialect-opt`` must answer each with a diagnostic that names
the file, a non-zero exit and no traceback. Plain ``xdsl-opt --parsing-diagnostics``
is run on the same files to pin down what it does (and so why ``lutdialect-opt``
exists): syntax errors become diagnostics, everything else is a traceback.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

CORPUS = Path(__file__).parents[2] / "bad_inputs"


def run(script: str, *args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [script, *map(str, args)],
        capture_output=True,
        text=True,
        check=False,
        stdin=subprocess.DEVNULL,
        env={**os.environ, "LUTDIALECT_PROGRESS_AFTER": "1e9"},
    )


@dataclass(frozen=True)
class Bad:
    name: str
    message: str
    """What ``lutdialect`` says after ``FILE:`` (or after ``FILE:LINE:COL:``)."""
    opt_message: str
    """What ``lutdialect-opt`` says."""
    xdsl_opt: str
    """What plain ``xdsl-opt --parsing-diagnostics`` says: a diagnostic's message,
    or the exception its traceback ends with (before any IR dump)."""


BAD = [
    Bad("empty.mlir", "empty file", "empty file", "Could not parse entire input!"),
    Bad(
        "empty.tosa",
        "empty file",
        "empty file",
        "ValueError: Unrecognized file extension 'tosa'",
    ),
    Bad(
        "garbage.mlir",
        "not MLIR text: byte 0x89 at offset 0 is not UTF-8",
        "not MLIR text: byte 0x89 at offset 0 is not UTF-8",
        "UnicodeDecodeError",
    ),
    Bad(
        "garbage.tosa",
        "not a TOSA flatbuffer (no TOSA file identifier)",
        "not a TOSA flatbuffer (no TOSA file identifier)",
        "ValueError: Unrecognized file extension 'tosa'",
    ),
    Bad(
        "truncated.tosa",
        "unreadable TOSA flatbuffer (cannot load it: truncated or corrupt)",
        "unreadable TOSA flatbuffer (cannot load it: truncated or corrupt)",
        "ValueError: Unrecognized file extension 'tosa'",
    ),
    Bad(
        "mlir_text.tosa",
        "not a TOSA flatbuffer (no TOSA file identifier) (it looks like MLIR text: use .mlir)",
        "not a TOSA flatbuffer (no TOSA file identifier)",
        "ValueError: Unrecognized file extension 'tosa'",
    ),
    Bad(
        "wrong_suffix.txt",
        "unknown graph format '.txt' (expected .tosa or .mlir, or give --format)",
        "unrecognized file extension '.txt'",
        "ValueError: Unrecognized file extension 'txt'",
    ),
    Bad(
        "malformed.mlir",
        "2:20: Expected 3 operands, but got 1",
        "2:20",
        "Expected 3 operands, but got 1",
    ),
    Bad(
        "byte_order_mark.mlir",
        "1:1: Unexpected character: U+FEFF",
        "1:1",
        "Unexpected character: \ufeff",
    ),
    Bad(
        "out_of_range.mlir",
        "2:39: Integer value 300 is out of range for type i8 which supports values in the "
        "range [-128, 256)",
        "2:39",
        "ValueError: Integer value 300 is out of range for type i8",
    ),
    Bad(
        "invalid.mlir",
        "2:3: invalid graph: 'tosa.table' with i8 input needs a tensor<256xi8> table, got tensor<255xi8>",
        "2:3: error: 'tosa.table' with i8 input needs a tensor<256xi8> table, got tensor<255xi8>",
        "VerifyException",
    ),
]


def test_the_corpus_is_what_the_table_lists() -> None:
    listed = {b.name for b in BAD} | {"README.md", "pipelines.tsv"}
    assert {p.name for p in CORPUS.iterdir()} == listed


def _no_traceback(proc: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in proc.stdout + proc.stderr, proc.stderr


def _located(path: Path, message: str) -> str:
    """``path: message``, or ``path:line:col: ...`` when the message starts at a line."""
    return f"{path}:{message}" if message[0].isdigit() else f"{path}: {message}"


@pytest.mark.parametrize("bad", BAD, ids=[b.name for b in BAD])
def test_lutdialect_fold(bad: Bad, tmp_path: Path, script: Callable[[str], str]) -> None:
    dst = tmp_path / "out.mlir"
    proc = run(script("lutdialect"), "fold", CORPUS / bad.name, "-o", dst)
    _no_traceback(proc)
    assert proc.returncode == 1
    assert proc.stderr == f"lutdialect: error: {_located(CORPUS / bad.name, bad.message)}\n"
    assert proc.stdout == ""
    assert not dst.exists()


@pytest.mark.parametrize("command", ["fold", "verify"])
def test_the_tosa_opt_route_reports_a_truncated_file_in_its_words(
    command: str, tmp_path: Path, script: Callable[[str], str]
) -> None:
    path = CORPUS / "truncated.tosa"
    args = ["-o", str(tmp_path / "out.mlir")] if command == "fold" else [str(path)]
    proc = run(script("lutdialect"), command, path, *args, "--tosa-io", "tosa-opt")
    _no_traceback(proc)
    assert proc.returncode == (1 if command == "fold" else 3)
    assert proc.stderr == (
        f"lutdialect: error: {path}: unreadable TOSA flatbuffer "
        "(tosa-opt cannot load it: truncated or corrupt)\n"
    )


@pytest.mark.parametrize("bad", BAD, ids=[b.name for b in BAD])
def test_lutdialect_verify(bad: Bad, script: Callable[[str], str]) -> None:
    path = CORPUS / bad.name
    proc = run(script("lutdialect"), "verify", path, path)
    _no_traceback(proc)
    if bad.name == "invalid.mlir":  # it parses: the verdict is "invalid"
        assert proc.returncode == 2
        assert proc.stdout.startswith("verify: invalid: the original graph is invalid: ")
        return
    assert proc.returncode == 3
    assert proc.stderr == f"lutdialect: error: {_located(path, bad.message)}\n"


@pytest.mark.parametrize("bad", BAD, ids=[b.name for b in BAD])
def test_lutdialect_opt(bad: Bad, script: Callable[[str], str]) -> None:
    path = CORPUS / bad.name
    proc = run(script("lutdialect-opt"), path)
    _no_traceback(proc)
    assert proc.returncode == 1
    assert proc.stdout == ""
    first = proc.stderr.splitlines()[0]
    if bad.opt_message[0].isdigit():  # a located diagnostic
        assert first.startswith(f"{path}:{bad.opt_message}")
    else:
        assert proc.stderr.count("\n") == 1
        assert first.startswith(f"lutdialect-opt: error: {path}: {bad.opt_message}")


@pytest.mark.parametrize("bad", BAD, ids=[b.name for b in BAD])
def test_plain_xdsl_opt_parsing_diagnostics(bad: Bad, script: Callable[[str], str]) -> None:
    proc = run(script("xdsl-opt"), "--parsing-diagnostics", CORPUS / bad.name)
    crashed = "Traceback" in proc.stderr
    if crashed:
        raised = [
            line
            for line in proc.stderr.splitlines()
            if line.split(":")[0].endswith(("Error", "Exception"))
        ]
        assert bad.xdsl_opt in raised[-1]
    else:
        assert bad.xdsl_opt in proc.stdout.strip().splitlines()[-1]
    # Only syntax errors are diagnostics; xdsl-opt then exits 0 by design.
    assert crashed == (proc.returncode != 0)


# --------------------------------------------------------------------------- #
# Pass pipelines
# --------------------------------------------------------------------------- #


def _pipelines() -> list[tuple[str, str]]:
    rows = (CORPUS / "pipelines.tsv").read_text().splitlines()
    return [(spec, message) for spec, message in (row.split("\t") for row in rows if row)]


PIPELINES = _pipelines()
VALID = CORPUS.parent.parent / "docs" / "examples" / "dyt.mlir"


@pytest.mark.parametrize(("spec", "message"), PIPELINES, ids=[s for s, _ in PIPELINES])
def test_bad_pipelines_are_rejected_alike(
    spec: str, message: str, tmp_path: Path, script: Callable[[str], str]
) -> None:
    ours = run(script("lutdialect"), "fold", VALID, "-o", tmp_path / "o.mlir", "--passes", spec)
    opt = run(script("lutdialect-opt"), VALID, "-p", spec)
    for proc, prefix in ((ours, "lutdialect: error: "), (opt, "lutdialect-opt: error: ")):
        _no_traceback(proc)
        assert proc.returncode == 1
        assert proc.stderr.count("\n") == 1 and proc.stderr.startswith(prefix)
        assert message in proc.stderr
    plain = run(script("xdsl-opt"), "--parsing-diagnostics", VALID, "-p", spec)
    assert plain.returncode != 0 and message in plain.stderr  # as a traceback
    assert not (tmp_path / "o.mlir").exists()


# --------------------------------------------------------------------------- #
# Unwritable outputs
# --------------------------------------------------------------------------- #


def _unwritable(tmp: Path) -> list[tuple[Path, str]]:
    directory = tmp / "dir.mlir"
    directory.mkdir()
    blocker = tmp / "plain-file"
    blocker.write_text("")
    return [
        (directory, "is a directory"),
        (blocker / "out.mlir", f"{blocker} is not a directory"),
        (tmp / "missing" / "out.mlir", f"directory {tmp / 'missing'} does not exist"),
    ]


def test_unwritable_outputs(tmp_path: Path, script: Callable[[str], str]) -> None:
    for dst, message in _unwritable(tmp_path):
        ours = run(script("lutdialect"), "fold", VALID, "-o", dst)
        _no_traceback(ours)
        assert (ours.returncode, ours.stderr) == (1, f"lutdialect: error: {dst}: {message}\n")
        opt = run(script("lutdialect-opt"), VALID, "-o", dst)
        _no_traceback(opt)
        assert opt.returncode == 1 and opt.stderr.count("\n") == 1
        assert opt.stderr.startswith("lutdialect-opt: error: ") and str(dst) in opt.stderr
        plain = run(script("xdsl-opt"), "--parsing-diagnostics", VALID, "-o", dst)
        assert plain.returncode != 0 and "Traceback" in plain.stderr


def test_verify_survives_a_graph_that_crashes_the_reference_model(
    tmp_path: Path, script: Callable[[str], str]
) -> None:
    """An i32 rescale with a non-zero output zero point (MLIR's verifier rejects it)
    crashes the reference model with a segmentation fault: ``verify`` runs each graph
    first in a child process, and says the graph is invalid."""
    example = Path(__file__).parents[3] / "docs" / "examples" / "dyt.mlir"
    text = example.read_text()
    zero = '%ozp0 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}>'
    assert text.count(zero) == 1
    path = tmp_path / "output_zp.mlir"
    path.write_text(text.replace(zero, zero.replace("dense<0>", "dense<65535>")))
    proc = run(script("lutdialect"), "verify", path, path)
    _no_traceback(proc)
    assert proc.returncode == 2, proc.stderr
    assert proc.stdout.startswith("verify: invalid: the original graph is invalid")
    assert "the reference model crashed on the graph (SIGSEGV)" in proc.stdout
