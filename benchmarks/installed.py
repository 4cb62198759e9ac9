"""The console scripts of the Python environment a benchmark runs in.

``venv/bin/python benchmarks/X.py`` leaves ``PATH`` as it was: the venv's ``bin/`` is
on it only when the venv is activated, and another installation's ``lutdialect`` may
be. So the benchmarks never run a script by its bare name; they run ``script(name)``.
"""

from __future__ import annotations

import os
import site
import sys
import sysconfig
from pathlib import Path


def script_dirs() -> list[Path]:
    """Where the running Python environment installs console scripts: its scripts
    directory (``venv/bin``) and, outside a venv, the user's (``pip install --user``)."""
    dirs = [Path(sysconfig.get_path("scripts"))]
    if site.ENABLE_USER_SITE:
        dirs.append(Path(sysconfig.get_path("scripts", sysconfig.get_preferred_scheme("user"))))
    return dirs


def script(name: str) -> str:
    """The path of the console script ``name`` (``lutdialect``, ``xdsl-opt``, ...) of the
    running Python environment; exits with an install hint if it is not installed."""
    dirs = script_dirs()
    for directory in dirs:
        path = directory / name
        if path.is_file() and os.access(path, os.X_OK):
            return str(path)
    sys.exit(
        f"error: {name} is not installed in {', '.join(map(str, dirs))} (pip install -e '.[bench]')"
    )
