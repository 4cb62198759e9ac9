"""Rewrite passes; ``PASSES`` maps each ``xdsl-opt`` pass name to a lazy factory."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from xdsl.passes import ModulePass


def _fold_dyt_lut() -> type[ModulePass]:
    from .fold_dyt_lut import FoldDyTLUTPass

    return FoldDyTLUTPass


def _fuse_elementwise_lut() -> type[ModulePass]:
    from .fuse_elementwise_lut import FuseElementwiseLUTPass

    return FuseElementwiseLUTPass


PASSES: Mapping[str, Callable[[], type[ModulePass]]] = {
    "fold-dyt-lut": _fold_dyt_lut,
    "fuse-elementwise-lut": _fuse_elementwise_lut,
}
