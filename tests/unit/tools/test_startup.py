"""``lutdialect --help`` and ``--version`` start without xDSL, numpy or the passes:
the command line imports the commands only when one runs."""

from __future__ import annotations

import subprocess
import sys

HEAVY = ("xdsl", "numpy", "lutdialect.transforms", "lutdialect.reference", "lutdialect.verify")

PROBE = """
import sys
from lutdialect.tools.cli import main
for argv in (["--help"], ["--version"], ["fold", "--help"], ["verify", "--help"], []):
    main(argv)
print(",".join(m for m in {heavy!r} if m in sys.modules))
"""


def test_help_and_version_import_nothing_heavy() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", PROBE.format(heavy=HEAVY)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "usage: lutdialect" in proc.stdout and "lutdialect 0." in proc.stdout
    assert proc.stdout.splitlines()[-1] == ""


def test_the_lazy_names_are_the_real_ones() -> None:
    from lutdialect.tools import cli, commands, summary

    assert cli.parse_passes is commands.parse_passes
    assert cli.op_counts is summary.op_counts
