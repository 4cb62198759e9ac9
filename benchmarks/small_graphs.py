"""Small real graphs: one convolution, linear layer or bare activation around a point-wise
chain, lowered by ExecuTorch's Arm backend as ``export_models.py`` lowers its models.

The rewrites the passes choose depend on what surrounds a chain: a producer whose output
stage can absorb a table, a residual add, a second user of a value. These graphs put each
common activation (SiLU, hardswish, GELU, tanh-affine, DyT, ...) in each of those
places, int8 and a16w8, so that every target's choice can be held against every other's on
graphs the passes were not written against (``npu_cost.py --choices --models
benchmarks/small_graphs``; ``tests/unit/cost/test_vela_choice.py`` runs the same check).

``python benchmarks/export_models.py --set small --out benchmarks/small_graphs`` writes
them (about three minutes on two cores; the environment is in ``export_models.py``).
"""

# torch and ExecuTorch are not installed where the project is type-checked: basic mode.
# pyright: basic, reportMissingImports=false

from __future__ import annotations

from collections.abc import Callable

import torch
from export_models import DyT, ModelSpec
from torch import nn
from torch.nn import functional as F

Activation = Callable[[torch.Tensor], torch.Tensor]

IMAGE = (1, 16, 12, 12)
TOKENS = (1, 24, 64)


def silu(x: torch.Tensor) -> torch.Tensor:
    return x * torch.sigmoid(x)


def tanh_affine(x: torch.Tensor) -> torch.Tensor:
    return torch.tanh(0.75 * x + 0.25) * 1.5


def hardsigmoid_gate(x: torch.Tensor) -> torch.Tensor:
    return x * F.hardsigmoid(x)


def sigmoid_of_tanh(x: torch.Tensor) -> torch.Tensor:
    return torch.sigmoid(torch.tanh(x) * 2.0)


def exp_affine(x: torch.Tensor) -> torch.Tensor:
    return torch.exp(x * 0.25 - 1.0)


def gelu_tanh(x: torch.Tensor) -> torch.Tensor:
    return F.gelu(x, approximate="tanh")


def leaky_relu(x: torch.Tensor) -> torch.Tensor:
    return F.leaky_relu(x, 0.1)


def elu(x: torch.Tensor) -> torch.Tensor:
    return F.elu(x)


def softsign(x: torch.Tensor) -> torch.Tensor:
    return x / (1 + torch.abs(x))


def affine(x: torch.Tensor) -> torch.Tensor:
    return (x + 1.0) * 0.5


class Apply(nn.Module):
    """An activation alone, on the graph input."""

    def __init__(self, f: Activation) -> None:
        super().__init__()
        self.f = f

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.f(x)


class ConvThen(nn.Module):
    """A 3x3 convolution (depthwise if asked), then an activation."""

    def __init__(self, f: Activation, channels: int = 16, depthwise: bool = False) -> None:
        super().__init__()
        groups = channels if depthwise else 1
        self.conv = nn.Conv2d(channels, channels, 3, padding=1, groups=groups)
        self.f = f

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.f(self.conv(x))


class ConvResidual(nn.Module):
    """``x + f(conv1x1(x))``: the activation's result meets the input again."""

    def __init__(self, f: Activation, channels: int = 16) -> None:
        super().__init__()
        self.conv = nn.Conv2d(channels, channels, 1)
        self.f = f

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.f(self.conv(x))


