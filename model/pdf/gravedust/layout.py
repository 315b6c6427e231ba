# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Gravedust sheet page, top to bottom as the rulebook's THE CHARACTER SHEET describes it."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from model.pdf.drawing import (
    FAINT,
    GREY,
    INK,
    LEADING,
    Rect,
    box,
    draw_block,
    draw_line,
    fit_block,
    fit_size,
)
from model.pdf.fonts import CONDENSED, CONDENSED_BOLD, SANS, SANS_BOLD
from model.pdf.gravedust import gear as gravedust_gear
from model.pdf.gravedust import lists as gravedust_lists
from model.pdf.portrait import draw_portrait
from model.pdf.sheet_meta import SheetMeta
from rules.engine.build import Build

GAP = 7.0
CAPTION = 11.0
ATTRIBUTES = ("str", "dex", "agi", "end", "mag", "int")
ERROR_RED = HexColor("#a23b32")

# (key, caption under the value, muted fill colour) for each combat stat cell, in sheet order.
STAT_CELLS = (
    ("hp", "Hit Points", "#e9b9b3"),
    ("mp", "Magic Points", "#b5c8e8"),
    ("ma", "Melee Attack", "#f1c9a1"),
    ("ra", "Ranged Attack", "#dbe3ae"),
    ("def", "Defense", "#c4d8c2"),
    ("arm", "Armor", "#c9ccd6"),
    ("move", "Movement", "#e8dcae"),
    ("vis", "Visibility", "#d8c6e3"),
    ("focus", "Focus", "#acd9d6"),
    ("recover", "Recover", "#e5c0cd"),
    ("level", "Level", "#e6e0cf"),
    ("xp", "Experience", "#d2e6c9"),
    ("gold", "Gold", "#efdc9e"),
)
SNEAK_FILL = "#d6d6d6"
NOTE_SIZE = 7.0
NOTE_H = 2 * NOTE_SIZE * LEADING  # room for the dual wielding sentence above the gear


@dataclass(frozen=True, slots=True)
class Plan:
    """Where each part of the sheet goes on the page."""

    header: Rect
    attributes: Rect
    stats: Rect
    gear: Rect
    skills: Rect
    items: Rect
    bottom: Rect
    footer: Rect


def plan(page: Rect) -> Plan:
    """Split the printable area into the sheet's bands; flexible bands share what is left."""
    fixed = {"header": 92.0, "attributes": 26.0, "stats": 88.0}
    free = page.h - sum(fixed.values()) - 4 * CAPTION - 8 * GAP - 10.0
    flex = {"gear": 0.33 * free, "skills": 0.24 * free, "items": 0.10 * free}
    heights = fixed | {k: v + CAPTION for k, v in flex.items()}
    rects: dict[str, Rect] = {}
    rest = page
    for name, height in heights.items():
        rects[name] = rest.top_part(height)
        rest = rest.below(height, GAP)
    footer = Rect(page.x, page.y, page.w, 10.0)
    bottom = Rect(page.x, footer.top + GAP, page.w, rest.top - footer.top - GAP)
    return Plan(**rects, bottom=bottom, footer=footer)


def draw_gravedust(c: Canvas, build: Build[Any], meta: SheetMeta, page: Rect) -> None:
    """Draw the whole Gravedust sheet of a build into the printable area of the page."""
    sections: dict[str, Any] = dict(build.sheet.sections)
    where = plan(page)
    draw_header(c, build, meta, sections.get("identity") or {}, where.header)
    draw_attributes(c, build, where.attributes)
    draw_stats(c, build, where.stats)
    gear = draw_dual_wield(c, build, where.gear)
    gravedust_gear.draw_gear(c, sections.get("gear") or [], gear, CAPTION)
    skills = sections.get("skills") or []
    gravedust_lists.draw_skills(c, skills, _value(build, "skill-slots"), where.skills, CAPTION)
    gravedust_lists.draw_items(c, sections.get("items") or [], where.items, CAPTION)
    gravedust_lists.draw_bottom(c, sections.get("buffs") or [], meta.notes, where.bottom, CAPTION)
    draw_footer(c, build, meta, where.footer)


