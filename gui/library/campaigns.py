# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The campaign list at the left of the library: all characters, no campaign, each campaign."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from gui.library.filter import ALL, NO_CAMPAIGN

if TYPE_CHECKING:
    from model.records import CampaignRecord

SCOPE_ROLE = Qt.ItemDataRole.UserRole


class CampaignList(QListWidget):
    """Choosing an entry changes which characters the table shows."""

    scope_changed = Signal(str)
    """An id, ALL or NO_CAMPAIGN."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Campaigns")
        self.setToolTip("Show the characters of one campaign")
        self.currentItemChanged.connect(self._changed)
        self.set_campaigns([], {})

    def set_campaigns(self, campaigns: Sequence[CampaignRecord], counts: dict[str, int]) -> None:
        """List the campaigns with how many characters each has (no counts: not known yet, as
        while the library opens); keeps the current choice."""
        keep = self.scope()
        self.blockSignals(True)
        self.clear()
        known = bool(counts)
        self._add("All characters", ALL, counts.get(ALL, 0), known)
        self._add("No campaign", NO_CAMPAIGN, counts.get(NO_CAMPAIGN, 0), known)
        for campaign in campaigns:
            self._add(campaign.name, campaign.id, counts.get(campaign.id, 0), known)
        self.blockSignals(False)
        if not self.select(keep):
            self.select(ALL)
            self.scope_changed.emit(ALL)

    def _add(self, name: str, scope: str, count: int, known: bool = True) -> None:
        item = QListWidgetItem(f"{name} ({count})" if known else name)
        item.setData(SCOPE_ROLE, scope)
        if known:
            item.setToolTip(f"{name}: {count} character{'s' if count != 1 else ''}")
        if scope in (ALL, NO_CAMPAIGN):
            font = item.font()
            font.setItalic(scope == NO_CAMPAIGN)
            font.setBold(scope == ALL)
            item.setFont(font)
        self.addItem(item)

    def scope(self) -> str:
        """The chosen entry: a campaign id, ALL or NO_CAMPAIGN."""
        item = self.currentItem()
        return str(item.data(SCOPE_ROLE)) if item is not None else ALL

    def campaign_id(self) -> str | None:
        """The chosen campaign, or None for "All characters" and "No campaign"."""
        scope = self.scope()
        return None if scope in (ALL, NO_CAMPAIGN) else scope

    def select(self, scope: str) -> bool:
        """Choose an entry by scope; False if there is none."""
        for row in range(self.count()):
            if self.item(row).data(SCOPE_ROLE) == scope:
                self.setCurrentRow(row)
                return True
        return False

    def _changed(self, current: QListWidgetItem | None, _previous: object) -> None:
        if current is not None:
            self.scope_changed.emit(str(current.data(SCOPE_ROLE)))
