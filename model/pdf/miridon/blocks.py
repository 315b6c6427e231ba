# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Miridon sheet blocks for what the character has: specials, weapons, talents, skills, flairs."""

from __future__ import annotations

from typing import Any

from reportlab.pdfgen.canvas import Canvas

from model.pdf.drawing import GREY, LEADING, Rect, draw_block, draw_line, wrap
from model.pdf.flow import Block, Row
from model.pdf.fonts import CONDENSED, SANS, SANS_BOLD
from model.pdf.sections import section_dict, section_list
from model.pdf.table import (
    MIN_TEXT,
    Cell,
    Json,
    grid_rows,
    header_row,
    paragraph_rows,
    plain,
    signed,
    stacked,
    table_row,
    text_row,
)
from rules.engine.build import Build
from rules.miridon import sheet_words as words
from rules.miridon.sheet_words import WEAPON_HEADINGS

EFFECT_SIZE = 7.5
SPECIAL_NAME_W = 0.24
WEAPON_WIDTHS = (0.03, 0.16, 0.08, 0.06, 0.08, 0.13, 0.06, 0.40)
MOVEMENT = "Movement"
"""Every character's move distances: on the cards and the at-the-table rules, not this block."""
FLAIR_WIDTHS = (0.27, 0.10, 0.63)
FLAIR_HEADINGS = ("Flair", "Group", "What it does (the full texts are on the cards export)")


def specials_block(build: Build[Any], width: float) -> Block:
    """Each class and dual special: name, kind and rank on the left, its effect on the right."""
    rows = tuple(_special_row(s, width) for s in section_list(build, "specials"))
    return Block("Special abilities", rows or (text_row("No class chosen yet", width, color=GREY),))


def amount_lines(listed: Json) -> list[str]:
    """What a special, talent or skill gives at its rank: `Teleport 4 — up to 20 ft`."""
    head = f"{listed.get('name', '')} {listed.get('rank', '')}".strip()
    amounts = listed.get("amounts") or []
    return [f"{head} — {a.get('text')}" for a in amounts if isinstance(a, dict)]


def _special_row(special: Json, width: float) -> Row:
    name_w = width * SPECIAL_NAME_W
    effect = str(special.get("effect") or "").replace("\n\n", "\n").strip()
    amounts = "\n".join(amount_lines(special))
    step = EFFECT_SIZE * LEADING
    amount_lines_n = (
        len(wrap(amounts, SANS_BOLD, EFFECT_SIZE, width - name_w - 4)) if amounts else 0
    )
    amount_h = amount_lines_n * step
    lines = wrap(effect, SANS, EFFECT_SIZE, width - name_w - 4)
    height = max(26.0, len(lines) * step + amount_h + 6)
    kind = "Dual-class special" if special.get("kind") == "dual" else "Class special"

    def draw(c: Canvas, rect: Rect) -> None:
        name = Rect(rect.x, rect.top - 11, name_w - 6, 9.5)
        draw_line(c, str(special.get("name", "")), name, SANS_BOLD, 9.5, min_size=MIN_TEXT)
        rank = Rect(rect.x, rect.top - 21, name_w - 6, 7.5)
        draw_line(c, f"{kind} · Rank {special.get('rank', '–')}", rank, CONDENSED, 7.5, color=GREY)
        if amounts:
            top = Rect(rect.x + name_w, rect.top - 2 - amount_h, rect.w - name_w, amount_h)
            draw_block(c, amounts, top, SANS_BOLD, EFFECT_SIZE, min_size=MIN_TEXT)
        text = Rect(rect.x + name_w, rect.y + 2, rect.w - name_w, rect.h - 4 - amount_h)
        draw_block(c, effect, text, SANS, EFFECT_SIZE, min_size=MIN_TEXT)
        _rule(c, rect)

    return Row(height, draw)


def _rule(c: Canvas, rect: Rect) -> None:
    c.setStrokeColor(GREY)
    c.setLineWidth(0.2)
    c.line(rect.x, rect.y, rect.right, rect.y)


def weapons_block(build: Build[Any], width: float) -> Block:
    """The wielded weapons table with breakdowns, then armor, balance and grapple."""
    rows = [_weapon_row(w, width) for w in section_list(build, "weapons")]
    header = header_row(WEAPON_HEADINGS, WEAPON_WIDTHS, width) if rows else None
    if not rows:
        rows.append(text_row("No weapon wielded", width, color=GREY))
    rows.append(text_row(equipment_text(build), width, size=7))
    return Block("Weapons", tuple(rows), header)


