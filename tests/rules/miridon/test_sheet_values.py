# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Weight, battle points, evasion, grappling, restores and turn order on the sheet (Chapter 6)."""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine.build import Build
from rules.engine.event import Event
from rules.engine.replay import replay
from rules.miridon.state import MiridonState
from rules.miridon.system import SYSTEM
from tests.rules.miridon.builders import build, character, errors, ev, shipped


def talent(talent_id: str, rank: int) -> list[Event]:
    """Raise a talent to a rank."""
    return [ev("buy-talent-rank", talent=talent_id)] * rank


def wield(*weapons: str) -> list[Event]:
    """Take up weapons in order."""
    return [ev("wield", weapon=w) for w in weapons]


def values(result: Build[MiridonState], *keys: str) -> tuple[int, ...]:
    """Several sheet values at once."""
    assert result.valid, errors(result)
    return tuple(result.sheet.value(k) for k in keys)


WEIGHT_KEYS = ("max-weight-penalty", "weight-penalty", "max-battle-strength")


@pytest.mark.parametrize(
    ("strength", "speed", "weapons", "expected"),
    [
        # RULINGS.md house rule; Grand Devourer 20 + 10 → Inhuman Strength 3 (Class Special Abilities)
        (20, 10, ("greatsword",), (3, 4, 19)),  # 7 − 3 = 4; 20 − 4 + 3
        (20, 10, ("longsword",), (3, 0, 23)),  # 2 − 3 → never below 0; 20 + 3
        (20, 10, ("longsword", "small-shield"), (3, 1, 22)),  # 4 − 3
        (20, 10, (), (3, 0, 23)),
        (5, 4, ("monument-sword",), (0, 15, -10)),  # Inhuman Strength 0: 5 − 15
    ],
)
def test_weight_penalty_house_rule(
    strength: int, speed: int, weapons: tuple[str, ...], expected: tuple[int, int, int]
) -> None:
    # miridon.txt, Battle Terms: Maximum Battle Strength Points; Inhuman Strength; RULINGS.md weight
    result = build(*character("grand-devourer", strength=strength, speed=speed), *wield(*weapons))
    assert values(result, *WEIGHT_KEYS) == expected
    warned = [i.code for i in result.warnings if i.code == "weight-penalty"]
    assert warned == (["weight-penalty"] if expected[1] else [])


def test_weight_values_are_labelled_house_rule() -> None:
    # RULINGS.md: "Show the setting as a house rule."
    result = build(*character("grand-devourer", strength=20, speed=10), *wield("greatsword"))
    for key in WEIGHT_KEYS:
        labels = [t.label for t in result.sheet[key].terms]
        assert any(label.endswith(", house rule") for label in labels), (key, labels)
        assert "house rule" in result.sheet[key].note
    assert result.sheet.sections["house_rules"][0]["setting"] == "max_weight_penalty_base"  # type: ignore[index]


def test_gm_can_set_the_maximum_weight_penalty_base() -> None:
    # The "Weight" page is missing: the base is a ruleset setting (default 0, RULINGS.md)
    events = [*character("grand-devourer", strength=20, speed=10), *wield("greatsword")]
    result = replay(SYSTEM, shipped(), events, settings={"max_weight_penalty_base": 4})
    assert values(result, *WEIGHT_KEYS) == (7, 0, 23)


def test_battle_speed_with_inhuman_speed() -> None:
    # miridon.txt, Inhuman Speed: "[Maximum Battle Speed Points] are increased by [Rank]"
    result = build(*character("ghost-hunter", strength=10, speed=20))
    assert values(result, "max-battle-speed", "turn-order") == (23, 20)


@pytest.mark.parametrize(
    ("flair_ids", "weapons", "passive", "active"),
    [
        # Duelist 12 + 10 → Riposte 2; Dodge Boost 1 → Active Evasion 7 + 2
        ((), ("longsword",), 7, 9),
        (("parry",), ("longsword",), 7, 11),  # Parry: + Riposte rank with a single sword
        (("parry",), ("longsword", "small-shield"), 7, 9),  # "and no other [Weapon]"
        (("parry",), ("revolver",), 7, 9),
        (("parry", "advanced-parry"), ("longsword",), 9, 11),  # Advanced Parry: Passive Evasion
    ],
)
def test_evasion_and_parry(
    flair_ids: tuple[str, ...], weapons: tuple[str, ...], passive: int, active: int
) -> None:
    # miridon.txt, Battle Terms: Passive Evasion 7 unarmored, Active Evasion 7 + Dodge Boost 2/rank
    result = build(
        *character("duelist", points=15, strength=12, speed=10),
        *talent("dodge-boost", 1),
        *[ev("buy-flair", flair=f) for f in flair_ids],
        *wield(*weapons),
    )
    assert values(result, "passive-evasion", "active-evasion") == (passive, active)


