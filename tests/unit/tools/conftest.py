"""Progress lines depend on how long a run takes; the suite's assertions on stderr
must not depend on how loaded the machine is, so progress is off unless a test
turns it on (``LUTDIALECT_PROGRESS_AFTER=0``)."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def no_progress(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LUTDIALECT_PROGRESS_AFTER", "1e9")
