"""Throughput of lutdialect's passes against ``xdsl-opt``'s own parse + print.

For N = 100, 400, 1600 (``--blocks``) it generates a module of N int8 point-wise
blocks -- Dynamic Tanh blocks as ExecuTorch's Arm backend lowers them ("dyt"), and
DyT alternating with SiLU blocks ("mixed") -- separated by ``tosa.transpose`` so that each block is
its own region (a plain chain of blocks would be one region, one table). Then, on
the same file and in the same run, it times

* ``xdsl-opt FILE``                                          (parse + print), and
* ``xdsl-opt -p fold-dyt-lut,fuse-elementwise-lut FILE``      (parse + passes + print),

and, in process, the passes alone. It prints the overhead of the passes relative to
parse + print, and how each time grows with N (time per block should stay flat).

Usage: ``python benchmarks/pass_throughput.py [--blocks 100 400 1600] [--repeat K]
[--kinds dyt mixed]``.
"""

from __future__ import annotations

import argparse
import datetime
import platform
import shlex
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import xdsl
from installed import script
from parse_print import SHAPE, dyt_block, rescale, splat, table_const
from xdsl.parser import Parser

from lutdialect.io.context import context
from lutdialect.transforms.fold_dyt_lut import FoldDyTLUTPass
from lutdialect.transforms.fuse_elementwise_lut import FuseElementwiseLUTPass

PASSES = "fold-dyt-lut,fuse-elementwise-lut"
ACT = f"tensor<{SHAPE}xi8>"
ACT32 = f"tensor<{SHAPE}xi32>"


def silu_block(k: int, x: str, rng: np.random.Generator) -> tuple[list[str], str]:
    """``x * sigmoid(x)`` in int8: sigmoid table, both factors to i32, mul, back to i8."""
    b = f"s{k}_"
    codes = np.arange(-128, 128) / 16.0
    sigmoid = np.clip(np.rint(127 / (1 + np.exp(-codes))), -128, 127).astype(np.int8)
    consts = [
        table_const(b + "sig", sigmoid),
        splat(b + "m", 1 << 30, "i32"),
        splat(b + "s", 30, "i8"),
        splat(b + "zp8", 0, "i8"),
        splat(b + "zp32", 0, "i32"),
        splat(b + "m1", int(rng.integers(1 << 30, 1 << 31)), "i32"),
        splat(b + "s1", 38, "i8"),
        splat(b + "sh", 0, "i8"),
    ]
    up = {"in_el": "i8", "out_el": "i32", "shape": SHAPE, "mode": "SINGLE_ROUND"}
    down = {**up, "in_el": "i32", "out_el": "i8"}
    ops = [c.op() for c in consts] + [
        f"%{b}t = tosa.table %{x}, %{b}sig : ({ACT}, tensor<256xi8>) -> {ACT}",
        rescale(f"{b}a", f"%{x}, %{b}m, %{b}s, %{b}zp8, %{b}zp32", **up),
        rescale(f"{b}b", f"%{b}t, %{b}m, %{b}s, %{b}zp8, %{b}zp32", **up),
        f"%{b}p = tosa.mul %{b}a, %{b}b, %{b}sh : ({ACT32}, {ACT32}, tensor<1xi8>) -> {ACT32}",
        rescale(f"{b}y", f"%{b}p, %{b}m1, %{b}s1, %{b}zp32, %{b}zp8", **down),
    ]
    return ops, f"{b}y"


def module(blocks: int, *, mix: bool, seed: int = 0) -> str:
    """``blocks`` point-wise blocks, each followed by a transpose (a region boundary)."""
    rng = np.random.default_rng(seed)
    lines: list[str] = []
    x = "x"
    for k in range(blocks):
        if mix and k % 2:
            body, x = silu_block(k, x, rng)
            lines.extend(body)
        else:
            items, x = dyt_block(k, x, rng)
            lines.extend(i if isinstance(i, str) else i.op() for i in items)
        t = f"tr{k}"
        lines.append(
            f"%{t} = tosa.transpose %{x} {{perms = array<i32: 0, 1, 2>}} : ({ACT}) -> {ACT}"
        )
        x = t
    lines.append(f"return %{x} : {ACT}")
    body = "\n".join(f"    {line}" for line in lines)
    return f"module {{\n  func.func @blocks(%x: {ACT}) -> {ACT} {{\n{body}\n  }}\n}}\n"


def timed(cmd: Sequence[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def in_process(text: str) -> tuple[float, float, int, int]:
    """Parse and pass times in process, and the op counts before and after."""
    ctx = context()
    start = time.perf_counter()
    module_op = Parser(ctx, text).parse_module()
    parsed = time.perf_counter()
    before = sum(1 for _ in module_op.walk())
    FoldDyTLUTPass().apply(ctx, module_op)
    FuseElementwiseLUTPass().apply(ctx, module_op)
    done = time.perf_counter()
    return parsed - start, done - parsed, before, sum(1 for _ in module_op.walk())


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--blocks", type=int, nargs="+", default=[100, 400, 1600])
    ap.add_argument("--repeat", type=int, default=1, help="runs of each command (min taken)")
    ap.add_argument(
        "--kinds",
        nargs="+",
        choices=("dyt", "mixed"),
        default=["dyt", "mixed"],
        help="dyt: DyT blocks only; mixed: DyT alternating with SiLU",
    )
    args = ap.parse_args(argv)
    opt = script("xdsl-opt")

    print(f"# pass throughput, {datetime.date.today()}, xdsl {xdsl.__version__}")
    print(f"# command: python {shlex.join(sys.argv)}")
    print(
        f"# host: {platform.machine()}, {platform.python_implementation()} "
        f"{platform.python_version()}"
    )
    header = (
        f"{'kind':>6} {'blocks':>6} {'MB':>5} {'ops':>7} {'->ops':>6} {'parse+print s':>14} "
        f"{'+passes s':>10} {'overhead':>9} {'passes s':>9} {'passes/parse':>13} "
        f"{'ms/block':>9}"
    )
    print(header)
    with tempfile.TemporaryDirectory() as tmp:
        for kind in args.kinds:
            measure_kind(kind, args.blocks, args.repeat, opt, Path(tmp))
    return 0


def measure_kind(kind: str, blocks: Sequence[int], repeat: int, opt: str, tmp: Path) -> None:
    """One table row per N for one kind of block, then the growth exponent."""
    rows: list[tuple[int, float]] = []
    for n in blocks:
        text = module(n, mix=kind == "mixed")
        path = tmp / f"{kind}{n}.mlir"
        path.write_text(text)
        plain = min(timed([opt, str(path)]) for _ in range(repeat))
        passed = min(timed([opt, "-p", PASSES, str(path)]) for _ in range(repeat))
        parse_s, pass_s, before, after = in_process(text)
        overhead = passed / plain - 1
        rows.append((n, pass_s))
        print(
            f"{kind:>6} {n:>6} {len(text) / 1e6:>5.2f} {before:>7} {after:>6} {plain:>14.2f} "
            f"{passed:>10.2f} {overhead:>+9.1%} {pass_s:>9.2f} {pass_s / parse_s:>13.1%} "
            f"{1e3 * pass_s / n:>9.2f}"
        )
    if len(rows) > 1:
        (n0, t0), (n1, t1) = rows[0], rows[-1]
        exponent = np.log(t1 / t0) / np.log(n1 / n0)
        print(f"# {kind}: pass time grows as N^{exponent:.2f} from N={n0} to N={n1} (1 = linear)")


if __name__ == "__main__":
    sys.exit(main())
