# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Windows open within the screen: never larger than its available area, never partly off it."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

UNDECORATED = ("offscreen", "minimal", "eglfs", "linuxfb", "vnc")
"""Platforms that draw no window frame: a window's frame is its geometry there."""
SETTLE_MS = 250
"""How long after a window is first shown its frame is measured again: on X11 the window
manager adds the frame after the window maps, so the first measure lacks it."""


def available_geometry(widget: QWidget) -> QRect:
    """The part of the widget's screen that windows may use (without task bars and docks)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fit_to_screen(window: QWidget, area: QRect) -> None:
    """Shrink the window to the available area and move it fully inside (a maximized window stays)."""
    if window.isMaximized() or window.isFullScreen() or area.isEmpty():
        return
    extra = frame_extra(window)
    size = window.size().boundedTo(area.size() - extra)
    window.resize(size)
    frame = window.frameGeometry()
    width, height = size.width() + extra.width(), size.height() + extra.height()
    x = min(max(frame.x(), area.left()), area.right() + 1 - width)
    y = min(max(frame.y(), area.top()), area.bottom() + 1 - height)
    x, y = max(x, area.left()), max(y, area.top())
    if (x, y) != (frame.x(), frame.y()):
        window.move(x, y)


def frame_extra(window: QWidget) -> QSize:
    """How much the window manager's frame adds to the window; before the frame is known (the
    frame geometry is still the window's own), the style's title bar and borders as an estimate."""
    frame = window.frameGeometry()
    extra = QSize(frame.width() - window.width(), frame.height() - window.height())
    if not extra.isNull() or QGuiApplication.platformName() in UNDECORATED:
        return extra
    from PySide6.QtWidgets import QStyle  # its Python type costs milliseconds to build

    style = window.style()
    border = style.pixelMetric(QStyle.PixelMetric.PM_MdiSubWindowFrameWidth, None, window)
    title = style.pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight, None, window)
    return QSize(2 * border, title + 2 * border)


def fit_once_framed(window: QWidget) -> None:
    """Fit the window again once the window manager has framed it (call when first shown)."""
    QTimer.singleShot(SETTLE_MS, window, lambda: fit_to_screen(window, available_geometry(window)))
