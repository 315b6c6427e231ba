# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The optional crafting dice helper (Crafting Time and Crafting Actions, l. 1151-1171)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from rules.lyrian.crafting_dice import (
    BASIC_CRAFT,
    BEGINNERS_LUCK,
    STANDARD_FINISH,
    STEADY_CRAFT,
    CraftSession,
    add_mod,
    apply,
    crafted,
    end,
    finish_fields,
)


def run(steps: Sequence[tuple[str, Sequence[int]]], bonus: int = 5) -> CraftSession:
    session = CraftSession()
    for action, rolls in steps:
        session, problem = apply(session, action, rolls, bonus)
        assert problem == ""
    return session


def test_five_crafting_dice() -> None:
    # l. 1153: "you are give 5 "Crafting Dice""
    assert CraftSession().dice == 5


def test_the_rulebook_example() -> None:
    # l. 1181-1188: basic crafts 6, 7, 4, 3 with +5 → 11, 23, 32, 40; Steady Craft 5 + 5 → 50;
    # Recurve (a mod of 20 points) leaves 30, enough for the 30 crafting points of the bow
    session = run([(BASIC_CRAFT, [6]), (BASIC_CRAFT, [7]), (BASIC_CRAFT, [4])])
    assert session.points == 32
    session = run([(BASIC_CRAFT, [6]), (BASIC_CRAFT, [7]), (BASIC_CRAFT, [4]), (BASIC_CRAFT, [3])])
    assert session.points == 40
    session, problem = apply(session, STEADY_CRAFT, (), 5)
    assert (session.points, session.dice, problem) == (50, 0, "")
    session, problem = add_mod(session, "Recurve", 20)
    assert (session.points, session.modified, problem) == (30, True, "")
    assert crafted(end(session), 30)
    assert finish_fields(session) == {"points": 50, "mods": ["Recurve"], "mod_points": 20}


def test_beginners_luck_keeps_the_highest_and_no_skill() -> None:
    # l. 1167: "You do not add your crafting skill to the check, but you roll two d10s and pick
    # the highest one": 3 and 8 → 8
    assert run([(BEGINNERS_LUCK, [3, 8])]).points == 8


def test_standard_finish_doubles_and_ends() -> None:
    # l. 1169: "2 Crafting Dice. Double the current crafting points and end crafting": 11 → 22
    session = run([(BASIC_CRAFT, [6]), (STANDARD_FINISH, [])])
    assert (session.points, session.dice, session.ended) == (22, 2, True)
    _, problem = apply(session, BASIC_CRAFT, [5], 5)
    assert problem == "The crafting has ended."


def test_standard_finish_not_after_a_mod() -> None:
    # l. 1169: "Cannot be used if the item being crafted has been modified beyond it's base form"
    session, _ = add_mod(run([(BASIC_CRAFT, [10]), (BASIC_CRAFT, [10])]), "Recurve", 20)
    _, problem = apply(session, STANDARD_FINISH, [], 5)
    assert problem == "Standard Finish cannot be used once the item has been modified."


def test_standard_finish_not_on_an_item_that_cannot_be_modified() -> None:
    # l. 1169: "or cannot be modified at all"
    _, problem = apply(CraftSession(can_modify=False), STANDARD_FINISH, [], 5)
    assert problem == "Standard Finish cannot be used on an item that cannot be modified."


def test_each_ability_once_unless_rapid() -> None:
    # l. 1161: "you may only use each ability once during a craft unless it has the Rapid keyword"
    session = run([(STEADY_CRAFT, []), (BASIC_CRAFT, [1]), (BASIC_CRAFT, [1])])
    assert session.points == 22
    _, problem = apply(session, STEADY_CRAFT, [], 5)
    assert problem == "Steady Craft was already used in this craft (only Rapid actions repeat)."


def test_dice_run_out() -> None:
    # l. 1159: "Once you are out of crafting dice … the crafting ends"
    session = run([(BASIC_CRAFT, [1])] * 4)
    _, problem = apply(session, STANDARD_FINISH, [], 5)
    assert problem == "Standard Finish needs 2 crafting dice; 1 left."


@pytest.mark.parametrize(
    ("action", "rolls", "problem"),
    [
        (BASIC_CRAFT, [11], "A crafting die shows 1 to 10."),
        (BASIC_CRAFT, [], "Basic Craft rolls 1 d10 (entered: 0)."),
        (BEGINNERS_LUCK, [4], "Beginner's Luck rolls 2 d10 (entered: 1)."),
        ("power-strike", [], "There is no crafting action 'power-strike'."),
    ],
)
def test_bad_rolls(action: str, rolls: list[int], problem: str) -> None:
    assert apply(CraftSession(), action, rolls, 5)[1] == problem


def test_a_mod_needs_the_points() -> None:
    # l. 1187: Recurve costs 20 points ("leaving him with 30"): 11 points are not enough
    _, problem = add_mod(run([(BASIC_CRAFT, [6])]), "Recurve", 20)
    assert problem == "Recurve needs 20 crafting points; the craft has 11."
