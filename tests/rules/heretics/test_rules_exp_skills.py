# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Exp, skills, hit points and feats, each with the rulebook line that sets the number."""

from __future__ import annotations

import pytest

from tests.rules.heretics.builders import build, errors, ev, exp

FIVE = ["strength", "stamina", "stealth", "logic", "insight"]


def test_award_exp_and_starting_exp_setting() -> None:
    # l. 45-46 Exp pool; RULINGS.md: starting Exp is a GM setting (house rule, default 0)
    result = build(exp(7), starting_exp=10)
    assert result.valid
    assert result.sheet.value("exp-total") == 17
    assert result.sheet.value("exp-available") == 17
    # the pool opens with the starting Exp, not tied to an event, then the GM's award
    opening, award = result.ledger.pool("exp")
    assert (opening.amount, opening.event_index, opening.note) == (
        10,
        None,
        "starting Exp (house rule)",
    )
    assert (award.amount, award.event_index, award.note) == (7, 0, "session")
    assert result.sheet["exp-total"].breakdown() == (
        "Exp 17 = 10 (starting Exp (house rule)) + 7 (awarded)"
    )


@pytest.mark.parametrize(
    ("raises", "cost"),
    [(1, 1), (2, 3), (5, 15)],  # l. 53: rank r → r + 1 costs r + 1
)
def test_skill_prices_from_zero(raises: int, cost: int) -> None:
    # glorious-heretics.txt l. 53: "equal to the current rank + 1"
    result = build(exp(cost), *[ev("raise-skill", skill="logic")] * raises)
    assert result.valid, errors(result)
    assert result.sheet.value("skill.logic") == raises
    assert result.sheet.value("exp-available") == 0


def test_skill_rank_1_to_5_costs_14() -> None:
    # l. 53: 1→2→3→4→5 costs 2 + 3 + 4 + 5 = 14
    result = build(exp(15), *[ev("raise-skill", skill="logic")] * 5)
    assert [e.amount for e in result.ledger.pool("exp")][2:] == [-2, -3, -4, -5]
    short = build(exp(14), *[ev("raise-skill", skill="logic")] * 5)
    assert errors(short) == ["Not enough Exp: this needs 5, you have 4."]


def test_exactly_five_proficiencies() -> None:
    # l. 53: "A new character gets proficiency in 5 skills of your choice."
    assert build(ev("choose-proficiencies", skills=FIVE)).valid
    four = build(ev("choose-proficiencies", skills=FIVE[:4]))
    assert errors(four) == ["Choose exactly 5 different skills (got 4)."]
    twice = build(ev("choose-proficiencies", skills=FIVE), ev("choose-proficiencies", skills=FIVE))
    assert errors(twice) == ["Proficiencies are chosen once, at creation."]
    unknown = build(ev("choose-proficiencies", skills=[*FIVE[:4], "flying"]))
    assert errors(unknown) == ["There is no skill 'flying'."]
    assert any(i.code == "no-proficiencies" for i in build().issues)


@pytest.mark.parametrize(("spent", "hp"), [(0, 10), (2, 11), (10, 15)])
def test_hit_points_10_plus_1_per_2_exp(spent: int, hp: int) -> None:
    # l. 44: "starts off with 10 ... increased by 1 hit point for every 2 Exp"
    events = [exp(10)] + ([ev("buy-hit-points", exp=spent)] if spent else [])
    assert build(*events).sheet.value("hit-points") == hp


def test_hit_points_need_even_exp() -> None:
    # l. 44: 1 hit point per 2 Exp
    result = build(exp(10), ev("buy-hit-points", exp=3))
    assert errors(result) == ["Hit points cost 2 Exp each: spend an even amount."]


def test_feat_cost_per_rank_and_max_rank() -> None:
    # l. 320: Multi-Attack costs 15 per rank, max 4
    result = build(exp(75), *[ev("buy-feat-rank", feat="multi-attack")] * 5)
    assert errors(result) == ["Multi-Attack is already at its maximum rank 4."]
    assert result.sheet.value("feat.multi-attack") == 4
    assert result.sheet.value("exp-available") == 15


def test_feat_bought_once_when_not_per_rank() -> None:
    # feats.yaml Dash: cost 20, not per rank
    result = build(exp(40), *[ev("buy-feat-rank", feat="dash")] * 2)
    assert errors(result) == ["Dash is already at its maximum rank 1."]


def test_starting_exp_can_be_spent() -> None:
    # RULINGS.md: starting Exp is a GM setting; it is spent like awarded Exp
    result = build(ev("raise-skill", skill="stealth"), starting_exp=1)
    assert result.valid
    assert result.sheet.value("exp-available") == 0
    assert errors(build(ev("raise-skill", skill="stealth"))) == [
        "Not enough Exp: this needs 1, you have 0."
    ]
