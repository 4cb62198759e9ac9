"""Validation of pass options, shared by both passes.

A bad option is a user error: ``ValueError`` with one line that names the pass, the
option and what is allowed, which ``xdsl-opt`` and the ``lutdialect`` CLI both show.
"""

from __future__ import annotations

from lutdialect.cost import TARGETS

INT16_MAX_ERROR_LIMIT = 65535
"""No two i16 codes differ by more; a larger bound would accept anything."""


def check_target(pass_name: str, target: str) -> None:
    if target not in TARGETS:
        raise ValueError(
            f"{pass_name}: option target='{target}' is not a known target "
            f"(expected one of: {', '.join(TARGETS)})"
        )


def check_int16_max_error(pass_name: str, value: int) -> None:
    if not 0 <= value <= INT16_MAX_ERROR_LIMIT:
        raise ValueError(
            f"{pass_name}: option int16-max-error={value} is out of range "
            f"(expected an integer from 0 to {INT16_MAX_ERROR_LIMIT})"
        )
