"""One RESCALE configuration as data: its one-op graph for the oracle and its value
under ``lutdialect.semantics.rescale``."""

from __future__ import annotations

from dataclasses import dataclass

import graphs as G
import numpy as np
import numpy.typing as npt

from lutdialect.builder import Rescale
from lutdialect.semantics.core import ElementType, Evaluated
from lutdialect.semantics.rescale import RoundingMode, rescale


@dataclass(frozen=True)
class Case:
    """One RESCALE configuration, as written in the IR."""

    in_t: str
    out_t: str
    multiplier: int | tuple[int, ...]
    shift: int | tuple[int, ...]
    input_zp: int = 0
    output_zp: int = 0
    scale32: bool = True
    mode: str = "SINGLE_ROUND"
    input_unsigned: bool = False
    output_unsigned: bool = False
    per_channel: bool = False

    @property
    def params(self) -> Rescale:
        return Rescale(
            self.multiplier,
            self.shift,
            self.input_zp,
            self.output_zp,
            self.scale32,
            self.mode,
            self.input_unsigned,
            self.output_unsigned,
            self.per_channel,
        )

    def graph(self, shape: int | tuple[int, ...]) -> str:
        return G.rescale(self.in_t, self.out_t, self.params, shape=shape)

    def evaluate(self, x: npt.ArrayLike) -> Evaluated:
        return rescale(
            x,
            multiplier=np.asarray(self.multiplier),
            shift=np.asarray(self.shift),
            input_zp=self.input_zp,
            output_zp=self.output_zp,
            in_type=ElementType(self.in_t),
            out_type=ElementType(self.out_t),
            scale32=self.scale32,
            rounding_mode=RoundingMode(self.mode),
            input_unsigned=self.input_unsigned,
            output_unsigned=self.output_unsigned,
            per_channel=self.per_channel,
        )
