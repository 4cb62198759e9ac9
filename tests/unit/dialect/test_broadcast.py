"""The broadcasting helper of the element-wise verifiers, static and dynamic shapes."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import DYNAMIC_INDEX
from xdsl.utils.exceptions import VerifyException

from lutdialect.dialects.tosa.base import broadcast_shapes

Q = DYNAMIC_INDEX


@pytest.mark.parametrize(
    ("shapes", "expected"),
    [
        ([(2, 4), (2, 4)], (2, 4)),
        ([(1, 4), (3, 1)], (3, 4)),
        ([(2, 1, 4), (1, 3, 1), (1, 1, 1)], (2, 3, 4)),
        ([(), ()], ()),
        ([(2, 4), None], None),
        ([(Q, 4), (1, 4)], (Q, 4)),
        ([(Q, 4), (3, 4)], (3, 4)),
        ([(Q, Q), (2, 1)], (2, Q)),
    ],
)
def test_broadcast_shapes(
    shapes: list[tuple[int, ...] | None], expected: tuple[int, ...] | None
) -> None:
    assert broadcast_shapes("tosa.add", shapes) == expected


@pytest.mark.parametrize(
    ("shapes", "message"),
    [
        ([(4,), (1, 4)], "same rank"),
        ([(2, 4), (3, 4)], "not broadcast-compatible"),
        ([(2, Q), (3, 4), (2, 4)], "not broadcast-compatible"),
    ],
)
def test_broadcast_shapes_rejects(shapes: list[tuple[int, ...] | None], message: str) -> None:
    with pytest.raises(VerifyException, match=message):
        broadcast_shapes("tosa.add", shapes)
