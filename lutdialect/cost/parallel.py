"""One graph compiled for several NPUs at once.

A target of several NPUs compiles every graph the search costs once per NPU. Vela's
compile holds the GIL, so compiles overlap only in other processes: the first NPU
compiles here and every other one in a worker process, forked from this one (so it
starts in milliseconds, with Vela and the graph's bytes already here), unless that
worker is still busy with graphs sent before (:func:`_shared_out`). There are no
more workers than cores besides this process (:func:`workers_wanted`; on two cores,
one worker compiles for every NPU but the one compiled here). Results go into the
shared oracles' memo as if compiled here, so the cycles, the counts of compiles and
what is remembered are the same either way.

Compiles can also be started ahead, for every NPU, and collected later
(:func:`start_compiles`), and a large graph's first write and compile can run in a
process of their own while the pass proves its candidates (:class:`Background`).

Workers are used only where ``fork`` is (Linux), and where there is more than one
core; otherwise, or if a worker fails, the compiles run here one after the other.
Each worker is replaced after :data:`RECYCLE` compiles (a compile leaks some memory
inside Vela) and ends with this process.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import pickle
import select
import signal
import struct
import sys
import time
from collections.abc import Callable, Generator, Hashable, Sequence
from typing import TYPE_CHECKING, Any, BinaryIO, Literal, NamedTuple

from lutdialect.cost.vela import NPU, Estimate, Oracle, VelaRefused

if TYPE_CHECKING:
    from xdsl.dialects.builtin import ModuleOp

__all__ = [
    "Background",
    "busy",
    "compile_seconds",
    "cycles_all",
    "knows",
    "meanwhile",
    "op_cycles_all",
    "overlaps",
    "parallel",
    "refused_everywhere",
    "start_compiles",
]

RECYCLE = 200
"""Compiles a worker does before it is replaced."""

PIPE_BYTES = 1 << 20
"""What a worker's pipe holds (Linux's default limit for a process): a DyT model's
graph (136-322 KB) is sent without waiting for the worker to read it."""


def parallel() -> bool:
    """Whether compiles for several NPUs can overlap here."""
    return sys.platform.startswith("linux") and (os.cpu_count() or 1) > 1


class _Channel:
    """Pickled messages over a pipe, each after its length: what a worker and this
    process say to each other. (``multiprocessing`` would do, but its import costs
    more than a small graph's compile.) Reads take exactly one message, so
    :meth:`poll` can ask the pipe whether another is in."""

    _LENGTH = struct.Struct("<Q")

    def __init__(self, read: int, write: int) -> None:
        self.read, self.write = read, write

    def send(self, message: object) -> None:
        data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
        view = memoryview(self._LENGTH.pack(len(data)) + data)
        while view:
            view = view[os.write(self.write, view) :]

    def recv(self) -> Any:
        (length,) = self._LENGTH.unpack(self._exactly(self._LENGTH.size))
        return pickle.loads(self._exactly(length))

    def poll(self) -> bool:
        """Whether a message (or the end of the pipe) is there to read; never blocks."""
        return bool(select.select([self.read], [], [], 0)[0])

    def _exactly(self, n: int) -> bytes:
        parts: list[bytes] = []
        while n:
            part = os.read(self.read, min(n, 1 << 20))
            if not part:
                raise EOFError("the other end of the pipe closed")
            parts.append(part)
            n -= len(part)
        return b"".join(parts)

    def close(self) -> None:
        """Close both ends, once: a number closed is soon another pipe's."""
        for fd in (self.read, self.write):
            if fd >= 0:
                with contextlib.suppress(OSError):
                    os.close(fd)
        self.read = self.write = -1


def _serve(channel: _Channel) -> None:
    """A worker: compile every graph received, for the NPU it comes with, until told
    to stop (or until this process's end of the pipe closes, when it ends)."""
    oracles: dict[NPU, Oracle] = {}
    while True:
        message: tuple[NPU, bytes, bool] | None = channel.recv()
        if message is None:
            return
        npu, graph, database = message
        oracle = oracles.get(npu)
        if oracle is None:
            oracle = oracles[npu] = Oracle((npu,))
        channel.send(oracle.compile_op_cycles(graph, database=database))


class _Job(NamedTuple):
    """A graph sent to a worker and not answered yet."""

    graph: bytes
    oracle: Oracle
    """The oracle the answer is for."""
    database: bool
    """Whether Vela's per-op database was asked for."""
    sent: float
    """When (``time.perf_counter``)."""


class _Worker:
    def __init__(self) -> None:
        to_worker, from_worker = os.pipe(), os.pipe()
        pid = os.fork()
        if pid == 0:  # the worker
            code = 0
            try:
                # Only its own pipe: another worker's, held here, would keep that
                # worker from seeing this process end.
                for other in _WORKERS.values():
                    other.conn.close()
                os.close(to_worker[1])
                os.close(from_worker[0])
                _serve(_Channel(to_worker[0], from_worker[1]))
            except BaseException:
                code = 1
            finally:
                os._exit(code)
        os.close(to_worker[0])
        os.close(from_worker[1])
        with contextlib.suppress(OSError, AttributeError):
            # A graph sent while the worker compiles the one before waits in the pipe,
            # not in this process's write (Linux pipes hold 64 KB unless told more).
            fcntl.fcntl(to_worker[1], fcntl.F_SETPIPE_SZ, PIPE_BYTES)
        self.pid = pid
        self.conn = _Channel(from_worker[0], to_worker[1])
        self.compiles = 0
        self.pending: list[_Job] = []
        """Graphs sent and not answered yet, in order."""
        self.answered = 0.0
        """When the last answer was read."""

    def alive(self) -> bool:
        with contextlib.suppress(ChildProcessError):
            return os.waitpid(self.pid, os.WNOHANG) == (0, 0)
        return False

    def send(self, graph: bytes, oracle: Oracle, database: bool = True) -> None:
        self.conn.send((oracle.npus[0], graph, database))
        self.pending.append(_Job(graph, oracle, database, time.perf_counter()))

    def backlog(self) -> float | None:
        """Seconds until the worker has answered all it was sent (see :func:`_backlog`),
        the answers that are in read first."""
        self.poll()
        return _backlog(self.pending, self.answered, time.perf_counter())

    def waits_for(self, graph: bytes, oracle: Oracle, database: bool = True) -> bool:
        """Whether an answer for ``graph`` and ``oracle`` is to come that has what is
        asked for (per-op cycles, if ``database``)."""
        return any(
            j.oracle is oracle and j.graph == graph and (j.database or not database)
            for j in self.pending
        )

    def backlog_until(self, graph: bytes, oracle: Oracle) -> float | None:
        """Seconds until the worker has answered ``graph`` for ``oracle`` and the
        graphs sent before it (as :meth:`backlog`)."""
        self.poll()
        for n, job in enumerate(self.pending):
            if job.oracle is oracle and job.graph == graph:
                return _backlog(self.pending[: n + 1], self.answered, time.perf_counter())
        return 0.0  # answered

    def drain(self, until: tuple[bytes, Oracle] | None = None) -> None:
        """Read the answers, in order, into their oracles' memo: all of them, or up
        to that of ``until`` (a graph and the oracle it was sent for)."""
        while self.pending:
            graph, oracle = self._receive()
            if until is not None and oracle is until[1] and graph == until[0]:
                return

    def poll(self) -> None:
        """Read the answers that are in already, in order; never blocks."""
        while self.pending and self.conn.poll():
            self._receive()

    def _receive(self) -> tuple[bytes, Oracle]:
        """The next answer, into its oracle's memo (blocks until it is in)."""
        job = self.pending.pop(0)
        found: tuple[Estimate | str, float] = self.conn.recv()
        self.answered = time.perf_counter()
        self.compiles += 1
        job.oracle.remember_op_cycles(job.graph, *found, database=job.database)
        return job.graph, job.oracle

    def stop(self) -> None:
        """Tell the worker to end and wait for it, a second at most (one in the
        middle of a compile is killed)."""
        with contextlib.suppress(OSError):
            self.conn.send(None)
        self.conn.close()
        with contextlib.suppress(ChildProcessError):
            deadline = time.monotonic() + 1
            while os.waitpid(self.pid, os.WNOHANG) == (0, 0):
                if time.monotonic() > deadline:
                    os.kill(self.pid, signal.SIGKILL)
                    os.waitpid(self.pid, 0)
                    return
                time.sleep(0.001)


_WORKERS: dict[int, _Worker] = {}
"""The workers by their slot (:func:`_slot`)."""
_SLOTS: dict[NPU, int] = {}
_BROKEN: list[bool] = []

Meanwhile = Callable[[float], Callable[[], None] | None]
"""Other work this process can do while it waits for a worker: given the seconds the
wait is estimated to last, the next piece of it (``None`` where there is none, or none
worth starting)."""
_MEANWHILE: list[Meanwhile] = []


@contextlib.contextmanager
def meanwhile(work: Meanwhile | None) -> Generator[None]:
    """Inside, a wait for a worker's answer is spent on ``work`` first (see
    :data:`Meanwhile`), for as long as the worker is estimated to be busy."""
    if work is None:
        yield
        return
    _MEANWHILE.append(work)
    try:
        yield
    finally:
        _MEANWHILE.remove(work)


def busy(oracles: Sequence[Oracle]) -> float | None:
    """Seconds until the workers that compile for ``oracles`` have answered all they
    were sent (the longest; see :meth:`_Worker.backlog`), ``None`` where that cannot
    be estimated yet; 0 where none is at work."""
    longest = 0.0
    for slot in {_SLOTS[o.npus[0]] for o in oracles if o.npus[0] in _SLOTS}:
        worker = _WORKERS.get(slot)
        if worker is None:
            continue
        try:
            left = worker.backlog()
        except (OSError, EOFError):
            _broken()
            return None
        if left is None:
            return None
        longest = max(longest, left)
    return longest


def _spend_wait(worker: _Worker, graph: bytes, oracle: Oracle) -> None:
    """Before waiting for ``worker``'s answer for ``graph``: the work of
    :func:`meanwhile`, piece by piece, while the answer is estimated not to be in."""
    if not _MEANWHILE:
        return
    work = _MEANWHILE[-1]
    while (left := worker.backlog_until(graph, oracle)) and (piece := work(left)) is not None:
        piece()


def workers_wanted() -> int:
    """How many workers compile at once: one core fewer than there are, for this
    process, which builds the next graph or compiles one of its own meanwhile. More
    processes than cores each compile slower than one after the other would (three
    compiles at once on two cores took 2.1 times as long each)."""
    return max(1, (os.cpu_count() or 1) - 1)


def _slot(npu: NPU) -> int:
    """The worker that compiles for ``npu``: NPUs take the workers in turn, in the
    order they are first asked for (on two cores, one worker compiles for them all)."""
    slot = _SLOTS.get(npu)
    if slot is None:
        slot = _SLOTS[npu] = len(_SLOTS) % workers_wanted()
    return slot


def _worker(npu: NPU) -> _Worker:
    slot = _slot(npu)
    worker = _WORKERS.get(slot)
    if worker is not None and worker.compiles + len(worker.pending) >= RECYCLE:
        worker.drain()
        worker.stop()
        worker = None
    if worker is None:
        worker = _WORKERS[slot] = _Worker()
    return worker


def _waiting(oracle: Oracle, graph: bytes, database: bool = True) -> _Worker | None:
    """The worker that was sent ``graph`` for ``oracle`` (with the per-op database, if
    asked for) and has not answered yet."""
    slot = _SLOTS.get(oracle.npus[0])
    worker = _WORKERS.get(slot) if slot is not None else None
    return worker if worker is not None and worker.waits_for(graph, oracle, database) else None


def _broken() -> None:
    """A worker died (or could not start): compile here from now on."""
    _BROKEN.append(True)
    for worker in _WORKERS.values():
        worker.stop()
    _WORKERS.clear()


def start_compiles(oracles: Sequence[Oracle], graph: bytes, *, database: bool = True) -> None:
    """Have workers compile ``graph`` for every oracle that does not know it, and go
    on; :func:`op_cycles_all` (or, without the per-op ``database``,
    :func:`cycles_all`) collects the answers. (Where workers cannot run, it compiles
    them then.)"""
    if not parallel() or _BROKEN:
        return
    try:
        for oracle in oracles:
            if knows(oracle, graph, database=database):
                continue
            if _waiting(oracle, graph, database) is None:
                _worker(oracle.npus[0]).send(graph, oracle, database)
    except (OSError, EOFError):
        _broken()


def knows(oracle: Oracle, graph: bytes, *, database: bool) -> bool:
    """Whether ``oracle`` remembers ``graph``'s cycles per op (with the ``database``),
    or its total (without): what :func:`op_cycles_all` or :func:`cycles_all` then
    reads with no compile."""
    return oracle.knows_op_cycles(graph) if database else oracle.knows_total(graph)


def refused_everywhere(oracles: Sequence[Oracle], graph: bytes) -> bool:
    """Whether every oracle has its answer for ``graph`` already, a refusal each
    (reading what the workers have sent, without waiting for the rest)."""
    try:
        for oracle in oracles:
            if (worker := _waiting(oracle, graph)) is not None:
                worker.poll()
    except (OSError, EOFError):
        _broken()
        return False
    return all(o.refuses(graph) for o in oracles)


def op_cycles_all(
    oracles: Sequence[Oracle], graph: bytes
) -> list[tuple[int, dict[int, int]] | VelaRefused]:
    """Each single-NPU oracle's :meth:`~.vela.Oracle.op_cycles` of ``graph`` (or the
    refusal), the compiles that are not remembered run at the same time (those
    :func:`start_compiles` started are waited for)."""
    _compile_missing(oracles, graph, database=True)
    return [_answer(o, graph) for o in oracles]


def cycles_all(oracles: Sequence[Oracle], graph: bytes) -> list[int | VelaRefused]:
    """Each single-NPU oracle's :meth:`~.vela.Oracle.total` of ``graph`` (or the
    refusal), as :func:`op_cycles_all` gives it, but compiled without the per-op
    database where it is not remembered: for a graph whose cycles per op nothing
    reads (a search's set, the summary's result)."""
    _compile_missing(oracles, graph, database=False)
    return [_total(o, graph) for o in oracles]


def _compile_missing(oracles: Sequence[Oracle], graph: bytes, *, database: bool) -> None:
    """Every compile of ``graph`` the oracles do not remember, at the same time: the
    first here while the workers compile the rest (see :func:`_shared_out`), those
    started before waited for."""
    missing = [o for o in oracles if not knows(o, graph, database=database)]
    if not missing or not parallel() or _BROKEN:
        return
    try:
        fresh = [o for o in missing if _waiting(o, graph, database) is None]
        compile_here = _answer if database else _total
        for oracle in _shared_out(fresh, graph, database):
            compile_here(oracle, graph)  # while the workers compile
        for oracle in missing:
            if (worker := _waiting(oracle, graph, database)) is not None:
                _spend_wait(worker, graph, oracle)
                if worker.waits_for(graph, oracle, database):
                    worker.drain((graph, oracle))
    except (OSError, EOFError):
        _broken()


def _shared_out(fresh: Sequence[Oracle], graph: bytes, database: bool) -> list[Oracle]:
    """Send ``graph`` to the workers for the oracles of ``fresh`` past the first, and
    return those to compile here: the first, and each whose worker is estimated
    (:meth:`_Worker.backlog`) to be busy with graphs sent earlier for longer than
    this process will be with those it compiles. (A search that started one set's
    compiles while it built the next trial sent a worker both NPUs of the first;
    the second's NPUs past the first then waited behind them while this process,
    done with its own, waited too.)"""
    here = list(fresh[:1])
    load = compile_seconds(fresh[0]) if fresh else None
    for oracle in fresh[1:]:
        worker = _worker(oracle.npus[0])
        seconds = compile_seconds(oracle)
        if load is not None and seconds is not None and (worker.backlog() or 0.0) > load:
            here.append(oracle)
            load += seconds
        else:
            worker.send(graph, oracle, database)
    return here


def _backlog(jobs: Sequence[_Job], answered: float, now: float) -> float | None:
    """Seconds until a worker has answered ``jobs`` (the oldest first), estimated at
    ``now`` from each oracle's compiles so far (:func:`compile_seconds`; ``None`` where one
    has none): their compiles, less the time the worker has spent on the first since
    it was sent or the answer before it was read (``answered``), whichever is later."""
    total = 0.0
    for job in jobs:
        if (seconds := compile_seconds(job.oracle)) is None:
            return None
        total += seconds
    if not jobs:
        return 0.0
    return max(0.0, total - (now - max(jobs[0].sent, answered)))


def compile_seconds(oracle: Oracle) -> float | None:
    """Seconds one compile takes ``oracle``: the mean of those it has done (here or
    in a worker), ``None`` before the first. A pass's graphs differ in a few ops, so
    they compile in about the same time."""
    return oracle.seconds / oracle.compiles if oracle.compiles else None


def _answer(oracle: Oracle, graph: bytes) -> tuple[int, dict[int, int]] | VelaRefused:
    try:
        return oracle.op_cycles(graph)
    except VelaRefused as e:
        return e


def _total(oracle: Oracle, graph: bytes) -> int | VelaRefused:
    try:
        return oracle.total(graph)
    except VelaRefused as e:
        return e


_Written = tuple[
    Literal["ok"],
    bytes,
    list[tuple[Hashable, tuple[bytes, int, int]]],
    list[tuple[Estimate | str, float]],
]
"""The background's answer: the flatbuffer, the blocks it wrote (key, then the
block, its root offset and alignment), each NPU's compile (or why it was refused)
and its seconds."""
_Payload = _Written | tuple[Literal["unwritable"], str]

BACKGROUND_OPS = 100
"""Ops from which a graph's compiles are worth overlapping (:func:`overlaps`)."""


def overlaps(ops: int) -> bool:
    """Whether a graph of ``ops`` ops is compiled in other processes while this one
    goes on (:class:`Background`, :func:`start_compiles` ahead of time): where
    processes can overlap, and from :data:`BACKGROUND_OPS` ops (a smaller graph
    compiles in less time than a fork or a worker's answer takes)."""
    return ops >= BACKGROUND_OPS and parallel() and not _BROKEN


def _refused(found: Sequence[tuple[Estimate | str, float]]) -> bool:
    """Whether every compile of ``found`` (as :meth:`~.vela.Oracle.compile_op_cycles`
    gives them) is a refusal."""
    return all(isinstance(estimate, str) for estimate, _ in found)


class Background:
    """A graph's first write for Vela and its compile for every NPU, done in a
    process forked for it while this one goes on (a pass proves its candidates in
    the meantime). The blocks written there go into this process's cache (their keys
    name this module's objects by identity, which a fork keeps) and the cycles into
    the oracles' memo, as if both had been done here."""

    def __init__(
        self, module: ModuleOp, oracles: Sequence[Oracle], data: bytes | None = None
    ) -> None:
        self.module = module
        self.oracles = list(oracles)
        pid, read = _forked(lambda: _write_and_compile(module, self.oracles, data))
        self.pid = pid
        self.pipe = os.fdopen(read, "rb")
        self.payload: _Payload | None = None

    @staticmethod
    def start(
        module: ModuleOp,
        oracles: Sequence[Oracle],
        ops: int,
        data: bytes | None = None,
        before: Callable[[], None] | None = None,
    ) -> Background | None:
        """A background write (unless ``data`` is the graph's flatbuffer already) and
        compile of ``module`` (of ``ops`` ops), where it pays and processes can
        overlap: for several NPUs. For one, the pass writes the graph itself and a
        worker compiles it while the pass proves.
        ``before`` is called first, where the process is forked."""
        if len(oracles) < 2 or not overlaps(ops):
            return None
        if before is not None:
            before()
        try:
            return Background(module, oracles, data)
        except OSError:
            return None

    def refused_everywhere(self) -> bool:
        """Whether the compiles are done and Vela refused the graph on every NPU
        (asked while this process proves, so it can stop); never blocks."""
        if self.payload is None:
            if not select.select([self.pipe], [], [], 0)[0]:
                return False
            self._receive()
        payload = self.payload
        return payload is not None and payload[0] == "ok" and _refused(payload[3])

    def result(self) -> bytes | None:
        """The graph's flatbuffer, its blocks and cycles now in the cache and memo
        (``None``: the process failed; write and compile here instead). Raises
        :class:`~lutdialect.io.flatbuffer_schema.FlatbufferError` if it cannot be
        written."""
        from lutdialect.cost.oracles import shared_blocks, written_for_vela
        from lutdialect.io.flatbuffer import FlatbufferError

        if self.payload is None:
            self._receive()
        payload = self.payload
        if payload is None:
            return None
        if payload[0] == "unwritable":
            raise FlatbufferError(payload[1])
        _, data, entries, found = payload
        keep = _objects(self.module)
        cache = shared_blocks()
        for key, (block, root, align) in entries:
            cache.add(key, (block, root, align, keep))
        for oracle, (estimate, seconds) in zip(self.oracles, found, strict=True):
            if not oracle.knows_op_cycles(data):
                oracle.remember_op_cycles(data, estimate, seconds)
        written_for_vela(self.module, data)
        return data

    def _receive(self) -> None:
        try:
            self.payload = _result_of(self.pid, self.pipe)
        except Exception:
            self.payload = None


def _write_and_compile(module: ModuleOp, oracles: Sequence[Oracle], data: bytes | None) -> _Payload:
    """The background process's work: the graph written from the shared blocks (the
    blocks it adds are sent back) unless ``data`` is given, then compiled for every
    NPU. Given ``data`` (the input's own file), the blocks are written after the
    compiles, unless Vela refused the graph everywhere: the search's trials then copy
    them, where its first trial would have built them all -- unless the file is the
    base the trials point into (:func:`~lutdialect.cost.oracles.watched_base`)."""
    from lutdialect.cost.oracles import shared_blocks, watched_base
    from lutdialect.io.flatbuffer import FlatbufferError
    from lutdialect.io.flatbuffer_blocks import write_blocks

    cache = shared_blocks()
    before = set(cache.blocks)
    given = data
    if data is None:
        try:
            data = write_blocks(module, cache)
        except FlatbufferError as e:
            return ("unwritable", str(e))
    found = _compile_each(oracles, data)
    # A file the trials point into needs no blocks (see flatbuffer_blocks.Base).
    if given is not None and not _refused(found) and watched_base() is None:
        with contextlib.suppress(FlatbufferError):  # the trials will say so
            write_blocks(module, cache)
    entries = [(k, v[:3]) for k, v in cache.blocks.items() if k not in before]
    return ("ok", data, entries, found)


def _forked(work: Callable[[], object]) -> tuple[int, int]:
    """``work()`` in a process forked for it, which sends back its result pickled and
    exits: the process and the pipe's end to read the result from."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child
        os.close(read)
        code = 0
        try:
            with os.fdopen(write, "wb") as out:
                pickle.dump(work(), out, protocol=pickle.HIGHEST_PROTOCOL)
        except BaseException:
            code = 1
        finally:
            os._exit(code)
    os.close(write)
    return pid, read


def _result_of(pid: int, pipe: BinaryIO) -> Any:
    """What the process ``pid`` of :func:`_forked` sends back, once it has ended."""
    try:
        return pickle.load(pipe)
    finally:
        pipe.close()
        with contextlib.suppress(OSError):
            os.waitpid(pid, 0)


def _compile_each(oracles: Sequence[Oracle], data: bytes) -> list[tuple[Estimate | str, float]]:
    """Each oracle's compile of ``data``: the last ones here, one after the other,
    and the first ones each in a process forked for it, at the same time -- one
    fewer than :func:`workers_wanted`, as this process runs beside the one that
    proves meanwhile (on two cores, none)."""
    forks = min(len(oracles) - 1, workers_wanted() - 1)
    forked = [_forked(lambda o=o: o.compile_op_cycles(data)) for o in oracles[:forks]]
    here = [o.compile_op_cycles(data) for o in oracles[forks:]]
    return [*(_result_of(pid, os.fdopen(read, "rb")) for pid, read in forked), *here]


def _objects(module: ModuleOp) -> tuple[object, ...]:
    """Every object of ``module`` a block's key may name by identity (properties,
    attributes, locations, types): kept alive with the blocks."""
    found: list[object] = []
    for op in module.walk():
        found += op.properties.values()
        found += op.attributes.values()
        found.append(op.location)
        found += (r.type for r in op.results)
        for region in op.regions:
            for block in region.blocks:
                found += (a.type for a in block.args)
    return tuple(found)
