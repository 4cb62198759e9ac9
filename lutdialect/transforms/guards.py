"""The guards of ``fuse-elementwise-lut``: may a region become one table, and which.

Every guard that declines names itself with a stable identifier (the ``guard`` of
a :class:`~.rules.Decline`, the key the remarks and statistics use) and says why in
one sentence. The guards on a region's shape and content are declared
(:data:`REGION_GUARDS`) and checked before the cost model and the evaluator see
it. :func:`prove` evaluates a region on every input code and returns the table,
or the first guard that failed and the op that made it fail (so the pass can try
the part of the region after that op).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Operation, SSAValue

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.dialects.tosa.attributes import RoundingMode
from lutdialect.evaluator import CATALOGUE, CannotEvaluate, element_type
from lutdialect.semantics.core import ElementType, Evaluated

from .proof_memo import remembered
from .region import TABLE_TYPES, Constness, Region, varying_operands
from .rules import Decline, Guard

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from lutdialect.evaluator import RegionEvaluator
    from lutdialect.semantics.int16_table import Int16Table

MAX_CHANNEL_VARIANTS = {ElementType.I8: 1024, ElementType.I16: 16}
"""Distinct per-channel parameter combinations evaluated before declining."""


@dataclass(frozen=True)
class Proof:
    """A region proven to be one table: the region's output for every input code
    and the table that replaces it (i8: the 256 values; i16: the fitted table). An
    i8 table proven on lists (:func:`listwise_verdict`) has no array ``output``."""

    region: Region
    output: Evaluated | None
    i8: Sequence[int] | npt.NDArray[np.int64] | None = None
    i16: Int16Table | None = None


def _has_float(region: Region) -> bool:
    return any(
        (t := element_type(r.type)) is not None and t.is_float
        for op in region.ops
        for r in op.results
    )


def _requantize_only(region: Region) -> bool:
    return all(
        type(op) not in CATALOGUE or CATALOGUE[type(op)].requantize_only for op in region.ops
    )


SHAPE_GUARDS: tuple[Guard[Region], ...] = (
    Guard(
        "multiple-inputs",
        lambda r: len(r.inputs) == 1 and r.input is not None,
        lambda r: f"the region has {len(r.inputs)} non-constant inputs",
    ),
    Guard(
        "input-type",
        lambda r: element_type(_input(r).type) in TABLE_TYPES,
        lambda r: f"the region input is {_input(r).type}, not an i8 or i16 tensor",
    ),
    Guard(
        "type-mismatch",
        lambda r: _input(r).type == r.output.type,
        lambda r: (
            f"the region output {r.output.type} differs from its input "
            f"{_input(r).type} in type or shape"
        ),
    ),
    Guard(
        "input-type",
        lambda r: isinstance(_input(r).type, TensorType),
        lambda _: "the region input is not a ranked tensor",
    ),
    Guard(
        "single-op",
        lambda r: len(r.ops) >= 2,
        lambda _: "a single op is already one full-tensor pass",
    ),
)
"""What a region must look like to be one table. A :class:`~.region.Boundary` the
growth stopped at explains a decline by any of these (the region is short of
inputs or ops because it stopped there)."""

REGION_GUARDS: tuple[Guard[Region], ...] = (
    *SHAPE_GUARDS,
    Guard(
        "requantize-only",
        lambda r: not _requantize_only(r),
        lambda _: "the region only requantizes (rescale/cast)",
    ),
)
"""Every guard a region is checked against before it is judged or evaluated."""

FLOAT_DISABLED = Guard[Region](
    "float-disabled",
    lambda r: not _has_float(r),
    lambda _: "float regions are disabled (float-regions=false)",
)
"""Added to :data:`REGION_GUARDS` by ``float-regions=false``."""


def _input(region: Region) -> SSAValue:
    assert region.input is not None
    return region.input


def region_guards(*, float_regions: bool) -> tuple[Guard[Region], ...]:
    """The region guards under the pass's options, in the order they are checked."""
    return REGION_GUARDS if float_regions else (*REGION_GUARDS, FLOAT_DISABLED)


