"""The docs do what they say: the Python snippets of the README and the user guide, the
shell blocks marked runnable in README.md and docs/, and the tables of
benchmarks/models/README.md against the committed models."""

from __future__ import annotations

import contextlib
import io
import itertools
import os
import re
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from lutdialect.io.flatbuffer import read_flatbuffer

ROOT = Path(__file__).resolve().parents[2]


def python_blocks(doc: Path) -> list[str]:
    return re.findall(r"```python\n(.*?)```", doc.read_text(), flags=re.DOTALL)


@pytest.mark.parametrize(
    ("doc", "index"), [("README.md", 1), ("docs/user-guide.md", 0)], ids=["readme", "guide"]
)
def test_pipeline_snippet_folds_the_example(doc: str, index: int) -> None:
    code = python_blocks(ROOT / doc)[index]
    out = io.StringIO()
    cwd = Path.cwd()
    os.chdir(ROOT)
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(code, doc, "exec"), {"__name__": "__snippet__"})
    finally:
        os.chdir(cwd)
    printed = out.getvalue()
    assert printed.count("tosa.table") == 1
    for gone in ("tosa.mul", "tosa.rescale", "tosa.reshape"):
        assert gone not in printed


def test_fold_flatbuffer_snippet_folds_a_model_in_memory() -> None:
    code = python_blocks(ROOT / "README.md")[0]
    assert "fold_flatbuffer" in code
    out = io.StringIO()
    cwd = Path.cwd()
    os.chdir(ROOT)
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(code, "README.md", "exec"), {"__name__": "__snippet__"})
    finally:
        os.chdir(cwd)
    assert re.search(r"ops \d+ -> \d+ \(-\d+\), [1-9]\d* tables? created", out.getvalue())


def test_quick_start_example_is_documented() -> None:
    readme = (ROOT / "README.md").read_text()
    assert "pip install -e '.[test]' && xdsl-opt -p fold-dyt-lut docs/examples/dyt.mlir" in readme
    assert "pip install -e '.[test]' && lit -sv tests/filecheck && pytest tests/unit" in readme
    assert (ROOT / "docs/examples/dyt.mlir").is_file()


# --------------------------------------------------------------------------- #
# Shell blocks marked runnable, run as a user runs them from a clone
# --------------------------------------------------------------------------- #

DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
MARKER = "<!-- runnable -->"
RUNNABLE = re.compile(r"^([ \t]*)<!-- runnable -->\n\1```sh\n(.*?)^\1```$", re.M | re.S)
CLONE = ("README.md", "pyproject.toml", "benchmarks", "docs", "lutdialect", "tests")
"""What a block may read, linked into its working directory (what it writes stays there)."""


def runnable_blocks() -> list[Any]:
    """Every ``sh`` block right after a ``<!-- runnable -->`` line, its id ``doc:line``."""
    blocks: list[Any] = []
    for doc in DOCS:
        text = doc.read_text()
        for match in RUNNABLE.finditer(text):
            indent, body = match.group(1), match.group(2)
            lines = [line.removeprefix(indent) for line in body.splitlines()]
            where = f"{doc.relative_to(ROOT)}:{text.count(chr(10), 0, match.start()) + 2}"
            blocks.append(pytest.param("\n".join(lines), id=where))
    return blocks


def without_installs(commands: str) -> str:
    """``commands`` less its ``pip install``s: the suite runs in the environment they
    make (``pip install X && Y`` keeps ``Y``)."""
    return "\n".join(
        line.partition("&&")[2].strip() if line.startswith("pip install ") else line
        for line in commands.splitlines()
    )


RUNNABLE_BLOCKS = runnable_blocks()


def test_every_runnable_marker_is_found() -> None:
    """A marker the pattern misses (not right before a sh block, indented otherwise)
    would silently leave its block unrun."""
    markers = sum(line.strip() == MARKER for doc in DOCS for line in doc.read_text().splitlines())
    assert markers > 0
    assert len(RUNNABLE_BLOCKS) == markers


@pytest.mark.parametrize("commands", RUNNABLE_BLOCKS)
def test_runnable_block_runs_from_a_clone(
    commands: str, script: Callable[[str], str], tmp_path: Path
) -> None:
    """Each marked block, run by bash (``-e -o pipefail``) in a directory that holds the
    clone's files, with the installed scripts on ``PATH`` as in an activated venv. A block
    exits 0 and prints no traceback (``vela`` is installed with ``[test]``)."""
    for name in CLONE:
        (tmp_path / name).symlink_to(ROOT / name)
    bin_dir = str(Path(script("lutdialect")).parent)
    proc = subprocess.run(
        ["bash", "-e", "-o", "pipefail", "-c", without_installs(commands)],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
        env={**os.environ, "PATH": os.pathsep.join([bin_dir, os.environ.get("PATH", "")])},
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr, proc.stderr[-3000:]


# --------------------------------------------------------------------------- #
# benchmarks/models/README.md and the committed models
# --------------------------------------------------------------------------- #

MODELS = ROOT / "benchmarks" / "models"
MODEL_FILES = sorted(MODELS.glob("*.tosa"))


def markdown_tables(text: str) -> list[list[dict[str, str]]]:
    """Every Markdown table of ``text``, as rows keyed by their column's heading."""
    tables: list[list[dict[str, str]]] = []
    lines = text.splitlines()
    for i, line in enumerate(lines):
        starts = line.startswith("|") and (i == 0 or not lines[i - 1].startswith("|"))
        if not starts or i + 1 >= len(lines) or not lines[i + 1].startswith("|-"):
            continue
        headings = [cell.strip() for cell in line.strip("|").split("|")]
        rows: list[dict[str, str]] = []
        for row in itertools.takewhile(lambda r: r.startswith("|"), lines[i + 2 :]):
            cells = [cell.strip() for cell in row.strip("|").split("|")]
            assert len(cells) == len(headings), row
            rows.append(dict(zip(headings, cells, strict=True)))
        tables.append(rows)
    return tables


def model_tables() -> list[list[dict[str, str]]]:
    """The README's tables with one row per file (first column ``file``)."""
    text = (MODELS / "README.md").read_text()
    return [t for t in markdown_tables(text) if t and next(iter(t[0])) == "file"]


def files_table() -> dict[str, dict[str, str]]:
    """The table of files, sizes and op counts, by file name."""
    (table,) = [t for t in model_tables() if "ops" in t[0]]
    return {row["file"].strip("`"): row for row in table}


def census(path: Path) -> tuple[int, int]:
    """TOSA ops other than constants, and tables among them, as lutdialect reads them."""
    module = read_flatbuffer(path.read_bytes())
    names = [op.name for op in module.walk() if op.name.startswith("tosa.")]
    ops = [name for name in names if name not in {"tosa.const", "tosa.const_shape"}]
    return len(ops), ops.count("tosa.table")


def test_the_model_readme_tables_list_the_committed_models() -> None:
    tables = model_tables()
    assert len(tables) >= 2  # files, and Vela cycles
    for table in tables:
        listed = [row["file"].strip("`") for row in table]
        assert sorted(listed) == [m.name for m in MODEL_FILES]


@pytest.mark.parametrize("model", MODEL_FILES, ids=[m.stem for m in MODEL_FILES])
def test_the_model_readme_counts_are_the_models(model: Path) -> None:
    row = files_table()[model.name]
    assert row["precision"] == model.stem.rpartition("_")[2]
    assert int(row["size (bytes)"].replace(",", "")) == model.stat().st_size
    assert (int(row["ops"]), int(row["tables"])) == census(model)
