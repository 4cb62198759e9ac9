"""The console scripts of the running Python environment (``lutdialect``, ``xdsl-opt``,
``vela``, ...), found where the environment installs them, never on ``PATH``.

``venv/bin/python X.py`` leaves ``PATH`` as it was: the venv's ``bin/`` is on it only
when the venv is activated, and another installation's scripts may be. The test suite
and the benchmarks run a script by :func:`installed_script`, not by its bare name.
"""

from __future__ import annotations

import os
import site
import sysconfig
from pathlib import Path

__all__ = ["installed_script", "script_dirs"]


def script_dirs() -> list[Path]:
    """Where the running Python environment installs console scripts: its scripts
    directory (``venv/bin``) and, outside a venv, the user's (``pip install --user``)."""
    dirs = [Path(sysconfig.get_path("scripts"))]
    if site.ENABLE_USER_SITE:
        dirs.append(Path(sysconfig.get_path("scripts", sysconfig.get_preferred_scheme("user"))))
    return dirs


def installed_script(name: str) -> str | None:
    """The path of the executable console script ``name``, or ``None``."""
    for directory in script_dirs():
        path = directory / name
        if path.is_file() and os.access(path, os.X_OK):
            return str(path)
    return None
