"""The pipeline ``fold-dyt-lut, fuse-elementwise-lut`` where Vela decides: one search,
or two pipelines compared.

Each pass chooses its rewrites on the whole graph, but run in turn the passes choose
in turn: ``fold-dyt-lut`` commits the DyT folds that pay by themselves, and
``fuse-elementwise-lut`` then chooses among the regions left. A DyT chain is one of
``fuse-elementwise-lut``'s regions too, and there it competes with every larger and
partial form around it: on a DyT chain followed by another table, for one, Ethos-U85
is faster with the chain's own ops kept and the two tables fused (4,711 cycles) than
with the chain folded and then fused with the table (6,081), the pair's choice.

So where Vela decides both passes of that pipeline for the same NPUs, the drivers
(``lutdialect fold``, :func:`lutdialect.fold.fold_module`) run it as one search
(:func:`one_search`): the fuse pass alone, on the input, whose plan takes
``fold-dyt-lut``'s chains (:func:`dyt_seeds`) among its candidates and starts its
search from ``fold-dyt-lut``'s choice as well as its own (:mod:`.seeds`). Where a
chain ``fold-dyt-lut`` would fold is not among its candidates, they also run the
pair on the input and keep its result unless the one search's beats it.
For any other pipeline they run the pipeline and, where its
``fold-dyt-lut`` passes rewrote something, the pipeline without them, and keep that
result where it beats the first on the target's objective (:func:`beats`).
``docs/cost-model.md`` says where each is only locally optimal. ``xdsl-opt -p``,
which runs the passes in turn, does neither.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp
from xdsl.passes import ModulePass

from lutdialect.cost.vela import NPU

from .options import CostOptions
from .remarks import Decision, RemarkSink
from .seeds import Seeds, seeding

__all__ = [
    "FOLDED_FIRST",
    "OneSearch",
    "PipelineChoice",
    "adopt",
    "beats",
    "dyt_seeds",
    "folded_first",
    "npus_of",
    "one_search",
    "result_cycles",
    "run_pipeline",
    "without_dyt_folds",
]

FOLDED_FIRST = "fold-dyt-lut"
"""The pass whose rewrites a later ``fuse-elementwise-lut`` can also make."""

_COVERS = "fuse-elementwise-lut"


def without_dyt_folds(passes: Sequence[ModulePass]) -> list[ModulePass] | None:
    """``passes`` without each ``fold-dyt-lut`` that a ``fuse-elementwise-lut`` with
    the same cost options follows, where Vela decides both; ``None`` where there is
    no such pass (the pipeline is its own only form)."""
    dropped: list[int] = []
    for i, p in enumerate(passes):
        if p.name != FOLDED_FIRST or not isinstance(p, CostOptions):
            continue
        config = p.cost_config()
        if config.kind != "vela":
            continue
        if any(
            q.name == _COVERS and isinstance(q, CostOptions) and q.cost_config() == config
            for q in passes[i + 1 :]
        ):
            dropped.append(i)
    if not dropped:
        return None
    return [p for i, p in enumerate(passes) if i not in dropped]


def one_search(passes: Sequence[ModulePass]) -> list[ModulePass] | None:
    """The pipeline as one search: its ``fuse-elementwise-lut`` alone, where the
    pipeline is ``fold-dyt-lut`` then ``fuse-elementwise-lut`` and Vela decides both
    with the same cost options (``None`` otherwise). Run under :func:`dyt_seeds`, the
    fuse pass weighs every DyT fold the pair can make and starts its search from
    ``fold-dyt-lut``'s choice as well as its own (:mod:`.seeds`); where it held every
    chain (:attr:`~.seeds.Seeds.covered`), its result is the pipeline's. Not where
    ``fold-dyt-lut`` is asked for its remarks (``remarks=true``): it runs then, so
    that it can give them."""
    names = [p.name for p in passes]
    alternative = without_dyt_folds(passes)
    if names != [FOLDED_FIRST, _COVERS] or alternative is None:
        return None
    if getattr(passes[0], "remarks", False):
        return None
    return alternative


def dyt_seeds() -> Seeds:
    """``fold-dyt-lut``'s chains, for the plan of the ``fuse-elementwise-lut`` that
    :func:`one_search` runs."""
    from .fold_dyt_lut import chain_candidates

    return Seeds(_COVERS, chain_candidates)


@dataclass(frozen=True)
class OneSearch:
    """The pipeline ran as one search (:func:`one_search`): ``chains`` DyT chains,
    every one among the fuse pass's candidates."""

    chains: int

    def message(self) -> str:
        if not self.chains:
            return (
                f"pipeline: one search: {FOLDED_FIRST} has no DyT chain to fold, {_COVERS} decided"
            )
        chains = f"{self.chains} DyT chain{'' if self.chains == 1 else 's'}"
        return (
            f"pipeline: one search: {_COVERS} weighed {FOLDED_FIRST}'s {chains} among its "
            f"own candidates, starting also from {FOLDED_FIRST}'s choice"
        )


