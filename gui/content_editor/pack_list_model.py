# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The packs of one system as a table: the shipped rulebook (read-only) and the homebrew packs."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from gui.content_editor.shipped_content import READ_ONLY_NOTE

Index = QModelIndex | QPersistentModelIndex
HEADERS = ("Pack", "Version", "Entries", "Enabled")
ENABLED_COLUMN = 3
PACK_ID_ROLE = Qt.ItemDataRole.UserRole + 1


@dataclass(frozen=True)
class PackRow:
    """One row: a pack's id, name, version, entry count, and whether it is on or shipped."""

    id: str
    name: str
    version: str
    entries: int
    enabled: bool = True
    shipped: bool = False


class PackListModel(QAbstractTableModel):
    """Shipped packs first (greyed), then homebrew packs with an "Enabled" check box each."""

    enabled_changed = Signal(str, bool)
    """A homebrew pack was switched on or off in the list (pack id, enabled)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[PackRow] = []

    def set_rows(self, rows: list[PackRow]) -> None:
        """Replace every row."""
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def row_of(self, pack_id: str) -> int:
        """The row showing a pack, or -1."""
        return next((i for i, row in enumerate(self._rows) if row.id == pack_id), -1)

    def pack(self, row: int) -> PackRow | None:
        """The pack on a row, if the row exists."""
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """How many packs (none under a pack)."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """Pack, version, entries, enabled."""
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """Column titles."""
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < len(HEADERS)
        ):
            return HEADERS[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Text, check state, tooltip and greyed colour of a cell."""
        row = self.pack(index.row()) if index.isValid() else None
        if row is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return _display(row, index.column())
        checkable = index.column() == ENABLED_COLUMN and not row.shipped
        if role == Qt.ItemDataRole.CheckStateRole and checkable:
            return Qt.CheckState.Checked if row.enabled else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.ToolTipRole:
            return READ_ONLY_NOTE if row.shipped else f"{row.name} (id {row.id})"
        if role == Qt.ItemDataRole.ForegroundRole and row.shipped:
            palette = QApplication.palette()
            return palette.brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        if role == PACK_ID_ROLE:
            return row.id
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        """Rows are selectable; the Enabled cell of a homebrew pack is a check box."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        row = self.pack(index.row())
        if index.column() == ENABLED_COLUMN and row is not None and not row.shipped:
            flags |= Qt.ItemFlag.ItemIsUserCheckable
        return flags

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """Tick or untick a homebrew pack's Enabled box; emits `enabled_changed`."""
        row = self.pack(index.row()) if index.isValid() else None
        if row is None or row.shipped or role != Qt.ItemDataRole.CheckStateRole:
            return False
        if index.column() != ENABLED_COLUMN:
            return False
        enabled = _checked(value)
        self._rows[index.row()] = replace(row, enabled=enabled)
        self.dataChanged.emit(index, index, [role])
        self.enabled_changed.emit(row.id, enabled)
        return True


def _checked(value: Any) -> bool:
    if isinstance(value, Qt.CheckState):
        return value == Qt.CheckState.Checked
    return int(value) == Qt.CheckState.Checked.value


def _display(row: PackRow, column: int) -> str:
    if column == 0:
        return row.name
    if column == 1:
        return row.version
    if column == 2:
        return str(row.entries)
    if column == ENABLED_COLUMN:
        return "read-only" if row.shipped else ("on" if row.enabled else "off")
    return ""
