"""Modelled Vela 5.2 cycles of a region before and after its rewrite into a table.

The region's ops become steps (``steps.py``); each step costs cycles that grow
linearly with the tensor's element count ``n``, with the rates and fixed costs Vela
estimates for them (fitted to ``benchmarks/calibrate_cost.py``'s measurements and
listed in ``docs/cost-model.md``). Where a rate is uncertain the model errs towards a
cheaper *before* and a dearer *after*, so that a rewrite it calls profitable does not
make the graph slower; on top of that the *after* cost carries a 1 % margin, the
resolution of the model.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from xdsl.ir import Operation, SSAValue

from lutdialect.cost.steps import (
    ARITH_OPS,
    HOST_OPS,
    SRAM_BYTES,
    Constness,
    HostPass,
    Step,
    StepFacts,
    StepKind,
    consumer_chain,
    downstream_table,
    elements,
    host_of,
    host_pass,
    is_graph_output,
    is_host,
    producer,
    steps,
    table_after,
    users,
    width,
)
from lutdialect.dialects.tosa.base import shape_of
from lutdialect.evaluator import is_constant

MARGIN = 0.01
"""Relative cost added to every *after*: gains below it are within the model's error."""


@dataclass(frozen=True)
class Region:
    """What the cost of a candidate depends on (``ops``: its data path only)."""

    ops: Sequence[Operation]
    input: SSAValue
    output: SSAValue
    wide: bool
    """An i16 table (the 513-entry form and its rescale)."""
    constant: Constness = field(default=is_constant, compare=False)
    """Which values are constants (a pass passes its memo of :func:`is_constant`)."""
    facts: StepFacts = field(default_factory=StepFacts, compare=False)
    """Each op's steps and what they are derived from (a pass passes its memo)."""

    # A region is built for one judgement and read while the IR stands still (the
    # pass rewrites only after the verdict), so what it derives from the IR is
    # computed once, on first use, and dropped with the region.

    @functools.cached_property
    def n(self) -> int:
        return elements(self.output)

    @functools.cached_property
    def steps(self) -> tuple[Step, ...]:
        """The region's passes of work (:func:`~.steps.steps`), shared by the
        before and after costs of both targets, less a clamp that Vela runs in the
        output stage of an op outside the region (:func:`_outside_clamp`)."""
        return tuple(s for s in steps(self.ops, self.facts) if not _outside_clamp(s, self))

    @functools.cached_property
    def input_host(self) -> Operation | None:
        """The op whose output stage writes the region input (:func:`~.steps.host_of`)."""
        return host_of(self.input, self.facts.folded_source)

    @functools.cached_property
    def table_after(self) -> StepKind:
        """Where the replacing table runs (:func:`~.steps.table_after`)."""
        return table_after(self.input, self.ops, self.facts.folded_source)

    @functools.cached_property
    def host(self) -> HostPass | None:
        """The pass that writes the region input (:func:`~.steps.host_pass`)."""
        return host_pass(self.input, self.constant, self.facts.folded_source)


def _outside_clamp(step: Step, region: Region) -> bool:
    """A clamp that alone reads a value written by an op outside the region that has an
    output stage: Vela runs it in that op's output stage, free, as it does inside the
    region (``rq-relu6-scale``, ``conv-relu6-scale``: charging it made *before* dearer
    than Vela's and the model rewrote where Vela is up to 33 % slower)."""
    op = step.op
    if step.kind != "arith" or op.name != "tosa.clamp":
        return False
    source = producer(op.operands[0])
    return (
        source is not None
        and source not in region.ops
        and len(users(op.operands[0])) == 1
        and is_host(source)
    )


