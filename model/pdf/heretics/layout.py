# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The full-page Glorious Heretics sheet: the header and the skills band on top, then the
defenses, abilities, feats, resources and the debuff reference as tables over the pages."""

from __future__ import annotations

from typing import Any

from reportlab.pdfgen.canvas import Canvas

from model.pdf.drawing import GREY, INK, Rect, draw_line
from model.pdf.flow import CAPTION, GAP, Block, paginate, title_draw
from model.pdf.fonts import CONDENSED, CONDENSED_BOLD, SANS, SANS_BOLD
from model.pdf.heretics.ability_block import ability_block
from model.pdf.heretics.page_blocks import (
    debuff_blocks,
    defense_blocks,
    feats_block,
    problem_blocks,
    resources_block,
)
from model.pdf.heretics.parts import explained, is_plain_default, proficiencies, value
from model.pdf.heretics.skill_band import band_height, draw_skills
from model.pdf.page_parts import FOOTER, draw_identity, draw_notes, draw_pages
from model.pdf.sections import section_list
from model.pdf.sheet_meta import SheetMeta
from rules.engine.build import Build

HEADER = 72.0
CONTINUED = 16.0
NOTES = 60.0


def draw_heretics(c: Canvas, build: Build[Any], meta: SheetMeta, page: Rect) -> None:
    """Draw the whole sheet of a build, on as many pages as its tables need."""
    body = Rect(page.x, page.y + FOOTER + GAP, page.w, page.h - FOOTER - GAP)
    top = HEADER + GAP + CAPTION + band_height(build) + GAP
    flow = paginate(blocks(build, page.w), body.below(top), body.below(CONTINUED))
    flow.place_foot(NOTES + CAPTION, lambda canvas, area: _draw_notes(canvas, meta, area))
    draw_pages(
        c, build, meta, page, flow,
        first=lambda canvas: draw_top(canvas, build, meta, body),
        later=lambda canvas: draw_continued(canvas, meta, body.top_part(CONTINUED - 4)),
    )  # fmt: skip


def blocks(build: Build[Any], width: float) -> list[Block]:
    """The flowing tables in the order of the cards: untouched defenses share one."""
    abilities = section_list(build, "abilities")
    plain = [a for a in abilities if is_plain_default(a)]
    found = problem_blocks(build, width) + defense_blocks(plain, width)
    found += [ability_block(a, width) for a in abilities if a not in plain]
    found += [feats_block(build, width), resources_block(build, width)]
    return found + debuff_blocks(build, width)


def draw_top(c: Canvas, build: Build[Any], meta: SheetMeta, body: Rect) -> None:
    """The header, then the skills band under its title."""
    header = body.top_part(HEADER)
    draw_header(c, build, meta, header)
    y = header.y - GAP
    title_draw("Skills")(c, Rect(body.x, y - CAPTION, body.w, CAPTION))
    height = band_height(build)
    draw_skills(c, build, Rect(body.x, y - CAPTION - height, body.w, height))


def draw_header(c: Canvas, build: Build[Any], meta: SheetMeta, rect: Rect) -> None:
    """Portrait, name and system title; hit points and Exp, what the hit points are made of,
    the proficient skills."""
    text = draw_identity(c, meta, rect, name_size=20, title_width=120)
    numbers = (
        f"Hit points {value(build, 'hit-points')}   ·   Move {value(build, 'movement')} squares   ·   "
        f"Exp {value(build, 'exp-total')} total, "
        f"{value(build, 'exp-spent')} spent, {value(build, 'exp-available')} available"
    )
    draw_line(c, numbers, Rect(text.x, rect.top - 40, text.w, 11), SANS_BOLD, 11, min_size=7)
    made_of = explained(build, "hit-points")
    if made_of:
        where = Rect(text.x, rect.top - 52, text.w, 7.5)
        draw_line(c, f"Hit points: {made_of}", where, CONDENSED, 7.5, min_size=6.5, color=GREY)
    line = f"Proficient in: {proficiencies(build)}"
    draw_line(c, line, Rect(text.x, rect.y + 4, text.w, 8.5), SANS, 8.5, min_size=6.5, color=INK)


def _draw_notes(c: Canvas, meta: SheetMeta, area: Rect) -> None:
    """The notes, titled, at the foot of the last page."""
    title_draw("Notes")(c, area.top_part(CAPTION))
    draw_notes(c, meta.notes, area.below(CAPTION))


def draw_continued(c: Canvas, meta: SheetMeta, rect: Rect) -> None:
    """The top line of a later page: whose sheet it is."""
    text = f"{meta.name or 'Unnamed'} (continued)"
    draw_line(c, text, Rect(rect.x, rect.y + 2, rect.w - 130, 10), SANS_BOLD, 10, min_size=7)
    title = Rect(rect.right - 120, rect.y + 2, 120, 8)
    draw_line(c, meta.system_title.upper(), title, CONDENSED_BOLD, 8, align="right", color=GREY)
