# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Lyrian sheet blocks for skills with expertise, equipment and burden, and injuries."""

from __future__ import annotations

from typing import Any

from model.pdf.drawing import GREY, INK
from model.pdf.flow import Block, Row
from model.pdf.fonts import CONDENSED, CONDENSED_BOLD, SANS, SANS_BOLD
from model.pdf.lyrian.values import ROOTED_RED, breakdown_text
from model.pdf.sections import section_dict, section_list
from model.pdf.table import Cell, Json, header_row, table_row, text_row
from rules.engine.build import Build
from rules.lyrian.action_values import expertise_value_key
from rules.lyrian.proficiency_names import proficiency_names

SKILL_HEADINGS = ("Skill", "Sub stat", "Points", "Check", "Expertise (check)")
SKILL_WIDTHS = (0.17, 0.09, 0.07, 0.06, 0.11)
WEAPON_HEADINGS = ("Weapon", "Group", "Hands", "Light", "Heavy", "Precise", "Range", "Proficiency")
WEAPON_WIDTHS = (0.16, 0.13, 0.09, 0.07, 0.07, 0.07, 0.07, 0.34)
INJURY_WIDTHS = (0.25, 0.75)
ATTACKS = ("light", "heavy", "precise")
REST_KEYS = ("rest-hp:floor", "rest-hp:camp", "rest-hp:luxury")
CATEGORIES = {"main": "Main skills", "artisan": "Artisan skills", "gathering": "Gathering skills"}


def skills_block(build: Build[Any], width: float) -> Block:
    """Every skill, two to a row: sub stat, points of the cap, check bonus and expertises."""
    rows: list[Row] = []
    for category, label in CATEGORIES.items():
        skills = [s for s in section_list(build, "skills") if s.get("category") == category]
        if not skills:
            continue
        rows.append(text_row(label, width, size=7.5, color=GREY))
        for start in range(0, len(skills), 2):
            pair = skills[start : start + 2]
            cells = [cell for s in pair for cell in _skill_cells(build, s)]
            cells += [Cell("")] * (len(SKILL_WIDTHS) * 2 - len(cells))
            rows.append(table_row(cells, SKILL_WIDTHS * 2, width))
    note = _formula(build)
    title = f"Skills — check: {note}" if note else "Skills"
    header = header_row(SKILL_HEADINGS * 2, SKILL_WIDTHS * 2, width) if rows else None
    return Block(title, tuple(rows) or (text_row("No skills", width, color=GREY),), header)


def _formula(build: Build[Any]) -> str:
    for key, value in build.sheet.values.items():
        if key.startswith("skill:") and value.note:
            return value.note
    return ""


def _skill_cells(build: Build[Any], skill: Json) -> list[Cell]:
    value = build.sheet.values.get(f"skill:{skill.get('id')}")
    sub = next((t.label for t in value.terms if t.label != "skill points"), "") if value else ""
    points = int(skill.get("points") or 0)
    check = f"+{value.value}" if value else "–"
    expertises = skill.get("expertises")
    found: Json = expertises if isinstance(expertises, dict) else {}
    expertise = ", ".join(
        _expertise_text(build, str(skill.get("id")), k, v) for k, v in found.items()
    )
    if skill.get("expertise_cap") is None:
        expertise = expertise or "none (gathering)"
    strong = points > 0 or bool(found)
    return [
        Cell(str(skill.get("name", "")), SANS_BOLD if strong else SANS, 7.5),
        Cell(sub or "—", CONDENSED, 7, GREY),
        Cell(f"{points}/{skill.get('cap', '–')}", CONDENSED, 7.5, INK if points else GREY),
        Cell(check, CONDENSED_BOLD, 8, align="right"),
        Cell(expertise, CONDENSED, 7, INK if found else GREY, wrapped=True),
    ]


def _expertise_text(build: Build[Any], skill_id: str, name: str, points: object) -> str:
    """`Forests 4 (+9)`: the expertise's points and its check total (skill plus expertise)."""
    value = build.sheet.values.get(expertise_value_key(skill_id, name))
    return f"{name} {points} ({value.value:+d})" if value else f"{name} {points}"


