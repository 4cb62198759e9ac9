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

from xdsl.context import Context
from xdsl.dialects.builtin import Builtin, ModuleOp
from xdsl.dialects.func import Func
from xdsl.parser import Parser

from lutdialect.dialects.tosa import TOSA
from lutdialect.dialects.tosa import ops as tosa
from lutdialect.evaluator import RegionEvaluator

RESCALE = (
    "{input_unsigned = false, output_unsigned = false, per_channel = false, "
    "rounding_mode = SINGLE_ROUND, scale32 = true}"
)


def dyt(element: str) -> str:
    """The DyT region on ``element`` activations (i8: 256-entry table; i16: 513)."""
    wide = "tensor<1x64xi32>"
    out_table = "i8" if element == "i8" else "i32"
    size = 256 if element == "i8" else 513
    table = f"tensor<{size}x{element}>"
    zp = f"tensor<1x{element}>"
    return f"""
func.func @dyt(%x: tensor<1x64x{element}>) -> tensor<1x64x{out_table}> {{
  %m = "tosa.const"() <{{values = dense<1073741824> : tensor<1xi32>}}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{{values = dense<30> : tensor<1xi8>}}> : () -> tensor<1xi8>
  %s2 = "tosa.const"() <{{values = dense<33> : tensor<1xi8>}}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{{values = dense<0> : {zp}}}> : () -> {zp}
  %zp32 = "tosa.const"() <{{values = dense<0> : tensor<1xi32>}}> : () -> tensor<1xi32>
  %0 = tosa.rescale %x, %m, %s, %zp, %zp32 {RESCALE} : (tensor<1x64x{element}>, tensor<1xi32>, tensor<1xi8>, {zp}, tensor<1xi32>) -> {wide}
  %alpha = "tosa.const"() <{{values = dense<3> : tensor<1x1xi32>}}> : () -> tensor<1x1xi32>
  %sh = "tosa.const"() <{{values = dense<0> : tensor<1xi8>}}> : () -> tensor<1xi8>
  %1 = tosa.mul %0, %alpha, %sh : ({wide}, tensor<1x1xi32>, tensor<1xi8>) -> {wide}
  %2 = tosa.rescale %1, %m, %s2, %zp32, %zp {RESCALE} : ({wide}, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, {zp}) -> tensor<1x64x{element}>
  %t = "tosa.const"() <{{values = dense<7> : {table}}}> : () -> {table}
  %3 = tosa.table %2, %t : (tensor<1x64x{element}>, {table}) -> tensor<1x64x{out_table}>
  return %3 : tensor<1x64x{out_table}>
}}
"""


def parse(text: str) -> ModuleOp:
    ctx = Context()
    for dialect in (Builtin, Func, TOSA):
        ctx.load_dialect(dialect)
    return Parser(ctx, text).parse_module()


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
