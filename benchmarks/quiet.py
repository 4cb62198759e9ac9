"""Keep the TOSA reference model's own output out of a benchmark's tables.

The reference model's C++ code prints a version warning for every TOSA 1.0 graph it
runs, to file descriptor 1 through C's ``stdout``. Shared by ``npu_cost.py`` and
``float_agreement.py``, which run it in process.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import sys
from collections.abc import Generator


@contextlib.contextmanager
def stdout_to_devnull() -> Generator[None]:
    """Point fd 1 at /dev/null for the duration. C's ``stdout`` is block-buffered when
    not a terminal: it is flushed before fd 1 is restored, or what it holds surfaces at
    exit."""
    libc = ctypes.CDLL(None)
    sys.stdout.flush()
    saved, devnull = os.dup(1), os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    try:
        yield
    finally:
        libc.fflush(None)
        os.dup2(saved, 1)
        os.close(saved)
        os.close(devnull)
