"""Running the installed console scripts as a user would, for the tests beside this file."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from lutdialect.reference import TARGET, tosa_opt
from lutdialect.tools.cli import main


def _load_graphs() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "cli_graphs", Path(__file__).with_name("graphs.py")
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


G: Any = _load_graphs()


def run(
    script: str,
    *args: str | Path,
    stdin: bytes | None = None,
    umask: int = 0o022,
    env: dict[str, str] | None = None,
    cwd: Path | None = None,
) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [script, *map(str, args)],
        input=stdin if stdin is not None else b"",
        capture_output=True,
        check=False,
        umask=umask,
        env={**os.environ, **(env or {})},
        cwd=cwd,
    )


def err(proc: subprocess.CompletedProcess[bytes]) -> str:
    return proc.stderr.decode()


def out(proc: subprocess.CompletedProcess[bytes]) -> str:
    return proc.stdout.decode()


def one_line_error(proc: subprocess.CompletedProcess[bytes], status: int, prefix: str) -> str:
    """The single stderr line of a failed run (asserting status, shape, no traceback)."""
    assert proc.returncode == status, (proc.returncode, err(proc))
    text = err(proc)
    assert "Traceback" not in text + out(proc)
    assert text.count("\n") == 1 and text.startswith(prefix), text
    return text.strip()


def to_tosa(text: str, path: Path) -> Path:
    """Serialise with ``tosa-opt`` directly, independently of the code under test."""
    src = path.with_suffix(".src.mlir")
    src.write_text(text)
    subprocess.run(
        [
            tosa_opt(),
            str(src),
            f"--tosa-attach-target={TARGET}",
            f"--tosa-serialize=tosa-flatbuffer-filename={path} retain-graph-input-output-names",
            "-o",
            os.devnull,
        ],
        check=True,
        capture_output=True,
    )
    return path


def op_position(text: str, op: str) -> tuple[int, int]:
    """1-based line and column where the only ``op`` of ``text`` starts (at its result)."""
    (match,) = re.finditer(rf"%[\w.$-]+ = {re.escape(op)} ", text)
    offset = match.start()
    return text.count("\n", 0, offset) + 1, offset - (text.rfind("\n", 0, offset) + 1) + 1


@dataclass
class Run:
    code: int
    out: str
    err: str


def run_main(capsys: pytest.CaptureFixture[str], *argv: str | Path) -> Run:
    """``lutdialect ARGV`` in-process (so tests can monkeypatch it)."""
    code = main([str(a) for a in argv])
    captured = capsys.readouterr()
    return Run(code, captured.out, captured.err)


INVALID_AFTER = """module {
  func.func @main(%x: tensor<1x16x64xi8>) -> tensor<1x16x64xi8> {
    %0 = tosa.reverse %x {axis = 5 : i32} : (tensor<1x16x64xi8>) -> tensor<1x16x64xi8>
    return %0 : tensor<1x16x64xi8>
  }
}
"""
"""A graph that xDSL parses but ``tosa-opt`` rejects (an axis beyond the rank)."""
