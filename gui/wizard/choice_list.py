# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A list of options from the Build: unavailable ones are greyed, with the reasons on hover and in
a `ReasonLine` under the list; the current row is announced (for a description pane beside it)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget

from gui.widgets.reason_line import muted
from rules.engine.option import Option

ID_ROLE = Qt.ItemDataRole.UserRole


def option_tooltip(option: Option) -> str:
    """The reasons an option is unavailable, with the rule they come from; or its detail."""
    if option.available:
        return option.detail
    cite = f"\n({option.check.source.cite()})" if option.check.source else ""
    return "\n".join(option.check.reasons) + cite


def reasons_tooltip(option: Option) -> str:
    """Only why an option is unavailable ('' when it is: a pane beside the list describes it)."""
    return "" if option.available else option_tooltip(option)


class ChoiceList(QListWidget):
    """One row per option; the selection survives a refresh."""

    current_changed = Signal(object)
    """The id of the current row (None when there is none), after a move or a refill."""

    def __init__(self, accessible_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(accessible_name)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAlternatingRowColors(True)
        self.currentItemChanged.connect(lambda *_: self.current_changed.emit(self.current_id()))
        self._options: dict[str, Option] = {}

    def set_options(
        self,
        options: Sequence[Option],
        text: Callable[[Option], str] | None = None,
        disable: bool = True,
        tooltip: Callable[[Option], str] = option_tooltip,
    ) -> None:
        """Show these options (unavailable ones greyed and not selectable unless `disable` is
        False, but reachable with the arrow keys: see `ReasonLine`); only the current row is
        announced."""
        keep = self.selected_id()
        self._options = {option.id: option for option in options}
        self.blockSignals(True)
        self.clear()
        for option in options:
            item = QListWidgetItem(text(option) if text else _text(option), self)
            item.setData(ID_ROLE, option.id)
            item.setToolTip(tooltip(option))
            if disable and not option.available:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable)
                item.setForeground(muted(self))
            if option.id == keep and item.flags() & Qt.ItemFlag.ItemIsSelectable:
                item.setSelected(True)
                self.setCurrentItem(item)
        self.blockSignals(False)
        self.current_changed.emit(self.current_id())

    def selected_id(self) -> str | None:
        """The id of the selected option, if any."""
        items = self.selectedItems()
        return str(items[0].data(ID_ROLE)) if items else None

    def show_chosen(self, option_id: str | None) -> None:
        """Select the option already chosen (or none) without announcing a new choice."""
        self.blockSignals(True)
        self.clearSelection()
        if option_id is not None:
            self.select(option_id)
        self.blockSignals(False)
        self.current_changed.emit(self.current_id())

    def option_at(self, index: QModelIndex) -> Option | None:
        """The option of a row (for a `ReasonLine` that follows the list)."""
        return self._options.get(str(index.data(ID_ROLE)))

    def current_id(self) -> str | None:
        """The id of the current row (the one the keyboard is on), if any."""
        item = self.currentItem()
        return str(item.data(ID_ROLE)) if item is not None else None

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
        if item is None or not item.flags() & Qt.ItemFlag.ItemIsSelectable:
            return False
        self.setCurrentItem(item)  # selects it too (single selection); may refresh the list
        return True


def _text(option: Option) -> str:
    return f"{option.name}  —  {option.detail}" if option.detail else option.name