def _cannot_evaluate(e: CannotEvaluate, region: Region) -> Decline:
    guard = "per-channel" if "per-channel" in str(e) else "cannot-evaluate"
    return Decline(guard, str(e), e.op if e.op in region.ops else None)


def _first_unpredictable(region: Region, evaluator: RegionEvaluator) -> Operation | None:
    """The first op (producers first) whose own result is unpredictable somewhere."""
    for op in region.ops:
        try:
            if evaluator.evaluate(op.results[0]).any_unpredictable:
                return op
        except CannotEvaluate:
            return op
    return None


def _constant_operands(region: Region, constant: Constness) -> Iterator[tuple[SSAValue, bool]]:
    """Each constant operand of the region's ops that may hold one value per channel
    (not data, not a whole-array parameter such as a table), once, and whether it
    is indexed by the last axis whatever its shape (a rescale's multiplier or shift)."""
    seen: set[SSAValue] = set()
    for op in region.ops:
        if type(op) not in CATALOGUE:
            continue
        arrays = CATALOGUE[type(op)].array_parameters
        varying = varying_operands(op, constant)
        for i, v in enumerate(op.operands):
            if v in varying or i in arrays or v in seen:
                continue
            seen.add(v)
            yield v, isinstance(op, tosa.RescaleOp) and i in (1, 2)


def _per_channel(
    region: Region, evaluator: RegionEvaluator, constant: Constness
) -> dict[SSAValue, npt.NDArray[np.generic]]:
    """The constant operands of region ops that hold more than one value, each as
    the array it is where it meets the data (channels on the last axis for a
    per-channel rescale's parameters)."""
    import numpy as np

    found: dict[SSAValue, npt.NDArray[np.generic]] = {}
    for v, last_axis in _constant_operands(region, constant):
        values = np.asarray(evaluator.evaluate(v).values)
        if values.size > 1 and not np.all(values == values.reshape(-1)[0]):
            found[v] = values.reshape(-1) if last_axis else values
    return found


def _channel_variants(
    per_channel: Mapping[SSAValue, npt.NDArray[np.generic]], limit: int
) -> list[dict[SSAValue, npt.NDArray[np.generic]]] | None:
    """Each distinct combination of per-channel values one output element sees, as
    one-element arrays; ``None`` if the shapes do not broadcast or there are more
    than ``limit``."""
    import numpy as np

    try:
        shape = np.broadcast_shapes(*(a.shape for a in per_channel.values()))
    except ValueError:
        return None
    flat = {v: np.broadcast_to(a, shape).reshape(-1) for v, a in per_channel.items()}
    if any(a.dtype.kind in "fc" and bool(np.isnan(a).any()) for a in flat.values()):
        return _channel_variants_by_element(flat, limit)
    # Each element's combination as per-parameter codes (equal values, equal codes),
    # packed into one number (mixed radix, one digit per parameter) where it fits in
    # 63 bits, else one row; the distinct ones in the order the elements show them.
    found = [np.unique(a, return_inverse=True) for a in flat.values()]
    radix = 1
    for distinct, _ in found:
        radix *= len(distinct)
    if radix < 1 << 63:
        packed = np.zeros(len(next(iter(flat.values()))), np.int64)
        for distinct, inverse in found:
            packed = packed * len(distinct) + inverse.reshape(-1)
        _, first = np.unique(packed, return_index=True)
    else:
        codes = np.stack([inverse.reshape(-1) for _, inverse in found], 1)
        _, first = np.unique(codes, axis=0, return_index=True)
    if len(first) > limit:
        return None
    return [{v: a[i : i + 1].copy() for v, a in flat.items()} for i in sorted(first.tolist())]


