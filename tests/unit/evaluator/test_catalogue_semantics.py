"""Every catalogue entry's semantics build: they are written as functions called on
first evaluation (so that the passes' facts need no numpy), so a wrong name in one
would otherwise surface only when a graph with that op is first evaluated."""

from __future__ import annotations

import pytest
from xdsl.ir import Operation

from lutdialect.evaluator.catalogue import CATALOGUE, Pointwise


@pytest.mark.parametrize("op", list(CATALOGUE), ids=lambda op: op.name)
def test_entry_semantics_build(op: type[Operation]) -> None:
    entry: Pointwise = CATALOGUE[op]
    assert callable(entry.evaluate)
    if entry.float_record is not None:
        assert entry.float_op is not None
    else:
        assert entry.float_op is None
