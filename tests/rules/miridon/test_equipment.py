# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wielding weapons and wearing armor; weapon lines; balanced pairs (Chapters 5, 6, 8)."""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine.build import Build
from rules.engine.event import Event
from rules.miridon.state import MiridonState
from tests.rules.miridon.builders import build, character, errors, ev


def talent(talent_id: str, rank: int) -> list[Event]:
    """Raise a talent to a rank."""
    return [ev("buy-talent-rank", talent=talent_id)] * rank


def flairs(*flair_ids: str) -> list[Event]:
    """Buy flairs in order."""
    return [ev("buy-flair", flair=f) for f in flair_ids]


def wield(*weapons: str) -> list[Event]:
    """Take up weapons in order."""
    return [ev("wield", weapon=w) for w in weapons]


def line(result: Build[MiridonState], slot: int) -> dict[str, Any]:
    """The sheet's line for the weapon in a slot (1 or 2)."""
    lines: list[dict[str, Any]] = result.sheet.sections["weapons"]  # type: ignore[assignment]
    return lines[slot - 1]


def assert_line(result: Build[MiridonState], slot: int, to_hit: int, damage: str) -> None:
    """One weapon line's To Hit Bonus and Damage Dealt, also as the `weapon:N:to-hit` value."""
    assert result.valid, errors(result)
    assert (line(result, slot)["to_hit"], line(result, slot)["damage"]) == (to_hit, damage)
    assert result.sheet.value(f"weapon:{slot}:to-hit") == to_hit


@pytest.mark.parametrize(
    ("weapons", "slot", "to_hit", "damage"),
    [
        # Table 6.1.1: Longsword 1d6+1, +1; Melee Boost: +1 to hit and +1d6 per rank
        (("longsword", "small-shield"), 1, 3, "3d6+1"),
        # Table 6.2.1: Small Shield damage 0, +2
        (("longsword", "small-shield"), 2, 4, "2d6"),
        # Table 6.1.1: Greatsword 3d6, +3
        (("greatsword",), 1, 5, "5d6"),
        # Table 6.2.1: Large Shield 1d6-1, +4
        (("claymore-sword", "large-shield"), 2, 6, "3d6-1"),
    ],
)
def test_duelist_melee_boost_2(
    weapons: tuple[str, ...], slot: int, to_hit: int, damage: str
) -> None:
    # miridon.txt, Chapter 4 Melee Boost; Chapter 6 Battle Terms: To Hit Bonus, Damage Dealt Bonus
    result = build(*character("duelist", points=15), *talent("melee-boost", 2), *wield(*weapons))
    assert_line(result, slot, to_hit, damage)


@pytest.mark.parametrize(
    ("weapon", "rank", "to_hit", "damage", "aimed"),
    [
        (
            "revolver",
            2,
            4,
            "2d6+3",
            "+7",
        ),  # Table 6.7.1: Revolver 2d6-1, -0; Gun Boost +2/+2 per rank
        ("hand-cannon", 1, 0, "4d6+2", "+3"),  # Table 6.7.1: Hand Cannon 4d6, -2
        ("shock-gun", 1, 2, "1d6+2", "+5"),  # Table 6.10.1: Shock Gun 1d6, -0
        ("hunting-rifle", 0, 0, "1d6+1", "+3"),  # Aimed Attack: "+3"
    ],
)
def test_gunner_gun_boost(weapon: str, rank: int, to_hit: int, damage: str, aimed: str) -> None:
    # miridon.txt, Chapter 4 Gun Boost: "+2 per [Rank]" to hit and to damage; Aimed Attack +3
    result = build(
        *character("ghost-hunter", points=15), *talent("gun-boost", rank), *wield(weapon)
    )
    assert_line(result, 1, to_hit, damage)
    assert line(result, 1)["columns"]["Aimed Attack To Hit Bonus"] == aimed


def test_gun_columns_and_range() -> None:
    # miridon.txt, Table 6.8.1 Hunting Rifle: 50/100/150 ft, Steady Shot +2; Sniper Rifles: -0/-2/-4
    result = build(*character("ghost-hunter"), *wield("hunting-rifle", "revolver"))
    assert line(result, 1)["range"] == "50 ft (+0) / 100 ft (-2) / 150 ft (-4)"
    assert line(result, 1)["columns"]["To Hit Bonus with Steady Shot"] == "+2"
    assert line(result, 2)["range"] == "60 ft"  # Table 6.7.1 Revolver


