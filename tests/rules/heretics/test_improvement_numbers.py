# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The numbers improvement ranks change on an ability (Improvements, l. 237-261)."""

from __future__ import annotations

import pytest

from gui.heretics.text_sheet import sheet_lines
from rules.engine.build import Build
from rules.heretics.state import HereticsState
from tests.rules.heretics.builders import build, ev, exp


def guard(defend_other: int) -> Build[HereticsState]:
    design: dict[str, object] = {
        "paid": defend_other,
        "improvements": {"defend-other": defend_other},
    }
    return build(
        exp(100),
        ev("design-ability", ability="guard", template="guard", name="Guard", **design),
    )


def summon(**improvements: int) -> Build[HereticsState]:
    paid = sum({"commander": 3, "improved_sustain": 2}[k] * v for k, v in improvements.items())
    named = {k.replace("_", "-"): v for k, v in improvements.items()}
    return build(
        exp(200),
        ev(
            "design-ability",
            ability="pack",
            template="summon",
            name="Pack",
            paid=paid,
            improvements=named,
        ),
    )


def test_defend_other_rank_1_is_adjacent_only() -> None:
    # glorious-heretics.txt, Improvements, l. 241: "The ally needs to be adjacent to you"
    result = guard(1)
    assert result.valid, [i.message for i in result.errors]
    value = result.sheet["ability.guard.defend-other-range"]
    assert (value.value, value.note) == (0, "adjacent allies only")


def test_defend_other_rank_2_is_2_squares() -> None:
    # glorious-heretics.txt, Improvements, l. 241: "starting with 2 squares at rank 2"
    value = guard(2).sheet["ability.guard.defend-other-range"]
    assert value.value == 2
    assert value.source is not None
    assert value.source.line() == "241"


@pytest.mark.parametrize(("rank", "squares"), [(3, 6), (4, 12)])
def test_defend_other_higher_ranks_follow_the_range_table(rank: int, squares: int) -> None:
    # Improvements, l. 241: "additional increments equal to the range property"; Range, l. 102-105:
    # rank 2 → 6 squares, then doubling (12) — read as a ruling, cited as one
    value = guard(rank).sheet["ability.guard.defend-other-range"]
    assert value.value == squares
    assert value.source is not None
    assert value.source.ruling


@pytest.mark.parametrize(("ranks", "extra"), [(1, 1), (2, 2)])
def test_improved_sustain_adds_a_turn_per_rank(ranks: int, extra: int) -> None:
    # glorious-heretics.txt, Improvements, l. 253: +1 turn sustained per rank;
    # Duration, l. 115: a high card adds 2 turns, a mid card 1
    result = summon(improved_sustain=ranks)
    assert result.valid, [i.message for i in result.errors]
    value = result.sheet["ability.pack.improved-sustain"]
    assert value.value == extra
    assert value.note == (
        f"a high card adds {2 + extra} turns, a mid card {1 + extra}; "
        "a low card still ends the effect"
    )


@pytest.mark.parametrize(("ranks", "points"), [(1, 3), (2, 4)])
def test_commander_action_points(ranks: int, points: int) -> None:
    # glorious-heretics.txt, Summon, l. 217: divide 2 action points; Commander, l. 257: +1 per rank
    result = summon(commander=ranks)
    assert result.valid, [i.message for i in result.errors]
    assert result.sheet.value("ability.pack.command-action-points") == points


def test_text_sheet_prints_the_improvement_number_beside_it() -> None:
    # Improvements, l. 241: Defend Other rank 2 reaches 2 squares
    lines = sheet_lines(guard(2))
    assert any(line.startswith("  + Defend Other ×2 (2 rank(s)) — defend an ally up to 2 squares away: ")
               for line in lines)  # fmt: skip


def test_every_value_of_the_sample_cites_a_rulebook_line() -> None:
    # every built-in source carries its rulebook line (source_line in `sheet --json`)
    result = summon(commander=1, improved_sustain=1)
    missing = [k for k, v in result.sheet.values.items() if v.source is None or not v.source.line()]
    assert missing == []
