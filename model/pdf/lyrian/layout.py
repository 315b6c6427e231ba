# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Lyrian Chronicles sheet: header and number bands on top, then the lists over the pages."""

from __future__ import annotations

from typing import Any

from reportlab.pdfgen.canvas import Canvas

from model.pdf.drawing import GREY, INK, Rect, draw_line
from model.pdf.flow import CAPTION, GAP, Block, paginate, title_draw
from model.pdf.fonts import CONDENSED, CONDENSED_BOLD, SANS, SANS_BOLD
from model.pdf.lyrian import values as lyrian_values
from model.pdf.lyrian.blocks import breakthrough_block, class_block
from model.pdf.lyrian.gear import equipment_block, injuries_block, skills_block
from model.pdf.lyrian.property import property_blocks
from model.pdf.page_parts import FOOTER, draw_identity, draw_notes, draw_pages
from model.pdf.sections import section_dict, section_list
from model.pdf.sheet_meta import SheetMeta
from rules.engine.build import Build

HEADER = 72.0
STATS = 54.0
DERIVED = 168.0
PROGRESS = 50.0
CONTINUED = 16.0
NOTES = 60.0
BANDS = ((STATS, "Main stats · sub stats"), (DERIVED, "Derived values"), (PROGRESS, "Progress"))


def draw_lyrian(c: Canvas, build: Build[Any], meta: SheetMeta, page: Rect) -> None:
    """Draw the whole Lyrian sheet of a build, on as many pages as its lists need."""
    body = Rect(page.x, page.y + FOOTER + GAP, page.w, page.h - FOOTER - GAP)
    top = HEADER + sum(h + CAPTION + GAP for h, _ in BANDS) + GAP
    flow = paginate(blocks(build, page.w), body.below(top), body.below(CONTINUED))
    flow.place_foot(NOTES + CAPTION, lambda canvas, area: _draw_notes(canvas, meta, area))
    draw_pages(
        c, build, meta, page, flow,
        first=lambda canvas: draw_top(canvas, build, meta, body),
        later=lambda canvas: draw_continued(canvas, build, meta, body.top_part(CONTINUED - 4)),
    )  # fmt: skip


def blocks(build: Build[Any], width: float) -> list[Block]:
    """The flowing sections in sheet order."""
    return [
        class_block(build, width),
        breakthrough_block(build, width),
        skills_block(build, width),
        equipment_block(build, width),
        injuries_block(build, width),
        *property_blocks(build, width),
    ]


def _draw_notes(c: Canvas, meta: SheetMeta, area: Rect) -> None:
    """The notes, titled, at the foot of the last page."""
    title_draw("Notes")(c, area.top_part(CAPTION))
    draw_notes(c, meta.notes, area.below(CAPTION))


def draw_top(c: Canvas, build: Build[Any], meta: SheetMeta, body: Rect) -> None:
    """The header, then the stats, derived values and progress bands, each titled."""
    header = body.top_part(HEADER)
    draw_header(c, build, meta, header)
    y = header.y - GAP
    painters = (lyrian_values.draw_stats, lyrian_values.draw_derived, lyrian_values.draw_progress)
    for (height, title), paint in zip(BANDS, painters, strict=True):
        title_draw(title)(c, Rect(body.x, y - CAPTION, body.w, CAPTION))
        band = Rect(body.x, y - CAPTION - height, body.w, height)
        paint(c, build, band)
        y = band.y - GAP


def lineage(build: Build[Any]) -> str:
    """`Riverfolk — Reedborn · size Medium (5 × 5 ft)`: the race and subrace or clan, and the
    size when the race content sets one."""
    identity = section_dict(build, "identity")
    parts = [str(identity[k]) for k in ("race", "subrace") if identity.get(k)]
    text = " — ".join(parts) or "No race chosen"
    return f"{text} · size {identity['size']}" if identity.get("size") else text


def draw_header(c: Canvas, build: Build[Any], meta: SheetMeta, rect: Rect) -> None:
    """Portrait, name, race and subrace, classes, the phase of play and any problem."""
    text = draw_identity(c, meta, rect, name_size=20, title_width=110)
    draw_line(c, lineage(build), Rect(text.x, rect.top - 40, text.w, 12), SANS_BOLD, 12, min_size=8)
    classes = ", ".join(str(e.get("name", "")) for e in section_list(build, "classes"))
    line = f"Classes: {classes}" if classes else "No class yet"
    draw_line(c, line, Rect(text.x, rect.top - 53, text.w, 8.5), SANS, 8.5, min_size=6.5)
    draw_line(c, _phase(build), Rect(text.x, rect.y + 2, text.w, 7.5), CONDENSED, 7.5, color=INK)


def _phase(build: Build[Any]) -> str:
    identity = section_dict(build, "identity")
    parts = [f"Arc {identity.get('arc') or 0}", f"phase: {identity.get('phase', '–')}"]
    status = build.sheet.sections.get("status")
    if isinstance(status, list) and status:
        parts.append(", ".join(str(s) for s in status))
    if build.errors:
        more = f" (+{len(build.errors) - 1} more)" if len(build.errors) > 1 else ""
        parts.append(f"Rule problem: {build.errors[0].message}{more}")
    return " · ".join(parts)


def draw_continued(c: Canvas, build: Build[Any], meta: SheetMeta, rect: Rect) -> None:
    """The top line of a later page: whose sheet it is."""
    text = f"{meta.name or 'Unnamed'} — {lineage(build)} (continued)"
    draw_line(c, text, Rect(rect.x, rect.y + 2, rect.w - 120, 10), SANS_BOLD, 10, min_size=7)
    title = Rect(rect.right - 110, rect.y + 2, 110, 8)
    draw_line(c, meta.system_title.upper(), title, CONDENSED_BOLD, 8, align="right", color=GREY)
