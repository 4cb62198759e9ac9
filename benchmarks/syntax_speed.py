"""How fast lutdialect parses the committed real models' MLIR text, in each TOSA syntax.

Each model of ``benchmarks/models`` is read with the project's flatbuffer reader and
printed as MLIR text (in every syntax lutdialect writes, see ``lutdialect.syntax``);
then each text is parsed in process, as ``lutdialect fold`` and ``lutdialect-opt`` do
(``lutdialect.io.mlir.parse_mlir``), ``--repeat`` times. The figures are the least CPU
seconds of those runs (and the wall seconds of that run), per model and in total.

``--text-dir DIR`` keeps the printed texts in ``DIR`` and parses those files, so that two
checkouts can be timed on the same bytes (run one, then the other, alternately, at low
load). Timing never goes into a pass/fail test: docs/performance.md records the figures.

Usage: ``python benchmarks/syntax_speed.py [--repeat K] [--models DIR] [--text-dir DIR]
[--syntax NAME ...]``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from lutdialect.io.context import context
from lutdialect.io.graph import read_graph
from lutdialect.io.mlir import parse_mlir

MODELS = Path(__file__).resolve().parent / "models"


def _syntaxes() -> tuple[str, ...]:
    """The syntaxes this checkout writes (only the default before there was a choice)."""
    try:
        from lutdialect.syntax import SYNTAXES
    except ImportError:
        return ("tosa-tools",)
    return tuple(s.name for s in SYNTAXES)


def _text(model: Path, syntax: str) -> str:
    module = read_graph(model).module
    if syntax == "tosa-tools":
        return str(module) + "\n"
    from lutdialect.io.mlir import print_mlir

    return print_mlir(module, syntax)


def _time_parse(text: str, name: str, repeat: int) -> tuple[float, float]:
    """Least CPU seconds of ``repeat`` parses, and the wall seconds of that parse."""
    best: tuple[float, float] | None = None
    for _ in range(repeat):
        ctx = context()
        cpu, wall = time.process_time(), time.perf_counter()
        parse_mlir(text, ctx, name)
        run = (time.process_time() - cpu, time.perf_counter() - wall)
        best = run if best is None or run[0] < best[0] else best
    assert best is not None
    return best


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3, help="parses of each text (default 3)")
    ap.add_argument("--models", type=Path, default=MODELS, help="folder of .tosa models")
    ap.add_argument("--text-dir", type=Path, help="keep (and reuse) the printed texts here")
    ap.add_argument("--syntax", action="append", help="only these syntaxes (default: all)")
    args = ap.parse_args(argv)
    syntaxes = tuple(args.syntax or _syntaxes())
    models = sorted(args.models.glob("*.tosa"))
    totals = dict.fromkeys(syntaxes, (0.0, 0.0))
    print(f"{'model':<26} {'syntax':<11} {'bytes':>9} {'cpu s':>7} {'wall s':>7}")
    for model in models:
        for syntax in syntaxes:
            path = args.text_dir / f"{model.stem}.{syntax}.mlir" if args.text_dir else None
            if path is not None and path.exists():
                text = path.read_text()
            else:
                text = _text(model, syntax)
                if path is not None:
                    path.write_text(text)
            cpu, wall = _time_parse(text, model.name, args.repeat)
            totals[syntax] = (totals[syntax][0] + cpu, totals[syntax][1] + wall)
            print(f"{model.stem:<26} {syntax:<11} {len(text):>9} {cpu:>7.2f} {wall:>7.2f}")
            sys.stdout.flush()
    for syntax, (cpu, wall) in totals.items():
        print(f"{'total':<26} {syntax:<11} {'':>9} {cpu:>7.2f} {wall:>7.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
