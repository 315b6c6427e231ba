# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What the Miridon, Lyrian and Glorious Heretics on-screen sheets share: a grid of section boxes,
the notes editor, keeping the height wrapped text needs, and a section's lines for tests."""

from __future__ import annotations

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QLayout, QPlainTextEdit, QWidget


class SheetPage(QWidget):
    """A sheet shown in a scroll area: subclasses lay out their header, values and `sections`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sections = QWidget(self)
        self._sections = QGridLayout(self.sections)
        self._sections.setContentsMargins(0, 0, 0, 0)
        self.notes = QPlainTextEdit(self)
        self.notes.setPlaceholderText("Notes: anything worth remembering about this character.")
        self.notes.setAccessibleName("Notes")
        self.notes.setTabChangesFocus(True)
        self.notes.setMinimumHeight(self.fontMetrics().height() * 5)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the height wrapped text needs at this width (a scroll area ignores height-for-width)."""
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        layout = self.layout()
        if layout is None:
            return
        needed = max(layout.totalHeightForWidth(self.width()), layout.totalMinimumSize().height())
        if needed > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)

    def show_notes(self, notes: str) -> None:
        """Put the document's notes in the editor unless it already holds them (keeps the cursor)."""
        if self.notes.toPlainText() != notes:
            self.notes.setPlainText(notes)

    def section_texts(self, key: str) -> list[str]:
        """The lines a section box shows (for tests)."""
        box = self.sections.findChild(QWidget, f"section-{key}")
        return [label.text() for label in box.findChildren(QLabel)] if box else []


def clear_layout(layout: QLayout) -> None:
    """Remove and delete every widget of a layout (before showing a new build)."""
    while layout.count():
        widget = layout.takeAt(0).widget()
        if widget is not None:
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()