def _macs(op: Operation) -> int:
    """Multiply-accumulates of a convolution-like op (0 when unknown)."""
    out = elements(op.results[0])
    operand = op.operands[0 if op.name == "tosa.matmul" else 1] if len(op.operands) > 1 else None
    shape = shape_of(operand.type) if operand is not None else None
    if not shape or any(d <= 0 for d in shape):
        return 0
    if op.name in ("tosa.conv2d", "tosa.conv3d", "tosa.transpose_conv2d"):
        return out * math.prod(shape) // shape[0]  # weights [O, ..., I]
    if op.name == "tosa.depthwise_conv2d":
        return out * shape[0] * shape[1]  # weights [KH, KW, C, M]
    if op.name == "tosa.matmul":
        return out * shape[-1]
    return 0


# --------------------------------------------------------------------------- #
# Ethos-U55-128: compute-bound, one pass after another
# --------------------------------------------------------------------------- #


def _u55_arith(step: Step, n: int) -> float:
    if step.op.name not in ARITH_OPS:
        return 0.75 * n  # not measured: the lowest elementwise rate
    if not step.folded:
        return 1.25 * n
    return (1.5 if step.op.name in ("tosa.add", "tosa.sub") else 0.75) * n


def _u55_rescale(step: Step, n: int) -> float:
    return n + 960 if step.narrow_rescale and not step.wide else 2.0 * n


def _u55_lut(wide: bool, n: int) -> float:
    return 2.0 * n + 3328 if wide else n + 1280


def _u55_host_lut(host: Operation | None, wide: bool, n: int) -> float:
    """A table in the output stage of ``host``: the stage runs at one element per
    cycle (i8), so the host slows to that if it was faster."""
    if wide:
        return 400
    if host is not None and host.name in HOST_OPS:
        # Vela runs a U55 MATMUL as a sequence of other kernels, and a table in its
        # output stage costs a full cycle per element whatever the MACs (``mm-dyt``:
        # 512 cycles dearer than the MUL and table it replaces).
        macs = 0 if host.name == "tosa.matmul" else _macs(host)
        return max(0.0, n - macs / 128) + 3120
    return 0.25 * n


def u55_before(region: Region) -> float:
    n, total, last = region.n, 0.0, 0.0
    work = region.steps
    for step in work:
        if step.kind == "arith":
            last = _u55_arith(step, n)
        elif step.kind == "rescale":
            last = _u55_rescale(step, n)
        elif step.kind == "lut":
            last = _u55_lut(step.wide, n)
        elif step.kind == "chain-lut":
            last = 0.0 if step.wide else max(0.0, n - last)
        else:
            last = _u55_host_lut(region.input_host, step.wide, n)
        total += last
    if downstream_table(region.output, work) is not None and not region.wide:
        total += max(0.0, n - last)
    return total


def u55_after(region: Region) -> float:
    n = region.n
    extra = _u55_lut(region.wide, n) if _displaces_a_table(region) else 0.0
    if region.table_after == "host-lut":
        return _u55_host_lut(region.input_host, region.wide, n) + extra
    return _u55_lut(region.wide, n) + extra


def _displaces_a_table(region: Region) -> bool:
    return downstream_table(region.output, region.steps) is not None


# --------------------------------------------------------------------------- #
# Ethos-U85-256: elementwise ops chain into one pass; memory-bound at the edges
# --------------------------------------------------------------------------- #

_U85_NARROW = 0.763
"""DRAM cycles per element of a pass writing an i8 output at Vela's narrow-burst rate."""


def _u85_rescale(step: Step, n: int) -> float:
    in_w, out_w = width(step.op.operands[0]) or 8, width(step.op.results[0]) or 8
    if out_w == 32:
        return n + (6900 if in_w == 16 else 4500)
    if in_w >= 32:
        return 2.0 * n + 5900
    if in_w == 16:
        return n + 2300
    return max(0.5 * n + 4600, _U85_NARROW * n)


def _u85_lut(wide: bool, n: int) -> float:
    return n + 7480 if wide else max(0.5 * n + 5719, _U85_NARROW * n)


