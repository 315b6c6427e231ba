# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Pick one of the rules' options; unavailable ones are disabled with the reason on hover."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.sheet_style import plain_tooltip
from rules.engine.option import Option

ID_ROLE = Qt.ItemDataRole.UserRole


def option_item(option: Option, data: object = None) -> QListWidgetItem:
    """A list row for an option: disabled with its reasons as tooltip when unavailable."""
    text = f"{option.name}  —  {option.detail}" if option.detail else option.name
    item = QListWidgetItem(text)
    item.setData(ID_ROLE, option.id if data is None else data)
    if option.available:
        item.setToolTip(plain_tooltip(option.name, option.detail))
    else:
        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled & ~Qt.ItemFlag.ItemIsSelectable)
        reasons = "\n".join(option.check.reasons)
        cite = option.check.source.detail() if option.check.source else ""
        item.setToolTip(plain_tooltip(f"Not available: {reasons}", cite))
    return item


class OptionList(QListWidget):
    """A list of options; `chosen()` is the data of the selected, available row."""

    def show_options(self, options: Sequence[Option]) -> None:
        """Fill the list; the first available option is selected."""
        self.clear()
        for option in options:
            self.addItem(option_item(option))
        for row in range(self.count()):
            if self.item(row).flags() & Qt.ItemFlag.ItemIsEnabled:
                self.setCurrentRow(row)
                break

    def chosen(self) -> object:
        """The data of the selected row, or None."""
        item = self.currentItem()
        if item is None or not item.flags() & Qt.ItemFlag.ItemIsEnabled:
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
        self.body = QVBoxLayout(self)
        self.body.addWidget(label)
        self.body.addWidget(self.list, 1)
        self.body.addWidget(self.buttons)
        self.list.show_options(options)
        self._update()

    def chosen(self) -> object:
        """The chosen option's id (or data), or None."""
        return self.list.chosen()

    def _update(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.chosen() is not None)
