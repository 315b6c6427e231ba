# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A skiffmaster's crew: recruiting up to Caravan Master rank, deaths, stats derived from the skiffmaster."""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine.build import Build
from rules.engine.event import Event
from rules.miridon import ops_crew  # noqa: F401  (registers the crew ops)
from rules.miridon.crew import crew_issues, crew_sections, crew_values
from rules.miridon.state import MiridonState
from tests.rules.miridon.builders import build, character, errors, ev


def recruit(*names: str) -> list[Event]:
    """One `recruit-crew` per name."""
    return [ev("recruit-crew", name=n) for n in names]


def roster(result: Build[MiridonState]) -> list[dict[str, Any]]:
    """The crew section of a build."""
    return crew_sections(result.state, result.content)


def test_crew_member_stats_follow_the_skiffmaster() -> None:
    # miridon.txt, Unique Classes — Crew Member: strength and speed 3 fewer, skills and talents
    # 2 fewer than the skiffmaster's; RULINGS.md: never below 0.
    result = build(
        *character("skiffmaster", points=17, strength=23, speed=19),
        *[ev("buy-skill-rank", skill="stealth")] * 3,  # cross-class 2 + 4 + 6 = 12
        ev("buy-talent-rank", talent="melee-boost"),  # 5
        *recruit("Bosun"),
    )
    assert result.valid, errors(result)
    assert roster(result) == [
        {
            "name": "Bosun",
            "alive": True,
            "max_strength": 20,
            "max_speed": 16,
            "skills": {"stealth": 1},
            "talents": {"melee-boost": 0},
            "team_mech": None,
        }
    ]


@pytest.mark.parametrize(
    ("strength", "speed", "recruits", "living"),
    [
        (5, 4, 1, 0),  # Caravan Master rank floor(9 / 10) = 0: no crew yet
        (10, 9, 2, 1),  # rank 1
        (10, 10, 3, 2),  # rank 2: the third recruit is refused
        (23, 19, 5, 4),  # rank 4 (floor(42 / 10))
    ],
)
def test_crew_limit_is_caravan_master_rank(
    strength: int, speed: int, recruits: int, living: int
) -> None:
    # miridon.txt, Caravan Master: "a maximum number of [Crew Members] equal to their [Rank]"
    names = [f"Hand {i}" for i in range(recruits)]
    result = build(*character("skiffmaster", strength=strength, speed=speed), *recruit(*names))
    assert result.sheet  # the build replays
    values = crew_values(result.state, result.content)
    assert values["crew-limit"].value == (strength + speed) // 10
    assert values["crew-limit"].terms[0].label == "Caravan Master rank"
    assert values["crew-count"].value == living
    assert len(errors(result)) == recruits - living


def test_refused_recruit_says_why() -> None:
    # miridon.txt, Caravan Master: at most [Rank] crew members
    result = build(*character("skiffmaster", strength=10, speed=10), *recruit("A", "B", "C"))
    assert errors(result) == [
        "Caravan Master rank 2 allows 2 living crew member(s); there are 2 already."
    ]


def test_dead_crew_member_can_be_replaced() -> None:
    # miridon.txt, Caravan Master: "[Crew Members] can be replaced if they die."
    result = build(
        *character("skiffmaster", strength=10, speed=10),
        *recruit("A", "B"),
        ev("crew-member-dies", name="A"),
        *recruit("C"),
    )
    assert result.valid, errors(result)
    assert [(m["name"], m["alive"]) for m in roster(result)] == [
        ("A", False),
        ("B", True),
        ("C", True),
    ]
    assert crew_values(result.state, result.content)["crew-count"].value == 2


@pytest.mark.parametrize(
    ("events", "message"),
    [
        (
            [*recruit("A", "a")],
            "There is already a crew member named A: choose another name.",
        ),
        (
            [*recruit("A"), ev("crew-member-dies", name="A"), *recruit("A")],
            "There is already a crew member named A (dead): choose another name.",
        ),
        ([ev("crew-member-dies", name="Nobody")], "There is no crew member named Nobody."),
        (
            [*recruit("A"), ev("crew-member-dies", name="A"), ev("crew-member-dies", name="A")],
            "A is already dead.",
        ),
    ],
)
def test_crew_names_are_unique_and_must_exist(events: list[Event], message: str) -> None:
    # miridon.txt, Caravan Master; each crew member has a unique name on the roster
    result = build(*character("skiffmaster", strength=20, speed=20), *events)
    assert errors(result) == [message]


