# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Dual wielding attacks, checked against gravedust.txt, Melee Attacks: Dual Wielding Attacks."""

from __future__ import annotations

from rules.engine.event import Event
from tests.rules.gravedust.builders import build, define, ev

AXE = define("gear", id="hand-axe", name="Hand Axe", slot="hand", type="Axe", weapon=True)
BOW = define(
    "gear", id="short-bow", name="Short Bow", slot="hand", type="Bow", weapon=True, ranged=True
)
SWORD_IN_TOP_HAND = ev("gain-gear", gear="iron-sword", instance="sword", slot="hand-1")


def _with(*events: Event) -> dict[str, object]:
    result = build(AXE, BOW, SWORD_IN_TOP_HAND, *events)
    assert not result.errors, [i.describe() for i in result.errors]
    rolls = result.sheet["melee-rolls"]
    return {
        "rolls": rolls.value,
        "penalty": result.sheet.value("dual-wield-penalty"),
        "note": rolls.note,
    }


def test_two_melee_weapons_roll_two_attacks_each_at_minus_5() -> None:
    # gravedust.txt, Dual Wielding Attacks (l. 576-577): "more than one Melee Weapon equipped …
    # roll 2 attacks … both with a -5 penalty to the attack roll"
    sheet = _with(ev("gain-gear", gear="hand-axe", instance="axe", slot="hand-2"))
    assert (sheet["rolls"], sheet["penalty"]) == (2, -5)
    # Iron Sword MA +2, DEX 1: MA 3, so each roll is 1d10 + 3 − 5
    assert "2 attacks, both at −5 (1d10 + MA 3 − 5 = 1d10 − 2)" in str(sheet["note"])
    # gravedust.txt, Dual Wielding Attacks (l. 581-583): a skill affects only the first roll,
    # made with the weapon in the top slot
    assert "only the first roll, made with the Iron Sword in the top hand slot" in str(
        sheet["note"]
    )


def test_one_melee_weapon_rolls_once_without_penalty() -> None:
    # gravedust.txt, Dual Wielding Attacks (l. 576): only "more than one Melee Weapon" dual wields
    sheet = _with()
    assert (sheet["rolls"], sheet["penalty"], sheet["note"]) == (1, 0, "")


def test_a_ranged_weapon_in_the_other_hand_is_not_dual_wielding() -> None:
    # gravedust.txt, Dual Wielding Attacks (l. 576): the rule counts Melee Weapons only
    sheet = _with(ev("gain-gear", gear="short-bow", instance="bow", slot="hand-2"))
    assert (sheet["rolls"], sheet["penalty"]) == (1, 0)


def test_the_keys_stay_when_dual_wielding_ends() -> None:
    # gravedust.txt, Dual Wielding Attacks (l. 576-577): the penalty goes with the second weapon
    result = build(
        AXE,
        SWORD_IN_TOP_HAND,
        ev("gain-gear", gear="hand-axe", instance="axe", slot="hand-2"),
        ev("unequip", instance="axe"),
    )
    assert result.sheet.value("melee-rolls") == 1
    assert result.sheet.value("dual-wield-penalty") == 0
