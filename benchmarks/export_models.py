"""Export a corpus of real PyTorch models to TOSA flatbuffers with ExecuTorch's Arm backend.

The point-wise chains the LUT passes target come from real quantizers: hardswish and
hardsigmoid (MobileNetV3), SiLU and sigmoid gating (EfficientNet), Dynamic Tanh
(``DyT(x) = w * tanh(alpha * x) + b`` with per-channel ``w``, ``b`` and a scalar
``alpha``), GELU MLPs and softmax attention (transformers). This script lowers such
models (``MODELS``: a DyT ViT and a DyT MLP defined here, torchvision's MobileNetV3-small,
EfficientNet-B0 and, as a control without point-wise chains, MobileNetV2), quantized by
ExecuTorch's ``TOSAQuantizer``, to ``.tosa`` files in two precisions:

- ``int8``: ``TOSA-1.0+INT``, symmetric per-channel int8 weights and int8 activations;
- ``a16w8``: ``TOSA-1.0+INT+int16``, int8 weights and int16 activations.

Weights are random (seeded, nothing is downloaded) and inputs small, so that an export
takes minutes on two cores and the files stay small; BatchNorm statistics of the CNNs
are re-estimated on random batches so activations are not degenerate. Each model must be
fully delegated (one TOSA delegate, only the graph-IO quantize/dequantize outside it);
the delegate's processed bytes, the TOSA flatbuffer, are written to
``<out>/<model>_<precision>.tosa``. The same command gives byte-identical files.

It needs torch and ExecuTorch, which are not project dependencies; it does not run in CI.
The committed outputs (``benchmarks/models/``) let tests and benchmarks run without torch.
A separate environment that works (Python 3.11)::

    python3 -m venv et-venv
    et-venv/bin/pip install torch==2.13.0        # this pin has a CPU build on PyPI
    et-venv/bin/pip download executorch==1.5.1 --no-deps -d dl
    et-venv/bin/pip install --no-deps dl/executorch-1.5.1-*.whl
    et-venv/bin/pip install flatbuffers "numpy>=2" packaging pyyaml ruamel.yaml tabulate \\
        "torchao>=0.18,<0.19" ml_dtypes tosa-tools==2026.8.0 expecttest pandas
    et-venv/bin/pip install --no-deps torchvision==0.28.0 && et-venv/bin/pip install pillow

(pip's warnings about executorch's other requirements do not matter here.) Then::

    et-venv/bin/python benchmarks/export_models.py --out benchmarks/models \\
        [--models vit_dyt,mobilenet_v3_small,...] [--precisions int8,a16w8]

``--set small`` exports the small graphs of ``small_graphs.py`` instead (one convolution,
linear layer or bare activation around a point-wise chain; committed in
``benchmarks/small_graphs/``).
"""

# torch and ExecuTorch are not installed where the project is type-checked, and their
# APIs are largely untyped: check this script in basic mode.
# pyright: basic, reportMissingImports=false

from __future__ import annotations

import argparse
import copy
import importlib.metadata
import math
import sys
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch
from torch import nn

SEED = 20261201
"""Seeds weights, BatchNorm batches and calibration inputs: outputs are reproducible."""

PRECISIONS: dict[str, str] = {"int8": "TOSA-1.0+INT", "a16w8": "TOSA-1.0+INT+int16"}
"""Precision name -> TOSA specification the delegate is compiled for."""


def import_torchvision() -> Any:
    """Import torchvision from PyPI on a CPU torch.

    The PyPI wheel is linked against CUDA torch and registers kernels for its
    ``nms``/``qnms`` ops at import; defining their schemas first lets the import succeed.
    Only the pure-Python model definitions are used.
    """
    if "torchvision" not in sys.modules:
        try:
            lib = torch.library.Library("torchvision", "DEF")
            lib.define("nms(Tensor dets, Tensor scores, float iou_threshold) -> Tensor")
            lib.define("qnms(Tensor dets, Tensor scores, float iou_threshold) -> Tensor")
            _KEEP_ALIVE.append(lib)
        except RuntimeError:  # already defined (a CPU build of torchvision, or a second call)
            pass
    import torchvision  # pyright: ignore[reportMissingTypeStubs]

    return torchvision


