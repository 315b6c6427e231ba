# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Mechs: part and mech point limits from Mech Training, dual-special extra parts, Tech Training."""

from __future__ import annotations

import pytest

from rules.engine.build import Build
from rules.engine.event import Event
from rules.engine.issue import Severity
from rules.miridon import ops_mech  # noqa: F401  (registers the mech ops)
from rules.miridon.mech_sheet import mech_issues, mech_section, mech_values
from rules.miridon.state import MiridonState
from tests.rules.miridon.builders import build, character, errors, ev


def part(name: str, kind: str, points: int = 0) -> Event:
    """An `add-mech-part` event."""
    return ev("add-mech-part", name=name, kind=kind, mech_points=points)


def techie(strength: int, speed: int) -> list[Event]:
    """A Techie whose Mech Training rank is floor((strength + speed) / 10)."""
    return character("techie", strength=strength, speed=speed)


def dual_techie(first: str) -> list[Event]:
    """A 20/20 character of `first` class dual-classed with Techie: every special at rank 4."""
    return [
        *character(first, points=100, strength=20, speed=20),
        ev("take-dual-class", class_="techie"),
    ]


def issues(result: Build[MiridonState]) -> list[tuple[Severity, str]]:
    """The mech final-check issues of a build."""
    return [(i.severity, i.message) for i in mech_issues(result.state, result.content)]


@pytest.mark.parametrize(
    ("strength", "speed", "parts", "points"),
    [
        (5, 5, 3, 25),  # Mech Training 1: 3 + floor(1 / 3) parts, 25 × 1 points
        (15, 15, 4, 75),  # Mech Training 3: 3 + 1, 25 × 3
        (30, 30, 5, 150),  # Mech Training 6: 3 + 2, 25 × 6
    ],
)
def test_mech_limits_follow_mech_training(
    strength: int, speed: int, parts: int, points: int
) -> None:
    # miridon.txt, Chapter 9: Mech Piloting — "3 [Mech Parts] plus 1 additional [Mech Part] for
    # every 3 [Ranks] in [Mech Training]"; "[Mech Points] … less than or equal to 25*[Rank]"
    result = build(*techie(strength, speed))
    values = mech_values(result.state, result.content)
    assert values["mech-part-limit"].value == parts
    assert values["mech-points-limit"].value == points
    assert "mech-build-part-limit" not in values


def test_limit_breakdowns() -> None:
    # miridon.txt, Chapter 9: Mech Piloting
    result = build(*techie(30, 30))
    values = mech_values(result.state, result.content)
    assert values["mech-part-limit"].breakdown() == (
        "Mech parts to pilot (most) 5 = 3 (base) + 2 (Mech Training 6 ÷ 3, rounded down)"
    )
    assert values["mech-points-limit"].breakdown() == (
        "Mech points per part to pilot (most) 150 = 150 (Mech Training 6 × 25)"
    )


def test_mech_within_limits_is_valid() -> None:
    # miridon.txt, Chapter 9: Mech Piloting — Mech Training 3: 4 parts, 75 points each, one Mech Body
    result = build(
        *techie(15, 15),
        part("Hull", "mech-body", 75),
        part("Left Blade", "Mech Blade", 40),
        part("Right Blade", "mech-blade", 75),
        part("Core", "mech-spell-core"),
    )
    assert result.valid, errors(result)
    assert issues(result) == []
    section = mech_section(result.state, result.content)
    assert section["can_pilot"] is True
    assert section["parts"][1] == {
        "name": "Left Blade",
        "kind": "mech-blade",
        "kind_name": "Mech Blade",
        "mech_points": 40,
    }


@pytest.mark.parametrize(
    ("events", "message"),
    [
        (  # Mech Training 3 allows 4 parts
            [part("Hull", "mech-body")] + [part(f"Blade {i}", "mech-blade") for i in range(4)],
            "Cannot build that: 5 parts, but Mech Training 3 allows 4 (3 + 1 per 3 ranks).",
        ),
        (  # "The [Mech] has a [Mech Body] as one of its [Mech Parts]" — one body
            [part("Hull", "mech-body"), part("Spare Hull", "mech-body")],
            "Cannot build that: the mech has 2 Mech Bodies; it has exactly one.",
        ),
        (  # 25 × 3 = 75
            [part("Hull", "mech-body", 76)],
            "Cannot build that: Hull has 76 mech points, but Mech Training 3 allows 75 per part "
            "(25 × rank).",
        ),
        (
            [part("Hull", "mech-body", 75), ev("set-mech-points", name="hull", mech_points=80)],
            "Cannot build that: Hull has 80 mech points, but Mech Training 3 allows 75 per part "
            "(25 × rank).",
        ),
        (
            [part("Hull", "mech-gun")],
            "'mech-gun' is not a kind of mech part (known: Mech Body, Mech Blade, Mech Spell Core, "
            "Mech Puzzle Gun, Mech Puzzle Blade).",
        ),
        (
            [part("Hull", "mech-body"), part("hull", "mech-blade")],
            "The mech already has a part named hull.",
        ),
        ([ev("remove-mech-part", name="Hull")], "The mech has no part named Hull."),
    ],
)
def test_refused_mech_work(events: list[Event], message: str) -> None:
    # miridon.txt, Chapter 9: Mech Piloting
    result = build(*techie(15, 15), *events)
    assert errors(result) == [message]


