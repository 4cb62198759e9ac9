"""Compiles for several NPUs at once give what one after the other gives: the same
cycles, per-op rows, refusals, compile counts and memo."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from lutdialect.cost import parallel
from lutdialect.cost.vela import NPU, Oracle, VelaRefused, available

pytestmark = pytest.mark.skipif(not available(), reason="needs Vela (lutdialect[vela])")

MODELS = Path(__file__).resolve().parents[3] / "benchmarks" / "models"
NPUS = (NPU.default("ethos-u55-128"), NPU.default("ethos-u85-256"), NPU.default("ethos-u85-512"))


def _model(name: str) -> bytes:
    return (MODELS / f"{name}.tosa").read_bytes()


def _alone(graph: bytes) -> list[tuple[int, dict[int, int]] | str]:
    out: list[tuple[int, dict[int, int]] | str] = []
    for npu in NPUS:
        try:
            out.append(Oracle((npu,)).op_cycles(graph))
        except VelaRefused as e:
            out.append(e.reason)
    return out


def _plain(found: Sequence[object]) -> list[object]:
    return [f.reason if isinstance(f, VelaRefused) else f for f in found]


def _assert_workers() -> None:
    """A live worker for each NPU past the first where compiles overlap (no more
    workers than cores besides this process), none elsewhere."""
    workers = parallel._WORKERS  # pyright: ignore[reportPrivateUsage]
    if parallel.parallel():
        slots = {parallel._SLOTS[n] for n in NPUS[1:]}  # pyright: ignore[reportPrivateUsage]
        assert slots <= set(workers)
        assert all(workers[s].alive() for s in slots)
        assert len(workers) <= parallel.workers_wanted()
    else:
        assert not workers


@pytest.mark.parametrize("model", ["dyt_mlp_int8", "vit_dyt_a16w8"])
def test_at_once_is_one_after_the_other(model: str) -> None:
    """``vit_dyt_a16w8`` is refused on U55: the refusal comes back from a worker too.
    (Where compiles cannot overlap, they run here: the same answers.)"""
    graph = _model(model)
    oracles = [Oracle((npu,)) for npu in NPUS]
    found = parallel.op_cycles_all(oracles, graph)
    assert _plain(found) == _alone(graph)
    assert [o.compiles for o in oracles] == [1, 1, 1]
    assert all(o.knows_op_cycles(graph) for o in oracles)
    # the NPUs past the first were compiled by workers, one each, where they can be
    _assert_workers()
    # remembered: asked again, nothing is compiled, here or in a worker
    assert _plain(parallel.op_cycles_all(oracles, graph)) == _plain(found)
    assert [o.compiles for o in oracles] == [1, 1, 1]
    # and the totals serve :meth:`Oracle.cycles` as an in-process compile does
    for oracle, f in zip(oracles, found, strict=True):
        if not isinstance(f, VelaRefused):
            assert oracle.cycles(graph) == (f[0],)


def test_without_workers_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parallel, "parallel", lambda: False)
    graph = _model("dyt_mlp_int8")
    oracles = [Oracle((npu,)) for npu in NPUS]
    assert _plain(parallel.op_cycles_all(oracles, graph)) == _alone(graph)
    assert [o.compiles for o in oracles] == [1, 1, 1]


def _no_workers() -> None:
    """Stop the workers earlier tests left (each counts its own compiles)."""
    workers = parallel._WORKERS  # pyright: ignore[reportPrivateUsage]
    for worker in workers.values():
        worker.stop()
    workers.clear()


def test_no_more_compiles_at_once_than_cores(monkeypatch: pytest.MonkeyPatch) -> None:
    """On two cores one worker compiles for both NPUs past the first, one after the
    other, and the background compiles its NPUs in its own process, forking none:
    the answers and counts are those of compiling alone. (Three compiles at once on
    two cores each took twice as long as alone.) Where there is no ``fork``, the
    compiles run here, with the same answers."""
    _no_workers()
    monkeypatch.setattr(parallel, "_SLOTS", {})
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    assert parallel.workers_wanted() == 1
    graph = _model("dyt_mlp_int8")
    oracles = [Oracle((npu,)) for npu in NPUS]
    assert _plain(parallel.op_cycles_all(oracles, graph)) == _alone(graph)
    assert [o.compiles for o in oracles] == [1, 1, 1]
    workers = parallel._WORKERS  # pyright: ignore[reportPrivateUsage]
    if parallel.parallel():  # two cores, said above: wherever there is fork
        assert len(workers) == 1
        assert next(iter(workers.values())).compiles == 2
    else:
        assert not workers

    def no_fork(work: object) -> tuple[int, int]:
        raise AssertionError("forked a compile on two cores")

    monkeypatch.setattr(parallel, "_forked", no_fork)
    fresh = [Oracle((npu,)) for npu in NPUS]
    found = parallel._compile_each(fresh, graph)  # pyright: ignore[reportPrivateUsage]
    assert [(e if isinstance(e, str) else (e.cycles, e.per_op)) for e, _ in found] == _alone(graph)
    _no_workers()


def test_workers_are_replaced_and_still_right(monkeypatch: pytest.MonkeyPatch) -> None:
    _no_workers()
    monkeypatch.setattr(parallel, "RECYCLE", 1)
    for model in ("dyt_mlp_int8", "dyt_mlp_a16w8", "dyt_mlp_int8"):
        graph = _model(model)
        oracles = [Oracle((npu,)) for npu in NPUS]
        assert _plain(parallel.op_cycles_all(oracles, graph)) == _alone(graph)
    assert all(w.compiles <= 1 for w in parallel._WORKERS.values())  # pyright: ignore[reportPrivateUsage]
    _assert_workers()


def test_compiles_started_ahead_give_the_same_in_any_order() -> None:
    """Three graphs started at once for every NPU, then asked for in another order
    (one of them twice, one for a single NPU first): each the answers compiled alone,
    each compiled once per NPU. (Where workers cannot run, nothing is started and the
    asking compiles.)"""
    graphs = [_model(m) for m in ("dyt_mlp_int8", "vit_dyt_a16w8", "dyt_mlp_a16w8")]
    oracles = [Oracle((npu,)) for npu in NPUS]
    for graph in graphs:
        parallel.start_compiles(oracles, graph)
    if parallel.parallel():
        assert [o.compiles for o in oracles] == [0, 0, 0]  # not read yet
    assert _plain(parallel.op_cycles_all(oracles[1:2], graphs[2])) == _alone(graphs[2])[1:2]
    for graph in (graphs[1], graphs[0], graphs[2], graphs[1]):
        assert _plain(parallel.op_cycles_all(oracles, graph)) == _alone(graph)
    assert [o.compiles for o in oracles] == [3, 3, 3]
    parallel.start_compiles(oracles, graphs[0])  # known: nothing is sent
    workers = parallel._WORKERS  # pyright: ignore[reportPrivateUsage]
    assert all(not w.pending for w in workers.values())


def test_started_compiles_survive_a_worker_s_replacement(monkeypatch: pytest.MonkeyPatch) -> None:
    """A worker due for replacement first hands over what it was sent."""
    monkeypatch.setattr(parallel, "RECYCLE", 2)
    graphs = [_model(m) for m in ("dyt_mlp_int8", "dyt_mlp_a16w8", "vit_dyt_int8")]
    oracles = [Oracle((npu,)) for npu in NPUS[:2]]
    for graph in graphs:
        parallel.start_compiles(oracles, graph)
    for graph in reversed(graphs):
        assert _plain(parallel.op_cycles_all(oracles, graph)) == _alone(graph)[:2]
    assert [o.compiles for o in oracles] == [3, 3]


@pytest.mark.parametrize("busy", [True, False])
def test_a_busy_worker_s_compiles_are_done_here(
    monkeypatch: pytest.MonkeyPatch, busy: bool
) -> None:
    """A graph's NPUs past the first go to their worker, unless it is estimated to be
    busy with graphs sent earlier for longer than this process will be with its own
    compiles: then they are compiled here. Either way, the answers and the counts are
    those of compiling alone (and where there is no ``fork``, all are compiled here)."""
    _no_workers()
    monkeypatch.setattr(parallel, "_SLOTS", {})
    monkeypatch.setattr(os, "cpu_count", lambda: 2)  # one worker for the NPUs past the first
    first, second = _model("dyt_mlp_int8"), _model("dyt_mlp_a16w8")
    oracles = [Oracle((npu,)) for npu in NPUS]
    parallel.op_cycles_all(oracles, first)  # what each compile takes, estimated from it
    workers = parallel._WORKERS  # pyright: ignore[reportPrivateUsage]

    def backlog(self: object) -> float:
        return 1.0 if busy else 0.0  # a second's compiles waiting, or none

    monkeypatch.setattr(parallel._Worker, "backlog", backlog)  # pyright: ignore[reportPrivateUsage]
    if not parallel.parallel():  # no fork: every compile here
        assert _plain(parallel.op_cycles_all(oracles, second)) == _alone(second)
        assert [o.compiles for o in oracles] == [2, 2, 2]
        assert not workers
        return
    worker = workers[parallel._SLOTS[NPUS[1]]]  # pyright: ignore[reportPrivateUsage]
    assert worker.compiles == 2
    assert _plain(parallel.op_cycles_all(oracles, second)) == _alone(second)
    assert [o.compiles for o in oracles] == [2, 2, 2]
    # busy for a second: both NPUs past the first compiled here; idle: both sent
    assert worker.compiles == (2 if busy else 4)
    _no_workers()


def test_a_backlog_is_what_was_sent_less_what_was_done() -> None:
    """Estimated from the oracles' compiles so far: nothing before an oracle has
    compiled, none with nothing sent, and otherwise the estimates of the graphs sent
    less the time spent on the first, since it was sent or the answer before it was
    read, whichever is later -- never below none."""
    job = parallel._Job  # pyright: ignore[reportPrivateUsage]
    backlog = parallel._backlog  # pyright: ignore[reportPrivateUsage]
    fresh, u55, u85 = (Oracle((npu,)) for npu in NPUS[:3])
    u55.compiles, u55.seconds = 2, 0.040  # 20 ms a compile
    u85.compiles, u85.seconds = 1, 0.030
    assert backlog([job(b"a", fresh, True, 0.0)], 0.0, 1.0) is None
    assert backlog([], 5.0, 9.0) == 0.0
    both = [job(b"a", u55, True, 10.0), job(b"b", u85, False, 10.001)]
    assert backlog(both, 0.0, 10.0) == pytest.approx(0.050)
    assert backlog(both, 0.0, 10.015) == pytest.approx(0.035)  # 15 ms into the first
    assert backlog(both, 10.010, 10.015) == pytest.approx(0.045)  # started at the answer
    assert backlog(both, 0.0, 11.0) == 0.0


def test_a_worker_s_backlog_is_what_it_was_sent_less_what_it_did(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A real worker's: nothing before an oracle has compiled, at most the estimates of
    the graphs sent, none once all are answered. (Where there is no ``fork``, nothing
    is started: the compiles are made when asked for.)"""
    _no_workers()
    monkeypatch.setattr(parallel, "_SLOTS", {})
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    graph = _model("vit_dyt_int8")
    oracles = [Oracle((npu,)) for npu in NPUS[1:]]
    parallel.start_compiles(oracles, graph)
    workers = parallel._WORKERS  # pyright: ignore[reportPrivateUsage]
    if not parallel.parallel():
        assert not workers and [o.compiles for o in oracles] == [0, 0]
        assert _plain(parallel.op_cycles_all(oracles, graph)) == _alone(graph)[1:]
        return
    worker = workers[parallel._SLOTS[NPUS[1]]]  # pyright: ignore[reportPrivateUsage]
    assert worker.backlog() is None  # no oracle has compiled yet
    parallel.op_cycles_all(oracles, graph)
    assert worker.backlog() == 0.0
    estimates = [o.seconds / o.compiles for o in oracles]
    other = _model("vit_dyt_a16w8")
    parallel.start_compiles(oracles, other)
    backlog = worker.backlog()
    waiting = [e for o, e in zip(oracles, estimates, strict=True) if worker.waits_for(other, o)]
    assert backlog is not None and 0.0 <= backlog <= sum(waiting)
    worker.drain()
    assert worker.backlog() == 0.0
    _no_workers()


