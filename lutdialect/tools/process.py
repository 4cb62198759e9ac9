"""How the console scripts end: at once, once what they wrote is flushed.

A command's work is complete when its ``main`` returns: files are closed as they are
written, and stdout and stderr are flushed here. The interpreter's teardown after
that frees every object of xDSL and of the graph one at a time, which the user never
sees: after a fold it took 0.08-0.1 s without Vela, and up to 0.2 s with Vela's
workers alive, whose memory pages the teardown copies (``fork`` shares them until
they are written). So the scripts end with :func:`os._exit`; their ``main``
functions, for callers in process, return as before.
"""

from __future__ import annotations

import errno
import os
import sys
from typing import NoReturn

__all__ = ["end", "failed_file"]


def end(status: int, command: str, failed: int = 1) -> NoReturn:
    """Flush stdout and stderr and end the process with ``status``. If stdout's
    reader has gone away (``| head``), that is one line on stderr and ``failed``,
    unless ``status`` already says the command failed (it said why)."""
    try:
        sys.stdout.flush()
    except OSError as e:
        if not status:
            print(f"{command}: error: <stdout>: {e.strerror}", file=sys.stderr)
            status = failed
    try:
        sys.stderr.flush()
    finally:
        os._exit(status)


_WRITE_ERRORS = frozenset({errno.EPIPE, errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO})
"""What a write to stdout fails with (a reader gone away, a full disk or device)."""


def failed_file(e: OSError) -> str:
    """What ``e`` failed on, for a one-line message: its file, or ``<stdout>`` for a
    write error without one (the commands write files by name, and their other pipes
    are the cost oracle's workers', whose failures it handles itself), else what the
    system calls the error's kind."""
    if e.filename:
        return str(e.filename)
    if isinstance(e, BrokenPipeError) or e.errno in _WRITE_ERRORS:
        return "<stdout>"
    return type(e).__name__
