# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A portrait from an image file, with the command line's limits and words (PNG or JPEG, at most
2 MB): scaled down to fit 512 px, in the format it came in."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QImage

from model.document import MAX_PORTRAIT_BYTES, encode_portrait

MAX_SIDE = 512
FILE_FILTER = "Pictures (*.png *.jpg *.jpeg);;All files (*)"


def read_portrait(path: str) -> bytes:
    """PNG or JPEG bytes for the picture at `path`, at most 512 px on its longer side; a file over
    2 MB, unreadable, or not a PNG or JPEG picture is a ValueError in the command line's words."""
    raw = _small_file(Path(path))
    try:
        media_type = encode_portrait(raw)["media_type"]
    except ValueError as error:
        raise ValueError(f"{Path(path).name}: {error}.") from None
    image = QImage.fromData(raw)
    if image.isNull():
        raise ValueError(f"{Path(path).name}: the picture in it cannot be read.")
    if max(image.width(), image.height()) <= MAX_SIDE:
        return raw
    return _encoded(_scaled(image), "JPEG" if media_type == "image/jpeg" else "PNG")


def _small_file(path: Path) -> bytes:
    """The file's bytes; a file over the limit or one that cannot be read is a ValueError."""
    try:
        if path.stat().st_size > MAX_PORTRAIT_BYTES:
            limit = MAX_PORTRAIT_BYTES // 1048576
            raise ValueError(f"{path.name} is larger than {limit} MB, the most this accepts.")
        return path.read_bytes()
    except OSError as error:
        raise ValueError(f"{path.name}: could not be read ({error.strerror}).") from None


def _scaled(image: QImage) -> QImage:
    return image.scaled(
        MAX_SIDE,
        MAX_SIDE,
        Qt.AspectRatioMode.KeepAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )


def _encoded(image: QImage, image_format: str) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, image_format, 90 if image_format == "JPEG" else -1)
    buffer.close()
    return bytes(data.data())