def test_a_mech_without_a_body_is_an_error() -> None:
    # miridon.txt, Chapter 9: "The [Mech] has a [Mech Body] as one of its [Mech Parts]."
    result = build(*techie(15, 15), part("Blade", "mech-blade"))
    assert not result.skipped  # adding the part is legal while building …
    assert issues(result) == [  # … but not a mech until it has a body
        (Severity.ERROR, "The mech has no Mech Body; one of its parts must be a Mech Body.")
    ]
    assert mech_section(result.state, result.content)["can_pilot"] is False


def test_parts_are_removed_and_repointed() -> None:
    # miridon.txt, Chapter 9: detaching parts and allocating mech points
    result = build(
        *techie(15, 15),
        part("Hull", "mech-body", 10),
        part("Blade", "mech-blade"),
        ev("remove-mech-part", name="blade"),
        ev("set-mech-points", name="Hull", mech_points=75),
    )
    assert result.valid, errors(result)
    assert [(p.name, p.mech_points) for p in result.state.mech] == [("Hull", 75)]


@pytest.mark.parametrize(
    ("first", "extra_kind", "extras"),
    [
        # miridon.txt, Mech Spell Training: an additional [Mech Spell Core], and one more for every
        # 3 ranks: rank 4 → 1 + 1 = 2
        ("vessel", "mech-spell-core", 2),
        # miridon.txt, Mech Puzzle Weapon: the same with [Mech Puzzle Gun] or [Mech Puzzle Blade]
        # (counting its own ranks; docs/rulings.md on the printed "[Mech Spell Training]")
        ("ghost-hunter", "mech-puzzle-gun", 2),
    ],
)
def test_dual_special_extra_parts(first: str, extra_kind: str, extras: int) -> None:
    base = [part("Hull", "mech-body"), *[part(f"Blade {i}", "mech-blade") for i in range(3)]]
    extra = [part(f"Extra {i}", extra_kind) for i in range(extras)]
    result = build(*dual_techie(first), *base, *extra)
    assert result.valid, errors(result)  # Mech Training 4: 4 parts, + the extras
    assert mech_values(result.state, result.content)["mech-part-limit"].value == 4 + extras
    one_more = build(*result.events, part("Extra more", extra_kind))
    assert errors(one_more)[0].startswith(
        "Cannot build that: 7 parts, but Mech Training 4 allows 4"
    )
    other_kind = build(*dual_techie(first), *base, part("Blade 4", "mech-blade"))
    assert errors(other_kind)[0].startswith("Cannot build that: 5 parts")


@pytest.mark.parametrize("class_id", ["duelist", "skiffmaster", "vessel"])
def test_only_a_techie_works_on_a_mech(class_id: str) -> None:
    # miridon.txt, Chapter 9: "A [Mech] can only be used by someone with [Mech Training]."
    result = build(*character(class_id, strength=20, speed=20), part("Hull", "mech-body"))
    assert errors(result)[0].startswith("Only a character with at least 1 rank in Mech Training")
    assert mech_values(result.state, result.content) == {}


def test_techie_with_rank_zero_cannot_build() -> None:
    # miridon.txt, Chapter 9: "at least 1 [Rank] in [Mech Training]"
    result = build(*techie(5, 4), part("Hull", "mech-body"))
    assert errors(result)[0].startswith("Only a character with at least 1 rank")


def test_tech_training_builds_what_mech_training_cannot_pilot() -> None:
    # miridon.txt, Chapter 9 (l. 3605): [Tech Training] higher than [Mech Training] builds a mech
    # "even if they have no [Ranks] in [Mech Training] or the [Mech Points] … are higher than they
    # can use". Mech Training 1 (25 points), Tech Training 2 (50 points; cross-class 2 + 4).
    result = build(
        *character("techie", points=6, strength=5, speed=5),
        *[ev("buy-skill-rank", skill="tech-training")] * 2,
        part("Hull", "mech-body", 50),
    )
    assert result.valid, errors(result)
    values = mech_values(result.state, result.content)
    assert (values["mech-points-limit"].value, values["mech-build-points-limit"].value) == (25, 50)
    assert issues(result) == [
        (
            Severity.WARNING,
            "Built with Tech Training, the mech cannot be piloted by this character: Hull has 50 "
            "mech points, but Mech Training 1 allows 25 per part (25 × rank).",
        )
    ]


def test_tech_training_without_mech_training() -> None:
    # miridon.txt, Chapter 9 (l. 3605): "even if they have no [Ranks] in [Mech Training]"
    result = build(
        *character("duelist", points=2),
        ev("buy-skill-rank", skill="tech-training"),
        part("Hull", "mech-body", 25),
    )
    assert result.valid, errors(result)
    assert issues(result)[0][1].endswith(
        "cannot be piloted by this character: no rank in Mech Training."
    )


def test_mech_that_no_longer_fits_is_an_error_not_dropped() -> None:
    # miridon.txt, Chapter 9: Mech Piloting — a house rule defined later lowers Mech Training to 1;
    # the parts stay, and the sheet says what no longer fits.
    house_rule = {
        "id": "mech-training",
        "name": "Mech Training",
        "source": {"book": "homebrew: test"},
        "kind": "class",
        "classes": ["techie"],
        "rank": "floor((max_strength + max_speed) / 30)",
    }
    before = build(*techie(15, 15), part("Hull", "mech-body", 75), part("Blade", "mech-blade"))
    after = build(*before.events, ev("define", kind="special", entry=house_rule))
    assert len(after.state.mech) == 2
    assert issues(after) == [
        (
            Severity.ERROR,
            "The mech no longer fits: Hull has 75 mech points, but Mech Training 1 allows 25 per "
            "part (25 × rank).",
        )
    ]
    fixed = build(*after.events, ev("set-mech-points", name="Hull", mech_points=25))
    assert fixed.valid, errors(fixed)
    assert issues(fixed) == []