@pytest.mark.parametrize(
    ("flair_ids", "armor_weight", "weapons", "passive"),
    [
        # Grand Devourer 30 + 20 → Maximum Weight Penalty 5 (house rule); unarmored 7
        (("agile-evasion",), None, (), 9),  # weight penalty 0: (5 − 0) // 2 = +2
        (("agile-evasion",), None, ("monument-sword",), 7),  # penalty 10: condition fails
        (
            ("agile-evasion", "advanced-agile-evasion"),
            1,
            ("monument-sword",),
            10,
        ),  # 8 + (5 − 1) // 2
        (
            ("agile-evasion", "advanced-agile-evasion"),
            5,
            (),
            8,
        ),  # armor 8; weight 5: condition fails
        ((), None, (), 7),  # Normal: only the armor
    ],
)
def test_agile_evasion(
    flair_ids: tuple[str, ...], armor_weight: int | None, weapons: tuple[str, ...], passive: int
) -> None:
    # miridon.txt, Chapter 5: Agile Evasion, Advanced Agile Evasion
    armor_events = []
    if armor_weight is not None:
        armor = {
            "id": "mail",
            "name": "Mail (GM)",
            "source": {"book": "homebrew: test"},
            "weight": armor_weight,
            "passive_evasion": 8,
            "speed_point_reduction": 0,
        }
        armor_events = [ev("define", kind="armor", entry=armor), ev("wear-armor", armor="mail")]
    result = build(
        *character("grand-devourer", points=10, strength=30, speed=20),
        *[ev("buy-flair", flair=f) for f in flair_ids],
        *armor_events,
        *wield(*weapons),
    )
    assert values(result, "passive-evasion") == (passive,)


@pytest.mark.parametrize(
    ("strength", "invested"),
    [
        (0, 1),
        (9, 1),
        (10, 2),
        (14, 2),
        (15, 3),
        (24, 4),
        (25, 5),
        (34, 6),
        (39, 7),
        (40, 8),
        (90, 8),
    ],
)
def test_grapple_table_6_6(strength: int, invested: int) -> None:
    # miridon.txt, Grappling, Table 6.6 - Maximum Strength Points Invested
    result = build(
        *character("grand-devourer", strength=strength) if strength else character("grand-devourer")
    )
    assert values(result, "max-grapple-strength") == (invested,)


def test_grapple_boost_and_gauntlet() -> None:
    # Grapple Boost: +2 To Hit of Initiate Grapple, +1d6 Grapple Attack, +1 Maximum Grapple Strength
    # per rank; Table 6.5.1 Gauntlet: Grapple Attack 2d6, Speed 4, To Hit +1, Maximum Grapple Strength 1
    result = build(
        *character("grand-devourer", points=15, strength=12),
        *talent("grapple-boost", 2),
        *wield("gauntlet"),
    )
    assert values(result, "max-grapple-strength", "grapple-to-hit") == (2 + 2 + 1, 4 + 1)
    grapple: dict[str, Any] = result.sheet.sections["grapple"]  # type: ignore[assignment]
    assert (grapple["grapple_attack_damage"], grapple["grapple_speed_damage"]) == ("4d6", 4)


@pytest.mark.parametrize(
    ("key", "talent_id", "rank", "expected"),
    [
        ("restore-strength", "restore-strength-points-boost", 0, 5),  # "5 + [Rank]"
        ("restore-strength", "restore-strength-points-boost", 3, 8),
        ("restore-speed", "restore-speed-points-boost", 2, 7),
        ("physical-damage-reduction", "physical-damage-reduction-boost", 2, 6),  # 3 per rank
        ("spell-damage-reduction", "spell-damage-reduction-boost", 2, 10),  # 5 per rank
        ("redouble-threshold", "redouble", 0, 0),
        ("redouble-threshold", "redouble", 2, 12),  # "6 times the [Rank] in [Redouble]" (l. 2347)
    ],
)
def test_talent_values(key: str, talent_id: str, rank: int, expected: int) -> None:
    # miridon.txt, Chapter 4: Talents; Chapter 6: Restore Strength/Speed Points, Redouble Melee Attack
    result = build(*character("duelist", points=30), *talent(talent_id, rank))
    assert values(result, key) == (expected,)


def test_turn_order_is_maximum_speed_points() -> None:
    # miridon.txt, Battle Terms: "The [Turn Order] … is determined by [Maximum Speed Points]"
    result = build(*character("duelist", strength=3, speed=17))
    assert values(result, "turn-order") == (17,)


def test_existing_keys_still_there() -> None:
    result = build(*character("duelist", points=5, strength=10, speed=10))
    for key in ("max-strength", "max-speed", "skill-points", "special:riposte", "next-flair-cost"):
        assert key in result.sheet.values
