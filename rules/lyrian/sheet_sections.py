# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The lists on the Lyrian sheet: identity, classes, skills, equipment, injuries, session log."""

from __future__ import annotations

from rules.engine.ruleset import Ruleset
from rules.lyrian.class_progress import class_of, granted_proficiencies, is_mastered
from rules.lyrian.content import Injury, Skill
from rules.lyrian.skills_rules import expertise_cap, expertise_points, skill_cap
from rules.lyrian.state import LyrianState


def _name(content: Ruleset, kind: str, entry_id: str | None) -> str | None:
    entry = content.get(kind, entry_id) if entry_id else None
    return entry.name if entry else entry_id


def identity(state: LyrianState, content: Ruleset) -> dict[str, object]:
    """Race, subrace or clan, phase and arc."""
    return {
        "race": _name(content, "race", state.race),
        "subrace": _name(content, "subrace", state.subrace),
        "phase": str(state.phase),
        "arc": state.arc,
    }


def classes(state: LyrianState, content: Ruleset) -> list[dict[str, object]]:
    """Each class with its tier, abilities learned (of 7) and whether it is mastered."""
    out: list[dict[str, object]] = []
    for class_id, learned in state.classes.items():
        cls = class_of(content, class_id)
        steps = cls.abilities[:learned] if cls else []
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
            }
        )
    return out


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


def equipment(state: LyrianState, content: Ruleset) -> dict[str, object]:
    """Weapons (with proficiency), armor, shield, items and proficiencies."""
    profs = granted_proficiencies(state, content)
    weapons = [
        {
            "name": w.name,
            "group": _name(content, "weapon-group", w.group),
            "hands": w.hands,
            "proficient": w.group in profs,
            "note": ""
            if w.group in profs
            else "not proficient: no group bonus, treated as improvised",
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
