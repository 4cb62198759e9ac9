"""``fuse-elementwise-lut`` held to the TOSA reference model.

* Every fusing case of ``tests/filecheck/transforms/fuse-elementwise-lut.mlir`` gives the
  same outputs before and after the pass, for every code of ``x`` (256, or 65,536 for i16).
* A hypothesis fuzzer does the same for random single-input region graphs
  (``region_graphs.py``) and checks that the pass never fuses an op that fails a REQUIRE
  on the codes reaching it, uses INEXACT_ROUND, or reads a per-channel constant.
* The pass is idempotent and leaves no dead op (constant) behind.

The oracle is costly per call (``tosa-opt`` serialises each graph), so the original and
the rewritten function run side by side in one module: one reference run per graph,
every code in one tensor. The extra runs that locate a REQUIRE failure are only made for
the few graphs that need them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

import numpy as np
import numpy.typing as npt
import pytest
from hypothesis import HealthCheck, given, settings
from region_graphs import region_graphs
from region_ir import FORBIDDEN, IDENTITY, PER_CHANNEL, RANGES, Builder, RegionGraph, Rescale
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Block, Region, SSAValue
from xdsl.parser import Parser

from lutdialect.evaluator import element_type
from lutdialect.io.context import context
from lutdialect.io.flatbuffer import read_flatbuffer
from lutdialect.reference import GraphStatus, ReferenceResult, run_graph
from lutdialect.semantics.core import ElementType
from lutdialect.transforms.fuse_elementwise_lut import FuseElementwiseLUTPass
from lutdialect.transforms.remarks import Reporter
from lutdialect.transforms.whole_graph import Planning

CASES_FILE = (
    Path(__file__).resolve().parents[2] / "filecheck" / "transforms" / "fuse-elementwise-lut.mlir"
)
CODES = np.arange(-128, 128, dtype=np.int64)


def _cases() -> dict[str, str]:
    """The FileCheck file's functions by name (its ``// -----`` chunks)."""
    chunks = CASES_FILE.read_text().split("// -----")
    cases: dict[str, str] = {}
    for chunk in chunks:
        match = re.search(r"^func\.func @(\w+)\(", chunk, re.MULTILINE)
        assert match, f"a chunk of {CASES_FILE.name} has no function"
        cases[match.group(1)] = chunk
    return cases


CASES = _cases()

# --------------------------------------------------------------------------- #
# Running the pass in-process
# --------------------------------------------------------------------------- #


@dataclass(frozen=True)
class PassRun:
    original: ModuleOp
    rewritten: ModuleOp
    removed: frozenset[str]
    """SSA names (as written in the input) of the ops the pass erased."""

    @property
    def changed(self) -> bool:
        return str(self.original) != str(self.rewritten)


def parse(text: str) -> ModuleOp:
    return Parser(context(), text).parse_module()


def run_pass(text: str) -> PassRun:
    """Parse ``text`` and apply the pass to a copy, remembering which ops went away."""
    original = parse(text)
    module = original.clone()
    names = {op: op.results[0].name_hint for op in module.walk() if op.results}
    FuseElementwiseLUTPass(target="generic").apply(context(), module)
    alive = set(module.walk())
    removed = frozenset(name for op, name in names.items() if op not in alive and name)
    return PassRun(original, module, removed)


def entry(module: ModuleOp) -> func.FuncOp:
    return next(op for op in module.walk() if isinstance(op, func.FuncOp))


def dead_ops(module: ModuleOp) -> list[str]:
    """Ops of function bodies whose results nobody uses (a dangling constant, say)."""
    return [
        op.name
        for f in module.walk()
        if isinstance(f, func.FuncOp)
        for op in f.body.block.ops
        if op.results and not any(r.uses for r in op.results)
    ]


