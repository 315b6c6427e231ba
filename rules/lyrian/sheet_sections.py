# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The lists on the Lyrian sheet: identity, classes, skills, equipment, injuries, session log."""

from __future__ import annotations

from collections.abc import Mapping

from rules.engine.memo import same_content_and
from rules.engine.ruleset import Ruleset
from rules.lyrian.class_progress import class_of, granted_proficiencies, is_mastered, race_entries
from rules.lyrian.content import Ability, Injury, Skill
from rules.lyrian.skills_rules import expertise_cap, expertise_points, skill_cap
from rules.lyrian.state import LyrianState
from rules.lyrian.weapon_values import weapon_lines


def _name(content: Ruleset, kind: str, entry_id: str | None) -> str | None:
    entry = content.get(kind, entry_id) if entry_id else None
    return entry.name if entry else entry_id


SIZE_SPACE = {
    "tiny": "occupies no space; up to 4 tiny characters share one",
    "small": "5 × 5 ft",
    "medium": "5 × 5 ft",
    "large": "10 × 10 ft",
    "huge": "15 × 15 ft or more",
}
"""Creature Sizes (l. 594-598): the space each size takes on the battlefield."""


def creature_size(state: LyrianState, content: Ruleset) -> str | None:
    """`Medium (5 × 5 ft)` when the race or subrace content sets a size; None otherwise (the
    rulebook gives no size per race)."""
    sizes = [str(e.size) for e in race_entries(state, content) if e.size is not None]
    if not sizes:
        return None
    return f"{sizes[-1].capitalize()} ({SIZE_SPACE[sizes[-1]]})"


def identity(state: LyrianState, content: Ruleset) -> dict[str, object]:
    """Race, subrace or clan, size (when the race content sets one), phase and arc."""
    return {
        "race": _name(content, "race", state.race),
        "subrace": _name(content, "subrace", state.subrace),
        "size": creature_size(state, content),
        "phase": str(state.phase),
        "arc": state.arc,
    }


def ability_details(
    content: Ruleset, ability_id: str, step: int | None = None
) -> dict[str, object]:
    """One ability as the rulebook prints it (l. 215-241): cost, keywords, range, requirement,
    whether it is a Secret Art (l. 245) and the elements it gives mastery of (l. 211-213).

    `step` is its place among the class's seven abilities (None for a key ability)."""
    ability = content.typed("ability", ability_id, Ability)
    masteries = ability.masteries if ability else []
    detail: dict[str, object] = {
        "id": ability_id,
        "name": ability.name if ability else ability_id,
        "step": step,
        "cost": ability.cost if ability else "",
        "keywords": list(ability.keywords) if ability else [],
        "range": ability.range if ability else "",
        "requirement": ability.requirement if ability else "",
        "secret_art": ability.secret_art if ability else False,
        "masteries": [_name(content, "damage-type", m) for m in masteries],
    }
    detail["fields_text"] = ability_fields_text(detail)
    return detail


def ability_fields_text(detail: Mapping[str, object]) -> str:
    """An ability's printed fields in a player's words: `1 mana, 1 AP · Rapid · range 40ft`."""
    parts = []
    if detail.get("cost"):
        parts.append(str(detail["cost"]))
    keywords = detail.get("keywords")
    if isinstance(keywords, list) and keywords:
        parts.append(", ".join(str(k) for k in keywords))
    if detail.get("range"):
        parts.append(f"range {detail['range']}")
    requirement = str(detail.get("requirement") or "")
    if requirement and requirement.lower() != "none":
        parts.append(f"needs {requirement}")
    if detail.get("secret_art"):
        parts.append("Secret Art (one per encounter)")
    masteries = detail.get("masteries")
    if isinstance(masteries, list) and masteries:
        parts.append("mastery of " + ", ".join(str(m) for m in masteries))
    return " · ".join(parts)


def masteries(
    state: LyrianState, content: Ruleset, class_rows: list[dict[str, object]]
) -> list[dict[str, object]]:
    """The elements the character has mastery of (Elemental Mastery, l. 211-213), from its race
    and class abilities: each usable with channeling weapons, and for minor magical effects."""
    found: dict[str, list[str]] = {}
    race_abilities = [a for e in race_entries(state, content) for a in e.abilities]
    details = [ability_details(content, a) for a in race_abilities]
    for row in class_rows:
        listed = row.get("ability_details")
        details += [d for d in listed if isinstance(d, dict)] if isinstance(listed, list) else []
    for detail in details:
        elements = detail.get("masteries")
        for element in elements if isinstance(elements, list) else []:
            found.setdefault(str(element), []).append(str(detail.get("name", "")))
    return [
        {
            "element": element,
            "from": sources,
            "effect": (
                f"You can use {element} with channeling weapons, and create minor magical "
                "effects relating to it that do no damage and never affect combat."
            ),
        }
        for element, sources in found.items()
    ]


