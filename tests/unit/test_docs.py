"""The Python snippets in the README and the user guide run and do what they say."""

from __future__ import annotations

import contextlib
import io
import os
import re
from pathlib import Path

import pytest

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
