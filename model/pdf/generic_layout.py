# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The printed sheet of a system without a page of its own: a header, every value with its
breakdown, every section, the notes — over as many pages as they need."""

from __future__ import annotations

from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from model.pdf.card_layout import Part, Text
from model.pdf.cards_generic import humanize, section_parts
from model.pdf.drawing import GREY, Rect, draw_line
from model.pdf.flow import CAPTION, GAP, Block, Row, paginate, title_draw
from model.pdf.fonts import CONDENSED, CONDENSED_BOLD, SANS_BOLD
from model.pdf.page_parts import FOOTER, draw_identity, draw_notes, draw_pages
from model.pdf.sheet_meta import SheetMeta
from model.pdf.table import Cell, header_row, table_row, text_row
from rules.engine.build import Build
from rules.engine.play_rule import AT_THE_TABLE
from rules.engine.sheet_value import SheetValue

HEADER = 64.0
CONTINUED = 16.0
NOTES = 60.0
VALUE_WIDTHS = (0.28, 0.10, 0.62)
PAIR_WIDTHS = (0.55, 0.45)
ERROR_RED = HexColor("#a23b32")


def draw_generic(c: Canvas, build: Build[Any], meta: SheetMeta, page: Rect) -> None:
    """Draw a build's whole sheet: header, values, sections and notes, page after page."""
    body = Rect(page.x, page.y + FOOTER + GAP, page.w, page.h - FOOTER - GAP)
    flow = paginate(blocks(build, page.w), body.below(HEADER + GAP), body.below(CONTINUED))
    flow.place_foot(NOTES + CAPTION, lambda canvas, area: _notes(canvas, meta, area))
    draw_pages(
        c, build, meta, page, flow,
        first=lambda canvas: draw_header(canvas, build, meta, body.top_part(HEADER)),
        later=lambda canvas: _continued(canvas, meta, body.top_part(CONTINUED - 4)),
    )  # fmt: skip


def blocks(build: Build[Any], width: float) -> list[Block]:
    """The values block, then one block per section, in the order the rules give them."""
    found = [values_block(list(build.sheet.values.values()), width)]
    for key, section in build.sheet.sections.items():
        if key == AT_THE_TABLE:  # printed on its own page for every system
            continue
        rows = tuple(part_row(part, width) for part in section_parts(section))
        found.append(Block(humanize(key), rows or (text_row("None.", width, color=GREY),)))
    return found


def values_block(values: list[SheetValue], width: float) -> Block:
    """Every sheet value: its label, its number and how it is made up."""
    header = header_row(("Value", "", "How it is made up"), VALUE_WIDTHS, width)
    rows = tuple(
        table_row(
            [
                Cell(value.label, CONDENSED_BOLD, 7.5),
                Cell(str(value.value), SANS_BOLD, 8, align="right"),
                Cell(_made_of(value), CONDENSED, 7, GREY, wrapped=True),
            ],
            VALUE_WIDTHS,
            width,
        )
        for value in values
    )
    return Block("Values", rows or (text_row("None yet.", width, color=GREY),), header)


def _made_of(value: SheetValue) -> str:
    """The breakdown after the `=` (`5 (base) + 10 (END 2 × 5)`), then the value's note."""
    explained = value.breakdown().partition(" = ")[2]
    return " · ".join(text for text in (explained, value.note) if text)


def part_row(part: Part, width: float) -> Row:
    """A section's part as a sheet row: a paragraph, or a label with its value."""
    if isinstance(part, Text):
        font = CONDENSED_BOLD if part.bold else CONDENSED
        return table_row([Cell(part.text, font, 7.5, wrapped=True)], [1], width, rule=False)
    cells = [Cell(part.label, CONDENSED, 7.5, wrapped=True), Cell(part.value, SANS_BOLD, 7.5)]
    return table_row(cells, PAIR_WIDTHS, width)


def draw_header(c: Canvas, build: Build[Any], meta: SheetMeta, rect: Rect) -> None:
    """Portrait, name, the system's title and the first rule problem, if any."""
    text = draw_identity(c, meta, rect, name_size=22, title_width=120)
    errors = build.errors
    if errors:
        more = f" (+{len(errors) - 1} more)" if len(errors) > 1 else ""
        line = Rect(text.x, rect.y + 2, text.w, 7.5)
        message = f"Rule problem: {errors[0].message}{more}"
        draw_line(c, message, line, CONDENSED_BOLD, 7.5, min_size=6, color=ERROR_RED)


def _continued(c: Canvas, meta: SheetMeta, rect: Rect) -> None:
    text = f"{meta.name or 'Unnamed'} (continued)"
    draw_line(c, text, Rect(rect.x, rect.y + 2, rect.w - 130, 10), SANS_BOLD, 10, min_size=7)
    title = Rect(rect.right - 120, rect.y + 2, 120, 8)
    draw_line(c, meta.system_title.upper(), title, CONDENSED_BOLD, 8, align="right", color=GREY)


def _notes(c: Canvas, meta: SheetMeta, area: Rect) -> None:
    title_draw("Notes")(c, area.top_part(CAPTION))
    draw_notes(c, meta.notes, area.below(CAPTION))
