# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The entries of one kind in one pack, as a list of names (id in the tooltip)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from gui.content_editor.pack_text import Entry

Index = QModelIndex | QPersistentModelIndex
ENTRY_ID_ROLE = Qt.ItemDataRole.UserRole + 1


class EntryListModel(QAbstractListModel):
    """Entry names in pack order; read-only (rulebook) entries are greyed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entries: list[Entry] = []
        self._read_only = False

    def set_entries(self, entries: list[Entry], read_only: bool = False) -> None:
        """Replace the list."""
        self.beginResetModel()
        self._entries = list(entries)
        self._read_only = read_only
        self.endResetModel()

    def entry(self, row: int) -> Entry | None:
        """The entry on a row, if the row exists."""
        return self._entries[row] if 0 <= row < len(self._entries) else None

    def row_of(self, entry_id: str) -> int:
        """The row of an entry id, or -1."""
        return next((i for i, e in enumerate(self._entries) if e.get("id") == entry_id), -1)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """How many entries."""
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The entry's name, its id as tooltip, greyed when read-only."""
        entry = self.entry(index.row()) if index.isValid() else None
        if entry is None:
            return None
        entry_id = str(entry.get("id", ""))
        if role == Qt.ItemDataRole.DisplayRole:
            return str(entry.get("name") or entry_id or "(unnamed)")
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"id: {entry_id}" + (
                " — from the rulebook, read-only" if self._read_only else ""
            )
        if role == Qt.ItemDataRole.ForegroundRole and self._read_only:
            palette = QApplication.palette()
            return palette.brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        if role == ENTRY_ID_ROLE:
            return entry_id
        return None