def test_a_channel_carries_whole_messages_and_polls_without_blocking() -> None:
    """Messages larger than a pipe holds (a graph of several MB) arrive whole and in
    order, ``poll`` says whether one is in without waiting, and a closed end is an
    ``EOFError`` (how a worker learns this process ended)."""
    import threading

    channel = parallel._Channel(*os.pipe())  # pyright: ignore[reportPrivateUsage]
    assert not channel.poll()
    big = bytes(range(256)) * 40_000  # 10 MB: the writer blocks until it is read
    sent = [big, None, ("cycles", {1: 2})]
    writer = threading.Thread(target=lambda: [channel.send(m) for m in sent])
    writer.start()
    assert [channel.recv() for _ in sent] == sent
    writer.join()
    assert not channel.poll()
    os.close(channel.write)
    assert channel.poll()  # the end of the pipe is there to read
    with pytest.raises(EOFError):
        channel.recv()
    channel.write = -1
    channel.close()
    channel.close()  # once: the numbers may be another pipe's by now


def test_workers_end_with_this_process() -> None:
    """A worker forked here ends when its pipe closes, as it does when this process
    ends (none is left behind), and a later worker holds none of an earlier one's
    pipes (or closing the first would not end it)."""
    if not parallel.parallel():
        pytest.skip("workers need fork and two cores")
    first = parallel._Worker()  # pyright: ignore[reportPrivateUsage]
    parallel._WORKERS[-1] = first  # pyright: ignore[reportPrivateUsage]
    second = parallel._Worker()  # pyright: ignore[reportPrivateUsage]
    try:
        assert first.alive() and second.alive()
        first.conn.close()  # as this process's end would be at its exit
        deadline = time.monotonic() + 10
        while first.alive():
            assert time.monotonic() < deadline, "the worker outlived its pipe"
            time.sleep(0.01)
        assert second.alive()
    finally:
        del parallel._WORKERS[-1]  # pyright: ignore[reportPrivateUsage]
        second.stop()
        assert not second.alive()


