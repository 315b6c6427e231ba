# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A line under a page's choices: why a choice was refused, or what blocks the page."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QStyle, QWidget


class MessageBar(QWidget):
    """An icon and wrapped text; hidden while there is nothing to say, its line kept.

    The line's room stays in the layout while hidden, so the controls under it never move
    when a message comes or goes (a click aimed at one would land on another).
    """

    def __init__(self, icon: QStyle.StandardPixmap, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self._icon = QLabel(self)
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        self._icon.setPixmap(self.style().standardIcon(icon).pixmap(size, size))
        self._text = QLabel(self)
        self._text.setWordWrap(True)
        self._text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self._icon, 0)
        layout.addWidget(self._text, 1)
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)
        self.hide()

    def text(self) -> str:
        """The message shown (empty when hidden)."""
        return self._text.text() if not self.isHidden() else ""

    def show_message(self, text: str) -> None:
        """Show a message, or hide the bar when the text is empty."""
        self._text.setText(text)
        self.setVisible(bool(text))
