# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Parts any page layout may use: the identity at the top, the footer line, and a notes area to
read or to write on."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any

from reportlab.pdfgen.canvas import Canvas

from model.pdf.drawing import FAINT, GREY, INK, LINE, Rect, box, draw_block, draw_line
from model.pdf.flow import Flow
from model.pdf.fonts import CONDENSED, CONDENSED_BOLD, SANS, SANS_BOLD
from model.pdf.portrait import draw_portrait
from model.pdf.sheet_meta import SheetMeta
from rules.engine.build import Build

RULE_GAP = 14.0
FOOTER = 10.0
"""The height of the footer line at the bottom of a page."""

Heading = Callable[[Canvas], None]


def draw_page_title(
    c: Canvas, meta: SheetMeta, body: Rect, part: str, about: str, *, first: bool
) -> None:
    """The title of a page after the sheet: "Vex — session ledger" with a grey line on what it
    holds on the first page, "(continued)" after; the system's title at the top right."""
    name = meta.name or "Unnamed"
    if first:
        line = Rect(body.x, body.top - 16, body.w - 120, 16)
        draw_line(c, f"{name} — {part}", line, SANS_BOLD, 16, min_size=9)
        draw_line(c, about, Rect(body.x, body.top - 25, body.w, 7), CONDENSED, 7, color=GREY)
    else:
        line = Rect(body.x, body.top - 12, body.w - 120, 10)
        draw_line(c, f"{name} — {part} (continued)", line, SANS_BOLD, 10, min_size=7)
    title = Rect(body.right - 110, body.top - 8, 110, 8)
    draw_line(c, meta.system_title.upper(), title, CONDENSED_BOLD, 8, align="right", color=GREY)


def draw_identity(
    c: Canvas, meta: SheetMeta, rect: Rect, *, name_size: float, title_width: float
) -> Rect:
    """The portrait at the left, the system's title at the top right and the name beside the
    portrait; returns the rectangle right of the portrait, for the rest of the header."""
    portrait = Rect(rect.x, rect.y, rect.h, rect.h)
    draw_portrait(c, meta.portrait, portrait)
    text = Rect(portrait.right + 10, rect.y, rect.right - portrait.right - 10, rect.h)
    title = Rect(text.right - title_width, rect.top - 8, title_width, 8)
    draw_line(c, meta.system_title.upper(), title, CONDENSED_BOLD, 8, align="right", color=GREY)
    name = Rect(text.x, rect.top - name_size - 2, text.w - title_width - 6, name_size)
    draw_line(c, meta.name or "Unnamed", name, SANS_BOLD, name_size, min_size=9)
    return text


def draw_pages(
    c: Canvas, build: Build[Any], meta: SheetMeta, page: Rect, flow: Flow,
    first: Heading, later: Heading, part: str = "",
) -> None:  # fmt: skip
    """Each page of a flow: a new page after the first, its heading (`first` on page one, `later`
    after), what was placed on it, and the footer with the page number (of the `part` named, for
    the pages that follow a sheet: "At the table, page 2 of 3")."""
    for number, placed in enumerate(flow.pages, start=1):
        if number > 1:
            c.showPage()
            c.setFont(SANS, 9)
            later(c)
        else:
            first(c)
        for item in placed:
            item.draw(c, item.rect)
        where = Rect(page.x, page.y, page.w, FOOTER)
        draw_footer(c, build, meta, where, number, len(flow.pages), part)


def draw_footer(
    c: Canvas,
    build: Build[Any],
    meta: SheetMeta,
    rect: Rect,
    number: int = 1,
    pages: int = 1,
    part: str = "",
) -> None:
    """Product, system, date and the campaign's note on the left (a long note is what is cut
    short); the page number on the right when there are two."""
    c.setStrokeColor(FAINT)
    c.setLineWidth(0.5)
    c.line(rect.x, rect.top, rect.right, rect.top)
    campaign = f" · {meta.campaign_note}" if meta.campaign_note else ""
    text = f"Sheetwright — {meta.system_title} · {date.today().isoformat()}{campaign}"
    counted_width = 120 if pages > 1 else 0  # the page number takes the right end
    left = Rect(rect.x, rect.y + 1, rect.w - counted_width - (10 if pages > 1 else 0), 7)
    draw_line(c, text, left, CONDENSED, 7, min_size=5, color=GREY)
    if pages > 1:
        where = Rect(rect.right - counted_width, rect.y + 1, counted_width, 7)
        counted = f"{part}, page {number} of {pages}" if part else f"page {number} of {pages}"
        draw_line(c, counted, where, CONDENSED, 7, align="right", color=GREY)


def draw_notes(c: Canvas, notes: str, rect: Rect, min_size: float = 6) -> None:
    """The notes wrapped to fit (never below `min_size`), or faint ruled lines to write on."""
    box(c, rect, stroke=LINE, radius=3)
    inner = rect.inset(6, 5)
    if notes.strip():
        draw_block(c, notes.strip(), inner, SANS, 8.5, min_size=min_size, color=INK)
        return
    c.setStrokeColor(FAINT)
    c.setLineWidth(0.4)
    y = inner.top - RULE_GAP
    while y > inner.y:
        c.line(inner.x, y, inner.right, y)
        y -= RULE_GAP
