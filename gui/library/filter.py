# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Which characters the library shows: a name search, a system and a campaign scope."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt

from gui.library.model import CAMPAIGN_ROLE, ID_ROLE, NAME, SORT_ROLE, SYSTEM_ROLE

ALL = "*all*"
NO_CAMPAIGN = "*none*"


class LibraryFilter(QSortFilterProxyModel):
    """Filters characters by name, system and campaign; sorts by the column's sort key."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._search = ""
        self._system = ""
        self._campaign = ALL
        self.setSortRole(SORT_ROLE)
        self.setDynamicSortFilter(True)

    def set_search(self, text: str) -> None:
        """Show only characters whose name contains the text (any case)."""
        self.beginFilterChange()
        self._search = text.strip().casefold()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_system(self, system: str) -> None:
        """Show only characters of a system ("" for every system)."""
        self.beginFilterChange()
        self._system = system
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_campaign(self, campaign: str) -> None:
        """Show the characters of a campaign id, of ALL campaigns, or of NO_CAMPAIGN."""
        self.beginFilterChange()
        self._campaign = campaign
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    @property
    def campaign(self) -> str:
        """The campaign scope: an id, ALL or NO_CAMPAIGN."""
        return self._campaign

    def filterAcceptsRow(
        self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex
    ) -> bool:
        """Whether a character matches the search, the system and the campaign."""
        model = self.sourceModel()
        index = model.index(source_row, NAME, source_parent)
        name = str(model.data(index, Qt.ItemDataRole.DisplayRole) or "").casefold()
        if self._search and self._search not in name:
            return False
        if self._system and model.data(index, SYSTEM_ROLE) != self._system:
            return False
        campaign = model.data(index, CAMPAIGN_ROLE)
        if self._campaign == NO_CAMPAIGN:
            return not campaign
        return self._campaign == ALL or campaign == self._campaign

    def lessThan(
        self,
        left: QModelIndex | QPersistentModelIndex,
        right: QModelIndex | QPersistentModelIndex,
    ) -> bool:
        """By the column's key, then by id, so equal keys keep a stable order."""
        model = self.sourceModel()
        a, b = model.data(left, SORT_ROLE), model.data(right, SORT_ROLE)
        if a != b:
            return bool(a < b)
        return bool(model.data(left, ID_ROLE) < model.data(right, ID_ROLE))
