# SPDX-License-Identifier: LicenseRef-Sheetwright
"""File ▸ Open Recent: the characters opened last, without those deleted or trashed since."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from gui.library.window import LibraryWindow
    from model.records import CharacterRecord


def recent_records(window: LibraryWindow) -> list[CharacterRecord]:
    """The recent characters still in the library; the others are forgotten."""
    library = window.library()
    if library is None:
        return []
    present = {r.id: r for r in library.list_characters()}
    recent = window.context.recent()
    kept = [present[i] for i in recent if i in present]
    if len(kept) != len(recent):
        window.context.settings.setValue("recent", [r.id for r in kept])
    return kept


def fill(window: LibraryWindow, menu: QMenu) -> None:
    """Rebuild the Open Recent menu: Alt+1…8 style mnemonics, the name and the system."""
    menu.clear()
    records = recent_records(window)
    for n, record in enumerate(records, start=1):
        action = menu.addAction(f"&{n} {record.name.replace('&', '&&')}")
        action.triggered.connect(lambda _c=False, i=record.id: _open(window, i))
    if not records:
        menu.addAction("No recent characters").setEnabled(False)


def _open(window: LibraryWindow, character_id: str) -> None:
    from gui.library.commands import attempt

    attempt(
        window,
        "Cannot open the character",
        lambda _lib: window.context.open_character(character_id, window),
    )