def _weapon_row(weapon: Json, width: float) -> Row:
    extra = words.columns_text(weapon)
    cells = [
        Cell(str(weapon.get("slot", "")), CONDENSED, 7, GREY),
        Cell(str(weapon.get("name", "")), SANS_BOLD, 8.5),
        Cell(str(weapon.get("category", "")).capitalize(), CONDENSED, 7.5),
        Cell(signed(weapon.get("to_hit", "–")), SANS_BOLD, 9),
        Cell(str(weapon.get("damage", "–")), SANS_BOLD, 9),
        Cell(str(weapon.get("range", "")), CONDENSED, 7.5, wrapped=True),
        Cell(str(weapon.get("weight", "")), CONDENSED, 7.5),
        Cell(extra, CONDENSED, 7, wrapped=True),
    ]
    main = table_row(cells, WEAPON_WIDTHS, width, rule=False)
    return stacked(
        main,
        table_row(
            [Cell(words.breakdown_text(weapon), CONDENSED, 6.5, GREY, wrapped=True)], [1], width
        ),
    )


def equipment_text(build: Build[Any]) -> str:
    """Worn armor, whether the wielded pair is balanced, and the grapple numbers in one line."""
    return words.equipment_text(section_dict(build, "equipment"), section_dict(build, "grapple"))


def actions_block(build: Build[Any], width: float) -> Block | None:
    """The character's own action numbers in one paragraph: `Charge: up to 10 ft … · …`."""
    lines = [
        f"{a.get('name', '')}: {a.get('text', '')}"
        for a in section_list(build, "actions")
        if isinstance(a, dict) and a.get("name") != MOVEMENT
    ]
    if not lines:
        return None
    return Block("Actions", tuple(paragraph_rows(" · ".join(lines), width, size=7)))


def ranked_block(build: Build[Any], key: str, title: str, width: float) -> Block:
    """Talents or skills with their ranks, four to a row, then what each gives at its rank."""
    listed = section_list(build, key)
    pairs = [(str(e.get("name", "")), str(e.get("rank", ""))) for e in listed]
    rows = grid_rows(pairs, 4, width) if pairs else [text_row("None yet", width, color=GREY)]
    rows += [text_row(line, width) for e in listed for line in amount_lines(e)]
    return Block(title, tuple(rows))


def flairs_block(build: Build[Any], width: float) -> Block:
    """Owned flairs, one to a row: name, group and a short line (full texts are on the cards)."""
    flairs = section_list(build, "flairs")
    rows = tuple(table_row(_flair_cells(build, f), FLAIR_WIDTHS, width) for f in flairs)
    title = f"Flairs — {len(flairs)} owned"
    next_cost = build.sheet.values.get("next-flair-cost")
    if next_cost is not None:
        title += f", the next costs {next_cost.value}"
    if not rows:
        return Block(title, (text_row("None yet", width, color=GREY),))
    return Block(title, rows, header_row(FLAIR_HEADINGS, FLAIR_WIDTHS, width))


def _flair_cells(build: Build[Any], flair: Json) -> list[Cell]:
    entry = build.content.get("flair", str(flair.get("id", "")))
    group = str(getattr(entry, "group", "") or "")
    return [
        Cell(str(flair.get("name", "")), SANS_BOLD, 7.5),
        Cell(group.replace("-", " ").capitalize(), CONDENSED, 7, GREY),
        Cell(flair_line(build, str(flair.get("id", ""))), CONDENSED, 7, shrink=False),
    ]


def flair_line(build: Build[Any], flair_id: str) -> str:
    """The first sentence of a flair's effect (or its condition), without the [Term] brackets."""
    entry = build.content.get("flair", flair_id)
    text = str(getattr(entry, "effect", "") or getattr(entry, "condition", "") or "")
    # "Applies to Bonus Actions: Yes" heads some effects: a tag, not what the flair does
    lines = [
        ln for ln in plain(text).splitlines() if ln.strip() and not ln.startswith("Applies to")
    ]
    first = lines[0] if lines else ""
    end = first.find(". ")
    return first[: end + 1] if end > 0 else first
