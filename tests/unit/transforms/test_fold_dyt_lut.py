"""``fold-dyt-lut`` held to the TOSA reference model, bit for bit.

The FileCheck file shows *what* the pass rewrites; this file proves the rewrites
are *right*: every folded function computes exactly what the original computes on
every i8 code (per the oracle, not the evaluator that built the table), every
declined one is left byte-identical, and random chains either fold exactly or are
declined for a reason the oracle agrees with.
"""

from __future__ import annotations

import contextlib
import io
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest
from dyt_graphs import DirectAlpha, DyTChain, code_batches, dyt_chains, render
from hypothesis import HealthCheck, event, given, settings
from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    FileLineColLoc,
    IntAttr,
    IntegerType,
    ModuleOp,
    StringAttr,
    TensorType,
)
from xdsl.dialects.func import FuncOp
from xdsl.ir import Attribute, Operation
from xdsl.parser import Parser

from lutdialect.builder import FuncBuilder, Rescale, tensor_type
from lutdialect.dialects.tosa import ops as tosa
from lutdialect.evaluator import constant_array
from lutdialect.io.context import context
from lutdialect.reference import GraphStatus, run_graph, serialize
from lutdialect.reference import ReferenceError as OracleError
from lutdialect.transforms.fold_dyt_lut import FoldDyTLUTPass
from lutdialect.transforms.remarks import Reporter
from lutdialect.transforms.rules import Decline
from lutdialect.transforms.whole_graph import Planning, copy_module

REPO = Path(__file__).resolve().parents[3]
CASES_FILE = REPO / "tests" / "filecheck" / "transforms" / "fold-dyt-lut.mlir"
EXAMPLE_FILE = REPO / "docs" / "examples" / "dyt.mlir"

EXPECTED_STATUS = {"_unpredictable_": GraphStatus.UNPREDICTABLE, "_unsigned_": GraphStatus.ERROR}
"""Declined cases whose name claims what the oracle says about the original graph."""


def parse(text: str) -> ModuleOp:
    return Parser(context(), text).parse_module()


def fold(module: ModuleOp) -> list[str]:
    """Run the pass on ``module`` in place; its remarks, one per declined candidate."""
    stderr = io.StringIO()
    with contextlib.redirect_stderr(stderr):
        FoldDyTLUTPass(remarks=True, target="generic").apply(context(), module)
    return [line for line in stderr.getvalue().splitlines() if line.startswith("remark:")]


def count(module: Operation, kind: type[Operation]) -> int:
    return sum(isinstance(op, kind) for op in module.walk())


def functions(module: ModuleOp) -> dict[str, FuncOp]:
    """Every function, wherever it is nested."""
    return {op.sym_name.data: op for op in module.walk() if isinstance(op, FuncOp)}


def standalone(function: FuncOp) -> str:
    """A module holding only ``function``, for the oracle (it runs one entry function)."""
    return str(ModuleOp([function.clone()]))


def argument_shapes(function: FuncOp) -> list[tuple[int, ...]]:
    shapes: list[tuple[int, ...]] = []
    for t in function.function_type.inputs.data:
        assert isinstance(t, TensorType)
        shapes.append(tuple(t.get_shape()))
    return shapes


@dataclass(frozen=True)
class OracleRun:
    status: GraphStatus
    outputs: list[npt.NDArray[np.generic]]
    """Every output of every batch, in order."""


def run_on_all_codes(text: str, shape: tuple[int, ...]) -> OracleRun:
    """The single-input graph ``text`` on every i8 code (batched over ``shape``, one
    serialisation); the first non-VALID status wins. The binding raises on an
    ERROR_IF rather than reporting ERROR: such a graph, if ``tosa-opt`` serialises
    it, is ERROR."""
    batches = code_batches(shape)
    graph: str | bytes = text if len(batches) == 1 else serialize(text)
    status, outputs = GraphStatus.VALID, list[npt.NDArray[np.generic]]()
    for batch in batches:
        try:
            result = run_graph(graph, [batch])
        except OracleError:
            serialize(text)  # a graph tosa-opt rejects is a broken test, not an ERROR
            return OracleRun(GraphStatus.ERROR, [])
        if status is GraphStatus.VALID:
            status = result.status
        outputs.extend(result.outputs)
    return OracleRun(status, outputs)


