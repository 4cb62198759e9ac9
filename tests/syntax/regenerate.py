"""Regenerate ``iree-opt``'s print of the FileCheck inputs and of the committed models.

Needs ``tosa-opt`` (the test extra's ``tosa-tools``) and ``iree-opt`` of
``iree-base-compiler`` 3.13.0 (``pip install iree-base-compiler==3.13.0``, best in a
virtual environment of its own; ``--iree-opt`` or ``$IREE_OPT`` names it when it is not
on ``PATH``). See ``README.md`` beside this file for what it writes and why; the tests'
own definitions of the corpus (``tests/unit/dialect/syntax_corpus.py``) do the work.

For each ``// -----`` chunk of each FileCheck input, ``tosa-opt --mlir-print-op-generic``
(which reads the ``tosa-tools`` syntax the inputs are written in) then ``iree-opt``
(which prints the ``upstream`` syntax); a chunk ``tosa-opt`` rejects goes to ``iree-opt``
as it is (it is written in the ``upstream`` syntax), and one both reject is left out (it
is an error case). For each model, lutdialect's reader and default printer make its MLIR
text, which goes the same way; ``models.sha256`` keeps the digest of that print
normalized as the tests compare it (``--keep DIR`` writes the prints themselves).

Usage: ``python tests/syntax/regenerate.py [--iree-opt PATH] [--keep DIR] [--check]``
(``--check``: write nothing, exit 1 if a committed file differs).
"""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[1] / "unit" / "dialect" / "syntax_corpus.py"

if __name__ == "__main__":
    sys.exit(runpy.run_path(str(CORPUS))["main"](sys.argv[1:]))