_KEEP_ALIVE: list[Any] = []


# --------------------------------------------------------------------------- transformers


class DyT(nn.Module):
    """Dynamic Tanh, the LayerNorm replacement: ``w * tanh(alpha * x) + b``."""

    def __init__(self, dim: int, alpha: float = 0.5) -> None:
        super().__init__()
        self.alpha = nn.Parameter(torch.tensor(alpha))
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(dim))
        self.bias = nn.Parameter(0.1 * torch.randn(dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.weight * torch.tanh(self.alpha * x) + self.bias


class Mlp(nn.Module):
    """Transformer feed-forward block: Linear -> GELU -> Linear."""

    def __init__(self, dim: int, hidden: int) -> None:
        super().__init__()
        self.fc1 = nn.Linear(dim, hidden)
        self.act = nn.GELU()
        self.fc2 = nn.Linear(hidden, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(self.act(self.fc1(x)))


class Attention(nn.Module):
    """Multi-head softmax self-attention, written out so it lowers to TOSA matmuls."""

    def __init__(self, dim: int, heads: int) -> None:
        super().__init__()
        self.heads = heads
        self.head_dim = dim // heads
        self.scale = self.head_dim**-0.5
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, n, c = x.shape
        qkv = self.qkv(x).reshape(b, n, 3, self.heads, self.head_dim).permute(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        attn = torch.softmax((q @ k.transpose(-2, -1)) * self.scale, dim=-1)
        out = (attn @ v).transpose(1, 2).reshape(b, n, c)
        return self.proj(out)


class Block(nn.Module):
    """Pre-norm transformer block with DyT in place of both LayerNorms."""

    def __init__(self, dim: int, heads: int, mlp_ratio: int, attention: bool = True) -> None:
        super().__init__()
        self.norm1 = DyT(dim) if attention else None
        self.attn = Attention(dim, heads) if attention else None
        self.norm2 = DyT(dim)
        self.mlp = Mlp(dim, dim * mlp_ratio)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.norm1 is not None and self.attn is not None:
            x = x + self.attn(self.norm1(x))
        return x + self.mlp(self.norm2(x))


class VitDyT(nn.Module):
    """A small ViT: conv patch embedding, DyT blocks, DyT head norm, mean pooling, linear head."""

    def __init__(
        self,
        *,
        image: int = 64,
        patch: int = 8,
        dim: int = 64,
        depth: int = 2,
        heads: int = 4,
        mlp_ratio: int = 4,
        classes: int = 10,
    ) -> None:
        super().__init__()
        self.patch_embed = nn.Conv2d(3, dim, kernel_size=patch, stride=patch)
        tokens = (image // patch) ** 2
        self.pos = nn.Parameter(0.02 * torch.randn(1, tokens, dim))
        self.blocks = nn.Sequential(*(Block(dim, heads, mlp_ratio) for _ in range(depth)))
        self.norm = DyT(dim)
        self.head = nn.Linear(dim, classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.patch_embed(x).flatten(2).transpose(1, 2) + self.pos
        x = self.norm(self.blocks(x))
        return self.head(x.mean(dim=1))


class DyTMlp(nn.Module):
    """Token-wise DyT + GELU-MLP residual blocks, no attention: the chains in isolation."""

    def __init__(self, dim: int = 64, depth: int = 2, mlp_ratio: int = 4) -> None:
        super().__init__()
        self.blocks = nn.Sequential(
            *(Block(dim, 1, mlp_ratio, attention=False) for _ in range(depth))
        )
        self.norm = DyT(dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.norm(self.blocks(x))


# --------------------------------------------------------------------------- CNNs


def reestimate_batchnorm(model: nn.Module, shape: tuple[int, ...], batches: int = 4) -> None:
    """Replace BatchNorm running statistics by those of random batches.

    With random weights and the default statistics (mean 0, var 1) activations grow or
    collapse layer by layer; re-estimated statistics keep them normalised, as trained
    ones would, so the quantizer sees realistic ranges.
    """
    norms = [m for m in model.modules() if isinstance(m, nn.modules.batchnorm._BatchNorm)]
    for m in norms:
        m.reset_running_stats()
        m.momentum = None  # cumulative average over the batches below
    model.train()
    with torch.no_grad():
        for _ in range(batches):
            model(torch.randn(8, *shape[1:]))
    model.eval()


def torchvision_cnn(name: str, **kwargs: Any) -> Callable[[tuple[int, ...]], nn.Module]:
    """A builder for a torchvision classifier with random weights and 10 classes."""

    def build(shape: tuple[int, ...]) -> nn.Module:
        models = import_torchvision().models
        model: nn.Module = getattr(models, name)(weights=None, num_classes=10, **kwargs)
        reestimate_batchnorm(model, shape)
        return model

    return build


# --------------------------------------------------------------------------- registry


@dataclass(frozen=True)
class ModelSpec:
    """A corpus model: how to build it, its input shape, and what it contains."""

    build: Callable[[tuple[int, ...]], nn.Module]
    shape: tuple[int, ...]
    description: str


MODELS: dict[str, ModelSpec] = {
    "dyt_mlp": ModelSpec(
        lambda _: DyTMlp(dim=64, depth=2),
        (1, 64, 64),
        "2 residual blocks DyT -> Linear(64,256) -> GELU -> Linear(256,64), final DyT; 64 tokens",
    ),
    "vit_dyt": ModelSpec(
        lambda _: VitDyT(image=64, patch=8, dim=64, depth=2, heads=4, mlp_ratio=4),
        (1, 3, 64, 64),
        "ViT, 8x8 patches, dim 64, depth 2, 4 heads, DyT for LayerNorm, GELU MLP, softmax",
    ),
    "mobilenet_v3_small": ModelSpec(
        torchvision_cnn("mobilenet_v3_small"),
        (1, 3, 64, 64),
        "torchvision MobileNetV3-small (hardswish, hardsigmoid SE), 10 classes",
    ),
    "efficientnet_b0": ModelSpec(
        torchvision_cnn("efficientnet_b0"),
        (1, 3, 64, 64),
        "torchvision EfficientNet-B0 (SiLU, sigmoid SE), 10 classes",
    ),
    "mobilenet_v2": ModelSpec(
        torchvision_cnn("mobilenet_v2", width_mult=0.5),
        (1, 3, 64, 64),
        "torchvision MobileNetV2, width 0.5 (ReLU6), 10 classes",
    ),
}


# --------------------------------------------------------------------------- export


def calibration_inputs(shape: tuple[int, ...], count: int) -> list[tuple[torch.Tensor]]:
    """Seeded random inputs the quantizer's observers see."""
    gen = torch.Generator().manual_seed(SEED + 1)
    return [(torch.randn(*shape, generator=gen),) for _ in range(count)]


def delegate_bytes(edge: Any) -> bytes:
    """The TOSA flatbuffer of the single delegate; fail if the graph is not fully delegated."""
    graph_module = edge.exported_program().graph_module
    delegates = [
        node
        for node in graph_module.graph.nodes
        if node.op == "call_function" and "executorch_call_delegate" in str(node.target)
    ]
    others = sorted(
        {
            str(node.target)
            for node in graph_module.graph.nodes
            if node.op == "call_function"
            and "executorch_call_delegate" not in str(node.target)
            and "getitem" not in str(node.target)
            and "quantize_per_tensor" not in str(node.target)
        }
    )
    if len(delegates) != 1 or others:
        raise RuntimeError(
            f"not fully delegated: {len(delegates)} delegates, ops outside: {others or 'none'}"
        )
    lowered = getattr(graph_module, str(delegates[0].args[0].target))
    return bytes(lowered.processed_bytes)


def export(
    name: str, precision: str, calibration: int, specs: Mapping[str, ModelSpec] | None = None
) -> bytes:
    """Quantize ``name`` (of ``specs``, :data:`MODELS` by default) for ``precision`` and
    lower it to one TOSA delegate."""
    from executorch.backends.arm.quantizer import (
        TOSAQuantizer,
        get_symmetric_a16w8_quantization_config,
        get_symmetric_quantization_config,
    )
    from executorch.backends.arm.tosa.compile_spec import TosaCompileSpec
    from executorch.backends.arm.tosa.partitioner import TOSAPartitioner
    from executorch.exir import to_edge_transform_and_lower
    from torchao.quantization.pt2e.quantize_pt2e import convert_pt2e, prepare_pt2e

    spec = (MODELS if specs is None else specs)[name]
    torch.manual_seed(SEED)
    # Deep copy: the quantizer folds scalar multiplies into conv weights in place.
    model = copy.deepcopy(spec.build(spec.shape)).eval()
    example = (torch.randn(*spec.shape, generator=torch.Generator().manual_seed(SEED + 2)),)

    compile_spec = TosaCompileSpec(PRECISIONS[precision])
    quantizer = TOSAQuantizer(compile_spec)
    config = (
        get_symmetric_a16w8_quantization_config(is_per_channel=True)
        if precision == "a16w8"
        else get_symmetric_quantization_config(is_per_channel=True)
    )
    quantizer.set_global(config)

    with torch.no_grad():
        program = torch.export.export(model, example, strict=True)
        # check_guards=False: a guard call_module would stop prepare_pt2e.
        prepared = prepare_pt2e(program.module(check_guards=False), quantizer)
        for batch in calibration_inputs(spec.shape, calibration):
            prepared(*batch)
        converted = convert_pt2e(prepared)
        edge = to_edge_transform_and_lower(
            torch.export.export(converted, example, strict=True),
            partitioner=[TOSAPartitioner(compile_spec)],
        )
    return delegate_bytes(edge)


def versions() -> str:
    """The versions of the packages that decide the output."""
    names = ("torch", "executorch", "torchvision", "torchao", "tosa-tools")
    found: list[str] = []
    for pkg in names:
        try:
            found.append(f"{pkg} {importlib.metadata.version(pkg)}")
        except importlib.metadata.PackageNotFoundError:
            found.append(f"{pkg} -")
    return ", ".join(found)


def split(text: str, known: Iterable[str], what: str) -> list[str]:
    """A comma-separated option value, checked against the known names."""
    items = [item for item in text.split(",") if item]
    known = list(known)
    unknown = [item for item in items if item not in known]
    if unknown:
        raise SystemExit(
            f"export_models.py: unknown {what} {', '.join(unknown)}; known: {', '.join(known)}"
        )
    return items


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, help="directory for <model>_<precision>.tosa")
    parser.add_argument(
        "--set",
        choices=("models", "small"),
        default="models",
        help="the models (default) or the small graphs of small_graphs.py",
    )
    parser.add_argument("--list", action="store_true", help="describe the models and exit")
    parser.add_argument("--models", help="comma-separated (default: all of the set)")
    parser.add_argument(
        "--precisions",
        default=",".join(PRECISIONS),
        help="comma-separated, of: " + ", ".join(PRECISIONS),
    )
    parser.add_argument(
        "--calibration", type=int, default=8, help="calibration batches (default 8)"
    )
    parser.add_argument("--threads", type=int, default=2, help="torch threads (default 2)")
    args = parser.parse_args(argv)
    specs: Mapping[str, ModelSpec] = MODELS
    if args.set == "small":
        from small_graphs import SMALL

        specs = SMALL
    if args.list:
        for name, spec in specs.items():
            print(f"{name}: {spec.description}; input {'x'.join(map(str, spec.shape))}")
        return 0
    if args.out is None:
        parser.error("--out is required")
    models = split(args.models or ",".join(specs), specs, "model")
    precisions = split(args.precisions, PRECISIONS, "precision")
    torch.set_num_threads(args.threads)
    args.out.mkdir(parents=True, exist_ok=True)
    print(f"# {versions()}", flush=True)
    failed = 0
    for name in models:
        for precision in precisions:
            start = time.monotonic()
            path = args.out / f"{name}_{precision}.tosa"
            try:
                blob = export(name, precision, args.calibration, specs)
            except Exception as err:  # report and go on with the other models
                failed += 1
                print(f"{path.name}: FAILED: {type(err).__name__}: {err}", flush=True)
                continue
            path.write_bytes(blob)
            seconds = math.ceil(time.monotonic() - start)
            print(f"{path.name}: {len(blob)} bytes, {seconds} s", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
