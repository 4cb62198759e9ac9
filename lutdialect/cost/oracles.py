"""One Vela oracle per NPU for the whole process, so that every pass of a pipeline
and the driver's summary share one memo: a graph compiled by one is not compiled
again by the next (the first pass's result is the second's original).

They also share one cache of flatbuffer blocks (:func:`graph_bytes`): the same
graph is written to the same bytes by all of them, so the memo, keyed by bytes,
finds it."""

from __future__ import annotations

from collections.abc import Generator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING

from lutdialect.cost.vela import NPU, Oracle

if TYPE_CHECKING:
    from xdsl.dialects.builtin import ModuleOp
    from xdsl.ir import Operation

    from lutdialect.io.flatbuffer_blocks import Base, BlockCache
    from lutdialect.io.unchanged import Snapshot

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


_LAST: ContextVar[bool] = ContextVar("lutdialect_last_pass", default=False)


@contextmanager
def last_pass(last: bool = True) -> Generator[None]:
    """Run the pass inside as the last of its pipeline (the drivers do, with ``last``
    whether it is; where it is not, nothing changes): no later pass
    starts from a graph it costs, so a search's sets are compiled without Vela's
    per-op database, which costs a compile 10-30 % more on the committed DyT models
    and which only a pass's own attribution of single deltas reads. Outside (a pass
    of an ``xdsl-opt`` pipeline, say) the sets are compiled with it: the set a pass
    chooses is where the next one starts, and its attribution reads those rows."""
    if not last:
        yield
        return
    token = _LAST.set(True)
    try:
        yield
    finally:
        _LAST.reset(token)


def is_last_pass() -> bool:
    """Whether the pass running is the last of its pipeline (see :func:`last_pass`)."""
    return _LAST.get()


def shared_blocks() -> BlockCache:
    """The process's cache of flatbuffer blocks (created on first use)."""
    if not _BLOCKS:
        from lutdialect.io.flatbuffer_blocks import BlockCache

        _BLOCKS.append(BlockCache(limit=BLOCK_LIMIT))
    return _BLOCKS[0]


class InputWatch:
    """The input graph's function, watched while it is as it was read (or, after a
    pass committed the set Vela costed, the committed graph, see :func:`watch_graph`).

    Given the flatbuffer it was read from, the passes give Vela those bytes for it
    (:func:`graph_bytes`), so the input is not written again: the reader makes one op
    per operator in the file's order, so Vela's cycles per operator index mean the
    same ops, and Vela's cycles do not depend on how a graph is laid out in the file
    (``tests/unit/cost/test_oracles.py`` pins both on every committed model).
    Otherwise it catches the bytes a pass wrote for it. Either way the driver's
    summary costs the input in the bytes the passes compiled (found in the memo)."""

    def __init__(
        self, function: Operation, flatbuffer: bytes | None = None, snapshot: Snapshot | None = None
    ) -> None:
        from lutdialect.io.unchanged import Snapshot

        self.function = function
        self.snapshot = snapshot if snapshot is not None else Snapshot(function)
        self.flatbuffer = flatbuffer
        self.bytes: bytes | None = None
        """The bytes Vela was given for the input, once it was."""
        self._base: Base | None = None
        self._based = False

    def inherit(self, base: Base) -> None:
        """Take ``base`` (an earlier watch's) as this watch's."""
        self._base, self._based = base, True

    def base(self) -> Base | None:
        """The watched file as the base of the graphs written from the watched one
        (a search's trials: see :class:`~lutdialect.io.flatbuffer_blocks.Base`),
        indexed the first time it is asked for while the function is unchanged."""
        if not self._based and self.flatbuffer is not None:
            from xdsl.dialects.func import FuncOp

            from lutdialect.io.flatbuffer_blocks import base_of

            if isinstance(self.function, FuncOp) and self.snapshot.unchanged(self.function):
                self._based = True
                self._base = base_of(self.function, self.flatbuffer)
        return self._base

    def holds_input(self, module: ModuleOp) -> bool:
        """Whether ``module`` holds just the watched function, unchanged since."""
        funcs = list(module.ops)
        return len(funcs) == 1 and funcs[0] is self.function and self.snapshot.unchanged(funcs[0])

    def catch(self, module: ModuleOp, data: bytes) -> bool:
        """Keep ``data`` if it was written from the watched function, unchanged."""
        if self.holds_input(module):
            self.bytes = data
        return self.bytes is not None


