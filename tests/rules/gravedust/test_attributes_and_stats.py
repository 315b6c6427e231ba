# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Attributes and combat stats, each case with the rulebook section it checks."""

from __future__ import annotations

import pytest

from rules.engine.event import Event
from tests.rules.gravedust.builders import build, ev


def assert_values(events: list[Event], expected: dict[str, int]) -> None:
    """The one domain assertion: replay the events, every key has the expected value, no errors."""
    result = build(*events)
    assert not result.errors, [i.describe() for i in result.errors]
    actual = {key: result.sheet.value(key) for key in expected}
    assert actual == expected


XP_TO_LEVEL_5 = [ev("award-xp", amount=100)]  # 10 + 20 + 30 + 40 = 100 → level 5 with 0 XP


@pytest.mark.parametrize(
    ("events", "expected"),
    [
        # gravedust.txt, Attributes: "Attributes all begin at 1"
        ([], {"str": 1, "dex": 1, "agi": 1, "end": 1, "mag": 1, "int": 1}),
        # gravedust.txt, Attributes: "may be adjusted depending on what race you choose" (fixture Dwarf END+2 AGI−1)
        ([ev("choose-race", race="dwarf")], {"end": 3, "agi": 0, "str": 1}),
        # gravedust.txt, XP Gain: "When your character reaches a new level, you may choose one Attribute"
        (
            [ev("award-xp", amount=10), ev("raise-attribute", attribute="mag")],
            {"mag": 2, "level": 2},
        ),
        # gravedust.txt, XP Gain: Leveling Attribute Bonus "every 5 levels" — none yet at level 4
        ([ev("choose-race", race="dwarf"), ev("award-xp", amount=60)], {"level": 4, "str": 1}),
        # ... one bonus point at level 5
        ([ev("choose-race", race="dwarf"), *XP_TO_LEVEL_5], {"level": 5, "str": 2}),
        # ... two at level 10 (10+20+…+90 = 450 XP)
        ([ev("choose-race", race="dwarf"), ev("award-xp", amount=450)], {"level": 10, "str": 3}),
        # no race, no Leveling Attribute Bonus
        (XP_TO_LEVEL_5, {"level": 5, "str": 1}),
    ],
)
def test_attributes(events: list[Event], expected: dict[str, int]) -> None:
    assert_values(events, expected)


SWORD = ev("gain-gear", gear="iron-sword", instance="sword", slot="hand-1")  # [MA +2] (VIS 1)
MAIL = ev(
    "gain-gear", gear="chainmail", instance="mail", slot="body"
)  # [ARM 2, HP 5] (MOVE 1, VIS 2)


@pytest.mark.parametrize(
    ("events", "expected"),
    [
        # gravedust.txt, Hit Points: "HP base of 5, and each Point of END increases maximum HP by 5 … start with 10 HP"
        ([], {"hp": 10}),
        # Dwarf END 3: 5 + 15 = 20
        ([ev("choose-race", race="dwarf")], {"hp": 20}),
        # gravedust.txt, Hit Points: "Bonus HP can be found on Armor": 10 + Chainmail 5
        ([MAIL], {"hp": 15}),
        # gravedust.txt, Magic Points: "Each point of MAG … increases the character's maximum MP by 1"
        ([], {"mp": 1}),
        # gravedust.txt, Melee/Ranged Attack: "Each point of DEX increases MA by 1" (and RA)
        ([ev("award-xp", amount=10), ev("raise-attribute", attribute="dex")], {"ma": 2, "ra": 2}),
        # MA bonuses on melee weapons: DEX 1 + Iron Sword 2
        ([SWORD], {"ma": 3, "ra": 1}),
        # gravedust.txt, Defense: "Each point of AGI increases DEF by 1"; Dwarf AGI 0
        ([ev("choose-race", race="dwarf")], {"def": 0}),
        # gravedust.txt, Armor: "Armor is increased only by equipped gear"
        ([], {"arm": 0}),
        ([MAIL], {"arm": 2}),
        # gravedust.txt, Movement: "Base Movement is 10, reduced by the movement penalties of Gear"
        ([], {"move": 10}),
        ([MAIL], {"move": 9}),
        # gravedust.txt, Visibility: "Base Visibility is 10, and is increased by most weapons and armor"
        ([], {"vis": 10}),
        ([SWORD, MAIL], {"vis": 13}),
        # gravedust.txt, Focus: "base value of 1, and can only be increased by gear" (Oak Focus +1, needs level 2)
        (
            [
                ev("award-xp", amount=10),
                ev("gain-gear", gear="oak-focus", instance="f", slot="hand-2"),
            ],
            {"focus": 2, "mp": 3},
        ),
        # gravedust.txt, Recover: "regain an amount of HP equal to their END Attribute"
        ([ev("choose-race", race="dwarf")], {"recover": 3}),
        # gravedust.txt, Sneak: "reduces the Character's Visibility and Movement by half"; 13 // 2 = 6, 9 // 2 = 4
        ([SWORD, MAIL], {"sneak-vis": 6, "sneak-move": 4}),
        ([], {"sneak-vis": 5, "sneak-move": 5}),
        # gravedust.txt, Combat Stats: "can be temporarily altered by buffs, debuffs"
        (
            [ev("add-buff", name="Slow", duration=2, modifiers={"move": -3}, debuff=True)],
            {"move": 7},
        ),
    ],
)
def test_combat_stats(events: list[Event], expected: dict[str, int]) -> None:
    assert_values(events, expected)


def test_breakdown_explains_hp() -> None:
    # gravedust.txt, Hit Points: 5 + 5·END + gear
    result = build(ev("choose-race", race="dwarf"), MAIL)
    hp = result.sheet["hp"]
    assert [(t.label, t.amount) for t in hp.terms] == [
        ("base", 5),
        ("END 3 × 5", 15),
        ("Chainmail", 5),
    ]
    assert hp.source is not None
    assert hp.source.book == "gravedust.txt"


def test_visibility_drawback_raises_vis_and_movement_drawback_lowers_move() -> None:
    # gravedust.txt, GEAR: "negative qualities like movement penalties or visibility increases … (in parenthesis)"
    result = build(MAIL)
    assert [(t.label, t.amount) for t in result.sheet["vis"].terms][-1] == (
        "Chainmail: visibility increase",
        2,
    )
    assert [(t.label, t.amount) for t in result.sheet["move"].terms][-1] == (
        "Chainmail: movement penalty",
        -1,
    )
