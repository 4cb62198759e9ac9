"""Choosing which proven rewrites to commit, by the whole graph's cost.

A pass that plans first finds and proves every candidate rewrite without touching
the IR, then asks :func:`choose` which set of them to apply. Candidates that share
an op exclude each other (a region and its partial forms, or two regions that
overlap); any set without such a pair can be applied together. ``evaluate`` gives
the cost of the graph with a set applied (Vela's cycles on each named NPU, for the
whole graph); :func:`choose` only ever compares such costs, so what it returns is
never slower on any NPU than the graph as it is.

The search (``docs/cost-model.md``):

* with few enough sets, every set is costed and the best is taken: exact;
* otherwise each candidate is costed alone, the sum of those single deltas picks a
  first set (exact per group of overlapping candidates, additive across groups),
  which is costed as a whole; if it is slower on some NPU, rewrites are undone until
  it is not (one at a time, the best undo each time; from a large set, the worst
  single costs first, by halving); then single changes (add one candidate, displacing
  those it overlaps; drop one) are tried until none improves (where many improve, a
  step also tries the best of them made together, and the next steps try those
  first), and, if asked, a few pair adds (any two candidates that share no op) and
  splits, and a few sets of one candidate's pieces put in at once, where none does,
  and exchanges of a chosen candidate for one that borders it, then (with the pair
  adds) a few adds to the best sets costed further away, within a budget of trials.
  The result is then only locally optimal, and :class:`Choice` says so.

"Best" is :class:`Objective`'s: on one NPU, fewer cycles; on several, the smallest
sum of each NPU's cycles relative to the original, among the sets slower on none
of them. A set that no other set beats on one NPU without being worse on another
(Pareto-optimal) minimises such a sum, so the exact search never returns a
dominated set. Ties go to the set with fewer rewrites: a rewrite is taken only when
it strictly pays.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field

Cost = tuple[int, ...]
"""Cycles on each NPU, in the objective's order."""

EXHAUSTIVE_LIMIT = 256
"""Cost every set when there are at most this many (8 independent candidates)."""

EXHAUSTIVE_WORK = 2_000
"""... and when sets times the graph's ops stay below this (256 sets of an 8-op graph,
each compiled in well under a millisecond), or there are at most
:data:`EXHAUSTIVE_SETS`: on a larger graph each set costs a whole compile, and the
search below needs a handful (one compile per batch of candidates, the first set,
the moves the single deltas cannot rule out)."""

EXHAUSTIVE_SETS = 4
"""Sets that are always all costed (two candidates): as few as the search below."""

UNDO_SINGLY = 8
"""A first set slower than the original with at most this many rewrites is undone one
rewrite at a time, each time the undo that ranks best (every drop costed); a larger
one first by :func:`_undo_worst`, whose few sets leave its drops uncosted, so the
moves from it are not costed ahead of it (:func:`_moves_ahead`): where it is not
slower, its first step waits for its compile. The committed models' first sets are
smaller; the value keeps their searches as they were."""

MANY_IMPROVING = 8
"""A step of the descent where more moves than this improve also costs the best of
them made together (:func:`_combined`); after an undo by :func:`_undo_worst`, where
more than one does. Where most rewrites of a first set pay alone but not beside each
other, most drops improve, and one change per step would cost every move for each
change. Like :data:`UNDO_SINGLY`, the value keeps the committed models' searches as
they were (none has a step with more)."""

HEAD_MOVES = 4
"""After a step where many moves improved (:data:`MANY_IMPROVING`), this many of the
moves that did, best first, are costed first from the set the step reached, and the
best is taken if it improves; only where none does is every move costed again. On
an MLP-Mixer for Ethos-U85-256, 40 of 63 moves improved, three fewer per step, and a
step of every move each time ran out of the budget after four changes."""

GROUP_LIMIT = 4096
"""Sets of one group of overlapping candidates enumerated under the additive estimate."""

PIECE_MOVES = 8
"""At most this many sets of the pieces of one candidate, put in at once, are costed
each time no single change improves (``choose``'s ``pieces``, :func:`_piece_moves`):
each is a compile, and with 32 the folds of three generated graphs with many pieces
took 1.3-1.9 times as long as without them, with eight 0.9-1.2 times (one run each,
for Ethos-U85-256). Few graphs have any: no committed model has a candidate with two
pieces that share no op."""

ESCAPE_MOVES = 8
"""Each time no other move improves, on a graph whose single costs are measured, at
most this many sets one add on from the best sets costed that lie two or more changes
away are costed (:func:`_escape_moves`)."""

ESCAPE_BASES = 3
"""The best sets costed, two or more changes from the set reached, that
:func:`_escape_moves` adds to."""

EXCHANGE_MOVES = 4
"""Each time no other move improves, at most this many exchanges of a chosen
candidate for one it borders are costed, best first by the single deltas
(:func:`_exchange_moves`)."""


@dataclass(frozen=True)
class Candidate:
    """A proven rewrite: ``key`` identifies it across copies of the IR, ``ops`` are
    the ops it reads or removes (two candidates that share one exclude each other)."""

    key: Hashable
    ops: frozenset[int]
    label: str = ""
    """Where it is, for remarks."""


@dataclass(frozen=True)
class Objective:
    """What "better" means for a target: its NPUs' names, in ``Cost`` order."""

    npus: tuple[str, ...]

    def feasible(self, cost: Cost, base: Cost) -> bool:
        """Slower on no NPU than the original graph."""
        return all(c <= b for c, b in zip(cost, base, strict=True))

    def score(self, cost: Cost, base: Cost) -> float:
        """Cycles on one NPU; on several, the sum of each NPU's cycles relative to the
        original (each NPU weighs the same, whatever its speed)."""
        if len(cost) == 1:
            return float(cost[0])
        return sum(c / b if b else float(c) for c, b in zip(cost, base, strict=True))