# --------------------------------------------------------------------------- #
# A graph's first write and compile in the background
# --------------------------------------------------------------------------- #


def _fresh() -> None:
    from lutdialect.cost.oracles import forget

    forget()


@pytest.mark.parametrize("model", ["dyt_mlp_int8", "vit_dyt_a16w8"])
def test_the_background_gives_what_is_done_here(model: str) -> None:
    """The bytes, the cycles (a refusal too: ``vit_dyt_a16w8`` on U55) and the compile
    counts are those of writing and compiling here; its blocks are in the cache, so
    writing the graph here again builds none."""
    from lutdialect.cost.oracles import graph_bytes, shared_blocks, shared_oracle
    from lutdialect.io.flatbuffer import read_flatbuffer

    module = read_flatbuffer(_model(model))
    _fresh()
    here = graph_bytes(module)
    expected = _alone(here)
    _fresh()
    oracles = [shared_oracle(npu) for npu in NPUS]
    background = parallel.Background.start(module, oracles, parallel.BACKGROUND_OPS)
    if not parallel.parallel():
        assert background is None  # nothing to overlap with: done here instead
        return
    assert background is not None
    data = background.result()
    assert data is not None and data == here
    assert [o.compiles for o in oracles] == [1, 1, 1]
    assert all(o.knows_op_cycles(data) for o in oracles)
    assert _plain(parallel.op_cycles_all(oracles, data)) == expected
    assert [o.compiles for o in oracles] == [1, 1, 1]  # remembered
    cache = shared_blocks()
    misses = cache.misses
    assert graph_bytes(module) == here
    assert cache.misses == misses
    _fresh()


