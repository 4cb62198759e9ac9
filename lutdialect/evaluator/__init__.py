"""The IR evaluator: TOSA point-wise ops over every input code, via the catalogue.

The catalogue's facts, constness and the type mapping import no numpy: a pass that
declines every region before evaluating one never loads it. The evaluator itself
(:mod:`.region`, :mod:`.operands`) is imported on first use of its names.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from .catalogue import (
    CATALOGUE,
    Inexactness,
    Pointwise,
    float_binary_op,
    float_ops_by_name,
    float_unary_op,
)
from .constness import folds_constants, is_constant, is_constant_op
from .errors import CannotEvaluate
from .types import element_type, xdsl_type

if TYPE_CHECKING:
    from .operands import Operands
    from .region import InexactStep, RegionEvaluator, constant_array, evaluate_region, input_codes

_LAZY = {
    "Operands": ".operands",
    "InexactStep": ".region",
    "RegionEvaluator": ".region",
    "constant_array": ".region",
    "evaluate_region": ".region",
    "input_codes": ".region",
}
"""The names that need numpy, and the module each comes from."""


def __getattr__(name: str) -> object:
    if name not in _LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(_LAZY[name], __name__), name)
    globals()[name] = value
    return value


__all__ = [
    "CATALOGUE",
    "CannotEvaluate",
    "InexactStep",
    "Inexactness",
    "Operands",
    "Pointwise",
    "RegionEvaluator",
    "constant_array",
    "element_type",
    "evaluate_region",
    "float_binary_op",
    "float_ops_by_name",
    "float_unary_op",
    "folds_constants",
    "input_codes",
    "is_constant",
    "is_constant_op",
    "xdsl_type",
]
