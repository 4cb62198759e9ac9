"""Check that ``xdsl-opt`` prints a TOSA file the way ``tosa-opt`` does.

Usage: ``python roundtrip.py FILE [--opt XDSL_OPT] [--tosa-opt TOSA_OPT]`` (by
default the scripts beside this Python, never others on PATH; lit passes both).
Three checks, each failing with a unified diff:

1. ``tosa-opt`` accepts what ``xdsl-opt`` printed;
2. ``tosa-opt``'s reprint of that equals ``tosa-opt``'s print of FILE (nothing
   was lost or changed on the way through xDSL);
3. ``xdsl-opt``'s own output equals ``tosa-opt``'s print of FILE up to SSA value
   names, ``builtin.module``/``module``, ``func.return``/``return`` and
   whitespace, i.e. the op syntax is the same.
"""

from __future__ import annotations

import argparse
import difflib
import re
import subprocess
import sys
from pathlib import Path

_SSA = re.compile(r"%[A-Za-z0-9_$.\-]+(?:#[0-9]+)?")
_RESULT_GROUP = re.compile(r"^(%[A-Za-z0-9_$.\-]+):([0-9]+) = ")


def _expand_group(line: str) -> str:
    """MLIR's ``%r:2 = op`` names results ``%r#0, %r#1``; xDSL names each result."""
    m = _RESULT_GROUP.match(line)
    if m is None:
        return line
    names = ", ".join(f"{m.group(1)}#{i}" for i in range(int(m.group(2))))
    return f"{names} = {line[m.end() :]}"


def run(cmd: list[str], stdin: str | None = None) -> str:
    proc = subprocess.run(cmd, input=stdin, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        sys.exit(f"error: {' '.join(cmd)} failed:\n{proc.stderr}")
    return proc.stdout


def normalize(text: str) -> list[str]:
    """Blank out SSA value names and unify the spellings MLIR may elide."""

    # Value identity is checked by the tosa-opt reprint comparison; here only the
    # syntax matters, and MLIR reuses names across sibling regions where xDSL does not.
    def rename(_: re.Match[str]) -> str:
        return "%_"

    lines: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("//"):
            continue
        line = re.sub(r"^builtin\.module\b", "module", line)
        line = re.sub(r"\bfunc\.return\b", "return", _expand_group(line))
        lines.append(re.sub(r"\s+", " ", _SSA.sub(rename, line)))
    return lines


def diff(a: list[str], b: list[str], a_name: str, b_name: str) -> str:
    return "\n".join(difflib.unified_diff(a, b, a_name, b_name, lineterm=""))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("file")
    beside = Path(sys.executable).parent
    ap.add_argument("--opt", default=str(beside / "xdsl-opt"), help="the xDSL driver to test")
    ap.add_argument("--tosa-opt", default=str(beside / "tosa-opt"))
    ap.add_argument(
        "--values-only",
        action="store_true",
        help="skip check 3 (for constructs whose spelling xDSL's builtin printer differs on)",
    )
    args = ap.parse_args()

    via_xdsl = run([args.opt, args.file])
    reference = run([args.tosa_opt, args.file])
    reprinted = run([args.tosa_opt], stdin=via_xdsl)

    failures: list[str] = []
    if reprinted != reference:
        failures.append(
            "tosa-opt's reprint of the xdsl-opt output differs from tosa-opt's print:\n"
            + diff(reference.splitlines(), reprinted.splitlines(), "tosa-opt", "via-xdsl")
        )
    ours, theirs = normalize(via_xdsl), normalize(reference)
    if not args.values_only and ours != theirs:
        failures.append(
            "xdsl-opt prints different syntax from tosa-opt:\n"
            + diff(theirs, ours, "tosa-opt", "xdsl-opt")
        )
    if failures:
        print("\n\n".join(failures), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
