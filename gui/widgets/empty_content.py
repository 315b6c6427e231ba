# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Where a list the player must choose from is empty because the rulebook leaves that content to
the GM: what is missing in a player's words, whether the step can be skipped, and buttons that
fill the list (the shipped example pack, the content editor)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.sheet_style import boxed

EDITOR_TEXT = "O&pen Content Editor…"
EXAMPLES_TEXT = "Use the E&xample Pack"
EXAMPLES_TIP = (
    "Turns on the example pack shipped with Sheetwright for this character: a few invented "
    "entries to try the flow with. They are not from the rulebook."
)
EXAMPLES_NOTE = "Or try the example pack shipped with Sheetwright: a few invented entries, not from the rulebook."

OpenEditor = Callable[[str], None]
"""Open the content editor on one content kind (`race`, `breakthrough`…) of the wizard's game."""
Action = tuple[str, Callable[[], object]]
"""A button's text and what it does."""


@dataclass(frozen=True)
class Missing:
    """What a step lacks (`what`), and how the player can go on without it (`skip`, if allowed)."""

    what: str
    skip: str = ""


class EmptyContentNotice(QFrame):
    """The message and its buttons; hidden until `show_missing` has something to say."""

    def __init__(
        self,
        open_editor: Callable[[], object] | None,
        use_examples: Callable[[], object] | None = None,
        actions: Sequence[Action] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        boxed(self)
        self.setAccessibleName("What the content lacks")
        self._what = _wrapped_label(self)
        self._skip = _wrapped_label(self)
        self.example_button = _button(EXAMPLES_TEXT, use_examples, self)
        self.editor_button = _button(EDITOR_TEXT, open_editor, self)
        self.buttons = [b for b in (self.example_button, self.editor_button) if b is not None]
        self.buttons += [b for t, act in actions if (b := _button(t, act, self)) is not None]
        if self.example_button is not None:
            self.example_button.setToolTip(EXAMPLES_TIP)
        self._lay_out()
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        self.hide()

    def _lay_out(self) -> None:
        icon = QLabel(self)
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_MessageBoxIconSize)
        info = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxInformation)
        icon.setPixmap(info.pixmap(size, size))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        row = QHBoxLayout()
        row.addStretch(1)
        for button in self.buttons:
            row.addWidget(button)
        text = QVBoxLayout()
        text.addWidget(self._what)
        text.addWidget(self._skip)
        text.addLayout(row)
        layout = QHBoxLayout(self)
        layout.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(text, 1)

    def without_mnemonics(self) -> EmptyContentNotice:
        """Buttons without Alt+letters, for a window whose letters its other controls use
        (a notice there is reached with Tab)."""
        for button in self.buttons:
            button.setText(button.text().replace("&", ""))
        return self

    def show_missing(self, missing: Missing | None) -> None:
        """Say what is missing (and how to go on without it), or hide when nothing is."""
        self._what.setText(missing.what if missing else "")
        self._skip.setText(missing.skip if missing else "")
        self._skip.setVisible(bool(missing and missing.skip))
        self.setVisible(missing is not None)

    def text(self) -> str:
        """What the notice says now ('' while hidden)."""
        if self.isHidden():
            return ""
        return " ".join(t for t in (self._what.text(), self._skip.text()) if t)


class ContentOrNotice(QStackedWidget):
    """A list (with what goes with it), or in its place the notice of what the content lacks."""

    def __init__(
        self, content: QWidget, notice: EmptyContentNotice, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.content, self.notice = content, notice
        holder = QWidget(self)
        column = QVBoxLayout(holder)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(notice)
        column.addStretch(1)
        self.addWidget(content)
        self.addWidget(holder)

    def show_missing(self, missing: Missing | None) -> None:
        """The notice in place of the list while something is missing; else the list."""
        self.notice.show_missing(missing)
        self.setCurrentIndex(0 if missing is None else 1)


def _wrapped_label(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def _button(text: str, act: Callable[[], object] | None, parent: QWidget) -> QPushButton | None:
    if act is None:
        return None
    button = QPushButton(text, parent)
    button.setAutoDefault(False)
    button.clicked.connect(lambda: act())
    return button