def test_dismissed_crew_member_frees_a_place() -> None:
    # miridon.txt, Caravan Master: the limit counts the crew the skiffmaster has
    result = build(
        *character("skiffmaster", strength=10, speed=0),
        *recruit("A"),
        ev("dismiss-crew", name="A"),
        *recruit("B"),
    )
    assert result.valid, errors(result)
    assert [m["name"] for m in roster(result)] == ["B"]


@pytest.mark.parametrize("class_id", ["duelist", "techie", "grand-devourer"])
def test_only_a_skiffmaster_recruits(class_id: str) -> None:
    # miridon.txt, Caravan Master is the [Skiffmaster] class special ability
    result = build(*character(class_id, strength=20, speed=20), *recruit("A"))
    assert "Only a Skiffmaster" in errors(result)[0]
    assert crew_values(result.state, result.content) == {}


def test_dual_class_with_skiffmaster_recruits() -> None:
    # miridon.txt, Class Special Abilities: a dual-class character has both classes' specials
    result = build(
        *character("duelist", points=100, strength=20, speed=20),
        ev("take-dual-class", class_="skiffmaster"),
        *recruit("A", "B", "C", "D"),
    )
    assert result.valid, errors(result)
    assert crew_values(result.state, result.content)["crew-limit"].value == 4


def test_crew_follows_a_later_stat_award() -> None:
    # RULINGS.md, Miridon: crew stats are derived and follow the skiffmaster when it changes
    result = build(
        *character("skiffmaster", strength=10, speed=10),
        *recruit("A"),
        ev("award-stats", strength=5, speed=2),
    )
    member = roster(result)[0]
    assert (member["max_strength"], member["max_speed"]) == (12, 9)


def test_low_stats_never_go_below_zero() -> None:
    # RULINGS.md, Miridon: crew stats and ranks never below 0
    result = build(*character("skiffmaster", strength=2, speed=8), *recruit("A"))
    member = roster(result)[0]
    assert (member["max_strength"], member["max_speed"]) == (0, 5)


def test_warning_when_the_crew_outgrows_caravan_master() -> None:
    # miridon.txt, Caravan Master: at most [Rank] crew members. A house rule defined after the
    # recruits lowers the rank: the crew stays, with a warning, instead of vanishing.
    house_rule = {
        "id": "caravan-master",
        "name": "Caravan Master",
        "source": {"book": "homebrew: test"},
        "kind": "class",
        "classes": ["skiffmaster"],
        "rank": "floor((max_strength + max_speed) / 40)",
    }
    before = build(*character("skiffmaster", strength=20, speed=20), *recruit("A", "B", "C"))
    after = build(*before.events, ev("define", kind="special", entry=house_rule))
    assert crew_issues(before.state, before.content) == []
    assert [i.message for i in crew_issues(after.state, after.content)] == [
        "3 living crew members, but Caravan Master rank 1 allows 1: dismiss some, "
        "or check the stat awards before the recruits."
    ]


def test_team_mech_limit_on_the_roster() -> None:
    # miridon.txt, Team Mech: every crew member can ride a mech with 3 parts, one a Mech Body,
    # each at most 15 × [Rank] mech points. 20 + 20 → rank 4 → 60.
    result = build(
        *character("skiffmaster", points=100, strength=20, speed=20),
        ev("take-dual-class", class_="techie"),
        *recruit("A"),
    )
    assert result.valid, errors(result)
    limit = roster(result)[0]["team_mech"]
    assert (limit["parts"], limit["mech_bodies"], limit["points_per_part"]) == (3, 1, 60)
    assert crew_values(result.state, result.content)["team-mech-points-limit"].value == 60
