"""Before/after of the text-path workarounds of ``lutdialect.compat``, in one run.

Three workarounds exist for speed (their correctness fixes are tested elsewhere):

* ``dense-literal-type``: the IRDL constraint for a dense literal's type is built
  once instead of per literal -- measured on the DyT module of ``parse_print.py``;
* ``dense-literal-print``: a big constant prints straight from its bytes instead of
  being unpacked into Python tuples twice -- measured on a module of i8 weights;
* ``dense-literal-storage``: a splat stays one packed element instead of being
  expanded and normalised element by element -- measured on
  ``dense<1> : tensor<Nx1x1xNxi8>``.

Each program is parsed and printed in a fresh process with the workaround off
(xDSL as shipped) and on, runs interleaved; the table gives min CPU seconds of
parse and print, the processes' peak resident memory, and whether both outputs
are byte-identical. ``parse_print.py`` prints it as its section 4; run alone:
``python benchmarks/text_path.py [--repeat K] [--weights-mb M] [--splat-dim N]``.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

WINS = ("dense-literal-type", "dense-literal-print", "dense-literal-storage")


def weights_module(megabytes: int, seed: int = 0) -> str:
    """``megabytes`` 1 MiB i8 conv weights and their i32 biases, as ``tosa-opt`` prints them."""
    rng = np.random.default_rng(seed)
    lines = ["module {", "  func.func @weights() -> tensor<1xi8> {"]
    for k in range(megabytes):
        weights = rng.integers(-128, 128, 1 << 20, dtype=np.int8).tobytes().hex().upper()
        bias = rng.integers(-(1 << 20), 1 << 20, 256, dtype=np.int32).astype("<i4")
        lines += [
            f'    %w{k} = "tosa.const"() <{{values = dense<"0x{weights}"> : '
            "tensor<256x64x64x1xi8>}> : () -> tensor<256x64x64x1xi8>",
            f'    %b{k} = "tosa.const"() <{{values = dense<"0x{bias.tobytes().hex().upper()}"> : '
            "tensor<256xi32>}> : () -> tensor<256xi32>",
        ]
    lines += [
        '    %r = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>',
        "    return %r : tensor<1xi8>",
        "  }",
        "}",
        "",
    ]
    return "\n".join(lines)


def splat_module(dim: int) -> str:
    t = f"tensor<{dim}x1x1x{dim}xi8>"
    return (
        f"module {{\n  func.func @splat() -> {t} {{\n"
        f'    %0 = "tosa.const"() <{{values = dense<1> : {t}}}> : () -> {t}\n'
        f"    return %0 : {t}\n  }}\n}}\n"
    )


def child(path: str, without: str | None) -> None:
    """Parse and print ``path`` with the workaround ``without`` off; a JSON line out."""
    from xdsl.parser import Parser
    from xdsl.printer import Printer
    from xdsl.xdsl_opt_main import xDSLOptMain

    from lutdialect import compat
    from lutdialect.dialects.tosa import TOSA  # installs the workarounds

    ctx = xDSLOptMain(args=[]).ctx
    assert TOSA.name == "tosa"
    for workaround in compat.WORKAROUNDS:
        if workaround.name == without:
            workaround.uninstall()
    text = Path(path).read_text()
    start = time.process_time()
    module = Parser(ctx, text).parse_module()
    parsed = time.process_time()
    out = io.StringIO()
    Printer(stream=out).print_op(module)
    printed = time.process_time()
    peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(
        json.dumps(
            {
                "parse": parsed - start,
                "print": printed - parsed,
                "peak_mib": peak_kib / 1024,
                "sha256": hashlib.sha256(out.getvalue().encode()).hexdigest(),
            }
        )
    )


def run_child(path: Path, without: str | None) -> dict[str, float | str]:
    cmd = [sys.executable, __file__, "--child", str(path)]
    if without is not None:
        cmd += ["--without", without]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return json.loads(out.splitlines()[-1])


def measure(path: Path, name: str, repeat: int) -> list[str]:
    """One table row: ``name`` off and on, on the program at ``path``."""
    runs: dict[str, list[dict[str, float | str]]] = {"off": [], "on": []}
    for _ in range(repeat):
        runs["off"].append(run_child(path, name))
        runs["on"].append(run_child(path, None))

    def best(side: str, key: str) -> float:
        return min(float(r[key]) for r in runs[side])

    identical = len({r["sha256"] for side in runs.values() for r in side}) == 1
    off = best("off", "parse") + best("off", "print")
    on = best("on", "parse") + best("on", "print")
    return [
        name,
        path.stem,
        f"{path.stat().st_size / 1e6:,.1f}",
        *(f"{best(side, stage):.2f}" for stage in ("parse", "print") for side in ("off", "on")),
        f"{off / on:.2f}x",
        f"{best('off', 'peak_mib'):.0f} -> {best('on', 'peak_mib'):.0f}",
        "yes" if identical else "NO",
    ]


HEADER = (
    "workaround",
    "program",
    "MB",
    "parse off",
    "parse on",
    "print off",
    "print on",
    "speed-up",
    "peak MiB",
    "identical",
)


def report(dyt_text: str, repeat: int, weights_mb: int, splat_dim: int) -> list[list[str]]:
    """Rows of the before/after table (``dyt_text``: the DyT module to parse)."""
    with tempfile.TemporaryDirectory() as tmp:
        programs = {
            "dense-literal-type": ("dyt", dyt_text),
            "dense-literal-print": (f"weights_{weights_mb}mb", weights_module(weights_mb)),
            "dense-literal-storage": (
                f"splat_{splat_dim}x1x1x{splat_dim}",
                splat_module(splat_dim),
            ),
        }
        rows: list[list[str]] = []
        for name in WINS:
            stem, text = programs[name]
            path = Path(tmp, f"{stem}.mlir")
            path.write_text(text)
            rows.append(measure(path, name, repeat))
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--child", help=argparse.SUPPRESS)
    ap.add_argument("--without", help=argparse.SUPPRESS)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--blocks", type=int, default=320, help="DyT blocks (default 320)")
    ap.add_argument("--weights-mb", type=int, default=20, help="MiB of i8 weights (default 20)")
    ap.add_argument("--splat-dim", type=int, default=1024, help="N of the splat (default 1024)")
    args = ap.parse_args(argv)
    if args.child:
        child(args.child, args.without)
        return 0
    from parse_print import dyt_module, table

    rows = report(dyt_module(args.blocks), args.repeat, args.weights_mb, args.splat_dim)
    print(table(HEADER, rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