_WATCH: list[InputWatch] = []


def watch_input(
    function: Operation, flatbuffer: bytes | None = None, snapshot: Snapshot | None = None
) -> InputWatch:
    """Watch ``function`` (as it is now, read from ``flatbuffer`` if given) in
    whatever module a pass holds it (see :class:`InputWatch`); replaces the watch
    before. ``snapshot``: the function's, taken now (a graph's snapshot costs a walk
    of every op's state: 6 ms on the 767-op ViT)."""
    watch = InputWatch(function, flatbuffer, snapshot)
    _WATCH[:] = [watch]
    return watch


def watch_graph(module: ModuleOp, data: bytes) -> None:
    """Watch ``module``'s one function as the graph ``data`` holds, op for op (a
    trial's bytes, once the commit has made the module that trial): while it is
    unchanged, :func:`graph_bytes` gives those bytes for it rather than write it.
    The watch is the process's one (it replaces the input's), and it keeps the
    function and the bytes until the next watch or :func:`forget`."""
    funcs = list(module.ops)
    if len(funcs) == 1:
        # The file the trials pointed into stays their base: a graph is then written to
        # the same bytes whichever pass writes it, and the memo finds it (a pass's
        # candidate may rewrite what an earlier pass's trial already had).
        base = watched_base()
        watch = watch_input(funcs[0], data)
        if base is not None:
            watch.inherit(base)


def watched_base() -> Base | None:
    """The watched graph's file as a base for the graphs written (see
    :meth:`InputWatch.base`), if there is one."""
    return _WATCH[0].base() if _WATCH else None


def input_file(module: ModuleOp) -> bytes | None:
    """The bytes ``module`` is known to be (the file it was read from, or the trial a
    pass committed), if it is the watched graph, unchanged
    (what :func:`graph_bytes` gives the oracles for it), else ``None``."""
    watch = _WATCH[0] if _WATCH else None
    if watch is None or watch.flatbuffer is None or not watch.holds_input(module):
        return None
    watch.bytes = watch.flatbuffer
    return watch.flatbuffer


def graph_bytes(module: ModuleOp) -> bytes:
    """``module`` as the flatbuffer the oracles are given (raises
    :class:`~lutdialect.io.flatbuffer_schema.FlatbufferError`): written from the
    shared blocks, so a graph costed once is found in the memo by everyone (or the
    watched input's own flatbuffer, see :class:`InputWatch`)."""
    from lutdialect.io.flatbuffer_blocks import write_blocks

    if (given := input_file(module)) is not None:
        return given
    base = watched_base()  # still the file of most of the graph's ops
    if _WATCH and _WATCH[0].flatbuffer is not None and module.ops.first is _WATCH[0].function:
        _WATCH.clear()  # the graph has changed: it is not those bytes any more
    data = write_blocks(module, shared_blocks(), base)
    written_for_vela(module, data)
    return data


def trial_bytes(module: ModuleOp) -> bytes:
    """``module`` as the oracles are given it while a search's trial is applied to it
    (it is put back afterwards): written from the shared blocks into the watched
    file, and the watch left as it is."""
    from lutdialect.io.flatbuffer_blocks import write_blocks

    return write_blocks(module, shared_blocks(), watched_base())


def written_for_vela(module: ModuleOp, data: bytes) -> None:
    """Note that ``module`` was written as ``data`` for the oracles (by
    :func:`graph_bytes`, here or in another process), for the input's watch."""
    if _WATCH and _WATCH[0].flatbuffer is None and _WATCH[0].catch(module, data):
        _WATCH.clear()