def _own_pass(region: Region) -> bool:
    """Whether the region's first chain is a pass of its own rather than chained onto
    the pass that writes the region input (which only the region reads)."""
    x = region.input
    return producer(x) is None or len(users(x)) > 1 or not is_host(region.input_host)


_SPILL_BEFORE = 4 * 131072
"""The i32 working tensor, in bytes, above which *before* is charged a spill. It
exceeds the 384 KiB SRAM (:data:`~.steps.SRAM_BYTES`, the threshold *after* keeps) from
98,304 elements on, but Vela 5.2 estimates no spill at 131,072 (``hardswish`` from the
graph input at 1x64x64x32: 98,461 cycles for the whole graph, against the 3 n = 393,216
charged) and a full one at 262,144 (the calibration's 1x64x64x64): *before* takes the
threshold that makes it cheaper."""


def _pass_dram(
    n: int,
    ops: int,
    *,
    tensor_tensor: bool,
    ends_in_table: bool,
    in_dram: bool,
    elementwise: bool = True,
    spill_bytes: int = SRAM_BYTES,
) -> float:
    """DRAM cycles of a pass of ``ops`` ops (tables not counted). When it starts with an
    elementwise op, its i32 working tensor spills once it exceeds ``spill_bytes``; else
    only a pass reading or writing DRAM waits for it: at the narrow rate when the pass is
    one op or ends with a table (Vela writes a table's output in short bursts), else
    at the chained rate."""
    if elementwise and 4 * n > spill_bytes:
        return (3.0 if tensor_tensor else 1.5) * n  # the i32 working tensor spills
    if not in_dram:
        return 0.0
    if ops == 1 or ends_in_table:
        return _U85_NARROW * n
    return (0.75 if tensor_tensor else 0.375) * n


def _chain_dram(region: Region, chain: Sequence[Step], tail: int) -> float:
    """DRAM cycles of an arith-first chain that is a pass of its own."""
    arith = [s for s in chain if s.kind == "arith"]
    if not arith or arith[0] is not chain[0] or arith[0].wide or not _own_pass(region):
        return 0.0
    tensor_tensor = any(s.tensor_operands > 1 for s in arith) or tail > 0
    ends_in_table = tail == 0 and chain[-1].kind != "arith"
    in_dram = producer(region.input) is None  # else an intermediate in SRAM
    # The spill is charged only to a chain that reads the graph input, where it was
    # measured (``dyt-shared``, ``hardswish``): a chain reading an intermediate that
    # another op reads too (the residual add of ``half-mul-shared``, ``mm-dyt-shared``)
    # showed none, and charging it made the model rewrite where Vela is up to 1.9 %
    # slower.
    return _pass_dram(
        region.n,
        len(arith) + tail,
        tensor_tensor=tensor_tensor,
        ends_in_table=ends_in_table,
        in_dram=in_dram,
        elementwise=in_dram,
        spill_bytes=_SPILL_BEFORE,
    )


def _joined_host(region: Region) -> HostPass | None:
    """The i8 elementwise pass the region's first chain joins: it alone reads the
    region input, which that pass writes."""
    if region.wide or width(region.input) != 8 or _own_pass(region):
        return None
    host = region.host
    return host if host is not None and host.elementwise else None


def _joined_pass(
    region: Region, host: HostPass, chain: Sequence[Step], compute: float, tail: int
) -> float:
    """What a chain adds to the host pass it joins: the pass takes the larger of its
    compute and its DRAM time, so a DRAM-bound pass hides the chain's compute, and a
    table that now ends the pass can slow it to the narrow rate."""
    n = region.n
    arith = host.arith + sum(1 for s in chain if s.kind == "arith") + tail
    tensor_tensor = host.tensor_tensor or any(s.tensor_operands > 1 for s in chain)
    ends_in_table = tail == 0 and bool(chain) and chain[-1].kind != "arith"
    in_dram = host.reads_graph_input or is_graph_output(region.output)
    dram = _pass_dram(
        n,
        arith,
        tensor_tensor=tensor_tensor or tail > 0,
        ends_in_table=ends_in_table,
        in_dram=in_dram,
        spill_bytes=_SPILL_BEFORE,
    )
    own = 0.25 * n * host.arith
    return max(own + compute + 0.25 * n * tail, dram) - own


