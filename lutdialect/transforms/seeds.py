"""Another pass's candidates as a start of a plan's search.

``fold-dyt-lut`` then ``fuse-elementwise-lut``, both decided by Vela, choose in turn:
the first commits the DyT folds that pay by themselves, the second chooses among the
regions left. Every DyT chain is one of the fuse pass's regions too, so the fuse pass
on the input alone weighs every fold the pair can make, beside the larger and partial
forms around it -- in one plan, where the pair needs two and the drivers a third to
compare them (:mod:`.pipeline_choice`). What the pair has that the fuse pass alone
lacks is its start: ``fold-dyt-lut``'s choice, from which the fuse pass's local search
can reach sets its own start does not.

So a driver that runs the fuse pass alone for the pair opens :func:`seeding` with the
DyT chains on the graph (:class:`Seeds`); the fuse pass's plan (the first under the
scope) finds them among its candidates, chooses among them alone as ``fold-dyt-lut``
would, and starts its search from that set as well as from its own
(:func:`.plan.choose`'s ``starts``). It records how many chains were not among its
candidates: where one was, the fuse pass alone cannot make the pair's every fold, and
the driver runs the pair too, on a copy of the input it makes then.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Hashable, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from xdsl.dialects.builtin import ModuleOp

    from .whole_graph import Planning

__all__ = ["Seeded", "Seeds", "seeding", "seeds_for"]

Seeded = tuple[Hashable, Callable[[], bool]]
"""A candidate of the other pass: its key (:meth:`.whole_graph.Planning.key`) and
whether the other pass proves it (asked only of one the plan does not hold)."""


@dataclass
class Seeds:
    """The other pass's candidates for the plan of ``pass_name``, and what that plan
    made of them (filled in by the plan, read by the driver)."""

    pass_name: str
    find: Callable[[ModuleOp, Planning], Sequence[Seeded]]
    """The other pass's candidates on a module, keyed by a collecting run's numbering."""
    used: bool = False
    """A plan took them (the first of ``pass_name`` under the scope)."""
    found: int = 0
    """The other pass's proven candidates on the graph."""
    uncovered: int = 0
    """Those of them that were not among the plan's candidates."""
    before_uncovered: Callable[[ModuleOp], None] | None = None
    """Called with the plan's module where the plan finds a candidate it does not
    hold, before the plan changes the module: the driver, which then runs the other
    pass too, copies the input now rather than on every run."""

    @property
    def covered(self) -> bool:
        """A plan took them and held every one: its choice weighed every rewrite the
        other pass could make."""
        return self.used and not self.uncovered


_SEEDS: ContextVar[Seeds | None] = ContextVar("lutdialect_seeds", default=None)


@contextmanager
def seeding(seeds: Seeds) -> Generator[Seeds]:
    """Offer ``seeds`` to the first plan of ``seeds.pass_name`` within the scope."""
    token = _SEEDS.set(seeds)
    try:
        yield seeds
    finally:
        _SEEDS.reset(token)


def seeds_for(pass_name: str) -> Seeds | None:
    """The seeds for a plan of ``pass_name``, if a scope offers them and no plan took
    them yet (they are then taken)."""
    seeds = _SEEDS.get()
    if seeds is None or seeds.used or seeds.pass_name != pass_name:
        return None
    seeds.used = True
    return seeds
