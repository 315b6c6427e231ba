# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Classes, special ability ranks and dual-classing, each with the rulebook section it checks."""

from __future__ import annotations

import pytest

from tests.rules.miridon.builders import build, character, errors, ev


@pytest.mark.parametrize(
    ("strength", "speed", "rank"),
    [
        (0, 0, 0),
        (5, 4, 0),
        (
            5,
            5,
            1,
        ),  # "For every 10 points in the sum … the [Class Special Ability] gains an additional [Rank]"
        (23, 19, 4),  # floor(42 / 10)
        (20, 20, 4),
    ],
)
def test_special_rank_follows_strength_plus_speed(strength: int, speed: int, rank: int) -> None:
    # miridon.txt, Class Special Abilities; RULINGS.md: rank = floor((max strength + max speed) / 10)
    result = build(*character("grand-devourer", strength=strength, speed=speed))
    assert result.sheet.value("special:inhuman-strength") == rank


def test_crew_member_is_not_a_player_class() -> None:
    # miridon.txt, Unique Classes: "Crew members are an NPC class"
    result = build(ev("choose-class", class_="crew-member"))
    assert "NPC class" in errors(result)[0]


@pytest.mark.parametrize(
    ("strength", "speed", "ok"),
    [
        (
            19,
            25,
            False,
        ),  # miridon.txt, Chapter 4: Dual-Class "Pre-requisite: 20 [Maximum Strength Points], 20 [Maximum Speed Points]"
        (20, 20, True),
    ],
)
def test_dual_class_needs_20_and_20(strength: int, speed: int, ok: bool) -> None:
    result = build(
        *character("duelist", points=100, strength=strength, speed=speed),
        ev("take-dual-class", class_="vessel"),
    )
    assert result.valid is ok
    if not ok:
        assert errors(result) == [
            "Dual-Class with The Vessel cannot be taken: needs 20 Maximum Strength Points (has 19)."
        ]
    else:
        assert result.sheet.value("skill-points") == 0  # 100 points
        names = [s["name"] for s in result.sheet.sections["specials"]]
        assert len(names) == 3  # both class specials and the pair's dual special


def test_dual_class_refunds_new_class_skills() -> None:
    # miridon.txt, Dual-Class Rules: each skill that becomes a class skill refunds r(r+1)/2 — rank 3 refunds 6
    vessel = {
        "id": "vessel",
        "name": "The Vessel",
        "source": {"book": "homebrew: test"},
        "special": "concentration",
        "class_skills": ["stealth"],
    }
    result = build(
        ev("define", kind="class", entry=vessel),
        *character("duelist", points=112, strength=20, speed=20),
        *[ev("buy-skill-rank", skill="stealth")] * 3,  # cross-class: 2 + 4 + 6 = 12
        ev("take-dual-class", class_="vessel"),
    )
    assert result.valid, errors(result)
    assert [e.amount for e in result.ledger.pool("skill-points")][-2:] == [-100, 6]
    assert result.sheet.value("skill-points") == 6


def test_unique_classes_cannot_dual_class() -> None:
    result = build(
        *character("duelist", points=100, strength=20, speed=20),
        ev("take-dual-class", class_="crew-member"),
    )
    assert "unique classes cannot dual-class" in errors(result)[0]


def test_dual_class_is_not_bought_as_a_plain_talent() -> None:
    result = build(
        *character("duelist", points=100, strength=20, speed=20),
        ev("buy-talent-rank", talent="dual-class"),
    )
    assert "use take-dual-class" in errors(result)[0]
