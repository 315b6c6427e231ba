# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The two bands of Miridon numbers: points (with the house-rule ones marked) and battle values."""

from __future__ import annotations

from typing import Any, NamedTuple

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from model.pdf.drawing import GREY, Rect, box, draw_block, draw_line
from model.pdf.fonts import CONDENSED, CONDENSED_BOLD, SANS_BOLD
from rules.engine.build import Build

HOUSE_RULE = "house rule"


class Spec(NamedTuple):
    """One cell: the sheet key, a shorter label than the value's own, a caption and a fill."""

    key: str
    label: str | None
    caption: str
    fill: str
    signed: bool = False


STRENGTH, SPEED, WEIGHT = "#ecc7c0", "#c3d3ea", "#e3dcc8"
POINTS = (
    Spec("max-strength", None, "GM awards", STRENGTH),
    Spec("max-speed", None, "GM awards", SPEED),
    Spec("max-battle-strength", None, HOUSE_RULE, STRENGTH),
    Spec("max-battle-speed", None, HOUSE_RULE, SPEED),
    Spec("weight-penalty", None, HOUSE_RULE, WEIGHT),
    Spec("max-weight-penalty", None, HOUSE_RULE, WEIGHT),
    Spec("skill-points", "Skill points left", "to spend", "#d5e4cc"),
    Spec("turn-order", None, "higher acts first", "#ddd0e6"),
)
BATTLE = (
    Spec("passive-evasion", None, "", "#c9dccb"),
    Spec("active-evasion", None, "", "#c9dccb"),
    Spec("physical-damage-reduction", None, "", "#d0d3dc"),
    Spec("spell-damage-reduction", None, "", "#d0d3dc"),
    Spec("restore-strength", None, "up to battle max", "#ecd9c0"),
    Spec("restore-speed", None, "up to battle max", "#ecd9c0"),
    Spec("redouble-threshold", None, "6 × Redouble", "#e6d0d8"),
    Spec("max-grapple-strength", "Maximum Grapple Investment", "Strength Points", "#d9e0c0"),
    Spec("grapple-to-hit", "Initiate Grapple To Hit", "", "#d9e0c0", signed=True),
)


def draw_band(c: Canvas, build: Build[Any], specs: tuple[Spec, ...], rect: Rect) -> None:
    """A row of coloured cells, each with its label, value and grey caption."""
    for spec, cell in zip(specs, rect.columns(len(specs), 4), strict=True):
        found = build.sheet.values.get(spec.key)
        label = spec.label or (found.label if found else spec.key)
        value = _shown(found.value, spec.signed) if found else "–"
        draw_cell(c, cell, label, value, spec.caption, HexColor(spec.fill))


def draw_cell(c: Canvas, cell: Rect, label: str, value: str, caption: str, fill: Any) -> None:
    """A label of up to three lines at the top, the value large in the middle, the caption at the foot."""
    box(c, cell, fill=fill, stroke=None, radius=3)
    inner = cell.inset(4, 3)
    draw_block(c, label, inner.top_part(25), CONDENSED_BOLD, 7, min_size=6)
    middle = Rect(inner.x, inner.y + 8.5, inner.w, 15)
    draw_line(c, value, middle, SANS_BOLD, 15, min_size=8, align="center")
    if caption:
        foot = Rect(inner.x, inner.y, inner.w, 6)
        draw_line(c, caption, foot, CONDENSED, 6, min_size=6, align="right", color=GREY)


def _shown(value: int, signed: bool) -> str:
    return f"{value:+d}" if signed else str(value)