RESISTANCES = ("resist-all", "resist-fire", "resist-poison", "resist-acid")


def draw_dual_wield(c: Canvas, build: Build[Any], rect: Rect) -> Rect:
    """The dual wielding sentence with its roll atop the gear band, while two melee weapons are
    in hand, and the resistances the gear gives, if any; returns the room left for the gear."""
    rolls = build.sheet.values.get("melee-rolls")
    notes = [rolls.note] if rolls is not None and rolls.note else []
    resisted = [build.sheet.values.get(k) for k in RESISTANCES]
    shown = [f"{v.label} {v.value}" for v in resisted if v is not None and v.value]
    if shown:
        notes.append("Resistances: " + " · ".join(shown) + ".")
    if not notes:
        return rect
    used = 0.0
    for note in notes:
        _, wrapped = fit_block(note, CONDENSED, NOTE_SIZE, rect.top_part(NOTE_H), NOTE_SIZE)
        height = max(len(wrapped), 1) * NOTE_SIZE * LEADING
        where = Rect(rect.x, rect.top - used - height, rect.w, height)
        draw_block(c, note, where, CONDENSED, NOTE_SIZE, min_size=NOTE_SIZE)
        used += height
    return Rect(rect.x, rect.y, rect.w, rect.h - used - GAP / 2)


def _value(build: Build[Any], key: str) -> int:
    found = build.sheet.values.get(key)
    return found.value if found else 0


def draw_header(
    c: Canvas, build: Build[Any], meta: SheetMeta, identity: dict[str, Any], rect: Rect
) -> None:
    """Portrait, name, race, racial and leveling bonuses, system title. The rulebook's sheet also
    has a map icon; Sheetwright keeps none, so its room goes to the name and bonuses."""
    portrait = Rect(rect.x, rect.y, rect.h, rect.h)
    draw_portrait(c, meta.portrait, portrait)
    text = Rect(portrait.right + 2 * GAP, rect.y, rect.right - portrait.right - 2 * GAP, rect.h)
    title = Rect(text.right - 90, rect.top - 8, 90, 8)
    draw_line(c, meta.system_title.upper(), title, CONDENSED_BOLD, 8, align="right", color=GREY)
    name = Rect(text.x, rect.top - 26, text.w - 96, 24)
    draw_line(c, meta.name or "Unnamed", name, SANS_BOLD, 22, min_size=9)
    _draw_identity(c, build, identity, Rect(text.x, rect.y, text.w, rect.h - 34))


def _draw_identity(c: Canvas, build: Build[Any], identity: dict[str, Any], rect: Rect) -> None:
    lines = [(identity.get("race") or "No race chosen", SANS_BOLD, 11.5, INK)]
    if identity.get("racial_bonuses"):
        bonuses = " · ".join(identity["racial_bonuses"])
        lines.append((f"Racial bonuses: {bonuses}", SANS, 8.5, INK))
    if identity.get("leveling_bonus"):
        lines.append((f"Leveling bonus: {identity['leveling_bonus']}", SANS, 8.5, INK))
    points = _value(build, "attribute-points")
    if points:
        plural = "s" if points != 1 else ""
        lines.append((f"{points} attribute point{plural} to choose", SANS_BOLD, 8.5, ERROR_RED))
    baseline = rect.top - 12
    for text, font, size, color in lines:
        draw_line(c, text, Rect(rect.x, baseline, rect.w, size), font, size, color=color)
        baseline -= size * 1.45


