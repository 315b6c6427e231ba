# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Skill slots: one per point of INT, at most 12 (gravedust.txt, SKILLS)."""

from __future__ import annotations

from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term
from rules.gravedust.attributes import attribute
from rules.gravedust.numbers import SKILL_SLOTS_MAX, SKILLS_SRC
from rules.gravedust.state import GravedustState


def skill_slots(state: GravedustState, content: Ruleset) -> SheetValue:
    """Unlocked skill slots = min(INT, 12), with the cap shown when it bites."""
    intelligence = attribute(state, content, "int").value
    slots = max(0, min(intelligence, SKILL_SLOTS_MAX))
    terms = [Term("INT", intelligence, SKILLS_SRC)]
    if intelligence > SKILL_SLOTS_MAX:
        terms.append(Term(f"cap of {SKILL_SLOTS_MAX}", SKILL_SLOTS_MAX - intelligence, SKILLS_SRC))
    return SheetValue("skill-slots", "Skill slots", slots, tuple(terms), SKILLS_SRC)


def no_free_slot(slots: int) -> str:
    """Why nothing more can be equipped when all `slots` skill slots are taken, in words."""
    if slots == 0:
        return (
            "This character has no skill slots yet: each point of INT unlocks one, up to 12; "
            "raise INT first."
        )
    taken = "The only skill slot is" if slots == 1 else f"All {slots} skill slots are"
    return f"{taken} in use (one per point of INT, at most 12); unequip one first."