# --------------------------------------------------------------------------- #
# The cases of the FileCheck file
# --------------------------------------------------------------------------- #


@dataclass(frozen=True)
class Case:
    names: tuple[str, ...]
    text: str

    @property
    def folds(self) -> bool:
        return any("dyt_fold" in name for name in self.names)


def _cases() -> Iterator[Case]:
    for chunk in re.split(r"^// -----$", CASES_FILE.read_text(), flags=re.MULTILINE):
        names = tuple(re.findall(r"^\s*func\.func @(\w+)", chunk, flags=re.MULTILINE))
        assert names, f"a chunk of {CASES_FILE.name} without a function"
        yield Case(names, chunk)
    yield Case(("dyt_fold_docs_example",), EXAMPLE_FILE.read_text())


CASES = list(_cases())
FOLD_CASES = [pytest.param(c, id="+".join(c.names)) for c in CASES if c.folds]
NOFOLD_CASES = [pytest.param(c, id="+".join(c.names)) for c in CASES if not c.folds]
ALL_CASES = FOLD_CASES + NOFOLD_CASES


@pytest.mark.parametrize("case", FOLD_CASES)
def test_folded_case_is_bit_exact_on_the_oracle(case: Case) -> None:
    """Every function of a fold case changes, and the oracle gives the folded one the
    same outputs as the original on all 256 codes (both VALID)."""
    original = functions(parse(case.text))
    module = parse(case.text)
    fold(module)
    folded = functions(module)
    assert folded.keys() == original.keys()
    for name, before in original.items():
        after = folded[name]
        assert str(after) != str(before), f"@{name} did not fold"
        assert count(after, tosa.MulOp) < count(before, tosa.MulOp)
        (shape,) = argument_shapes(before)
        reference = run_on_all_codes(standalone(before), shape)
        rewritten = run_on_all_codes(standalone(after), shape)
        assert reference.status is GraphStatus.VALID, f"@{name} is not a valid graph"
        assert rewritten.status is GraphStatus.VALID
        assert len(rewritten.outputs) == len(reference.outputs)
        for got, want in zip(rewritten.outputs, reference.outputs, strict=True):
            np.testing.assert_array_equal(got, want, err_msg=f"@{name}")


@pytest.mark.parametrize("case", NOFOLD_CASES)
def test_declined_case_is_left_unchanged(case: Case) -> None:
    """Byte-identical output, and the oracle agrees with what the case name claims."""
    module = parse(case.text)
    before = str(module)
    fold(module)
    assert str(module) == before
    for name, function in functions(module).items():
        for marker, status in EXPECTED_STATUS.items():
            if marker in name:
                (shape,) = argument_shapes(function)
                assert run_on_all_codes(standalone(function), shape).status is status


def _tag_tables(module: ModuleOp) -> dict[Attribute, Attribute]:
    """Give every table a distinct location; the result type each location had."""
    types: dict[Attribute, Attribute] = {}
    for i, op in enumerate(o for o in module.walk() if isinstance(o, tosa.TableOp)):
        op.location = FileLineColLoc(StringAttr("case.mlir"), IntAttr(i + 1), IntAttr(1))
        types[op.location] = op.output.type
    return types