def side_by_side(a: ModuleOp, b: ModuleOp) -> str:
    """One ``@main`` running the entry functions of ``a`` and ``b`` on the same
    arguments and returning the results of both, ``a``'s first."""
    fa, fb = entry(a), entry(b)
    inputs = fa.function_type.inputs.data
    block = Block(arg_types=inputs)
    results: list[SSAValue] = []
    for f in (fa, fb):
        mapping: dict[SSAValue, SSAValue] = dict(zip(f.body.block.args, block.args, strict=True))
        for op in f.body.block.ops:
            if isinstance(op, func.ReturnOp):
                results.extend(mapping[v] for v in op.arguments)
            else:
                block.add_op(op.clone(mapping))
    block.add_op(func.ReturnOp(*results))
    main = func.FuncOp("main", (inputs, [r.type for r in results]), Region(block))
    return str(ModuleOp([main]))


def assert_same_outputs(run: ReferenceResult, count: int) -> None:
    """The first ``count`` outputs of a side-by-side run equal the last ``count``."""
    assert run.status is GraphStatus.VALID, f"reference status {run.status.value}"
    before, after = run.outputs[:count], run.outputs[count:]
    assert len(after) == count
    for i, (want, got) in enumerate(zip(before, after, strict=True)):
        bad = np.flatnonzero(np.asarray(want) != np.asarray(got))
        assert bad.size == 0, (
            f"output #{i} differs at {bad.size} elements, e.g. flat index {bad[0]}: "
            f"reference {np.asarray(want).flat[bad[0]]}, rewritten {np.asarray(got).flat[bad[0]]}"
        )


def case_inputs(f: func.FuncOp) -> list[npt.NDArray[Any]]:
    """Every code of its type (i8 or i16) tiled over the first argument; fixed
    pseudo-random values for the others."""
    rng = np.random.default_rng(0)
    arrays: list[npt.NDArray[Any]] = []
    for i, t in enumerate(f.function_type.inputs.data):
        et = element_type(t)
        assert isinstance(t, TensorType) and et in (ElementType.I8, ElementType.I16)
        shape = tuple(t.get_shape())
        if i == 0:
            codes = np.arange(et.min, et.max + 1)
            assert int(np.prod(shape)) >= codes.size, "x must hold every code"
            arrays.append(np.resize(codes, shape))
        else:
            arrays.append(rng.integers(et.min, et.max + 1, shape))
    return arrays


# --------------------------------------------------------------------------- #
# (a) the FileCheck cases on the reference model
# --------------------------------------------------------------------------- #


@pytest.mark.parametrize("name", list(CASES))
def test_case_is_exact_on_the_reference_model(name: str) -> None:
    """``*_nofuse`` cases stay as they are; every other case is rewritten, and the
    rewritten function equals the original on the reference model for all codes."""
    result = run_pass(CASES[name])
    assert result.changed == (not name.endswith("_nofuse"))
    if not result.changed:
        return
    f = entry(result.original)
    run = run_graph(side_by_side(result.original, result.rewritten), case_inputs(f))
    assert_same_outputs(run, len(f.function_type.outputs.data))


# --------------------------------------------------------------------------- #
# (c) idempotence and no dangling constants
# --------------------------------------------------------------------------- #


@pytest.mark.parametrize("name", list(CASES))
def test_idempotent_and_nothing_left_dangling(name: str) -> None:
    result = run_pass(CASES[name])
    assert dead_ops(result.original) == [], "the case itself should have no dead op"
    assert dead_ops(result.rewritten) == []
    assert not run_pass(str(result.rewritten)).changed


def test_a_shared_constant_outlives_the_fused_region() -> None:
    """@two_inputs_prefix: the rescale parameters the fused prefix shared with the
    remaining ops stay; the ones only the prefix used are gone."""
    result = run_pass(CASES["two_inputs_prefix"])
    assert {"m_one", "s_one", "zp8", "zp32"}.isdisjoint(result.removed)
    assert {"x32", "k", "shift", "scaled", "m_q", "s_q", "prefix"} <= result.removed


# --------------------------------------------------------------------------- #
# (b) the fuzzer
# --------------------------------------------------------------------------- #