def test_the_background_given_the_file_still_writes_the_blocks() -> None:
    """Given the input's own file, the background compiles those bytes and answers
    with them, and it writes the graph's blocks afterwards: writing the graph here then
    builds none. Where Vela refuses the graph everywhere, it writes nothing."""
    from lutdialect.cost.oracles import graph_bytes, shared_blocks, shared_oracle
    from lutdialect.io.flatbuffer import read_flatbuffer

    if not hasattr(os, "fork"):
        pytest.skip("the background is a forked process")
    data = _model("dyt_mlp_int8")
    module = read_flatbuffer(data)
    _fresh()
    oracles = [shared_oracle(npu) for npu in NPUS]
    background = parallel.Background(module, oracles, data)
    assert background.result() == data
    assert all(o.knows_op_cycles(data) for o in oracles)
    cache = shared_blocks()
    assert cache.blocks
    misses = cache.misses
    graph_bytes(module)
    assert cache.misses == misses
    _fresh()
    refused = _model("vit_dyt_a16w8")
    u55 = [shared_oracle(NPUS[0]), shared_oracle(NPU.default("ethos-u55-64"))]
    background = parallel.Background(read_flatbuffer(refused), u55, refused)
    assert background.result() == refused
    assert background.refused_everywhere()
    assert not shared_blocks().blocks
    _fresh()


