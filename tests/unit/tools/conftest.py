"""Progress lines depend on how long a run takes; the suite's assertions on stderr
must not depend on how loaded the machine is, so progress is off unless a test
turns it on (``LUTDIALECT_PROGRESS_AFTER=0``)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def no_progress(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LUTDIALECT_PROGRESS_AFTER", "1e9")


@pytest.fixture
def dyt(tmp_path: Path) -> Path:
    """The bare int8 DyT graph as an ``.mlir`` file."""
    from tools_console import G

    src = tmp_path / "dyt.mlir"
    src.write_text(G.dyt("i8"))
    return src
