"""The ``lutdialect`` process's threads: numpy's BLAS starts no pool of its own.

numpy's wheels link OpenBLAS, which starts a pool of threads (one per further core) as
numpy is imported, and each of them busy-waits, yielding, for a while before it sleeps.
The evaluator's arithmetic is element-wise integer work that never calls BLAS, so the
pool only takes a core. With Vela deciding, a fold imports numpy for its first i16 proof
just as a worker process compiles the graph: on two cores the pool's thread, this
process and the worker contend. On ``vit_dyt_a16w8`` for Ethos-U55-128 the passes took
122-128 ms with no pool against 145-176 ms with it (four alternating runs each), most of
the difference in system time (the pool's yields).

Like :mod:`.heap`, this is the command's own tuning: the library never changes its host
process's threads (an ``xdsl-opt`` or ``lutdialect-opt`` run gets the same from
``OPENBLAS_NUM_THREADS=1`` in the environment; their drivers import numpy before any of
this package's code runs), and a value the user set is kept.
"""

from __future__ import annotations

import os
import sys

BLAS_THREADS = "OPENBLAS_NUM_THREADS"
"""What OpenBLAS reads, once, as numpy loads it."""


def no_blas_pool() -> bool:
    """Ask OpenBLAS, before numpy loads it, for no threads besides the caller's;
    whether it was asked (not where numpy is loaded already, or where the environment
    says otherwise)."""
    if "numpy" in sys.modules or BLAS_THREADS in os.environ:
        return False
    os.environ[BLAS_THREADS] = "1"
    return True
