# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Checks for wearing gear: slot kind and level requirement (gravedust.txt, GEAR)."""

from __future__ import annotations

from rules.engine.check import ALLOWED, Check, all_of, refuse
from rules.engine.ruleset import Ruleset
from rules.gravedust.content import Gear
from rules.gravedust.numbers import GEAR_SLOTS, GEAR_SRC, LEVEL_REQ_SRC
from rules.gravedust.state import GravedustState


def display_name(gear: Gear) -> str:
    """The name as the rulebook prints it, level requirement first: `[5]Example Sword`."""
    return f"[{gear.level}]{gear.name}" if gear.level else gear.name


def level_check(gear: Gear, level: int) -> Check:
    """Refuses gear whose level requirement is above the character's level."""
    if gear.level <= level:
        return ALLOWED
    return refuse(
        f"{gear.name} requires level {gear.level}; the character is level {level}.", LEVEL_REQ_SRC
    )


def slot_check(gear: Gear, slot: str) -> Check:
    """Refuses a slot that does not take this kind of gear."""
    kind = GEAR_SLOTS.get(slot)
    if kind is None:
        return refuse(f"'{slot}' is not a gear slot (slots: {', '.join(GEAR_SLOTS)}).", GEAR_SRC)
    if kind != gear.slot:
        return refuse(f"{gear.name} goes in a {gear.slot} slot, not in {slot}.", GEAR_SRC)
    return ALLOWED


def can_wear(gear: Gear, slot: str, level: int) -> Check:
    """Whether this gear can go in that slot at that level, with every reason it cannot."""
    return all_of([slot_check(gear, slot), level_check(gear, level)])


def free_slot(state: GravedustState, gear: Gear) -> str | None:
    """The first empty equipment slot that takes this gear, if any."""
    for slot, kind in GEAR_SLOTS.items():
        if kind == gear.slot and slot not in state.equipped:
            return slot
    return None


def first_slot(gear: Gear) -> str:
    """The first equipment slot of this gear's kind (to swap with when all are full)."""
    return next(slot for slot, kind in GEAR_SLOTS.items() if kind == gear.slot)


def gear_of(content: Ruleset, gear_id: str) -> Gear | None:
    """The gear entry with that id."""
    return content.typed("gear", gear_id, Gear)
