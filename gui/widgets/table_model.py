# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A flat table model with fixed column titles; subclasses give the row count and the cells."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

Index = QModelIndex | QPersistentModelIndex


class TitledTableModel(QAbstractTableModel):
    """Rows without children, columns named by `HEADERS`."""

    HEADERS: tuple[str, ...] = ()

    def row_total(self) -> int:
        """How many rows the table has."""
        raise NotImplementedError

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """The rows (a flat table: an index has no children)."""
        return 0 if parent.isValid() else self.row_total()

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """One column per title."""
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """The column titles."""
        horizontal = orientation == Qt.Orientation.Horizontal
        if horizontal and role == Qt.ItemDataRole.DisplayRole and 0 <= section < len(self.HEADERS):
            return self.HEADERS[section]
        return None