def test_refused_everywhere_reads_what_the_workers_sent_and_never_blocks() -> None:
    """Before any answer it is False (a graph not sent, or one still compiling); once
    the workers have answered it says whether each NPU refused: ``vit_dyt_a16w8`` on
    the U55s, not ``dyt_mlp_int8``, nor ``vit_dyt_a16w8`` with a U85 among them."""
    import time

    from lutdialect.cost.oracles import shared_oracle

    _fresh()
    refused, accepted = _model("vit_dyt_a16w8"), _model("dyt_mlp_int8")
    u55 = [shared_oracle(NPUS[0]), shared_oracle(NPU.default("ethos-u55-64"))]
    assert not parallel.refused_everywhere(u55, refused)  # not sent
    parallel.start_compiles(u55, refused)
    parallel.start_compiles(u55, accepted)
    if parallel.parallel():
        deadline = time.monotonic() + 60
        while not parallel.refused_everywhere(u55, refused):
            assert time.monotonic() < deadline
            time.sleep(0.01)
    else:  # nothing was started: only a compile here answers
        assert not parallel.refused_everywhere(u55, refused)
        parallel.op_cycles_all(u55, refused)
        assert parallel.refused_everywhere(u55, refused)
    assert all(o.knows_op_cycles(refused) for o in u55)
    parallel.op_cycles_all(u55, accepted)
    assert not parallel.refused_everywhere(u55, accepted)
    both = [shared_oracle(NPUS[0]), shared_oracle(NPUS[1])]
    parallel.op_cycles_all(both, refused)
    assert not parallel.refused_everywhere(both, refused)
    _fresh()


def test_the_background_knows_when_vela_refuses_everywhere() -> None:
    """``vit_dyt_a16w8`` is refused on every U55, not on U85."""
    from lutdialect.cost.oracles import shared_oracle
    from lutdialect.io.flatbuffer import read_flatbuffer

    _fresh()
    module = read_flatbuffer(_model("vit_dyt_a16w8"))
    u55 = [shared_oracle(NPUS[0]), shared_oracle(NPU.default("ethos-u55-64"))]
    background = parallel.Background(module, u55)
    background.result()
    assert background.refused_everywhere()
    both = [shared_oracle(NPUS[0]), shared_oracle(NPUS[1])]
    _fresh()
    background = parallel.Background(read_flatbuffer(_model("vit_dyt_a16w8")), both)
    background.result()
    assert not background.refused_everywhere()
    _fresh()


def test_the_background_is_only_for_several_npus_and_large_graphs() -> None:
    from lutdialect.cost.oracles import shared_oracle
    from lutdialect.io.flatbuffer import read_flatbuffer

    module = read_flatbuffer(_model("dyt_mlp_int8"))
    one = [shared_oracle(NPUS[0])]
    two = [shared_oracle(NPUS[0]), shared_oracle(NPUS[1])]
    assert parallel.Background.start(module, one, 10_000) is None
    assert parallel.Background.start(module, two, parallel.BACKGROUND_OPS - 1) is None
    assert not parallel.overlaps(parallel.BACKGROUND_OPS - 1)
    assert parallel.overlaps(parallel.BACKGROUND_OPS) == parallel.parallel()
    _fresh()