def equipment_block(build: Build[Any], width: float) -> Block:
    """Weapons (with proficiency), then armor, shield, items, proficiencies and the burden."""
    equipment = section_dict(build, "equipment")
    weapons = [w for w in equipment.get("weapons") or [] if isinstance(w, dict)]
    rows = [table_row(_weapon_cells(w), WEAPON_WIDTHS, width) for w in weapons]
    if not rows:
        rows.append(text_row("No weapons", width, color=GREY))
    rows.append(text_row(other_attacks_text(build), width, size=7.5))
    rows.append(text_row(worn_text(equipment), width, size=7.5))
    rows.append(text_row(proficiency_text(build, equipment), width, size=7, color=GREY))
    rows.append(burden_row(build, width))
    header = header_row(WEAPON_HEADINGS, WEAPON_WIDTHS, width) if weapons else None
    return Block("Equipment and burden", tuple(rows), header)


def _weapon_cells(weapon: Json) -> list[Cell]:
    proficient = bool(weapon.get("proficient"))
    note = "proficient" if proficient else str(weapon.get("note") or "not proficient")
    properties = weapon.get("properties")
    if isinstance(properties, list) and properties:
        note += "; " + "; ".join(str(p) for p in properties)
    feet = weapon.get("range_ft")
    return [
        Cell(str(weapon.get("name", "")), SANS_BOLD, 8),
        Cell(str(weapon.get("group", "")), CONDENSED, 7.5),
        Cell(str(weapon.get("hands") or "—").replace("-", " "), CONDENSED, 7.5),
        *(Cell(str(weapon.get(f"{a}_damage") or "–"), CONDENSED_BOLD, 7.5) for a in ATTACKS),
        Cell(f"{feet} ft" if feet is not None else "–", CONDENSED, 7.5),
        Cell(note, CONDENSED, 7, INK if proficient else ROOTED_RED, wrapped=True),
    ]


def _dice(build: Build[Any], key: str) -> str:
    found = build.sheet.values.get(key)
    return (found.note or str(found.value)) if found else "–"


def other_attacks_text(build: Build[Any]) -> str:
    """Unarmed and improvised damage, Pinpoint, and the Hide, Search and rest numbers."""
    values = build.sheet.values
    pin = values.get("pinpoint")
    hide, search = values.get("hide-ap"), values.get("search-range")
    rest = "/".join(str(values[k].value) for k in REST_KEYS if k in values)
    return (
        f"Unarmed: Light {_dice(build, 'unarmed:light-damage')}, Heavy "
        f"{_dice(build, 'unarmed:heavy-damage')} · Improvised: Light "
        f"{_dice(build, 'improvised:light-damage')}, Heavy {_dice(build, 'improvised:heavy-damage')}"
        f" · Precise ignores {pin.value if pin else '–'} guard (Pinpoint)"
        f" · Hide {hide.value if hide else '–'} AP · Search {search.value if search else '–'} ft"
        f" · Rest HP {rest or '–'} (floor/camp/luxury)"
    )


def worn_text(equipment: Json) -> str:
    """`Armor: Medium Armor · Shield: Shield · Items: Potion/Elixir/Flask × 3`."""
    items = equipment.get("items")
    counted = items if isinstance(items, dict) else {}
    listed = ", ".join(f"{name} × {count}" for name, count in counted.items()) or "none"
    return (
        f"Armor: {equipment.get('armor') or 'none'} · Shield: {equipment.get('shield') or 'none'}"
        f" · Items: {listed}"
    )


def proficiency_text(build: Build[Any], equipment: Json) -> str:
    """The proficiencies by name (weapon groups, armor, shields)."""
    names = proficiency_names(build.content, equipment.get("proficiencies") or [])
    return f"Proficiencies: {', '.join(names) or 'none'}"


def burden_row(build: Build[Any], width: float) -> Row:
    """The burden tally with its parts; Rooted in red when over the limit."""
    found = build.sheet.values.get("burden")
    if found is None:
        return text_row("Burden: –", width)
    status = build.sheet.sections.get("status")
    rooted = isinstance(status, list) and "Rooted" in status
    text = f"Burden {found.value} ({found.note}): {breakdown_text(found) or 'nothing carried'}"
    if rooted:
        text += " — ROOTED"
    return text_row(text, width, size=7.5, color=ROOTED_RED if rooted else INK)


def injuries_block(build: Build[Any], width: float) -> Block:
    """Current injuries with their effects (removed by the Recover interlude action)."""
    injuries = section_list(build, "injuries")
    rows = tuple(
        table_row(
            [
                Cell(str(i.get("name", "")), SANS_BOLD, 8.5),
                Cell(str(i.get("effect") or "—"), SANS, 7.5, wrapped=True),
            ],
            INJURY_WIDTHS,
            width,
        )
        for i in injuries
    )
    return Block("Injuries", rows or (text_row("None", width, color=GREY),))
