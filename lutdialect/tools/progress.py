"""Progress lines on stderr for the runs of ``lutdialect`` that take long.

Short runs stay silent; a run is "long" once it has taken
:data:`PROGRESS_AFTER_SECONDS` (``LUTDIALECT_PROGRESS_AFTER`` in the environment
overrides it, e.g. ``0`` to see every line), or from the start when a size
estimate says it will be: xDSL parses TOSA text at tens of kB a second, so a
large input is announced before its parse begins, with its size.
"""

from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass, field

from lutdialect.io.mlir import ParseProgress

PROGRESS_AFTER_SECONDS = 2.0
"""Progress lines start once a run has taken this long."""
PROGRESS_INTERVAL_SECONDS = 5.0
PARSE_BYTES_PER_SECOND = 50_000
"""A conservative rate of xDSL's parser on TOSA text, for the up-front estimate."""


def _progress_after() -> float:
    """Read when a ``Progress`` is made, so the environment can lower the threshold."""
    value = os.environ.get("LUTDIALECT_PROGRESS_AFTER")
    try:
        return float(value) if value is not None else PROGRESS_AFTER_SECONDS
    except ValueError:
        return PROGRESS_AFTER_SECONDS


def megabytes(size: int) -> str:
    return f"{size / 1e6:.1f} MB" if size >= 100_000 else f"{size / 1e3:.0f} kB"


@dataclass
class Progress:
    """Throttled progress lines on stderr, only for runs that have become long."""

    enabled: bool
    after: float = field(default_factory=_progress_after)
    start: float = field(default_factory=time.monotonic)
    last: float = float("-inf")

    def note(self, message: str, *, force: bool = False) -> None:
        now = time.monotonic()
        if self.enabled and (force or now - self.start >= self.after):
            print(f"lutdialect: {message}", file=sys.stderr, flush=True)
            self.last = now

    def tick(self, done: int, total: int, label: str) -> None:
        """``label: done/total``, at most every few seconds, and at the end."""
        if time.monotonic() - self.last >= PROGRESS_INTERVAL_SECONDS or done == total:
            self.note(f"{label}: {done}/{total}")

    def parsing(self, name: str, size: int) -> ParseProgress:
        """Announce the parse of ``size`` bytes of ``name`` now if it will be long,
        and return the callback that reports how far it got."""
        estimate = size / PARSE_BYTES_PER_SECOND
        if estimate >= self.after:
            self.note(f"parsing {name} ({megabytes(size)}, up to ~{estimate:.0f} s)", force=True)
        begun = time.monotonic()

        def report(position: int, total: int) -> None:
            now = time.monotonic()
            if now - self.last < PROGRESS_INTERVAL_SECONDS and position < total:
                return
            if now - begun < self.after and position < total:
                return
            if position >= total and self.last == float("-inf"):
                return  # it was quick after all: stay silent
            done = position / total if total else 1.0
            left = (now - begun) * (1 - done) / done if done else 0.0
            rest = f", about {left:.0f} s left" if position < total else ""
            self.note(f"parsing {name}: {done:.0%} of {megabytes(size)}{rest}", force=True)

        return report
