# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Glorious Heretics skills as a band of cells: name, rank and the price of the next rank,
the proficient ones (drawn from the choice pile) tinted."""

from __future__ import annotations

from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from model.pdf.drawing import GREY, INK, Rect, box, draw_line
from model.pdf.fonts import CONDENSED, CONDENSED_BOLD, SANS_BOLD
from model.pdf.heretics.parts import NOT_PROFICIENT, PROFICIENT, SKILL_NOTE, Json
from model.pdf.sections import section_list
from rules.engine.build import Build

COLUMNS = 5
CELL_H, CELL_GAP = 26.0, 4.0
NOTE_H = 11.0
PROFICIENT_FILL, OTHER_FILL = HexColor("#e6dcc9"), HexColor("#ececec")


def band_height(build: Build[Any]) -> float:
    """How tall the band is: a row of cells per five skills, and the note under them."""
    rows = max(-(-len(section_list(build, "skills")) // COLUMNS), 1)
    return rows * CELL_H + (rows - 1) * CELL_GAP + NOTE_H


def draw_skills(c: Canvas, build: Build[Any], rect: Rect) -> None:
    """Every skill in reading order, five to a row, then what proficient means and costs."""
    skills = section_list(build, "skills")
    rows = max(-(-len(skills) // COLUMNS), 1)
    cells = Rect(rect.x, rect.y + NOTE_H, rect.w, rect.h - NOTE_H).grid(rows, COLUMNS, CELL_GAP)
    for skill, cell in zip(skills, cells, strict=False):
        draw_skill(c, skill, cell)
    if not skills:
        draw_line(c, "No skills", cells[0].inset(4, 8), CONDENSED, 7.5, color=GREY)
    note = Rect(rect.x, rect.y + 1, rect.w, 7.5)
    draw_line(c, SKILL_NOTE, note, CONDENSED, 7.5, min_size=7, color=GREY)


def draw_skill(c: Canvas, skill: Json, cell: Rect) -> None:
    """One cell: the mark and name on top, the rank large at the right, the next rank's price."""
    proficient = bool(skill.get("proficient"))
    box(c, cell, fill=PROFICIENT_FILL if proficient else OTHER_FILL, stroke=None, radius=3)
    inner = cell.inset(4, 3)
    name = f"{PROFICIENT if proficient else NOT_PROFICIENT} {skill.get('name', '')}"
    rank = Rect(inner.right - 18, inner.y + 3, 18, 14)
    draw_line(c, str(skill.get("rank", 0)), rank, SANS_BOLD, 14, min_size=9, align="right")
    label = Rect(inner.x, inner.top - 7.5, inner.w - 20, 7.5)
    draw_line(c, name, label, CONDENSED_BOLD, 7.5, min_size=6.5, color=INK)
    if skill.get("next_price") is not None:
        price = Rect(inner.x, inner.y + 0.5, inner.w - 20, 6.5)
        text = f"next rank {skill['next_price']} Exp"
        draw_line(c, text, price, CONDENSED, 6.5, min_size=6, color=GREY)
