"""Which inputs ``lutdialect verify`` runs a function on (see docs/verify.md).

* one i8 input: every code at every position (256 runs, each position sees each
  code once) when 256 runs of the graph fit the work budget;
* otherwise one i8 or i16 input: every code (all 65,536 for i16) tiled over the
  input in as few runs as possible, plus seeded random inputs;
* anything else: the all-minimum and all-maximum inputs plus seeded random ones.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt
from xdsl.dialects.builtin import TensorType

from lutdialect.io.errors import GraphError


def _numpy_dtype(element: str) -> np.dtype[Any]:
    """:func:`lutdialect.reference.numpy_dtype`, imported when first needed (the
    reference harness is not loaded by a command that only needs :func:`plural`)."""
    from lutdialect.reference import numpy_dtype

    return numpy_dtype(element)


def plural(n: int, noun: str) -> str:
    """``plural(1, "run") == "1 run"``, ``plural(2, "run") == "2 runs"``."""
    return f"{n} {noun}{'' if n == 1 else 's'}"


@dataclass(frozen=True)
class Tensor:
    shape: tuple[int, ...]
    element: str

    def __str__(self) -> str:
        return f"tensor<{''.join(f'{d}x' for d in self.shape)}{self.element}>"


def tensors(types: Sequence[Any], where: str) -> tuple[Tensor, ...]:
    out: list[Tensor] = []
    for t in types:
        if not isinstance(t, TensorType):
            raise GraphError(f"{where}: {t} is not a ranked tensor")
        shape = tuple(int(d) for d in t.get_shape())  # pyright: ignore[reportUnknownMemberType,reportUnknownArgumentType,reportUnknownVariableType]
        if any(d < 0 for d in shape):
            raise GraphError(f"{where}: dynamic shape {t} cannot be fed to the reference model")
        element = str(t.element_type)  # pyright: ignore[reportUnknownMemberType,reportUnknownArgumentType]
        try:
            _numpy_dtype(element)
        except ValueError as e:
            raise GraphError(f"{where}: {e}") from e
        out.append(Tensor(shape, element))
    return tuple(out)


@dataclass(frozen=True)
class Case:
    inputs: tuple[npt.NDArray[Any], ...]
    label: str


@dataclass(frozen=True)
class Plan:
    coverage: str
    runs: int
    exhaustive: bool
    cases: Callable[[], Iterator[Case]]


_CODE_BITS = {"i8": 8, "i16": 16}


def _exhaustive(spec: Tensor, ops: int, samples: int, seed: int, budget: int) -> Plan:
    """Every code of a single i8/i16 input: at every position when the graph is
    cheap enough to run 256 times, else tiled over the input plus random inputs."""
    bits = _CODE_BITS[spec.element]
    codes, size = 1 << bits, math.prod(spec.shape)
    dtype = _numpy_dtype(spec.element)
    positions = np.arange(size, dtype=np.int64)
    per_position = bits == 8 and codes * size * ops <= budget
    runs = codes if per_position else -(-codes // size)

    def cases() -> Iterator[Case]:
        for r in range(runs):
            offset = r if per_position else r * size
            x = ((positions + offset) % codes - codes // 2).astype(dtype).reshape(spec.shape)
            yield Case((x,), f"exhaustive run {r + 1} of {runs}")
        if not per_position:
            yield from _random_cases([spec], samples, seed)

    if per_position:
        coverage = f"every {spec.element} code at every position ({plural(runs, 'run')})"
        return Plan(coverage, runs, True, cases)
    coverage = (
        f"every {spec.element} code, tiled over {spec} ({plural(runs, 'run')}), "
        f"+ {plural(samples, 'random input')} (seed {seed})"
    )
    return Plan(coverage, runs + samples, True, cases)


def _extremes(dtype: np.dtype[Any]) -> tuple[Any, Any]:
    if dtype.kind == "b":
        return False, True
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        return info.min, info.max
    # ml_dtypes' finfo also covers bf16/fp8 (it comes with tosa-tools).
    finfo = importlib.import_module("ml_dtypes").finfo(dtype)
    return finfo.min, finfo.max


def _random(spec: Tensor, rng: np.random.Generator) -> npt.NDArray[Any]:
    dtype = _numpy_dtype(spec.element)
    if dtype.kind == "b":
        return rng.integers(0, 2, spec.shape).astype(np.bool_)
    if dtype.kind in "iu":
        low, high = _extremes(dtype)
        return rng.integers(low, high, spec.shape, dtype=np.int64, endpoint=True).astype(dtype)
    return (rng.standard_normal(spec.shape) * 4).astype(dtype)


def _random_cases(specs: Sequence[Tensor], samples: int, seed: int) -> Iterator[Case]:
    rng = np.random.default_rng(seed)
    for k in range(samples):
        yield Case(tuple(_random(s, rng) for s in specs), f"random sample {k + 1} (seed {seed})")


def _sampled(specs: Sequence[Tensor], samples: int, seed: int) -> Plan:
    """All inputs at their minimum, at their maximum, then seeded random inputs."""
    dtypes = [_numpy_dtype(s.element) for s in specs]

    def cases() -> Iterator[Case]:
        for i, label in enumerate(("all inputs at their minimum", "all inputs at their maximum")):
            yield Case(
                tuple(
                    np.full(s.shape, _extremes(d)[i], d) for s, d in zip(specs, dtypes, strict=True)
                ),
                label,
            )
        yield from _random_cases(specs, samples, seed)

    coverage = f"extremes + {plural(samples, 'random input')} (seed {seed})"
    return Plan(coverage, samples + 2, False, cases)


def plan(inputs: Sequence[Tensor], ops: int, samples: int, seed: int, budget: int) -> Plan:
    """The inputs to run a function of ``ops`` ops with these ``inputs`` on."""
    if len(inputs) == 1 and inputs[0].element in _CODE_BITS:
        return _exhaustive(inputs[0], ops, samples, seed, budget)
    return _sampled(inputs, samples, seed)
