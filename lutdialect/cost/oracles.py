"""One Vela oracle per NPU for the whole process, so that every pass of a pipeline
and the driver's summary share one memo: a graph compiled by one is not compiled
again by the next (the first pass's result is the second's original)."""

from __future__ import annotations

from lutdialect.cost.vela import NPU, Oracle

_SHARED: dict[NPU, Oracle] = {}


def shared_oracle(npu: NPU) -> Oracle:
    """The process's oracle for ``npu`` (created on first use)."""
    oracle = _SHARED.get(npu)
    if oracle is None:
        oracle = _SHARED[npu] = Oracle((npu,))
    return oracle
