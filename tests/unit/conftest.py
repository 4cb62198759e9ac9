"""Shared pytest configuration: the ``--runslow`` switch for the exhaustive runs, and
``script``, the one way a test finds an installed console script."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from lutdialect import reference
from lutdialect.tools.scripts import installed_script, script_dirs


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--runslow",
        action="store_true",
        default=False,
        help="also run the slow, larger differential and fuzz suites",
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: larger run, only with --runslow")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--runslow"):
        return
    skip_slow = pytest.mark.skip(reason="needs --runslow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip_slow)


@pytest.fixture
def without_tosa_opt(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Make ``tosa-opt`` unfindable, as on a machine without ``tosa-tools``."""

    def not_installed(name: str) -> None:
        raise reference.metadata.PackageNotFoundError(name)

    def nowhere(_name: str) -> None:
        return None

    monkeypatch.setattr(reference.metadata, "distribution", not_installed)
    monkeypatch.setattr(reference.shutil, "which", nowhere)
    monkeypatch.setattr(reference.sys, "executable", "/nonexistent/bin/python")
    reference.tosa_opt.cache_clear()
    yield
    reference.tosa_opt.cache_clear()


def find_script(name: str) -> str:
    """The path of the console script ``name`` of the running Python environment."""
    found = installed_script(name)
    if found is None:
        pytest.fail(
            f"{name} is not installed in {', '.join(map(str, script_dirs()))}: install the "
            "project with its test extra (pip install -e '.[test]')"
        )
    return found


@pytest.fixture(scope="session")
def script() -> Callable[[str], str]:
    """``script(name)``: the path of an installed console script (``lutdialect``,
    ``lutdialect-opt``, ``xdsl-opt``, ``vela``, ...) of the Python environment running
    the tests, whether or not it is activated (``venv/bin/python -m pytest`` leaves
    ``PATH`` as it was). It is never looked up on ``PATH``, which may hold another
    installation's scripts; a script that is not installed fails the test."""
    return find_script
