"""Parse+print cost of ``xdsl-opt`` on TOSA's custom syntax versus the generic form.

lutdialect prints TOSA the way ``tosa-opt`` does, through xDSL's declarative
assembly format, instead of the generic ``"tosa.op"(...) <{...}> : (...) -> ...``
form. This script checks that the custom form costs nothing. It generates a
module of chained int8 Dynamic Tanh blocks as ExecuTorch's Arm backend lowers
them (``rescale -> mul(alpha) -> rescale -> table``, per-block constants and
256-entry hex tables), converts it to the generic form with ``xdsl-opt
--print-op-generic``, checks both spell the same program, and then, in one run:

1. times ``xdsl-opt`` parsing and printing each form in its own syntax (wall and
   CPU seconds, min and median of interleaved runs);
2. splits the same work into parse / verify / print, in process;
3. does that again with the constants passed as function arguments: ``tosa.const``
   has no custom form, so in the whole program both files share most of their
   text, and only this variant compares the two spellings op for op;
4. measures each speed workaround of ``lutdialect.compat`` off and on
   (``text_path.py``): the dense type constraint built once, big constants printed
   from their bytes, splats kept as one element.

Usage: ``python benchmarks/parse_print.py [--blocks N] [--repeat K] [--weights-mb M]
[--splat-dim N]``.
"""

from __future__ import annotations

import argparse
import datetime
import io
import os
import platform
import resource
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt
import xdsl
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.xdsl_opt_main import xDSLOptMain

sys.path.insert(0, str(Path(__file__).resolve().parent))
import text_path  # sibling scripts: importable however this file is loaded
from installed import script

SHAPE = "1x16x64"
"""Activation shape of every block (a 16-token, 64-channel sequence)."""

RESCALE_ATTRS = (
    "{{input_unsigned = false, output_unsigned = false, per_channel = false, "
    "rounding_mode = {mode}, scale32 = true}}"
)


# --------------------------------------------------------------------------- #
# The program
# --------------------------------------------------------------------------- #


@dataclass(frozen=True)
class Const:
    """A per-block constant: ``%name`` of tensor type ``type`` holding ``values``."""

    name: str
    type: str
    values: str

    def op(self) -> str:
        """As a ``tosa.const`` op (MLIR has no custom form for it)."""
        return (
            f'%{self.name} = "tosa.const"() <{{values = {self.values} : {self.type}}}> : '
            f"() -> {self.type}"
        )


def splat(name: str, value: int, element: str, shape: str = "1") -> Const:
    return Const(name, f"tensor<{shape}x{element}>", f"dense<{value}>")


def table_const(name: str, table: npt.NDArray[np.int8]) -> Const:
    """A 256-entry i8 table, spelled as MLIR prints it: little-endian hex."""
    return Const(
        name, "tensor<256xi8>", f'dense<"0x{table.astype("<i1").tobytes().hex().upper()}">'
    )


def rescale(out: str, args: str, *, in_el: str, out_el: str, shape: str, mode: str) -> str:
    """``tosa.rescale`` of ``args`` (input, multiplier, shift, zero points), per tensor."""
    src, dst = f"tensor<{shape}x{in_el}>", f"tensor<{shape}x{out_el}>"
    types = f"{src}, tensor<1xi32>, tensor<1xi8>, tensor<1x{in_el}>, tensor<1x{out_el}>"
    return f"%{out} = tosa.rescale {args} {RESCALE_ATTRS.format(mode=mode)} : ({types}) -> {dst}"


def tanh_table(alpha: float, in_scale: float, out_scale: float) -> npt.NDArray[np.int8]:
    """The int8 table of ``tanh(alpha * x)`` for the given quantization scales."""
    codes = np.arange(-128, 128, dtype=np.float64)
    y = np.tanh(alpha * codes * in_scale) / out_scale
    return np.clip(np.rint(y), -128, 127).astype(np.int8)


def rescaled(
    b: str,
    out: str,
    x: str,
    consts: Mapping[str, int],
    elements: tuple[str, str],
    *,
    shape: str = SHAPE,
    mode: str = "SINGLE_ROUND",
) -> list[str | Const]:
    """``%{b}{out}``, ``%x`` rescaled from ``elements[0]`` to ``elements[1]``, after its
    four splat operands ``%{b}{name}`` of ``consts`` (multiplier, shift, input and output
    zero point)."""
    in_el, out_el = elements
    ops = [
        splat(b + name, value, element)
        for (name, value), element in zip(consts.items(), ("i32", "i8", *elements), strict=True)
    ]
    args = ", ".join([f"%{x}", *(f"%{c.name}" for c in ops)])
    return [*ops, rescale(b + out, args, in_el=in_el, out_el=out_el, shape=shape, mode=mode)]


