# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The characters of the library as a table: name, system, campaign and last change."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt

from gui.widgets.table_model import TitledTableModel
from rules.systems import title_of

if TYPE_CHECKING:
    from model.records import CharacterRecord

ID_ROLE = Qt.ItemDataRole.UserRole
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
CAMPAIGN_ROLE = Qt.ItemDataRole.UserRole + 2
SYSTEM_ROLE = Qt.ItemDataRole.UserRole + 3

NAME, SYSTEM, CAMPAIGN, CHANGED = range(4)
HEADERS = ("Name", "System", "Campaign", "Last change")

Index = QModelIndex | QPersistentModelIndex


def changed_text(record: CharacterRecord) -> str:
    """When a character last changed, in local time, to the minute."""
    when = record.updated_at.astimezone() if record.updated_at.tzinfo else record.updated_at
    return when.strftime("%Y-%m-%d %H:%M")


class LibraryTableModel(TitledTableModel):
    """One row per character record; the filtering and sorting live in a proxy."""

    HEADERS = HEADERS

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._records: list[CharacterRecord] = []
        self._campaigns: dict[str, str] = {}

    def set_records(self, records: Sequence[CharacterRecord], campaigns: dict[str, str]) -> None:
        """Replace the rows: the characters and the names of the campaigns by id."""
        self.beginResetModel()
        self._records = list(records)
        self._campaigns = dict(campaigns)
        self.endResetModel()

    def record(self, row: int) -> CharacterRecord:
        """The character shown in a row."""
        return self._records[row]

    def row_of(self, character_id: str) -> int:
        """The row of a character, or -1."""
        return next((i for i, r in enumerate(self._records) if r.id == character_id), -1)

    def row_total(self) -> int:
        """Characters (a flat table: no children)."""
        return len(self._records)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The text of a cell, and the id, sort key, campaign and system of its row."""
        if not index.isValid() or not 0 <= index.row() < len(self._records):
            return None
        record = self._records[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._text(record, index.column())
        if role == ID_ROLE:
            return record.id
        if role == SORT_ROLE:
            return self._sort_key(record, index.column())
        if role == CAMPAIGN_ROLE:
            return record.campaign_id or ""
        if role == SYSTEM_ROLE:
            return record.system
        return None

    def _text(self, record: CharacterRecord, column: int) -> str:
        if column == NAME:
            return record.name
        if column == SYSTEM:
            return title_of(record.system)
        if column == CAMPAIGN:
            return self._campaigns.get(record.campaign_id or "", "")
        return changed_text(record)

    def _sort_key(self, record: CharacterRecord, column: int) -> str:
        if column == CHANGED:
            return record.updated_at.isoformat()
        return self._text(record, column).casefold()

    def flags(self, index: Index) -> Qt.ItemFlag:
        """Rows are selectable; names are renamed through the Rename command."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
