"""Verify a graph op by op, and re-verify after a rewrite only what the rewrite touched.

A tool verifies its input, runs the passes and verifies the result. Most ops of a
real model are untouched by the passes, and the verifier of a TOSA op without
regions reads only the op itself: its operands and their types, its result types,
properties and attributes, and its block (for the terminator rules).
:class:`OpVerifier` remembers that state for each such op that passed; a later
:meth:`~OpVerifier.first_invalid` skips an op whose state is unchanged, since its
verifier would give the same answer. Every other op is verified every time: ops
with regions or successors, block terminators (a ``func.return`` checks its
function's signature), symbol users (a ``func.call`` or a TOSA variable access
looks its symbol up elsewhere in the module), ops whose verifier reads an operand's
producer (:attr:`~lutdialect.dialects.tosa.base.TosaOp.READS_PRODUCERS`: a reshape's
constant shape) and ops of other dialects, whose verifiers this module cannot vouch
for.

Since such a verifier reads its operands' types, not where they come from, two ops
of one class with the same operand and result types, properties and attributes get
the same verdict: an op is verified once per such combination (a model's rescales,
reshapes and multiplies repeat a few dozen of them). A constant's values are its own,
but its verifier reads them only through their type (the op says so,
:attr:`~lutdialect.dialects.tosa.base.TosaOp.VERIFIED_BY_TYPE`): constants of one
type share a verdict too.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import ErasedSSAValue, Operation
from xdsl.traits import SymbolUserOpInterface
from xdsl.utils.exceptions import VerifyException

from lutdialect.dialects.tosa.base import TosaOp

__all__ = ["OpVerifier"]

_State = tuple[object, ...]

_LONGEST_MESSAGE = 400
"""Characters of a verifier's message kept for a one-line error: a type in it can be
any length (a corrupt file's shape of thousands of dimensions)."""


def _first_line(e: VerifyException) -> str:
    """The verifier's message as an error shows it: its first line, cut to
    :data:`_LONGEST_MESSAGE` characters."""
    lines = str(e.args[0] if e.args else e).strip().splitlines()
    line = lines[0] if lines else type(e).__name__
    if len(line) > _LONGEST_MESSAGE:
        line = f"{line[:_LONGEST_MESSAGE]}... ({len(line):,} characters)"
    return line


def _local_state(op: Operation) -> _State | None:
    """What the verifier of ``op`` reads, or None when it reads beyond the op."""
    block = op.parent
    if (
        not isinstance(op, TosaOp)
        or op.regions
        or op.successors
        or block is None
        or block.last_op is op
        or op.get_trait(SymbolUserOpInterface) is not None
        or op.READS_PRODUCERS
    ):
        return None
    operands = tuple(op.operands)
    return (
        block,
        operands,
        tuple(v.type for v in operands),
        tuple(r.type for r in op.results),
        tuple(op.properties.items()),
        tuple(op.attributes.items()),
    )


def _verdict_key(op: TosaOp, state: _State) -> _State | None:
    """What the verdict of ``op``'s verifier rests on besides the op itself (see the
    module docstring), for an op whose ``state`` is local."""
    if any(isinstance(v, ErasedSSAValue) for v in op.operands):
        return None  # xDSL refuses an op for an operand erased under it
    by_type = op.VERIFIED_BY_TYPE
    if not op.operands and not by_type:
        return None  # an op of its own, whose properties are seen once
    properties = tuple(
        (name, (type(value), getattr(value, "type", None)) if name in by_type else value)
        for name, value in op.properties.items()
    )
    return (type(op), state[2], state[3], properties, state[5])


def _verify_empty_blocks(op: Operation) -> None:
    """The one check of a block that is not its ops' own: an empty block where its
    region's op needs a terminator (``Block.verify`` reaches no op in an empty block)."""
    for region in op.regions:
        for block in region.blocks:
            if block.first_op is None:
                block.verify()


class OpVerifier:
    """Verifies modules op by op, remembering which ops passed in which state."""

    def __init__(self) -> None:
        self._passed: dict[Operation, _State] = {}
        self._verdicts: set[_State] = set()
        """The :func:`_verdict_key` of every op that passed (types and attributes: no
        op or value is kept alive by it)."""

    def first_invalid(self, module: ModuleOp) -> tuple[Operation, str] | None:
        """The first op (in walk order) that fails its verifier and the verifier's
        first line (cut after :data:`_LONGEST_MESSAGE` characters), or None; ops
        that passed before in the same state are skipped. Afterwards only ops of
        ``module`` are remembered, so an op a rewrite erased (and the constants it held)
        is not kept alive."""
        before, passed = self._passed, dict[Operation, _State]()
        self._passed = passed
        for op in module.walk():
            state = _local_state(op)
            key = None
            if state is not None:
                assert isinstance(op, TosaOp)
                key = _verdict_key(op, state)
                if before.get(op) == state or (key is not None and key in self._verdicts):
                    passed[op] = state
                    continue
            try:
                op.verify(verify_nested_ops=False)
                _verify_empty_blocks(op)
            except VerifyException as e:
                return op, _first_line(e)
            if state is not None:
                passed[op] = state
            if key is not None:
                self._verdicts.add(key)
        return None
