"""Version guard shared by every xDSL workaround.

A workaround replaces or reaches into xDSL code of one release series. It is
installed only when the running xDSL belongs to that series: on another series
the code it replaces may have moved, been fixed or changed meaning, so it is
left out and a :class:`XdslCompatWarning` says which behaviour is missing.
Setting ``LUTDIALECT_XDSL_COMPAT=force`` installs it anyway (to try a new xDSL
release before the workaround is re-checked against it).
"""

from __future__ import annotations

import functools
import os
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import xdsl

FORCE_ENV = "LUTDIALECT_XDSL_COMPAT"
"""Environment variable; ``force`` installs workarounds on any xDSL series."""


class XdslCompatWarning(UserWarning):
    """A workaround was not installed: the running xDSL is not the series it targets."""


@functools.cache
def installed_xdsl_version() -> str:
    """The running xDSL's version, read from the name of its ``dist-info`` folder.

    Every command checks the guard, and ``xdsl.__version__`` goes through
    ``importlib.metadata``, whose import alone costs tens of milliseconds of
    start-up; an xDSL not installed as a wheel (a source checkout) falls back to it.
    """
    site = Path(xdsl.__file__).resolve().parent.parent
    found = [p.name for p in site.glob("xdsl-*.dist-info")]
    if len(found) == 1:
        return found[0].removeprefix("xdsl-").removesuffix(".dist-info")
    return str(xdsl.__version__)


def xdsl_series(version: str | None = None) -> str:
    """``major.minor`` of ``version`` (default: the running xDSL's)."""
    return ".".join((version or installed_xdsl_version()).split(".")[:2])


@dataclass
class Workaround:
    """One change to xDSL's behaviour, with the xDSL series it was written against."""

    name: str
    targets: str
    """The xDSL series (``major.minor``) whose code this was checked against."""
    missing: str
    """What goes wrong without it (said in the warning when it is not installed)."""
    upstream: str
    """The fix xDSL itself would need, after which this workaround can go."""
    apply: Callable[[], None]
    revert: Callable[[], None]
    installed: bool = field(default=False, init=False)

    @classmethod
    def replacing(
        cls,
        owner: type,
        attribute: str,
        replacement: object,
        *,
        name: str,
        targets: str,
        missing: str,
        upstream: str,
    ) -> Workaround:
        """The workaround that sets ``owner.attribute`` (an xDSL method) to ``replacement``."""
        original = vars(owner)[attribute]
        return cls(
            name=name,
            targets=targets,
            missing=missing,
            upstream=upstream,
            apply=lambda: setattr(owner, attribute, replacement),
            revert=lambda: setattr(owner, attribute, original),
        )

    def applies(self) -> bool:
        """True when the running xDSL is the targeted series (or installation is forced)."""
        return xdsl_series() == self.targets or os.environ.get(FORCE_ENV) == "force"

    def install(self) -> bool:
        """Install if the running xDSL is the targeted series; idempotent.

        Returns whether the workaround is installed.
        """
        if self.installed:
            return True
        if not self.applies():
            warnings.warn(
                f"lutdialect: xDSL workaround '{self.name}' targets xDSL {self.targets}.x but "
                f"xDSL {installed_xdsl_version()} is installed; not installed, so {self.missing} "
                f"(set {FORCE_ENV}=force to install it anyway)",
                XdslCompatWarning,
                stacklevel=2,
            )
            return False
        self.apply()
        self.installed = True
        return True

    def uninstall(self) -> None:
        """Restore xDSL's own behaviour (for tests and before/after measurements)."""
        if self.installed:
            self.revert()
            self.installed = False
