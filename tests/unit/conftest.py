"""Shared pytest configuration: the ``--runslow`` switch for the exhaustive runs."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from lutdialect import reference


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
