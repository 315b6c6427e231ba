# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Enter in a field of an add or buy row presses that row's button, never the window's default
button (a wizard's Next would skip the page with the row's choice not made)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QFormLayout,
    QLineEdit,
    QWidget,
)

from gui.widgets.tab_order import ROLES, in_layout_order

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
FIELDS = (QLineEdit, QAbstractSpinBox, QComboBox, QAbstractItemView)


def _is_enter(event: QEvent) -> bool:
    if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
        return False
    extra = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    return event.key() in ENTER_KEYS and extra == Qt.KeyboardModifier.NoModifier


class _EnterPresses(QObject):
    """Watches a row's fields; Enter in one clicks the button (when it can be clicked)."""

    def __init__(self, button: QAbstractButton) -> None:
        super().__init__(button)
        self._button = button

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Take Enter: the typed value counts first, then the row's button is pressed."""
        if not _is_enter(event):
            return False
        if isinstance(watched, QAbstractSpinBox):
            watched.interpretText()
        if self._button.isEnabled() and self._button.isVisible():
            self._button.click()
        return True  # a disabled button still keeps Enter from the window's default button


def press_on_enter(button: QAbstractButton, *fields: QWidget) -> None:
    """Enter in any of these fields presses `button`."""
    presses = _EnterPresses(button)
    for field in fields:
        field.installEventFilter(presses)


def fields_in(container: QWidget) -> list[QWidget]:
    """The text fields, number boxes, drop-downs and lists inside a container."""
    return [w for w in container.findChildren(QWidget) if isinstance(w, FIELDS)]


def _row_widgets(form: QFormLayout, row: int) -> list[QWidget]:
    items = (form.itemAt(row, role) for role in ROLES)
    found: list[QWidget] = []
    for item in items:
        if item is None:
            continue
        if item.widget() is not None:
            found += [item.widget(), *item.widget().findChildren(QWidget)]
        elif item.layout() is not None:
            found += list(in_layout_order(item.layout()))
    return found


def fields_since_button(form: QFormLayout) -> list[QWidget]:
    """The fields of a form's rows after its last button: the fields a button added next uses."""
    fields: list[QWidget] = []
    for row in reversed(range(form.rowCount())):
        widgets = _row_widgets(form, row)
        if any(isinstance(w, QAbstractButton) for w in widgets):
            break
        fields += [w for w in widgets if isinstance(w, FIELDS)]
    return fields
