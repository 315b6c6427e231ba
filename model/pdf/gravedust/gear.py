# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The four gear boxes: name and type, stat lines, and the four coloured gear slot boxes."""

from __future__ import annotations

from typing import Any

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from model.pdf.drawing import (
    FAINT,
    GREY,
    INK,
    LEADING,
    LINE,
    WHITE,
    Rect,
    box,
    draw_block,
    draw_line,
    fit_block,
    section_title,
    width_of,
)
from model.pdf.fonts import CONDENSED, CONDENSED_BOLD, SANS, SANS_BOLD

SLOT_TITLES = {"hand-1": "Hand 1", "hand-2": "Hand 2", "body": "Body", "artifact": "Artifact"}
UNAVAILABLE = HexColor("#c4c4c4")
SPELLSTONE = HexColor("#7fd1bd")  # aquamarine, per gravedust.txt GEAR SLOTS
STRIKE = HexColor("#f0a45c")  # orange
DRAWBACK = HexColor("#9a3d35")
BOX_KINDS: dict[str | None, tuple[Color, Color, str]] = {
    "enhancement": (WHITE, INK, "Enh."),
    "spellstone": (SPELLSTONE, HexColor("#3f8f7c"), "Spl."),
    "strike": (STRIKE, HexColor("#b0672a"), "Str."),
}
SLOT_BOX_H = 18.0
LEGEND_LINE = 7.6
WRITE_GAP = 14.0


def draw_gear(c: Canvas, gear: list[dict[str, Any]], rect: Rect, caption: float) -> None:
    """Four vertical gear boxes side by side, each captioned with its slot."""
    columns = rect.columns(4, 7)
    for column, slot in zip(columns, gear, strict=False):
        title = SLOT_TITLES.get(str(slot.get("slot")), str(slot.get("slot", "")))
        section_title(c, title, Rect(column.x, column.top - caption + 3, column.w, caption - 3))
        draw_gear_box(c, slot, column.below(caption))


def draw_gear_box(c: Canvas, slot: dict[str, Any], rect: Rect) -> None:
    """One equipment box; an empty slot is left to write in (its caption names it)."""
    box(c, rect, stroke=LINE, radius=3)
    inner = rect.inset(5)
    piece = slot.get("piece")
    if not piece:
        _draw_write_in(c, inner)
        return
    header_h = _draw_title(c, piece, inner)
    slots_h = SLOT_BOX_H + 3 + 4 * LEGEND_LINE
    stats = Rect(inner.x, inner.y + slots_h + 3, inner.w, inner.h - header_h - slots_h - 6)
    lines = [*(piece.get("stats") or []), *(piece.get("details") or [])]
    _draw_stat_lines(c, lines, stats)
    _draw_slot_boxes(c, piece.get("boxes") or [], Rect(inner.x, inner.y, inner.w, slots_h))


def _draw_write_in(c: Canvas, inner: Rect) -> None:
    """Faint lines for the name and stat lines, and four blank gear slot boxes, where a filled
    box has them: the player writes the gear in by hand."""
    slots_h = SLOT_BOX_H + 3 + 4 * LEGEND_LINE
    c.setStrokeColor(FAINT)
    c.setLineWidth(0.4)
    y = inner.top - WRITE_GAP
    while y > inner.y + slots_h + 3:
        c.line(inner.x, y, inner.right, y)
        y -= WRITE_GAP
    row = Rect(inner.x, inner.y + slots_h - SLOT_BOX_H, inner.w, SLOT_BOX_H)
    for cell in row.columns(4, 4):
        box(c, cell, stroke=FAINT, line_width=0.8, radius=1.5)


def _draw_title(c: Canvas, piece: dict[str, Any], inner: Rect) -> float:
    """Name (with level requirement) top left, type top right in grey; returns the height used."""
    kind = str(piece.get("type") or "")
    type_w = min(width_of(kind, CONDENSED, 7), inner.w * 0.42)
    if kind:
        type_rect = Rect(inner.right - type_w, inner.top - 7, type_w, 7)
        draw_line(c, kind, type_rect, CONDENSED, 7, color=GREY, align="right")
    name = str(piece.get("display_name") or piece.get("name") or "?")
    if piece.get("missing"):
        name += " (not in the loaded content)"
    height = 3 * 9.5 * LEADING
    name_rect = Rect(inner.x, inner.top - height, inner.w - type_w - 4, height)
    draw_block(c, name, name_rect, SANS_BOLD, 9.5, min_size=5)
    size, lines = fit_block(name, SANS_BOLD, 9.5, name_rect, 5)
    return len(lines) * size * LEADING


def _draw_stat_lines(c: Canvas, stats: list[dict[str, Any]], rect: Rect) -> None:
    """Bonuses [in brackets] in ink, drawbacks (in parentheses) in muted red, then damage, range
    and resistances in ink, shrunk to fit."""
    if not stats or rect.h <= 0:
        return
    step = min(10.5, rect.h / len(stats))
    size = step / 1.2
    for i, line in enumerate(stats):
        text = str(line.get("text", ""))
        color = DRAWBACK if text.startswith("(") else INK
        baseline = rect.top - (i + 1) * step + (step - size) / 2
        draw_line(
            c, text, Rect(rect.x, baseline, rect.w, size), SANS, size, min_size=3.5, color=color
        )


def _draw_slot_boxes(c: Canvas, boxes: list[dict[str, Any]], rect: Rect) -> None:
    """Four slot boxes in a row (grey when unavailable), then the names of what fills them."""
    row = Rect(rect.x, rect.top - SLOT_BOX_H, rect.w, SLOT_BOX_H)
    legend_y = row.y - 3
    for cell, slot in zip(row.columns(4, 4), boxes, strict=False):
        _draw_slot_box(c, cell, slot)
        filled = slot.get("filled")
        if filled:
            legend_y -= LEGEND_LINE
            text = f"{slot.get('index', '')} · {filled}"
            line = Rect(rect.x, legend_y + 1.5, rect.w, 6.5)
            draw_line(c, text, line, CONDENSED, 6.5, min_size=4)


def _draw_slot_box(c: Canvas, cell: Rect, slot: dict[str, Any]) -> None:
    """One gear slot box in its rulebook colour; a dot marks it filled, its index links the legend."""
    style = BOX_KINDS.get(slot.get("kind")) if slot.get("available") else None
    if style is None:
        box(c, cell, fill=UNAVAILABLE, stroke=None, radius=1.5)
        return
    fill, stroke, label = style
    box(c, cell, fill=fill, stroke=stroke, line_width=0.9, radius=1.5)
    draw_line(c, label, Rect(cell.x + 2, cell.y + 2.5, cell.w - 4, 5), CONDENSED, 5, color=GREY)
    if slot.get("filled"):
        number = Rect(cell.x + 2, cell.top - 8.5, cell.w - 4, 7)
        draw_line(c, str(slot.get("index", "")), number, CONDENSED_BOLD, 7, align="right")
        c.setFillColor(INK)
        c.circle(cell.x + cell.w / 2, cell.y + cell.h * 0.62, 2.2, stroke=0, fill=1)
