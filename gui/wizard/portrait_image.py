# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A portrait from an image file: scaled down to fit 512 px and stored as PNG."""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QImage

MAX_SIDE = 512


def portrait_png(path: str) -> bytes:
    """PNG bytes of the picture at `path`, at most 512 px on its longer side; ValueError if unreadable."""
    image = QImage(path)
    if image.isNull():
        raise ValueError("That file is not a picture Sheetwright can read (try PNG or JPEG).")
    if max(image.width(), image.height()) > MAX_SIDE:
        image = image.scaled(
            MAX_SIDE,
            MAX_SIDE,
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())