def _channel_variants_by_element(
    flat: Mapping[SSAValue, npt.NDArray[np.generic]], limit: int
) -> list[dict[SSAValue, npt.NDArray[np.generic]]] | None:
    """:func:`_channel_variants` element by element, where a parameter holds a NaN
    (no two of which are alike)."""
    size = len(next(iter(flat.values())))
    variants: dict[tuple[object, ...], dict[SSAValue, npt.NDArray[np.generic]]] = {}
    for i in range(size):
        picked = {v: a[i : i + 1].copy() for v, a in flat.items()}
        key: tuple[object, ...] = tuple(p.item() for p in picked.values())  # pyright: ignore[reportUnknownArgumentType]
        if key not in variants:
            if len(variants) == limit:
                return None
            variants[key] = picked
    return list(variants.values())


LISTWISE_CHANNELS = 8
"""Channel combinations of an i8 region compared on lists before the evaluator is
asked: a difference shows in the first few, agreement needs every one."""

LISTWISE_SAMPLE = range(-128, 128, 8)
"""The codes the channels are compared on first (a difference shows at most codes)."""


def listwise_verdict(region: Region, constant: Constness) -> list[int] | Decline | None:
    """What the evaluator would prove of an i8 region, where lists tell it without
    numpy: its table, when it has no per-channel parameters and every code is
    predictable; the per-channel decline, when the first
    :data:`LISTWISE_CHANNELS` channel combinations show different tables or when
    there are too many combinations to check; ``None`` wherever the lists cannot
    tell (an op or mode they do not model, a REQUIRE that fails, channels that
    agree), for the evaluator to decide.

    It asks the evaluator's questions in its order -- the same per-channel operands
    (:func:`_per_channel`), their combinations in the order the elements show them,
    each compared with the first -- and a difference at some codes is one at every
    code, so the answer is the evaluator's."""
    from lutdialect.evaluator.listwise import (
        Data,
        ListEvaluator,
        NotModelled,
        broadcast_elements,
        broadcast_shape,
    )

    assert region.input is not None
    try:
        base = ListEvaluator(region.ops, region.input)
        found: dict[SSAValue, tuple[Sequence[int], tuple[int, ...]]] = {}
        for v, last_axis in _constant_operands(region, constant):
            c = base.constant(v)
            if c.size > 1 and len(set(c.values)) > 1:
                found[v] = c.values, (c.size,) if last_axis else c.shape
        if not found:
            output = base.evaluate(region.output)
            if isinstance(output, Data) and not any(output.unpredictable):
                return list(output.values)  # (its list may be shared: see shared_lists)
            return None
        culprit = next(op for op in reversed(region.ops) if any(v in found for v in op.operands))
        shape = broadcast_shape([s for _, s in found.values()])
        if shape is None:
            return _too_many(culprit)
        columns = [broadcast_elements(vs, s, shape) for vs, s in found.values()]
        combinations = list(dict.fromkeys(zip(*columns, strict=True)))
        if len(combinations) > MAX_CHANNEL_VARIANTS[ElementType.I8]:
            return _too_many(culprit)
        variants = [dict(zip(found, c, strict=True)) for c in combinations[:LISTWISE_CHANNELS]]
        # A difference at some codes is a difference: every eighth code first.
        for codes in (LISTWISE_SAMPLE, range(-128, 128)):
            first = ListEvaluator(region.ops, region.input, variants[0], codes)
            expected = first.evaluate(region.output)
            for variant in variants[1:]:
                if first.with_constants(variant).evaluate(region.output) != expected:
                    return _different_tables(culprit)
    except NotModelled:
        return None
    return None


def _too_many(culprit: Operation) -> Decline:
    return Decline(
        "per-channel",
        f"{culprit.name} has per-channel parameters in too many combinations to check",
        culprit,
    )


def _different_tables(culprit: Operation) -> Decline:
    return Decline(
        "per-channel",
        f"{culprit.name} has per-channel parameters that give different tables "
        "on different channels",
        culprit,
    )


