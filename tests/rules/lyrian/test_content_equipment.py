# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Shipped Lyrian weapon groups, armor, shields and burden values against lyrian-chronicles.txt."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.lyrian.content import Hands, Protection, WeaponCategory, WeaponGroup
from tests.rules.lyrian.content_system import entries


def _groups() -> dict[str, WeaponGroup]:
    return entries("weapon-group")


def test_weapon_group_counts() -> None:
    counts = Counter(g.category.value for g in _groups().values())
    # lyrian-chronicles.txt, Items & Equipment — Weapon Groups: Melee Weapons (l. 1365-1374): 10;
    # Ranged Weapons (l. 1378-1383): 6; Specialized Weapons (l. 1389-1395): 7; Channeling Weapons
    # (l. 1403-1404): 2; Artisan Weapons (l. 1410-1415): 6; Unarmed attacks (l. 1339-1345): 1.
    assert counts == {
        "melee": 10,
        "ranged": 6,
        "specialized": 7,
        "channeling": 2,
        "artisan": 6,
        "unarmed": 1,
    }


@pytest.mark.parametrize(
    ("group_id", "hands", "attack", "prop"),
    [
        ("small-weapons", Hands.ONE, "melee", "Hidden Weapon"),  # l. 1365
        ("polearms", Hands.EITHER, "melee", "Polearm"),  # l. 1366
        ("longsword", Hands.VERSATILE, "melee", "Versatile"),  # l. 1368: "(Special): Versatile"
        ("heavy-blades", Hands.TWO, "melee", "Overpower"),  # l. 1373
        ("bow", Hands.TWO, "ranged", "High Ground"),  # l. 1380
        ("crossbow", Hands.EITHER, "ranged", "Armor Pierce"),  # l. 1381
        ("musket", Hands.TWO, "ranged", "Armor Pierce"),  # l. 1382
        ("pistol", Hands.ONE, "ranged", "Two-Handed Grip"),  # l. 1389: "(One-Handed ranged)"
        ("lance", Hands.ONE, "melee", "Charger Weapon"),  # l. 1393
        ("wand", Hands.EITHER, "ranged", "Magic Blast"),  # l. 1403
        ("magic-staff", Hands.EITHER, "melee", ""),  # l. 1404: no property name printed
        ("scythe", Hands.TWO, "melee", "Sweeping Arc"),  # l. 1410
        ("saboteur-thread-daggers", None, "melee", "Wired Weapon"),  # l. 1392: "(Light melee)"
    ],
)
def test_weapon_group_spot_checks(
    group_id: str, hands: Hands | None, attack: str, prop: str
) -> None:
    group = _groups()[group_id]
    assert (group.hands, group.attack, group.property) == (hands, attack, prop)


def test_weapon_group_values() -> None:
    groups = _groups()
    # l. 1372: Katana — "Keen: You score a critical hit on a 19 or 20."
    assert groups["katana"].effect == "You score a critical hit on a 19 or 20."
    # l. 1370: Axes deal 4 (Light) or 8 (Heavy/Precise) damage on a miss.
    assert "4 (Light Attack) or 8 (Heavy/Precise Attack)" in groups["axes"].effect
    # Effective ranges: Bow 240 ft (l. 1380), Set of Missiles 30 ft (l. 1379), Shotgun 15/30 ft
    # (l. 1390), Sniper Rifle 720 ft (l. 1391); others follow Ranged Weapons, 60/120 ft (l. 1357).
    ranges = {
        g.id: (g.range_one_handed, g.range_two_handed)
        for g in groups.values()
        if g.range_one_handed is not None or g.range_two_handed is not None
    }
    assert ranges == {
        "bow": (None, 240),
        "set-of-missiles": (30, None),
        "shotgun": (15, 30),
        "sniper-rifle": (None, 720),
    }
    # l. 1393: Lance "Counts as a polearm weapon"; l. 1412-1415: artisan weapons treated as others.
    treated = {g.id: g.treated_as for g in groups.values() if g.treated_as}
    assert treated == {
        "lance": "polearms",
        "pickaxe": "axes",
        "hori": "small-weapons",
        "sickle": "axes",
        "smiths-hammer": "bludgeoning-weapons",
    }
    # l. 1395: Gauntlets — proficient exactly when proficient in unarmed attacks.
    assert groups["gauntlets"].proficiency_from == "unarmed"
    assert groups["small-weapons"].examples == ["Dagger", "Kukri"]  # l. 1365


def test_armor_types() -> None:
    armor: dict[str, Protection] = entries("armor")
    # lyrian-chronicles.txt, Items & Equipment — Armor (l. 1423-1427): guard, initiative penalty,
    # Evasion/Dodge penalty, block value; Burden values (l. 1522-1524).
    table = {
        a.id: (a.guard, a.initiative_penalty, a.evasion_penalty, a.block_guard, a.burden)
        for a in armor.values()
    }
    assert table == {
        "light-armor": (1, 1, 2, 4, 1),
        "medium-armor": (2, 2, 4, 8, 2),
        "heavy-armor": (3, 3, 6, 12, 3),
    }


def test_shields() -> None:
    shields: dict[str, Protection] = entries("shield")
    # l. 1429: "Shields: Increase your Guard by 4 when using the Block action."
    shield = shields["shield"]
    assert (shield.guard, shield.block_guard, shield.initiative_penalty, shield.burden) == (
        0,
        4,
        0,
        1,
    )
    # l. 1431: Greatshields — Guard +1, Initiative −1, Evasion and Dodge −2, Block 8; burden 2 (l. 1526).
    great = shields["greatshield"]
    assert (great.guard, great.initiative_penalty, great.evasion_penalty) == (1, 1, 2)
    assert (great.block_guard, great.burden, great.specialty) == (8, 2, True)
    assert len(shields) == 2


def test_burden_values() -> None:
    burden = {b.id: b.value for b in entries("burden").values()}
    # lyrian-chronicles.txt, Burden — Burden values (l. 1519-1528): 10 lines.
    assert burden == {
        "one-handed-weapon": 1,
        "longsword": 1,
        "two-handed-weapon": 2,
        "light-armor": 1,
        "medium-armor": 2,
        "heavy-armor": 3,
        "shield": 1,
        "greatshield": 2,
        "potion-elixir-flask": 1,
        "tools": 1,
    }


def test_armor_and_shield_burden_match_the_burden_list() -> None:
    burden = {b.id: b.value for b in entries("burden").values()}
    for item in [*entries("armor").values(), *entries("shield").values()]:
        assert item.burden == burden[item.id], item.id


def test_weapon_categories_cover_the_enum() -> None:
    assert {g.category for g in _groups().values()} == set(WeaponCategory)
