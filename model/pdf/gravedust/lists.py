# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The sheet's grids and lists: 12 skill boxes, 6 item boxes, buffs and debuffs, notes."""

from __future__ import annotations

from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from model.pdf.drawing import (
    FAINT,
    GREY,
    LINE,
    WHITE,
    Rect,
    box,
    draw_block,
    draw_line,
    section_title,
)
from model.pdf.fonts import CONDENSED, CONDENSED_BOLD, SANS, SANS_BOLD
from model.pdf.page_parts import draw_notes

LOCKED = HexColor("#b4c0cc")  # the rulebook's blue/gray for skill boxes not unlocked yet
BUFF = HexColor("#3d7a4a")
DEBUFF = HexColor("#a23b32")
MIN_ROW = 8.0


def draw_skills(
    c: Canvas, skills: list[dict[str, Any]], unlocked: int, rect: Rect, caption: float
) -> None:
    """The 12-box skill grid (3 × 4): unlocked boxes white, locked ones blue-grey."""
    title = f"Skills — {min(unlocked, 12)} of 12 slots unlocked"
    section_title(c, title, Rect(rect.x, rect.top - caption + 3, rect.w, caption - 3))
    cells = rect.below(caption).grid(3, 4, 4)
    for cell, slot in zip(cells, skills, strict=False):
        _skill_box(c, cell, slot)


def _skill_box(c: Canvas, cell: Rect, slot: dict[str, Any]) -> None:
    unlocked = bool(slot.get("unlocked"))
    box(c, cell, fill=WHITE if unlocked else LOCKED, stroke=LINE if unlocked else None, radius=2)
    inner = cell.inset(5, 3)
    index = Rect(inner.x, inner.top - 6, inner.w, 6)
    draw_line(c, str(slot.get("index", "")), index, CONDENSED, 6, align="right", color=GREY)
    ability = slot.get("ability")
    if not ability:
        return
    detail = ability_detail(ability)
    name_rect = Rect(inner.x, inner.y + 9, inner.w - 8, inner.h - 9)
    draw_block(c, str(ability.get("name", "")), name_rect, SANS_BOLD, 8.5, min_size=4.5)
    draw_line(c, detail, Rect(inner.x, inner.y + 1, inner.w, 7), SANS, 7, min_size=4)


def ability_detail(ability: dict[str, Any]) -> str:
    """`[1] (3)`: activations in brackets, cooldown in parentheses; a spell shows its MP cost."""
    if ability.get("kind") == "spell":
        cost = ability.get("mp_cost")
        return f"Spell · {cost} MP" if cost is not None else "Spell"
    activations = ability.get("activations")
    cooldown = ability.get("cooldown")
    text = (
        f"[{'–' if activations is None else activations}] ({'–' if cooldown is None else cooldown})"
    )
    return text + (" · free action" if ability.get("free_action") else "")


def draw_items(c: Canvas, items: list[dict[str, Any]], rect: Rect, caption: float) -> None:
    """The six item boxes with name and ×count; items past the sixth are listed as overflow."""
    inside = [i for i in items if not i.get("overflow")]
    overflow = [i["content"] for i in items if i.get("overflow") and i.get("content")]
    title = "Items" + (f" — {len(overflow)} over the 6 slots" if overflow else "")
    section_title(c, title, Rect(rect.x, rect.top - caption + 3, rect.w, caption - 3))
    grid = rect.below(caption)
    if overflow:
        names = ", ".join(str(o.get("name", "")) for o in overflow)
        line = Rect(grid.x, grid.y, grid.w, 7)
        draw_line(c, f"Not carried in a slot: {names}", line, CONDENSED_BOLD, 7, color=DEBUFF)
        grid = Rect(grid.x, grid.y + 10, grid.w, grid.h - 10)
    for cell, slot in zip(grid.columns(6, 4), inside, strict=False):
        _item_box(c, cell, slot)


