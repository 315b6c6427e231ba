# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Combo boxes, spin boxes and sliders take the mouse wheel only when they have the keyboard focus:
a wheel passing over one scrolls the page around it instead of changing a value unseen."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QSlider,
    QWidget,
)

GUARDED = (QComboBox, QAbstractSpinBox, QSlider)
_GUARD = "_sheetwright_wheel_guard"


def install_wheel_guard(app: QApplication) -> WheelGuard:
    """Guard every widget of the application, now and later (installed once; returns the guard)."""
    guard = getattr(app, _GUARD, None)  # not findChild: it would wrap every child of the app
    if not isinstance(guard, WheelGuard) or guard.parent() is not app:
        guard = WheelGuard(app)
        app.installEventFilter(guard)
        setattr(app, _GUARD, guard)
    for widget in app.allWidgets():
        guard.guard(widget)
    return guard


class WheelGuard(QObject):
    """The application's event filter that keeps the wheel away from unfocused value widgets."""

    def guard(self, widget: QObject) -> None:
        """A guarded widget gets its focus by click or Tab, never by the wheel passing over it."""
        if isinstance(widget, GUARDED) and widget.focusPolicy() == Qt.FocusPolicy.WheelFocus:
            widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Guard each widget as it is polished; pass an unfocused one's wheel to its scroll area."""
        kind = event.type()
        if kind == QEvent.Type.Polish:
            self.guard(watched)
            return False
        if kind != QEvent.Type.Wheel or not isinstance(watched, GUARDED) or watched.hasFocus():
            return False
        if isinstance(event, QWheelEvent):
            scroll_around(watched, event)
        return True  # never the unfocused widget's own value


def scroll_around(widget: QWidget, event: QWheelEvent) -> bool:
    """Give the wheel to the nearest scroll area around a widget that takes it; whether one did."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea) and _scrolled(parent.viewport(), event):
            return True
        if parent.isWindow():
            return False
        parent = parent.parentWidget()
    return False


def _scrolled(viewport: QWidget, event: QWheelEvent) -> bool:
    where = viewport.mapFromGlobal(event.globalPosition())
    copy = QWheelEvent(
        where,
        event.globalPosition(),
        event.pixelDelta(),
        event.angleDelta(),
        event.buttons(),
        event.modifiers(),
        event.phase(),
        event.inverted(),
        event.source(),
        event.pointingDevice(),
    )
    copy.setAccepted(False)
    QCoreApplication.sendEvent(viewport, copy)
    return copy.isAccepted()
