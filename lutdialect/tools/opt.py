"""``lutdialect-opt``: ``xdsl-opt`` with lutdialect registered explicitly.

Unlike plain ``xdsl-opt`` it does not depend on the plugin mechanism to pick
lutdialect's ``tosa`` dialect, and it reports malformed or invalid input as a
one-line diagnostic with exit status 1 instead of a Python traceback.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from xdsl.universe import Universe
from xdsl.utils.exceptions import DiagnosticException, ParseError
from xdsl.xdsl_opt_main import xDSLOptMain

from lutdialect.universe import get_all_passes, get_tosa_dialect


class LutDialectOptMain(xDSLOptMain):
    """The xDSL optimizer driver with lutdialect's dialect and passes."""

    def register_all_dialects(self) -> None:
        multiverse = Universe.get_multiverse()
        for name, factory in multiverse.all_dialects.items():
            self.ctx.register_dialect(name, get_tosa_dialect if name == "tosa" else factory)

    def register_all_passes(self) -> None:
        super().register_all_passes()
        for name, factory in get_all_passes().items():
            self.available_passes[name] = factory


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``lutdialect-opt``; returns the process exit status."""
    try:
        LutDialectOptMain(args=argv).run()
    except (DiagnosticException, ParseError) as e:
        print(str(e).rstrip(), file=sys.stderr)
        return 1
    except OSError as e:
        print(f"lutdialect-opt: error: {e.strerror}: {e.filename}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
