"""Plan, cost, commit: a pass's rewrites chosen by Vela's cost of the whole graph.

A pass with Vela as its cost model runs its pattern three ways:

1. **collect** -- on the module, rewriting nothing: every candidate that passes
   its guards is proven, and each proven one is recorded under a key (its ops'
   positions in the module, which a copy of the module shares);
2. **trial** -- on a copy, applying just a set of keys; the copy is written as a
   TOSA flatbuffer and compiled by Vela for every NPU of the target. The search
   (:func:`.plan.choose`) asks for as many trials as it needs;
3. **commit** -- on the module, applying the chosen set, with remarks.

Trial and commit run the same code on the same IR, so the graph that is committed
is the graph Vela costed: the result is never slower, on any NPU of the target,
than the graph the pass was given.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import BlockArgument, Operation, SSAValue

from lutdialect.cost.config import CostConfig

from .plan import Candidate, Choice, Cost, Objective, choose
from .remarks import Decision, Reporter


@dataclass
class Planning:
    """One run of a pass's pattern under a plan: collecting candidates (``chosen``
    is ``None``) or applying the chosen keys."""

    numbering: dict[Operation, int]
    chosen: frozenset[Hashable] | None = None
    found: dict[Hashable, Candidate] = field(default_factory=dict[Hashable, Candidate])
    """Proven candidates, in the order the pattern found them."""
    proofs: dict[Hashable, object] = field(default_factory=dict[Hashable, object])
    """Each candidate's proof (or decline), by key: shared by every run of the plan."""
    verdicts: dict[Hashable, str] = field(default_factory=dict[Hashable, str])
    """Why a proven candidate was not chosen, by key (for the commit's remarks)."""

    @staticmethod
    def of(module: ModuleOp, previous: Planning | None = None, chosen: Iterable[Hashable] = ()) -> Planning:
        """A collecting run of ``module`` (no ``previous``), or a run applying
        ``chosen`` that shares ``previous``'s proofs and candidates."""
        numbering = {op: i for i, op in enumerate(module.walk())}
        if previous is None:
            return Planning(numbering)
        return Planning(
            numbering,
            frozenset(chosen),
            previous.found,
            previous.proofs,
            previous.verdicts,
        )

    @property
    def collecting(self) -> bool:
        return self.chosen is None

    def value_key(self, value: SSAValue) -> Hashable:
        if isinstance(value, BlockArgument):
            parent = value.block.parent_op()
            return ("arg", self.numbering.get(parent, -1) if parent else -1, value.index)
        owner = value.owner
        assert isinstance(owner, Operation)
        return (self.numbering[owner], value.index)  # pyright: ignore[reportAttributeAccessIssue]

    def key(self, ops: Sequence[Operation], input: SSAValue, output: SSAValue, *extra: Hashable) -> Hashable:
        """A candidate's identity in this module and every copy of it."""
        return (
            tuple(self.numbering[o] for o in ops),
            self.value_key(input),
            self.value_key(output),
            *extra,
        )

    def offer(self, key: Hashable, ops: Sequence[Operation], label: str) -> bool:
        """A proven candidate: recorded when collecting; whether to apply it otherwise."""
        if self.chosen is None:
            if key not in self.found:
                self.found[key] = Candidate(key, frozenset(self.numbering[o] for o in ops), label)
            return False
        return key in self.chosen


Run = Callable[[ModuleOp, Planning, Reporter], None]
"""The pass's pattern applied to a module under a plan, reporting to a reporter."""

Compile = Callable[[bytes], tuple[Cost | None, str]]
"""Vela's cycles for a flatbuffer on every NPU (``None`` and why, if refused)."""