def test_a_pass_with_the_background_decides_as_without(monkeypatch: pytest.MonkeyPatch) -> None:
    """The DyT MLP folded for the default target: the same graph, the same decisions
    and the same compiles, whether its first write and compile run in the background
    or here."""
    from lutdialect.fold import fold_module
    from lutdialect.io.flatbuffer import read_flatbuffer

    def fold() -> tuple[str, list[tuple[object, ...]]]:
        _fresh()
        module = read_flatbuffer(_model("dyt_mlp_int8"))
        report = fold_module(module, target="ethos-u")
        decisions: list[tuple[object, ...]] = [
            (d.before, d.after, d.chosen, d.compiles) for d in report.decisions
        ]
        return str(module), decisions

    started: list[bool] = []
    real = parallel.Background.start

    def counted(*args: object, **kwargs: object) -> parallel.Background | None:
        found = real(*args, **kwargs)  # type: ignore[arg-type]
        started.append(found is not None)
        return found

    monkeypatch.setattr(parallel.Background, "start", staticmethod(counted))
    with_background = fold()
    assert started[0] == parallel.parallel()
    monkeypatch.setattr(parallel, "BACKGROUND_OPS", 10**9)
    started.clear()
    assert fold() == with_background
    assert not any(started)
    _fresh()


# --------------------------------------------------------------------------- #
# Totals without Vela's per-op database
# --------------------------------------------------------------------------- #


def test_totals_are_compiled_without_the_database_and_served_by_it() -> None:
    """``cycles_all`` gives the totals a compile alone gives, compiled without the
    per-op database (so an attribution asking for the rows compiles again), and
    totals already known with their rows are not compiled again; a refusal is
    remembered too."""
    graph, refused = _model("dyt_mlp_int8"), _model("vit_dyt_a16w8")

    def totals(g: bytes) -> list[object]:
        return [f if isinstance(f, str) else f[0] for f in _alone(g)]

    oracles = [Oracle((npu,)) for npu in NPUS]
    assert _plain(parallel.cycles_all(oracles, graph)) == totals(graph)
    assert [o.compiles for o in oracles] == [1, 1, 1]
    assert all(o.knows_total(graph) and not o.knows_op_cycles(graph) for o in oracles)
    assert _plain(parallel.op_cycles_all(oracles, graph)) == _alone(graph)
    assert [o.compiles for o in oracles] == [2, 2, 2]
    # rows first: the totals are theirs, with no compile
    fresh = [Oracle((npu,)) for npu in NPUS]
    parallel.op_cycles_all(fresh, graph)
    assert _plain(parallel.cycles_all(fresh, graph)) == totals(graph)
    assert [o.compiles for o in fresh] == [1, 1, 1]
    # a refusal (U55), asked twice: compiled once
    for _ in range(2):
        assert _plain(parallel.cycles_all(fresh, refused)) == totals(refused)
    assert [o.compiles for o in fresh] == [2, 2, 2]


_Decided = tuple[tuple[int, ...], tuple[int, ...], int, int]
"""A decision's costs before and after, candidates chosen and compiles."""


def test_the_last_pass_costs_its_sets_without_the_database(monkeypatch: pytest.MonkeyPatch) -> None:
    """Run as the last pass of a pipeline, a pass compiles the sets it costs without
    the per-op database (its attribution's batches still with it); run otherwise,
    with it, since the next pass starts from the set chosen. The same graph, the
    same decision and as many compiles either way."""
    from lutdialect.cost.oracles import last_pass
    from lutdialect.fold import context
    from lutdialect.io.flatbuffer import read_flatbuffer
    from lutdialect.transforms.fuse_elementwise_lut import FuseElementwiseLUTPass
    from lutdialect.transforms.remarks import RemarkSink, collecting

    asked: list[bool] = []
    real = Oracle._compile  # pyright: ignore[reportPrivateUsage]

    def recording(self: Oracle, *args: object, database: bool = False) -> object:
        asked.append(database)
        return real(self, *args, database=database)  # type: ignore[arg-type]

    monkeypatch.setattr(Oracle, "_compile", recording)
    monkeypatch.setattr(parallel, "parallel", lambda: False)  # every compile here, seen

    def fold(last: bool) -> tuple[str, list[_Decided], list[bool]]:
        _fresh()
        asked.clear()
        module = read_flatbuffer(_model("dyt_mlp_int8"))
        sink = RemarkSink()
        with collecting(sink), last_pass(last):
            FuseElementwiseLUTPass(target="ethos-u55-128").apply(context(), module)
        decisions = [(d.before, d.after, d.chosen, d.compiles) for d in sink.decisions]
        return str(module), decisions, list(asked)

    text, decisions, databases = fold(last=False)
    assert decisions and decisions[0][2] > 0  # something chosen, from sets costed
    assert all(databases)
    last_text, last_decisions, last_databases = fold(last=True)
    assert (last_text, last_decisions) == (text, decisions)
    assert len(last_databases) == len(databases)
    assert any(last_databases) and not all(last_databases)
    _fresh()