@dataclass(frozen=True)
class Choice:
    """What :func:`choose` decided, and how it got there."""

    chosen: frozenset[Hashable]
    base: Cost
    cost: Cost
    trials: int
    """Sets costed (the original included)."""
    exhaustive: bool
    """Every set was costed: the choice is the best there is, not only locally."""
    undone: tuple[Hashable, ...] = ()
    """Rewrites of the first set undone because it was slower on some NPU."""
    singles: Mapping[Hashable, Cost | None] = field(default_factory=dict[Hashable, Cost | None])
    """Each candidate's cost alone (``None``: the NPU compiler refused it)."""
    complete: bool = True
    """The local search ran until no single change it costed improved (not cut by
    the budget). An add that the single estimates say cannot pay is not costed, so
    a complete search can still be beaten by one more rewrite where they are wrong.
    Pair adds, splits, sets of pieces and exchanges are best-effort: those the budget
    leaves out do not make it incomplete."""
    estimated: bool = False
    """The singles came from the search's ``estimate`` (batches attributed by Vela's
    cycles per op, where a batch of one is exact), not each from a compile alone."""


Evaluate = Callable[[frozenset[Hashable]], Cost | None]
"""The cost of the graph with a set of candidates applied, ``None`` if it cannot
be compiled (such a set is never chosen)."""

Idle = Callable[[], Callable[[], None] | None]
"""The next piece of other work a search can do while a set it would compile itself
is compiled elsewhere (``None`` when there is none): the pass's rivals' walks
(:class:`~.whole_graph.Rivals`), which it makes in any case."""


def spread(n: int, share: float) -> list[int]:
    """The positions, of ``n``, that take ``share`` of them (rounded down) evenly,
    the first never: 0.5 takes every other one from the second, 0.75 three of every
    four."""
    share = min(max(share, 0.0), 1.0)
    return [i for i in range(1, n) if int((i + 1) * share) > int(i * share)]


def independent_sets(candidates: Sequence[Candidate], limit: int) -> list[frozenset[int]] | None:
    """Every set of candidate indices with no two sharing an op (the empty set
    first), or ``None`` when there are more than ``limit``."""
    found: list[frozenset[int]] = []

    def extend(start: int, chosen: list[int], used: frozenset[int]) -> bool:
        found.append(frozenset(chosen))
        if len(found) > limit:
            return False
        for i in range(start, len(candidates)):
            if candidates[i].ops.isdisjoint(used):
                chosen.append(i)
                ok = extend(i + 1, chosen, used | candidates[i].ops)
                chosen.pop()
                if not ok:
                    return False
        return True

    return found if extend(0, [], frozenset()) else None


HEAVIEST_NODES = 20_000
"""Branches :func:`heaviest_disjoint` explores before it settles for its best so far."""


def heaviest_disjoint(
    candidates: Sequence[Candidate],
    members: Iterable[int],
    gain: Callable[[int], float],
    *,
    nodes: int = HEAVIEST_NODES,
) -> frozenset[int]:
    """Among ``members`` (indices into ``candidates``), the set sharing no op whose
    gains add up to most (only positive gains count; of equal sums, the first found).

    Branch and bound over the members by decreasing gain, from the greedy set (largest
    gain first, skipping overlaps): never worse than that, and exact unless ``nodes``
    branches did not settle it. The greedy set alone can be far off: one large region
    that pays most alone excludes its pieces, which may pay more together (on a
    generated graph for Ethos-U55-64, one 48-op region against four smaller ones:
    17,980 cycles against 13,120)."""
    paying = {i: g for i in members if (g := gain(i)) > 0}
    order = sorted(paying, key=lambda i: (-paying[i], i))
    gains = [paying[i] for i in order]
    ops = [candidates[i].ops for i in order]
    rest = [0.0] * (len(order) + 1)
    for k in range(len(order) - 1, -1, -1):
        rest[k] = rest[k + 1] + gains[k]
    # The greedy set first: the best so far from the start.
    greedy: frozenset[int] = frozenset()
    best, best_set = 0.0, frozenset[int]()
    for k, i in enumerate(order):
        if ops[k].isdisjoint(greedy):
            greedy, best, best_set = greedy | ops[k], best + gains[k], best_set | {i}
    # Depth first, the branch that takes member k before the one that leaves it.
    stack: list[tuple[int, frozenset[int], float, frozenset[int]]] = [
        (0, frozenset(), 0.0, frozenset())
    ]
    while stack and nodes > 0:
        k, used, total, taken = stack.pop()
        nodes -= 1
        if total > best:
            best, best_set = total, taken
        # The bound: every remaining gain, overlaps ignored.
        if k == len(order) or total + rest[k] <= best:
            continue
        stack.append((k + 1, used, total, taken))
        if ops[k].isdisjoint(used):
            stack.append((k + 1, used | ops[k], total + gains[k], taken | {order[k]}))
    return best_set


