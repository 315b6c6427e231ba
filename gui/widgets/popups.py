# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Menus and dialogs opened the same way in every window: under the focus, window-modal."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication, QDialog, QMenu


def popup(menu: QMenu) -> QMenu:
    """Show a menu under the focused control (keyboard) or at the mouse."""
    focus = QApplication.focusWidget()
    where = focus.mapToGlobal(focus.rect().bottomLeft()) if focus else QCursor.pos()
    menu.popup(where)
    return menu


def open_dialog(dialog: QDialog) -> QDialog:
    """Open a dialog window-modally; it deletes itself when closed."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
