"""The in-process ``.tosa`` route: the default of :data:`lutdialect.io.graph.TOSA_IO`,
its one-line errors, and the reference harness learning a flatbuffer's signature
without ``tosa-opt``."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from fb_corpus import serialize

from lutdialect import reference
from lutdialect.io.graph import TOSA_IO, GraphError, read_graph, tosa_io
from lutdialect.io.native import NativeIO

NEGATE = """func.func @main(%x: tensor<4xi8>) -> tensor<4xi8> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.negate %x, %z, %z : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
"""


def test_native_is_the_default_and_tosa_opt_the_fallback() -> None:
    assert list(TOSA_IO) == ["native", "tosa-opt"]
    assert isinstance(tosa_io(), NativeIO)
    assert tosa_io("tosa-opt").name == "tosa-opt"


def test_a_truncated_flatbuffer_is_one_line_naming_the_path(tmp_path: Path) -> None:
    blob = serialize(NEGATE)
    assert blob is not None
    path = tmp_path / "cut.tosa"
    path.write_bytes(blob[:100])
    with pytest.raises(GraphError) as e:
        read_graph(path)
    assert str(e.value) == (
        f"{path}: unreadable TOSA flatbuffer (cannot load it: truncated or corrupt)"
    )


def test_run_graph_on_bytes_needs_no_tosa_opt(monkeypatch: pytest.MonkeyPatch) -> None:
    blob = serialize(NEGATE)
    assert blob is not None

    def no_tosa_opt(*_args: object, **_kwargs: object) -> str:
        raise AssertionError("tosa-opt was run to learn the signature")

    monkeypatch.setattr(reference, "deserialize", no_tosa_opt)
    x = np.array([1, -2, 3, -128], dtype=np.int8)
    result = reference.run_graph(blob, [x])
    assert result.status is reference.GraphStatus.VALID
    np.testing.assert_array_equal(result.outputs[0], np.array([-1, 2, -3, 127], dtype=np.int8))
