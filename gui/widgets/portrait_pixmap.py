# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A character's portrait on screen: the document's picture, scaled sharp for the screen."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QLabel

from model.document import decode_portrait


def document_portrait(document: dict[str, Any]) -> bytes | None:
    """The document's portrait bytes; None when it has none or one that cannot be used."""
    try:
        return decode_portrait(document.get("portrait"))
    except ValueError:
        return None


def show_portrait(label: QLabel, raw: bytes | None, side: int) -> bool:
    """Show the picture in `label`, fitted into `side` × `side` logical pixels; False (and the
    label emptied) when there is no picture or it cannot be read."""
    pixmap = QPixmap()
    if raw is None or not pixmap.loadFromData(raw):
        label.setPixmap(QPixmap())
        return False
    ratio = label.devicePixelRatioF()
    scaled = pixmap.scaled(
        int(side * ratio),
        int(side * ratio),
        Qt.AspectRatioMode.KeepAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    scaled.setDevicePixelRatio(ratio)
    label.setPixmap(scaled)
    return True
