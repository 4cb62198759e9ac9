"""A pass's cost memo: the judgements it gives are those the model gives without one,
and after a rewrite (once cleared) those of the rewritten IR."""

from __future__ import annotations

from calibration import by_label, cases, rewrite
from xdsl.ir import Operation
from xdsl.rewriter import InsertPoint, Rewriter

from lutdialect.cost import TARGETS, CostMemo, judge
from lutdialect.dialects.tosa import ops as tosa


def test_a_memo_judges_every_calibration_graph_as_the_model_does() -> None:
    """One memo for every graph and target, each asked twice: the key tells targets
    and rewrites apart, and the steps it keeps per op are those of a fresh judgement."""
    memo = CostMemo()
    for case in cases():
        rw = rewrite(case)
        for target in TARGETS:
            fresh = judge(rw, target)
            assert judge(rw, target, memo=memo) == fresh, (case.label, target)
            assert judge(rw, target, memo=memo) == fresh, (case.label, target)


def test_a_cleared_memo_judges_the_ir_as_it_is_now() -> None:
    """A second reader of the table's input takes the table out of the convolution's
    output stage: the memo still says what it saw until it is cleared."""
    rw = rewrite(by_label()["conv-table-rescale-i8-1x8x8x64"])
    memo = CostMemo()
    target = "ethos-u55-128"
    before = judge(rw, target, memo=memo)
    table = next(op for op in rw.ops if op.name == "tosa.table")
    x = table.operands[0]
    assert isinstance(x.owner, Operation)
    reader = tosa.IdentityOp.build(operands=[x], result_types=[x.type])
    Rewriter.insert_op(reader, InsertPoint.after(x.owner))
    now = judge(rw, target)
    assert now != before
    assert judge(rw, target, memo=memo) == before
    memo.clear()
    assert judge(rw, target, memo=memo) == now
