# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A one-line message above the characters with one action: "Moved Vex to the trash — Undo"."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget


class LibraryNotice(QFrame):
    """Hidden until told something; its button runs the offered action and hides it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.button = QPushButton(self)
        close = QToolButton(self)
        close.setText("✕")
        close.setAccessibleName("Dismiss message")
        close.setToolTip("Dismiss this message")
        close.setAutoRaise(True)
        close.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.button)
        layout.addWidget(close)
        self.button.clicked.connect(self._run)
        self._action: Callable[[], None] | None = None
        self.hide()

    def tell(
        self, message: str, action_text: str = "", action: Callable[[], None] | None = None
    ) -> None:
        """Show a message, with a button if an action is given."""
        self.label.setText(message)
        self.button.setText(action_text)
        self.button.setVisible(action is not None)
        self._action = action
        self.show()

    def _run(self) -> None:
        action, self._action = self._action, None
        self.hide()
        if action is not None:
            action()
