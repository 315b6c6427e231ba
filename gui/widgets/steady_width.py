# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A button whose text follows the selection keeps one width, so nothing beside it moves."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QAbstractButton


def hold_widest(button: QAbstractButton, texts: Iterable[str]) -> None:
    """Make the button at least as wide as it would be with any of `texts` (it never narrows)."""
    shown = button.text()
    widest = button.minimumWidth()
    for text in texts:
        button.setText(text)
        widest = max(widest, button.sizeHint().width())
    button.setText(shown)
    button.setMinimumWidth(widest)