@dataclass
class Tally:
    examples: int = 0
    fused: int = 0
    fused_unpredictable: int = 0
    """Rewritten graphs whose original fails a REQUIRE (outside the fused ops)."""


def status(text: str, x: npt.NDArray[np.int64]) -> GraphStatus:
    return run_graph(text, [x]).status


def removed_groups(
    g: RegionGraph, removed: Iterable[str]
) -> list[tuple[frozenset[str], frozenset[str], frozenset[str]]]:
    """``(ops, inputs, outputs)`` of each connected set of removed data ops: the
    values from outside it uses, and its values used outside it."""
    data = {line.name: line for line in g.data_lines}
    gone = {n for n in removed if n in data}
    users = {n: [m for m, line in data.items() if n in line.deps] for n in data}
    groups: list[tuple[frozenset[str], frozenset[str], frozenset[str]]] = []
    seen: set[str] = set()
    for start in sorted(gone):
        if start in seen:
            continue
        group: set[str] = set()
        stack = [start]
        while stack:
            n = stack.pop()
            if n not in group:
                group.add(n)
                stack.extend(m for m in (*data[n].deps, *users[n]) if m in gone)
        seen |= group
        inputs = {
            d for n in group for d in data[n].deps if (d == "x" or d in data) and d not in group
        }
        outputs = {n for n in group if n in g.results or any(u not in group for u in users[n])}
        groups.append((frozenset(group), frozenset(inputs), frozenset(outputs)))
    return groups


def check_unpredictable(g: RegionGraph, result: PassRun, x: npt.NDArray[np.int64]) -> None:
    """The original fails a REQUIRE somewhere: that op must have survived, and no
    removed op may fail on the codes that reach it."""
    assert status(g.text, x) is GraphStatus.UNPREDICTABLE, (
        "the rewritten graph fails a REQUIRE the original does not"
    )
    assert status(str(result.rewritten), x) is GraphStatus.UNPREDICTABLE, (
        "the REQUIRE failure of the original disappeared: the pass fused the failing op"
    )
    for ops, inputs, outputs in removed_groups(g, result.removed):
        upstream = sorted(inputs - {"x"})
        if upstream and status(g.subgraph(upstream), x) is not GraphStatus.VALID:
            continue  # its inputs are already unpredictable: nothing to say about it
        assert status(g.subgraph(sorted(outputs)), x) is GraphStatus.VALID, (
            f"the pass fused {sorted(ops)}, which fail a REQUIRE on codes that reach them"
        )


def check_graph(g: RegionGraph, tally: Tally) -> None:
    tally.examples += 1
    result = run_pass(g.text)
    assert dead_ops(result.rewritten) == []
    if not result.changed:
        return
    tally.fused += 1
    assert not run_pass(str(result.rewritten)).changed, "not idempotent"
    fused_tags = {tag for line in g.data_lines if line.name in result.removed for tag in line.tags}
    forbidden = sorted(
        f"%{line.name} ({tag})"
        for line in g.data_lines
        if line.name in result.removed
        for tag in line.tags & FORBIDDEN
    )
    assert not forbidden, f"the pass fused {forbidden}"
    x = CODES.reshape(g.shape)
    both = run_graph(side_by_side(result.original, result.rewritten), [x])
    assert both.status is not GraphStatus.ERROR, "the reference model rejected the graph"
    if both.status is GraphStatus.VALID:
        assert_same_outputs(both, len(g.results))
        if PER_CHANNEL in fused_tags:
            # Per-channel parameters may be fused only when every channel gives the same
            # table: move each code through several channels and compare again.
            for shift in CHANNEL_SHIFTS:
                rolled = np.roll(CODES, shift).reshape(g.shape)
                again = run_graph(side_by_side(result.original, result.rewritten), [rolled])
                assert_same_outputs(again, len(g.results))
    else:
        tally.fused_unpredictable += 1
        check_unpredictable(g, result, x)


CHANNEL_SHIFTS = (1, 2, 3, 5, 8, 13, 64, 129)
"""Cyclic shifts of the input codes that carry each code into other channels."""

