"""The MLIR lexer's string literal, scanned in linear time.

xDSL 0.75 matches a string literal with ``"(?:[^"\\\n\v\f]+|\\(?:...))*"``: a run
inside a repetition, which Python's backtracking engine retries in every way to
split the run when no closing quote follows. A quote left open on a line of 28
characters took 15 s, each character more twice as long (a file cut short, a
stray ``"``): reading the file never ended. The same pattern with possessive
repetitions fails at once.
"""

from __future__ import annotations

import re

from xdsl.utils.mlir_lexer import MLIRLexer

from .guard import Workaround

SERIES = "0.75"

STRING_LITERAL = re.compile(r'"(?:[^"\\\n\v\f]++|\\(?:["nt\\]|[0-9A-Fa-f]{2}))*+"')
"""xDSL's pattern with possessive repetitions: no run is given back to be split
another way, so a literal without its closing quote fails after one scan, and a
closed one is read as fast as xDSL reads it (one character per repetition would
cost the engine memory per character: gigabytes for a 20 MB hex constant)."""

STRING_LITERAL_SCAN = Workaround.replacing(
    MLIRLexer,
    "_unescaped_characters_regex",
    STRING_LITERAL,
    name="string-literal-scan",
    targets=SERIES,
    missing="a string literal left open (a cut-short file, a stray quote) makes the parser "
    "run for hours",
    upstream="MLIRLexer._unescaped_characters_regex: make both repetitions possessive "
    "('++' and '*+', Python 3.11)",
)
