# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Sheets drawn page by page into one PDF (so exporting a campaign can show progress)."""

from __future__ import annotations

from collections.abc import Callable
from io import BytesIO
from typing import Any

from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from model.pdf.drawing import Rect
from model.pdf.fonts import SANS, register_fonts
from model.pdf.gravedust.layout import draw_gravedust
from model.pdf.heretics.layout import draw_heretics
from model.pdf.lyrian.layout import draw_lyrian
from model.pdf.miridon.layout import draw_miridon
from model.pdf.sheet_meta import Paper, SheetMeta
from rules.engine.build import Build

MARGIN = 12 * mm
PAGE_SIZES: dict[str, tuple[float, float]] = {"a4": A4, "letter": LETTER}
Layout = Callable[[Canvas, Build[Any], SheetMeta, Rect], None]
LAYOUTS: dict[str, Layout] = {
    "gravedust": draw_gravedust,
    "heretics": draw_heretics,
    "lyrian": draw_lyrian,
    "miridon": draw_miridon,
}


class SheetBook:
    """Add builds one at a time (so a progress dialog can follow), then take the PDF bytes."""

    def __init__(self, paper: Paper, title: str) -> None:
        if paper not in PAGE_SIZES:
            raise ValueError(f"unknown paper size {paper!r} (use one of: {', '.join(PAGE_SIZES)})")
        register_fonts()
        self.size = PAGE_SIZES[paper]
        self.pages = 0
        self._out = BytesIO()
        self._canvas = Canvas(
            self._out, pagesize=self.size, pageCompression=1, initialFontName=SANS,
            initialFontSize=9,
        )  # fmt: skip
        self._canvas.setTitle(title)
        self._canvas.setAuthor("Sheetwright")
        self._canvas.setCreator("Sheetwright")
        self._canvas.setSubject("Character sheets")

    def add(self, build: Build[Any], meta: SheetMeta, layout: Layout | None = None) -> None:
        """Draw one character's sheet (or `layout`) on a new page; ValueError if there is none."""
        layout = layout or LAYOUTS.get(build.system.id)
        if layout is None:
            raise ValueError(f"there is no printed sheet for {build.system.title} yet")
        width, height = self.size
        self._canvas.setFont(SANS, 9)
        layout(
            self._canvas, build, meta, Rect(MARGIN, MARGIN, width - 2 * MARGIN, height - 2 * MARGIN)
        )
        self._canvas.showPage()
        self.pages += 1

    def finish(self) -> bytes:
        """The PDF with every page added so far."""
        self._canvas.save()
        return self._out.getvalue()