@pytest.mark.parametrize(
    ("flair", "weapon", "bonus"),
    [
        # Agile Strike: +1 for every 2 the Maximum Weight Penalty (here 5) exceeds the weight
        (True, "longsword", 1),  # weight 2: (5 - 2) // 2
        (True, "hand-drill", 1),  # weight 2
        (True, "claw", 2),  # weight 1: (5 - 1) // 2
        (True, "claymore-sword", 0),  # weight 4: exceeds by 1 → +0
        (
            True,
            "greatsword",
            0,
        ),  # weight 7: condition [Weapon Weight] < [Maximum Weight Penalty] fails
        (False, "claw", 0),  # Normal: the To Hit Bonus is unmodified
    ],
)
def test_agile_strike_condition(flair: bool, weapon: str, bonus: int) -> None:
    # miridon.txt, Chapter 5 Agile Strike; Inhuman Strength raises the Maximum Weight Penalty
    # (Grand Devourer, 30 + 20 points: Inhuman Strength 5 → Maximum Weight Penalty 5, house rule)
    events = [*character("grand-devourer", strength=30, speed=20)]
    events += [*flairs("agile-strike")] if flair else []
    result = build(*events, *wield(weapon))
    base = build(*character("grand-devourer", strength=30, speed=20), *wield(weapon))
    assert result.sheet.value("weapon:1:to-hit") - base.sheet.value("weapon:1:to-hit") == bonus


BALANCE = [
    # (weapons, flairs, balanced) — Chapter 8 weapon texts and Chapter 5 Ambidexterity flairs
    (("longsword", "small-shield"), (), True),  # "Swords are [balanced] with shields." (l. 3400)
    (
        ("revolver", "palm-pistol"),
        (),
        True,
    ),  # "Pistols are [balanced] with other pistols." (l. 3515)
    (("revolver", "revolver"), (), True),
    (("longsword", "longsword"), (), False),
    (("small-shield", "large-shield"), (), False),
    (("stun-pistol", "revolver"), (), False),
    (("stun-pistol", "revolver"), ("ambidexterity",), True),  # Tesla and Pistol listed
    (("longsword", "gauntlet"), ("ambidexterity",), True),
    (("longsword", "longsword"), ("ambidexterity",), True),  # "with each other and themselves"
    (("longsword", "war-hammer"), ("ambidexterity",), False),
    (("longsword", "war-hammer"), ("ambidexterity", "advanced-ambidexterity"), True),
    (("shotgun", "revolver"), ("ambidexterity", "advanced-ambidexterity"), True),
    (("war-hammer", "arm-drill"), ("ambidexterity", "advanced-ambidexterity"), False),
    (("shotgun", "shotgun"), ("ambidexterity", "advanced-ambidexterity"), False),
    (("short-staff", "longsword"), ("ambidexterity", "advanced-ambidexterity"), True),
    (
        ("war-hammer", "arm-drill"),
        ("ambidexterity", "advanced-ambidexterity", "greater-ambidexterity"),
        True,  # "All [Weapons] are [Balanced] with each other and themselves."
    ),
    (("short-staff", "shotgun"), ("ambidexterity", "advanced-ambidexterity"), False),
]


@pytest.mark.parametrize(("weapons", "flair_ids", "balanced"), BALANCE)
def test_balanced_pairs(
    weapons: tuple[str, str], flair_ids: tuple[str, ...], balanced: bool
) -> None:
    # miridon.txt, Chapter 5: Ambidexterity, Advanced Ambidexterity, Greater Ambidexterity
    result = build(*character("duelist", points=30), *flairs(*flair_ids), *wield(*weapons))
    assert result.valid, errors(result)
    equipment: dict[str, Any] = result.sheet.sections["equipment"]  # type: ignore[assignment]
    assert equipment["balanced"] is balanced
    warned = [i.code for i in result.warnings if i.code == "unbalanced-pair"]
    assert warned == ([] if balanced else ["unbalanced-pair"])


@pytest.mark.parametrize(
    ("weapons", "to_hits"),
    [
        # Sword Dancer: both weapons use the higher To Hit Bonus (Longsword +1, Great Shield +5)
        (("longsword", "great-shield"), (5, 5)),
        # unbalanced (two swords, no Ambidexterity): Normal — each uses its own
        (("longsword", "greatsword"), (1, 3)),
    ],
)
def test_sword_dancer(weapons: tuple[str, str], to_hits: tuple[int, int]) -> None:
    # miridon.txt, Chapter 5 Sword Dancer: two weapons, one a [Sword], and [Balanced]
    result = build(*character("duelist"), *flairs("sword-dancer"), *wield(*weapons))
    assert (result.sheet.value("weapon:1:to-hit"), result.sheet.value("weapon:2:to-hit")) == to_hits


def test_sword_dancer_needs_a_sword() -> None:
    # miridon.txt, Sword Dancer: "one or more [Weapon] is a [Sword]" — two pistols keep their own
    result = build(
        *character("duelist"), *flairs("sword-dancer"), *wield("palm-pistol", "hand-cannon")
    )
    assert (result.sheet.value("weapon:1:to-hit"), result.sheet.value("weapon:2:to-hit")) == (0, -2)


