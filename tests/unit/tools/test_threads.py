"""The command's threads: numpy's BLAS starts no pool of its own, unless the user says
otherwise."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from lutdialect.tools import threads

_THREADS = """
import os, sys
if sys.argv[1] == "tuned":
    from lutdialect.tools.threads import no_blas_pool
    print(no_blas_pool())
else:
    print(None)
import numpy
print(len(os.listdir("/proc/self/task")), os.environ.get("OPENBLAS_NUM_THREADS"))
"""


def _threads(mode: str, env: dict[str, str]) -> tuple[str, int, str]:
    """Whether the pool was declined, then the threads of a fresh process once numpy
    is loaded, and the environment's value."""
    out = subprocess.run(
        [sys.executable, "-c", _THREADS, mode],
        check=True,
        capture_output=True,
        text=True,
        env=env,
    )
    asked, counted = out.stdout.split("\n")[:2]
    count, value = counted.split()
    return asked, int(count), value


def _environment(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != threads.BLAS_THREADS}
    return {**env, **extra}


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="threads counted in /proc")
def test_numpy_loaded_after_it_starts_no_thread() -> None:
    # Untuned, numpy's OpenBLAS starts one thread per further core (none on one core,
    # or with another BLAS); tuned, there is only the process's own, on any machine.
    _, untuned, value = _threads("untuned", _environment())
    assert value == "None"
    asked, tuned, value = _threads("tuned", _environment())
    assert (asked, tuned, value) == ("True", 1, "1"), untuned


def test_a_value_the_user_set_is_kept() -> None:
    asked, _, value = _threads("tuned", _environment(OPENBLAS_NUM_THREADS="3"))
    assert (asked, value) == ("False", "3")


def test_nothing_is_asked_once_numpy_is_loaded(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib

    importlib.import_module("numpy")  # loaded: its pool, if any, is there already
    monkeypatch.delenv(threads.BLAS_THREADS, raising=False)
    assert threads.no_blas_pool() is False
    assert threads.BLAS_THREADS not in os.environ
