# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The bands of Lyrian numbers: stats, derived values with armor effects, progress and pools."""

from __future__ import annotations

from typing import Any, NamedTuple

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from model.pdf.drawing import GREY, INK, Rect, box, draw_block, draw_line
from model.pdf.fonts import CONDENSED, CONDENSED_BOLD, SANS_BOLD
from rules.engine.build import Build
from rules.engine.sheet_value import SheetValue

MAIN = ("power", "focus", "agility", "toughness")
SUB = ("fitness", "cunning", "reason", "awareness", "presence")
DERIVED = (
    ("hp", "HP"),
    ("mana", "Mana"),
    ("ap", "AP per turn"),
    ("rp", "RP"),
    ("guard", "Guard"),
    ("block-guard", "Guard (Block)"),
    ("initiative", "Initiative"),
    ("evasion", "Evasion"),
    ("dodge-evasion", "Evasion (Dodge)"),
    ("accuracy", "Accuracy (Light/Heavy)"),
    ("precise-accuracy", "Accuracy (Precise)"),
    ("potency", "Potency"),
    ("save-bonus", "Save bonus"),
    ("speed", "Speed"),
    ("astra-resistance", "Astra resistance"),
)
PROGRESS = (
    ("power-level", "Power level"),
    ("spirit-core", "Spirit Core"),
    ("exp", "EXP"),
    ("ip", "IP"),
    ("ep", "EP"),
    ("clim", "Clim"),
    ("skill-points", "Skill points"),
    ("breakthrough-exp", "Breakthrough"),
    ("burden", "Burden"),
)
MAIN_FILL, SUB_FILL = HexColor("#ecd3c6"), HexColor("#d2dcea")
DERIVED_FILL, PROGRESS_FILL = HexColor("#dbe6d3"), HexColor("#e6dcc9")
ROOTED_RED = HexColor("#a23b32")
CAPTION_MIN = 5.5


class Shown(NamedTuple):
    """One cell's label, value and small grey caption."""

    label: str
    value: str
    caption: str


def breakdown_text(value: SheetValue) -> str:
    """`20 base + 50 Toughness 5 × 10 − 4 Medium Armor`: the terms of a value, short."""
    parts = []
    for i, term in enumerate(value.terms):
        sign = "−" if term.amount < 0 else ("" if i == 0 else "+")
        parts.append(f"{sign} {abs(term.amount)} {term.label}".strip())
    return " ".join(parts)


def shown(build: Build[Any], key: str, label: str) -> Shown:
    """A sheet value as a cell, its breakdown (and note, temporary bonus) as the caption."""
    found = build.sheet.values.get(key)
    if found is None:
        return Shown(label, "–", "")
    caption = breakdown_text(found) if len(found.terms) > 1 or key in MAIN + SUB else ""
    if key == "burden":
        caption = ""
    extra = _extra(build, key, found)
    return Shown(label, str(found.value), " · ".join(p for p in (caption, extra) if p))


def _extra(build: Build[Any], key: str, found: SheetValue) -> str:
    temporary = build.sheet.values.get(f"temporary-{key}")
    if temporary is not None and temporary.value:
        return f"+{temporary.value} temporary (Rest)"
    mortal = build.sheet.values.get("mortal-wound-at")
    if key == "hp" and mortal is not None:
        return f"Downed at 0, mortally wounded at {mortal.value}".replace("-", "−")
    if key == "burden" and found.note:
        return found.note
    if key == "spirit-core":
        return found.note or ""
    if key == "power-level":
        return "all EXP ever gained"
    if key == "breakthrough-exp":
        return "EXP, at creation only"
    return ""


def draw_cell(c: Canvas, cell: Rect, item: Shown, fill: Any, *, alert: bool = False) -> None:
    """A coloured cell: label on top, value large, the grey caption wrapped at the foot."""
    box(c, cell, fill=fill, stroke=ROOTED_RED if alert else None, radius=3, line_width=1.2)
    inner = cell.inset(4, 3)
    draw_line(c, item.label, inner.top_part(7.5), CONDENSED_BOLD, 7.5, min_size=6)
    value = Rect(inner.x, inner.top - 25, inner.w, 15)
    draw_line(c, item.value, value, SANS_BOLD, 15, min_size=8, align="center", color=INK)
    foot = Rect(inner.x, inner.y, inner.w, max(value.y - inner.y - 1, 0))
    if item.caption and foot.h > CAPTION_MIN:
        draw_block(c, item.caption, foot, CONDENSED, 6, min_size=CAPTION_MIN, color=GREY)


def draw_stats(c: Canvas, build: Build[Any], rect: Rect) -> None:
    """Main stats and sub stats side by side, each cell with where the number comes from."""
    cells = rect.columns(len(MAIN) + len(SUB), 4)
    for key, cell in zip(MAIN + SUB, cells, strict=True):
        fill = MAIN_FILL if key in MAIN else SUB_FILL
        draw_cell(c, cell, shown(build, key, key.capitalize()), fill)


def draw_derived(c: Canvas, build: Build[Any], rect: Rect) -> None:
    """The derived values in three rows of five, armor and shield effects in their breakdowns."""
    for (key, label), cell in zip(DERIVED, rect.grid(3, 5, 4), strict=True):
        draw_cell(c, cell, shown(build, key, label), DERIVED_FILL)


def draw_progress(c: Canvas, build: Build[Any], rect: Rect) -> None:
    """Power level, Spirit Core and the pools; the burden cell outlined red when Rooted."""
    rooted = "Rooted" in _status(build)
    for (key, label), cell in zip(PROGRESS, rect.columns(len(PROGRESS), 4), strict=True):
        draw_cell(
            c, cell, shown(build, key, label), PROGRESS_FILL, alert=key == "burden" and rooted
        )


def _status(build: Build[Any]) -> list[str]:
    found = build.sheet.sections.get("status")
    return [str(s) for s in found] if isinstance(found, list) else []
