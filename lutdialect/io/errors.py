"""The one exception graph I/O raises for a user's mistake."""

from __future__ import annotations


class GraphError(Exception):
    """A graph cannot be read, parsed or written; the message is one line that
    names the user's path (never an internal temporary file) and the problem."""
