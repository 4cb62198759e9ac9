"""The whole-graph choice of rewrites (``transforms/plan.py``) against brute force,
on cost functions with interactions that a sum of single deltas gets wrong."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Hashable

import pytest

from lutdialect.transforms import plan
from lutdialect.transforms.plan import (
    GROUP_LIMIT,
    HEAD_MOVES,
    MANY_IMPROVING,
    UNDO_SINGLY,
    Candidate,
    Choice,
    Cost,
    Objective,
    _combined,  # pyright: ignore[reportPrivateUsage]
    _pair_moves,  # pyright: ignore[reportPrivateUsage]
    _piece_moves,  # pyright: ignore[reportPrivateUsage]
    _Search,  # pyright: ignore[reportPrivateUsage]
    choose,
    groups,
    heaviest_disjoint,
    independent_sets,
    spread,
)


def _subsets(candidates: list[Candidate]) -> list[frozenset[Hashable]]:
    """Every applicable set (no two candidates share an op), by brute force."""
    found: list[frozenset[Hashable]] = []
    for size in range(len(candidates) + 1):
        for combo in itertools.combinations(candidates, size):
            ops = [op for c in combo for op in c.ops]
            if len(ops) == len(set(ops)):
                found.append(frozenset(c.key for c in combo))
    return found


class _Graph:
    """A made-up cost: per-NPU single deltas plus pairwise interactions."""

    def __init__(self, seed: int, n: int, npus: int) -> None:
        rng = random.Random(seed)
        self.base: Cost = tuple(rng.randint(1000, 5000) for _ in range(npus))
        self.candidates = [
            Candidate(f"c{i}", frozenset(rng.sample(range(n * 2), rng.randint(1, 2))))
            for i in range(n)
        ]
        self.delta = {c.key: [rng.randint(-300, 200) for _ in range(npus)] for c in self.candidates}
        self.pair = {
            (a.key, b.key): [rng.randint(-150, 150) for _ in range(npus)]
            for a, b in itertools.combinations(self.candidates, 2)
            if rng.random() < 0.3
        }
        self.calls = 0

    def evaluate(self, chosen: frozenset[Hashable]) -> Cost | None:
        self.calls += 1
        cost = list(self.base)
        for key in chosen:
            cost = [c + d for c, d in zip(cost, self.delta[key], strict=True)]
        for (a, b), d in self.pair.items():
            if a in chosen and b in chosen:
                cost = [c + x for c, x in zip(cost, d, strict=True)]
        return tuple(cost)


def _exact(graph: _Graph, objective: Objective) -> list[tuple[frozenset[Hashable], Cost]]:
    costs: list[tuple[frozenset[Hashable], Cost]] = []
    for s in _subsets(graph.candidates):
        cost = graph.evaluate(s)
        assert cost is not None
        costs.append((s, cost))
    return costs


@pytest.mark.parametrize("seed", range(40))
def test_single_npu_choice_is_the_best_subset(seed: int) -> None:
    graph = _Graph(seed, n=random.Random(seed).randint(1, 8), npus=1)
    objective = Objective(("npu",))
    choice = choose(graph.candidates, graph.evaluate, objective, graph.base)
    best = min(c[0] for _, c in _exact(graph, objective))
    assert choice.exhaustive
    assert choice.cost[0] == best
    assert choice.cost[0] <= graph.base[0]


@pytest.mark.parametrize("seed", range(40))
def test_multi_npu_choice_is_on_the_pareto_front(seed: int) -> None:
    graph = _Graph(1000 + seed, n=random.Random(seed).randint(1, 8), npus=2)
    objective = Objective(("a", "b"))
    choice = choose(graph.candidates, graph.evaluate, objective, graph.base)
    assert objective.feasible(choice.cost, graph.base)
    for _, cost in _exact(graph, objective):
        dominates = (
            all(c <= m for c, m in zip(cost, choice.cost, strict=True)) and cost != choice.cost
        )
        assert not dominates, (cost, choice.cost)


def _locally_optimal(graph: _Graph, objective: Objective, choice: Choice) -> None:
    """No single candidate more or less beats the choice (the local search's promise)."""
    chosen = set(choice.chosen)
    by_key = {c.key: c for c in graph.candidates}
    score = objective.score(choice.cost, graph.base)
    for c in graph.candidates:
        if c.key in chosen:
            flipped = chosen - {c.key}
        else:
            flipped = {k for k in chosen if by_key[k].ops.isdisjoint(c.ops)} | {c.key}
        cost = graph.evaluate(frozenset(flipped))
        assert cost is not None
        if objective.feasible(cost, graph.base):
            assert objective.score(cost, graph.base) >= score


@pytest.mark.parametrize("seed", range(20))
def test_large_sets_are_locally_optimal_and_never_slower(seed: int) -> None:
    for npus in (1, 2):
        graph = _Graph(2000 + seed, n=14, npus=npus)
        objective = Objective(tuple(f"npu{i}" for i in range(npus)))
        choice = choose(graph.candidates, graph.evaluate, objective, graph.base, max_trials=10_000)
        assert not choice.exhaustive and choice.complete
        assert objective.feasible(choice.cost, graph.base)
        _locally_optimal(graph, objective, choice)


def _local_choice(
    candidates: list[Candidate],
    evaluate: Callable[[frozenset[Hashable]], Cost],
    independent: Callable[[int, frozenset[int]], bool],
    *,
    pairs: int = 0,
    pieces: int = 0,
    max_trials: int | None = None,
    starts: list[frozenset[int]] | None = None,
) -> Choice:
    """``choose`` on one NPU from a base of 1,000 cycles, with more than 4 sets:
    the local search, not the exhaustive one (started also from ``starts``)."""
    return choose(
        candidates,
        evaluate,
        Objective(("npu",)),
        (1000,),
        exhaustive_limit=4,
        independent=independent,
        pairs=pairs,
        pieces=pieces,
        max_trials=max_trials,
        starts=None if starts is None else (lambda: starts),
    )


def _crowded(
    saving: int,
) -> tuple[list[Candidate], Callable[[frozenset[Hashable]], Cost], list[frozenset[Hashable]]]:
    """Twelve rewrites apart, each saving ``saving`` cycles alone and costing 3 beside
    each other one (from a base of 1,000): the candidates, the cost, and the list the
    cost appends each set it is asked for to."""
    asked: list[frozenset[Hashable]] = []

    def cost(chosen: frozenset[Hashable]) -> Cost:
        asked.append(chosen)
        k = len(chosen)
        return (1000 - saving * k + 3 * k * (k - 1) // 2,)

    return [Candidate(f"c{i:02}", frozenset((i,))) for i in range(12)], cost, asked


def test_a_large_slower_first_set_is_undone_by_halving() -> None:
    """Twelve rewrites apart, each saving 10 cycles alone and costing 3 beside each
    other one: all twelve are 78 slower than the original, at most seven are no
    slower, four are best (22 fewer). The undo finds the seven in six sets (1, 2, 4
    and 8 dropped, then 6 and 5), and the descent goes on from them to the four.
    Undoing one rewrite at a time costs every drop of the twelve, then of the
    eleven, ... down to the seven: 50 sets, more than this whole search costs after
    the twelve singles and the first set."""
    candidates, cost, asked = _crowded(saving=10)
    choice = _local_choice(candidates, cost, lambda i, others: False)
    assert len(candidates) > UNDO_SINGLY
    assert len(choice.undone) == 5 and choice.complete
    assert len(choice.chosen) == 4 and choice.cost == (978,)
    assert [len(s) for s in asked[13:19]] == [11, 10, 8, 4, 6, 7]  # the undo
    assert choice.trials - 13 < 50


def test_many_improving_moves_are_made_together() -> None:
    """Twelve rewrites apart, each saving 20 cycles alone and costing 3 beside each
    other one: all twelve save 42, seven are best (77). From the twelve every drop
    improves; the step also costs 2, 4, 8 and all twelve of them made at once, and
    goes to the eight left by four drops (76), not the eleven left by one (55). One
    step more drops the eighth. One at a time would cost every drop of twelve, then
    of eleven, ... down to seven: a set of ten rewrites is costed only as the first
    step's two drops at once, where one at a time costs eleven of them."""
    candidates, cost, asked = _crowded(saving=20)
    choice = _local_choice(candidates, cost, lambda i, others: False, max_trials=10_000)
    assert len(candidates) > MANY_IMPROVING
    assert choice.complete and not choice.undone
    assert len(choice.chosen) == 7 and choice.cost == (923,)
    sizes = [len(s) for s in asked]
    assert sizes.count(11) == 12 and sizes.count(10) == 1
    assert choice.trials - 13 < 12 + 11 + 10 + 9 + 8  # after the singles and the first set


def test_after_many_improving_moves_the_best_of_them_are_costed_first() -> None:
    """Ten groups of three rewrites apart, each saving 10 cycles, a group 25 slower
    with all three: from all thirty (950 cycles) dropping any one improves, but two
    from one group no more than one, so the moves made together lose to one (and
    after each change three moves fewer improve). One rewrite less in each group is
    best (800). One full step per change, thirty moves each, takes 300 sets to get
    there; from the second change on the moves that improved are costed first, a few
    a step, and every move only where none of those improves."""
    candidates = [Candidate(f"c{i:02}", frozenset((i,))) for i in range(30)]

    def cost(chosen: frozenset[Hashable]) -> Cost:
        full = sum(all(f"c{3 * g + k:02}" in chosen for k in range(3)) for g in range(10))
        return (1000 - 10 * len(chosen) + 25 * full,)

    choice = _local_choice(candidates, cost, lambda i, others: False, max_trials=200)
    assert len(candidates) > MANY_IMPROVING and HEAD_MOVES < 30
    assert choice.complete and not choice.undone
    assert choice.cost == (800,) and len(choice.chosen) == 20
    assert choice.trials - 31 < 150  # after the singles and the first set


def test_after_an_undo_by_halving_the_adds_back_are_made_together() -> None:
    """Nine rewrites apart, each paying alone (10 cycles and its index more), the two
    best 500 slower together: all nine are slower than the original. The halving
    drops the worst singles, seven of them, and the seven adds that take them back
    all improve: fewer than :data:`MANY_IMPROVING`, but after the halving they are
    made together, and the search ends where undoing the second best alone would
    have (891 cycles), not one add per step cut by the budget."""
    candidates = [Candidate(f"c{i:02}", frozenset((i,))) for i in range(9)]

    def cost(chosen: frozenset[Hashable]) -> Cost:
        clash = 500 if {"c07", "c08"} <= chosen else 0
        return (1000 - sum(10 + int(str(k)[1:]) for k in chosen) + clash,)

    choice = _local_choice(candidates, cost, lambda i, others: False)
    assert len(candidates) > UNDO_SINGLY and len(choice.undone) > 1
    assert choice.complete
    assert choice.chosen == {f"c{i:02}" for i in range(9)} - {"c07"}
    assert choice.cost == (891,)


def test_moves_made_together_skip_those_that_clash() -> None:
    """Of the improving moves, best first, each is made on top of the earlier ones
    unless it changes a candidate they changed or adds one overlapping a candidate
    kept; the sets after 2, 4, ... moves, and after all, are returned."""
    # a..d chosen; e overlaps a (its add displaces a), f overlaps e, g overlaps b.
    ops = {"a": {1}, "b": {2}, "c": {3}, "d": {4}, "e": {1, 5}, "f": {5}, "g": {2, 6}}
    candidates = [Candidate(k, frozenset(v)) for k, v in ops.items()]
    index = {c.key: i for i, c in enumerate(candidates)}

    def of(*keys: str) -> frozenset[int]:
        return frozenset(index[k] for k in keys)

    chosen = of("a", "b", "c", "d")
    improving = [
        of("b", "c", "d", "e"),  # e for a
        of("a", "b", "c", "d", "f"),  # f: overlaps e, now chosen: skipped
        of("a", "c", "d"),  # drop b
        of("a", "b", "c", "d", "g") - of("b"),  # g for b: b changed already: skipped
        of("a", "b", "d"),  # drop c
        of("a", "b", "c"),  # drop d
    ]
    made = _combined(candidates, chosen, improving)
    assert made == [of("c", "d", "e"), of("e")]
    assert _combined(candidates, chosen, improving[:1]) == []


def test_a_slower_first_set_is_undone() -> None:
    """Two rewrites each pay alone and lose together: one is undone."""
    candidates = [Candidate(k, frozenset((i,))) for i, k in enumerate("abcdefghi")]

    def evaluate(chosen: frozenset[Hashable]) -> Cost:
        cost = 1000 - 10 * len(chosen)
        if {"a", "b"} <= chosen:
            cost += 500
        return (cost,)

    choice = choose(candidates, evaluate, Objective(("npu",)), (1000,), exhaustive_limit=4)
    assert not choice.exhaustive
    assert choice.undone
    assert not {"a", "b"} <= choice.chosen
    assert choice.cost == (1000 - 10 * len(choice.chosen),)


def test_every_drop_is_costed_even_for_an_independent_candidate() -> None:
    """Each rewrite pays alone and the zones say none depends on another, but ``c``
    costs more beside ``a`` and ``b`` (as a rewrite may on an NPU whose SRAM the
    whole graph shares): the search drops it, where its single delta alone would
    have kept it."""
    candidates = [Candidate(k, frozenset((i,))) for i, k in enumerate("abc")]

    def evaluate(chosen: frozenset[Hashable]) -> Cost:
        cost = 1000 - 100 * len(chosen)
        if {"a", "b", "c"} <= chosen:
            cost += 150
        return (cost,)

    choice = _local_choice(candidates, evaluate, lambda i, others: True)
    assert not choice.exhaustive
    assert choice.cost == (800,) and len(choice.chosen) == 2


@pytest.mark.parametrize(("alone", "costed"), [(0, True), (10, False)])
def test_an_add_whose_single_delta_ties_is_costed(alone: int, costed: bool) -> None:
    """``b`` changes nothing alone (``alone`` = 0) and the zones say it does not
    depend on ``a``, yet beside ``a`` it gains 50 (as a rewrite may on an NPU whose
    SRAM the whole graph shares): its add is costed and kept. An add whose single
    delta loses (``alone`` = 10) is still not costed."""
    candidates = [Candidate(k, frozenset((i,))) for i, k in enumerate("abc")]
    evaluate, seen = _recorded(
        lambda chosen: (
            1000
            - 100 * ("a" in chosen)
            + alone * ("b" in chosen)
            - (50 + alone) * ({"a", "b"} <= chosen)
            + 5 * ("c" in chosen),
        )
    )
    choice = _local_choice(candidates, evaluate, lambda i, others: True)
    assert not choice.exhaustive
    assert (frozenset({"a", "b"}) in seen) is costed
    assert choice.chosen == ({"a", "b"} if costed else {"a"})
    assert frozenset({"a", "c"}) not in seen
    # Single costs estimated from batches: a nil estimate is not costed either.
    seen.clear()
    estimated = choose(
        candidates,
        evaluate,
        Objective(("npu",)),
        (1000,),
        exhaustive_limit=4,
        estimate=lambda: {i: (1000 + (-100, alone, 5)[i],) for i in range(3)},
        independent=lambda i, others: True,
    )
    assert estimated.chosen == {"a"} and frozenset({"a", "b"}) not in seen


def _region_and_its_halves(chosen: frozenset[Hashable]) -> Cost:
    """A region ``r`` over ops 0-3 gains 400 alone; its halves ``a`` (ops 0-1) and
    ``b`` (ops 2-3) gain 100 each alone and 700 together (as two tables Vela chains
    may); ``c`` (op 9), apart, gains 50."""
    cost = 1000
    if "r" in chosen:
        cost -= 400
    if {"a", "b"} <= chosen:
        cost -= 700
    elif chosen & {"a", "b"}:
        cost -= 100
    if "c" in chosen:
        cost -= 50
    return (cost,)


_HALVES = [
    Candidate("r", frozenset((0, 1, 2, 3))),
    Candidate("a", frozenset((0, 1))),
    Candidate("b", frozenset((2, 3))),
    Candidate("c", frozenset((9,))),
]


@pytest.mark.parametrize("pairs", [0, 8])
def test_two_rewrites_that_pay_only_together_are_found_by_a_pair_add(pairs: int) -> None:
    """From the region (the best single change), no single add or drop improves:
    adding ``a`` or ``b`` displaces it for less. The pair add reaches both halves;
    without it the search stops at the region (locally optimal, as documented)."""
    near = {frozenset((1, 2))}  # a and b interact; r overlaps both; c is apart

    def independent(i: int, others: frozenset[int]) -> bool:
        return all(frozenset((i, j)) not in near for j in others if j != i)

    choice = _local_choice(_HALVES, _region_and_its_halves, independent, pairs=pairs)
    assert not choice.exhaustive and choice.complete
    if pairs:
        assert choice.chosen == {"a", "b", "c"} and choice.cost == (250,)
    else:
        assert choice.chosen == {"r", "c"} and choice.cost == (550,)


def _region_and_its_thirds(chosen: frozenset[Hashable]) -> Cost:
    """A region ``r`` over ops 0-5 gains 400 alone; its thirds ``a``, ``b`` and
    ``d`` gain 100 each, alone or two together, and 700 all three; ``c`` (op 9),
    apart, gains 50."""
    cost = 1000
    if "r" in chosen:
        cost -= 400
    thirds = len(chosen & {"a", "b", "d"})
    cost -= 700 if thirds == 3 else 100 * thirds
    if "c" in chosen:
        cost -= 50
    return (cost,)


def _recorded(
    cost: Callable[[frozenset[Hashable]], Cost],
) -> tuple[Callable[[frozenset[Hashable]], Cost], list[frozenset[Hashable]]]:
    """``cost``, and the list of the sets it is asked for, in order."""
    costed: list[frozenset[Hashable]] = []

    def evaluate(chosen: frozenset[Hashable]) -> Cost:
        costed.append(chosen)
        return cost(chosen)

    return evaluate, costed


_THIRDS = [
    Candidate("r", frozenset(range(6))),
    Candidate("a", frozenset((0, 1))),
    Candidate("b", frozenset((2, 3))),
    Candidate("d", frozenset((4, 5))),
    Candidate("c", frozenset((9,))),
]


def _thirds_choice(
    cost: Callable[[frozenset[Hashable]], Cost], pairs: int, pieces: int = 0
) -> tuple[Choice, list[frozenset[Hashable]]]:
    """The local search's choice among :data:`_THIRDS` by ``cost`` (the thirds interact
    with each other, ``c`` with none), complete; and the sets it costed."""
    evaluate, costed = _recorded(cost)
    choice = _local_choice(
        _THIRDS,
        evaluate,
        lambda i, others: not (i in {1, 2, 3} and others & {1, 2, 3}),
        pairs=pairs,
        pieces=pieces,
    )
    assert not choice.exhaustive and choice.complete
    return choice, costed


@pytest.mark.parametrize("pairs", [0, 8])
def test_pieces_that_pay_only_all_together_are_found_by_a_split(pairs: int) -> None:
    """From the region, no single change and no pair add improves (two thirds gain
    less than the region); replacing the region by its pieces reaches all three."""
    choice, costed = _thirds_choice(_region_and_its_thirds, pairs)
    if pairs:
        assert choice.chosen == {"a", "b", "d", "c"} and choice.cost == (250,)
    else:
        assert choice.chosen == {"r", "c"} and choice.cost == (550,)
        assert frozenset({"a", "b", "d", "c"}) not in costed


def _region_whose_thirds_pay_only_all_together(
    region: int,
) -> Callable[[frozenset[Hashable]], Cost]:
    """A region ``r`` over ops 0-5 that gains ``region`` alone (less than zero:
    slower); each of its thirds ``a``, ``b`` and ``d`` is slower alone (by 100), and
    so are any two thirds (by 150); all three gain 300; ``c`` (op 9), apart, gains
    50."""

    def cost(chosen: frozenset[Hashable]) -> Cost:
        total = 1000
        if "r" in chosen:
            total -= region
        thirds = len(chosen & {"a", "b", "d"})
        total += {0: 0, 1: 100, 2: 150, 3: -300}[thirds]
        if "c" in chosen:
            total -= 50
        return (total,)

    return cost


@pytest.mark.parametrize(("pairs", "pieces"), [(0, 0), (8, 0), (0, 8), (8, 8)])
@pytest.mark.parametrize(("region", "first"), [(-100, {"c"}), (100, {"r", "c"})])
def test_pieces_that_pay_only_all_together_are_put_in_at_once(
    pairs: int, pieces: int, region: int, first: set[str]
) -> None:
    """From ``first`` (the set the single deltas pick), no single change, pair add or
    split improves: each piece is slower alone, and any two of them, so a split (of
    pieces that pay alone) has none to take, whether the region is slower alone (not
    chosen) or pays (chosen). Putting all of its pieces in at once reaches them,
    whatever their single deltas predict, with pair adds or without them (a graph too
    large for them); without these sets of pieces the search stops at ``first``,
    locally optimal as documented."""
    choice, costed = _thirds_choice(
        _region_whose_thirds_pay_only_all_together(region), pairs, pieces
    )
    if pieces:
        assert choice.chosen == {"a", "b", "d", "c"} and choice.cost == (650,)
    else:
        assert choice.chosen == first and choice.cost == (1000 - 50 - max(region, 0),)
        assert frozenset({"a", "b", "d", "c"}) not in costed


def _two_regions_along_a_chain(chosen: frozenset[Hashable]) -> Cost:
    """Two regions along one chain, ``u`` (ops 0-1) then ``v`` (ops 2-3), and ``w``
    (op 9) apart: ``u`` gains 100 alone and ``v`` 80, but 150 in ``u``'s place once
    ``w`` is chosen, and together they gain nothing; ``w`` gains nothing alone and 50
    beside ``u`` or ``v``. From ``{u, w}`` (850) no single change improves: dropping
    ``u`` gives 1,000, adding ``v`` beside it 950, dropping ``w`` 900. The exchange of
    ``u`` for ``v`` gives 800 (its single deltas predict 870)."""
    cost = 1000
    u, v, w = "u" in chosen, "v" in chosen, "w" in chosen
    if u and v:
        cost -= 0
    elif u:
        cost -= 100
    elif v:
        cost -= 150 if w else 80
    if w and (u or v):
        cost -= 50
    return (cost,)


_CHAIN = [
    Candidate("u", frozenset((0, 1))),
    Candidate("v", frozenset((2, 3))),
    Candidate("w", frozenset((9,))),
]


def _chain_choice(bordering: bool) -> tuple[Choice, list[frozenset[Hashable]]]:
    """The local search over :func:`_two_regions_along_a_chain`, with pair adds, and
    with exchanges where ``u`` and ``v`` are taken to border each other."""
    evaluate, costed = _recorded(_two_regions_along_a_chain)
    choice = choose(
        _CHAIN,
        evaluate,
        Objective(("npu",)),
        (1000,),
        exhaustive_limit=4,
        independent=lambda i, others: not (i in {0, 1} and others & {0, 1}),
        pairs=8,
        borders=(lambda i, j: {i, j} == {0, 1}) if bordering else None,
    )
    return choice, costed


@pytest.mark.parametrize("bordering", [True, False])
def test_a_region_is_exchanged_for_the_one_it_borders(
    bordering: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """From ``{u, w}`` no single change, pair add or split improves; ``u`` and ``v``
    meet at a value, so the exchange of one for the other is costed, and reaches
    ``{v, w}``, whatever the single deltas predict (here that it loses). Candidates
    that do not border each other are not exchanged: without the adds to sets
    further away (below), the search stops at ``{u, w}``."""
    monkeypatch.setattr(plan, "ESCAPE_MOVES", 0)
    choice, costed = _chain_choice(bordering)
    assert not choice.exhaustive and choice.complete
    if bordering:
        assert choice.chosen == {"v", "w"} and choice.cost == (800,)
    else:
        assert choice.chosen == {"u", "w"} and choice.cost == (850,)
        assert frozenset({"v", "w"}) not in costed


def test_a_region_not_bordering_is_reached_one_add_on_from_a_set_further_away() -> None:
    """Without exchanges, ``{v}`` (920), costed two changes from ``{u, w}``, leads one
    add on to ``{v, w}`` (800)."""
    choice, _ = _chain_choice(bordering=False)
    assert choice.chosen == {"v", "w"} and choice.cost == (800,)


def test_pair_adds_are_ranked_against_what_they_displace() -> None:
    """Three chosen regions, each with two halves. The halves of ``t`` gain the most
    (880) but displace a region gaining 900: predicted worse, they are left out
    beyond the first ``limit``. Those of ``r`` and ``s`` are predicted to improve on
    the regions they displace (600 against 500, 520 against 500): both are costed,
    the best first, whatever ``limit``; ``most`` bounds them all. A pair of halves of
    two regions displaces both, and is predicted worse still."""
    gains = {"r": 500, "a": 300, "b": 300, "s": 500, "c": 260, "d": 260}
    gains |= {"t": 900, "e": 440, "f": 440}
    ops = {"r": (0, 1, 2, 3), "a": (0, 1), "b": (2, 3), "s": (4, 5, 6, 7), "c": (4, 5)}
    ops |= {"d": (6, 7), "t": (8, 9, 10, 11), "e": (8, 9), "f": (10, 11)}
    candidates = [Candidate(k, frozenset(ops[k])) for k in gains]
    index = {c.key: i for i, c in enumerate(candidates)}

    def evaluate(chosen: frozenset[Hashable]) -> Cost:
        return (10_000 - sum(gains[str(k)] for k in chosen),)

    search = _Search(candidates, evaluate, Objective(("npu",)), (10_000,))
    singles = {i: search.cost(frozenset((i,))) for i in range(len(candidates))}
    chosen = frozenset(index[k] for k in "rst")

    def moves(limit: int, most: int) -> list[set[str]]:
        found = _pair_moves(search, singles, chosen, limit=limit, most=most)
        return [{str(candidates[i].key) for i in m} for m in found]

    assert moves(1, 8) == [{"a", "b", "s", "t"}, {"r", "c", "d", "t"}]
    assert moves(1, 1) == [{"a", "b", "s", "t"}]
    assert moves(3, 8) == [{"a", "b", "s", "t"}, {"r", "c", "d", "t"}, {"r", "s", "e", "f"}]
    assert moves(4, 8)[3] == {"a", "c", "t"}  # halves of two regions: predicted -440


def test_sets_of_pieces_are_maximal_and_ranked_by_the_ops_they_leave_out() -> None:
    """A 14-op region ``R`` of seven 2-op pieces (``e0``-``e12``) and six that straddle
    them (``o1``-``o11``) has many maximal sets of pieces; an 11-op region ``S`` has two
    pieces that cover it whole. ``S``'s set leaves none of its ops out and comes first,
    not crowded out by ``R``'s larger sets (ranked by the ops they hold, seven would
    be); a set is taken only where no other piece fits beside it; ``limit`` bounds
    them; a set that adds one piece to those chosen is a single change, not one of
    these."""
    ops = {"R": range(14), "S": range(100, 111), "P3": range(100, 103)}
    ops |= {"P8": range(103, 111)}
    ops |= {f"e{a}": (a, a + 1) for a in range(0, 14, 2)}
    ops |= {f"o{a}": (a, a + 1) for a in range(1, 13, 2)}
    candidates = [Candidate(k, frozenset(v)) for k, v in ops.items()]
    index = {c.key: i for i, c in enumerate(candidates)}
    # Every rewrite alone is slower; the pieces' single deltas predict no set pays.
    search = _Search(candidates, lambda s: (1000 + 10 * len(s),), Objective(("npu",)), (1000,))
    singles = {i: search.cost(frozenset((i,))) for i in range(len(candidates))}

    def moves(chosen: set[str], limit: int) -> list[set[str]]:
        start = frozenset(index[k] for k in chosen)
        found = _piece_moves(search, singles, start, [], limit)
        return [{str(candidates[i].key) for i in m} for m in found]

    first = moves(set(), 8)
    assert len(first) == 8
    # The two sets that cover their region whole, the fewer adds (predicted less
    # slower) first; then R's others.
    assert first[:2] == [{"P3", "P8"}, {f"e{a}" for a in range(0, 14, 2)}]
    for found in first[1:]:  # R's: no other piece of R fits beside them
        assert found <= {k for k in ops if k[0] in "eo"}
        covered = {op for k in found for op in ops[k]}
        assert all(k in found or not covered.isdisjoint(ops[k]) for k in ops if k[0] in "eo")
    assert moves(set(), 1) == [{"P3", "P8"}]
    assert moves(set(), 0) == []
    # From {P3}: adding P8 alone is a single change, not a set of pieces.
    assert {"P3", "P8"} not in moves({"P3"}, 8)
    # From {P3, e0}: the set {P3, P8} keeps e0; R's sets with e0 add at least two more.
    assert {"P3", "P8", "e0"} not in moves({"P3", "e0"}, 8)
    assert {f"e{a}" for a in range(0, 14, 2)} | {"P3"} in moves({"P3", "e0"}, 8)


def test_a_region_with_too_many_sets_of_pieces_gets_the_one_that_holds_most() -> None:
    """Thirteen 2-op pieces of a 26-op region, and six 4-op ones over pairs of them,
    have more than :data:`GROUP_LIMIT` sets that share no op: only one is put in, the
    set that holds most of the region's ops (all thirteen small pieces, 26 ops; taken
    largest piece first, six 4-op pieces and one 2-op piece would hold as many, so
    the tie is broken by the branch and bound's order, not asserted)."""
    ops = {"R": range(26)} | {f"p{a}": (a, a + 1) for a in range(0, 26, 2)}
    ops |= {f"q{a}": range(a, a + 4) for a in range(0, 24, 4)}
    candidates = [Candidate(k, frozenset(v)) for k, v in ops.items()]
    assert independent_sets(candidates[1:], GROUP_LIMIT) is None
    search = _Search(candidates, lambda s: (1000 + 10 * len(s),), Objective(("npu",)), (1000,))
    singles = {i: search.cost(frozenset((i,))) for i in range(len(candidates))}
    found = _piece_moves(search, singles, frozenset(), [], 8)
    # Each 4-op piece is a region too, whose own two pieces make one set.
    assert sum(len(m) == 2 for m in found) == 6
    (whole,) = [m for m in found if len(m) > 2]
    assert {op for i in whole for op in candidates[i].ops} == set(range(26))


_ESCAPE_OPS: dict[str, range] = {
    "R": range(10),
    "a": range(6),
    "b": range(6, 8),
    "c": range(8, 9),
    "d": range(9, 10),
    "e": range(1, 10),
}
_ESCAPE: dict[str, int] = {
    "": 1000,
    "R": 500,
    "a": 700,
    "b": 900,
    "c": 990,
    "d": 1010,
    "e": 550,
    "ab": 520,
    "ac": 690,
    "ad": 720,
    "bc": 890,
    "bd": 910,
    "cd": 1000,
    "abc": 480,
    "abd": 540,
    "acd": 700,
    "bcd": 900,
    "abcd": 560,
}
"""A region ``R`` and pieces of it: ``a``, ``b`` and ``c`` pay alone and most
together (480 cycles against the region's 500), but any one or two of them in the
region's place lose (``a`` and ``b``: 520); ``e`` pays most alone of the pieces,
and ``d`` does not pay."""


def _escape_choice(pairs: int, pieces: int) -> tuple[Choice, list[frozenset[Hashable]]]:
    """The local search over :data:`_ESCAPE`; the sets it costed, in order."""
    candidates = [Candidate(k, frozenset(v)) for k, v in _ESCAPE_OPS.items()]
    asked: list[frozenset[Hashable]] = []

    def cost(chosen: frozenset[Hashable]) -> Cost:
        asked.append(chosen)
        return (_ESCAPE["".join(sorted(str(k) for k in chosen))],)

    choice = _local_choice(candidates, cost, lambda i, others: True, pairs=pairs, pieces=pieces)
    return choice, asked


@pytest.mark.parametrize("escape", [True, False])
def test_a_set_two_changes_away_that_loses_leads_one_add_on_to_one_that_wins(
    escape: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """:data:`_ESCAPE`, with too many sets of pieces to enumerate (``GROUP_LIMIT``
    made 1, as on a region of many pieces): the first set is the region, and no
    single change, pair add, split (the heaviest set of pieces that pay alone is
    ``e`` alone) or set of pieces (the one that holds most ops, ``a`` to ``d``)
    improves on it. One add to ``{a, b}``, the best set costed two changes away,
    reaches ``{a, b, c}``; without those adds the search stops at the region."""
    monkeypatch.setattr(plan, "GROUP_LIMIT", 1)
    if not escape:
        monkeypatch.setattr(plan, "ESCAPE_MOVES", 0)
    choice, _ = _escape_choice(pairs=8, pieces=8)
    assert not choice.exhaustive and choice.complete
    if escape:
        assert choice.chosen == set("abc") and choice.cost == (480,)
    else:
        assert choice.chosen == {"R"} and choice.cost == (500,)


def test_no_set_further_away_is_added_to_where_pair_adds_are_off() -> None:
    """Without pair adds (a graph whose single costs are estimated), no set one add on
    from a set two changes away is costed: the search over :data:`_ESCAPE` costs
    single changes only (adds to ``{a}``, which displaced the region, would be pairs)
    and stops at the region."""
    choice, asked = _escape_choice(pairs=0, pieces=0)
    assert choice.chosen == {"R"}
    assert all(len(s) < 2 for s in asked), asked


@pytest.mark.parametrize("pairs", [0, 8])
def test_pair_adds_stay_within_the_budget(pairs: int) -> None:
    """With the budget spent on single changes, no pair add or set of pieces is
    costed (and the search is still complete: they are best-effort)."""
    evaluate, costed = _recorded(_region_and_its_halves)
    # max_trials: the two single adds from {r, c}, {a, c} and {b, c}
    choice = _local_choice(
        _HALVES,
        evaluate,
        lambda i, others: not ({i, *others} >= {1, 2}),
        pairs=pairs,
        pieces=8,
        max_trials=2,
    )
    assert frozenset({"a", "b"}) not in costed and frozenset({"a", "b", "c"}) not in costed
    assert choice.chosen == {"r", "c"} and choice.complete


def test_refused_sets_are_never_chosen() -> None:
    candidates = [Candidate("a", frozenset((1,))), Candidate("b", frozenset((2,)))]

    def evaluate(chosen: frozenset[Hashable]) -> Cost | None:
        return None if "a" in chosen else (900,)

    choice = choose(candidates, evaluate, Objective(("npu",)), (1000,))
    assert choice.chosen == {"b"}


def test_ties_keep_the_graph_as_it_is() -> None:
    candidates = [Candidate("a", frozenset((1,)))]
    choice = choose(candidates, lambda _: (1000,), Objective(("npu",)), (1000,))
    assert choice.chosen == frozenset()


def test_a_budget_cut_is_reported() -> None:
    graph = _Graph(7, n=14, npus=1)
    choice = choose(graph.candidates, graph.evaluate, Objective(("npu",)), graph.base, max_trials=1)
    assert not choice.complete


def test_sets_and_groups() -> None:
    cs = [
        Candidate("a", frozenset((1, 2))),
        Candidate("b", frozenset((2, 3))),
        Candidate("c", frozenset((4,))),
    ]
    sets = independent_sets(cs, 100)
    assert sets is not None
    assert sorted(map(sorted, sets)) == [[], [0], [0, 2], [1], [1, 2], [2]]
    assert independent_sets(cs, 3) is None
    assert sorted(map(sorted, groups(cs))) == [[0, 1], [2]]


@pytest.mark.parametrize("seed", range(30))
def test_the_heaviest_disjoint_set_is_the_best_by_brute_force(seed: int) -> None:
    """Against every applicable set: the gains of the set found add up to the most."""
    rng = random.Random(seed)
    n = rng.randint(1, 12)
    candidates = [
        Candidate(i, frozenset(rng.sample(range(n + 4), rng.randint(1, 4)))) for i in range(n)
    ]
    gains = [rng.choice([rng.uniform(-50, 100), float(rng.randint(-5, 10))]) for _ in range(n)]
    found = heaviest_disjoint(candidates, range(n), gains.__getitem__)
    assert all(gains[i] > 0 for i in found)
    ops = [op for i in found for op in candidates[i].ops]
    assert len(ops) == len(set(ops))
    best = max(sum(max(gains[int(str(k))], 0.0) for k in s) for s in _subsets(candidates))
    assert sum(gains[i] for i in found) == pytest.approx(best)


def _region_and_pieces(pieces: int) -> tuple[list[Candidate], list[float]]:
    """One region over ``2 * pieces`` ops gaining 10, and its pieces of two ops
    each, gaining 3 each (more than the region together from four pieces on)."""
    region = Candidate("r", frozenset(range(2 * pieces)))
    parts = [Candidate(f"p{k}", frozenset((2 * k, 2 * k + 1))) for k in range(pieces)]
    return [region, *parts], [10.0, *[3.0] * pieces]


def test_pieces_that_pay_more_together_beat_the_region_that_pays_most_alone() -> None:
    """Greedy takes the region (the largest gain), which excludes every piece; four
    pieces gain 12 together."""
    candidates, gains = _region_and_pieces(4)
    assert heaviest_disjoint(candidates, range(5), gains.__getitem__) == {1, 2, 3, 4}
    candidates, gains = _region_and_pieces(3)  # 9 < 10: the region
    assert heaviest_disjoint(candidates, range(4), gains.__getitem__) == {0}


def test_out_of_branches_the_greedy_set_stands() -> None:
    candidates, gains = _region_and_pieces(4)
    assert heaviest_disjoint(candidates, range(5), gains.__getitem__, nodes=0) == {0}
    assert heaviest_disjoint(candidates, range(5), gains.__getitem__, nodes=1) == {0}


def test_a_first_set_too_large_to_enumerate_is_still_the_heaviest() -> None:
    """A region over 26 ops and 13 overlapping pairs of its pieces: more than
    ``GROUP_LIMIT`` applicable sets, so the first set is not enumerated. Its pieces
    gain more together than the region (13 x 100 against 1,000), so the search starts
    from them, and no single change (the region displaces them all) improves."""
    region = Candidate("r", frozenset(range(26)))
    pieces = [Candidate(f"p{k}", frozenset((k, k + 1))) for k in range(25)]
    candidates = [region, *pieces]
    assert independent_sets(candidates, GROUP_LIMIT) is None
    gains = {"r": 1_000} | {f"p{k}": 100 for k in range(25)}

    def evaluate(chosen: frozenset[Hashable]) -> Cost:
        return (100_000 - sum(gains[str(k)] for k in chosen),)

    choice = choose(candidates, evaluate, Objective(("npu",)), (100_000,), size=1_000)
    assert not choice.exhaustive and choice.complete
    assert choice.chosen == {f"p{k}" for k in range(0, 25, 2)} and choice.cost == (98_700,)


def test_a_decision_counts_in_words() -> None:
    """One set, one rewrite undone: singular, and the two counts not run together."""
    from lutdialect.transforms.remarks import Decision

    one = Decision("p", "Vela", ("u55",), (10,), (10,), 2, 0, 1, True, undone=1).message()
    assert "(every set costed: 1 set)" in one
    assert "1 rewrite of the set first chosen undone" in one
    many = Decision("p", "Vela", ("u55",), (10,), (9,), 3, 1, 4, False, complete=False)
    assert "(local search, 4 sets costed, cut by its budget)" in many.message()


@pytest.mark.parametrize("start", [None, frozenset({1})])
def test_a_second_start_reaches_what_the_first_cannot(start: frozenset[int] | None) -> None:
    """Without pair adds the search from the single deltas' set stops at the region
    (no single change improves on it); started also from one half, it adds the other
    half and reaches the best set."""
    near = {frozenset((1, 2))}

    def independent(i: int, others: frozenset[int]) -> bool:
        return all(frozenset((i, j)) not in near for j in others if j != i)

    starts = None if start is None else [start]
    choice = _local_choice(_HALVES, _region_and_its_halves, independent, starts=starts)
    assert not choice.exhaustive and choice.complete
    if start is None:
        assert choice.chosen == {"r", "c"} and choice.cost == (550,)
    else:
        assert choice.chosen == {"a", "b", "c"} and choice.cost == (250,)


_APART: dict[frozenset[Hashable], int] = {
    frozenset(): 1000,
    frozenset("w"): 900,
    frozenset("x"): 1100,
    frozenset("y"): 1100,
    frozenset("xy"): 950,
    frozenset("wx"): 1000,
    frozenset("wy"): 1000,
    frozenset("wxy"): 1000,
}
"""Three rewrites apart: ``w`` pays alone; ``x`` and ``y`` each slow the graph alone
and pay a little together, less than ``w``, and spoil it beside ``w``."""


def _apart_choice(start: frozenset[int]) -> tuple[Choice, list[frozenset[Hashable]]]:
    """The local search over :data:`_APART`, started also from ``start``; the sets
    it costed, in order."""
    candidates = [Candidate(k, frozenset((i,))) for i, k in enumerate("wxy")]
    asked: list[frozenset[Hashable]] = []

    def cost(chosen: frozenset[Hashable]) -> Cost:
        asked.append(chosen)
        return (_APART[chosen],)

    choice = _local_choice(candidates, cost, lambda i, others: False, starts=[start])
    return choice, asked


def test_a_worse_start_does_not_displace_the_first() -> None:
    """:data:`_APART`, started also from ``{x, y}``, whose search stops there (950
    cycles): the search keeps the first start's ``{w}`` (900)."""
    choice, asked = _apart_choice(frozenset({1, 2}))
    assert frozenset("xy") in asked  # the second start was searched
    assert not choice.exhaustive and choice.chosen == {"w"} and choice.cost == (900,)


@pytest.mark.parametrize("start", [frozenset({0, 1}), frozenset({1, 2})])
def test_a_start_next_to_the_set_reached_is_not_searched(start: frozenset[int]) -> None:
    """:data:`_APART`. A second start of ``{w, x}`` is one add from the ``{w}`` the
    first start reached and was costed on the way (1,000 cycles against 900): it is
    not searched (a heuristic, :func:`plan._next_to`), so ``{w, x, y}``, one of its
    own changes, is never costed. ``{x, y}`` is two changes away: it is searched (and
    ``{w, x, y}`` costed)."""
    choice, asked = _apart_choice(start)
    assert choice.chosen == {"w"} and choice.cost == (900,)
    assert (frozenset("wxy") in asked) == (start == {1, 2}), asked


def test_starts_are_not_asked_for_where_every_set_is_costed() -> None:
    def starts() -> list[frozenset[int]]:
        raise AssertionError("the exhaustive search needs no start")

    choice = choose(_HALVES, _region_and_its_halves, Objective(("npu",)), (1000,), starts=starts)
    assert choice.exhaustive and choice.chosen == {"a", "b", "c"}


@pytest.mark.parametrize("seed", range(20))
@pytest.mark.parametrize("max_trials", [None, 20])
def test_moves_costed_ahead_change_no_choice(seed: int, max_trials: int | None) -> None:
    """Where the first start's cost is started ahead (``prefetch``), the moves from it
    that do not wait for its cost are costed meanwhile, before it is asked for; the
    search chooses as it does without them, also where its budget cuts it short."""
    for npus in (1, 2):
        graph = _Graph(3000 + seed, n=14, npus=npus)
        objective = Objective(tuple(f"npu{i}" for i in range(npus)))
        runs: list[tuple[Choice, list[frozenset[Hashable]]]] = []
        started: list[frozenset[Hashable]] = []
        for prefetch in (None, started.append):
            asked: list[frozenset[Hashable]] = []

            def evaluate(
                chosen: frozenset[Hashable],
                asked: list[frozenset[Hashable]] = asked,
                graph: _Graph = graph,
            ) -> Cost | None:
                asked.append(chosen)
                return graph.evaluate(chosen)

            choice = choose(
                graph.candidates,
                evaluate,
                objective,
                graph.base,
                max_trials=max_trials,
                prefetch=prefetch,
            )
            runs.append((choice, asked))
        (plain, plain_asked), (ahead, ahead_asked) = runs
        assert (ahead.chosen, ahead.cost, ahead.complete, ahead.undone) == (
            plain.chosen,
            plain.cost,
            plain.complete,
            plain.undone,
        )
        assert set(started) <= set(ahead_asked)  # each started one is costed
        singles = len(graph.candidates)  # costed one by one (no estimate)
        first = plain_asked[singles]  # the first start, then its moves
        if len(first) > UNDO_SINGLY:  # its undo costs few drops: none is costed ahead
            assert ahead_asked.index(first) == singles and first not in started
            assert set(ahead_asked) == set(plain_asked)
            continue
        assert started[0] == first  # then every other move of each step
        assert ahead_asked.index(first) > singles  # its moves first
        moves = set(ahead_asked[singles : ahead_asked.index(first)])
        if not plain.undone:
            assert set(ahead_asked) == set(plain_asked)  # the same sets, in another order
        else:  # slower than the original: the undo's removals, and the adds besides
            assert {m for m in moves if m < first} <= set(plain_asked)
            assert set(plain_asked) <= set(ahead_asked)


def test_spread_takes_its_share_evenly_never_the_first() -> None:
    assert spread(8, 0.5) == [1, 3, 5, 7]
    assert spread(8, 0.75) == [1, 2, 3, 5, 6, 7]
    assert spread(1, 0.8) == [] and spread(5, 0.0) == []
    for n in range(1, 40):
        for share in (0.5, 0.6, 0.75, 0.8):
            taken = spread(n, share)
            assert 0 not in taken and len(taken) == int(n * share)
            assert taken == sorted(set(taken)) and all(0 < i < n for i in taken)


@pytest.mark.parametrize("share", [0.5, 0.75])
def test_a_step_s_moves_are_costed_elsewhere_by_share_those_known_here(share: float) -> None:
    """Every move of a step is costed (none is speculation): ``share`` of those not
    known already are started elsewhere first, and read after the others are costed
    here; a known one is costed here, uncounted. The choice is the same."""
    graph = _Graph(4242, n=14, npus=1)
    objective = Objective(("npu0",))
    plain = choose(graph.candidates, graph.evaluate, objective, graph.base)

    def known(chosen: frozenset[Hashable]) -> bool:  # a third of the sets, say
        return sum(int(str(k)[1:]) for k in chosen) % 3 == 0

    started: list[frozenset[Hashable]] = []
    asked: list[frozenset[Hashable]] = []
    choice = choose(
        graph.candidates,
        lambda chosen: asked.append(chosen) or graph.evaluate(chosen),
        objective,
        graph.base,
        prefetch=started.append,
        known=known,
        share=lambda: share,
    )
    assert (choice.chosen, choice.cost) == (plain.chosen, plain.cost)
    assert started and set(started) <= set(asked)
    assert not any(known(chosen) for chosen in started)
    assert any(known(chosen) and len(chosen) > 1 for chosen in asked)  # costed here
    for chosen in started[1:]:  # read after those costed here
        assert asked.index(chosen) > min(asked.index(a) for a in asked if a not in started)


@pytest.mark.parametrize("pieces", [0, 3, 1000])
def test_other_work_is_done_while_the_sets_it_would_compile_are_compiled_elsewhere(
    pieces: int,
) -> None:
    """While ``idle`` has work, each set this process would cost itself is started
    elsewhere too, and one piece of the work done meanwhile; once it has none, the
    share is as before. The sets costed and the choice are the same."""
    graph = _Graph(4242, n=14, npus=1)
    objective = Objective(("npu0",))
    runs: list[tuple[Choice, list[frozenset[Hashable]], list[frozenset[Hashable]]]] = []
    done: list[tuple[int, int]] = []
    for idle in (False, True):
        started: list[frozenset[Hashable]] = []
        asked: list[frozenset[Hashable]] = []
        left = list(range(pieces))

        def work(
            left: list[int] = left, started: list[frozenset[Hashable]] = started
        ) -> Callable[[], None] | None:
            if not left:
                return None
            piece = left.pop(0)
            return lambda: done.append((piece, len(started)))

        choice = choose(
            graph.candidates,
            lambda chosen, asked=asked: asked.append(chosen) or graph.evaluate(chosen),
            objective,
            graph.base,
            prefetch=started.append,
            idle=work if idle else None,
        )
        runs.append((choice, asked, started))
    (plain, plain_asked, plain_started), (busy, busy_asked, busy_started) = runs
    assert (busy.chosen, busy.cost, busy.undone) == (plain.chosen, plain.cost, plain.undone)
    assert set(busy_asked) == set(plain_asked)
    assert set(busy_started) <= set(busy_asked)
    moved = len(busy_started) - len(plain_started)  # one set started for each piece
    assert [piece for piece, _ in done] == list(range(len(done)))
    assert len(done) == moved
    after = [n for _, n in done]  # each piece after the set it stands for was started
    assert after == sorted(after) and len(set(after)) == len(after)
    if pieces == 3:
        assert len(done) == 3
    if pieces == 1000:  # more work than sets: only the singles are costed here
        assert 3 < len(done) < pieces
        assert all(len(s) == 1 for s in busy_asked if s not in busy_started)
