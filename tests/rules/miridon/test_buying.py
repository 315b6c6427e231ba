# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Talent, skill and flair pricing and prerequisites, each with the rulebook section it checks."""

from __future__ import annotations

import pytest

from tests.rules.miridon.builders import build, character, errors, ev


def test_talent_rank_r_costs_5r() -> None:
    # miridon.txt, Chapter 4: "Cost: [Rank] * 5 points" — Melee Boost 0→3 costs 5 + 10 + 15 = 30
    result = build(
        *character("duelist", points=30), *[ev("buy-talent-rank", talent="melee-boost")] * 3
    )
    assert result.valid
    assert [e.amount for e in result.ledger.pool("skill-points")] == [30, -5, -10, -15]
    assert result.sheet.value("skill-points") == 0
    over = build(
        *character("duelist", points=30), *[ev("buy-talent-rank", talent="melee-boost")] * 4
    )
    assert errors(over) == ["Not enough skill points: this needs 20, you have 0."]


def test_flairs_cost_0_10_20_by_the_number_owned() -> None:
    # miridon.txt, Chapter 5: "the cost for each flair is 0, 10, 20, 30, etc."
    flairs = [ev("buy-flair", flair=f) for f in ("agile-strike", "agile-evasion", "ambidexterity")]
    result = build(*character("duelist", points=30), *flairs)
    assert result.valid
    assert [e.amount for e in result.ledger.pool("skill-points")] == [30, 0, -10, -20]
    assert result.sheet.value("next-flair-cost") == 30


def test_removing_an_earlier_flair_reprices_the_later_ones() -> None:
    # RULINGS.md, Miridon: "Removing a flair from the history re-prices the later ones."
    result = build(
        *character("duelist", points=10),
        ev("buy-flair", flair="agile-evasion"),
        ev("buy-flair", flair="ambidexterity"),
    )
    assert [e.amount for e in result.ledger.pool("skill-points")] == [10, 0, -10]
    assert result.sheet.value("skill-points") == 0


def test_skill_rank_costs_r_for_class_skills_and_2r_cross_class() -> None:
    # RULINGS.md, Miridon: class skill rank r costs r, cross-class 2r (class skill lists are GM content)
    skill = "stealth"
    cross = build(*character("duelist", points=6), *[ev("buy-skill-rank", skill=skill)] * 2)
    assert [e.amount for e in cross.ledger.pool("skill-points")] == [6, -2, -4]
    duelist = {
        "id": "duelist",
        "name": "Duelist",
        "source": {"book": "homebrew: test"},
        "special": "riposte",
        "class_skills": [skill],
    }
    own = build(
        ev("define", kind="class", entry=duelist),
        *character("duelist", points=3),
        *[ev("buy-skill-rank", skill=skill)] * 2,
    )
    assert [e.amount for e in own.ledger.pool("skill-points")] == [3, -1, -2]


@pytest.mark.parametrize(
    ("events", "flair", "reason"),
    [
        # miridon.txt, Critical Hit Flairs: Greater Critical Hit — "Pre-requisite: [Advanced Critical Hit]"
        ([], "greater-critical-hit", "Greater Critical Hit needs the flair Advanced Critical Hit."),
        # Sniper Rifle Critical Hit needs both Advanced and Greater Critical Hit
        (
            [ev("buy-flair", flair="advanced-critical-hit")],
            "sniper-rifle-critical-hit",
            "Sniper Rifle Critical Hit needs the flair Greater Critical Hit.",
        ),
        # Redouble Specialist — "Pre-requisite: [Rank] 1 [Redouble]"
        ([], "redouble-specialist", "Redouble Specialist needs Redouble at rank 1 (has 0)."),
        # Dragon flairs — "Pre-requisite: [Dragon] Mutation"
        (
            [],
            "dragon-elemental-affinity",
            "Dragon Elemental Affinity needs the Dragon mutation (assigned by the GM).",
        ),
    ],
)
def test_locked_flairs_say_why(events: list, flair: str, reason: str) -> None:
    result = build(
        *character("duelist", points=200, strength=10, speed=10),
        *events,
        ev("buy-flair", flair=flair),
    )
    assert errors(result) == [reason]


def test_parry_needs_the_riposte_special() -> None:
    # miridon.txt, General Flairs: Parry — "Pre-requisite: [Riposte] Special Ability" (the Duelist's special)
    devourer = build(
        *character("grand-devourer", points=50, strength=10, speed=10),
        ev("buy-flair", flair="parry"),
    )
    assert errors(devourer) == [
        "Parry needs the Riposte special ability, which comes with a class the character does not have."
    ]
    duelist = build(
        *character("duelist", points=50, strength=10, speed=10), ev("buy-flair", flair="parry")
    )
    assert duelist.valid


def test_chains_unlock_in_order() -> None:
    result = build(
        *character("duelist", points=200, strength=10, speed=10),
        ev("buy-talent-rank", talent="redouble"),
        ev("buy-flair", flair="redouble-specialist"),
        ev("assign-mutation", mutation="dragon"),
        ev("buy-flair", flair="dragon-elemental-affinity"),
        ev("buy-flair", flair="advanced-critical-hit"),
        ev("buy-flair", flair="greater-critical-hit"),
        ev("buy-flair", flair="sniper-rifle-critical-hit"),
    )
    assert result.valid, errors(result)


def test_locked_flair_option_lists_missing_steps_and_total_cost() -> None:
    # Redouble Specialist: raise Redouble to rank 1 (5 points) and buy it as the first flair (0) = 5
    result = build(*character("duelist", points=100))
    option = next(o for o in result.options("flair") if o.id == "redouble-specialist")
    assert not option.available
    assert (
        "raise Redouble to rank 1 (5 points); buy Redouble Specialist (0 points) — 5 points in all"
        in option.detail
    )
