"""The console scripts of the Python environment a benchmark runs in.

``venv/bin/python benchmarks/X.py`` leaves ``PATH`` as it was: the venv's ``bin/`` is
on it only when the venv is activated, and another installation's ``lutdialect`` may
be. So the benchmarks never run a script by its bare name; they run ``script(name)``.
"""

from __future__ import annotations

import sys

from lutdialect.tools.scripts import installed_script, script_dirs


def script(name: str) -> str:
    """The path of the console script ``name`` (``lutdialect``, ``xdsl-opt``, ...) of the
    running Python environment; exits with an install hint if it is not installed."""
    found = installed_script(name)
    if found is None:
        dirs = ", ".join(map(str, script_dirs()))
        sys.exit(f"error: {name} is not installed in {dirs} (pip install -e '.[bench]')")
    return found