def npus_of(passes: Sequence[ModulePass]) -> tuple[NPU, ...]:
    """The NPUs the dropped passes decided for (those of the pipeline's form)."""
    found: dict[NPU, None] = {}
    for p in passes:
        if p.name == FOLDED_FIRST and isinstance(p, CostOptions):
            found.update(dict.fromkeys(p.cost_config().npus))
    return tuple(found)


def beats(other: Sequence[int | None], first: Sequence[int | None]) -> bool:
    """Whether cycles ``other`` beat ``first`` (per NPU, ``None``: Vela refused the
    graph there): no slower on any NPU and faster on one -- for one NPU, fewer
    cycles; for several, ``other`` dominates."""
    if any(o is None for o in other) or len(other) != len(first):
        return False
    if any(f is None for f in first):
        return False
    pairs = [(o, f) for o, f in zip(other, first, strict=True) if o is not None and f is not None]
    return all(o <= f for o, f in pairs) and any(o < f for o, f in pairs)


@dataclass(frozen=True)
class PipelineChoice:
    """What the comparison found: Vela's cycles, per NPU (``None``: refused), of the
    pipeline's result and of the result without its ``fold-dyt-lut`` passes."""

    npus: tuple[str, ...]
    first: tuple[int | None, ...]
    other: tuple[int | None, ...]

    @property
    def kept_other(self) -> bool:
        """The result without ``fold-dyt-lut`` is the one kept."""
        return beats(self.other, self.first)

    def message(self) -> str:
        def cycles(found: Sequence[int | None]) -> str:
            return ", ".join(
                f"{n} {'refused' if c is None else c}"
                for n, c in zip(self.npus, found, strict=True)
            )

        verdict = (
            f"kept (the pipeline gave {cycles(self.first)})"
            if self.kept_other
            else f"not kept (the pipeline's result: {cycles(self.first)})"
        )
        return (
            f"pipeline: without {FOLDED_FIRST}, its chains left to {_COVERS}: "
            f"{cycles(self.other)} cycles, {verdict}"
        )


def result_cycles(module: ModuleOp, passes: Sequence[ModulePass]) -> tuple[int | None, ...]:
    """Vela's cycles of a pipeline's result on the NPUs the dropped passes decided
    for. Asked of the first result before the other pipeline runs, while ``module``
    is the graph the last pass costed: its bytes are known and its compiles
    remembered."""
    return _cycles(module, npus_of(passes))


def _choice(
    first: Sequence[int | None], other: Sequence[int | None], passes: Sequence[ModulePass]
) -> PipelineChoice:
    """The pipeline's result against its form without the dropped passes, each as
    :func:`result_cycles` gave it."""
    return PipelineChoice(tuple(str(n) for n in npus_of(passes)), tuple(first), tuple(other))


def _cycles(module: ModuleOp, npus: Sequence[NPU]) -> tuple[int | None, ...]:
    from lutdialect.cost.oracles import graph_bytes, shared_oracle
    from lutdialect.cost.parallel import cycles_all
    from lutdialect.cost.vela import VelaRefused
    from lutdialect.io.flatbuffer import FlatbufferError

    try:
        data = graph_bytes(module)
    except FlatbufferError:
        return tuple(None for _ in npus)
    found = cycles_all([shared_oracle(n) for n in npus], data)
    return tuple(None if isinstance(f, VelaRefused) else f for f in found)


def adopt(module: ModuleOp, other: ModuleOp) -> None:
    """Put ``other``'s functions in ``module`` in place of its own, in turn (its other
    ops stay: ``other`` may be a copy of the functions alone)."""
    block, source = module.body.block, other.body.block
    mine = [op for op in block.ops if isinstance(op, FuncOp)]
    theirs = [op for op in source.ops if isinstance(op, FuncOp)]
    assert len(mine) == len(theirs)
    for old, new in zip(mine, theirs, strict=True):
        source.detach_op(new)
        block.insert_op_before(new, old)
        block.detach_op(old)