def draw_attributes(c: Canvas, build: Build[Any], rect: Rect) -> None:
    """The attribute line `STR | DEX | AGI | END | MAG | INT` with each current value."""
    box(c, rect, stroke=INK, line_width=0.8, radius=3)
    cells = rect.columns(len(ATTRIBUTES), 0)
    for i, (key, cell) in enumerate(zip(ATTRIBUTES, cells, strict=True)):
        if i:
            c.setStrokeColor(GREY)
            c.setLineWidth(0.5)
            c.line(cell.x, cell.y + 5, cell.x, cell.top - 5)
        found = build.sheet.values.get(key)
        label = found.label if found else key.upper()
        value = str(found.value) if found else "–"
        baseline = cell.y + cell.h / 2 - 4.5
        half = cell.inset(6).columns(2, 4)
        draw_line(
            c,
            label,
            Rect(half[0].x, baseline + 1, half[0].w, 10),
            CONDENSED_BOLD,
            10,
            align="right",
            color=GREY,
        )
        draw_line(c, value, Rect(half[1].x, baseline, half[1].w, 14), SANS_BOLD, 14)


def draw_stats(c: Canvas, build: Build[Any], rect: Rect) -> None:
    """The colour-coded combat stats block: two rows of cells, abbreviation over value."""
    cells = rect.grid(2, 7, 4)
    for (key, caption, fill), cell in zip(STAT_CELLS, cells, strict=False):
        found = build.sheet.values.get(key)
        label = "Gold" if key == "gold" else (found.label if found else key.upper())
        value = _xp_text(build) if key == "xp" else (str(found.value) if found else "–")
        _stat_cell(c, cell, label, value, caption, fill)
    _sneak_cell(c, build, cells[-1])


def _xp_text(build: Build[Any]) -> str:
    return f"{_value(build, 'xp')} / {_value(build, 'xp-needed')}"


def _stat_cell(c: Canvas, cell: Rect, label: str, value: str, caption: str, fill: str) -> None:
    box(c, cell, fill=HexColor(fill), stroke=None, radius=3)
    inner = cell.inset(5, 4)
    draw_line(c, label, Rect(inner.x, inner.top - 8, inner.w, 8.5), CONDENSED_BOLD, 8.5)
    draw_line(c, value, Rect(inner.x, inner.y + 8, inner.w, 15), SANS_BOLD, 15, align="center")
    draw_line(
        c, caption, Rect(inner.x, inner.y, inner.w, 6), CONDENSED, 6, align="right", color=GREY
    )


def _sneak_cell(c: Canvas, build: Build[Any], cell: Rect) -> None:
    box(c, cell, fill=HexColor(SNEAK_FILL), stroke=None, radius=3)
    inner = cell.inset(5, 4)
    label_w = inner.w * 0.68
    size = fit_size("Sneak MOVE", CONDENSED_BOLD, 8.5, label_w, 4.5)
    for row, key in enumerate(("sneak-vis", "sneak-move")):
        found = build.sheet.values.get(key)
        label, value = (found.label, str(found.value)) if found else (key, "–")
        baseline = inner.top - 9 - row * 12
        draw_line(c, label, Rect(inner.x, baseline, label_w, size), CONDENSED_BOLD, size)
        value_rect = Rect(inner.x + label_w + 2, baseline, inner.w - label_w - 2, 11)
        draw_line(c, value, value_rect, SANS_BOLD, 11, align="right")
    caption = Rect(inner.x, inner.y, inner.w, 6)
    draw_line(c, "Sneaking: halved", caption, CONDENSED, 6, align="right", color=GREY)


def draw_footer(c: Canvas, build: Build[Any], meta: SheetMeta, rect: Rect) -> None:
    """Product, system and date on the left; a warning on the right when rules are broken."""
    c.setStrokeColor(FAINT)
    c.setLineWidth(0.5)
    c.line(rect.x, rect.top, rect.right, rect.top)
    text = f"Sheetwright — {meta.system_title} · {date.today().isoformat()}"
    left, right = rect.columns(2, 10)
    draw_line(c, text, Rect(left.x, rect.y + 1, left.w, 7), CONDENSED, 7, color=GREY)
    errors = len(build.errors)
    if errors:
        warning = f"{errors} rule problem{'s' if errors != 1 else ''} — see Sheetwright for details"
        draw_line(
            c,
            warning,
            Rect(right.x, rect.y + 1, right.w, 7),
            CONDENSED_BOLD,
            7,
            align="right",
            color=ERROR_RED,
        )
