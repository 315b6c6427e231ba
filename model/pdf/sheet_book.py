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
from model.pdf.sheet_meta import Paper, SheetMeta
from rules.engine.build import Build
from rules.systems import SystemUnavailable, load_part

MARGIN = 12 * mm
PAGE_SIZES: dict[str, tuple[float, float]] = {"a4": A4, "letter": LETTER}
Layout = Callable[[Canvas, Build[Any], SheetMeta, Rect], None]
"""Draws one character's sheet into the page's printable rectangle (more pages as it needs)."""


def layout_for(system_id: str) -> Layout:
    """The printed sheet of a system: its own layout, or the shared generic page; ValueError if
    it cannot be loaded."""
    try:
        layout: Layout = load_part(system_id, "sheet_layout")
    except SystemUnavailable as error:
        raise ValueError(str(error)) from None
    return layout


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

    @property
    def canvas(self) -> Canvas:
        """The canvas being drawn, for pages of another kind (cards) after the sheets."""
        return self._canvas

    def add(self, build: Build[Any], meta: SheetMeta, layout: Layout | None = None) -> None:
        """Draw one character's sheet (or `layout`) on a new page; ValueError if there is none."""
        layout = layout or layout_for(build.system.id)
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
