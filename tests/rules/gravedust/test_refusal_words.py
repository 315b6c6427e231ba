# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Gravedust refusals read as sentences and cite their rule; re-applied buffs stay consistent."""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine.build import Build
from rules.gravedust.state import GravedustState
from tests.rules.gravedust.builders import build, define, ev


def only_error(result: Build[GravedustState]) -> tuple[str, str]:
    """The single error of a build and the citation it gives."""
    [issue] = result.errors
    assert issue.source is not None
    return issue.message, issue.source.cite()


def test_gear_slot_refusal_uses_an_before_a_vowel() -> None:
    # gravedust.txt, GEAR (l. 254-260): 1 "Artifact" slot, for special kinds of items
    result = build(ev("gain-gear", gear="lucky-charm", instance="charm", slot="hand-1"))
    assert only_error(result) == (
        "Lucky Charm goes in an artifact slot, not in hand-1.",
        "Gravedust rulebook, Gear",
    )


DULL = define("race", id="dull", name="Dull", adjustments={"int": -1}, leveling_bonus="str")


def test_equipping_with_no_skill_slots_says_int_unlocks_them() -> None:
    # gravedust.txt, SKILLS (l. 314): "1 Skill equipped in a Skill Slot for every point of
    # Intelligence the have, up to a maximum of 12"
    result = build(
        DULL,
        ev("choose-race", race="dull"),
        ev("learn-spell", spell="reknit"),
        ev("equip-spell", spell="reknit"),
    )
    assert result.sheet.value("skill-slots") == 0
    assert only_error(result) == (
        "This character has no skill slots yet: each point of INT unlocks one, up to 12; "
        "raise INT first.",
        "Gravedust rulebook, Skills",
    )


def test_the_single_skill_slot_is_named_in_the_singular() -> None:
    # gravedust.txt, SKILLS (l. 314): one slot per point of INT (INT 1 at the start)
    result = build(
        ev("learn-spell", spell="reknit"),
        ev("learn-skill", skill="quick-focus"),
        ev("equip-spell", spell="reknit"),
        ev("equip-skill", skill="quick-focus"),
    )
    assert only_error(result) == (
        "The only skill slot is in use (one per point of INT, at most 12); unequip one first.",
        "Gravedust rulebook, Skills",
    )


def buff(effect: str, move: int, duration: int) -> Any:
    return ev("add-buff", name="Haste", effect=effect, duration=duration, modifiers={"move": move})


@pytest.mark.parametrize(
    ("first", "again", "shown"),
    [
        # a weaker re-application keeps the stronger magnitude, and its own effect text
        (buff("+2 MOVE", 2, 1), buff("+1 MOVE", 1, 3), ("+2 MOVE", 2, 3)),
        # a stronger one replaces magnitude and text together
        (buff("+1 MOVE", 1, 3), buff("+2 MOVE", 2, 1), ("+2 MOVE", 2, 3)),
        # the same magnitude with a new text: the new text (it describes the same modifier)
        (buff("+2 MOVE", 2, 3), buff("+2 MOVE (haste)", 2, 1), ("+2 MOVE (haste)", 2, 3)),
    ],
)
def test_reapplied_buff_shows_the_text_of_the_modifier_it_keeps(
    first: Any, again: Any, shown: tuple[str, int, int]
) -> None:
    # gravedust.txt, Buffs and Debuffs (l. 478-480): no stacking; the higher duration; "If the
    # magnitude of the new buff or debuff is higher than the old one, it will replace the older"
    result = build(first, again)
    [listed] = result.sheet.sections["buffs"]
    assert (listed["effect"], listed["modifiers"]["move"], listed["duration"]) == shown
    assert result.sheet.value("move") == 10 + shown[1]