def folded_first(decisions: Sequence[Decision]) -> bool:
    """Whether a ``fold-dyt-lut`` pass rewrote something (so dropping it changes the
    graph)."""
    return any(d.pass_name == FOLDED_FIRST and d.rewrote for d in decisions)


_R = TypeVar("_R")

RunPasses = Callable[
    [ModuleOp, Sequence[ModulePass], Callable[[RemarkSink], bool] | None], tuple[_R, RemarkSink]
]
"""A driver's run of passes on a module (after each, only while the third argument
holds of what they reported, if given): what the driver keeps of it, and the sink."""


@dataclass(frozen=True)
class Ran(Generic[_R]):
    """What :func:`run_pipeline` kept: the run's result and sink, whether they are the
    spare's (its functions are then the module's), and how the result was chosen."""

    result: _R
    sink: RemarkSink
    from_spare: bool = False
    choice: PipelineChoice | None = None
    one: OneSearch | None = None


def run_pipeline(
    module: ModuleOp,
    passes: Sequence[ModulePass],
    other_run: bool,
    run: RunPasses[_R],
    to_spare: Callable[[ModuleOp, str], None],
) -> Ran[_R]:
    """Run ``passes`` on ``module`` as the drivers do (see the module's docstring):
    as one search where :func:`one_search` says so, else the pipeline and, where Vela
    decides and its ``fold-dyt-lut`` passes rewrote something, its form without them.
    ``other_run``: whether the other run may be made (Vela decides, and the input is
    one graph it can be given); it runs on a copy of the input's functions, the
    spare, made where it may follow (for the one search, only where a chain is not
    held, by the plan before its trials). ``to_spare(spare, what)`` is called before
    ``run`` first changes the spare, with what is run on it ("the pipeline with
    fold-dyt-lut" or "... without ...").
    Open a :func:`~.proof_memo.proof_memo` scope around it: the runs share most
    proofs."""
    alternative = without_dyt_folds(passes) if other_run else None
    single = one_search(passes)
    if alternative is None:
        return Ran(*run(module, passes, None))
    if single is not None:
        kept: list[ModuleOp] = []
        seeds = dyt_seeds()
        seeds.before_uncovered = lambda planned: kept.append(planned.clone())
        with seeding(seeds):
            result, sink = run(module, single, None)
        if seeds.covered:
            return Ran(result, sink, one=OneSearch(seeds.found))
        if not seeds.used and any(u.pass_name == _COVERS for u in sink.undecided):
            # Vela could cost no form of the input (it refused it, or it cannot be
            # written): nor can the pair's fold-dyt-lut, on the same input.
            return Ran(result, sink)
        # A chain the fuse pass did not hold: the pair too, on the input (copied by
        # the plan before its trials; a fuse pass that planned nothing left it as
        # it was). Costed now, while its bytes are the last trial's (unless the fuse
        # pass planned nothing: then only where the pair is to be compared).
        spare = kept[0] if kept else module.clone()
        alone = result_cycles(module, passes) if seeds.used else None
        to_spare(spare, f"the pipeline with {FOLDED_FIRST}")
        pair, pair_sink = run(spare, passes, lambda s: folded_first(s.decisions))
        if not folded_first(pair_sink.decisions):
            return Ran(result, sink)  # the pair's fuse pass ran on the input alone
        # The pair is the pipeline here, the one search its form without fold-dyt-lut.
        if alone is None:
            alone = result_cycles(module, passes)
        choice = _choice(result_cycles(spare, passes), alone, passes)
        if choice.kept_other:
            return Ran(result, sink, choice=choice)
        adopt(module, spare)
        return Ran(pair, pair_sink, True, choice)
    spare = module.clone()
    result, sink = run(module, passes, None)
    if not folded_first(sink.decisions):
        return Ran(result, sink)
    # Costed while its bytes are the last trial's.
    first = result_cycles(module, passes)
    to_spare(spare, f"the pipeline without {FOLDED_FIRST}")
    other, other_sink = run(spare, alternative, None)
    choice = _choice(first, result_cycles(spare, passes), passes)
    if not choice.kept_other:
        return Ran(result, sink, choice=choice)
    adopt(module, spare)
    return Ran(other, other_sink, True, choice)