class Gate(nn.Module):
    """``x * sigmoid(conv1x1(x))``: a squeeze-and-excitation style gate."""

    def __init__(self, channels: int = 16) -> None:
        super().__init__()
        self.conv = nn.Conv2d(channels, channels, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * torch.sigmoid(self.conv(x))


class TwoBranches(nn.Module):
    """``conv(f(conv(x))) + g(x)``: two chains on one input, joined by an add."""

    def __init__(self, f: Activation, g: Activation, channels: int = 16) -> None:
        super().__init__()
        self.first = nn.Conv2d(channels, channels, 1)
        self.second = nn.Conv2d(channels, channels, 1)
        self.f, self.g = f, g

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.second(self.f(self.first(x))) + self.g(x)


class LinearThen(nn.Module):
    """``Linear -> f -> Linear``: a transformer's MLP."""

    def __init__(self, f: Activation, dim: int = 64, hidden: int = 128) -> None:
        super().__init__()
        self.up, self.down = nn.Linear(dim, hidden), nn.Linear(hidden, dim)
        self.f = f

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(self.f(self.up(x)))


class DyTBlock(nn.Module):
    """Dynamic Tanh, after a linear layer if asked, added to its input if asked."""

    def __init__(
        self, dim: int = 64, alpha: float = 0.5, *, linear: bool = False, residual: bool = False
    ) -> None:
        super().__init__()
        self.linear = nn.Linear(dim, dim) if linear else None
        self.dyt = DyT(dim, alpha)
        self.residual = residual

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.dyt(self.linear(x) if self.linear is not None else x)
        return x + y if self.residual else y


def _spec(build: Callable[[], nn.Module], shape: tuple[int, ...], description: str) -> ModelSpec:
    return ModelSpec(lambda _: build(), shape, description)


# Hardswish as torch's own op: spelt out, its relu6 (a clamp) is not delegated everywhere;
# Mish is left out, as its softplus is not delegated.
SMALL: dict[str, ModelSpec] = {
    "conv_silu": _spec(lambda: ConvThen(silu), IMAGE, "conv3x3 -> x*sigmoid(x)"),
    "conv_hardswish": _spec(lambda: ConvThen(F.hardswish), IMAGE, "conv3x3 -> hardswish"),
    "dwconv_hardswish": _spec(
        lambda: ConvThen(F.hardswish, depthwise=True), IMAGE, "depthwise conv3x3 -> hardswish"
    ),
    "conv_gelu": _spec(lambda: ConvThen(F.gelu), IMAGE, "conv3x3 -> GELU"),
    "conv_tanh_affine": _spec(
        lambda: ConvThen(tanh_affine), IMAGE, "conv3x3 -> tanh(0.75x+0.25)*1.5"
    ),
    "conv_hardsigmoid_gate": _spec(
        lambda: ConvThen(hardsigmoid_gate), IMAGE, "conv3x3 -> x*hardsigmoid(x)"
    ),
    "conv_sigmoid_of_tanh": _spec(
        lambda: ConvThen(sigmoid_of_tanh), IMAGE, "conv3x3 -> sigmoid(2*tanh(x))"
    ),
    "conv_leaky_relu": _spec(lambda: ConvThen(leaky_relu), IMAGE, "conv3x3 -> leaky ReLU"),
    "conv_elu": _spec(lambda: ConvThen(elu), IMAGE, "conv3x3 -> ELU"),
    "conv_softsign": _spec(lambda: ConvThen(softsign), IMAGE, "conv3x3 -> x/(1+|x|)"),
    "conv_exp": _spec(lambda: ConvThen(exp_affine), IMAGE, "conv3x3 -> exp(x/4-1)"),
    "bare_tanh_affine": _spec(lambda: Apply(tanh_affine), IMAGE, "tanh(0.75x+0.25)*1.5"),
    "bare_silu": _spec(lambda: Apply(silu), IMAGE, "x*sigmoid(x)"),
    "bare_gelu_tanh": _spec(lambda: Apply(gelu_tanh), TOKENS, "GELU, tanh form"),
    "bare_affine": _spec(lambda: Apply(affine), IMAGE, "(x+1)*0.5"),
    "linear_gelu": _spec(lambda: LinearThen(F.gelu), TOKENS, "Linear -> GELU -> Linear"),
    "linear_silu": _spec(lambda: LinearThen(silu), TOKENS, "Linear -> SiLU -> Linear"),
    "linear_tanh_affine": _spec(
        lambda: LinearThen(tanh_affine), TOKENS, "Linear -> tanh-affine -> Linear"
    ),
    "dyt": _spec(DyTBlock, TOKENS, "DyT"),
    "dyt_residual": _spec(lambda: DyTBlock(residual=True), TOKENS, "x + DyT(x)"),
    "linear_dyt": _spec(lambda: DyTBlock(linear=True), TOKENS, "Linear -> DyT"),
    "linear_dyt_residual": _spec(
        lambda: DyTBlock(alpha=1.3, linear=True, residual=True), TOKENS, "x + DyT(Linear(x))"
    ),
    "conv_silu_residual": _spec(lambda: ConvResidual(silu), IMAGE, "x + SiLU(conv1x1(x))"),
    "conv_gelu_residual": _spec(lambda: ConvResidual(F.gelu), IMAGE, "x + GELU(conv1x1(x))"),
    "sigmoid_gate": _spec(Gate, IMAGE, "x * sigmoid(conv1x1(x))"),
    "two_branches": _spec(
        lambda: TwoBranches(F.hardswish, tanh_affine),
        IMAGE,
        "conv1x1(hardswish(conv1x1(x))) + tanh-affine(x)",
    ),
}
"""The small graphs, by name: each is written as ``<name>_<precision>.tosa``."""
