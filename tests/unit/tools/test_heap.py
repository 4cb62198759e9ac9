"""The command's memory tuning: freed i16-sized arrays are reused, not faulted in again,
and the cycle collector runs less often; and that the command tunes its process (this
and numpy's BLAS pool, ``test_threads.py``) before it works."""

from __future__ import annotations

import gc
import importlib
import platform
import subprocess
import sys
from pathlib import Path

import pytest

ADD = """func.func @main(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.add %a, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
"""
"""A graph no pass rewrites: the command runs, the passes find nothing."""

GLIBC = sys.platform.startswith("linux") and platform.libc_ver()[0] == "glibc"

_FAULTS = """
import resource, sys
import numpy as np
if sys.argv[1] == "tuned":
    from lutdialect.tools.heap import keep_freed_pages
    assert keep_freed_pages()
codes = np.arange(65536, dtype=np.int64)  # one value over every i16 code
y = (codes << 7) + codes * codes  # the first round may grow the heap
del y
before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
for _ in range(20):
    y = (codes << 7) + codes * codes  # two 512 KiB temporaries, freed at once
    del y
print(resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before)
"""


def _faults(mode: str) -> int:
    """Page faults of 20 rounds of i16-sized temporaries, in a fresh process."""
    out = subprocess.run(
        [sys.executable, "-c", _FAULTS, mode], check=True, capture_output=True, text=True
    )
    return int(out.stdout)


@pytest.mark.skipif(not GLIBC, reason="mallopt is glibc's")
def test_freed_arrays_are_reused_once_the_heap_keeps_its_pages() -> None:
    untuned, tuned = _faults("untuned"), _faults("tuned")
    # Untuned, each round faults its temporaries' 256 pages in again; tuned, none.
    assert untuned >= 20 * 64, f"glibc's malloc kept freed pages untuned: {untuned} faults"
    assert tuned < 64, (untuned, tuned)


@pytest.mark.parametrize(
    ("module", "tuning"),
    [
        pytest.param(
            "heap",
            "keep_freed_pages",
            marks=pytest.mark.skipif(not GLIBC, reason="mallopt is glibc's"),
        ),
        ("threads", "no_blas_pool"),  # lutdialect.tools.threads: numpy's BLAS pool
    ],
)
def test_the_command_tunes_its_own_process(
    monkeypatch: pytest.MonkeyPatch, module: str, tuning: str
) -> None:
    from lutdialect.tools import cli

    called: list[bool] = []
    owner = importlib.import_module(f"lutdialect.tools.{module}")
    monkeypatch.setattr(owner, tuning, lambda: called.append(True) or True)
    assert cli.main(["--version"]) == 0
    assert called == [], "--version does no work: nothing to tune"
    assert cli.main(["fold", "/nonexistent/in.tosa", "-o", "/nonexistent/out.tosa"]) == 1
    assert called == [True]


def test_elsewhere_it_declines_quietly(monkeypatch: pytest.MonkeyPatch) -> None:
    from lutdialect.tools import heap

    monkeypatch.setattr(sys, "platform", "darwin")
    assert heap.keep_freed_pages() is False


_THRESHOLD = """
import gc, sys
from lutdialect.tools import cli
default = gc.get_threshold()
status = cli.main(sys.argv[1:])
print(default[0], *gc.get_threshold(), status)
"""


def _threshold_after(*argv: str) -> list[int]:
    out = subprocess.run(
        [sys.executable, "-c", _THRESHOLD, *argv], check=True, capture_output=True, text=True
    )
    return [int(n) for n in out.stdout.split()[-5:]]


def test_the_command_collects_cycles_less_often(tmp_path: Path) -> None:
    from lutdialect.tools.heap import GC_THRESHOLD

    default, young, *_, status = _threshold_after("--version")
    assert (young, status) == (default, 0), "--version does no work: nothing to tune"
    src = tmp_path / "add.mlir"
    src.write_text(ADD)
    default, young, gen1, gen2, status = _threshold_after(
        "fold", str(src), "-o", str(tmp_path / "out.mlir"), "--quiet"
    )
    assert status == 0
    assert default < GC_THRESHOLD and young == GC_THRESHOLD
    assert (gen1, gen2) == gc.get_threshold()[1:], "the older generations keep theirs"


def test_collect_less_never_collects_more_often() -> None:
    from lutdialect.tools.heap import GC_THRESHOLD, collect_less

    before = gc.get_threshold()
    try:
        gc.set_threshold(GC_THRESHOLD * 2, 3, 4)
        collect_less()
        assert gc.get_threshold() == (GC_THRESHOLD * 2, 3, 4)
        gc.set_threshold(700, 3, 4)
        collect_less()
        assert gc.get_threshold() == (GC_THRESHOLD, 3, 4)
    finally:
        gc.set_threshold(*before)
