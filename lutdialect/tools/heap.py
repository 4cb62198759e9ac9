"""The ``lutdialect`` process's memory: freed heap pages kept for the next array, and
Python's cycle collector run less often.

An i16 region is evaluated as arrays over all 65,536 codes, 512 KiB each in int64,
and each op of the evaluator and each Vela compile makes and frees many such blocks.
glibc's malloc hands the freed top of its heap back to the kernel (``M_TRIM_THRESHOLD``,
about twice the last large block) and so every new block faults its pages in again,
zeroed: on the i16 table check, 1.2 ms of arithmetic took 6 ms. ``M_TOP_PAD`` makes malloc
keep that much heap above what is in use, so a block freed by one op is reused by the
next. The cost is at most :data:`TOP_PAD` of resident memory the process does not give
back until it exits.

This is the command's own tuning: the library never changes its host process's
allocator (an ``xdsl-opt`` run gets the same from ``MALLOC_TOP_PAD_=16777216
MALLOC_MMAP_THRESHOLD_=33554432`` in the environment; the first alone makes it worse, see
:data:`MMAP_THRESHOLD`).

The cycle collector's youngest generation is collected after every 700 allocations (net)
by default. A fold allocates millions of objects that live until it ends (the IR), so
each collection finds almost nothing to free: on the committed DyT and EfficientNet folds
there were 120-210 of them, 10-18 of the middle generation and one full one, 35-65 ms in
all. :func:`collect_less` raises that to :data:`GC_THRESHOLD` (28 collections, most of them
during the imports before the command starts, 11-20 ms); garbage cycles (a search's trial
copies of the module) are still collected, later.
"""

from __future__ import annotations

import gc
import sys

TOP_PAD = 16 << 20
"""Bytes of freed heap kept for reuse: a region's live arrays over the i16 codes and a
Vela compile's working set fit in it."""

MMAP_THRESHOLD = 32 << 20
"""Blocks smaller than this come from the heap, never from a mapping of their own (which
is faulted in afresh each time): glibc's largest threshold on 64-bit systems. Setting
any of these parameters stops malloc's own adjustment of this one, so it is set too."""

GC_THRESHOLD = 50_000
"""Allocations less deallocations between two collections of the youngest generation.
The older generations keep their thresholds (each is collected after that many
collections of the one before it)."""

_M_TOP_PAD = -2
_M_MMAP_THRESHOLD = -3
"""``mallopt``'s parameter numbers (glibc's ``malloc.h``)."""


def keep_freed_pages() -> bool:
    """Ask glibc's malloc to keep freed heap for reuse; whether it did (False where the
    C library has no ``mallopt``: not Linux, or not glibc)."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes  # numpy imports it too, on any graph that has candidates

    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    mallopt.restype = ctypes.c_int
    return mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD) == 1 and mallopt(_M_TOP_PAD, TOP_PAD) == 1


def collect_less() -> None:
    """Collect the youngest generation after :data:`GC_THRESHOLD` allocations rather
    than Python's default (never more often than it is set to already)."""
    young, *older = gc.get_threshold()
    gc.set_threshold(max(young, GC_THRESHOLD), *older)
