"""One graph compiled for several NPUs at once.

A target of several NPUs compiles every graph the search costs once per NPU. Vela's
compile holds the GIL, so compiles overlap only in other processes: the first NPU
compiles here and each other one in a worker process of its own, forked from this
one (so it starts in milliseconds, with Vela and the graph's bytes already here).
Results go into the shared oracles' memo as if compiled here, so the cycles, the
counts of compiles and what is remembered are the same either way.

Workers are used only where ``fork`` is (Linux), and where there is more than one
core; otherwise, or if a worker fails, the compiles run here one after the other.
Each worker is replaced after :data:`RECYCLE` compiles (a compile leaks some memory
inside Vela) and ends with this process.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import sys
from multiprocessing.connection import Connection
from typing import Any

from lutdialect.cost.vela import NPU, Estimate, Oracle, VelaRefused

__all__ = ["op_cycles_all", "parallel"]

RECYCLE = 200
"""Compiles a worker does before it is replaced."""


def parallel() -> bool:
    """Whether compiles for several NPUs can overlap here."""
    return sys.platform.startswith("linux") and (os.cpu_count() or 1) > 1


def _serve(conn: Connection, npu: NPU) -> None:
    """A worker: compile every graph received for ``npu`` until told to stop."""
    oracle = Oracle((npu,))
    while True:
        graph = conn.recv()
        if graph is None:
            return
        conn.send(oracle.compile_op_cycles(graph))


class _Worker:
    def __init__(self, npu: NPU) -> None:
        ctx: Any = multiprocessing.get_context("fork")
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_serve, args=(child, npu), daemon=True)
        self.process.start()
        child.close()
        self.compiles = 0

    def stop(self) -> None:
        with contextlib.suppress(OSError):
            self.conn.send(None)
        self.process.join(timeout=1)
        if self.process.is_alive():
            self.process.kill()


_WORKERS: dict[NPU, _Worker] = {}
_BROKEN: list[bool] = []


def _worker(npu: NPU) -> _Worker:
    worker = _WORKERS.get(npu)
    if worker is not None and worker.compiles >= RECYCLE:
        worker.stop()
        worker = None
    if worker is None:
        worker = _WORKERS[npu] = _Worker(npu)
    return worker


def op_cycles_all(
    oracles: list[Oracle], graph: bytes
) -> list[tuple[int, dict[int, int]] | VelaRefused]:
    """Each single-NPU oracle's :meth:`~.vela.Oracle.op_cycles` of ``graph`` (or the
    refusal), the compiles that are not remembered run at the same time."""
    missing = [o for o in oracles if not o.knows_op_cycles(graph)]
    if len(missing) > 1 and parallel() and not _BROKEN:
        try:
            sent: list[tuple[Oracle, _Worker]] = []
            for oracle in missing[1:]:
                worker = _worker(oracle.npus[0])
                worker.conn.send(graph)
                sent.append((oracle, worker))
            _answer(missing[0], graph)
            for oracle, worker in sent:
                found: tuple[Estimate | str, float] = worker.conn.recv()
                worker.compiles += 1
                oracle.remember_op_cycles(graph, *found)
        except (OSError, EOFError):
            # A worker died (or could not start): compile here from now on.
            _BROKEN.append(True)
            for worker in _WORKERS.values():
                worker.stop()
            _WORKERS.clear()
    return [_answer(o, graph) for o in oracles]


def _answer(oracle: Oracle, graph: bytes) -> tuple[int, dict[int, int]] | VelaRefused:
    try:
        return oracle.op_cycles(graph)
    except VelaRefused as e:
        return e
