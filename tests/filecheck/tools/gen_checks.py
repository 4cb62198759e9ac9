"""(Re)write the CHECK lines of a dialect corpus file from ``tosa-opt``'s print of it.

Usage: ``python gen_checks.py FILE... [--loose-floats]``. Each file gets a
``// RUN: xdsl-opt %s | filecheck %s`` line and one CHECK block: a CHECK-LABEL per
function and a CHECK-NEXT per printed line, with SSA names as patterns (MLIR
renumbers them, xDSL keeps the source's). The expected text is ``tosa-opt``'s, so
the checks say that ``xdsl-opt`` prints what ``tosa-opt`` prints; regenerate them
only after checking a difference is meant. ``--loose-floats`` matches float and
hexadecimal literals by pattern, for files whose floats xDSL spells differently.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

from lutdialect.reference import tosa_opt

RUN = "// RUN: xdsl-opt %s | filecheck %s"
_SSA = re.compile(r"%[A-Za-z0-9_$.\-]+(?:#[0-9]+)?")
_GROUP = re.compile(r"^%[A-Za-z0-9_$.\-]+:[0-9]+ = ")
_FLOAT = re.compile(r"-?(?:0x[0-9A-Fa-f]+|[0-9]+\.[0-9]+(?:[eE][+-]?[0-9]+)?)")
_DENSE = re.compile(r"dense<[^>]*>")
_TOKEN = re.compile(f"{_SSA.pattern}|{_DENSE.pattern}|{_FLOAT.pattern}")
_OPENERS = re.compile(r"\[\[|\{\{")


def literal(text: str) -> str:
    """``text`` as FileCheck literal text (``[[`` and ``{{`` would start patterns)."""
    return _OPENERS.sub(lambda m: "{{" + re.escape(m.group(0)) + "}}", text)


def pattern(line: str, loose_floats: bool) -> str:
    group = _GROUP.match(line)
    head, line = ("{{.*}} = ", line[group.end() :]) if group else ("", line)
    out: list[str] = []
    last = 0
    for m in _TOKEN.finditer(line):
        token = m.group(0)
        if token.startswith("%"):
            replacement = "%{{[^ ,:)]+}}"
        elif not loose_floats:
            continue
        elif token.startswith("dense<"):
            replacement = "dense<{{[^>]*}}>"  # xDSL may spell the elements differently
        else:
            replacement = "{{[-+.0-9a-fA-FxX]+}}"
        out.append(literal(line[last : m.start()]))
        out.append(replacement)
        last = m.end()
    out.append(literal(line[last:]))
    return head + "".join(out)


def checks(printed: str, loose_floats: bool) -> list[str]:
    lines = [line.strip() for line in printed.splitlines() if line.strip()]
    result: list[str] = []
    for i, line in enumerate(lines):
        if line.startswith("func.func @"):
            result.append(f"// CHECK-LABEL: {line[: line.index('(')]}(")
            continue
        # xDSL separates the resource blob section (``{-#``) by an empty line
        kind = "CHECK" if i == 0 or line.startswith("{-#") else "CHECK-NEXT"
        result.append(f"// {kind}: {pattern(line, loose_floats)}")
    return result


def rewrite(path: Path, loose_floats: bool) -> None:
    text = path.read_text()
    printed = subprocess.run(
        [tosa_opt(), str(path)], capture_output=True, text=True, check=True
    ).stdout
    kept: list[str] = []
    for line in text.splitlines():
        if line.startswith("// CHECK") or (not line and kept and not kept[-1]):
            continue  # drop the old block and the blank lines it leaves behind
        kept.append(line)
    if RUN not in kept:
        first_run = max(i for i, line in enumerate(kept) if line.startswith("// RUN:"))
        kept.insert(first_run + 1, RUN)
    body = kept.index(next(line for line in kept if line.startswith("module")))
    block = [*checks(printed, loose_floats), ""]
    path.write_text("\n".join(kept[:body] + block + kept[body:]).rstrip("\n") + "\n")


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--loose-floats", action="store_true")
    args = ap.parse_args()
    for path in args.files:
        rewrite(path, args.loose_floats)
    return 0


if __name__ == "__main__":
    sys.exit(main())
