"""How long the evaluator takes to compute one region over every input code.

Builds a Dynamic Tanh region (rescale -> mul(alpha) -> rescale -> table) on an
int8 and on an int16 activation, and times ``RegionEvaluator(...).evaluate`` of
its output over all 256 / 65,536 codes (best and median of ``--repeat`` runs;
parsing is not timed). Targets: well under 1 ms for int8, well under 30 ms for
int16.

Usage: ``python benchmarks/evaluator_speed.py [--repeat K]``.
"""

from __future__ import annotations

import argparse
import datetime
import shlex
import statistics
import sys
import time
from collections.abc import Sequence

from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser

from lutdialect.builder import FuncBuilder, tensor_type
from lutdialect.dialects.tosa import ops as tosa
from lutdialect.evaluator import RegionEvaluator
from lutdialect.io.context import context

SHAPE = (1, 64)


def dyt(element: str) -> str:
    """The DyT region on ``element`` activations (i8: 256-entry table; i16: 513)."""
    f = FuncBuilder(name="dyt")
    wide = f.rescale(f.arg(SHAPE, element), "i32", 1 << 30, 30)
    alpha, shift = f.const(3, "i32", (1, 1)), f.const([0], "i8")
    product = f.op("tosa.mul", [wide, alpha, shift], tensor_type(SHAPE, "i32"))
    narrow = f.rescale(product, element, 1 << 30, 33)
    size, out = (256, "i8") if element == "i8" else (513, "i32")
    table = f.const(7, element, (size,))
    return f.module(f.op("tosa.table", [narrow, table], tensor_type(SHAPE, out)))


def parse(text: str) -> ModuleOp:
    return Parser(context(), text).parse_module()


def measure(element: str, repeat: int) -> tuple[float, float, int]:
    module = parse(dyt(element))
    region = [
        op for op in module.walk() if isinstance(op, tosa.RescaleOp | tosa.MulOp | tosa.TableOp)
    ]
    x = region[0].operands[0]
    output = region[-1].results[0]
    times: list[float] = []
    codes = 0
    for _ in range(repeat):
        start = time.perf_counter()
        result = RegionEvaluator(region, x).evaluate(output)
        times.append(time.perf_counter() - start)
        codes = int(result.values.size)
    return min(times), statistics.median(times), codes


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--repeat", type=int, default=50)
    args = ap.parse_args(argv)
    print(f"# evaluator speed, {datetime.date.today()}")
    print(f"# command: python {shlex.join(sys.argv)}")
    print(f"{'region':>10} {'codes':>7} {'best ms':>9} {'median ms':>10} {'target ms':>10}")
    for element, target in (("i8", 1.0), ("i16", 30.0)):
        best, median, codes = measure(element, args.repeat)
        print(
            f"{'DyT ' + element:>10} {codes:>7} {1e3 * best:>9.3f} {1e3 * median:>10.3f} "
            f"{target:>10.1f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