def _classes_part(state: LyrianState) -> Mapping[str, int]:
    """What the classes section reads of a state: the classes and abilities learned."""
    return state.classes


@same_content_and(_classes_part)
def classes(state: LyrianState, content: Ruleset) -> list[dict[str, object]]:
    """Each class with its tier, abilities learned (of 7) and whether it is mastered; the key and
    learned abilities with their fields under `ability_details`."""
    out: list[dict[str, object]] = []
    for class_id, learned in state.classes.items():
        cls = class_of(content, class_id)
        steps = cls.abilities[:learned] if cls else []
        keys = cls.key_abilities if cls else []
        details = [ability_details(content, a) for a in keys] + [
            ability_details(content, s.ability, number)
            for number, s in enumerate(steps, start=1)
            if s.ability
        ]
        out.append(
            {
                "id": class_id,
                "name": cls.name if cls else class_id,
                "tier": cls.tier if cls else None,
                "learned": learned,
                "mastered": is_mastered(state, class_id),
                "key_abilities": [
                    _name(content, "ability", a) for a in (cls.key_abilities if cls else [])
                ],
                "abilities": [
                    _name(content, "ability", s.ability)
                    if s.ability
                    else s.increases.model_dump(exclude_defaults=True)
                    if s.increases
                    else None
                    for s in steps
                ],
                "ability_details": details,
            }
        )
    return out


def _skills_part(state: LyrianState) -> tuple[object, ...]:
    """What the skills section reads of a state: points, expertise and the artisan house rule."""
    return state.skills, state.expertise, state.tier_lifts_artisan_caps


@same_content_and(_skills_part)
def skills(state: LyrianState, content: Ruleset, core: int) -> list[dict[str, object]]:
    """Skills with points, caps and their expertises (value, cap)."""
    out: list[dict[str, object]] = []
    for skill in content.entries("skill"):
        if not isinstance(skill, Skill):
            continue
        lift = state.tier_lifts_artisan_caps
        cap = expertise_cap(skill, core, lift) if skill.expertise_cap else None
        expertises = {
            key.split("/", 1)[1]: expertise_points(spent, cap)
            for key, spent in state.expertise.items()
            if key.startswith(f"{skill.id}/")
        }
        out.append(
            {
                "id": skill.id,
                "name": skill.name,
                "category": str(skill.category),
                "points": state.skills.get(skill.id, 0),
                "cap": skill_cap(skill, core, lift),
                "expertise_cap": cap,
                "expertises": expertises,
            }
        )
    return out


def equipment(
    state: LyrianState, content: Ruleset, stats: dict[str, int] | None = None
) -> dict[str, object]:
    """Weapons (with proficiency, damage dice and range), armor, shield, items and proficiencies."""
    profs = granted_proficiencies(state, content)
    lines = (
        {line.weapon.name: line for line in weapon_lines(state, content, stats)} if stats else {}
    )
    weapons = [
        {
            "name": w.name,
            "group": _name(content, "weapon-group", w.group),
            "hands": w.hands,
            "proficient": lines[w.name].proficient if w.name in lines else w.group in profs,
            "note": ""
            if (lines[w.name].proficient if w.name in lines else w.group in profs)
            else "not proficient: no group bonus, treated as improvised",
            **(lines[w.name].as_json() if w.name in lines else {}),
        }
        for w in state.weapons
    ]
    return {
        "weapons": weapons,
        "armor": _name(content, "armor", state.armor),
        "shield": _name(content, "shield", state.shield),
        "items": {_name(content, "burden", k): v for k, v in state.items.items()},
        "proficiencies": sorted(profs),
    }


def injuries(state: LyrianState, content: Ruleset) -> list[dict[str, object]]:
    """Current injuries with their effects."""
    out: list[dict[str, object]] = []
    for injury_id in state.injuries:
        injury = content.typed("injury", injury_id, Injury)
        out.append(
            {
                "id": injury_id,
                "name": injury.name if injury else injury_id,
                "effect": injury.effect if injury else "",
                "modifiers": dict(injury.modifiers) if injury else {},
            }
        )
    return out
