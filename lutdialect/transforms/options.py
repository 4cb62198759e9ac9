"""Validation of pass options, shared by both passes.

A bad option is a user error: ``ValueError`` with one line that names the pass, the
option and what is allowed, which ``xdsl-opt`` and the ``lutdialect`` CLI both show.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Generator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import cast

from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from lutdialect.cost.config import DEFAULT_TARGET, MODELLED, CostConfig, resolve, split_target

from .proof_memo import proof_memo
from .remarks import Reporter, Undecided
from .whole_graph import Greedy, Rival, Run, model_run_checked, plan_and_commit

INT16_MAX_ERROR_LIMIT = 65535
"""No two i16 codes differ by more; a larger bound would accept anything."""


@dataclass(frozen=True)
class CostOptions(ModulePass):
    """The options both passes share: what their rewrites must make cheaper.

    Options:
      target: ``ethos-u`` (the default: Ethos-U55-128 and Ethos-U85-256, cheaper on
        one and slower on neither), one or more of Vela's accelerator names
        (``ethos-u55-64,ethos-u85-512``; with Vela), or ``generic`` (fewer
        full-tensor passes).
      cost: ``auto`` (the default: Vela on the whole graph when ``lutdialect[vela]``
        is installed, else the hand model), ``vela`` or ``model``; ``generic`` weighs
        no cycles, so it takes none of these.
      system-config, memory-mode: Vela's ``--system-config`` / ``--memory-mode``
        for every NPU of the target (default: Vela's own for each accelerator).
      vela-config: a ``vela.ini`` to take them from (default: Vela's
        ``Arm/vela.ini``).
    """

    target: tuple[str, ...] | str = field(default=(DEFAULT_TARGET,))
    cost: str = field(default="auto")
    system_config: str | None = field(default=None)
    memory_mode: str | None = field(default=None)
    vela_config: str | None = field(default=None)

    def __post_init__(self) -> None:
        object.__setattr__(self, "target", split_target(self.target))
        if not _UNCHECKED.get():
            self.cost_config()

    def cost_config(self) -> CostConfig:
        """What decides, resolved (a one-line ``ValueError`` for a bad option)."""
        return resolve(
            self.name,
            split_target(self.target),
            cost=self.cost,
            system_config=self.system_config,
            memory_mode=self.memory_mode,
            vela_config=self.vela_config,
        )

    def decide(
        self,
        module: ModuleOp,
        reporter: Reporter,
        greedy: Greedy,
        planned: Run,
    ) -> None:
        """Run the pass under its cost model: Vela's plan (``planned``, with the hand
        model's ``greedy`` run as the fallback where Vela cannot cost the graph), or
        the hand model's ``greedy`` run, checked by Vela where it is installed. Proofs
        are remembered for the pass (or the driver's fold, see :mod:`.proof_memo`)."""
        config = self.cost_config()
        with proof_memo():
            if config.kind == "vela":
                fallback = self.model_fallback(module, config, reporter, greedy)
                plan_and_commit(
                    module, planned, config, reporter, fallback=fallback, rivals=rivals(greedy)
                )
            else:
                model_run_checked(
                    module,
                    lambda m, before: greedy(m, config, reporter, before, None),
                    config,
                    reporter,
                )

    def model_fallback(
        self,
        module: ModuleOp,
        config: CostConfig,
        reporter: Reporter,
        greedy: Greedy,
    ) -> Callable[[str], None] | None:
        """Where Vela cannot cost the graph at all (it cannot be written as one TOSA
        flatbuffer, e.g. a module of several functions under ``xdsl-opt``): with
        ``cost=auto`` and a target the hand model covers, the hand model decides,
        and a note says why. ``None`` otherwise (nothing is rewritten)."""
        if self.cost != "auto" or self.system_config or self.memory_mode or self.vela_config:
            return None
        if not set(config.accelerators) <= set(MODELLED):
            return None
        model = CostConfig("model", config.accelerators)

        def fallback(reason: str) -> None:
            reporter.note(
                module, f"cost model: the hand model decides: {reason}", guard="cost-model"
            )
            greedy(module, model, reporter, None, None)
            reporter.decided(Undecided(reporter.pass_name, reason, model.describe()))

        return fallback


RIVALS: tuple[CostConfig, ...] = (
    CostConfig("generic"),
    *(CostConfig("model", (npu,)) for npu in MODELLED),
    CostConfig("model", MODELLED),
)
"""The other targets whose choices a pass Vela decides for weighs against its own
(:class:`~.whole_graph.Rival`): ``generic``, which rewrites every region it can prove,
and each target of the hand model (``ethos-u55-128``, ``ethos-u85-256`` and the
default, both). Their greedy runs cost no compile (a walk of the graph each, and a
compile per NPU where they give a graph not costed yet), and they hold regions no set
of the plan's candidates does. The hand model's ``ethos-u85-256`` and default targets
were left out for a while, as they beat the search's choice on none of the 411 graphs
of the tests and benchmarks; on graphs generated afresh, with values that fork to
several chains, their choices beat the search's on Ethos-U85 by up to 1.25x (see
``tests/unit/cost/generated``)."""


def rivals(greedy: Greedy) -> list[Rival]:
    """:data:`RIVALS` as runs of the pass's ``greedy`` pattern (with the pass's own
    options)."""

    def rival(config: CostConfig) -> Rival:
        label = "the generic target" if config.kind == "generic" else config.describe()
        return Rival(label, lambda m, r, before, lent: greedy(m, config, r, before, lent))

    return [rival(c) for c in RIVALS]


def check_int16_max_error(pass_name: str, value: int) -> None:
    if not 0 <= value <= INT16_MAX_ERROR_LIMIT:
        raise ValueError(
            f"{pass_name}: option int16-max-error={value} is out of range "
            f"(expected an integer from 0 to {INT16_MAX_ERROR_LIMIT})"
        )


COST_FIELDS = ("target", "cost", "system_config", "memory_mode", "vela_config")
"""The options of :class:`CostOptions`, as ``lutdialect fold --target`` etc. set them."""


class ContradictoryOptions(ValueError):
    """A pass's pipeline sets a cost option to another value than a command's flag."""


_UNCHECKED: ContextVar[bool] = ContextVar("lutdialect_cost_options_unchecked", default=False)


@contextmanager
def cost_options_unchecked() -> Generator[None]:
    """Build passes whose cost options are not checked yet: a pipeline's options
    completed by a command's flags (``--passes 'fold-dyt-lut{system-config=X}'
    --target Y``), which :func:`with_cost_options` checks together. Checked alone, a
    pipeline's system config would be checked against the default target."""
    token = _UNCHECKED.set(True)
    try:
        yield
    finally:
        _UNCHECKED.reset(token)


def with_cost_options(
    passes: Sequence[ModulePass], settings: Mapping[str, str | Sequence[str] | None]
) -> list[ModulePass]:
    """``passes`` with the given cost options (``None``: not given) set on every pass
    that has them. A pass whose pipeline already sets one to another value is a
    ``ValueError``: the two would contradict each other."""
    given = {k: v for k, v in settings.items() if v is not None}
    unknown = set(given) - set(COST_FIELDS)
    assert not unknown, unknown
    as_given = dict(given)
    if "target" in given:
        given["target"] = split_target(given["target"])
    out: list[ModulePass] = []
    for p in passes:
        if not isinstance(p, CostOptions):
            # Another pass with options of these names (a user's own) gets them as given.
            names = (
                {f.name for f in dataclasses.fields(p)}
                if dataclasses.is_dataclass(p)
                else set[str]()
            )
            mine = {k: v for k, v in as_given.items() if k in names}
            out.append(dataclasses.replace(p, **mine) if mine else p)  # pyright: ignore[reportArgumentType]
            continue
        for name, value in given.items():
            current = getattr(p, name)
            default = _DEFAULTS[name]
            if current not in (default, value):
                flag = "--" + name.replace("_", "-")
                shown = (
                    ",".join(cast(tuple[str, ...], current))
                    if isinstance(current, tuple)
                    else current
                )
                raise ContradictoryOptions(
                    f"{p.name}: option {name.replace('_', '-')}={shown} in the pipeline "
                    f"contradicts {flag}"
                )
        out.append(dataclasses.replace(p, **given))  # pyright: ignore[reportArgumentType]
    return out


_DEFAULTS: dict[str, object] = {
    f.name: f.default for f in dataclasses.fields(CostOptions) if f.name in COST_FIELDS
}
