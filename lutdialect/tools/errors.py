"""The user-facing failures of ``lutdialect``'s commands, apart from the commands
so that the command line can catch them without importing the commands."""

from __future__ import annotations


class CliError(Exception):
    """A user-facing failure; printed as one line."""


class UsageError(CliError):
    """A command line argparse rejects."""
