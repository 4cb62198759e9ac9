"""Declared guards: a rule, its stable name and the reason it gives when it declines.

Both passes state what a candidate must satisfy as tuples of :class:`Guard`
(``fuse-elementwise-lut``'s region guards in :mod:`.guards`, the DyT chain's in
:mod:`.fold_dyt_lut`), checked in order by :func:`first_decline`. The guard's
name is the key remarks and statistics use, and its reason is the remark text,
so a rule cannot be added without saying why it declines.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Generic, TypeVar

from xdsl.ir import Operation

S = TypeVar("S")


@dataclass(frozen=True)
class Decline:
    """Why a candidate was not rewritten (``guard``: the rule), and the op that
    caused it when there is one."""

    guard: str
    reason: str
    culprit: Operation | None = None


@dataclass(frozen=True)
class Guard(Generic[S]):
    """A condition a candidate ``S`` must meet: when ``holds`` is false the rewrite
    declines as ``guard``, saying ``reason(candidate)``."""

    guard: str
    holds: Callable[[S], bool]
    reason: Callable[[S], str]

    def check(self, candidate: S) -> Decline | None:
        return None if self.holds(candidate) else Decline(self.guard, self.reason(candidate))


def first_decline(guards: Iterable[Guard[S]], candidate: S) -> Decline | None:
    """The first of ``guards`` (in declaration order) that ``candidate`` fails."""
    for guard in guards:
        if (decline := guard.check(candidate)) is not None:
            return decline
    return None