def _consumer(region: Region) -> int:
    """1 when an i8 elementwise op alone uses the region output: it chains onto
    whatever computes the output, before and after alike."""
    user = consumer_chain(region.output, region.facts.folded_source)
    return 1 if user is not None and not region.wide else 0


def u85_before(region: Region) -> float:
    n, total = region.n, 0.0
    chain: list[Step] = []
    compute = 0.0
    joined = _joined_host(region)
    first = True

    def close(tail: int = 0) -> None:
        nonlocal total, compute, chain, first
        if chain and first and joined is not None:
            total += _joined_pass(region, joined, chain, compute, tail)
        elif chain:
            total += max(compute + 0.25 * n * tail, _chain_dram(region, chain, tail))
        elif tail:
            total += 0.25 * n * tail
        chain, compute, first = [], 0.0, False

    for step in region.steps:
        if step.kind == "rescale":
            close()
            total += _u85_rescale(step, n)
        elif step.kind == "lut":
            close()
            chain = [step]
            compute = n + 6210 if step.wide else 0.25 * n + 4076
        elif step.kind == "arith":
            chain.append(step)
            compute += 0.0 if step.wide else 0.25 * n
        elif step.kind == "chain-lut":
            chain.append(step)
        elif first and joined is not None and not chain:
            chain.append(step)  # a host-lut that starts the chain joining the host pass
        else:
            total += _u85_host_lut(region.input_host, step.wide, n)
    close(_consumer(region))
    return total


def _u85_host_lut(host: Operation | None, wide: bool, n: int) -> float:
    """A table in another pass's output stage: that pass now writes its output at the
    narrow rate of a table pass."""
    return (0.1 if wide else 0.39) * n if host is not None else 0.0


def _host_pass_after(region: Region) -> float:
    """What the replacing i8 table adds to the pass that now ends with it (and the
    consumer chained after it): the pass with the table, less the pass as it was
    without the region (whose cost is *before*). A convolution-like host's compute is
    not estimated, so none of the DRAM time counts as hidden behind it."""
    host = region.host
    if host is None or region.wide or width(region.input) != 8:
        return 0.0
    joined = not _own_pass(region)
    if not host.elementwise and not joined:
        return 0.0  # the host wrote the region input before: the model of section 2
    n, tail = region.n, _consumer(region)
    own = 0.25 * n * host.arith
    in_dram = host.reads_graph_input or is_graph_output(region.output)
    ops = host.arith + (0 if host.elementwise else 1) + tail
    dram = _pass_dram(
        n,
        ops,
        tensor_tensor=host.tensor_tensor or tail > 0,
        ends_in_table=not tail,
        in_dram=in_dram,
        elementwise=host.elementwise,
    )
    with_table = max(own + 0.25 * n * tail, dram)
    if joined:
        return with_table - own
    alone = _pass_dram(
        n,
        host.arith,
        tensor_tensor=host.tensor_tensor,
        ends_in_table=False,
        in_dram=host.reads_graph_input,
    )
    return with_table - max(own, alone)


def u85_after(region: Region) -> float:
    n = region.n
    extra = _u85_lut(region.wide, n) if _displaces_a_table(region) else 0.0
    if region.table_after == "host-lut":
        host = _u85_host_lut(region.input_host, region.wide, n)
        stage = host + 0.25 * n * _consumer(region)
        return max(stage, _host_pass_after(region)) + extra
    if _consumer(region):
        return 0.5 * n + 4076 + extra
    return _u85_lut(region.wide, n) + extra
