# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Pick one of the rules' options; unavailable ones are greyed, and a line under the list says why
the current one cannot be chosen (see `ReasonLine`)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.reason_line import ReasonLine, muted
from gui.widgets.sheet_style import plain_tooltip
from rules.engine.option import Option

ID_ROLE = Qt.ItemDataRole.UserRole


def option_item(option: Option, data: object = None) -> QListWidgetItem:
    """A list row for an option: greyed and not selectable, its reasons as tooltip, when
    unavailable (the arrow keys still reach it)."""
    text = f"{option.name}  —  {option.detail}" if option.detail else option.name
    item = QListWidgetItem(text)
    item.setData(ID_ROLE, option.id if data is None else data)
    if option.available:
        item.setToolTip(plain_tooltip(option.name, option.detail))
    else:
        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable)
        reasons = "\n".join(option.check.reasons)
        cite = option.check.source.detail() if option.check.source else ""
        item.setToolTip(plain_tooltip(f"Not available: {reasons}", cite))
    return item


class OptionList(QListWidget):
    """A list of options; `chosen()` is the data of the selected, available row."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._options: list[Option] = []

    def show_options(self, options: Sequence[Option]) -> None:
        """Fill the list; the first available option is selected (else the first is current)."""
        self._options = list(options)
        self.clear()
        for option in options:
            item = option_item(option)
            if not option.available:
                item.setForeground(muted(self))
            self.addItem(item)
        rows = range(self.count())
        first = next((r for r in rows if self.item(r).flags() & Qt.ItemFlag.ItemIsSelectable), 0)
        self.setCurrentRow(first)

    def option_at(self, index: QModelIndex) -> Option | None:
        """The option of a row (for the reason line)."""
        valid = index.isValid() and 0 <= index.row() < len(self._options)
        return self._options[index.row()] if valid else None

    def chosen(self) -> object:
        """The data of the selected row, or None."""
        item = self.currentItem()
        if item is None or not item.flags() & Qt.ItemFlag.ItemIsSelectable:
            return None
        return item.data(ID_ROLE)

    def row_named(self, name: str) -> QListWidgetItem | None:
        """The row whose text starts with a name (for tests and keyboard search)."""
        for row in range(self.count()):
            if self.item(row).text().startswith(name):
                return self.item(row)
        return None


class OptionDialog(QDialog):
    """A titled list of options with OK/Cancel; OK only while an available option is selected."""

    def __init__(
        self,
        title: str,
        prompt: str,
        options: Sequence[Option],
        parent: QWidget | None = None,
        empty: str = "Nothing to choose from.",
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * 30)
        self.list = OptionList()
        self.list.setAccessibleName(title)
        label = QLabel(prompt if options else empty)
        label.setWordWrap(True)
        label.setBuddy(self.list)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.list.currentItemChanged.connect(self._update)
        self.list.itemDoubleClicked.connect(lambda *_: self.chosen() is not None and self.accept())
        self.reason = ReasonLine(self)
        listed = QVBoxLayout()  # the list with its reason line: one item of the body
        listed.addWidget(self.list, 1)
        listed.addWidget(self.reason)
        self.body = QVBoxLayout(self)
        self.body.addWidget(label)
        self.body.addLayout(listed, 1)
        self.body.addWidget(self.buttons)
        self.list.show_options(options)
        self.reason.follow(self.list, self.list.option_at)
        self._update()

    def chosen(self) -> object:
        """The chosen option's id (or data), or None."""
        return self.list.chosen()

    def _update(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.chosen() is not None)
