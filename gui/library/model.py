# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The characters of the library as a table: name, system, campaign and last change.

The model holds every character's summary, filters and sorts them all itself, and shows the
result a batch at a time as the table scrolls (`canFetchMore`/`fetchMore`): a library of ten
thousand characters lays out a few hundred rows, not all of them."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from functools import lru_cache
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt

from gui.library.filter import LibraryFilter
from gui.widgets.table_model import TitledTableModel
from rules.systems import title_of

if TYPE_CHECKING:
    from model.records import CharacterRecord

ID_ROLE = Qt.ItemDataRole.UserRole
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
CAMPAIGN_ROLE = Qt.ItemDataRole.UserRole + 2
SYSTEM_ROLE = Qt.ItemDataRole.UserRole + 3

_TEXT_ROLES = frozenset({int(Qt.ItemDataRole.DisplayRole), int(Qt.ItemDataRole.ToolTipRole)})
_ROLES = _TEXT_ROLES | {int(ID_ROLE), int(SORT_ROLE), int(CAMPAIGN_ROLE), int(SYSTEM_ROLE)}
"""The roles a cell answers; the view asks each cell for a dozen more (fonts, colours, sizes),
which are answered first, with None (a 10,000-row reset asks 14,000 times)."""

NAME, SYSTEM, CAMPAIGN, CHANGED = range(4)
HEADERS = ("Name", "System", "Campaign", "Last change")
BATCH = 200
"""Rows shown per fetch: a few screens' worth."""

Index = QModelIndex | QPersistentModelIndex


def changed_text(record: CharacterRecord) -> str:
    """When a character last changed, in local time, to the minute."""
    return _minute(record.updated_at)


@lru_cache(maxsize=4096)
def _minute(moment: datetime) -> str:
    """A time in local time, to the minute (each shown row asks several times per reset)."""
    when = moment.astimezone() if moment.tzinfo else moment
    return when.strftime("%Y-%m-%d %H:%M")


class LibraryTableModel(TitledTableModel):
    """One row per character that passes the filter, in the chosen order, fetched in batches.

    Every change of rows (new records, filter, order) is a model reset; the window keeps the
    selection and the scroll position across it (gui/library/view_keeper.py)."""

    HEADERS = HEADERS

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._records: list[CharacterRecord] = []
        self._campaigns: dict[str, str] = {}
        self.filter = LibraryFilter()
        self._order = (CHANGED, Qt.SortOrder.DescendingOrder)
        self._shown: list[CharacterRecord] = []
        self._rows: dict[str, int] = {}
        self._fetched = 0

    def set_records(self, records: Sequence[CharacterRecord], campaigns: dict[str, str]) -> None:
        """Replace the characters and the names of the campaigns by id."""
        self.beginResetModel()
        self._records = list(records)
        self._campaigns = dict(campaigns)
        self._reshape()
        self.endResetModel()

    def set_filter(self, chosen: LibraryFilter) -> None:
        """Show only the characters that pass a filter (over all of them, fetched or not)."""
        if chosen == self.filter:
            return
        self.beginResetModel()
        self.filter = chosen
        self._reshape()
        self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Order all characters by a column (the table's header and the Sort by choice)."""
        if (column, order) == self._order or not 0 <= column < len(HEADERS):
            return
        self.beginResetModel()
        self._order = (column, order)
        self._reshape()
        self.endResetModel()

    def _reshape(self) -> None:
        """Filter and sort every record; keep as many rows fetched as before (at least a batch)."""
        column, order = self._order
        shown = [r for r in self._records if self.filter.accepts(r)]
        shown.sort(key=attrgetter("id"))  # equal keys keep a stable order, by id
        descending = order == Qt.SortOrder.DescendingOrder
        if column == CHANGED:
            shown.sort(key=attrgetter("updated_at"), reverse=descending)
        else:
            shown.sort(key=lambda r: self._sort_key(r, column), reverse=descending)
        self._shown = shown
        self._rows = {r.id: n for n, r in enumerate(shown)}
        self._fetched = min(len(shown), max(self._fetched, BATCH))

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        """Whether rows remain below the fetched ones."""
        return not parent.isValid() and self._fetched < len(self._shown)

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        """Show the next batch of rows (the table asks as it scrolls near the end)."""
        if not parent.isValid():
            self.fetch_through(self._fetched + BATCH - 1)

    def fetch_through(self, row: int) -> None:
        """Make sure every row up to `row` (of the filtered, sorted characters) is shown."""
        last = min(row, len(self._shown) - 1)
        if last >= self._fetched:
            self.beginInsertRows(QModelIndex(), self._fetched, last)
            self._fetched = last + 1
            self.endInsertRows()

    def record(self, row: int) -> CharacterRecord:
        """The character shown in a row (fetched or not)."""
        return self._shown[row]

    def row_of(self, character_id: str) -> int:
        """The row of a character among those that pass the filter (fetched or not), or -1."""
        return self._rows.get(character_id, -1)

    def record_total(self) -> int:
        """How many characters the library listed, before the filter."""
        return len(self._records)

    def shown_total(self) -> int:
        """How many characters pass the filter (fetched or not)."""
        return len(self._shown)

    def row_total(self) -> int:
        """The fetched rows (a flat table: no children)."""
        return self._fetched

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The text of a cell, and the id, sort key, campaign and system of its row."""
        if role not in _ROLES:
            return None
        row = index.row()
        if not 0 <= row < self._fetched or not index.isValid():
            return None
        record = self._shown[row]
        if role in _TEXT_ROLES:
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
