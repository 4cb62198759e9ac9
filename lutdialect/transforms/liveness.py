"""Which uses count: a dead op is not a user.

A pure op whose results nobody live reads (an unused ``tosa.identity``, a chain of
them) has no effect on the function. The passes treat it as absent when they ask
whether a value is used outside a rewrite, so that the answer is the same before
and after a dead-code elimination and a pass never depends on whether one ran.
When a rewrite removes a value such dead users read, they go with it; dead ops
anywhere else are left exactly where they are (see ``docs/passes.md``).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

from xdsl.ir import Operation, SSAValue
from xdsl.traits import IsTerminator, MemoryEffect, NoMemoryEffect, SymbolOpInterface
from xdsl.transforms.dead_code_elimination import would_be_trivially_dead

from lutdialect.evaluator.order import postorder


class Liveness:
    """Memoised deadness for one pass application.

    Rewrites only erase ops and hand a replaced op's users to its replacement, so
    an answer computed for an op that survives stays right while the pass runs.
    """

    def __init__(self) -> None:
        self._dead: dict[Operation, bool] = {}

    def is_dead(self, op: Operation) -> bool:
        """No observable effect, and every user of every result is dead."""
        if (known := self._dead.get(op)) is not None:
            return known

        readers: dict[Operation, list[Operation] | None] = {}
        """The users of each op met (``None`` for one with an effect), read once."""

        def users(current: Operation) -> list[Operation]:
            """The users that decide ``current`` (none if it has an effect, or is known)."""
            if current in self._dead:
                return []
            if current not in readers:
                readers[current] = (
                    [use.operation for r in current.results for use in r.uses]
                    if _effect_free(current)
                    else None
                )
            return readers[current] or []

        # Users before the ops they read, so each answer is built from known ones.
        for current in postorder([op], users):
            if current not in self._dead:
                found = readers[current]
                self._dead[current] = found is not None and all(
                    self._dead.get(u, False) for u in found
                )
        return self._dead[op]

    def live_users(self, value: SSAValue) -> list[Operation]:
        """The ops that read ``value`` and are not dead (once each)."""
        users = dict.fromkeys(use.operation for use in value.uses)
        return [u for u in users if not self.is_dead(u)]

    def has_one_live_use(self, value: SSAValue) -> bool:
        return sum(1 for use in value.uses if not self.is_dead(use.operation)) == 1


def _effect_free(op: Operation) -> bool:
    """xDSL's ``would_be_trivially_dead``, looked up once per op class where the
    class's traits alone decide it (every op of the graph is asked once per pass)."""
    verdict = _class_verdict(type(op))
    return would_be_trivially_dead(op) if verdict is None else verdict


_NO_EFFECT = NoMemoryEffect.get_effects.__func__


@functools.cache
def _class_verdict(cls: type[Operation]) -> bool | None:
    """``would_be_trivially_dead`` of every op of ``cls``, when its traits decide it:
    no memory-effect trait (unknown effects), or only traits that declare none the
    way ``NoMemoryEffect`` does (``Pure``); ``None`` when the op itself decides."""
    effects = cls.get_traits_of_type(MemoryEffect)
    if not effects:
        return False
    if not all(getattr(type(t).get_effects, "__func__", None) is _NO_EFFECT for t in effects):
        return None
    return not cls.has_trait(IsTerminator, value_if_unregistered=False) and not cls.has_trait(
        SymbolOpInterface, value_if_unregistered=False
    )


def dead_users(ops: Iterable[Operation], root: Operation) -> list[Operation]:
    """The ops outside ``ops`` that read the results of any of them but ``root``
    (whose users the replacement takes over), and everything reading those, users
    before the ops they read (the order to erase them in).

    Only meaningful when every such user is dead, which the passes check before
    they commit to a rewrite."""
    ordered = list(ops)  # iterated in order: a set of ops has no stable order
    inside = set(ordered)
    roots = [
        use.operation
        for op in ordered
        if op is not root
        for r in op.results
        for use in r.uses
        if use.operation not in inside
    ]

    def users(op: Operation) -> list[Operation]:
        return [use.operation for r in op.results for use in r.uses]

    return list(postorder(roots, users))
