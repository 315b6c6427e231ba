# SPDX-License-Identifier: LicenseRef-Sheetwright
"""CLI tests run many commands in one process: each test starts with its own library."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from gui.cli import target as cli_target


@pytest.fixture(autouse=True)
def _fresh_library() -> Iterator[None]:
    cli_target.library.cache_clear()
    yield
    cli_target.library.cache_clear()
