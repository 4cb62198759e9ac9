"""What ``lutdialect`` prints about a run: per-pass results and statistics, op and
constant accounting, and verification reports that stay readable at hundreds of
functions (a total line, then one line per function)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from typing import TYPE_CHECKING

from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Operation

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.transforms.remarks import Remark, RemarkKind

if TYPE_CHECKING:
    from lutdialect.verify import VerifyResult


def plural(n: int, noun: str) -> str:
    """``plural(1, "run") == "1 run"``, ``plural(2, "run") == "2 runs"`` (the same
    wording as :func:`lutdialect.verify_inputs.plural`, whose module -- the
    verifier's input planning, with numpy -- a fold without ``--verify`` never needs)."""
    return f"{n} {noun}{'' if n == 1 else 's'}"


def graph_ops(module: ModuleOp) -> Iterable[Operation]:
    """The ops that do work or hold data: everything but module/func/return."""
    return (op for op in module.walk() if not isinstance(op, ModuleOp | FuncOp | ReturnOp))


def op_counts(module: ModuleOp) -> Counter[str]:
    """Number of ops of each name (e.g. ``tosa.table``) in ``module``'s functions."""
    return Counter(op.name for op in graph_ops(module))


@dataclass(frozen=True)
class PassReport:
    """What one pass did: tables it created, the remarks and statistics it reported."""

    name: str
    folded: int
    remarks: tuple[Remark, ...]
    statistics: Counter[str]

    @property
    def declined(self) -> int:
        counted = self.statistics.get("candidates declined")
        if counted is not None:
            return counted
        return sum(r.kind is RemarkKind.DECLINED for r in self.remarks)

    def line(self, remarks_shown: bool = False) -> str:
        hint = " (--remarks says why)" if self.declined and not remarks_shown else ""
        return (
            f"{self.name}: {plural(self.folded + self.declined, 'candidate')}, "
            f"{self.folded} folded, {self.declined} declined{hint}"
        )

    def statistics_line(self) -> str:
        """MLIR-style pass statistics, one line: ``name: value`` by name."""
        shown = ", ".join(f"{k} {v}" for k, v in sorted(self.statistics.items()))
        return f"  {self.name} statistics: {shown}"


@dataclass(frozen=True)
class FoldSummary:
    """Before/after accounting of a ``fold`` run."""

    passes: tuple[PassReport, ...]
    ops_before: int
    ops_after: int
    tables_created: int
    bytes_added: int
    bytes_removed: int

    def lines(self, remarks_shown: AbstractSet[str] = frozenset()) -> list[str]:
        """The summary; the passes named in ``remarks_shown`` printed their remarks."""
        out: list[str] = []
        for p in self.passes:
            out.append(p.line(p.name in remarks_shown))
            if p.statistics:
                out.append(p.statistics_line())
        out.append(
            f"ops {self.ops_before} -> {self.ops_after} ({self.ops_after - self.ops_before:+d}), "
            f"{plural(self.tables_created, 'table')} created, constants "
            f"+{self.bytes_added} -{self.bytes_removed} bytes"
        )
        return out


def summarize(
    before: set[Operation], module: ModuleOp, passes: Sequence[PassReport]
) -> FoldSummary:
    """Compare the op set of the input (by identity) with the rewritten module."""
    after = set(graph_ops(module))
    new, gone = after - before, before - after
    return FoldSummary(
        tuple(passes),
        len(before),
        len(after),
        sum(isinstance(op, tosa.TableOp) for op in new),
        sum(op.storage_bytes() for op in new if isinstance(op, tosa.ConstOp)),
        sum(op.storage_bytes() for op in gone if isinstance(op, tosa.ConstOp)),
    )


def verify_lines(result: VerifyResult, prefix: str) -> list[str]:
    """A verdict as ``prefix: message``; several functions add one line each, a
    mismatch an excerpt of both outputs."""
    if result.ok:
        lines = [f"{prefix}: {result.message}"]
        if len(result.coverage) > 1:
            lines += [f"  {c}" for c in result.coverage]
        return lines
    lines = [f"{prefix}: {result.status.name.lower()}: {result.message}"]
    m = result.mismatch
    if m is not None:
        lines.append(f"  before: {_excerpt(m.before_output)}")
        lines.append(f"  after:  {_excerpt(m.after_output)}")
    return lines


def _excerpt(array: object) -> str:
    import numpy as np  # only a verification report that found a difference prints arrays

    return np.array2string(np.asarray(array).reshape(-1), threshold=16, edgeitems=4)
