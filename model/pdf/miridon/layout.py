# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Miridon sheet: header and numbers on top, then the lists, carried onto a second page."""

from __future__ import annotations

from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from model.pdf.drawing import GREY, INK, Rect, draw_line
from model.pdf.flow import GAP, Block, paginate
from model.pdf.fonts import CONDENSED_BOLD, SANS, SANS_BOLD
from model.pdf.miridon import values as miridon_values
from model.pdf.miridon.blocks import (
    actions_block,
    flairs_block,
    ranked_block,
    specials_block,
    weapons_block,
)
from model.pdf.miridon.crew import crew_block, mech_block
from model.pdf.miridon.spells import spells_block
from model.pdf.miridon.tail import draw_tail, tail_height
from model.pdf.page_parts import FOOTER, draw_identity, draw_pages
from model.pdf.sections import section_list
from model.pdf.sheet_meta import SheetMeta
from rules.engine.build import Build

HEADER = 80.0
BAND = 52.0
CONTINUED = 16.0
ERROR_RED = HexColor("#a23b32")


def draw_miridon(c: Canvas, build: Build[Any], meta: SheetMeta, page: Rect) -> None:
    """Draw the whole Miridon sheet of a build: one page, or two when the lists are long."""
    body = Rect(page.x, page.y + FOOTER + GAP, page.w, page.h - FOOTER - GAP)
    first = body.below(HEADER + 2 * BAND + 3 * GAP, 0)
    later = body.below(CONTINUED, 0)
    flow = paginate(blocks(build, page.w), first, later)
    # Notes and house rules at the foot of the last page, on a page of their own if need be.
    flow.place_foot(
        tail_height(build, page.w), lambda canvas, area: draw_tail(canvas, build, meta.notes, area)
    )
    draw_pages(
        c, build, meta, page, flow,
        first=lambda canvas: draw_top(canvas, build, meta, body),
        later=lambda canvas: draw_continued(canvas, build, meta, body.top_part(CONTINUED - 4)),
    )  # fmt: skip


def blocks(build: Build[Any], width: float) -> list[Block]:
    """The flowing sections in sheet order; crew and mech only when the character has them."""
    found = [
        specials_block(build, width),
        weapons_block(build, width),
        actions_block(build, width),
        ranked_block(build, "talents", "Talents", width),
        ranked_block(build, "skills", "Skills", width),
        flairs_block(build, width),
        spells_block(build, width),
        crew_block(build, width),
        mech_block(build, width),
    ]
    return [b for b in found if b is not None]


def draw_top(c: Canvas, build: Build[Any], meta: SheetMeta, body: Rect) -> None:
    """The header, then the points band and the battle values band."""
    header = body.top_part(HEADER)
    draw_header(c, build, meta, header)
    points = Rect(body.x, header.y - GAP - BAND, body.w, BAND)
    miridon_values.draw_band(c, build, miridon_values.POINTS, points)
    battle = Rect(body.x, points.y - GAP - BAND, body.w, BAND)
    miridon_values.draw_band(c, build, miridon_values.BATTLE, battle)


def classes_text(build: Build[Any]) -> str:
    """`Duelist / The Vessel` for a dual-class, the one class otherwise."""
    names = [str(c.get("name", "")) for c in section_list(build, "classes")]
    return " / ".join(names) or "No class chosen"


def draw_header(c: Canvas, build: Build[Any], meta: SheetMeta, rect: Rect) -> None:
    """Portrait, name, class(es), mutations and the system's title."""
    text = draw_identity(c, meta, rect, name_size=22, title_width=90)
    draw_line(
        c, classes_text(build), Rect(text.x, rect.top - 44, text.w, 13), SANS_BOLD, 13, min_size=8
    )
    mutations = ", ".join(str(m.get("name", "")) for m in section_list(build, "mutations"))
    line = f"Mutations: {mutations}" if mutations else "No mutations"
    draw_line(c, line, Rect(text.x, rect.top - 58, text.w, 8.5), SANS, 8.5, min_size=6.5, color=INK)
    _draw_problems(c, build, Rect(text.x, rect.y + 2, text.w, 7.5))


def _draw_problems(c: Canvas, build: Build[Any], rect: Rect) -> None:
    errors = build.errors
    if not errors:
        return
    first = errors[0].message
    more = f" (+{len(errors) - 1} more)" if len(errors) > 1 else ""
    draw_line(
        c, f"Rule problem: {first}{more}", rect, CONDENSED_BOLD, 7.5, min_size=6, color=ERROR_RED
    )


def draw_continued(c: Canvas, build: Build[Any], meta: SheetMeta, rect: Rect) -> None:
    """The top line of a later page: whose sheet it is."""
    text = f"{meta.name or 'Unnamed'} — {classes_text(build)} (continued)"
    draw_line(c, text, Rect(rect.x, rect.y + 2, rect.w - 100, 10), SANS_BOLD, 10, min_size=7)
    title = Rect(rect.right - 90, rect.y + 2, 90, 8)
    draw_line(c, meta.system_title.upper(), title, CONDENSED_BOLD, 8, align="right", color=GREY)