@pytest.mark.parametrize("case", ALL_CASES)
def test_rewrite_is_clean_and_idempotent(case: Case) -> None:
    """No constant is left without users, each table keeps its location and result type
    (a new table constant takes the table's location), and a second run is a no-op."""
    module = parse(case.text)
    types = _tag_tables(module)
    existing = set(module.walk())
    fold(module)
    tables = [op for op in module.walk() if isinstance(op, tosa.TableOp)]
    assert sorted(map(str, (t.location for t in tables))) == sorted(map(str, types))
    for table in tables:
        assert table.output.type == types[table.location]
        lut = table.table.owner
        if isinstance(lut, Operation) and lut not in existing:
            assert lut.location == table.location
    for op in module.walk():
        if isinstance(op, tosa.ConstOp | tosa.ConstShapeOp):
            assert op.results[0].uses, f"dangling constant {op}"
    once = str(module)
    fold(module)
    assert str(module) == once


# --------------------------------------------------------------------------- #
# Random chains
# --------------------------------------------------------------------------- #


def _modes(chain: DyTChain) -> set[str]:
    rescales = [chain.dequantize, chain.requantize]
    if not isinstance(chain.alpha, DirectAlpha):
        rescales.append(chain.alpha.rescale)
    return {r.rounding_mode for r in rescales}


def folded_outputs(module: ModuleOp, codes: npt.NDArray[np.int8]) -> npt.NDArray[np.int64]:
    """What the folded single-table function computes: TABLE on i8 is ``t[x + 128]``."""
    (table,) = [op for op in module.walk() if isinstance(op, tosa.TableOp)]
    (function,) = functions(module).values()
    assert table.input1 is function.args[0], "the new table must read the activation"
    values = constant_array(table.table)
    assert values is not None and values.shape == (256,)
    return np.asarray(values, dtype=np.int64)[codes.astype(np.int64) + 128]


def check_chain(chain: DyTChain, *, oracle_on_folded: bool) -> str:
    """Fold ``chain`` and hold the outcome to the oracle; returns the outcome's name.

    A chain the oracle does not call VALID, or one using INEXACT_ROUND, must be left
    alone (a VALID one with a remark saying why). Every other chain must fold, with
    outputs identical on every code. The folded graph's outputs come from the oracle
    when ``oracle_on_folded``, else from TABLE's one-line definition (half the oracle
    runs; the FileCheck cases always run both graphs on the oracle).
    """
    text = render(chain)
    module = parse(text)
    remarks = fold(module)
    folded = count(module, tosa.MulOp) == 0
    reference = run_on_all_codes(text, chain.shape)
    inexact = "INEXACT_ROUND" in _modes(chain)
    if reference.status is not GraphStatus.VALID or inexact:
        outcome = "inexact" if inexact else reference.status.value
        assert not folded, f"folded a chain that is {outcome}"
        assert len(remarks) == 1 or reference.status is not GraphStatus.VALID, remarks
        return outcome
    assert folded, f"a valid exact chain was declined: {remarks}"
    assert not remarks
    if oracle_on_folded:
        rewritten = run_on_all_codes(str(module), chain.shape)
        assert rewritten.status is GraphStatus.VALID
        got = rewritten.outputs[0]
    else:
        (codes,) = code_batches(chain.shape)
        got = folded_outputs(module, codes)
    np.testing.assert_array_equal(got, reference.outputs[0])
    return "folded"


