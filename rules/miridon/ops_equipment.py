# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wielding weapons and wearing armor (Chapter 6 Battle Terms, Chapter 8 Weapons)."""

from __future__ import annotations

from dataclasses import replace

from rules.engine.check import ALLOWED, Check, refuse
from rules.engine.op_registry import OpFields
from rules.engine.ruleset import Ruleset
from rules.engine.step import Outcome, Step
from rules.miridon.content import Armor, Weapon
from rules.miridon.equipment import UNARMED, UNARMED_ONLY_FLAIRS
from rules.miridon.numbers import (
    BATTLE_TERMS_SRC,
    BONUS_ACTIONS_SRC,
    FLAIRS_SRC,
    MAX_WIELDED,
    WEAPONS_SRC,
)
from rules.miridon.op_table import OPS
from rules.miridon.prereq import name_of
from rules.miridon.state import MiridonState

Step_ = Step[MiridonState]


class WeaponRef(OpFields):
    """Fields of `wield` and `unwield`."""

    weapon: str


class ArmorRef(OpFields):
    """Fields of `wear-armor`."""

    armor: str


class NoFields(OpFields):
    """Fields of `remove-armor`: none."""


def wield_check(weapon: Weapon, state: MiridonState, content: Ruleset) -> Check:
    """Whether the character can take up this weapon now, and why not."""
    if len(state.wielded) >= MAX_WIELDED:
        held = " and ".join(name_of(content, "weapon", w) for w in state.wielded)
        return refuse(
            f"already wielding two weapons ({held}); unwield one first", BONUS_ACTIONS_SRC
        )
    blocker = next((f for f in UNARMED_ONLY_FLAIRS if f in state.flairs), None)
    if blocker and weapon.id != UNARMED:
        return refuse(
            f"{name_of(content, 'flair', blocker)}: the character cannot use any weapon "
            "other than Unarmed",
            FLAIRS_SRC,
        )
    return ALLOWED


@OPS.op("wield", WeaponRef)
def wield(step: Step_, f: WeaponRef) -> Outcome[MiridonState]:
    """Take up a weapon from the weapon tables (at most two at a time)."""
    weapon = step.content.typed("weapon", f.weapon, Weapon)
    if weapon is None:
        return step.refuse(
            f"There is no weapon '{f.weapon}' in the weapon tables or your content.", WEAPONS_SRC
        )
    check = wield_check(weapon, step.state, step.content)
    if not check:
        return step.refuse(f"Cannot wield {weapon.name}: {check.reason}.", check.source)
    return step.done(replace(step.state, wielded=(*step.state.wielded, weapon.id)))


@OPS.op("unwield", WeaponRef)
def unwield(step: Step_, f: WeaponRef) -> Outcome[MiridonState]:
    """Put down one wielded weapon (the later one, if both hands hold the same weapon)."""
    wielded = step.state.wielded
    if f.weapon not in wielded:
        return step.refuse(f"The character is not wielding '{f.weapon}'.", WEAPONS_SRC)
    at = len(wielded) - 1 - wielded[::-1].index(f.weapon)
    return step.done(replace(step.state, wielded=wielded[:at] + wielded[at + 1 :]))


@OPS.op("wear-armor", ArmorRef)
def wear_armor(step: Step_, f: ArmorRef) -> Outcome[MiridonState]:
    """Put on armor from your content (the rulebook has no armor table); replaces worn armor."""
    armor = step.content.typed("armor", f.armor, Armor)
    if armor is None:
        return step.refuse(
            f"There is no armor '{f.armor}': the rulebook has no armor table, so define it "
            "first with the values your GM gives.",
            BATTLE_TERMS_SRC,
        )
    return step.done(replace(step.state, armor=armor.id))


@OPS.op("remove-armor", NoFields)
def remove_armor(step: Step_, f: NoFields) -> Outcome[MiridonState]:
    """Take off the worn armor (Passive Evasion falls back to 7, unarmored)."""
    if step.state.armor is None:
        return step.refuse("The character is not wearing armor.", BATTLE_TERMS_SRC)
    return step.done(replace(step.state, armor=None))
