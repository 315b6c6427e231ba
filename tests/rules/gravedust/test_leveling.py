# SPDX-License-Identifier: LicenseRef-Sheetwright
"""XP, levels, kill XP and attribute points (gravedust.txt, XP Gain, Leveling and Character Advancement)."""

from __future__ import annotations

import pytest

from rules.engine.event import Event
from rules.engine.issue import Severity
from rules.gravedust.ops_progress import kill_xp
from tests.rules.gravedust.builders import build, ev


@pytest.mark.parametrize(
    ("awards", "level", "xp"),
    [
        ([], 1, 0),  # "All characters begin at Level 1"
        ([9], 1, 9),
        ([10], 2, 0),  # "equal to their current level times 10"
        ([10, 20], 3, 0),  # 30 XP at level 3 next
        (
            [10, 20, 32],
            4,
            2,
        ),  # "at level 3, a character with 32 XP will rise to level 4, with 2 xp remaining"
        ([10, 20, 29], 3, 29),
        ([62], 4, 2),  # one big award levels up three times: 62 − 10 − 20 − 30 = 2
        ([0], 1, 0),
    ],
)
def test_level_and_carry_over(awards: list[int], level: int, xp: int) -> None:
    result = build(*[ev("award-xp", amount=a) for a in awards])
    assert (result.sheet.value("level"), result.sheet.value("xp")) == (level, xp)
    assert result.sheet.value("xp-needed") == 10 * level


@pytest.mark.parametrize(
    ("worth", "level", "earned"),
    [
        (
            5,
            1,
            4,
        ),  # "a level 1 character defeating a creature worth 5XP will receive 4XP (5-1 = 4)"
        (5, 3, 2),  # "a level 3 character defeating the same creature will receive 2 xp (5-3 = 2)"
        (5, 5, 0),
        (2, 7, 0),  # never negative
    ],
)
def test_kill_xp(worth: int, level: int, earned: int) -> None:
    assert kill_xp(worth, level) == earned


def test_kill_event_uses_level_at_each_kill() -> None:
    # Three kills worth 12 from level 1: +11 (→ level 2, 1 XP), +10 (11), +10 (21 → level 3, 1 XP)
    result = build(ev("kill", worth=12, count=3))
    assert (result.sheet.value("level"), result.sheet.value("xp")) == (3, 1)
    notes = [e.note for e in result.ledger.pool("xp") if e.amount > 0]
    assert notes == [
        "kill worth 12 − level 1 = 11",
        "kill worth 12 − level 2 = 10",
        "kill worth 12 − level 2 = 10",
    ]


def test_each_level_gives_one_attribute_point_and_unchosen_points_are_a_warning() -> None:
    # "When your character reaches a new level, you may choose one Attribute to add a point to."
    result = build(ev("award-xp", amount=30))
    assert result.sheet.value("attribute-points") == 2
    assert result.valid
    warning = [i for i in result.issues if i.code == "unspent-attribute-points"]
    assert len(warning) == 1
    assert warning[0].severity is Severity.WARNING


def test_raising_without_a_point_is_refused_and_skipped() -> None:
    result = build(ev("raise-attribute", attribute="str"))
    assert result.sheet.value("str") == 1
    assert [i.message for i in result.errors] == [
        "No attribute point to spend on Strength: you get one each time you level up."
    ]


def test_removing_an_earlier_award_revalidates_later_choices() -> None:
    # The history is the character: without the XP, the later point spend becomes illegal.
    events: list[Event] = [ev("award-xp", amount=10), ev("raise-attribute", attribute="int")]
    assert build(*events).sheet.value("int") == 2
    after = build(*events[1:])
    assert after.sheet.value("int") == 1
    assert len(after.errors) == 1


def test_gold_is_a_pool_that_cannot_go_negative() -> None:
    # gravedust.txt, Combat Stats: Gold — found, rewarded, gained by selling; spending more than you have is refused
    result = build(
        ev("gain-gold", amount=30), ev("spend-gold", amount=50), ev("spend-gold", amount=12)
    )
    assert result.sheet.value("gold") == 18
    assert [i.message for i in result.errors] == ["Not enough gold: this needs 50, you have 30."]
