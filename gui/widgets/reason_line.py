# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The one way every option list says why an entry cannot be chosen: unavailable entries stay
listed and reachable with the arrow keys (greyed, never selectable), and a line under the list
follows the current entry with the rules' reason — the words of the command line's `options`.
An entry the keyboard is on but that is not selected yet says so, so the line never calls an entry
available while the button that acts on the selection is disabled."""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QAbstractItemView, QLabel, QWidget

from rules.engine.option import Option

AVAILABLE = "Available"
UNSELECTED = "available once selected (click it or press Space)."
LINES = 3
"""The lines the reason line keeps room for: a reason coming or going never moves the list."""

OptionAt = Callable[[QModelIndex], Option | None]


def status_text(option: Option) -> str:
    """A status cell: `Available`, or the rules' reason (as `sheetwright options` words it)."""
    return AVAILABLE if option.available else option.check.reason


def reason_text(option: Option | None, selected: bool = True) -> str:
    """The line for the current entry: `Example Sword — not available: Example Sword requires
    level 5; the character is level 3. (Gravedust rulebook, Gear)`; '' without one. An available
    entry not `selected` yet: `Example Sword — available once selected (click it or press Space).`"""
    if option is None:
        return ""
    if option.available:
        return (
            f"{option.name} — {AVAILABLE.lower()}." if selected else f"{option.name} — {UNSELECTED}"
        )
    cite = f" ({option.check.source.cite()})" if option.check.source else ""
    return f"{option.name} — not available: {option.check.reason}{cite}"


def muted(widget: QWidget | None = None) -> QBrush:
    """The text colour of an unavailable entry: the disabled text of the widget's palette (or the
    application's), light or dark; halfway to the background when the palette gives none."""
    palette = widget.palette() if widget is not None else QGuiApplication.palette()
    text = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Text)
    disabled = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
    if disabled != text:
        return QBrush(disabled)
    base = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Base)
    return QBrush(
        QColor(
            (text.red() + base.red()) // 2,
            (text.green() + base.green()) // 2,
            (text.blue() + base.blue()) // 2,
        )
    )


class ReasonLine(QLabel):
    """Under a list: the current entry and, when it cannot be chosen, why. The list's accessible
    description says the same, for a screen reader."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setMinimumHeight(self.fontMetrics().lineSpacing() * LINES)
        self.setAccessibleName("Why an entry is unavailable")
        self._view: QAbstractItemView | None = None
        self._option_at: OptionAt | None = None

    def show_option(self, option: Option | None, selected: bool = True) -> None:
        """Say what the entry is and why it is unavailable (nothing for no entry); an available one
        not `selected` yet is said to need selecting first."""
        text = reason_text(option, selected)
        self.setText(text)
        source = option.check.source if option is not None and not option.available else None
        self.setToolTip(source.detail() if source is not None else "")
        if self._view is not None and shiboken6.isValid(self._view):
            self._view.setAccessibleDescription(text)

    def follow(self, view: QAbstractItemView, option_at: OptionAt) -> None:
        """Follow a view's current index (call after its model is set)."""
        self._view, self._option_at = view, option_at
        view.selectionModel().currentChanged.connect(self._show)
        view.selectionModel().selectionChanged.connect(self._show_current)
        view.model().modelReset.connect(self._show_current)
        view.model().layoutChanged.connect(self._show_current)
        self._show_current()

    def _show_current(self) -> None:
        if self._view is not None and shiboken6.isValid(self._view):  # not while it is deleted
            self._show(self._view.currentIndex())

    def _show(self, index: QModelIndex) -> None:
        if self._option_at is not None and self._view is not None and shiboken6.isValid(self._view):
            option = self._option_at(index) if index.isValid() else None
            self.show_option(option, _selected_or_unselectable(self._view, index))


def _selected_or_unselectable(view: QAbstractItemView, index: QModelIndex) -> bool:
    """Whether a row is selected, or is one that cannot be (then only its reason matters)."""
    if not index.isValid() or not index.flags() & Qt.ItemFlag.ItemIsSelectable:
        return True
    return view.selectionModel().isRowSelected(index.row(), index.parent())
