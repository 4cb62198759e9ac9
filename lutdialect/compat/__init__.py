"""Every workaround lutdialect applies to xDSL, in one place.

Each workaround (:class:`~.guard.Workaround`) names the xDSL series it was
written against and is installed only on that series (see :mod:`.guard`);
``tests/unit/test_compat.py`` checks, for each, that unpatched xDSL still
behaves the way the workaround assumes, so a fixed or changed xDSL shows up as a
failing test rather than as a silently wrong graph.

================================  ==========================================  ==========
workaround                        module                                      installed
================================  ==========================================  ==========
``hex-float-elements``            :mod:`.dense_parse`                          dialect import
``dense-literal-type``            :mod:`.dense_parse`                          dialect import
``dense-literal-storage``         :mod:`.dense_parse`                          dialect import
``dense-literal-print``           :mod:`.dense_print`                          dialect import
``float-spelling``                :mod:`.float_format`                         dialect import
``string-literal-scan``           :mod:`.lexer`                                dialect import
``attr-dict-directive``           :mod:`.op_format`                            per TOSA op
``tosa-dialect-slot``             :mod:`.plugin`                               plugin import
================================  ==========================================  ==========
"""

from __future__ import annotations

from .dense_parse import DENSE_LITERAL_STORAGE, DENSE_LITERAL_TYPE, HEX_FLOAT_ELEMENTS
from .dense_print import DENSE_LITERAL_PRINT
from .float_format import FLOAT_SPELLING
from .guard import FORCE_ENV, Workaround, XdslCompatWarning, xdsl_series
from .lexer import STRING_LITERAL_SCAN
from .op_format import ATTR_DICT_DIRECTIVE
from .plugin import TOSA_DIALECT_SLOT

DENSE_LITERALS = (
    HEX_FLOAT_ELEMENTS,
    DENSE_LITERAL_TYPE,
    DENSE_LITERAL_STORAGE,
    DENSE_LITERAL_PRINT,
    FLOAT_SPELLING,
)
"""The parser and printer workarounds for ``dense<...>`` literals and float spelling."""

WORKAROUNDS = (*DENSE_LITERALS, STRING_LITERAL_SCAN, ATTR_DICT_DIRECTIVE, TOSA_DIALECT_SLOT)
"""All of them, by name in the table above."""


def install_text_workarounds() -> None:
    """Install the workarounds of MLIR text: the dense literals' and the lexer's
    (idempotent; the TOSA dialect's import does it)."""
    for workaround in (*DENSE_LITERALS, STRING_LITERAL_SCAN):
        workaround.install()


__all__ = [
    "ATTR_DICT_DIRECTIVE",
    "DENSE_LITERALS",
    "DENSE_LITERAL_PRINT",
    "DENSE_LITERAL_STORAGE",
    "DENSE_LITERAL_TYPE",
    "FLOAT_SPELLING",
    "FORCE_ENV",
    "HEX_FLOAT_ELEMENTS",
    "STRING_LITERAL_SCAN",
    "TOSA_DIALECT_SLOT",
    "WORKAROUNDS",
    "Workaround",
    "XdslCompatWarning",
    "install_text_workarounds",
    "xdsl_series",
]
