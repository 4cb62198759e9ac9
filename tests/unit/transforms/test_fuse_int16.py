"""int16 regions on the TOSA reference model: the table + rescale that
``fuse-elementwise-lut`` builds is within ``int16-max-error`` of the original region
on every one of the 65,536 codes *at the function's outputs* (after the ops that follow
the region), and the error it reports is the error measured there."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser

from lutdialect.io.context import context
from lutdialect.reference import GraphStatus, run_graph
from lutdialect.transforms.fuse_elementwise_lut import FuseElementwiseLUTPass

CASES = Path(__file__).parents[2] / "filecheck/transforms/fuse-elementwise-lut-int16.mlir"
CODES = np.arange(-32768, 32768, dtype=np.int16).reshape(256, 256)


def cases() -> dict[str, str]:
    chunks = CASES.read_text().split("// -----")
    named = {re.search(r"func\.func @(\w+)", c): c for c in chunks}
    return {m.group(1): c for m, c in named.items() if m is not None}


def parse(text: str) -> ModuleOp:
    return Parser(context(), text).parse_module()


def fused(text: str, max_error: int, capsys: pytest.CaptureFixture[str]) -> tuple[str, str]:
    module = parse(text)
    FuseElementwiseLUTPass(remarks=True, int16_max_error=max_error, target="generic").apply(
        Context(), module
    )
    return str(module), capsys.readouterr().err


def outputs(text: str) -> npt.NDArray[np.int64]:
    result = run_graph(text, [CODES])
    assert result.status is GraphStatus.VALID
    return result.outputs[0].astype(np.int64)


@pytest.mark.parametrize(
    ("name", "max_error", "expected"),
    [
        ("i16_clamp_on_knots_fuse", 0, 0),
        ("i16_saturating_add", 32, 21),
        ("i16_saturating_add", 21, 21),
        ("i16_amplified_after_the_region", 6000, 5376),
    ],
)
def test_fused_region_is_within_the_reported_error(
    name: str, max_error: int, expected: int, capsys: pytest.CaptureFixture[str]
) -> None:
    original = cases()[name]
    after, remarks = fused(original, max_error, capsys)
    assert "tosa.table" in after and "tosa.add" not in after and "tosa.clamp" not in after
    measured = int(np.max(np.abs(outputs(after) - outputs(original))))
    assert measured == expected
    assert f"max error {measured} codes" in remarks  # the bound stated is the one measured


def test_beyond_the_limit_nothing_changes(capsys: pytest.CaptureFixture[str]) -> None:
    original = cases()["i16_saturating_add"]
    before = str(parse(original))
    after, remarks = fused(original, 20, capsys)
    assert after == before
    assert "off by up to 21 codes (int16-max-error=20)" in remarks


def test_chained_approximate_tables_stay_within_the_stated_bound(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Two approximate tables in a row: each remark states a bound at the outputs that
    includes the other table's error, and the reference model stays within it."""
    original = cases()["i16_two_approximate_tables"]
    after, remarks = fused(original, 32, capsys)
    assert "tosa.add" not in after
    bounds = [int(b) for b in re.findall(r"max error (\d+) codes at the function outputs", remarks)]
    assert len(bounds) == 2
    measured = int(np.max(np.abs(outputs(after) - outputs(original))))
    assert measured <= max(bounds) <= 32
