# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The homes on the sheet: land, house, build progress and facilities (Housing, l. 1542-1650)."""

from __future__ import annotations

from rules.engine.ruleset import Ruleset
from rules.lyrian.content import HOUSE_NEEDS, Facility
from rules.lyrian.homes import level_value, size_entry, use_key, uses_per_interlude
from rules.lyrian.house_build import PART_WORDS, PLOT_COST
from rules.lyrian.state import Home, LyrianState

Row = dict[str, object]


def _size_name(content: Ruleset, size: str | None) -> str:
    entry = size_entry(content, size)
    return entry.name if entry else (size or "")


def facility_effect(content: Ruleset, entry: Facility, level: int) -> str:
    """The facility's effect at a level, in a player's words: `+4 facility bonus to Blacksmith`."""
    bonus = level_value(entry.bonus, level)
    if entry.rest_doubles:
        return f"Rest doubles the temporary {'HP' if entry.rest_doubles == 'hp' else 'Mana'}"
    if entry.slots:
        return f"{level_value(entry.slots, level)} stable slots"
    if bonus and entry.bonus_action == "mentor-class":
        return f"Mentor Class: {bonus} more at the same time"
    if bonus and entry.bonus_skill:
        return f"+{bonus} facility bonus to {content.name_of('skill', entry.bonus_skill)}"
    if bonus:
        return f"+{bonus} facility bonus"
    return entry.effect or entry.description or ""


def _facility_row(state: LyrianState, content: Ruleset, home: Home, fid: str, level: int) -> Row:
    entry = content.typed("facility", fid, Facility)
    listed = entry is not None and len(entry.prices) >= level
    return {
        "id": fid,
        "name": entry.name if entry else fid,
        "level": level,
        "uses_per_interlude": uses_per_interlude(content, fid, level),
        "used_this_interlude": state.facility_uses.get(use_key(home.name, fid), 0),
        "effect": facility_effect(content, entry, level) if entry else "",
        "price_given": listed,
    }


def _entered(home: Home) -> list[Row]:
    out: list[Row] = []
    for part in home.entered:
        value = home.land_price if part == PLOT_COST else home.need.get(part)
        out.append({"part": part, "name": PART_WORDS.get(part, part), "value": value})
    return out


def home_row(state: LyrianState, content: Ruleset, home: Home) -> Row:
    """One home: plot, house, the build in progress, slots and facilities."""
    size = size_entry(content, home.size)
    return {
        "name": home.name,
        "plot": _size_name(content, home.plot),
        "size": _size_name(content, home.size) if home.size else None,
        "building": _size_name(content, home.building) if home.building else None,
        "need": {p: home.need.get(p, 0) for p in HOUSE_NEEDS} if home.building else {},
        "done": {p: home.done.get(p, 0) for p in HOUSE_NEEDS} if home.building else {},
        "finished": home.size is not None,
        "slots_used": len(home.facilities),
        "slots_total": size.facility_slots if size else 0,
        "facilities": [
            _facility_row(state, content, home, fid, level)
            for fid, level in home.facilities.items()
        ],
        "entered": _entered(home),
    }


def homes_section(state: LyrianState, content: Ruleset) -> list[Row]:
    """Every home of the character, in the order bought."""
    return [home_row(state, content, h) for h in state.homes]
