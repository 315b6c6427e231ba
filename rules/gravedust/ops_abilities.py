# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Skills and spells: known, and equipped in the INT skill slots (gravedust.txt, SKILLS, SPELLS)."""

from __future__ import annotations

from rules.engine.evolve import evolve
from rules.engine.op_registry import OpFields
from rules.engine.step import Outcome, Step
from rules.gravedust.numbers import SKILLS_SRC, SPELLS_SRC
from rules.gravedust.op_table import OPS
from rules.gravedust.skill_slots import no_free_slot, skill_slots
from rules.gravedust.state import GravedustState

Step_ = Step[GravedustState]


class SkillRef(OpFields):
    """Fields of the skill ops."""

    skill: str


class SpellRef(OpFields):
    """Fields of the spell ops."""

    spell: str


def _used(state: GravedustState) -> int:
    return len(state.equipped_skills) + len(state.equipped_spells)


def _slot_free(step: Step_) -> str | None:
    slots = skill_slots(step.state, step.content).value
    if _used(step.state) < slots:
        return None
    return no_free_slot(slots)


@OPS.op("learn-skill", SkillRef)
def learn_skill(step: Step_, f: SkillRef) -> Outcome[GravedustState]:
    """Learn a skill (from a Training Master or otherwise); it can then be equipped."""
    if step.content.get("skill", f.skill) is None:
        return step.refuse(f"There is no skill '{f.skill}' in the content.", SKILLS_SRC)
    if f.skill in step.state.known_skills:
        return step.refuse(f"The skill '{f.skill}' is already known.", SKILLS_SRC)
    return step.done(evolve(step.state, known_skills=(*step.state.known_skills, f.skill)))


@OPS.op("equip-skill", SkillRef)
def equip_skill(step: Step_, f: SkillRef) -> Outcome[GravedustState]:
    """Put a known skill in a free skill slot."""
    if f.skill not in step.state.known_skills:
        return step.refuse(f"The skill '{f.skill}' is not known; learn it first.", SKILLS_SRC)
    if f.skill in step.state.equipped_skills:
        return step.refuse(f"{_name(step, 'skill', f.skill)} is already equipped.", SKILLS_SRC)
    if full := _slot_free(step):
        return step.refuse(full, SKILLS_SRC)
    return step.done(evolve(step.state, equipped_skills=(*step.state.equipped_skills, f.skill)))


@OPS.op("unequip-skill", SkillRef)
def unequip_skill(step: Step_, f: SkillRef) -> Outcome[GravedustState]:
    """Take a skill out of its slot; it stays known."""
    if f.skill not in step.state.equipped_skills:
        return step.refuse(f"The skill '{f.skill}' is not equipped.", SKILLS_SRC)
    remaining = tuple(s for s in step.state.equipped_skills if s != f.skill)
    return step.done(evolve(step.state, equipped_skills=remaining))


@OPS.op("learn-spell", SpellRef)
def learn_spell(step: Step_, f: SpellRef) -> Outcome[GravedustState]:
    """Learn a spell; learned spells occupy a skill slot when equipped, like skills."""
    if step.content.get("spell", f.spell) is None:
        return step.refuse(f"There is no spell '{f.spell}' in the content.", SPELLS_SRC)
    if f.spell in step.state.known_spells:
        return step.refuse(f"The spell '{f.spell}' is already known.", SPELLS_SRC)
    return step.done(evolve(step.state, known_spells=(*step.state.known_spells, f.spell)))


@OPS.op("equip-spell", SpellRef)
def equip_spell(step: Step_, f: SpellRef) -> Outcome[GravedustState]:
    """Put a known spell in a free skill slot."""
    if f.spell not in step.state.known_spells:
        return step.refuse(f"The spell '{f.spell}' is not known; learn it first.", SPELLS_SRC)
    if f.spell in step.state.equipped_spells:
        return step.refuse(f"{_name(step, 'spell', f.spell)} is already equipped.", SPELLS_SRC)
    if full := _slot_free(step):
        return step.refuse(full, SKILLS_SRC)
    return step.done(evolve(step.state, equipped_spells=(*step.state.equipped_spells, f.spell)))


@OPS.op("unequip-spell", SpellRef)
def unequip_spell(step: Step_, f: SpellRef) -> Outcome[GravedustState]:
    """Take a spell out of its skill slot; it stays known."""
    if f.spell not in step.state.equipped_spells:
        return step.refuse(f"The spell '{f.spell}' is not equipped.", SPELLS_SRC)
    remaining = tuple(s for s in step.state.equipped_spells if s != f.spell)
    return step.done(evolve(step.state, equipped_spells=remaining))


def _name(step: Step_, kind: str, entry_id: str) -> str:
    """A skill's or spell's name as the player reads it (its id when the content lacks it)."""
    entry = step.content.get(kind, entry_id)
    return getattr(entry, "name", None) or entry_id
