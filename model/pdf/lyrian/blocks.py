# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Lyrian sheet blocks for classes (all seven abilities, owned marked) and breakthroughs."""

from __future__ import annotations

from typing import Any

from model.pdf.drawing import GREY, INK
from model.pdf.flow import Block, Row
from model.pdf.fonts import CONDENSED, SANS, SANS_BOLD
from model.pdf.sections import section_dict, section_list
from model.pdf.table import Cell, Json, header_row, stacked, table_row, text_row
from rules.engine.build import Build
from rules.lyrian.content import Breakthrough, ClassStep, Increase, LyrianClass
from rules.lyrian.sheet_sections import ability_details

OWNED, NOT_OWNED = "●", "○"
STEP_WIDTHS = (1, 1, 1, 1)
BREAK_WIDTHS = (0.28, 0.12, 0.60)
BREAK_HEADINGS = ("Breakthrough", "Level", "Effect of the levels taken")


def class_block(build: Build[Any], width: float) -> Block:
    """Each class: name, tier, progress and key abilities, then its seven abilities in order."""
    rows = tuple(_class_row(build, entry, width) for entry in section_list(build, "classes"))
    title = f"Classes — {OWNED} learned, {NOT_OWNED} not yet"
    rows += tuple(
        text_row(f"Mastery of {m.get('element')}: {m.get('effect')}", width, size=7.5)
        for m in section_list(build, "masteries")
    )
    return Block(title, rows or (text_row("No class unlocked yet", width, color=GREY),))


def _class_row(build: Build[Any], entry: Json, width: float) -> Row:
    learned = int(entry.get("learned") or 0)
    tier = entry.get("tier")
    status = "mastered" if entry.get("mastered") else f"{learned} of 7 abilities"
    keys = ", ".join(_key_text(d) for d in _key_details(entry)) or "none listed"
    head = [
        Cell(str(entry.get("name", "")), SANS_BOLD, 9.5),
        Cell(f"Tier {tier if tier is not None else '–'} · {status}", CONDENSED, 7.5, GREY),
        Cell(f"Key abilities: {keys}", CONDENSED, 7.5, wrapped=True),
    ]
    rows = [table_row(head, (0.32, 0.2, 0.48), width, rule=False)]
    steps = step_texts(build, str(entry.get("id", "")), entry)
    cells = [_step_cell(k, text, k <= learned) for k, text in enumerate(steps, start=1)]
    for start in range(0, len(cells), len(STEP_WIDTHS)):
        chunk = cells[start : start + len(STEP_WIDTHS)]
        chunk += [Cell("")] * (len(STEP_WIDTHS) - len(chunk))
        last = start + len(STEP_WIDTHS) >= len(cells)
        rows.append(table_row(chunk, STEP_WIDTHS, width, rule=last))
    return stacked(*rows)


def _key_details(entry: Json) -> list[Json]:
    details = entry.get("ability_details")
    found = [d for d in details if isinstance(d, dict)] if isinstance(details, list) else []
    keyed = [d for d in found if d.get("step") is None]
    return keyed or [{"name": k} for k in entry.get("key_abilities") or [] if k]


def _key_text(detail: Json) -> str:
    fields = detail.get("fields_text")
    return f"{detail.get('name', '')} ({fields})" if fields else str(detail.get("name", ""))


def _step_cell(number: int, text: str, owned: bool) -> Cell:
    mark = OWNED if owned else NOT_OWNED
    font, color = (SANS, INK) if owned else (CONDENSED, GREY)
    return Cell(f"{mark} {number}. {text}", font, 7.5, color, wrapped=True)


def step_texts(build: Build[Any], class_id: str, entry: Json) -> list[str]:
    """The seven abilities of a class in order: names, or the passive increases (`HP +5`)."""
    cls = build.content.typed("class", class_id, LyrianClass)
    if cls is None or not cls.abilities:
        learned = list(entry.get("abilities") or [])
        return [_increase_text(a) if isinstance(a, dict) else str(a or "") for a in learned]
    return [_step_text(build, step) for step in cls.abilities]


def _step_text(build: Build[Any], step: ClassStep) -> str:
    if step.ability:
        detail = ability_details(build.content, step.ability)
        fields = detail["fields_text"]
        return f"{detail['name']} — {fields}" if fields else str(detail["name"])
    if step.increases:
        return _increase_text(step.increases.model_dump(exclude_defaults=True), build)
    return "not filled in"


def _increase_text(increases: Json | Increase, build: Build[Any] | None = None) -> str:
    data = increases if isinstance(increases, dict) else increases.model_dump()
    skill = data.get("skill")
    parts = [
        f"{_label(key)} +{amount}"
        for key, amount in data.items()
        if key not in ("skill", "amount") and isinstance(amount, int) and amount
    ]
    if skill:
        found = build.content.get("skill", str(skill)) if build else None
        parts.append(f"{found.name if found else skill} +{data.get('amount', 0)}")
    return ", ".join(parts) or "passive increase"


def _label(key: str) -> str:
    short = {"hp": "HP", "rp": "RP", "save_bonus": "Save bonus"}
    return short.get(key, key.replace("_", " ").capitalize())


def breakthrough_block(build: Build[Any], width: float) -> Block:
    """Breakthroughs taken, with their level and what the levels taken do."""
    taken = section_dict(build, "breakthroughs")
    rows = tuple(_breakthrough_row(build, str(k), int(v), width) for k, v in taken.items())
    if not rows:
        return Block("Breakthroughs", (text_row("None taken", width, color=GREY),))
    return Block("Breakthroughs", rows, header_row(BREAK_HEADINGS, BREAK_WIDTHS, width))


def _breakthrough_row(build: Build[Any], bt_id: str, level: int, width: float) -> Row:
    entry = build.content.typed("breakthrough", bt_id, Breakthrough)
    name = entry.name if entry else bt_id
    levels = entry.levels if entry else []
    effects = [lv.effect for lv in levels[:level] if lv.effect]
    of = f" of {len(levels)}" if levels and not (entry and entry.repeatable) else ""
    cells = [
        Cell(name, SANS_BOLD, 8.5),
        Cell(f"{level}{of}", CONDENSED, 7.5),
        Cell(" / ".join(effects) or "—", CONDENSED, 7.5, wrapped=True),
    ]
    return table_row(cells, BREAK_WIDTHS, width)
