# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A list of options from the Build: unavailable ones are disabled with the reasons on hover."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget

from rules.engine.option import Option

ID_ROLE = Qt.ItemDataRole.UserRole


def option_tooltip(option: Option) -> str:
    """The reasons an option is unavailable, with the rule they come from; or its detail."""
    if option.available:
        return option.detail
    cite = f"\n({option.check.source.cite()})" if option.check.source else ""
    return "\n".join(option.check.reasons) + cite


class ChoiceList(QListWidget):
    """One row per option; the selection survives a refresh."""

    def __init__(self, accessible_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(accessible_name)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAlternatingRowColors(True)

    def set_options(
        self,
        options: Sequence[Option],
        text: Callable[[Option], str] | None = None,
        disable: bool = True,
    ) -> None:
        """Show these options (unavailable ones disabled unless `disable` is False); no signals."""
        keep = self.selected_id()
        self.blockSignals(True)
        self.clear()
        for option in options:
            item = QListWidgetItem(text(option) if text else _text(option), self)
            item.setData(ID_ROLE, option.id)
            item.setToolTip(option_tooltip(option))
            if disable and not option.available:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            if option.id == keep and item.flags() & Qt.ItemFlag.ItemIsEnabled:
                item.setSelected(True)
                self.setCurrentItem(item)
        self.blockSignals(False)

    def selected_id(self) -> str | None:
        """The id of the selected option, if any."""
        items = self.selectedItems()
        return str(items[0].data(ID_ROLE)) if items else None

    def item_for(self, option_id: str) -> QListWidgetItem | None:
        """The row of an option id."""
        for row in range(self.count()):
            item = self.item(row)
            if item.data(ID_ROLE) == option_id:
                return item
        return None

    def select(self, option_id: str) -> bool:
        """Select an option by id (False when it is missing or unavailable)."""
        item = self.item_for(option_id)
        if item is None or not item.flags() & Qt.ItemFlag.ItemIsEnabled:
            return False
        self.setCurrentItem(item)  # selects it too (single selection); may refresh the list
        return True


def _text(option: Option) -> str:
    return f"{option.name}  —  {option.detail}" if option.detail else option.name
