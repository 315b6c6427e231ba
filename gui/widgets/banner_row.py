# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The row of a banner over a window's content: a small standard icon, its text, its buttons."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QStyle, QWidget


def banner_row(
    banner: QWidget,
    icon: QStyle.StandardPixmap,
    text: QLabel,
    buttons: tuple[QPushButton, ...],
    *,
    text_fills: bool,
) -> QHBoxLayout:
    """Lay out `banner`: icon, text, buttons. `text_fills`: the text takes the spare width (the
    buttons at the right edge); otherwise the buttons follow the text and the rest is empty."""
    row = QHBoxLayout(banner)
    row.setContentsMargins(8, 4, 8, 4)
    picture = QLabel()
    size = banner.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
    picture.setPixmap(banner.style().standardIcon(icon).pixmap(size, size))
    row.addWidget(picture)
    row.addWidget(text, 1 if text_fills else 0)
    for button in buttons:
        row.addWidget(button)
    if not text_fills:
        row.addStretch(1)
    return row
