# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Equipment notes: free lines about what the character carries (flavour; l. 47-48), added and
removed as events through `apply`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.character.operation import Operation
from gui.heretics import operations as ops
from gui.widgets.enter_key import press_on_enter
from rules.engine.build import Build

BuildSource = Callable[[], Build[Any]]
Apply = Callable[[Operation], bool]


class EquipmentNotes(QGroupBox):
    """The notes as a list; a line to add; Remove takes the selected note off."""

    def __init__(self, source: BuildSource, apply: Apply, parent: QWidget | None = None) -> None:
        super().__init__("Equipment notes", parent)
        self._source, self._apply = source, apply
        self.list = QListWidget(self)
        self.list.setAccessibleName("Equipment notes")
        self.text = QLineEdit(self)
        self.text.setPlaceholderText("e.g. Longsword, travelling cloak")
        self.text.setAccessibleName("New equipment note")
        self.add_button = QPushButton("&Add Note", self)
        self.remove_button = QPushButton("Remove No&te", self)
        row = QHBoxLayout()
        row.addWidget(self.text, 1)
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        column = QVBoxLayout(self)
        column.addWidget(self.list, 1)
        column.addLayout(row)
        self.add_button.clicked.connect(self.add)
        press_on_enter(self.add_button, self.text)  # Enter adds the note, never Next
        self.remove_button.clicked.connect(self.remove_selected)
        self.list.itemSelectionChanged.connect(self._update_buttons)
        self.text.textChanged.connect(self._update_buttons)
        self._update_buttons()

    def refresh(self) -> None:
        """Show the notes of the current build."""
        resources = self._source().sheet.sections.get("resources") or {}
        self.list.clear()
        self.list.addItems([str(line) for line in resources.get("equipment") or []])
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.add_button.setEnabled(bool(self.text.text().strip()))
        self.remove_button.setEnabled(bool(self.list.selectedItems()))

    def add(self, text: str | None = None) -> bool:
        """Add the typed (or given) note."""
        line = (text if isinstance(text, str) else self.text.text()).strip()
        if not line or not self._apply(ops.add_equipment(line)):
            return False
        self.text.clear()
        return True

    def remove_selected(self) -> bool:
        """Take the selected note off."""
        items = self.list.selectedItems()
        return bool(items) and self._apply(ops.remove_equipment(items[0].text()))
