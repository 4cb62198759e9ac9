"""One Vela oracle per NPU for the whole process, so that every pass of a pipeline
and the driver's summary share one memo: a graph compiled by one is not compiled
again by the next (the first pass's result is the second's original).

They also share one cache of flatbuffer blocks (:func:`graph_bytes`): the same
graph is written to the same bytes by all of them, so the memo, keyed by bytes,
finds it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lutdialect.cost.vela import NPU, Oracle

if TYPE_CHECKING:
    from xdsl.dialects.builtin import ModuleOp

    from lutdialect.io.flatbuffer_blocks import BlockCache

_SHARED: dict[NPU, Oracle] = {}
_BLOCKS: list[BlockCache] = []

BLOCK_LIMIT = 64 << 20
"""Bytes of blocks kept (a few copies of the largest committed model)."""


def shared_oracle(npu: NPU) -> Oracle:
    """The process's oracle for ``npu`` (created on first use)."""
    oracle = _SHARED.get(npu)
    if oracle is None:
        oracle = _SHARED[npu] = Oracle((npu,))
    return oracle


def shared_blocks() -> BlockCache:
    """The process's cache of flatbuffer blocks (created on first use)."""
    if not _BLOCKS:
        from lutdialect.io.flatbuffer_blocks import BlockCache

        _BLOCKS.append(BlockCache(limit=BLOCK_LIMIT))
    return _BLOCKS[0]


def graph_bytes(module: ModuleOp) -> bytes:
    """``module`` as the flatbuffer the oracles are given (raises
    :class:`~lutdialect.io.flatbuffer_schema.FlatbufferError`): written from the
    shared blocks, so a graph costed once is found in the memo by everyone."""
    from lutdialect.io.flatbuffer_blocks import write_blocks

    return write_blocks(module, shared_blocks())
