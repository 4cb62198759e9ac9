"""The float formats' limits, derived from their field widths, against numpy's own."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from lutdialect.semantics.core import ElementType
from lutdialect.semantics.float_format import FORMATS


def _ieee_limits(t: ElementType) -> tuple[int, float, float]:
    """Fraction bits, smallest normal and largest finite value, as numpy knows them
    (``ml_dtypes``, which comes with the reference model, for bf16)."""
    info: Any
    if t is ElementType.BF16:
        ml_dtypes: Any = pytest.importorskip("ml_dtypes")
        info = ml_dtypes.finfo(ml_dtypes.bfloat16)
    else:
        info = np.finfo(np.float32 if t is ElementType.F32 else np.float16)
    return int(info.nmant), float(info.smallest_normal), float(info.max)


@pytest.mark.parametrize("t", list(FORMATS), ids=lambda t: t.value)
def test_limits_match_the_ieee_formats(t: ElementType) -> None:
    fmt = FORMATS[t]
    assert (fmt.frac_bits, fmt.normal_min, fmt.normal_max) == _ieee_limits(t)