def test_a_wait_for_a_worker_is_spent_on_other_work() -> None:
    """Inside ``meanwhile``, before this process waits for a worker's answer, it is
    given the seconds the wait is estimated to last, piece by piece, until the work
    declines or the answer is estimated in; outside, nothing is asked."""
    left = [0.050, 0.030, 0.004, 0.040]

    class Busy:
        def backlog_until(self, graph: bytes, oracle: Oracle) -> float:
            return left.pop(0) if left else 0.0

    asked: list[float] = []
    done: list[float] = []

    def work(seconds: float) -> Callable[[], None] | None:
        asked.append(seconds)
        return (lambda: done.append(seconds)) if seconds >= 0.010 else None

    spend = parallel._spend_wait  # pyright: ignore[reportPrivateUsage]
    oracle = Oracle((NPUS[0],))
    spend(Busy(), b"graph", oracle)  # type: ignore[arg-type]
    assert asked == [] and left == [0.050, 0.030, 0.004, 0.040]
    with parallel.meanwhile(work):
        spend(Busy(), b"graph", oracle)  # type: ignore[arg-type]
    assert asked == [0.050, 0.030, 0.004] and done == [0.050, 0.030]
    with parallel.meanwhile(work):
        spend(Busy(), b"graph", oracle)  # type: ignore[arg-type]  # one left, then none
    assert done == [0.050, 0.030, 0.040]
    with parallel.meanwhile(None):
        spend(Busy(), b"graph", oracle)  # type: ignore[arg-type]
    assert len(asked) == 4


def test_busy_is_the_longest_backlog_of_the_oracles_workers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """No worker at work: none; a worker whose oracle has not compiled yet: unknown;
    otherwise the longest backlog of the workers that compile for the oracles given
    (and nothing of a worker that compiles for none of them)."""
    _no_workers()
    monkeypatch.setattr(parallel, "_SLOTS", {})
    monkeypatch.setattr(os, "cpu_count", lambda: 3)  # two workers
    oracles = [Oracle((npu,)) for npu in NPUS[:2]]
    assert parallel.busy(oracles) == 0.0
    if not parallel.parallel():
        return
    graph = _model("dyt_mlp_int8")
    parallel.start_compiles(oracles, graph)
    assert parallel.busy(oracles) is None  # no compile to estimate from yet
    parallel.op_cycles_all(oracles, graph)
    assert parallel.busy(oracles) == 0.0
    backlogs = {id(w): 0.5 * (n + 1) for n, w in enumerate(parallel._WORKERS.values())}  # pyright: ignore[reportPrivateUsage]

    def backlog(self: object) -> float:
        return backlogs[id(self)]

    monkeypatch.setattr(parallel._Worker, "backlog", backlog)  # pyright: ignore[reportPrivateUsage]
    slots = parallel._SLOTS  # pyright: ignore[reportPrivateUsage]
    workers = parallel._WORKERS  # pyright: ignore[reportPrivateUsage]
    assert parallel.busy(oracles) == max(backlogs.values())
    for oracle in oracles:
        assert parallel.busy([oracle]) == backlogs[id(workers[slots[oracle.npus[0]]])]
    _no_workers()
