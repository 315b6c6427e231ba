# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The plain full-page Glorious Heretics sheet: a header, then every section in two columns."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from reportlab.pdfgen.canvas import Canvas

from model.pdf.card_layout import draw_lines
from model.pdf.drawing import GREY, Rect, draw_line, section_title
from model.pdf.fonts import CONDENSED_BOLD, SANS, SANS_BOLD
from model.pdf.heretics.cards import sections
from model.pdf.heretics.flow import SIZE, Columns, flow_sections
from model.pdf.heretics.parts import value
from model.pdf.page_parts import draw_footer, draw_identity
from model.pdf.sheet_meta import SheetMeta
from rules.engine.build import Build

HEADER = 66.0
CONTINUED = 18.0
FOOTER = 12.0
COLUMN_GAP = 16.0


def draw_heretics(c: Canvas, build: Build[Any], meta: SheetMeta, page: Rect) -> None:
    """Draw the whole sheet of a build, on as many pages as its sections need."""
    body = Rect(page.x, page.y + FOOTER, page.w, page.h - FOOTER)
    flow = laid_out(build, meta, page)
    for number, strips in enumerate(flow.pages, start=1):
        if number > 1:
            c.showPage()
            c.setFont(SANS, 9)
            draw_continued(c, meta, body.top_part(CONTINUED))
        else:
            draw_header(c, build, meta, body.top_part(HEADER))
        for strip in strips:
            section_title(
                c, strip.title, Rect(strip.caption.x, strip.caption.y + 3, strip.caption.w, 9)
            )
            draw_lines(c, strip.lines, SIZE, strip.body)
        footer = Rect(page.x, page.y, page.w, FOOTER - 4)
        draw_footer(c, build, meta, footer, number, len(flow.pages))


def laid_out(build: Build[Any], meta: SheetMeta, page: Rect) -> Columns:
    """Every section of the sheet flowed into the columns under the header, page after page."""
    body = Rect(page.x, page.y + FOOTER, page.w, page.h - FOOTER)
    first = body.below(HEADER + 8).columns(2, COLUMN_GAP)
    later = body.below(CONTINUED).columns(2, COLUMN_GAP)
    found = sections(build, meta)
    character = replace(found[0], title="Character", subtitle="")
    return flow_sections([character, *found[1:]], first, later)


def draw_header(c: Canvas, build: Build[Any], meta: SheetMeta, rect: Rect) -> None:
    """Portrait, name, system title, hit points and Exp, proficiencies and any problem."""
    text = draw_identity(c, meta, rect, name_size=18, title_width=120)
    numbers = (
        f"Hit points {value(build, 'hit-points')}   ·   Exp {value(build, 'exp-total')} total, "
        f"{value(build, 'exp-spent')} spent, {value(build, 'exp-available')} available"
    )
    draw_line(c, numbers, Rect(text.x, rect.top - 38, text.w, 11), SANS_BOLD, 11, min_size=7)
    if build.errors:
        problem = f"{len(build.errors)} rule problem(s) — see Character below"
        draw_line(c, problem, Rect(text.x, rect.top - 52, text.w, 8), CONDENSED_BOLD, 8)


def draw_continued(c: Canvas, meta: SheetMeta, rect: Rect) -> None:
    """The top line of a later page: whose sheet it is."""
    text = f"{meta.name or 'Unnamed'} (continued)"
    draw_line(c, text, Rect(rect.x, rect.y + 6, rect.w - 130, 10), SANS_BOLD, 10, min_size=7)
    title = Rect(rect.right - 120, rect.y + 6, 120, 8)
    draw_line(c, meta.system_title.upper(), title, CONDENSED_BOLD, 8, align="right", color=GREY)
