"""Why the evaluator could not give a value: data, not a crash."""

from __future__ import annotations

from xdsl.ir import Operation


class CannotEvaluate(Exception):
    """Raised inside the evaluator, caught at its API boundary.

    ``op`` is the operation at fault (``None`` when the problem is the region
    input) and ``reason`` one short phrase a remark can print after the op.
    """

    def __init__(self, reason: str, op: Operation | None = None):
        super().__init__(reason)
        self.reason = reason
        self.op = op

    def __str__(self) -> str:
        return self.reason if self.op is None else f"{self.op.name}: {self.reason}"
