# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Damage per weapon, unarmed and improvised attacks, ranges, group numbers and action numbers.

The test Human has Power 4, Focus 3, Agility 5, Toughness 4 (builders.VALID_MAIN)."""

from __future__ import annotations

from typing import Any

from rules.engine.build import Build
from rules.lyrian.state import LyrianState
from tests.rules.lyrian.builders import build, created, errors, ev, values


def _weapons(result: Build[LyrianState]) -> dict[str, dict[str, Any]]:
    equipment = result.sheet.sections["equipment"]
    assert isinstance(equipment, dict)
    return {w["name"]: w for w in equipment["weapons"]}


def _armed(*events: Any) -> Build[LyrianState]:
    return build(
        *created(),
        ev("gain-proficiency", proficiency="axes"),
        ev("gain-proficiency", proficiency="bow"),
        ev("gain-proficiency", proficiency="polearms"),
        ev("gain-proficiency", proficiency="katana"),
        ev("buy-weapon", name="Handaxe", group="axes", hands="one-handed"),
        ev("buy-weapon", name="Greataxe", group="axes", hands="two-handed"),
        ev("buy-weapon", name="Longbow", group="bow"),
        ev("buy-weapon", name="Spear", group="polearms", hands="one-handed"),
        ev("buy-weapon", name="Katana", group="katana", hands="one-handed"),
        *events,
    )


def test_light_heavy_precise_damage_per_weapon() -> None:
    result = _armed()
    assert result.valid, errors(result)
    line = _weapons(result)["Handaxe"]
    # lyrian-chronicles.txt, Combat — Resolving the attack, l. 687: Light 2d4 + Power = 2d4+4
    assert line["light_damage"] == "2d4+4"
    assert result.sheet["weapon:handaxe:light-damage"].value == 4
    assert result.sheet["weapon:handaxe:light-damage"].note == "2d4+4"
    # l. 688, 892: Heavy 4d6 + (Power × 2) = 4d6+8 with a one-handed weapon
    assert line["heavy_damage"] == "4d6+8"
    # l. 906: Precise Attack deals 2d4 + Power = 2d4+4
    assert line["precise_damage"] == "2d4+4"


def test_heavy_with_a_two_handed_melee_weapon_is_5d6() -> None:
    result = _armed()
    # l. 689, 1337: a melee Heavy attack with a Two-Handed melee weapon: 5d6 + 2 × Power = 5d6+8
    assert _weapons(result)["Greataxe"]["heavy_damage"] == "5d6+8"
    assert result.sheet["weapon:greataxe:heavy-damage"].note == "5d6+8"
    # l. 689: a Two-Handed ranged weapon (Bow) keeps 4d6 + 2 × Power = 4d6+8
    assert _weapons(result)["Longbow"]["heavy_damage"] == "4d6+8"


def test_pinpoint_ignores_guard_equal_to_focus() -> None:
    # l. 906: Pinpoint — ignore points of the target's guard equal to your Focus (3)
    assert values(_armed(), "pinpoint") == (3,)


def test_not_proficient_is_improvised() -> None:
    result = build(*created(), ev("buy-weapon", name="Blade", group="light-swords"))
    line = _weapons(result)["Blade"]
    # l. 1313: not proficient → improvised; l. 1351: Light 2d4 (no Power), Heavy 2d6 + Power = 2d6+4
    assert (line["light_damage"], line["heavy_damage"]) == ("2d4", "2d6+4")
    assert line["proficient"] is False


def test_unarmed_and_improvised_damage() -> None:
    result = build(*created())
    # l. 1343: unarmed attacks only deal 1 point of damage (not proficient)
    assert values(result, "unarmed:light-damage", "unarmed:heavy-damage") == (1, 1)
    # l. 1351: improvised Light 2d4 (no power bonus), Heavy 2d6 + Power = 2d6+4
    assert result.sheet["improvised:light-damage"].note == "2d4"
    assert result.sheet["improvised:heavy-damage"].note == "2d6+4"
    proficient = build(*created(), ev("gain-proficiency", proficiency="unarmed"))
    # l. 1343: proficient in unarmed attacks → damage as a normal One-Handed weapon: 4d6+8 heavy
    assert proficient.sheet["unarmed:heavy-damage"].note == "4d6+8"


def test_weapon_ranges() -> None:
    result = _armed()
    # l. 1380: Bow has 240 ft effective range
    assert values(result, "weapon:longbow:range") == (240,)
    # l. 721: melee weapon range 5 ft; l. 1366: Polearm +5 ft → 10 ft
    assert values(result, "weapon:handaxe:range", "weapon:spear:range") == (5, 10)
    ranged = build(
        *created(),
        ev("buy-weapon", name="Hand Crossbow", group="crossbow", hands="one-handed"),
        ev("buy-weapon", name="Heavy Crossbow", group="crossbow", hands="two-handed"),
        ev("buy-weapon", name="Boomstick", group="shotgun", hands="two-handed"),
    )
    # l. 1357: 60 ft One-Handed, 120 ft Two-Handed; l. 1390: Shotgun 30 ft Two-Handed
    keys = ("weapon:hand-crossbow:range", "weapon:heavy-crossbow:range", "weapon:boomstick:range")
    assert values(ranged, *keys) == (60, 120, 30)


def test_group_property_numbers() -> None:
    result = _armed()
    # l. 1370: Axes still deal 4 (Light) or 8 (Heavy/Precise) damage on a miss
    keys = ("weapon:handaxe:miss-damage-light", "weapon:handaxe:miss-damage-heavy")
    assert values(result, *keys) == (4, 8)
    # l. 1372: Katana scores a critical hit on a 19 or 20
    assert values(result, "weapon:katana:critical-on") == (19,)
    crossbow = build(
        *created(),
        ev("gain-proficiency", proficiency="crossbow"),
        ev("buy-weapon", name="Arbalest", group="crossbow", hands="two-handed"),
    )
    # l. 1381: Crossbow treats guard as 2 lower when Two-Handed
    assert values(crossbow, "weapon:arbalest:armor-pierce") == (2,)


def test_hide_search_and_rest() -> None:
    plain = build(*created())
    # l. 894: Hide 3 AP; l. 912: Search within 30 ft (Perception +2 is under +5)
    assert values(plain, "hide-ap", "search-range") == (3, 30)
    # l. 1674-1676: rest HP 1×, 2×, 3× Toughness 4 = 4, 8, 12
    assert values(plain, "rest-hp:floor", "rest-hp:camp", "rest-hp:luxury") == (4, 8, 12)
    trained = build(
        *created(),
        ev("buy-skill", skill="stealth", points=6),
        ev("buy-skill", skill="perception", points=3),
    )
    # l. 894: Stealth +10 (Cunning 4 + 6) → Hide costs 1 AP less = 2
    # l. 912: Perception +5 (Awareness 2 + 3) → +10 ft = 40 ft
    assert values(trained, "hide-ap", "search-range") == (2, 40)


def test_expertise_total_and_research() -> None:
    result = build(*created(), ev("buy-expertise", skill="survival", expertise="Forests", points=2))
    # l. 139-143: d20 + Awareness 2 + Survival 0 + the highest expertise (2 points × 2 = 4) = +6
    assert values(result, "skill:survival:forests") == (6,)
    # l. 1097: Research treats the roll as a 20: 20 + 6 = 26
    assert values(result, "research:survival:forests") == (26,)
