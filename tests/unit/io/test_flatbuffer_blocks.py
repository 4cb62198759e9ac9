"""The block writer: the graphs a search writes by the dozen, from cached blocks.

Its bytes differ from :func:`write_flatbuffer`'s (no sharing across blocks), so both
files must read back as the same graph: in lutdialect's reader for every graph of
the test corpus, and in ``tosa-opt`` as well for the committed models and the
real-shaped graphs; written fresh, written again from the cache, and written after
an op of a copy was changed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import fb_corpus as corpus
import numpy as np
import pytest
from xdsl.dialects.builtin import BytesAttr, DenseIntOrFPElementsAttr, IntegerType, ModuleOp

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.dialects.tosa.attributes import ShapeType
from lutdialect.io.flatbuffer import read_flatbuffer, write_flatbuffer
from lutdialect.io.flatbuffer_blocks import BlockCache, base_of, write_blocks
from lutdialect.io.flatbuffer_schema import FlatbufferError
from lutdialect.verify import context, parse_mlir


def _graphs() -> list[str | Path]:
    return [*corpus.sources(), *corpus.MODELS]


def _module(graph: str | Path) -> ModuleOp:
    if isinstance(graph, Path):
        return read_flatbuffer(graph.read_bytes())
    return parse_mlir(corpus.sources()[graph], context())


def _outcome(write: Callable[[], bytes]) -> tuple[str, str]:
    """What reading back a written graph gives: its text, or the writer's or the
    reader's error."""
    try:
        data = write()
    except FlatbufferError as e:
        return "write", str(e)
    try:
        return "read", str(read_flatbuffer(data))
    except FlatbufferError as e:
        return "read error", str(e)


def _same_graph(written: bytes, module: ModuleOp) -> None:
    """``written`` reads in ``tosa-opt`` as what the plain writer writes of ``module``."""
    expected = corpus.oracle_text(write_flatbuffer(module))
    got = corpus.oracle_text(written)
    if expected is None:
        assert got is None
        return
    assert got is not None
    assert corpus.without_warnings(got) == corpus.without_warnings(expected)


@pytest.mark.parametrize("graph", _graphs(), ids=lambda g: g.stem if isinstance(g, Path) else g)
def test_blocks_write_the_same_graph(graph: str | Path) -> None:
    module = _module(graph)
    cache = BlockCache()
    outcome = _outcome(lambda: write_blocks(module, cache))
    assert outcome == _outcome(lambda: write_flatbuffer(module))
    if outcome[0] == "write":
        return  # refused alike (e.g. a TOSA variable)
    first = write_blocks(module, cache)
    if isinstance(graph, Path) or graph.startswith("generated:"):
        _same_graph(first, module)  # the corpus's small graphs: read back above
    # a copy shares every block: written again from the cache alone, byte for byte
    misses = cache.misses
    assert write_blocks(module.clone(), cache) == first
    assert cache.misses == misses


@pytest.mark.parametrize(
    "graph", ["control_flow:test_cond_if_nested", "control_flow:test_while_loop_counter"]
)
def test_a_graph_with_regions_is_written_whole_and_caches_nothing(graph: str) -> None:
    """Blocks hold no control-flow region: such a graph is written by the plain
    writer, found before any block is built (the cache is shared by every write)."""
    module = _module(graph)
    assert any(op.regions for op in module.walk() if op.parent_op() is not module)
    cache = BlockCache()
    assert write_blocks(module, cache) == write_flatbuffer(module)
    assert not cache.blocks and not cache.location_names and cache.misses == 0


@pytest.mark.parametrize("graph", corpus.MODELS, ids=lambda g: g.stem)
def test_a_changed_constant_is_written_anew(graph: Path) -> None:
    module = _module(graph)
    cache = BlockCache()
    first = write_blocks(module, cache)
    copy = module.clone()
    const = next(
        op
        for op in copy.walk()
        if isinstance(op, tosa.ConstOp)
        and isinstance(op.values, DenseIntOrFPElementsAttr)
        and op.values.get_element_type() == IntegerType(8)  # pyright: ignore[reportUnknownMemberType]
        and len(op.values.data.data) > 1  # pyright: ignore[reportUnknownMemberType]
    )
    values: Any = const.values
    flipped = bytes(np.frombuffer(values.data.data, np.uint8) ^ 0x5A)
    const.properties["values"] = DenseIntOrFPElementsAttr(values.type, BytesAttr(flipped))
    changed = write_blocks(copy, cache)
    assert changed != first
    _same_graph(changed, copy)
    # the bytes of a graph do not depend on what the cache holds: the oracles' memo,
    # keyed by bytes, finds a graph written again after others
    assert write_blocks(module, cache) == first == write_blocks(module, BlockCache())
    assert write_blocks(copy, BlockCache()) == changed


def test_a_small_cache_is_cleared_not_wrong() -> None:
    module = _module(corpus.MODELS[0])
    cache = BlockCache(limit=4096)
    first = write_blocks(module, cache)
    assert cache.size <= 4096
    assert write_blocks(module, cache) == first


@pytest.mark.parametrize("graph", corpus.MODELS, ids=lambda g: g.stem)
def test_a_graph_written_into_its_file_is_the_same_graph(graph: Path) -> None:
    """Written with the file it was read from as the base, a copy points into the
    file's tables (a write of few new bytes: the shapes' blocks) and reads back as the
    plain writer's graph; so does a copy with a changed constant, whose operator and
    tensor are written anew."""
    data = graph.read_bytes()
    module = read_flatbuffer(data)
    base = base_of(next(iter(module.ops)), data)  # pyright: ignore[reportArgumentType]
    assert base is not None
    cache = BlockCache()
    based = write_blocks(module.clone(), cache, base)
    shapes = sum(isinstance(r.type, ShapeType) for op in module.walk() for r in op.results)
    assert cache.misses == shapes, "every operator and tensor is one of the file's"
    ops = len(list(module.walk()))
    assert len(based) < len(data) + 16 * ops + 256 * shapes  # the vectors, the shapes
    _same_graph(based, module)
    assert str(read_flatbuffer(based)) == str(module)
    copy = module.clone()
    const = next(
        op
        for op in copy.walk()
        if isinstance(op, tosa.ConstOp)
        and isinstance(op.values, DenseIntOrFPElementsAttr)
        and len(op.values.data.data) > 1  # pyright: ignore[reportUnknownMemberType]
    )
    values: Any = const.values
    flipped = bytes(np.frombuffer(values.data.data, np.uint8) ^ 0x5A)
    const.properties["values"] = DenseIntOrFPElementsAttr(values.type, BytesAttr(flipped))
    changed = write_blocks(copy, cache, base)
    assert cache.misses == shapes + 2, "only the changed constant's operator and tensor are new"
    _same_graph(changed, copy)
    assert str(read_flatbuffer(changed)) == str(copy)


def test_a_function_that_is_not_its_file_op_for_op_has_no_base() -> None:
    data = corpus.MODELS[0].read_bytes()
    module = read_flatbuffer(data)
    function: Any = next(iter(module.ops))
    body = function.body.block
    first = next(op for op in body.ops if isinstance(op, tosa.ConstOp))
    first.detach()
    assert base_of(function, data) is None  # one op fewer than the file's operators
    body.insert_op_before(first, body.first_op)
    base = base_of(function, data)  # paired again: every op is the operator it was read from
    assert base is not None and len(base.operators) == len(list(body.ops)) - 1
