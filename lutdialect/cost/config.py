"""Which cost model decides a pass's rewrites, for which NPUs: the passes' ``target``,
``cost``, ``system-config``, ``memory-mode`` and ``vela-config`` options resolved.

``target`` is ``generic`` (fewer full-tensor passes), ``ethos-u`` (the default:
Ethos-U55-128 and Ethos-U85-256 in Vela's default system configurations) or one or
more of Vela's accelerator names (``ethos-u55-64``, ``ethos-u85-512``, ...). With
Vela installed (``lutdialect[vela]``) Vela itself costs every candidate on the whole
graph (``cost=vela``, the default then); without it the hand-written model
(:mod:`lutdialect.cost`, ``cost=model``) decides, and it knows only the two default
configurations. Every problem is a one-line ``ValueError`` naming the pass and the
option.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from lutdialect.cost.vela import INSTALL_HINT as VELA_EXTRA
from lutdialect.cost.vela import MODELLED

if TYPE_CHECKING:
    from lutdialect.cost.vela import NPU

__all__ = ["DEFAULT_TARGET", "GENERIC", "MODELLED", "CostConfig", "resolve", "split_target"]

GENERIC = "generic"
DEFAULT_TARGET = "ethos-u"
"""Ethos-U55-128 and Ethos-U85-256 (:data:`MODELLED`), the accelerators the hand
model covers in Vela's default system configurations."""

COST_MODELS: tuple[str, ...] = ("auto", "vela", "model")
"""``auto``: Vela when it is installed, else the hand model."""


@dataclass(frozen=True)
class CostConfig:
    """What decides, and for which NPUs."""

    kind: Literal["generic", "model", "vela"]
    accelerators: tuple[str, ...] = ()
    """The NPUs the target names (empty for ``generic``)."""
    npus: tuple[NPU, ...] = ()
    """Vela's configurations of them (``vela`` only)."""

    @property
    def model_target(self) -> str:
        """The hand model's name for the target (:data:`lutdialect.cost.TARGETS`)."""
        if self.kind == "generic":
            return GENERIC
        if set(self.accelerators) == set(MODELLED):
            return DEFAULT_TARGET
        (only,) = self.accelerators
        return only

    def describe(self) -> str:
        """Which cost model decides, as a remark says it."""
        if self.kind == "generic":
            return "generic (fewer full-tensor passes)"
        names = ", ".join(str(n) for n in self.npus) if self.npus else ", ".join(self.accelerators)
        if self.kind == "vela":
            return f"Vela, whole graph ({names})"
        return f"the hand model of Vela ({names})"


def split_target(target: str | Sequence[str]) -> tuple[str, ...]:
    """``target`` as a tuple of names: a string may list several, comma-separated. An
    empty name (a stray comma) is kept, for :func:`resolve` to refuse."""
    names = [target] if isinstance(target, str) else list(target)
    parts = tuple(part.strip() for name in names for part in name.split(","))
    return () if parts == ("",) else parts


def resolve(
    pass_name: str,
    target: Sequence[str],
    *,
    cost: str = "auto",
    system_config: str | None = None,
    memory_mode: str | None = None,
    vela_config: str | None = None,
) -> CostConfig:
    """The cost model and NPUs the options select, or a one-line ``ValueError`` that
    names ``pass_name`` and its option (``option target='x'``); with no pass name, the
    command line's flag (``--target x``)."""
    from lutdialect.cost import vela

    who = f"{pass_name}: " if pass_name else ""

    def option(name: str, value: str | None = None, *, quoted: bool = True) -> str:
        """An option as the user wrote it: a pass option, or the command's flag."""
        if not pass_name:
            return f"--{name}" if value is None else f"--{name} {value}"
        if value is None:
            return f"option {name}"
        return f"option {name}='{value}'" if quoted else f"option {name}={value}"

    names = split_target(target)
    if cost not in COST_MODELS:
        raise ValueError(
            f"{who}{option('cost', cost)} is not a cost model "
            f"(expected one of: {', '.join(COST_MODELS)})"
        )
    if not any(names):
        raise ValueError(f"{who}{option('target')} is empty (expected a target name)")
    if "" in names:
        raise ValueError(
            f"{who}{option('target', ','.join(names))} lists an empty name (a stray comma?)"
        )
    for name, value in (
        ("system-config", system_config),
        ("memory-mode", memory_mode),
        ("vela-config", vela_config),
    ):
        if value is not None and not value.strip():
            raise ValueError(f"{who}{option(name)} is empty (leave it out for Vela's default)")
    if GENERIC in names:
        if len(names) > 1:
            raise ValueError(f"{who}target 'generic' cannot be combined with NPUs")
        return CostConfig("generic")
    accelerators = tuple(
        dict.fromkeys(
            a for name in names for a in (MODELLED if name == DEFAULT_TARGET else (name,))
        )
    )
    has_vela = vela.available()
    configured = system_config is not None or memory_mode is not None or vela_config is not None
    if cost == "vela" and not has_vela:
        raise ValueError(
            f"{who}{option('cost', 'vela', quoted=False)} needs Vela, which is not installed "
            f"({VELA_EXTRA})"
        )
    use_vela = cost == "vela" or (cost == "auto" and has_vela)
    known = vela.ACCELERATORS if use_vela else MODELLED
    unknown = [a for a in accelerators if a not in known]
    if unknown and (use_vela or unknown[0] not in vela.ACCELERATORS):
        more = "" if has_vela else f"; {VELA_EXTRA} adds every accelerator Vela has"
        raise ValueError(
            f"{who}{option('target', unknown[0])} is not a known target "
            f"(expected one of: {GENERIC}, {DEFAULT_TARGET}, {', '.join(known)}{more})"
        )
    if use_vela:
        try:
            npus = vela.npus(accelerators, system_config, memory_mode, vela_config)
        except vela.VelaConfigError as e:
            raise ValueError(f"{who}{e}") from None
        return CostConfig("vela", accelerators, npus)
    # The hand model.
    unknown = [a for a in accelerators if a not in MODELLED]
    if unknown or configured:
        what = (
            option("target", unknown[0]).removeprefix("option ")
            if unknown
            else "a Vela system configuration"
        )
        fix = (
            f"use {option('cost', 'vela', quoted=False).removeprefix('option ')}"
            if has_vela
            else f"{VELA_EXTRA} adds every configuration Vela has"
        )
        raise ValueError(
            f"{who}{what} needs Vela; the hand model covers only "
            f"{GENERIC}, {DEFAULT_TARGET}, {', '.join(MODELLED)} in their default "
            f"system configurations ({fix})"
        )
    return CostConfig("model", accelerators)