def plan_and_commit(
    module: ModuleOp,
    run: Run,
    config: CostConfig,
    reporter: Reporter,
    *,
    fallback: Callable[[str], None] | None = None,
) -> Choice | None:
    """Collect, choose by Vela's whole-graph cost, commit. ``fallback`` is called
    with the reason when the graph cannot be costed at all (it cannot be written as
    a TOSA flatbuffer, or Vela refuses it on every NPU); without one the pass then
    rewrites nothing."""
    from lutdialect.cost import vela
    from lutdialect.cost.oracles import shared_oracle
    from lutdialect.io.flatbuffer import FlatbufferError, write_flatbuffer

    collected = Planning.of(module)
    run(module, collected, reporter.silent())
    if not collected.found:
        run(module, Planning.of(module, collected), reporter)
        return None
    oracles = [shared_oracle(npu) for npu in config.npus]
    compiles = sum(o.compiles for o in oracles)
    seconds = sum(o.seconds for o in oracles)

    def serialise(m: ModuleOp) -> bytes:
        return write_flatbuffer(m)

    def cycles(data: bytes) -> list[int | None]:
        found: list[int | None] = []
        for oracle in oracles:
            try:
                found.append(oracle.cycles(data)[0])
            except vela.VelaRefused:
                found.append(None)
        return found

    def give_up(reason: str) -> None:
        if fallback is not None:
            fallback(reason)
            return
        for key in collected.found:
            collected.verdicts[key] = f"cannot be costed: {reason}"
        run(module, Planning.of(module, collected), reporter)

    try:
        base_all = cycles(serialise(module))
    except FlatbufferError as e:
        give_up(f"the graph cannot be written as a TOSA flatbuffer for Vela ({e})")
        return None
    costed = [i for i, c in enumerate(base_all) if c is not None]
    refused = [str(config.npus[i]) for i, c in enumerate(base_all) if c is None]
    if not costed:
        give_up(f"Vela cannot compile the graph for {', '.join(refused)}")
        return None
    base: Cost = tuple(c for c in base_all if c is not None)
    objective = Objective(tuple(str(config.npus[i]) for i in costed))

    def evaluate(chosen: frozenset[Hashable]) -> Cost | None:
        trial = module.clone()
        run(trial, Planning.of(trial, collected, chosen), reporter.silent())
        try:
            found = cycles(serialise(trial))
        except FlatbufferError:
            return None
        picked = [found[i] for i in costed]
        if any(c is None for c in picked):
            return None
        return tuple(c for c in picked if c is not None)

    started = time.perf_counter()
    choice = choose(list(collected.found.values()), evaluate, objective, base)
    for key in collected.found:
        if key not in choice.chosen:
            collected.verdicts[key] = _verdict(choice, key, objective)
    run(module, Planning.of(module, collected, choice.chosen), reporter)
    decision = Decision(
        pass_name=reporter.pass_name,
        cost_model=config.describe(),
        npus=objective.npus,
        before=choice.base,
        after=choice.cost,
        candidates=len(collected.found),
        chosen=len(choice.chosen),
        trials=choice.trials,
        exhaustive=choice.exhaustive,
        complete=choice.complete,
        undone=len(choice.undone),
        compiles=sum(o.compiles for o in oracles) - compiles,
        seconds=sum(o.seconds for o in oracles) - seconds,
        search_seconds=time.perf_counter() - started,
        skipped=tuple(refused),
    )
    reporter.decided(decision)
    return choice


def _verdict(choice: Choice, key: Hashable, objective: Objective) -> str:
    """Why a proven candidate is left out, in Vela's cycles."""
    single = choice.singles.get(key)
    base = ", ".join(f"{n} {b}" for n, b in zip(objective.npus, choice.base, strict=True))
    how = "every set of candidates" if choice.exhaustive else "the search"
    if key in choice.undone:
        return f"undone: with the other rewrites Vela finds the graph slower (before: {base} cycles)"
    if single is not None:
        alone = ", ".join(f"{n} {c}" for n, c in zip(objective.npus, single, strict=True))
        return f"Vela, whole graph: {base} cycles before, {alone} with this rewrite alone; not in the best set ({how})"
    return f"Vela, whole graph ({base} cycles before): not in the best set of {how}"


def model_run_checked(
    module: ModuleOp, run: Callable[[ModuleOp], None], config: CostConfig, reporter: Reporter
) -> None:
    """Run the hand model's greedy pass; then, where Vela is installed, compile the
    graph before and after for every NPU of the target and undo the pass if Vela
    finds it slower on any of them (the hand model errs towards declining, but only
    Vela is the judge)."""
    from lutdialect.cost import vela
    from lutdialect.cost.oracles import shared_oracle

    if config.kind != "model" or not vela.available():
        run(module)
        return
    from lutdialect.io.flatbuffer import FlatbufferError, write_flatbuffer

    try:
        npus = vela.npus(config.accelerators)
        before_bytes = write_flatbuffer(module)
    except (FlatbufferError, vela.VelaConfigError):
        run(module)
        return
    saved = module.clone()
    run(module)
    after_bytes = write_flatbuffer(module)
    if after_bytes == before_bytes:
        return
    slower: list[str] = []
    for npu in npus:
        oracle = shared_oracle(npu)
        try:
            before, after = oracle.cycles(before_bytes)[0], oracle.cycles(after_bytes)[0]
        except vela.VelaRefused:
            continue
        if after > before:
            slower.append(f"{npu} {before} -> {after} cycles")
    if slower:
        module.body.drop_all_references()
        for block in list(module.body.blocks):
            module.body.detach_block(block)
        saved.body.move_blocks(module.body)
        reporter.note(
            module,
            "undone: Vela finds the hand model's rewrites slower on the whole graph "
            f"({'; '.join(slower)}); the graph is left as it was",
            guard="vela-slower",
        )
        reporter.count("passes undone by Vela")
