"""Compiles for several NPUs at once give what one after the other gives: the same
cycles, per-op rows, refusals, compile counts and memo."""

from __future__ import annotations

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


def _plain(found: list[tuple[int, dict[int, int]] | VelaRefused]) -> list[object]:
    return [f.reason if isinstance(f, VelaRefused) else f for f in found]


def _assert_workers() -> None:
    """A worker for each NPU past the first where compiles overlap, none elsewhere."""
    workers = parallel._WORKERS  # pyright: ignore[reportPrivateUsage]
    if parallel.parallel():
        assert set(NPUS[1:]) <= set(workers)
        assert all(workers[n].process.is_alive() for n in NPUS[1:])
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


def test_workers_are_replaced_and_still_right(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parallel, "RECYCLE", 1)
    for model in ("dyt_mlp_int8", "dyt_mlp_a16w8", "dyt_mlp_int8"):
        graph = _model(model)
        oracles = [Oracle((npu,)) for npu in NPUS]
        assert _plain(parallel.op_cycles_all(oracles, graph)) == _alone(graph)
    assert all(w.compiles <= 1 for w in parallel._WORKERS.values())  # pyright: ignore[reportPrivateUsage]
    _assert_workers()
