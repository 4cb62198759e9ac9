"""Rewrite passes; ``PASSES`` maps each ``xdsl-opt`` pass name to a lazy factory."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from xdsl.passes import ModulePass

PASSES: Mapping[str, Callable[[], type[ModulePass]]] = {}
