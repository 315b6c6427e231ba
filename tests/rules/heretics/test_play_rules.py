# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Glorious Heretics' "At the table" rules: the rulebook's numbers in words, with the
character's own (movement, hit points, the Multi-Attack step)."""

from __future__ import annotations

from typing import Any, cast

from rules.engine.build import Build
from rules.engine.play_rule import AT_THE_TABLE
from rules.heretics.state import HereticsState
from tests.rules.heretics.builders import build, ev, exp


def rules_of(result: Build[HereticsState]) -> dict[str, dict[str, Any]]:
    return {r["key"]: r for r in cast(list[dict[str, Any]], result.sheet.sections[AT_THE_TABLE])}


def text(result: Build[HereticsState], key: str) -> str:
    return str(rules_of(result)[key]["text"])


def test_cards_turns_and_actions_state_the_rulebook_numbers() -> None:
    # glorious-heretics.txt, The Game l. 5: J 11, Q 12, K 13, A 14; low ≤ 5, high ≥ 11; l. 4:
    # a tie goes against the defender. Combat l. 15: 6 seconds; Actions l. 19: 4 action points;
    # l. 23: Move gains 4 squares; l. 24-25: Step and Brace 1 action point.
    result = build()
    assert "Jack 11, Queen 12, King 13, Ace 14" in text(result, "cards")
    assert "Low cards are 5 or lower, high cards 11 or higher" in text(result, "cards")
    assert "on a tie the defender loses" in text(result, "contested")
    assert "4 action points" in text(result, "turn")
    assert "A turn is 6 seconds" in text(result, "turn")
    assert f"gain {result.sheet.value('movement')} squares of movement" in text(result, "move")
    assert result.sheet.value("movement") == 4
    assert "Step, 1 action point: move 1 square" in text(result, "step-brace")


def test_the_hostile_penalty_names_the_multi_attack_step_only_with_the_feat() -> None:
    # glorious-heretics.txt, Actions l. 26: cumulative −4 per additional hostile action;
    # Feats l. 322: Multi-Attack lowers that penalty by 1 per rank (rank 1: −3).
    assert "Multi-Attack" not in text(build(), "hostile")
    assert "−4 for the second, −8 for the third" in text(build(), "hostile")
    with_feat = build(exp(15), ev("buy-feat-rank", feat="multi-attack"))
    assert "(with your Multi-Attack, −3 a step instead)" in text(with_feat, "hostile")


def test_going_down_uses_the_characters_hit_points() -> None:
    # glorious-heretics.txt, Hit Points l. 44: knocked out at 0 until 10 hit points recovered;
    # Blaze of glory l. 34: 3 turns of invulnerability.
    result = build()
    hit_points = result.sheet.value("hit-points")
    down = text(result, "knocked-out")
    assert f"When your hit points ({hit_points} at most) drop to 0" in down
    assert "at least 10 hit points in total" in down
    assert "3 turns of total invulnerability" in text(result, "blaze")


def test_cover_sustain_areas_and_debuffs() -> None:
    # glorious-heretics.txt l. 156: partial cover +2; l. 115: high card +2 turns, mid +1, low
    # ends; l. 111: a melee area leaves out your own square; l. 362: a debuff starts at 10.
    result = build()
    assert "+2 on your defense" in text(result, "cover")
    assert "a high card adds 2 turns, a mid card 1, and a low card ends it" in text(
        result, "sustain"
    )
    assert "leaves out your own square" in text(result, "area")
    assert "A debuff starts at 10" in text(result, "debuffs")
    for rule in rules_of(result).values():
        assert rule["source_line"], rule
