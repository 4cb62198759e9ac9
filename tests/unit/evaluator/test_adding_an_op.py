"""The op-adding walk-through of ``docs/architecture.md``, step by step.

The catalogue has every point-wise op of TOSA 1.0, so the walk-through is shown by
taking two out (ERF, a float op; CLZ, an integer one) and putting each back through
its documented entry alone: without it the pass leaves the graph as it is, with it
the evaluator, the float-region policy and ``fuse-elementwise-lut`` fuse the region
into a table the reference model agrees with on every input code.
"""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import numpy as np
import pytest
from evaluator_ir import parse
from xdsl.context import Context
from xdsl.ir import Operation

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.evaluator import CATALOGUE, Pointwise, float_ops_by_name
from lutdialect.evaluator import catalogue as catalogue_module
from lutdialect.reference import GraphStatus, run_graph
from lutdialect.transforms.fuse_elementwise_lut import FuseElementwiseLUTPass

ROOT = Path(__file__).resolve().parents[3]
ARCHITECTURE = ROOT / "docs" / "architecture.md"

SPEC_POINTWISE = {
    # activation functions
    "clamp", "erf", "sigmoid", "tanh",
    # element-wise binary
    "add", "arithmetic_right_shift", "bitwise_and", "bitwise_or", "bitwise_xor", "intdiv",
    "logical_and", "logical_left_shift", "logical_right_shift", "logical_or", "logical_xor",
    "maximum", "minimum", "mul", "pow", "sub", "table",
    # element-wise unary
    "abs", "bitwise_not", "ceil", "clz", "cos", "exp", "floor", "log", "logical_not",
    "negate", "reciprocal", "rsqrt", "sin",
    # element-wise ternary, comparison, type conversion, data nodes
    "select", "equal", "greater", "greater_equal", "cast", "rescale", "identity",
}  # fmt: skip
"""The point-wise operators of the TOSA 1.0 specification: activation functions,
element-wise unary, binary and ternary operators, comparisons, type conversion, identity."""


def test_every_pointwise_op_of_the_spec_is_in_the_catalogue() -> None:
    names = {op.name.removeprefix("tosa.") for op in CATALOGUE}
    assert sorted(SPEC_POINTWISE - names) == []
    assert sorted(names - SPEC_POINTWISE) == []


def documented_entries() -> list[str]:
    """The ``python`` blocks of the walk-through, dedented."""
    text = ARCHITECTURE.read_text()
    section = text[text.index("## Adding a point-wise op") :]
    section = section[: section.find("\n## ", 1) if "\n## " in section[1:] else None]
    blocks = re.findall(r"^( *)```python\n(.*?)^\1```", section, flags=re.DOTALL | re.MULTILINE)
    return [textwrap.dedent(body) for _, body in blocks]


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


def entry_of(block: str) -> tuple[type[Operation], Pointwise]:
    """Evaluate one documented ``op: entry`` fragment in the catalogue's namespace
    (the module's own: the entry's semantics are looked up there when first built)."""
    fragment = eval("{" + block + "}", catalogue_module.__dict__)
    ((op, entry),) = fragment.items()
    assert isinstance(entry, Pointwise)
    return op, entry


def test_the_documented_entries_are_the_catalogues() -> None:
    blocks = documented_entries()
    assert len(blocks) == 2
    source = _squash(Path(catalogue_module.__file__).read_text())
    for block in blocks:
        assert _squash(block) in source, f"not in catalogue.py:\n{block}"
    assert {entry_of(b)[0] for b in blocks} == {tosa.ErfOp, tosa.ClzOp}


GELU_LIKE = """
func.func @main(%x: tensor<256xi8>) -> tensor<256xi8> {
  %pre = "tosa.const"() <{values = dense<0.03125> : tensor<1xf32>}> : () -> tensor<1xf32>
  %post = "tosa.const"() <{values = dense<100.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %f = tosa.cast %x : (tensor<256xi8>) -> tensor<256xf32>
  %s = tosa.mul %f, %pre, %shift : (tensor<256xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<256xf32>
  %e = tosa.erf %s : (tensor<256xf32>) -> tensor<256xf32>
  %m = tosa.mul %e, %post, %shift : (tensor<256xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<256xf32>
  %y = tosa.cast %m : (tensor<256xf32>) -> tensor<256xi8>
  return %y : tensor<256xi8>
}
"""

LEADING_ZEROS = """
func.func @main(%x: tensor<256xi8>) -> tensor<256xi8> {
  %w = tosa.cast %x : (tensor<256xi8>) -> tensor<256xi32>
  %c = tosa.clz %w : (tensor<256xi32>) -> tensor<256xi32>
  %y = tosa.cast %c : (tensor<256xi32>) -> tensor<256xi8>
  return %y : tensor<256xi8>
}
"""


def _fuse(text: str) -> tuple[str, str]:
    """The graph before and after ``fuse-elementwise-lut``, printed."""
    module = parse(text)
    before = str(module)
    FuseElementwiseLUTPass(target="generic").apply(Context(), module)
    return before, str(module)


@pytest.mark.parametrize(
    ("op", "graph"), [(tosa.ErfOp, GELU_LIKE), (tosa.ClzOp, LEADING_ZEROS)], ids=["erf", "clz"]
)
def test_an_op_is_added_by_its_entry_alone(
    op: type[Operation], graph: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    (documented,) = [e for o, e in map(entry_of, documented_entries()) if o is op]
    monkeypatch.delitem(CATALOGUE, op)
    before, after = _fuse(graph)
    assert after == before, "without its entry the op is opaque: nothing is fused"
    assert op.name.removeprefix("tosa.") not in float_ops_by_name()

    monkeypatch.setitem(CATALOGUE, op, documented)
    before, after = _fuse(graph)
    assert "tosa.table" in after and op.name not in after
    codes = np.arange(-128, 128, dtype=np.int64)
    want, got = run_graph(before, [codes]), run_graph(after, [codes])
    assert want.status is GraphStatus.VALID and got.status is GraphStatus.VALID
    assert np.array_equal(want.outputs[0], got.outputs[0])
