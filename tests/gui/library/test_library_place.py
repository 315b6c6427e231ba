# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The library window's status bar names where the library is in a player's words, never the raw
database address (issue 13, point 9)."""

from __future__ import annotations

from typing import Any

import pytest

from gui.app_context import AppContext
from gui.library.library_place import library_place
from tests.gui.library.helpers import open_window


@pytest.mark.parametrize(
    ("url", "said"),
    [
        ("sqlite:////home/vex/.local/share/Sheetwright/library.sqlite3",
         "Library: /home/vex/.local/share/Sheetwright/library.sqlite3"),
        ("sqlite://", "Library: in memory"),
        ("postgresql+psycopg://gm:secret@games.example.org/sheetwright",
         "Library: PostgreSQL at games.example.org/sheetwright"),
        ("postgresql+psycopg://games.example.org:5433/party",
         "Library: PostgreSQL at games.example.org:5433/party"),
        ("postgresql+psycopg:///sheetwright", "Library: PostgreSQL at this computer/sheetwright"),
    ],
)  # fmt: skip
def test_the_library_is_named_in_plain_words(url: str, said: str) -> None:
    assert library_place(url) == said
    assert "secret" not in library_place(url)


def test_the_status_bar_names_the_library_file(qtbot: Any, context: AppContext) -> None:
    window = open_window(qtbot, context)
    message = window.statusBar().currentMessage()
    assert message == library_place(context.database_url)
    assert "sqlite:" not in message
    assert message.startswith("Library: /")