def dyt_block(k: int, x: str, rng: np.random.Generator) -> tuple[list[str | Const], str]:
    """One DyT block reading ``%x``: its constants and ops, and its result's name."""
    act_i8, act_i32 = f"tensor<{SHAPE}xi8>", f"tensor<{SHAPE}xi32>"
    alpha_q = int(rng.integers(16, 128))
    m0, s0, zp0 = (int(rng.integers(lo, hi)) for lo, hi in ((1 << 30, 1 << 31), (20, 32), (-8, 9)))
    m1, s1, zp1 = (int(rng.integers(lo, hi)) for lo, hi in ((1 << 30, 1 << 31), (36, 48), (-8, 9)))
    alpha = {"am": 1 << 30, "as": 30, "azp": 0, "azp32": 0}
    requantize = {"m1": m1, "s1": s1, "izp1": 0, "ozp1": zp1}
    b = f"b{k}_"
    body: list[str | Const] = [
        *rescaled(b, "r0", x, {"m0": m0, "s0": s0, "izp0": zp0, "ozp0": 0}, ("i8", "i32")),
        splat(b + "alpha_q", alpha_q, "i8"),
        *rescaled(b, "alpha32", b + "alpha_q", alpha, ("i8", "i32"), shape="1"),
        f"%{b}shape = tosa.const_shape  {{values = dense<[1, 1, 1]> : tensor<3xindex>}} : "
        "() -> !tosa.shape<3>",
        f"%{b}alpha = tosa.reshape %{b}alpha32, %{b}shape : "
        "(tensor<1xi32>, !tosa.shape<3>) -> tensor<1x1x1xi32>",
        splat(b + "mshift", 0, "i8"),
        f"%{b}mul = tosa.mul %{b}r0, %{b}alpha, %{b}mshift : "
        f"({act_i32}, tensor<1x1x1xi32>, tensor<1xi8>) -> {act_i32}",
        *rescaled(b, "r1", b + "mul", requantize, ("i32", "i8"), mode="DOUBLE_ROUND"),
        table_const(b + "tanh", tanh_table(alpha_q / 64, 1 / 32, 1 / 127)),
        f"%{b}y = tosa.table %{b}r1, %{b}tanh : ({act_i8}, tensor<256xi8>) -> {act_i8}",
    ]
    return body, f"{b}y"


def dyt_module(blocks: int, seed: int = 0, constants_as_arguments: bool = False) -> str:
    """``blocks`` chained DyT blocks in one function, in ``tosa-opt``'s syntax.

    With ``constants_as_arguments`` the constants become function arguments, which
    leaves only ops whose custom and generic spellings differ.
    """
    rng = np.random.default_rng(seed)
    act = f"tensor<{SHAPE}xi8>"
    params = [f"%x: {act}"]
    lines: list[str] = []
    x = "x"
    for k in range(blocks):
        body, x = dyt_block(k, x, rng)
        for item in body:
            if isinstance(item, str):
                lines.append(item)
            elif constants_as_arguments:
                params.append(f"%{item.name}: {item.type}")
            else:
                lines.append(item.op())
    lines.append(f"return %{x} : {act}")
    return "\n".join(
        [
            "module {",
            f"  func.func @dyt_chain({', '.join(params)}) -> {act} {{",
            *(f"    {line}" for line in lines),
            "  }",
            "}",
            "",
        ]
    )


# --------------------------------------------------------------------------- #
# Measuring
# --------------------------------------------------------------------------- #


@dataclass(frozen=True)
class Timing:
    """Seconds of repeated runs of one command: wall clock and CPU (user + system).

    CPU time is what a shared, loaded machine distorts least; both are reported.
    """

    wall: tuple[float, ...]
    cpu: tuple[float, ...]