MIN_FUSED = 0.4
"""Share of random graphs the pass must rewrite: most draws are valid, profitable
regions, so a lower rate means the pass declines what it should fuse."""


def fuzz(max_examples: int, *, derandomize: bool) -> Tally:
    tally = Tally()

    @settings(
        max_examples=max_examples,
        deadline=None,
        derandomize=derandomize,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(region_graphs())
    def check(g: RegionGraph) -> None:
        check_graph(g, tally)

    check()
    return tally


def test_fuzz_fused_graphs_equal_the_original() -> None:
    tally = fuzz(300, derandomize=True)
    assert tally.fused >= MIN_FUSED * tally.examples, tally


@pytest.mark.slow
def test_fuzz_fused_graphs_equal_the_original_large() -> None:
    tally = fuzz(2000, derandomize=False)
    assert tally.fused >= MIN_FUSED * tally.examples, tally


# --------------------------------------------------------------------------- #
# The generator itself
# --------------------------------------------------------------------------- #


def test_generated_graphs_are_well_formed() -> None:
    """Many draws, no oracle: every graph stays within the op budget and parses and
    verifies as TOSA."""

    @settings(max_examples=500, deadline=None, derandomize=True, database=None)
    @given(region_graphs())
    def check(g: RegionGraph) -> None:
        assert 1 <= len(g.data_lines) <= 8
        parse(g.text).verify()

    check()


def test_generated_graphs_are_valid_tosa() -> None:
    """The fuzzer is only as good as its graphs: the reference model accepts them
    (VALID, or UNPREDICTABLE by design), never rejects one as ERROR."""
    seen: dict[GraphStatus, int] = {}

    @settings(max_examples=40, deadline=None, derandomize=True, database=None)
    @given(region_graphs())
    def check(g: RegionGraph) -> None:
        s = status(g.text, CODES.reshape(g.shape))
        assert s is not GraphStatus.ERROR, g.text
        seen[s] = seen.get(s, 0) + 1

    check()
    assert seen.get(GraphStatus.VALID, 0) > seen.get(GraphStatus.UNPREDICTABLE, 0)


def _graph_with_failing_tail() -> RegionGraph:
    """A fusable prefix (requantize, clamp) and then ``+ (2^31 - 11)`` in i32, which
    overflows for most codes: the original is UNPREDICTABLE."""
    b = Builder((256,))
    q = Rescale(1 << 30, 31, output_zp=3).emit(b, b.pool[0], "i8")
    attrs = {"max_val": "100 : i8", "min_val": "-100 : i8"}
    clamped = b.op("tosa.clamp", [q.name], "i8", (-100, 100), attrs=attrs)
    wide = IDENTITY.emit(b, clamped, "i32")
    big = b.const([RANGES["i32"][1] - 10], "i32")
    total = b.op("tosa.add", [wide.name, big], "i32", (0, 0))
    return b.build([Rescale(1 << 30, 60).emit(b, total, "i8").name])


def test_a_prefix_of_an_unpredictable_graph_may_fuse() -> None:
    """The REQUIRE failure is outside the fused prefix: accepted, and the path of the
    fuzzer that locates failures is exercised."""
    g = _graph_with_failing_tail()
    tally = Tally()
    check_graph(g, tally)
    assert tally.fused_unpredictable == 1


def test_fusing_a_failing_op_is_caught() -> None:
    """The harness itself: a 'rewrite' that bakes the overflowing add into a table
    (here: all zeros) must be reported."""
    g = _graph_with_failing_tail()
    b = Builder(g.shape)
    zeros = b.const(np.zeros(256, np.int64), "i8", (256,))
    y = b.op("tosa.table", ["x", zeros], "i8", (0, 0))
    removed = frozenset(line.name for line in g.data_lines)
    bad = PassRun(parse(g.text), parse(b.build([y.name]).text), removed)
    with pytest.raises(AssertionError, match="REQUIRE failure of the original disappeared"):
        check_unpredictable(g, bad, CODES.reshape(g.shape))


def test_side_by_side_runs_both_functions() -> None:
    """The harness itself: a changed function must show up as differing outputs."""
    a = run_pass(CASES["lone_clamp_nofuse"]).original
    b = run_pass(CASES["lone_clamp_nofuse"].replace("max_val = 6", "max_val = 5")).original
    run = run_graph(side_by_side(a, b), case_inputs(entry(a)))
    with pytest.raises(AssertionError, match="output #0 differs"):
        assert_same_outputs(run, 1)


# --------------------------------------------------------------------------- #
# Under a plan (Vela choosing): the candidates the pattern offers
# --------------------------------------------------------------------------- #

MODELS = Path(__file__).resolve().parents[3] / "benchmarks" / "models"


def _offered(module: ModuleOp) -> list[tuple[object, ...]]:
    """The keys of the candidates a collecting run of the pass records (tuples: the
    region's ops, input and output, and what kind of candidate it is)."""
    collected = Planning.of(module)
    p = FuseElementwiseLUTPass()
    p._planned(module, collected, Reporter(p.name, False).silent())  # pyright: ignore[reportPrivateUsage]
    return [cast(tuple[object, ...], k) for k in collected.found]


def test_a_region_grown_through_a_shared_value_is_offered_when_it_differs() -> None:
    """@shared_value_nofuse: %y as a table of %x, with the table for %a kept, is a
    candidate of its own (the region cut at %a is a single op: none)."""
    declined = CASES_FILE.with_name("fuse-elementwise-lut-declined.mlir").read_text()
    chunk = next(c for c in declined.split("// -----") if "@shared_value_nofuse" in c)
    keys = _offered(parse(chunk))
    assert len(keys) == 1 and keys[0][-1] == "shared", keys


def test_a_region_grown_through_a_shared_value_to_the_same_ops_is_one_candidate() -> None:
    """On the DyT MLP the region grown through the shared value is cut back to the
    region cut at it: the same rewrite, offered once (a second candidate would cost a
    trial and a compile of its own)."""
    keys = _offered(read_flatbuffer((MODELS / "dyt_mlp_int8.tosa").read_bytes()))
    regions = [k[:3] for k in keys]
    assert keys and len(set(regions)) == len(regions), keys


DIAMOND = """
func.func @diamond(%x: tensor<1x8x8x16xi8>) -> tensor<1x8x8x16xi8> {
  %ma = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %sa = "tosa.const"() <{values = dense<20> : tensor<1xi8>}> : () -> tensor<1xi8>
  %mb = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %sb = "tosa.const"() <{values = dense<21> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %a = tosa.rescale %x, %ma, %sa, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x8x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x8x16xi32>
  %b = tosa.rescale %x, %mb, %sb, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x8x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x8x16xi32>
  %s = tosa.add %a, %b : (tensor<1x8x8x16xi32>, tensor<1x8x8x16xi32>) -> tensor<1x8x8x16xi32>
  %mo = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %so = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.rescale %s, %mo, %so, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x8x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x8x8x16xi8>
  return %y : tensor<1x8x8x16xi8>
}
"""
"""``y = rescale(rescale_a(x) + rescale_b(x))``: a region whose producers can be
ordered two ways (either rescale of ``x`` first)."""


def test_a_candidate_is_the_same_in_every_copy_of_the_module() -> None:
    """A trial finds the candidates the plan chose by their keys, in a copy of the
    module whose ops are other objects. A region's ops were gathered in a set, which
    iterates in the order of the objects' addresses: the key of the diamond's region
    changed from copy to copy, so a trial could apply nothing of what it was meant
    to, and the same command chose differently from run to run."""
    from lutdialect.transforms.whole_graph import copy_module

    module = parse(DIAMOND)
    keys = _offered(module)
    assert any(len(cast(tuple[int, ...], k[0])) == 4 for k in keys), keys
    for k in keys:
        ops = cast(tuple[int, ...], k[0])
        assert list(ops) == sorted(ops), "the ops of a key are in block order"
    for _ in range(30):
        assert _offered(copy_module(module)) == keys
