# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Gravedust sheet as text, laid out like the printed one: identity, attributes, stats, boxes."""

from __future__ import annotations

from typing import Any

from rules.engine.build import Build

ATTRS = ("str", "dex", "agi", "end", "mag", "int")
STATS = ("hp", "mp", "ma", "ra", "def", "arm", "move", "vis", "focus", "recover")
RESISTANCES = ("resist-all", "resist-fire", "resist-poison", "resist-acid")


def sheet_lines(built: Build[Any]) -> list[str]:
    """The whole sheet, top to bottom, as the rulebook's character sheet orders it."""
    sheet = built.sheet
    identity = sheet.sections["identity"]
    race = identity["race"] or "no race"
    bonuses = ", ".join(identity["racial_bonuses"]) or "no racial bonuses"
    extra = f"; {identity['leveling_bonus']}" if identity["leveling_bonus"] else ""
    lines = [f"{race} ({bonuses}{extra})", ""]
    lines.append(" | ".join(f"{sheet[a].label} {sheet[a].value}" for a in ATTRS))
    lines.append("")
    lines += [f"  {sheet[s].breakdown()}" for s in STATS]
    lines.append(
        f"  LV {sheet.value('level')} · XP {sheet.value('xp')}/{sheet.value('xp-needed')} · "
        f"Gold {sheet.value('gold')} · Sneak VIS {sheet.value('sneak-vis')} MOVE {sheet.value('sneak-move')}"
        + _crit_cap(built)
    )
    resisted = [sheet[k] for k in RESISTANCES if sheet.values.get(k) and sheet.value(k)]
    lines += [f"  {value.breakdown()}" for value in resisted]
    if sheet.values.get("melee-rolls") and sheet["melee-rolls"].note:
        lines.append(f"  {sheet['melee-rolls'].note}")
    if sheet.value("attribute-points"):
        lines.append(f"  {sheet.value('attribute-points')} attribute point(s) to choose")
    lines += ["", "Gear:"] + [line for box in sheet.sections["gear"] for line in _gear_lines(box)]
    lines += [
        "",
        f"Skills ({sheet.value('skill-slots')} of 12 slots unlocked):",
        *_skill_lines(sheet.sections["skills"]),
    ]
    lines += ["", "Items:", *_item_lines(sheet.sections["items"])]
    lines += ["", "Buffs and debuffs:", *_buff_lines(sheet.sections["buffs"])]
    return lines


def _crit_cap(built: Build[Any]) -> str:
    """` · Ranged crit bonus at most 3` (the character's level, l. 613)."""
    cap = built.sheet.values.get("ranged-crit-cap")
    return f" · Ranged crit bonus at most {cap.value}" if cap is not None else ""


def _gear_lines(box: dict[str, Any]) -> list[str]:
    piece = box["piece"]
    if piece is None:
        return [f"  {box['slot']:<9} (empty)"]
    stats = " ".join(s["text"] for s in piece.get("stats", []))
    lines = [
        f"  {box['slot']:<9} {piece.get('display_name', piece['name'])} — {piece.get('type', '')}  {stats}"
    ]
    details = " · ".join(d["text"] for d in piece.get("details", []))
    if details:
        lines.append(f"  {'':<9} {details}")
    slots = [_box_text(b) for b in piece.get("boxes", []) if b["available"]]
    if slots:
        lines.append(f"  {'':<9} slots: {', '.join(slots)}")
    return lines


def _box_text(box: dict[str, Any]) -> str:
    return f"{box['kind']}: {box['filled']}" if box["filled"] else f"{box['kind']} (empty)"


def _skill_lines(grid: list[dict[str, Any]]) -> list[str]:
    lines = []
    for box in grid:
        ability = box["ability"]
        if ability is None:
            continue
        activations = ability.get("activations")
        cooldown = ability.get("cooldown")
        counts = (
            f" [{'–' if activations is None else activations}] ({'–' if cooldown is None else cooldown})"
            if ability["kind"] == "skill"
            else _spell_cost(ability)
        )
        lines.append(f"  {box['index']:>2}. {ability['name']}{counts}")
    return lines or ["  (none equipped)"]


def _spell_cost(ability: dict[str, Any]) -> str:
    """` (spell, MP 3)`, or ` (spell)` when its content gives no MP cost."""
    cost = ability.get("mp_cost")
    return " (spell)" if cost is None else f" (spell, MP {cost})"


def _item_lines(boxes: list[dict[str, Any]]) -> list[str]:
    lines = []
    for box in boxes:
        content = box["content"]
        if content is not None:
            over = "  (does not fit!)" if box.get("overflow") else ""
            lines.append(f"  {box['index']}. {content['name']} ×{content['count']}{over}")
    return lines or ["  (empty)"]


def _buff_lines(buffs: list[dict[str, Any]]) -> list[str]:
    lines = []
    for buff in buffs:
        kind = "debuff" if buff["debuff"] else "buff"
        turns = "" if buff["duration"] is None else f", {buff['duration']} turn(s)"
        lines.append(f"  {buff['name']} ({kind}{turns}): {buff['effect']}")
    return lines or ["  None"]
