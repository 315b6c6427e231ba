# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The printed character sheet: a build and its name in, one page of PDF bytes out."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from io import BytesIO
from typing import Any

from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from model.pdf.drawing import Rect
from model.pdf.fonts import SANS, register_fonts
from model.pdf.gravedust_layout import draw_gravedust
from model.pdf.sheet_meta import Paper, SheetMeta
from rules.engine.build import Build

__all__ = ["Paper", "SheetMeta", "render_sheet", "render_sheets"]

MARGIN = 12 * mm
PAGE_SIZES: dict[str, tuple[float, float]] = {"a4": A4, "letter": LETTER}
Layout = Callable[[Canvas, Build[Any], SheetMeta, Rect], None]
LAYOUTS: dict[str, Layout] = {"gravedust": draw_gravedust}


def render_sheet(build: Build[Any], meta: SheetMeta, paper: Paper = "a4") -> bytes:
    """The one-page PDF sheet of a build; ValueError for a system or paper with no layout."""
    return render_sheets([(build, meta)], paper, title=f"{meta.name} — {meta.system_title}")


def render_sheets(
    sheets: Sequence[tuple[Build[Any], SheetMeta]],
    paper: Paper = "a4",
    title: str = "Character sheets",
) -> bytes:
    """Several characters' sheets in one PDF, a page each (exporting a whole campaign)."""
    size = PAGE_SIZES.get(paper)
    if size is None:
        raise ValueError(f"unknown paper size {paper!r} (use one of: {', '.join(PAGE_SIZES)})")
    layouts = [_layout(build) for build, _ in sheets]
    register_fonts()
    out = BytesIO()
    c = Canvas(out, pagesize=size, pageCompression=1, initialFontName=SANS, initialFontSize=9)
    c.setTitle(title)
    c.setAuthor("Sheetwright")
    c.setCreator("Sheetwright")
    c.setSubject(
        "Character sheets" if len(sheets) != 1 else f"{sheets[0][1].system_title} character sheet"
    )
    width, height = size
    for layout, (build, meta) in zip(layouts, sheets, strict=True):
        c.setFont(SANS, 9)
        layout(c, build, meta, Rect(MARGIN, MARGIN, width - 2 * MARGIN, height - 2 * MARGIN))
        c.showPage()
    c.save()
    return out.getvalue()


def _layout(build: Build[Any]) -> Layout:
    layout = LAYOUTS.get(build.system.id)
    if layout is None:
        raise ValueError(f"no printed sheet layout for {build.system.title} yet")
    return layout
