# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The "At the table" page and cards of any system: the rules of play in words, with the
character's own numbers (rules/engine/play_rule.py), each with the rulebook section it states."""

from __future__ import annotations

from typing import Any

from reportlab.pdfgen.canvas import Canvas

from model.pdf.card_layout import Card, Part, Text
from model.pdf.drawing import GREY, Rect
from model.pdf.flow import GAP, Block, paginate
from model.pdf.fonts import CONDENSED, SANS, SANS_BOLD
from model.pdf.page_parts import FOOTER, draw_page_title, draw_pages
from model.pdf.sheet_meta import SheetMeta
from model.pdf.table import Cell, header_row, table_row
from rules.engine.build import Build
from rules.engine.play_rule import play_rules

HEADINGS = ("Rule", "How it works for this character", "Source")
WIDTHS = (0.2, 0.56, 0.24)
TITLE = 34.0
PART = "at the table"
ABOUT = "the rules of play with this character's numbers, for the moment they are needed"
CONTINUED = 16.0
RULES_PER_CARD = 4


def has_table_rules(build: Build[Any]) -> bool:
    """Whether the character's sheet states any rule of play (and so gets the page)."""
    return bool(play_rules(build.sheet.sections))


def table_rules_block(build: Build[Any], width: float) -> Block:
    """Every rule of play as a row: its title, the rule in words, and its source."""
    rows = []
    for rule in play_rules(build.sheet.sections):
        cells = [
            Cell(str(rule["title"]), SANS_BOLD, 8, wrapped=True),
            Cell(str(rule["text"]), SANS, 8, wrapped=True),
            Cell(str(rule.get("source") or ""), CONDENSED, 7, GREY, wrapped=True),
        ]
        rows.append(table_row(cells, WIDTHS, width))
    return Block("At the table", tuple(rows), header_row(HEADINGS, WIDTHS, width))


def draw_table_rules(c: Canvas, build: Build[Any], meta: SheetMeta, page: Rect) -> None:
    """The rules of play of a build on as many pages as they need (the caller starts the first)."""
    body = Rect(page.x, page.y + FOOTER + GAP, page.w, page.h - FOOTER - GAP)
    flow = paginate([table_rules_block(build, page.w)], body.below(TITLE), body.below(CONTINUED))
    draw_pages(
        c, build, meta, page, flow,
        first=lambda canvas: draw_page_title(canvas, meta, body, PART, ABOUT, first=True),
        later=lambda canvas: draw_page_title(canvas, meta, body, PART, ABOUT, first=False),
        part="At the table",
    )  # fmt: skip


def table_rules_cards(build: Build[Any], meta: SheetMeta) -> list[Card]:
    """The rules of play as cards, a few to a card, each rule a heading and its sentence."""
    rules = play_rules(build.sheet.sections)
    cards = []
    for start in range(0, len(rules), RULES_PER_CARD):
        parts: list[Part] = []
        for rule in rules[start : start + RULES_PER_CARD]:
            parts += [Text(str(rule["title"]), bold=True), Text(str(rule["text"]))]
        number = start // RULES_PER_CARD + 1
        title = "At the table" if number == 1 else f"At the table ({number})"
        cards.append(Card(title, meta.system_title, tuple(parts)))
    return cards
