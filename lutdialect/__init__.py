"""lutdialect: TOSA 1.0 in xDSL, and exact passes that fold quantized point-wise
chains into one ``tosa.table``.

The main entry points are importable from here; they load on first use, so that
``xdsl-opt`` (which imports this package to find the plugin) starts no slower.

>>> from lutdialect import TOSA, FoldDyTLUTPass, FuseElementwiseLUTPass
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from lutdialect.dialects.tosa import TOSA
    from lutdialect.evaluator import RegionEvaluator
    from lutdialect.transforms.fold_dyt_lut import FoldDyTLUTPass
    from lutdialect.transforms.fuse_elementwise_lut import FuseElementwiseLUTPass

__version__ = "0.1.0"

_LAZY = {
    "TOSA": "lutdialect.dialects.tosa",
    "FoldDyTLUTPass": "lutdialect.transforms.fold_dyt_lut",
    "FuseElementwiseLUTPass": "lutdialect.transforms.fuse_elementwise_lut",
    "RegionEvaluator": "lutdialect.evaluator",
}

__all__ = ["TOSA", "FoldDyTLUTPass", "FuseElementwiseLUTPass", "RegionEvaluator", "__version__"]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'lutdialect' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
