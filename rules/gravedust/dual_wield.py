# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Dual wielding: two melee weapons in hand make two attack rolls, each at −5.

gravedust.txt, Melee Attacks: Dual Wielding Attacks."""

from __future__ import annotations

from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term
from rules.engine.source_ref import cite
from rules.gravedust.content import Gear
from rules.gravedust.gear_rules import gear_of
from rules.gravedust.numbers import BOOK
from rules.gravedust.state import GravedustState

DUAL_WIELD_SRC = cite(BOOK, "Melee Attacks: Dual Wielding Attacks (l. 575–583)")
DUAL_WIELD_ROLLS = 2
DUAL_WIELD_PENALTY = -5
HAND_SLOTS = ("hand-1", "hand-2")


def melee_weapons(state: GravedustState, content: Ruleset) -> list[Gear]:
    """The melee weapons in the hand slots, top slot (hand-1) first."""
    weapons = []
    for slot in HAND_SLOTS:
        piece = state.equipped.get(slot)
        gear = gear_of(content, piece.gear_id) if piece else None
        if gear is not None and gear.weapon and not gear.ranged:
            weapons.append(gear)
    return weapons


def melee_rolls(state: GravedustState, content: Ruleset, ma: int) -> SheetValue:
    """Attack rolls per melee attack: 1, or 2 when dual wielding, with the penalty in words."""
    weapons = melee_weapons(state, content)
    if len(weapons) < DUAL_WIELD_ROLLS:
        term = Term("one melee weapon or none", 1, DUAL_WIELD_SRC)
        return SheetValue("melee-rolls", "Melee attack rolls", 1, (term,), DUAL_WIELD_SRC)
    names = " and ".join(w.name for w in weapons)
    each = ma + DUAL_WIELD_PENALTY
    roll = f"1d10 {'−' if each < 0 else '+'} {abs(each)}"
    term = Term(f"dual wielding {names}", DUAL_WIELD_ROLLS, DUAL_WIELD_SRC)
    note = (
        f"Dual wielding {names}: each Attack Action or melee-attack skill rolls "
        f"{DUAL_WIELD_ROLLS} attacks, both at −{-DUAL_WIELD_PENALTY} "
        f"(1d10 + MA {ma} − {-DUAL_WIELD_PENALTY} = {roll}). "
        f"A skill affects only the first roll, made with the {weapons[0].name} in the top hand slot."
    )
    return SheetValue(
        "melee-rolls", "Melee attack rolls", DUAL_WIELD_ROLLS, (term,), DUAL_WIELD_SRC, note=note
    )


def dual_wield_penalty(rolls: SheetValue) -> SheetValue:
    """The penalty on each melee attack roll: −5 when dual wielding, otherwise 0."""
    dual = rolls.value == DUAL_WIELD_ROLLS
    terms = (Term("dual wielding", DUAL_WIELD_PENALTY, DUAL_WIELD_SRC),) if dual else ()
    amount = DUAL_WIELD_PENALTY if dual else 0
    return SheetValue("dual-wield-penalty", "Dual wielding penalty", amount, terms, DUAL_WIELD_SRC)
