"""Why the evaluator could not give a value: data, not a crash."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from xdsl.ir import Operation

from lutdialect.semantics.core import ElementType


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


def outside_declared_type(declared: ElementType) -> str:
    """Why an op whose TOSA result does not fit the result type the graph declares
    for it (an i8 ``tosa.mul``, say) is not evaluated: its values are not values of
    that type, and no table may be built on them."""
    return f"gives values outside its declared result type {declared.value}"


def mixed_operand_types(types: Sequence[ElementType], parameters: Collection[int]) -> str | None:
    """Why an op whose data operands (its parameters and booleans aside) are not of
    one element type is not evaluated, or ``None``: TOSA's point-wise ops read them
    as one type, so a graph that declares an i16 constant in an i8 ``bitwise_and``
    is not TOSA, and no table may be built on it."""
    found = {t for i, t in enumerate(types) if i not in parameters and t is not ElementType.BOOL}
    if len(found) < 2:
        return None
    return (
        "reads operands of different element types ("
        + ", ".join(sorted(t.value for t in found))
        + ")"
    )
