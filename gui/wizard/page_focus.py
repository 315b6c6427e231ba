# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Which widget of a wizard page gets the focus when it shows: its first input, never a button
of the wizard (so typing on a fresh page goes into a field, not onto Cancel)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QRadioButton,
    QTextEdit,
    QWidget,
)

INPUTS = (
    QLineEdit, QPlainTextEdit, QTextEdit, QAbstractSpinBox, QComboBox, QAbstractItemView,
    QCheckBox, QRadioButton, QAbstractSlider,
)  # fmt: skip
MAX_STEPS = 5000


def _takes_focus(widget: QWidget, page: QWidget) -> bool:
    return (
        bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
        and widget.isEnabled()
        and widget.isVisibleTo(page)
        and page.isAncestorOf(widget)
    )


def first_input(page: QWidget) -> QWidget | None:
    """The page's first field, list or box in the Tab order; else its first focusable widget."""
    fallback: QWidget | None = None
    widget = page.nextInFocusChain()
    for _ in range(MAX_STEPS):
        if widget is None or widget is page:
            break
        if _takes_focus(widget, page):
            if isinstance(widget, INPUTS):
                return widget
            fallback = fallback or widget
        widget = widget.nextInFocusChain()
    return fallback
