# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The portrait box: the character's picture scaled to fit, or an empty frame to draw in."""

from __future__ import annotations

from io import BytesIO

from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from model.document import open_portrait
from model.pdf.drawing import LINE, Rect, box

PDF_SIDE = 1024  # pixels: a 40 mm box at 600 dpi; larger JPEGs decode reduced


def load_image(data: bytes | None) -> ImageReader | None:
    """The decoded image, or None when there is none or it cannot be read."""
    if not data:
        return None
    try:
        header, reduced = open_portrait(data, PDF_SIDE)  # too many pixels: refused, not decoded
        if reduced:
            header.load()
            reader = ImageReader(header)  # decoded at a reduced scale: a JPEG's cheap downscale
        else:
            reader = ImageReader(BytesIO(data))
        width, height = reader.getSize()
        reader.getRGBData()  # decode now: a broken file must fail here, not halfway through drawing
    except Exception:  # any decoder error means "no usable portrait", never a failed export
        return None
    return reader if width > 0 and height > 0 else None


def draw_portrait(c: Canvas, data: bytes | None, rect: Rect) -> None:
    """The portrait scaled to fit the box (aspect kept, centred), or the empty frame: never a
    placeholder word on paper, only room to glue in or draw a picture."""
    image = load_image(data)
    if image is None:
        box(c, rect, stroke=LINE)
        return
    width, height = image.getSize()
    inner = rect.inset(2)
    scale = min(inner.w / width, inner.h / height)
    w, h = width * scale, height * scale
    x, y = inner.x + (inner.w - w) / 2, inner.y + (inner.h - h) / 2
    c.drawImage(image, x, y, w, h, mask="auto")
    box(c, rect, stroke=LINE)
