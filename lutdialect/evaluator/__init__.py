"""The IR evaluator: TOSA point-wise ops over every input code, via the catalogue."""

from .catalogue import (
    CATALOGUE,
    Inexactness,
    Operands,
    Pointwise,
    float_binary_op,
    float_ops_by_name,
    float_unary_op,
)
from .constness import folds_constants, is_constant, is_constant_op
from .errors import CannotEvaluate
from .region import InexactStep, RegionEvaluator, constant_array, evaluate_region, input_codes
from .types import element_type, xdsl_type

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
