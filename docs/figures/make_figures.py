"""Draw the figures of ``docs/`` as dependency-free SVG (numpy only).

``int16_table_error.svg``: what TOSA's interpolating i16 TABLE costs. An i16 ->
i16 function (here ``tanh`` of a Q2.13 input, rounded to Q0.15) is fitted with the
513-entry table + 2^-7 rescale that ``fuse-elementwise-lut`` builds
(:func:`lutdialect.semantics.int16_table.build_int16_table`); the plot shows, per
128-code segment, the largest difference from the exact function over all
65,536 codes, next to an affine function (rounded half up, as the table path rounds), which
the table reproduces exactly.

Usage: ``python docs/figures/make_figures.py`` (rewrites the SVG next to it).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import numpy.typing as npt

from lutdialect.semantics.int16_table import build_int16_table, table_outputs

CODES = np.arange(-32768, 32768, dtype=np.int64)
WIDTH, HEIGHT, MARGIN = 720, 300, 50


def table_path(f: npt.NDArray[np.int64]) -> tuple[npt.NDArray[np.int64], int]:
    """Per-code error of the fitted table + rescale against ``f``, and its maximum."""
    fitted = build_int16_table(f)
    assert fitted is not None
    return np.abs(table_outputs(fitted.values)[0] - f), fitted.max_error


def polyline(errors: npt.NDArray[np.int64], top: float, colour: str) -> str:
    per_segment = errors.reshape(512, 128).max(axis=1)
    xs = MARGIN + np.arange(512) * (WIDTH - 2 * MARGIN) / 511
    ys = HEIGHT - MARGIN - per_segment / top * (HEIGHT - 2 * MARGIN)
    points = " ".join(f"{x:.1f},{y:.1f}" for x, y in zip(xs, ys, strict=True))
    return f'<polyline fill="none" stroke="{colour}" stroke-width="1.5" points="{points}"/>'


def main() -> None:
    tanh = np.rint(32767 * np.tanh(CODES / 8192.0)).astype(np.int64)
    affine = (3 * CODES + 2) >> 2  # round half up, as the table path rounds
    tanh_err, tanh_max = table_path(tanh)
    affine_err, affine_max = table_path(affine)
    top = max(1, int(tanh_err.max()))
    ticks = "".join(
        f'<text x="{MARGIN - 8}" y="{HEIGHT - MARGIN - k / top * (HEIGHT - 2 * MARGIN) + 4:.1f}" '
        f'text-anchor="end" font-size="11">{k}</text>'
        for k in range(top + 1)
    )
    svg = f"""<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" font-family="sans-serif">
<rect width="100%" height="100%" fill="white"/>
<text x="{WIDTH / 2}" y="20" text-anchor="middle" font-size="14">i16 TABLE + 2^-7 rescale vs. the exact function: largest error per 128-code segment</text>
<line x1="{MARGIN}" y1="{HEIGHT - MARGIN}" x2="{WIDTH - MARGIN}" y2="{HEIGHT - MARGIN}" stroke="black"/>
<line x1="{MARGIN}" y1="{MARGIN}" x2="{MARGIN}" y2="{HEIGHT - MARGIN}" stroke="black"/>
{ticks}
<text x="{MARGIN}" y="{HEIGHT - MARGIN + 18}" font-size="11">-32768</text>
<text x="{WIDTH - MARGIN}" y="{HEIGHT - MARGIN + 18}" text-anchor="end" font-size="11">32767</text>
<text x="{WIDTH / 2}" y="{HEIGHT - 12}" text-anchor="middle" font-size="12">input code</text>
<text x="14" y="{HEIGHT / 2}" font-size="12" transform="rotate(-90 14 {HEIGHT / 2})" text-anchor="middle">error (codes)</text>
{polyline(tanh_err, top, "#c0392b")}
{polyline(affine_err, top, "#2471a3")}
<text x="{WIDTH - MARGIN - 4}" y="{MARGIN + 4}" text-anchor="end" font-size="12" fill="#c0392b">tanh(x / 8192): max {tanh_max}, {np.mean(tanh_err > 0):.1%} of codes differ</text>
<text x="{WIDTH - MARGIN - 4}" y="{MARGIN + 20}" text-anchor="end" font-size="12" fill="#2471a3">round(3x / 4): max {affine_max} (exact)</text>
</svg>
"""
    out = Path(__file__).with_name("int16_table_error.svg")
    out.write_text(svg)
    print(f"wrote {out}: tanh max error {tanh_max}, affine max error {affine_max}")


if __name__ == "__main__":
    main()