def groups(candidates: Sequence[Candidate]) -> list[list[int]]:
    """The candidates in groups of transitively overlapping ones (by index)."""
    parent = list(range(len(candidates)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    owner: dict[int, int] = {}
    for i, c in enumerate(candidates):
        for op in c.ops:
            j = owner.setdefault(op, i)
            parent[find(i)] = find(j)
    found: dict[int, list[int]] = {}
    for i in range(len(candidates)):
        found.setdefault(find(i), []).append(i)
    return list(found.values())


@dataclass
class _Search:
    candidates: Sequence[Candidate]
    evaluate: Evaluate
    objective: Objective
    base: Cost
    costs: dict[frozenset[int], Cost | None] = field(
        default_factory=dict[frozenset[int], Cost | None]
    )
    prefetch: Callable[[frozenset[int]], None] | None = None
    """Starts a set's cost elsewhere and returns (see :meth:`cost_all`)."""
    known: Callable[[frozenset[int]], bool] = lambda _: False
    """Whether a set's cost is at hand already (found again at once: by another
    search of the same pass, say), where ``costs`` does not have it yet."""
    share: Callable[[], float] = lambda: 0.5
    """The part of a step's sets to cost elsewhere (see :meth:`cost_all`)."""
    idle: Idle = lambda: None
    """Other work this process can do while sets are compiled elsewhere (see
    :meth:`cost_all`)."""
    piece_sets: dict[int, list[tuple[frozenset[int], frozenset[int]]]] = field(
        default_factory=dict[int, list[tuple[frozenset[int], frozenset[int]]]]
    )
    """Each candidate's sets of pieces and the ops they hold (:func:`_piece_sets`),
    found once a search."""

    def cost_all(self, sets: Iterable[frozenset[int]]) -> None:
        """Cost every set of ``sets``, several at a time where :attr:`prefetch` can
        start them elsewhere: :attr:`share` of those not :attr:`known`, spread
        evenly from the second on, are started there first, and the rest are built
        and compiled here meanwhile, before the answers from elsewhere are read --
        except that, while there is other work (:attr:`idle`), each set this
        process would compile is started elsewhere too and a piece of that work is
        done instead. (A step of the search costs all of its moves whatever their
        costs, so none of this is speculation; the order sets are costed in changes
        nothing but the time.)"""
        fresh = [s for s in dict.fromkeys(sets) if s and s not in self.costs]
        if self.prefetch is not None:
            unknown = [s for s in fresh if not self.known(s)]
            elsewhere = [unknown[i] for i in spread(len(unknown), self.share())]
            for chosen in elsewhere:
                self.prefetch(chosen)
            for chosen in unknown:
                if chosen in elsewhere:
                    continue
                work = self.idle()
                if work is None:
                    break
                self.prefetch(chosen)
                elsewhere.append(chosen)
                work()
            fresh = [s for s in fresh if s not in elsewhere] + elsewhere
        for chosen in fresh:
            self.cost(chosen)

    def cost(self, chosen: frozenset[int]) -> Cost | None:
        if chosen not in self.costs:
            keys = frozenset(self.candidates[i].key for i in chosen)
            self.costs[chosen] = self.evaluate(keys) if chosen else self.base
        return self.costs[chosen]

    def rank(self, chosen: frozenset[int]) -> tuple[float, int, tuple[int, ...]] | None:
        """The order sets are preferred in (lower first), ``None`` if infeasible:
        score, then fewer rewrites, then earlier candidates."""
        cost = self.cost(chosen)
        if cost is None or not self.objective.feasible(cost, self.base):
            return None
        return (self.objective.score(cost, self.base), len(chosen), tuple(sorted(chosen)))

    def best(self, sets: Iterator[frozenset[int]] | Sequence[frozenset[int]]) -> frozenset[int]:
        ranked = [(r, s) for s in sets if (r := self.rank(s)) is not None]
        return min(ranked, key=lambda rs: rs[0])[1] if ranked else frozenset()


def choose(
    candidates: Sequence[Candidate],
    evaluate: Evaluate,
    objective: Objective,
    base: Cost,
    *,
    exhaustive_limit: int = EXHAUSTIVE_LIMIT,
    size: int = 0,
    max_trials: int | None = None,
    estimate: Callable[[], Mapping[int, Cost | None]] | None = None,
    independent: Callable[[int, frozenset[int]], bool] | None = None,
    pairs: int = 0,
    pieces: int = 0,
    starts: Callable[[], Iterable[frozenset[int]]] | None = None,
    borders: Callable[[int, int], bool] | None = None,
    prefetch: Callable[[frozenset[Hashable]], None] | None = None,
    known: Callable[[frozenset[Hashable]], bool] | None = None,
    share: Callable[[], float] | None = None,
    idle: Idle | None = None,
) -> Choice:
    """The set of ``candidates`` to apply (see the module docstring).

    ``base`` is the original graph's cost and ``size`` its number of ops (0: a graph
    whose compile is cheap, where up to ``exhaustive_limit`` sets are all costed).
    ``max_trials`` bounds the sets costed by the local search (default: four per
    candidate, at least 32). ``estimate`` gives every candidate's cost alone at once
    (by index; default: one trial each); ``independent(i, s)`` says that candidate
    ``i``'s effect does not depend on whether the set ``s`` is applied, so adding a
    candidate the single deltas say cannot pay is not tried (dropping one always is).
    ``pairs``: where no single change improves, this many pair adds are costed
    too, and any more that the single deltas say improve (:func:`_pair_moves`),
    and within the budget as many splits of a chosen candidate into its pieces
    (:func:`_split_moves`); ``pieces``: there too, up to this many sets of one
    candidate's pieces put in at once (:func:`_piece_moves`), before the search
    stops.
    ``starts`` gives more sets (of indices) to start the local search from, besides
    the one the single deltas pick (asked only where the search is local); of the
    sets the starts reach, the best is chosen (ranked as every set is), and each
    start has the budget.
    ``borders(i, j)`` says that one of two candidates reads the value the other
    writes: where no other move improves, a few exchanges of a chosen candidate for
    one that borders it are costed too (:func:`_exchange_moves`).
    ``prefetch`` starts a set's cost ahead: the first start's, while the moves from
    it that do not wait for its cost (:func:`_moves_ahead`; for a first set of at
    most :data:`UNDO_SINGLY` rewrites) are costed, and
    ``starts`` costs its own; then ``share()`` of the moves of each step (every
    other one by default), while the others are costed here (``known`` says which
    sets need no compile: they are costed here, and not counted), or elsewhere too
    while ``idle`` has other work for this process (:meth:`_Search.cost_all`)."""
    keys = [c.key for c in candidates]
    search = _Search(candidates, evaluate, objective, base)
    if prefetch is not None:
        start = prefetch
        search.prefetch = lambda chosen: start(frozenset(keys[i] for i in chosen))
    if known is not None:
        at_hand = known
        search.known = lambda chosen: at_hand(frozenset(keys[i] for i in chosen))
    if share is not None:
        search.share = share
    if idle is not None:
        search.idle = idle
    empty: list[frozenset[int]] = [frozenset()]
    sets = independent_sets(candidates, exhaustive_limit) if candidates else empty
    if sets is not None and (
        not size or len(sets) <= EXHAUSTIVE_SETS or len(sets) * size <= EXHAUSTIVE_WORK
    ):
        chosen = search.best(sets)
        return _choice(search, keys, chosen, exhaustive=True)
    budget = max_trials if max_trials is not None else max(32, 4 * len(candidates))
    if estimate is not None:
        singles = dict(estimate())
    else:
        singles = {i: search.cost(frozenset((i,))) for i in range(len(candidates))}
    first = _additive(search, singles)
    ahead: list[frozenset[int]] = []
    if prefetch is not None and first and first not in search.costs:
        ahead = (
            _moves_ahead(search, singles, first, independent)
            if len(keys) <= budget and not _undone_by_halving(first)
            else []
        )
        work = search.idle() if starts is None and not ahead else None
        if starts is not None or ahead or work is not None:
            prefetch(frozenset(keys[i] for i in first))
        if work is not None:
            work()  # while the first start is costed elsewhere
        # Costed while the first start is costed elsewhere (a share of them there
        # too, after it).
        search.cost_all(ahead)
    descents: list[tuple[frozenset[int], tuple[int, ...], bool]] = []
    for s in dict.fromkeys([first, *(starts() if starts is not None else ())]):
        if any(_next_to(search, s, d[0]) for d in descents if d[2]):
            continue
        descents.append(
            _descend(
                search,
                singles,
                s,
                budget=budget,
                independent=independent,
                pairs=pairs,
                pieces=pieces,
                borders=borders,
                ties=estimate is None,
                ahead=len(ahead) if s == first else 0,
            )
        )
    chosen, undone, complete = min(descents, key=lambda d: _reached(search, d[0]))
    return _choice(
        search,
        keys,
        chosen,
        exhaustive=False,
        undone=tuple(keys[i] for i in undone),
        singles={keys[i]: c for i, c in singles.items()},
        complete=complete,
        estimated=estimate is not None,
    )


def _next_to(search: _Search, start: frozenset[int], reached: frozenset[int]) -> bool:
    """Whether a descent from ``start`` is left out: ``start`` is one change
    (:func:`_move`) from a set a complete descent ``reached``, was costed as such, and
    ranks no better. A heuristic, for the cost of a descent's first step: that step
    costs every change of the start, and goes back to the set reached unless another
    change of the start beats it, from which the descent could go on to a set better
    than any reached; skipped, such a set is missed. It saves six of fifteen sets on
    a ViT for Ethos-U85-512; ``docs/cost-model.md`` (*What stays heuristic*) says how
    often it applied and changed nothing."""
    if start not in search.costs or not any(
        _move(search.candidates, reached, i) == start for i in range(len(search.candidates))
    ):
        return False
    rank = search.rank(start)
    return rank is None or _reached(search, reached) <= rank


def _reached(search: _Search, chosen: frozenset[int]) -> tuple[float, int, tuple[int, ...]]:
    """The rank of a set a descent reached."""
    rank = search.rank(chosen)
    assert rank is not None  # a descent ends feasible (or at the original)
    return rank


def _descend(
    search: _Search,
    singles: Mapping[int, Cost | None],
    chosen: frozenset[int],
    *,
    budget: int,
    independent: Callable[[int, frozenset[int]], bool] | None,
    pairs: int,
    ties: bool,
    pieces: int = 0,
    ahead: int = 0,
    borders: Callable[[int, int], bool] | None = None,
) -> tuple[frozenset[int], tuple[int, ...], bool]:
    """The local search from ``chosen``: rewrites undone until no NPU is slower
    than the original (:func:`_undo_worst` first, for a large set), then single
    changes (and, where many improve, the best of them together, and those first in
    the next steps; pair adds, splits and sets of a candidate's pieces;
    exchanges of a chosen candidate for one that borders it; with the pair adds,
    one add to the best sets costed further away) until none improves or
    ``budget`` sets have been costed. The set reached, the rewrites undone on the way
    (indices) and whether the search ran to its end. ``ahead``: how many moves from
    ``chosen`` (:func:`_moves_ahead`) were costed last, before ``chosen`` itself; they
    count as the first step's."""
    candidates = search.candidates
    undone: list[int] = []
    many = MANY_IMPROVING
    if _undone_by_halving(chosen) and search.rank(chosen) is None:
        after = _undo_worst(search, singles, chosen)
        undone.extend(sorted(chosen - after))
        chosen = after
        # The halving drops whole runs of rewrites, some that pay after all: the
        # adds that take them back are made together from two on.
        many = 1
    while chosen and search.rank(chosen) is None:
        # Slower somewhere than the original: undo the rewrite whose removal ranks best.
        options = [chosen - {i} for i in sorted(chosen)]
        search.cost_all(options)
        ranked = [(r, s) for s in options if (r := search.rank(s)) is not None]
        if ranked:
            after = min(ranked, key=lambda rs: rs[0])[1]
        else:
            # No single undo helps yet: drop the rewrite with the worst single cost.
            worst = max(sorted(chosen), key=lambda i: _single_score(search, singles[i]))
            after = chosen - {worst}
        undone.extend(sorted(chosen - after))
        chosen = after
    complete = True
    # The moves costed ahead are the first step's (where the start was slower than
    # the original, the undo costed its removals, and its adds are none of the
    # steps from where the undo arrived).
    trials_start = len(search.costs) - (0 if undone else ahead)

    def room() -> int:
        """The sets the budget still allows."""
        return max(0, budget - (len(search.costs) - trials_start))

    def costed(chosen: frozenset[int], moves: list[frozenset[int]]) -> frozenset[int]:
        """``moves`` costed, and the best of them and ``chosen``."""
        search.cost_all(moves)
        return search.best([chosen, *moves])

    # Candidates whose moves improved in the last full step, best first, where many
    # did: their moves from the set reached since are costed first (HEAD_MOVES).
    ahead_of: list[int] = []
    while True:
        assert search.rank(chosen) is not None  # feasible, or the original
        fresh_head = [
            (i, m) for i in ahead_of if (m := _move(candidates, chosen, i)) not in search.costs
        ]
        head = [i for i, _ in fresh_head[:HEAD_MOVES]]
        tried = [m for _, m in fresh_head[:HEAD_MOVES]]
        if head and len(search.costs) - trials_start + len(head) <= budget:
            # Where many moves improved, most still do one change on: the best of
            # them, costed first, is taken if it improves, without every other move.
            search.cost_all(tried)
            ahead_of = [i for i in ahead_of if i not in head]
            better = search.best([chosen, *tried])
            if better != chosen:
                chosen = better
                continue
        ahead_of = []
        by_move: dict[frozenset[int], int] = {}  # each move's candidate
        for i in range(len(candidates)):
            move = _move(candidates, chosen, i)
            if move in search.costs or not _predicted_worse(
                search,
                singles=singles,
                chosen=chosen,
                move=move,
                i=i,
                independent=independent,
                ties=ties,
            ):
                by_move.setdefault(move, i)
        moves = list(by_move)
        fresh = [m for m in moves if m not in search.costs]
        if len(search.costs) - trials_start + len(fresh) > budget:
            complete = False
            moves = [m for m in moves if m in search.costs]
        search.cost_all(moves)
        better = search.best([chosen, *moves])
        improving = _improving(search, chosen, moves)
        if len(improving) > many:
            combined = [
                c for c in _combined(search.candidates, chosen, improving) if c not in search.costs
            ]
            left = room()
            search.cost_all(combined[:left])
            better = search.best([better, *combined[:left]])
            # Those whose candidates the step changes are not moves from where it goes.
            ahead_of = [by_move[m] for m in improving if by_move[m] not in better ^ chosen]
        # Where no change improves, the further moves, in turn, each within the budget.
        if better == chosen and complete and (pairs or pieces):
            left = room()
            taken: list[frozenset[int]] = []
            if pairs:
                taken = _pair_moves(search, singles, chosen, limit=min(pairs, left), most=left)
                taken += _split_moves(search, singles, chosen, taken, min(pairs, left - len(taken)))
            taken += _piece_moves(search, singles, chosen, taken, min(pieces, left - len(taken)))
            better = costed(chosen, taken)
        if better == chosen and complete and borders is not None:
            limit = min(EXCHANGE_MOVES, room())
            better = costed(chosen, _exchange_moves(search, singles, chosen, limit, borders))
        if better == chosen and complete and pairs:
            limit = min(ESCAPE_MOVES, room())
            better = costed(chosen, _escape_moves(search, singles, chosen, limit))
        if better == chosen:
            break
        chosen = better
        if not complete:
            break
    return chosen, tuple(undone), complete


def _undone_by_halving(chosen: frozenset[int]) -> bool:
    """Whether ``chosen``, if slower than the original, is undone by :func:`_undo_worst`
    (more than :data:`UNDO_SINGLY` rewrites) rather than one rewrite at a time."""
    return len(chosen) > UNDO_SINGLY


def _undo_worst(
    search: _Search, singles: Mapping[int, Cost | None], chosen: frozenset[int]
) -> frozenset[int]:
    """``chosen`` less its rewrites with the worst single costs, as few as leave it
    slower on no NPU than the original: 1, 2, 4, ... of them are dropped (two such
    sets costed at a time) until a set is not slower, then the count is bisected
    between the last that is and the first that is not (the fewest, where dropping
    more never makes a set slower). About 2 log2 n sets, where undoing one rewrite
    at a time costs every remaining drop per rewrite undone (on an encoder's 26
    rewrites for Ethos-U85-256, 16 undone: 270 sets). The descent that follows adds
    back any that pays."""
    worst = sorted(chosen, key=lambda i: (-_single_score(search, singles[i]), i))

    def kept(n: int) -> frozenset[int]:
        return chosen - frozenset(worst[:n])

    counts: list[int] = []
    n = 1
    while n < len(worst):
        counts.append(n)
        n *= 2
    counts.append(len(worst))  # the original, feasible by definition
    slower, fits = 0, len(worst)
    for at in range(0, len(counts), 2):
        pair = counts[at : at + 2]
        search.cost_all([kept(n) for n in pair])
        fit = next((n for n in pair if search.rank(kept(n)) is not None), None)
        if fit is not None:
            fits, slower = fit, max([slower, *(n for n in pair if n < fit)])
            break
        slower = pair[-1]
    while fits - slower > 1:
        middle = (slower + fits) // 2
        if search.rank(kept(middle)) is None:
            slower = middle
        else:
            fits = middle
    return kept(fits)


def _improving(
    search: _Search, chosen: frozenset[int], moves: Sequence[frozenset[int]]
) -> list[frozenset[int]]:
    """The costed ``moves`` that rank better than ``chosen``, best first."""
    now = search.rank(chosen)
    assert now is not None
    ranked = [(r, m) for m in moves if (r := search.rank(m)) is not None and r < now]
    return [m for _, m in sorted(ranked, key=lambda rm: rm[0])]


def _combined(
    candidates: Sequence[Candidate], chosen: frozenset[int], improving: Sequence[frozenset[int]]
) -> list[frozenset[int]]:
    """``chosen`` with the ``improving`` moves made at once, best first: the sets after
    2, 4, 8, ... of them are made, and after all. A move is skipped (and not counted)
    where it changes a candidate an earlier one changed or adds one that overlaps a
    candidate kept. On an int8
    LayerNorm encoder for Ethos-U55-128, 42 of a first set's 57 moves improved, and
    one change per step ran out of budget after three steps."""
    made: list[frozenset[int]] = []
    current, touched = set(chosen), set[int]()
    count, mark = 0, 2
    for move in improving:
        dropped, added = chosen - move, move - chosen
        if (dropped | added) & touched:
            continue
        kept = current - dropped
        if any(not candidates[a].ops.isdisjoint(candidates[k].ops) for a in added for k in kept):
            continue
        current = kept | added
        touched |= dropped | added
        count += 1
        if count == mark:
            made.append(frozenset(current))
            mark *= 2
    if count > 1 and (not made or made[-1] != frozenset(current)):
        made.append(frozenset(current))
    return made


def _move(candidates: Sequence[Candidate], chosen: frozenset[int], i: int) -> frozenset[int]:
    """The single change of ``chosen`` at candidate ``i``: dropped if chosen, else
    added, displacing the chosen candidates it shares an op with."""
    if i in chosen:
        return chosen - {i}
    return frozenset(j for j in chosen if candidates[j].ops.isdisjoint(candidates[i].ops)) | {i}


def _costed_whatever(
    singles: Mapping[int, Cost | None],
    chosen: frozenset[int],
    move: frozenset[int],
    i: int,
    independent: Callable[[int, frozenset[int]], bool] | None,
) -> bool | None:
    """Whether :func:`_descend` costs ``move`` (its change of ``chosen`` at ``i``)
    whatever ``chosen``'s own cost: ``True`` for a drop, an add that displaces a
    chosen candidate, or one not independent of the rest; ``False`` for an add whose
    single cost is unknown; ``None`` where its single delta decides
    (:func:`_predicted_worse`)."""
    if independent is None or len(move ^ chosen) != 1 or i in chosen:
        return True
    if singles.get(i) is None:
        return False
    return True if not independent(i, chosen - {i}) else None


def _moves_ahead(
    search: _Search,
    singles: Mapping[int, Cost | None],
    chosen: frozenset[int],
    independent: Callable[[int, frozenset[int]], bool] | None,
) -> list[frozenset[int]]:
    """The moves from ``chosen`` that :func:`_descend` costs whatever ``chosen``'s own
    cost (:func:`_costed_whatever`), if it is no slower than the original (where it
    is, the undo of at most :data:`UNDO_SINGLY` rewrites costs the drops too, and
    each add is one set more). Costed while ``chosen``'s cost is on its way, in
    parallel with it; asked only for such a set, since a larger one's undo costs
    few of its drops."""
    moves = [_move(search.candidates, chosen, i) for i in range(len(search.candidates))]
    return [
        m
        for i, m in enumerate(moves)
        if m and m not in search.costs and _costed_whatever(singles, chosen, m, i, independent)
    ]


def _predicted_worse(
    search: _Search,
    *,
    singles: Mapping[int, Cost | None],
    chosen: frozenset[int],
    move: frozenset[int],
    i: int,
    independent: Callable[[int, frozenset[int]], bool] | None,
    ties: bool,
) -> bool:
    """Whether adding ``i`` alone, independent of the rest of ``chosen``, cannot pay
    by its single delta (so the move need not be costed). With ``ties`` (the single
    costs were measured, not estimated from batches), an add its delta says changes
    nothing is costed: on a generated graph for Ethos-U85-512 a DyT fold that leaves
    the graph's cycles as they are alone saves 194 beside the chosen region (8,320
    against 8,514). Dropping a chosen candidate is always costed: there are few, and
    a rewrite Vela found to pay alone may not pay beside the others even where their
    zones are apart (a graph's SRAM is shared by all of them)."""
    whatever = _costed_whatever(singles, chosen, move, i, independent)
    if whatever is not None:
        return not whatever
    current = search.cost(chosen)
    if current is None:
        return False
    predicted = _predicted(search, singles, current, (i,))
    assert predicted is not None  # i's single is known
    if not search.objective.feasible(predicted, search.base):
        return True
    score = search.objective.score
    worse, now = score(predicted, search.base), score(current, search.base)
    return worse > now if ties else worse >= now


def _pair_moves(
    search: _Search,
    singles: Mapping[int, Cost | None],
    chosen: frozenset[int],
    *,
    limit: int,
    most: int,
) -> list[frozenset[int]]:
    """Sets not yet costed that add two candidates at once (displacing the chosen
    ones they overlap): pairs that share no op, most promising first by the single
    deltas (:func:`_predicted`). The first ``limit``, and beyond them every one the
    deltas say improves on ``chosen``, up to ``most`` in all. Two rewrites that only
    pay together are out of reach of single changes: each alone may lose to the one
    region they overlap; and a pair that pays by its deltas may be missed by single
    changes where each displaces a rewrite the other needs. Pairs whose zones lie
    apart are tried too: on a generated graph for Ethos-U85-512 two rewrites 20 ops
    apart, one slower alone and one no faster, gave 7,207 cycles together against
    8,055 (the NPU's SRAM is the whole graph's)."""
    current = search.cost(chosen)
    assert current is not None
    now = search.objective.score(current, search.base)
    ranked: list[tuple[float, tuple[int, int], frozenset[int]]] = []
    outside = [i for i in range(len(search.candidates)) if i not in chosen]
    for n, i in enumerate(outside):
        if singles.get(i) is None:
            continue
        ops_i = search.candidates[i].ops
        for j in outside[n + 1 :]:
            ops_j = search.candidates[j].ops
            if singles.get(j) is None or not ops_i.isdisjoint(ops_j):
                continue
            both = ops_i | ops_j
            kept = frozenset(k for k in chosen if search.candidates[k].ops.isdisjoint(both))
            move = kept | {i, j}
            if move in search.costs:
                continue
            predicted = _predicted(search, singles, current, (i, j), chosen - kept)
            ranked.append((_single_score(search, predicted), (i, j), move))
    ranked.sort(key=lambda r: (r[0], r[1]))
    first = [move for _, _, move in ranked[:limit]]
    more = [move for score, _, move in ranked[limit:] if score < now]
    return (first + more)[:most]


def _split_moves(
    search: _Search,
    singles: Mapping[int, Cost | None],
    chosen: frozenset[int],
    taken: Sequence[frozenset[int]],
    limit: int,
) -> list[frozenset[int]]:
    """Up to ``limit`` sets not yet costed (nor in ``taken``) that replace one chosen
    candidate by several of its pieces (candidates within its ops), most promising
    by their single deltas first. A region's pieces can pay more together than the
    whole region, while each alone pays less than it: no single change or pair add
    reaches them (on a generated graph, three pieces of a 35-op region gave 1.2 %
    fewer cycles on Ethos-U55 than the region)."""
    unchanged = search.objective.score(search.base, search.base)
    candidates = search.candidates
    current = search.cost(chosen)
    assert current is not None
    ranked: list[tuple[float, tuple[int, ...], frozenset[int]]] = []
    for i in sorted(chosen):
        ops_i = candidates[i].ops
        # The pieces that pay alone, and the sets of them that share no op (or,
        # when there are too many, the one whose single gains add up to most).
        scores = {
            j: _single_score(search, singles.get(j))
            for j in range(len(candidates))
            if j != i and candidates[j].ops < ops_i
        }
        pieces = sorted(
            (j for j, c in scores.items() if c < unchanged), key=lambda j: (scores[j], j)
        )
        gains = {j: unchanged - scores[j] for j in pieces}
        rest = chosen - {i}
        for s in _disjoint_sets(candidates, pieces, gains.__getitem__):
            if len(s) < 2:
                continue  # none, or one: a single change
            members = tuple(sorted(s))
            move = rest | frozenset(members)
            if move in search.costs or move in taken:
                continue
            predicted = _predicted(search, singles, current, members, (i,))
            ranked.append((_single_score(search, predicted), members, move))
    ranked.sort(key=lambda r: (r[0], r[1]))
    return [move for _, _, move in ranked[:limit]]


def _piece_moves(
    search: _Search,
    singles: Mapping[int, Cost | None],
    chosen: frozenset[int],
    taken: Sequence[frozenset[int]],
    limit: int,
) -> list[frozenset[int]]:
    """Up to ``limit`` sets not yet costed (nor in ``taken``) that put several pieces
    of one candidate in at once (:func:`_piece_sets`), displacing the chosen
    candidates they overlap (the candidate itself, if chosen). The sets that leave
    fewer of their candidate's ops out come first (counted in ops, so that one large
    region with many sets does not crowd out a small one covered whole), then the
    most promising by their single deltas. A split takes only pieces that pay alone,
    and only of a chosen candidate; these may pay only together, each slower alone
    than the graph as it is, and then the single deltas rank them last of the pair
    adds. On a generated graph for Ethos-U85-256, an 11-op region not chosen and its
    two pieces of 3 and 8 ops are each slower alone (398,809, 469,144 and 398,809
    cycles against 324,859), and the two pieces together gave 211,264 where the
    search kept 261,952."""
    if limit <= 0:
        return []
    candidates = search.candidates
    current = search.cost(chosen)
    assert current is not None
    ranked: dict[frozenset[int], tuple[int, float, tuple[int, ...]]] = {}
    for i, candidate in enumerate(candidates):
        for members, covered in _piece_sets(search, singles, i):
            kept = frozenset(k for k in chosen if candidates[k].ops.isdisjoint(covered))
            move = kept | members
            if len(move - chosen) < 2:
                continue  # one add at most: a single change
            if move in search.costs or move in taken:
                continue
            predicted = _predicted(search, singles, current, move - chosen, chosen - move)
            rank = (
                len(candidate.ops - covered),
                _single_score(search, predicted),
                tuple(sorted(members)),
            )
            ranked[move] = min(rank, ranked.get(move, rank))
    return sorted(ranked, key=lambda m: ranked[m])[:limit]


def _piece_sets(
    search: _Search, singles: Mapping[int, Cost | None], i: int
) -> list[tuple[frozenset[int], frozenset[int]]]:
    """The sets of two or more of candidate ``i``'s pieces (candidates within its ops
    whose single cost is known: Vela compiled the graph with each) that share no op
    and are maximal: no other piece fits beside them; each with the ops it holds.
    Where there are more than :data:`GROUP_LIMIT` sets of its pieces that share no
    op, only the one that holds most ops (:func:`heaviest_disjoint`). They depend
    only on the candidates and their single costs, both fixed for a search, so they
    are found once a search (:attr:`_Search.piece_sets`)."""
    if i in search.piece_sets:
        return search.piece_sets[i]
    candidates = search.candidates
    ops_i = candidates[i].ops
    pieces = [j for j, c in enumerate(candidates) if c.ops < ops_i and singles.get(j) is not None]
    found: list[tuple[frozenset[int], frozenset[int]]] = []
    if len(pieces) >= 2:
        for members in _disjoint_sets(candidates, pieces, lambda j: len(candidates[j].ops)):
            covered = frozenset[int]().union(*(candidates[j].ops for j in members))
            maximal = all(j in members or not candidates[j].ops.isdisjoint(covered) for j in pieces)
            if len(members) >= 2 and maximal:
                found.append((members, covered))
    search.piece_sets[i] = found
    return found


def _disjoint_sets(
    candidates: Sequence[Candidate], members: Sequence[int], weight: Callable[[int], float]
) -> list[frozenset[int]]:
    """The sets of ``members`` (candidate indices) that share no op, the empty one
    among them; where there are more than :data:`GROUP_LIMIT`, only the one that
    weighs most by ``weight`` (:func:`heaviest_disjoint`)."""
    sets = independent_sets([candidates[j] for j in members], GROUP_LIMIT)
    if sets is None:
        return [heaviest_disjoint(candidates, members, weight)]
    return [frozenset(members[k] for k in s) for s in sets]


def _escape_moves(
    search: _Search,
    singles: Mapping[int, Cost | None],
    chosen: frozenset[int],
    limit: int,
) -> list[frozenset[int]]:
    """Up to ``limit`` sets not yet costed that add one candidate, sharing no op with
    them, to one of the :data:`ESCAPE_BASES` best sets costed so far that lie two or
    more changes from ``chosen``; most promising first by the single deltas. Where no
    change, pair add, split, set of pieces or exchange improves on ``chosen``, a set
    further away that loses may still win one add on. On a held-out graph for
    Ethos-U85-512 in ``Ethos_U85_SYS_Flash_High`` the search stopped at a 50-op
    region (5,120 cycles) of 51 pieces: two of them together gave 5,248, and with a
    third 4,608 to 5,024; too many sets of its pieces share no op for any but the one
    that holds most ops to be costed (6,976)."""
    if limit <= 0:
        return []
    candidates = search.candidates
    bases = sorted(
        (rank, s)
        for s in search.costs
        if len(s ^ chosen) >= 2 and (rank := search.rank(s)) is not None
    )[:ESCAPE_BASES]
    ranked: dict[frozenset[int], tuple[float, tuple[int, ...]]] = {}
    for _, base in bases:
        current = search.cost(base)
        assert current is not None  # ranked: feasible
        used = frozenset[int]().union(*(candidates[k].ops for k in base))
        for i, candidate in enumerate(candidates):
            if i in base or singles.get(i) is None or not candidate.ops.isdisjoint(used):
                continue
            move = base | {i}
            if move in search.costs or move in ranked:
                continue
            predicted = _predicted(search, singles, current, (i,))
            ranked[move] = (_single_score(search, predicted), tuple(sorted(move)))
    return sorted(ranked, key=lambda m: ranked[m])[:limit]


def _exchange_moves(
    search: _Search,
    singles: Mapping[int, Cost | None],
    chosen: frozenset[int],
    limit: int,
    borders: Callable[[int, int], bool],
) -> list[frozenset[int]]:
    """Up to ``limit`` sets not yet costed that exchange a chosen candidate for one
    that shares no op with it but borders it (reads the value it writes, or writes
    the value it reads), displacing any other chosen candidate that one overlaps;
    best first by the single deltas, whatever they predict: the single deltas of
    two regions that meet do not add up (each changes the pass the other runs in),
    so what they predict for one in the other's place says little. An add that
    overlaps a chosen candidate already displaces it, as a single change; two
    regions that meet at a value do not, and each can pay in the other's place but
    not beside it. On a generated graph for ``ethos-u85-128,ethos-u85-2048`` in
    ``Ethos_U85_SYS_Flash_High``, the search kept a region (254,240 and 134,744
    cycles) where the region after it along the chain, in its place, gives fewer on
    both NPUs (252,544 and 134,440): dropping the first alone, or adding the second
    beside it, lost."""
    candidates = search.candidates
    current = search.cost(chosen)
    assert current is not None
    ranked: dict[frozenset[int], tuple[float, tuple[int, int]]] = {}
    for k in sorted(chosen):
        ops_k = candidates[k].ops
        for i in range(len(candidates)):
            ops_i = candidates[i].ops
            if i in chosen or singles.get(i) is None:
                continue  # (no single: Vela refused the graph with it alone)
            if not ops_i.isdisjoint(ops_k) or not borders(i, k):
                continue
            move = _move(candidates, chosen - {k}, i)  # the add, with k already gone
            if move in search.costs or move in ranked:
                continue
            predicted = _predicted(search, singles, current, (i,), chosen - move)
            ranked[move] = (_single_score(search, predicted), (k, i))
    return sorted(ranked, key=lambda m: ranked[m])[:limit]


def _predicted(
    search: _Search,
    singles: Mapping[int, Cost | None],
    current: Cost,
    added: Iterable[int],
    removed: Iterable[int] = (),
) -> Cost | None:
    """The cost the single deltas predict for the current set with ``added`` applied
    and ``removed`` undone (each delta a single's cost less the original's): what a
    move gains is weighed against what it displaces. ``None`` where a single is
    unknown."""
    predicted = list(current)
    for sign, members in ((1, added), (-1, removed)):
        for k in members:
            single = singles.get(k)
            if single is None:
                return None
            predicted = [
                p + sign * (c - b) for p, c, b in zip(predicted, single, search.base, strict=True)
            ]
    return tuple(predicted)


def _single_score(search: _Search, cost: Cost | None) -> float:
    if cost is None:
        return float("inf")
    return search.objective.score(cost, search.base)


def _additive(search: _Search, singles: Mapping[int, Cost | None]) -> frozenset[int]:
    """The set that the sum of single deltas says is best: exact within each group
    of overlapping candidates (while it has few sets), greedy beyond."""
    base = search.base

    def gain(i: int) -> float:
        cost = singles[i]
        if cost is None:
            return float("-inf")
        return search.objective.score(base, base) - search.objective.score(cost, base)

    chosen: set[int] = set()
    for group in groups(search.candidates):
        members = [search.candidates[i] for i in group]
        sets = independent_sets(members, GROUP_LIMIT)
        if sets is None:
            # Too many to enumerate: the heaviest disjoint set, by branch and bound.
            chosen |= heaviest_disjoint(search.candidates, group, gain)
            continue
        best: tuple[float, int] = (0.0, 0)
        best_set: frozenset[int] = frozenset()
        for s in sets:
            total = sum(gain(group[j]) for j in s)
            if total > 0 and (-total, len(s)) < best:
                best, best_set = (-total, len(s)), frozenset(group[j] for j in s)
        chosen |= best_set
    return frozenset(chosen)


def _choice(
    search: _Search,
    keys: Sequence[Hashable],
    chosen: frozenset[int],
    *,
    exhaustive: bool,
    undone: tuple[Hashable, ...] = (),
    singles: Mapping[Hashable, Cost | None] | None = None,
    complete: bool = True,
    estimated: bool = False,
) -> Choice:
    cost = search.cost(chosen)
    assert cost is not None
    if singles is None:
        singles = {
            keys[i]: search.costs[frozenset((i,))]
            for i in range(len(keys))
            if frozenset((i,)) in search.costs
        }
    return Choice(
        frozenset(keys[i] for i in chosen),
        search.base,
        cost,
        trials=len(search.costs) + (frozenset() not in search.costs),
        exhaustive=exhaustive,
        undone=undone,
        singles=dict(singles or {}),
        complete=complete,
        estimated=estimated,
    )