def test_three_weapons_refused() -> None:
    # Bonus Actions speak of "Wielding Two Weapons" at most (docs/rulings.md, Miridon)
    result = build(*character("duelist"), *wield("longsword", "small-shield", "revolver"))
    assert errors(result) == [
        "Cannot wield Revolver: already wielding two weapons (Longsword and Small Shield); "
        "unwield one first."
    ]
    assert [w["id"] for w in result.sheet.sections["weapons"]] == ["longsword", "small-shield"]  # type: ignore[attr-defined]


def test_unknown_weapon_refused() -> None:
    # miridon.txt, Chapter 8: weapons come from the weapon tables (or user content)
    result = build(*character("duelist"), *wield("lightsaber"))
    assert errors(result) == [
        "There is no weapon 'lightsaber' in the weapon tables or your content."
    ]


def test_unwield_frees_a_hand() -> None:
    result = build(
        *character("duelist"),
        *wield("revolver", "revolver"),
        ev("unwield", weapon="revolver"),
        ev("unwield", weapon="longsword"),
    )
    assert errors(result) == ["The character is not wielding 'longsword'."]
    assert result.state.wielded == ("revolver",)


def test_dragon_claw_allows_only_unarmed_and_doubles_melee_boost() -> None:
    # miridon.txt, Dragon Claw: "loses the ability to use any weapons other than the [Unarmed]
    # weapon"; "the effects of the [Melee Boost] talent are doubled" (Table 6.5.1 Unarmed: 1, +0)
    result = build(
        *character("grand-devourer", points=45),
        ev("assign-mutation", mutation="dragon"),
        *flairs("dragon-elemental-affinity", "dragon-claw"),
        *talent("melee-boost", 2),
        *wield("longsword", "unarmed"),
    )
    assert len(errors(result)) == 1
    assert "other than Unarmed" in errors(result)[0]
    assert line(result, 1)["to_hit"] == 4  # Melee Boost 2 × 2
    assert line(result, 1)["damage"] == "4d6+1"  # 1 + 4d6


ARMOR = {
    "id": "leather",
    "name": "Leather (GM)",
    "source": {"book": "homebrew: test"},
    "weight": 1,
    "passive_evasion": 9,
    "speed_point_reduction": 2,
}


def test_armor_is_user_content() -> None:
    # miridon.txt, Passive Evasion "is defined by a character's [Armor]"; no armor table (RULINGS.md)
    refused = build(*character("duelist"), ev("wear-armor", armor="leather"))
    assert "rulebook has no armor table" in errors(refused)[0]
    worn = build(
        ev("define", kind="armor", entry=ARMOR),
        *character("duelist", speed=10),
        ev("wear-armor", armor="leather"),
    )
    assert worn.sheet.value("passive-evasion") == 9
    assert worn.sheet.value("max-battle-speed") == 8  # 10 − Speed Point Reduction 2
    off = build(
        ev("define", kind="armor", entry=ARMOR),
        *character("duelist"),
        ev("wear-armor", armor="leather"),
        ev("remove-armor"),
        ev("remove-armor"),
    )
    assert errors(off) == ["The character is not wearing armor."]
    assert off.sheet.value("passive-evasion") == 7


def test_weapon_options_say_why() -> None:
    result = build(*character("duelist"), *wield("longsword", "small-shield"))
    options = {o.id: o for o in result.options("weapon")}
    assert not options["revolver"].available
    assert "already wielding two weapons" in options["revolver"].check.reason


def test_drill_adds_mech_training() -> None:
    # miridon.txt, Drills: Mech Training "is also added to the "Physical Damage Reduction Damage"
    # and twice to the "Mech Physical Damage Reduction Damage"" (Techie 10 + 10 → Mech Training 2;
    # Table 6.3.1 Hand Drill: 0 and 1)
    result = build(*character("techie", strength=10, speed=10), *wield("hand-drill"))
    columns = line(result, 1)["columns"]
    assert columns["Physical Damage Reduction Damage"] == "2"
    assert columns["Mech Physical Damage Reduction Damage"] == "5"


@pytest.mark.parametrize(
    ("weapons", "riposte"), [(("longsword",), "+3"), (("longsword", "small-shield"), None)]
)
def test_riposte_to_hit_column(weapons: tuple[str, ...], riposte: str | None) -> None:
    # miridon.txt, Riposte Melee Attack: "Not Wielding Two Weapons"; "+ [Rank] in [Riposte]" to hit
    result = build(*character("duelist", strength=12, speed=10), *wield(*weapons))
    assert line(result, 1)["columns"].get("Riposte Melee Attack To Hit Bonus") == riposte
