# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Windows open within the screen: never larger than its available area, never partly off it."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget


def available_geometry(widget: QWidget) -> QRect:
    """The part of the widget's screen that windows may use (without task bars and docks)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fit_to_screen(window: QWidget, area: QRect) -> None:
    """Shrink the window to the available area and move it fully inside (a maximized window stays)."""
    if window.isMaximized() or window.isFullScreen() or area.isEmpty():
        return
    frame = window.frameGeometry()
    extra = QSize(frame.width() - window.width(), frame.height() - window.height())
    size = window.size().boundedTo(area.size() - extra)
    window.resize(size)
    frame = window.frameGeometry()
    x = min(max(frame.x(), area.left()), area.right() + 1 - frame.width())
    y = min(max(frame.y(), area.top()), area.bottom() + 1 - frame.height())
    x, y = max(x, area.left()), max(y, area.top())
    if (x, y) != (frame.x(), frame.y()):
        window.move(x, y)
