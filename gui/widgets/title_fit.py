# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A small dialog wide enough for its own title: the window manager adds the application's name
("New Character — Sheetwright") and cuts the middle of a title wider than the frame."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QSizePolicy, QSpacerItem, QWidget

TITLE_BAR_LINES = 8
"""Room for the title bar's icon and buttons, in text line heights."""


def shown_title(widget: QWidget) -> str:
    """The title as the title bar shows it: with ` — <application name>` added by Qt."""
    title, app = widget.windowTitle(), QGuiApplication.applicationDisplayName()
    return f"{title} — {app}" if app and app not in title else title


def title_width(widget: QWidget) -> int:
    """The frame width the whole title needs, with its icon and buttons."""
    metrics = widget.fontMetrics()
    return metrics.horizontalAdvance(shown_title(widget)) + metrics.height() * TITLE_BAR_LINES


def fit_title(widget: QWidget) -> None:
    """Make a window at least as wide as its whole title (set the title first); also a dialog
    whose layout sets its size (QInputDialog's, made when shown), through that layout."""
    widget.setMinimumWidth(max(widget.minimumWidth(), title_width(widget)))
    widget.installEventFilter(_TitleRoom(widget))


class _TitleRoom(QObject):
    """Once shown, widens the window's own layout to the title (a layout that sets the window's
    minimum size would otherwise shrink it again)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """On the first show, a fixed-width spacer in the layout; then it is done."""
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget):
            layout = watched.layout()
            if layout is not None:
                policy = QSizePolicy.Policy
                layout.addItem(QSpacerItem(title_width(watched), 0, policy.Fixed, policy.Minimum))
                layout.activate()
            watched.removeEventFilter(self)
        return False
