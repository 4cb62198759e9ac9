"""``import lutdialect`` gives the main entry points, without importing them eagerly."""

from __future__ import annotations

import subprocess
import sys

import pytest

import lutdialect


def test_entry_points() -> None:
    assert lutdialect.TOSA.name == "tosa"
    assert lutdialect.FoldDyTLUTPass.name == "fold-dyt-lut"
    assert lutdialect.FuseElementwiseLUTPass.name == "fuse-elementwise-lut"
    assert lutdialect.RegionEvaluator.__name__ == "RegionEvaluator"


def test_unknown_attribute() -> None:
    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        _ = lutdialect.nope  # pyright: ignore[reportAttributeAccessIssue]


def test_import_is_light() -> None:
    code = "import sys, lutdialect; print('numpy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
