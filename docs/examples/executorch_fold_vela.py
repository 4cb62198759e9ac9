"""Export a model with ExecuTorch's Arm backend, fold its TOSA bytes, compile them with Vela.

Everything happens in memory up to Vela, whose Python entry point reads a file:
the delegate's TOSA flatbuffer (``processed_bytes``) goes straight into
``lutdialect.fold.fold_flatbuffer`` -- no ``tosa-opt``, no MLIR text, no subprocess.

Needs an environment with ExecuTorch (see docs/flatbuffer.md), ``ethos-u-vela`` and
``lutdialect[tosa]``. Not run by the test suite (it needs torch). Usage::

    python docs/examples/executorch_fold_vela.py [--a16w8] [--out-dir vela-out]
"""

from __future__ import annotations

import argparse
import copy
import sys
import tempfile
from pathlib import Path
from typing import Any

import torch
from executorch.backends.arm.quantizer import (
    TOSAQuantizer,
    get_symmetric_a16w8_quantization_config,
    get_symmetric_quantization_config,
)
from executorch.backends.arm.tosa.compile_spec import TosaCompileSpec
from executorch.backends.arm.tosa.partitioner import TOSAPartitioner
from executorch.exir import to_edge_transform_and_lower
from torchao.quantization.pt2e.quantize_pt2e import convert_pt2e, prepare_pt2e

from lutdialect.fold import fold_flatbuffer


class DyTBlock(torch.nn.Module):
    """A linear layer followed by Dynamic Tanh, ``gamma * tanh(alpha * x) + beta``."""

    def __init__(self, width: int = 64):
        super().__init__()
        self.linear = torch.nn.Linear(width, width)
        self.alpha = torch.nn.Parameter(torch.tensor(0.8))
        self.gamma = torch.nn.Parameter(torch.rand(width) + 0.5)
        self.beta = torch.nn.Parameter(torch.rand(width) - 0.5)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.gamma * torch.tanh(self.alpha * self.linear(x)) + self.beta


def delegate_tosa(model: torch.nn.Module, example: tuple[torch.Tensor, ...], a16w8: bool) -> bytes:
    """The TOSA flatbuffer ExecuTorch's Arm backend produces for ``model``."""
    spec = TosaCompileSpec("TOSA-1.0+INT+int16" if a16w8 else "TOSA-1.0+INT")
    quantizer = TOSAQuantizer(spec)
    config = (
        get_symmetric_a16w8_quantization_config()
        if a16w8
        else get_symmetric_quantization_config(is_per_channel=True)
    )
    quantizer.set_global(config)
    model = copy.deepcopy(model).eval()  # the quantizer may fold constants into the module
    exported = torch.export.export(model, example, strict=True)
    prepared = prepare_pt2e(exported.module(check_guards=False), quantizer)
    for _ in range(4):
        prepared(*(torch.randn_like(t) for t in example))
    converted = convert_pt2e(prepared)
    edge = to_edge_transform_and_lower(
        torch.export.export(converted, example, strict=True), partitioner=[TOSAPartitioner(spec)]
    )
    graph_module: Any = edge.exported_program().graph_module
    delegates = [m for _, m in graph_module.named_children() if hasattr(m, "processed_bytes")]
    if len(delegates) != 1:
        sys.exit(f"expected one TOSA delegate, found {len(delegates)}")
    return bytes(delegates[0].processed_bytes)


def compile_with_vela(tosa: bytes, out_dir: Path, accelerator: str) -> None:
    """Vela's Python entry point (the one ExecuTorch's own ``vela_compile`` calls)."""
    from ethosu.vela import vela

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "model.lut.tosa"
        path.write_bytes(tosa)
        status = vela.main(
            [str(path), "--accelerator-config", accelerator, "--output-dir", str(out_dir)]
        )
    if status:
        sys.exit(f"vela failed with status {status}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--a16w8", action="store_true", help="int16 activations, int8 weights")
    ap.add_argument("--accelerator", default="ethos-u85-256")
    ap.add_argument("--out-dir", type=Path, default=Path("vela-out"))
    args = ap.parse_args()

    tosa = delegate_tosa(DyTBlock(), (torch.randn(1, 16, 64),), args.a16w8)
    folded, report = fold_flatbuffer(tosa, target=args.accelerator)
    for line in report.lines():
        print(line)
    for remark in report.declined:
        print(remark.format())
    print(f"TOSA bytes: {len(tosa)} -> {len(folded)}")
    compile_with_vela(folded, args.out_dir, args.accelerator)
    return 0


if __name__ == "__main__":
    sys.exit(main())
