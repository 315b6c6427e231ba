# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The foot of the Miridon sheet: a notes area and the small box of house rules in force."""

from __future__ import annotations

from typing import Any

from reportlab.pdfgen.canvas import Canvas

from model.pdf.drawing import FAINT, GREY, LEADING, Rect, box, draw_block, wrap
from model.pdf.flow import CAPTION, title_draw
from model.pdf.fonts import CONDENSED
from model.pdf.page_parts import draw_notes
from model.pdf.sections import section_list
from rules.engine.build import Build
from rules.miridon.sheet_words import house_rule_text

RULES_SIZE = 6.5
RULES_SHARE = 0.5
MIN_NOTES = 40.0
MIN_RULES_SIZE = 6.0
RULE_GAP = 14.0


def house_rules_text(build: Build[Any]) -> str:
    """Each house rule setting with its value and what it does, one paragraph each."""
    paragraphs = [house_rule_text(rule) for rule in section_list(build, "house_rules")]
    return "\n".join(paragraphs) or "None: the rulebook as written."


def tail_height(build: Build[Any], width: float) -> float:
    """The least height the notes and house rules need (the notes take any more there is)."""
    inner = width * RULES_SHARE - 12
    lines = wrap(house_rules_text(build), CONDENSED, MIN_RULES_SIZE, inner)
    return CAPTION + max(MIN_NOTES, len(lines) * MIN_RULES_SIZE * LEADING + 10)


def draw_tail(c: Canvas, build: Build[Any], notes: str, rect: Rect) -> None:
    """Notes on the left, the house rules box on the right, both as tall as the space given."""
    left_w = rect.w * (1 - RULES_SHARE) - 8
    left = Rect(rect.x, rect.y, left_w, rect.h)
    right = Rect(left.right + 8, rect.y, rect.right - left.right - 8, rect.h)
    title_draw("Notes")(c, left.top_part(CAPTION))
    draw_notes(c, notes, left.below(CAPTION))
    title_draw("House rules in force")(c, right.top_part(CAPTION))
    rules = right.below(CAPTION)
    box(c, rules, stroke=FAINT, radius=3)
    text = house_rules_text(build)
    draw_block(
        c, text, rules.inset(6, 5), CONDENSED, RULES_SIZE, min_size=MIN_RULES_SIZE, color=GREY
    )
