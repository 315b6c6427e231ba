# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Weapon damage, range, resistances and the ranged crit cap, each against gravedust.txt."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from rules.gravedust.content import Gear
from rules.gravedust.damage import read_damage
from tests.rules.gravedust.builders import SRC, build, define, ev

MACE = define(
    "gear",
    id="spiked-mace",
    name="Spiked Mace",
    slot="hand",
    type="Mace",
    weapon=True,
    damage="1d6+[STR]",
)
BOW = define(
    "gear",
    id="long-bow",
    name="Long Bow",
    slot="hand",
    type="Bow",
    weapon=True,
    ranged=True,
    damage="1d8",
    range=8,
)
CLOAK = define(
    "gear",
    id="ember-cloak",
    name="Ember Cloak",
    slot="body",
    type="Cloak",
    resistances={"fire": 2},
)
RING = define(
    "gear",
    id="warding-ring",
    name="Warding Ring",
    slot="artifact",
    type="Ring",
    resistances={"all": 1},
)
DWARF = ev("choose-race", race="dwarf")  # fixture Dwarf: END +2, AGI -1, so STR 1


def _gear(**fields: object) -> Gear:
    return Gear.model_validate({"id": "g", "name": "G", "source": SRC, "slot": "hand", **fields})


def test_damage_notation_adds_half_int_floored() -> None:
    # gravedust.txt, Damage Notation (l. 389-391): "2d6+[INT/2]" — 2 six-sided dice, then "add
    # 1/2 the character's Intelligence Attribute (floored)"; l. 392: "Fire" is the category
    damage = read_damage("2d6+[INT/2] Fire damage")
    assert damage.kind == "fire"
    assert damage.roll({"int": 5}) == "2d6+2"  # 5 / 2 = 2.5, floored to 2 (l. 354-355)
    assert damage.roll({"int": 1}) == "2d6"  # 1 / 2 floors to 0


def test_damage_without_a_kind_is_physical() -> None:
    # gravedust.txt, Physical Damage (l. 399): "If a damage type is not specified … Physical"
    assert read_damage("1d6+2").kind == "physical"


def test_a_melee_crit_doubles_the_damage_dice() -> None:
    # gravedust.txt, Melee Crits (l. 572-573): "if the weapon's damage die is a 1d6, roll 2d6. If
    # it is 2D6, roll 4d6."
    assert read_damage("1d6").roll({}, crit=True) == "2d6"
    assert read_damage("2D6+[STR]").roll({"str": 3}, crit=True) == "4d6+3"


@pytest.mark.parametrize("text", ["sword", "1d6+", "1d6+[LUCK]", "1d6 Cold", "d6"])
def test_gear_damage_must_be_damage_notation(text: str) -> None:
    # gravedust.txt, Damage Notation (l. 389) and the categories it names (l. 392-409)
    with pytest.raises(ValidationError):
        _gear(weapon=True, damage=text)


def test_range_is_whole_squares_and_resistances_only_named_kinds() -> None:
    # gravedust.txt, Range (l. 423): measured in squares; Resistance (l. 402-403): like-kinded
    # resistances and Resist All — Physical damage is lowered by ARM instead (l. 398)
    with pytest.raises(ValidationError):
        _gear(range=-1)
    with pytest.raises(ValidationError):
        _gear(resistances={"physical": 1})
    assert _gear(range=0, resistances={"poison": 3}).resistance("poison") == 3


def test_the_gear_box_shows_damage_with_str_and_its_crit() -> None:
    # gravedust.txt, Strength (l. 159): STR adds melee damage "based on the kind of weapon", here
    # the mace's "[STR]"; fixture Dwarf has STR 1, so 1d6+1 and on a crit 2d6+1 (l. 572)
    result = build(MACE, DWARF, ev("gain-gear", gear="spiked-mace", instance="mace", slot="hand-1"))
    assert not result.errors, [i.describe() for i in result.errors]
    piece = result.sheet.sections["gear"][0]["piece"]
    assert piece["damage"] == {
        "text": "1d6+[STR]",
        "kind": "physical",
        "roll": "1d6+1",
        "crit": "2d6+1",
    }
    assert [d["text"] for d in piece["details"]] == [
        "Damage 1d6+[STR]",
        "Rolls 1d6+1, crit 2d6+1",
    ]


def test_a_ranged_weapon_shows_damage_and_range_in_squares() -> None:
    # gravedust.txt, Range (l. 422-423): ranged attacks have a Range stat, in squares; a ranged
    # crit adds bonus damage instead of doubling dice (l. 611), so no crit roll is shown
    result = build(BOW, ev("gain-gear", gear="long-bow", instance="bow", slot="hand-1"))
    piece = result.sheet.sections["gear"][0]["piece"]
    assert (piece["range"], piece["damage"]["crit"]) == (8, None)
    assert [d["text"] for d in piece["details"]] == ["Damage 1d8", "Range 8"]


def test_resist_all_counts_against_every_non_physical_kind() -> None:
    # gravedust.txt, Damage Resistance (l. 402-403): like-kinded resistances lower non-physical
    # damage; "'Resist All' counts against all forms of damage except Physical"
    result = build(
        CLOAK,
        RING,
        ev("gain-gear", gear="ember-cloak", instance="cloak", slot="body"),
        ev("gain-gear", gear="warding-ring", instance="ring", slot="artifact"),
    )
    sheet = result.sheet
    assert sheet.value("resist-all") == 1
    assert sheet.value("resist-fire") == 3  # Ember Cloak 2 + Warding Ring's Resist All 1
    assert sheet.value("resist-poison") == 1
    assert sheet["resist-fire"].breakdown() == (
        "Fire Resistance 3 = 2 (Ember Cloak) + 1 (Warding Ring: Resist All)"
    )
    assert sheet["resist-fire"].source is not None
    assert sheet["resist-fire"].source.line() == "401-403"
    assert sheet.sections["gear"][2]["piece"]["details"] == [
        {"kind": "resistance", "text": "[Fire Resistance +2]"}
    ]


def test_no_resistance_keeps_the_keys_at_zero() -> None:
    # gravedust.txt, Damage Resistance (l. 403): resistances come from items or magic; none here
    sheet = build().sheet
    assert [
        sheet.value(k) for k in ("resist-all", "resist-fire", "resist-poison", "resist-acid")
    ] == [
        0,
        0,
        0,
        0,
    ]


def test_ranged_crit_bonus_is_capped_at_the_level() -> None:
    # gravedust.txt, Ranged Crits (l. 613): "This bonus damage cannot exceed the character's
    # Level. (I.e. if the character's Level is 4, the maximum bonus is 4 damage)"
    result = build(ev("award-xp", amount=10), ev("award-xp", amount=20), ev("award-xp", amount=30))
    cap = result.sheet["ranged-crit-cap"]
    assert result.sheet.value("level") == 4  # 10 XP reaches 2, 20 reaches 3, 30 reaches 4 (l. 236)
    assert cap.value == 4
    assert cap.breakdown() == "Ranged crit bonus, at most 4 = 4 (LV)"
    assert cap.source is not None
    assert (cap.source.cite(), cap.source.line()) == (
        "Gravedust rulebook, Ranged Attacks: Ranged Crits",
        "610-613",
    )
