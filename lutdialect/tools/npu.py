"""What ``lutdialect fold`` says about NPU cost: which cost model decided each pass,
and Vela's cycles of the whole graph before and after, on every NPU of the target
(whenever Vela is installed, whichever cost model decided)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from xdsl.passes import ModulePass

from lutdialect.cost.config import DEFAULT_TARGET, MODELLED, CostConfig, resolve, split_target
from lutdialect.transforms.options import CostOptions
from lutdialect.transforms.remarks import Decision, Undecided


@dataclass(frozen=True)
class NpuCycles:
    """Vela's cycles for the whole graph on one NPU (``None``: Vela refused it, and
    ``note`` says why)."""

    npu: str
    before: int | None
    after: int | None
    note: str = ""

    def line(self) -> str:
        if self.before is None or self.after is None:
            return f"{self.npu}: not costed: {self.note}"
        ratio = self.after / self.before if self.before else 1.0
        slower = ", slower" if self.after > self.before else ""
        return f"{self.npu}: {self.before} -> {self.after} cycles (x{ratio:.3f}{slower}), Vela"


def cost_models(
    passes: Sequence[ModulePass], decisions: Sequence[Decision | Undecided] = ()
) -> list[str]:
    """For every pass that has a cost model: how it chose on the whole graph (its
    :class:`Decision`), what decided where Vela could cost nothing
    (:class:`Undecided`), or which cost model decided."""
    out: list[str] = []
    for p in passes:
        if not isinstance(p, CostOptions):
            continue
        chosen = [d for d in decisions if d.pass_name == p.name]
        config = p.cost_config()
        if chosen:
            out += [f"{p.name}: {d.message()}" for d in chosen]
        elif config.kind == "vela":
            # A plan that found no candidate to prove decides nothing.
            out.append(f"{p.name}: cost model: {config.describe()}: no candidate to cost")
        else:
            out.append(f"{p.name}: cost model: {config.describe()}")
    return out


def check_flags(
    target: str | Sequence[str] | None,
    *,
    cost: str | None = None,
    system_config: str | None = None,
    memory_mode: str | None = None,
    vela_config: str | None = None,
) -> None:
    """The command's own cost flags, checked as a pass would check them but with a
    one-line ``ValueError`` in the flags' words (``--target x``, ``use --cost vela``)
    rather than a pass option's, since that is what the user typed."""
    resolve(
        "",
        split_target(DEFAULT_TARGET if target is None else target),
        cost=cost or "auto",
        system_config=system_config,
        memory_mode=memory_mode,
        vela_config=vela_config,
    )


def summary_npus(
    target: str | Sequence[str] | None,
    *,
    system_config: str | None = None,
    memory_mode: str | None = None,
    vela_config: str | None = None,
) -> CostConfig | None:
    """The NPUs the summary costs with Vela: those ``target`` names (``generic`` or
    none: the default ``ethos-u``) in the configuration the options select; ``None``
    without Vela. Raises a one-line ``ValueError`` for a name or configuration Vela
    does not have (without Vela: one the hand model does not cover), so the command
    can refuse it before any work."""
    from lutdialect.cost import vela

    names = split_target(DEFAULT_TARGET if target is None else target)
    if names == ("generic",):
        names = MODELLED
    config = resolve(
        "",  # the command's own flags
        names,
        cost="vela" if vela.available() else "model",  # without Vela: what the model covers
        system_config=system_config,
        memory_mode=memory_mode,
        vela_config=vela_config,
    )
    return config if config.kind == "vela" else None


def passes_npus(
    passes: Sequence[ModulePass],
    target: str | Sequence[str] | None,
    *,
    system_config: str | None = None,
    memory_mode: str | None = None,
    vela_config: str | None = None,
) -> CostConfig | None:
    """The NPUs the summary costs: every NPU a pass's target names, in the
    configuration that pass selects (where a pipeline sets its own ``target=``, those
    the passes decided for, not the default), or those the command's own options
    select when no pass has a target. ``None`` without Vela; a bad name or
    configuration is a one-line ``ValueError`` (:func:`summary_npus`)."""
    costed = [p for p in passes if isinstance(p, CostOptions)]
    configs = [
        summary_npus(
            p.target,
            system_config=p.system_config,
            memory_mode=p.memory_mode,
            vela_config=p.vela_config,
        )
        for p in costed
    ] or [
        summary_npus(
            target, system_config=system_config, memory_mode=memory_mode, vela_config=vela_config
        )
    ]
    found = [c for c in configs if c is not None]
    if len(found) != len(configs):
        return None
    if len(found) == 1:
        return found[0]
    return CostConfig(
        "vela",
        tuple(dict.fromkeys(a for c in found for a in c.accelerators)),
        tuple(dict.fromkeys(n for c in found for n in c.npus)),
    )


def npu_cycles(
    before: bytes, after: Callable[[], bytes | None], config: CostConfig
) -> list[NpuCycles]:
    """Vela's cycles of ``before`` and ``after()`` on each NPU of ``config``
    (:func:`summary_npus`). Compiled as the passes compile
    (:func:`~lutdialect.cost.parallel.cycles_all`): what they compiled, or started
    compiling, is found in the memo, and the rest is compiled for every NPU at once
    (totals only: nothing reads the cycles per op)."""
    from lutdialect.cost import vela
    from lutdialect.cost.oracles import shared_oracle
    from lutdialect.cost.parallel import cycles_all

    after_bytes = after()
    if after_bytes is None:
        why = "the result cannot be written for Vela"
        return [NpuCycles(str(npu), None, None, why) for npu in config.npus]
    oracles = [shared_oracle(npu) for npu in config.npus]
    befores = cycles_all(oracles, before)
    afters = befores if after_bytes == before else cycles_all(oracles, after_bytes)
    out: list[NpuCycles] = []
    for npu, b, a in zip(config.npus, befores, afters, strict=True):
        if isinstance(b, vela.VelaRefused) or isinstance(a, vela.VelaRefused):
            refused = b if isinstance(b, vela.VelaRefused) else a
            out.append(NpuCycles(str(npu), None, None, str(refused)))
            continue
        out.append(NpuCycles(str(npu), b, a))
    return out
