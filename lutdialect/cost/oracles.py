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
    from xdsl.ir import Operation

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


def forget() -> None:
    """Drop every shared oracle, block and watch (what a fresh process starts with)."""
    _SHARED.clear()
    _BLOCKS.clear()
    _WATCH.clear()


def shared_blocks() -> BlockCache:
    """The process's cache of flatbuffer blocks (created on first use)."""
    if not _BLOCKS:
        from lutdialect.io.flatbuffer_blocks import BlockCache

        _BLOCKS.append(BlockCache(limit=BLOCK_LIMIT))
    return _BLOCKS[0]


class InputWatch:
    """Catches the bytes a pass gives Vela for ``function`` while it is still as it
    was read, so the driver's summary costs the input in those bytes (found in the
    memo) rather than compiling the file's own bytes again."""

    def __init__(self, function: Operation) -> None:
        from lutdialect.io.unchanged import Snapshot

        self.function = function
        self.snapshot = Snapshot(function)
        self.bytes: bytes | None = None

    def catch(self, module: ModuleOp, data: bytes) -> bool:
        """Keep ``data`` if it was written from the watched function, unchanged."""
        funcs = list(module.ops)
        if len(funcs) == 1 and funcs[0] is self.function and self.snapshot.unchanged(funcs[0]):
            self.bytes = data
        return self.bytes is not None


_WATCH: list[InputWatch] = []


def watch_input(function: Operation) -> InputWatch:
    """Watch ``function`` (as it is now) until :func:`graph_bytes` writes it
    unchanged, in whatever module a pass holds it; replaces the watch before."""
    watch = InputWatch(function)
    _WATCH[:] = [watch]
    return watch


def graph_bytes(module: ModuleOp) -> bytes:
    """``module`` as the flatbuffer the oracles are given (raises
    :class:`~lutdialect.io.flatbuffer_schema.FlatbufferError`): written from the
    shared blocks, so a graph costed once is found in the memo by everyone."""
    from lutdialect.io.flatbuffer_blocks import write_blocks

    data = write_blocks(module, shared_blocks())
    if _WATCH and _WATCH[0].catch(module, data):
        _WATCH.clear()
    return data