def run_timed(cmd: Sequence[str]) -> tuple[float, float]:
    """Wall and CPU seconds of one run of ``cmd``, its output discarded (its stderr is
    in the error raised if it fails)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def capture(cmd: Sequence[str]) -> str:
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def interleaved(repeat: int, commands: dict[str, list[str]]) -> dict[str, Timing]:
    """Run each command ``repeat`` times, alternating them so they share any drift."""
    runs: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    for _ in range(repeat):
        for name, cmd in commands.items():
            runs[name].append(run_timed(cmd))
    return {name: Timing(*map(tuple, zip(*r, strict=True))) for name, r in runs.items()}


STAGES = ("parse", "verify", "print")


def stages(ctx: Context, text: str, generic: bool) -> tuple[float, ...]:
    """CPU seconds of each of ``STAGES`` for one ``xdsl-opt``-like run, in process."""
    start = time.process_time()
    module = Parser(ctx, text).parse_module()
    parsed = time.process_time()
    module.verify()
    verified = time.process_time()
    print_module(module, generic)
    return parsed - start, verified - parsed, time.process_time() - verified


def breakdown(custom: str, generic: str, repeat: int) -> dict[str, list[float]]:
    """Min CPU seconds per stage of each form, runs interleaved after one warm-up each."""
    ctx = xDSLOptMain(args=[]).ctx
    forms = {"custom": (custom, False), "generic": (generic, True)}
    for text, is_generic in forms.values():
        stages(ctx, text, is_generic)  # loads the dialects lazily, fills caches
    runs: dict[str, list[tuple[float, ...]]] = {name: [] for name in forms}
    for _ in range(repeat):
        for name, (text, is_generic) in forms.items():
            runs[name].append(stages(ctx, text, is_generic))
    return {name: [min(column) for column in zip(*r, strict=True)] for name, r in runs.items()}


def print_module(module: ModuleOp, generic: bool) -> str:
    out = io.StringIO()
    Printer(stream=out, print_generic_format=generic).print_op(module)
    return out.getvalue()


def to_generic(text: str) -> str:
    """``text`` reprinted in the generic form, in process."""
    ctx = xDSLOptMain(args=[]).ctx
    return print_module(Parser(ctx, text).parse_module(), generic=True)


# --------------------------------------------------------------------------- #
# Report
# --------------------------------------------------------------------------- #


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    fmt = " | ".join(f"{{:{'<' if i == 0 else '>'}{w}}}" for i, w in enumerate(widths))
    rule = "-+-".join("-" * w for w in widths)
    return "\n".join([fmt.format(*header), rule, *(fmt.format(*r) for r in rows)])


def ratio_row(label: str, custom: Sequence[float], generic: Sequence[float]) -> list[str]:
    return [label, *(f"{c / g:.3f}" for c, g in zip(custom, generic, strict=True))]


def stage_table(custom: str, generic: str, repeat: int) -> tuple[str, float]:
    """The parse/verify/print table of one program; also its total custom/generic ratio."""
    cols = {name: [*t, sum(t)] for name, t in breakdown(custom, generic, repeat).items()}
    rows = [[name, *(f"{v:.3f}" for v in vals)] for name, vals in cols.items()]
    rows.append(ratio_row("custom/generic", cols["custom"], cols["generic"]))
    return table(["form", *STAGES, "total"], rows), cols["custom"][-1] / cols["generic"][-1]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--blocks", type=int, default=320, help="DyT blocks (default 320, ~1 MB)")
    ap.add_argument("--repeat", type=int, default=3, help="timed runs per form (default 3)")
    ap.add_argument("--seed", type=int, default=0, help="seed of the per-block constants")
    ap.add_argument("--weights-mb", type=int, default=20, help="section 4: MiB of i8 weights")
    ap.add_argument(
        "--splat-dim", type=int, default=1024, help="section 4: N of dense<1> : tensor<Nx1x1xNxi8>"
    )
    args = ap.parse_args(argv)

    from lutdialect.reference import ReferenceUnavailable
    from lutdialect.reference import tosa_opt as find_tosa_opt

    xdsl_opt = script("xdsl-opt")
    try:
        tosa_opt: str | None = find_tosa_opt()
    except ReferenceUnavailable:
        tosa_opt = None
    print(f"date:    {datetime.datetime.now().astimezone().isoformat(timespec='seconds')}")
    print(f"command: {shlex.join(['python', *sys.argv])}")
    print(
        f"host:    {platform.machine()}, {os.cpu_count()} CPUs, "
        f"Python {platform.python_version()}, xDSL {xdsl.__version__}"
    )

    with tempfile.TemporaryDirectory() as tmp:
        custom_path, generic_path = Path(tmp, "custom.mlir"), Path(tmp, "generic.mlir")
        custom = dyt_module(args.blocks, args.seed)
        custom_path.write_text(custom)
        generic = capture([xdsl_opt, str(custom_path), "--print-op-generic"])
        generic_path.write_text(generic)

        # Both files must spell the same program, and a valid TOSA one.
        if capture([xdsl_opt, str(generic_path), "--print-op-generic"]) != generic:
            sys.exit("error: the generic form does not reprint identically")
        if tosa_opt is not None:
            subprocess.run([tosa_opt, str(custom_path), "-o", os.devnull], check=True)
        const_bytes = sum(len(line) + 1 for line in custom.splitlines() if '"tosa.const"' in line)
        n_ops = generic.count('"tosa.')
        print(
            f"module:  {args.blocks} chained DyT blocks, {n_ops} tosa ops; "
            f"custom {len(custom):,} B, generic {len(generic):,} B "
            f"({const_bytes / len(custom):.0%} of the custom text is tosa.const, which has no "
            "custom form)"
        )
        print(
            f"checks:  generic form reprints identically: yes; tosa-opt accepts the custom "
            f"form: {'yes' if tosa_opt else 'not checked (tosa-opt not found)'}"
        )

        commands = {
            "custom": [xdsl_opt, str(custom_path)],
            "generic": [xdsl_opt, str(generic_path), "--print-op-generic"],
        }
        empty = Path(tmp, "empty.mlir")
        empty.write_text("module {\n}\n")
        for cmd in commands.values():  # warm-up: disk cache, bytecode
            run_timed(cmd)
        timings = interleaved(args.repeat, {**commands, "startup": [xdsl_opt, str(empty)]})

    c, g = timings["custom"], timings["generic"]
    sizes = {"custom": len(custom), "generic": len(generic)}

    def stats(t: Timing) -> list[float]:
        return [min(t.wall), statistics.median(t.wall), min(t.cpu), statistics.median(t.cpu)]

    rows = [
        [name, f"{sizes[name]:,}", *(f"{v:.2f}" for v in stats(t))]
        for name, t in (("custom", c), ("generic", g))
    ]
    rows.append(
        ratio_row("custom/generic", [sizes["custom"], *stats(c)], [sizes["generic"], *stats(g)])
    )
    print(
        f"\n1. xdsl-opt FILE (custom in, custom out) vs xdsl-opt FILE --print-op-generic "
        f"(generic in, generic out), {args.repeat} interleaved runs each, seconds"
    )
    print(table(["form", "bytes", "wall min", "wall median", "CPU min", "CPU median"], rows))
    startup = timings["startup"]
    print(
        f"   (start-up alone, on an empty module: wall min {min(startup.wall):.2f} s, "
        f"CPU min {min(startup.cpu):.2f} s)"
    )

    print(
        f"\n2. the same program in process, min CPU seconds of {args.repeat} interleaved runs "
        "per stage"
    )
    whole, _ = stage_table(custom, generic, args.repeat)
    print(whole)

    ops_only = dyt_module(args.blocks, args.seed, constants_as_arguments=True)
    print(
        "\n3. the same blocks with the constants as function arguments, i.e. only ops whose "
        "two spellings differ, in process"
    )
    ops_table, ops_ratio = stage_table(ops_only, to_generic(ops_only), args.repeat)
    print(ops_table)

    print(
        f"\n4. lutdialect.compat's speed workarounds off (xDSL {xdsl.__version__} as shipped) and "
        f"on: parse + print in fresh processes, min CPU seconds of {args.repeat} interleaved runs"
    )
    print(
        table(
            text_path.HEADER,
            text_path.report(custom, args.repeat, args.weights_mb, args.splat_dim),
        )
    )

    cpu, wall = min(c.cpu) / min(g.cpu), min(c.wall) / min(g.wall)
    verdict = "no slower than" if cpu <= 1.0 else f"{(cpu - 1) * 100:.1f}% slower than"
    print(
        f"\nresult: xdsl-opt on the custom form is {verdict} on the generic form "
        f"(custom/generic CPU min {cpu:.3f}, wall min {wall:.3f}); "
        f"ops with a custom form alone, in process: {ops_ratio:.3f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