def evaluate_channels(
    region: Region, constant: Constness
) -> tuple[RegionEvaluator, Evaluated] | Decline:
    """The region's output on every code. With per-channel parameters, once per
    distinct combination of channel values; they must all agree (the parameters
    differ, but not in any way the table can see)."""
    import numpy as np

    from lutdialect.evaluator import RegionEvaluator  # numpy: only a region that is evaluated

    assert region.input is not None
    try:
        evaluator = RegionEvaluator(region.ops, region.input)
        per_channel = _per_channel(region, evaluator, constant)
        if not per_channel:
            return evaluator, evaluator.evaluate(region.output)
    except CannotEvaluate as e:
        return _cannot_evaluate(e, region)
    culprit = next(op for op in reversed(region.ops) if any(v in per_channel for v in op.operands))
    variants = _channel_variants(per_channel, MAX_CHANNEL_VARIANTS[evaluator.input_type])
    if variants is None:
        return _too_many(culprit)
    first: tuple[RegionEvaluator, Evaluated] | None = None
    for variant in variants:
        try:
            # Each channel starts from what the channels share (the ops before the
            # per-channel parameters, the other constants) as already computed.
            channel = (evaluator if first is None else first[0]).with_constants(variant)
            result = channel.evaluate(region.output)
        except CannotEvaluate as e:
            return _cannot_evaluate(e, region)
        if first is None:
            first = channel, result
        elif not (
            np.array_equal(result.values, first[1].values)
            and np.array_equal(result.unpredictable, first[1].unpredictable)
            and result.exact == first[1].exact
        ):
            return _different_tables(culprit)
        else:
            first = first[0], _merge(first[1], result)
    assert first is not None
    return first


def _merge(a: Evaluated, b: Evaluated) -> Evaluated:
    reasons = tuple(dict.fromkeys((*a.reasons, *b.reasons)))
    return Evaluated(a.values, a.unpredictable | b.unpredictable, a.exact and b.exact, reasons)


def prove(region: Region, constant: Constness) -> Proof | Decline:
    """Evaluate ``region`` on every code; its table, or the guard that failed. On
    lists first, where they tell (:func:`listwise_verdict`): an i8 region's proof
    then needs no numpy. A region alike one proven before in the scope of a
    :func:`~.proof_memo.proof_memo` has that proof."""
    proof = remembered("table", region, constant, lambda: _prove(region, constant))
    if isinstance(proof, Proof) and proof.region is not region:
        return replace(proof, region=region)
    return proof


def _prove(region: Region, constant: Constness) -> Proof | Decline:
    listed = listwise_verdict(region, constant)
    if isinstance(listed, Decline):
        return listed
    if listed is not None:
        return Proof(region, None, i8=listed)
    evaluated = evaluate_channels(region, constant)
    if isinstance(evaluated, Decline):
        return evaluated
    import numpy as np

    evaluator, result = evaluated
    inexact = next(
        (
            op
            for op in region.ops
            if isinstance(op, tosa.RescaleOp)
            and op.rounding_mode.data is RoundingMode.INEXACT_ROUND
        ),
        None,
    )
    if inexact is not None:
        return Decline(
            "inexact-round",
            "INEXACT_ROUND is implementation-defined and cannot be baked into a table",
            inexact,
        )
    if not result.exact:
        # The float-region policy (and its interval arithmetic) loads only for a region
        # with an inexact float step.
        from lutdialect.evaluator.float_policy import check_float_islands

        if (reason := check_float_islands(region.ops, evaluator)) is not None:
            return Decline("float-policy", reason)
    if result.any_unpredictable:
        return Decline(
            "unpredictable",
            "a REQUIRE fails for some input code: " + ", ".join(result.reasons or ("REQUIRE",)),
            _first_unpredictable(region, evaluator),
        )
    assert region.input is not None
    if element_type(region.input.type) is ElementType.I8:
        values = np.asarray(result.values, dtype=np.int64).reshape(-1)
        return Proof(region, result, i8=values)
    from lutdialect.semantics.int16_table import build_int16_table  # i16 regions only

    fitted = build_int16_table(result.values)
    if fitted is None:
        return Decline("int16-fit", "the i16 region's values at the table knots do not fit i16")
    if not fitted.predictable:
        return Decline(
            "int16-slope",
            "the i16 table would break TOSA's slope rule (a segment slope does not fit i16)",
        )
    return Proof(region, result, i16=fitted)