def _item_box(c: Canvas, cell: Rect, slot: dict[str, Any]) -> None:
    box(c, cell, fill=WHITE, stroke=LINE, radius=2)
    inner = cell.inset(5, 3)
    index = Rect(inner.x, inner.top - 6, inner.w, 6)
    draw_line(c, str(slot.get("index", "")), index, CONDENSED, 6, align="right", color=GREY)
    content = slot.get("content")
    if not content:
        return
    name_rect = Rect(inner.x, inner.y + 9, inner.w - 7, inner.h - 9)
    draw_block(c, str(content.get("name", "")), name_rect, SANS_BOLD, 8, min_size=4.5)
    count = Rect(inner.x, inner.y + 1, inner.w, 8)
    draw_line(c, f"×{content.get('count', 1)}", count, SANS_BOLD, 8, align="right")
    if content.get("kind") == "gear":
        draw_line(c, "gear", Rect(inner.x, inner.y + 1, inner.w / 2, 6), CONDENSED, 6, color=GREY)


def draw_bottom(
    c: Canvas, buffs: list[dict[str, Any]], notes: str, rect: Rect, caption: float
) -> None:
    """Buffs and debuffs on the left, free notes on the right."""
    left, right = rect.columns(2, 10)
    left = Rect(left.x, left.y, rect.w * 0.6 - 5, left.h)
    right = Rect(left.right + 10, right.y, rect.right - left.right - 10, right.h)
    section_title(c, "Buffs & debuffs", Rect(left.x, left.top - caption + 3, left.w, caption - 3))
    draw_buffs(c, buffs, left.below(caption))
    section_title(c, "Notes", Rect(right.x, right.top - caption + 3, right.w, caption - 3))
    draw_notes(c, notes, right.below(caption), min_size=4.5)


def draw_buffs(c: Canvas, buffs: list[dict[str, Any]], rect: Rect) -> None:
    """One row per buff: marker, name, effect, duration in turns; "None" when there are none."""
    box(c, rect, stroke=LINE, radius=3)
    inner = rect.inset(6, 5)
    if not buffs:
        draw_line(c, "None", Rect(inner.x, inner.top - 9, inner.w, 9), SANS, 9, color=GREY)
        return
    step = max(min(22.0, inner.h / max(len(buffs), 5)), MIN_ROW)
    fits = int(inner.h // step)
    shown = buffs if len(buffs) <= fits else buffs[: fits - 1]
    for i, buff in enumerate(shown):
        _buff_row(c, buff, Rect(inner.x, inner.top - (i + 1) * step, inner.w, step))
    if len(shown) < len(buffs):
        more = Rect(inner.x, inner.top - fits * step + 2, inner.w, step * 0.6)
        draw_line(c, f"+{len(buffs) - len(shown)} more", more, SANS, step * 0.6, color=GREY)


def _buff_row(c: Canvas, buff: dict[str, Any], row: Rect) -> None:
    size = min(8.5, row.h * 0.6)
    name, effect, turns = _buff_columns(row, size)
    text = row.inset(0, 1.5)
    marker = Rect(row.x, row.y + (row.h - size) / 2 + 1, size, size)
    debuff = bool(buff.get("debuff"))
    color = DEBUFF if debuff else BUFF
    draw_line(c, "▼" if debuff else "▲", marker, SANS, size, color=color)
    for column, key, font in ((name, "name", SANS_BOLD), (effect, "effect", SANS)):
        cell = Rect(column.x, text.y, column.w, text.h)
        draw_block(c, str(buff.get(key, "")), cell, font, size, min_size=4, valign="middle")
    turns_rect = Rect(turns.x, marker.y, turns.w, size)
    draw_line(c, duration_text(buff.get("duration")), turns_rect, CONDENSED, size, align="right")
    c.setStrokeColor(FAINT)
    c.setLineWidth(0.4)
    c.line(row.x, row.y, row.right, row.y)


def _buff_columns(row: Rect, size: float) -> tuple[Rect, Rect, Rect]:
    body = Rect(row.x + size + 4, row.y, row.w - size - 4, row.h)
    name = Rect(body.x, body.y, body.w * 0.32 - 4, body.h)
    turns = Rect(body.right - body.w * 0.16, body.y, body.w * 0.16, body.h)
    effect = Rect(name.right + 6, body.y, turns.x - name.right - 10, body.h)
    return name, effect, turns


def duration_text(duration: object) -> str:
    """`3 turns`, `1 turn`, or `until removed` when the buff has no duration."""
    if not isinstance(duration, int):
        return "until removed"
    return f"{duration} turn{'s' if duration != 1 else ''}"