def _run_random_chains(examples: int, *, oracle_on_folded: bool) -> Counter[str]:
    outcomes: Counter[str] = Counter()

    @settings(
        max_examples=examples,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(dyt_chains())
    def check(chain: DyTChain) -> None:
        outcome = check_chain(chain, oracle_on_folded=oracle_on_folded)
        event(outcome)
        outcomes[outcome] += 1

    check()
    return outcomes


def _assert_not_vacuous(outcomes: Counter[str]) -> None:
    """Both sides exercised: a healthy share folds, and some originals are unpredictable."""
    total = sum(outcomes.values())
    assert outcomes["folded"] >= 0.3 * total, outcomes
    assert outcomes[GraphStatus.UNPREDICTABLE.value] > 0, outcomes


def test_random_chains_fold_exactly_or_not_at_all() -> None:
    _assert_not_vacuous(_run_random_chains(200, oracle_on_folded=False))


@pytest.mark.slow
def test_random_chains_fold_exactly_or_not_at_all_many() -> None:
    _assert_not_vacuous(_run_random_chains(1000, oracle_on_folded=True))


# --------------------------------------------------------------------------- #
# Under a plan: a chain fed by another
# --------------------------------------------------------------------------- #


def _chained(chain: DyTChain) -> str:
    """``chain`` twice, the second reading the first's table."""
    f = FuncBuilder()
    y = f.arg(chain.shape, "i8")
    for _ in range(2):
        d = chain.dequantize.write(f, y, "i32")
        shift = f.const([chain.mul_shift], "i8")
        p = f.op("tosa.mul", [d, chain.alpha.write(f), shift], tensor_type(chain.shape, "i32"))
        q = chain.requantize.write(f, p, "i8")
        y = f.op(
            "tosa.table", [q, f.const(list(chain.table), "i8")], tensor_type(chain.shape, "i8")
        )
    return f.module(y)


_CHAIN = DyTChain(
    shape=(2, 128),
    dequantize=Rescale(1 << 30, 31),
    alpha=DirectAlpha(3, (1, 1)),
    alpha_lhs=False,
    mul_shift=0,
    requantize=Rescale(1 << 30, 30),
    table=tuple(max(-128, min(127, 2 * c)) for c in range(-128, 128)),
)
"""A DyT chain that folds (``tanh`` stood in for by a saturating doubling)."""


def test_a_plan_applies_a_chain_fed_by_one_it_folded() -> None:
    """A trial (and the commit) applying both chains folds the first, so the second
    reads the new table: its candidate is still found by its key, and the result is
    the original on every code. (It was a ``KeyError``: the new table has no number.)"""
    chain = _CHAIN
    text = _chained(chain)
    module = parse(text)
    reporter = Reporter("fold-dyt-lut", False).silent()
    collected = Planning.of(module)
    FoldDyTLUTPass()._planned(module, collected, reporter)  # pyright: ignore[reportPrivateUsage]
    keys = list(collected.found)
    assert len(keys) == 2
    copy = copy_module(module)
    trial = Planning.of(copy, collected, keys, quick=True)
    FoldDyTLUTPass()._planned(copy, trial, reporter)  # pyright: ignore[reportPrivateUsage]
    assert sorted(map(repr, trial.applied)) == sorted(map(repr, keys))
    assert count(copy, tosa.MulOp) == 0 and count(copy, tosa.TableOp) == 2
    reference, folded = (
        run_on_all_codes(text, chain.shape),
        run_on_all_codes(str(copy), chain.shape),
    )
    assert reference.status is folded.status is GraphStatus.VALID
    np.testing.assert_array_equal(folded.outputs[0], reference.outputs[0])
    commit = Planning.of(module, collected, keys)
    FoldDyTLUTPass()._planned(module, commit, reporter)  # pyright: ignore[reportPrivateUsage]
    assert commit.applied == trial.applied and str(module) == str(copy)


def test_a_run_applying_a_plan_proves_nothing_the_collect_did_not() -> None:
    """A candidate first seen in a trial or the commit (one reading a value the run
    made that replaced nothing a candidate had) is in no set: it is declined, not
    proven, and a value the run made otherwise is named so that no key matches."""
    module = parse(_chained(_CHAIN))
    collected = Planning.of(module)
    FoldDyTLUTPass()._planned(module, collected, Reporter("fold-dyt-lut", False).silent())  # pyright: ignore[reportPrivateUsage]
    trial = Planning.of(copy_module(module), collected, collected.found, quick=True)

    def never() -> object:
        raise AssertionError("proven outside the collect")

    declined = trial.proof(("not", "a", "candidate"), never)
    assert isinstance(declined, Decline) and declined.guard == "not-profitable"
    made = tosa.ConstOp(DenseIntOrFPElementsAttr.from_list(TensorType(IntegerType(8), [1]), [0]))
    named = {collected.value_key(r) for op in module.walk() for r in op.results}
    assert trial.value_key(made.output) not in named
