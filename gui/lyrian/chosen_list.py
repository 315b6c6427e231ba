# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What a wizard page has bought so far, with a button to take the selected purchase back."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from gui.wizard.draft_page import DraftPage, dropped_text


class ChosenList(QWidget):
    """The page's operations by label; Take Back removes one (later ones that need it go too)."""

    def __init__(self, page: DraftPage, title: str = "Chosen so far:") -> None:
        super().__init__(page)
        self.page = page
        self.list = QListWidget(self)
        self.list.setAccessibleName(title.rstrip(":"))
        self.take_back = QPushButton("Ta&ke Back", self)
        self.take_back.setToolTip("Remove the selected purchase from the draft")
        self.take_back.clicked.connect(self.remove_selected)
        row = QHBoxLayout()
        row.addWidget(QLabel(title, self), 1)
        row.addWidget(self.take_back)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(row)
        column.addWidget(self.list, 1)

    def refresh(self) -> None:
        """Show the page's operations."""
        self.list.clear()
        self.list.addItems([op.label for op in self.page.events.operations])
        self.take_back.setEnabled(self.list.count() > 0)

    def remove_selected(self) -> None:
        """Take back the selected purchase (the last one when none is selected)."""
        operations = self.page.events.operations
        if not operations:
            return
        row = self.list.currentRow()
        operation = operations[row if 0 <= row < len(operations) else -1]
        self.page.refusal.show_message(dropped_text(self.page.events.without(operation)))
