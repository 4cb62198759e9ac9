"""The C library's single-precision functions, as the reference model calls them.

The reference model evaluates every float transcendental op with the C library's
``float f(float)`` functions (``expf``, ``logf``, ``sinf``, ``cosf``, ``erff``). We
call the same library through ``ctypes``, so results match the reference model bit
for bit on the same C library. Without a loadable libm the functions fall back to
double precision rounded to f32 (correctly rounded results, which differ from glibc
in the last bit for a fraction of a percent of inputs).
"""

from __future__ import annotations

import ctypes
import functools
import math
import sys
from collections.abc import Callable, Mapping

import numpy as np
import numpy.typing as npt

F32Array = npt.NDArray[np.float32]
F64Array = npt.NDArray[np.float64]


_SONAMES = {"linux": ("libm.so.6",), "darwin": ("libm.dylib", "libSystem.B.dylib")}
"""The C library's usual name on each platform, which ``ctypes.util.find_library("m")``
finds there too: looked for first, since ``find_library`` runs a subprocess (``ldconfig``)
on Linux, several milliseconds of every fold that evaluates a transcendental."""


@functools.cache
def _libm() -> ctypes.CDLL | None:
    for soname in _SONAMES.get(sys.platform, ()):
        try:
            return ctypes.CDLL(soname)
        except OSError:
            continue
    from ctypes import util  # imports subprocess: only when the usual name is not found

    name = util.find_library("m")
    try:
        return ctypes.CDLL(name) if name else None
    except OSError:
        return None


def erf64(x: F64Array) -> F64Array:
    """``erf`` in double precision (numpy has none)."""
    return np.asarray(np.frompyfunc(math.erf, 1, 1)(x), dtype=np.float64)


_F64_FALLBACK: Mapping[str, Callable[[F64Array], F64Array]] = {
    "expf": np.exp,
    "logf": np.log,
    "sinf": np.sin,
    "cosf": np.cos,
    "erff": erf64,
}


@functools.cache
def libm_f32(name: str) -> Callable[[F32Array], F32Array]:
    """Elementwise ``name`` (a libm ``float f(float)``) over an f32 array.

    Each distinct bit pattern is evaluated once, so the cost is bounded by the number
    of distinct inputs (256 for an i8 region) rather than the array size.
    """
    lib = _libm()
    if lib is None:
        fallback = _F64_FALLBACK[name]
        return lambda x: fallback(x.astype(np.float64)).astype(np.float32)
    cfunc = getattr(lib, name)
    cfunc.restype = ctypes.c_float
    cfunc.argtypes = [ctypes.c_float]
    scalar = np.frompyfunc(cfunc, 1, 1)

    def apply(x: F32Array) -> F32Array:
        bits = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32)
        uniq, inverse = np.unique(bits, return_inverse=True)
        results = np.asarray(scalar(uniq.view(np.float32)), dtype=np.float32)
        return results[inverse].reshape(x.shape)

    return apply


def expf(x: F32Array) -> F32Array:
    return libm_f32("expf")(x)


def logf(x: F32Array) -> F32Array:
    return libm_f32("logf")(x)
