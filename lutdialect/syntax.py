"""The TOSA text syntaxes lutdialect reads and writes, and where each came from.

MLIR's TOSA dialect has changed how its ops print: the ``tosa-opt`` of ``tosa-tools``
2026.8 (the oracle of lutdialect's tests) prints the op's properties in an attribute
dictionary, ``tosa.argmax %x {axis = 1 : i32}``, while newer MLIR (``iree-opt`` of
``iree-base-compiler`` 3.13.0) prints them as keywords, ``tosa.argmax %x axis(1)``.

:data:`SYNTAXES` lists every syntax, oldest first; the first is the default, the one
every tool prints unless told otherwise. An op's format in a syntax is declared where
the op is defined (``assembly_format`` for the first syntax, ``SYNTAX_FORMATS`` for a
later one it changed in; :mod:`lutdialect.dialects.tosa.format`), and an op that did not
change keeps the format of the syntax before. So a third syntax is one more
:class:`Syntax` here and one new format for each op it changed.

This module imports nothing else, so that ``lutdialect --help`` can offer the names.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "DEFAULT_SYNTAX",
    "SYNTAXES",
    "SYNTAX_NAMES",
    "TOSA_TOOLS",
    "UPSTREAM",
    "Syntax",
    "syntax_named",
]


@dataclass(frozen=True)
class Syntax:
    """A TOSA text syntax and the tool it was taken from."""

    name: str
    """What ``--tosa-syntax`` calls it."""
    tool: str
    """The tool whose print the syntax is, and the package that ships it."""
    version: str
    """The package version and the LLVM it was built from."""
    date: str
    """When that MLIR was taken."""
    strict_properties: bool
    """Whether an op's properties are written only where its format puts them, never in
    its attribute dictionary (MLIR's "strict properties in assembly format")."""


TOSA_TOOLS = Syntax(
    "tosa-tools",
    "tosa-opt of the tosa-tools package",
    "tosa-tools 2026.8.0, LLVM 24.0.0git",
    "mid-2026 (the LLVM snapshot tosa-tools 2026.8 was tested with)",
    strict_properties=False,
)
UPSTREAM = Syntax(
    "upstream",
    "iree-opt of the iree-base-compiler package",
    "iree-base-compiler 3.13.0 (IREE 89ece87b8985), LLVM 24.0.0git",
    "2026-10 (the wheel's build, 3.13.0rc20261016)",
    strict_properties=True,
)

SYNTAXES: tuple[Syntax, ...] = (TOSA_TOOLS, UPSTREAM)
"""Every syntax, oldest first; the first is :data:`DEFAULT_SYNTAX`."""

DEFAULT_SYNTAX = SYNTAXES[0]
"""What every tool prints unless told otherwise (what the test oracles read)."""

SYNTAX_NAMES: tuple[str, ...] = tuple(s.name for s in SYNTAXES)


def syntax_named(name: str | Syntax | None) -> Syntax:
    """The syntax called ``name`` (``None``: the default); a ``ValueError`` naming the
    choices for any other name."""
    if isinstance(name, Syntax):
        return name
    if name is None:
        return DEFAULT_SYNTAX
    for syntax in SYNTAXES:
        if syntax.name == name:
            return syntax
    raise ValueError(f"unknown TOSA syntax '{name}' (expected one of {', '.join(SYNTAX_NAMES)})")
