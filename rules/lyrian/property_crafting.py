# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Crafting and gathering bonuses with their breakdowns, and the materials and crafts sections
(Crafting & Gathering, l. 1135-1305)."""

from __future__ import annotations

from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term, total
from rules.engine.source_ref import Source
from rules.lyrian import numbers as n
from rules.lyrian.class_progress import passives
from rules.lyrian.content import Skill, SkillCategory
from rules.lyrian.materials import material_words, sells_for, split_key
from rules.lyrian.skills_rules import expertise_cap, expertise_points
from rules.lyrian.state import Craft, LyrianState

CRAFTING_NOTE = "d10 + crafting skill (+ expertise) + modifiers, once per crafting die"
GATHERING_NOTE = "d10 + gathering skill + modifiers, once per strike die"


def skill_terms(state: LyrianState, content: Ruleset, skill: Skill) -> list[Term]:
    """A skill's points and the class passives that raise it."""
    terms = [Term(f"{skill.name} skill points", state.skills.get(skill.id, 0), n.SKILL_CAP_SRC)]
    for passive in passives(state, content):
        if passive.increase.skill == skill.id:
            terms.append(Term(passive.label, passive.increase.amount, n.SKILL_CAP_SRC))
    return terms


def _skills(content: Ruleset, category: SkillCategory) -> list[Skill]:
    return [s for s in content.entries("skill") if isinstance(s, Skill) and s.category is category]


def _bonus_values(
    state: LyrianState,
    content: Ruleset,
    category: SkillCategory,
    prefix: str,
    words: str,
    source: Source,
    note: str,
) -> dict[str, SheetValue]:
    """`<prefix>:<skill>` per skill of a category: its points and passives, with the note."""
    return {
        f"{prefix}:{s.id}": total(
            f"{prefix}:{s.id}", f"{words}, {s.name}", skill_terms(state, content, s), source, note
        )
        for s in _skills(content, category)
    }  # fmt: skip


def crafting_values(state: LyrianState, content: Ruleset) -> dict[str, SheetValue]:
    """`crafting:<skill>` per artisan skill: the crafting skill (the expertise is per craft)."""
    return _bonus_values(
        state, content, SkillCategory.ARTISAN, "crafting", "Crafting bonus", n.CRAFTING_SRC,
        CRAFTING_NOTE,
    )  # fmt: skip


def gathering_values(state: LyrianState, content: Ruleset) -> dict[str, SheetValue]:
    """`gathering:<skill>` per gathering skill: the gathering check's bonus (l. 1274)."""
    return _bonus_values(
        state, content, SkillCategory.GATHERING, "gathering", "Gathering bonus",
        n.GATHERING_SRC, GATHERING_NOTE,
    )  # fmt: skip


def find_expertise(state: LyrianState, skill: Skill, name: str) -> tuple[str, int] | None:
    """An expertise the character has in a skill (compared without case): its name and the
    skill points spent on it."""
    wanted = name.strip().casefold()
    for key, spent in state.expertise.items():
        skill_id, _, expertise = key.partition("/")
        if skill_id == skill.id and expertise.casefold() == wanted:
            return expertise, spent
    return None


def craft_bonus(
    state: LyrianState,
    content: Ruleset,
    skill: Skill,
    core: int,
    extra: list[Term],
    expertise: str | None = None,
) -> tuple[SheetValue, str]:
    """A craft's bonus: crafting skill + expertise + facility bonus + modifier (l. 1157-1159),
    or why the expertise cannot be used."""
    terms = skill_terms(state, content, skill)
    if expertise is not None:
        found = find_expertise(state, skill, expertise)
        if found is None:
            return total("craft-bonus", "Crafting bonus", terms), (
                f"You have no {skill.name} expertise '{expertise}'."
            )
        cap = expertise_cap(skill, core, state.tier_lifts_artisan_caps)
        points = expertise_points(found[1], cap)
        terms.append(Term(f"expertise {found[0]}", points, n.CRAFTING_SRC))
    terms.extend(extra)
    return total("craft-bonus", "Crafting bonus", terms, n.CRAFTING_SRC, CRAFTING_NOTE), ""


def materials_section(state: LyrianState, content: Ruleset) -> list[dict[str, object]]:
    """Materials carried: kind, exact material, units and what they sell for (l. 1192)."""
    rows: list[dict[str, object]] = []
    for key, units in state.materials.items():
        kind, material = split_key(key)
        rows.append(
            {
                "kind": kind,
                "kind_name": content.name_of("material-kind", kind),
                "material": material,
                "units": units,
                "sells_for": sells_for(content, key, units),
            }
        )
    return sorted(rows, key=lambda r: (str(r["kind_name"]), str(r["material"]).casefold()))


def _craft_row(craft: Craft, content: Ruleset) -> dict[str, object]:
    final = None if craft.points is None else craft.points - craft.mod_points
    return {
        "item": craft.item,
        "skill": craft.skill,
        "skill_name": content.name_of("skill", craft.skill),
        "expertise": craft.expertise,
        "crafting_hp": craft.crafting_hp,
        "bonus": craft.bonus,
        "modifier": craft.modifier,
        "facility": craft.facility,
        "materials": [
            {"material": material_words(content, k), "units": u} for k, u in craft.materials.items()
        ],
        "weapon_group": craft.weapon_group,
        "hands": craft.hands,
        "status": craft.status,
        "points": craft.points,
        "mods": list(craft.mods),
        "mod_points": craft.mod_points,
        "final": final,
    }


def crafts_section(state: LyrianState, content: Ruleset) -> list[dict[str, object]]:
    """Crafts begun, in order: open, crafted or failed, with the bonus and the points reached."""
    return [_craft_row(c, content) for c in state.crafts]
