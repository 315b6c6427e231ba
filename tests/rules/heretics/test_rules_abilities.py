# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Ability design: rank prices, free ranks, property values and modifier Type-line checks."""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine.event import Event
from tests.rules.heretics.builders import build, errors, ev, exp


def attack(ability: str = "bolt", template: str = "attack") -> Event:
    """Create an ability from a template."""
    return ev("create-ability", ability=ability, template=template, name=ability.title())


def ranks(count: int, ability: str = "bolt") -> list[Event]:
    """Buy `count` paid ranks."""
    return [ev("add-ability-rank", ability=ability)] * count


def assign(to: str, count: int = 1, ability: str = "bolt") -> list[Event]:
    """Assign `count` ranks to one target."""
    return [ev("assign-rank", ability=ability, to=to)] * count


@pytest.mark.parametrize(
    ("paid", "cost"),
    [(1, 1), (2, 3), (5, 15)],  # l. 89; RULINGS.md: the k-th paid rank costs k, 0→5 costs 15
)
def test_ability_rank_prices(paid: int, cost: int) -> None:
    result = build(exp(cost), attack(), *ranks(paid))
    assert result.valid, errors(result)
    assert result.sheet.value("ability.bolt.paid-ranks") == paid
    assert result.sheet.value("ability.bolt.next-rank-price") == paid + 1


def test_rank_1_to_5_costs_14() -> None:
    # RULINGS.md: rank 1→5 costs 2 + 3 + 4 + 5 = 14
    amounts = [e.amount for e in build(exp(15), attack(), *ranks(5)).ledger.pool("exp")]
    assert sum(amounts[2:]) == -14


def test_free_ranks_do_not_raise_prices() -> None:
    # l. 117 / RULINGS.md: free ranks cost nothing and do not raise the price of later ranks
    result = build(
        exp(3),
        attack(),
        ev("add-restriction", ability="bolt", restriction="damage-only"),
        *ranks(2),
    )
    assert result.valid, errors(result)
    assert [e.amount for e in result.ledger.pool("exp")] == [3, -1, -2]
    assert result.sheet.value("ability.bolt.free-ranks") == 4
    assert result.sheet.value("ability.bolt.unassigned-ranks") == 6


@pytest.mark.parametrize(
    ("prop", "count", "value"),
    [("power", 0, 1), ("power", 3, 7), ("accuracy", 2, 4)],  # l. 143: Power = 1 (2 per rank)
)
def test_property_values_as_ranks_move(prop: str, count: int, value: int) -> None:
    result = build(exp(6), attack(), *ranks(3), *assign(prop, count))
    assert result.sheet.value(f"ability.bolt.{prop}") == value
    assert result.sheet.value("ability.bolt.unassigned-ranks") == 3 - count


def test_one_per_two_ranks_and_cr_per_rank() -> None:
    # l. 191 Shield: Duration = 1 (1 per 2 ranks); CR = 14 (-2 per rank)
    events = [exp(10), attack("wall", "shield"), *ranks(4, "wall")]
    result = build(*events, *assign("duration", 3, "wall"), *assign("cr", 1, "wall"))
    assert result.sheet.value("ability.wall.duration") == 2
    assert result.sheet.value("ability.wall.cr") == 12


@pytest.mark.parametrize(("rank", "squares"), [(0, 0), (1, 2), (2, 6), (3, 12), (4, 24)])
def test_range_in_squares(rank: int, squares: int) -> None:
    # l. 102-105; RULINGS.md: 0 adjacent, 1 → 2, 2 → 6, 3 → 12, 4 → 24
    result = build(exp(10), attack(), *ranks(4), *assign("range", rank))
    assert result.sheet.value("ability.bolt.range-squares") == squares


def test_no_unassigned_rank_and_unknown_property() -> None:
    # l. 89: every rank goes to one property of the ability
    assert errors(build(attack(), *assign("power")))[0] == "Bolt has no unassigned rank."
    result = build(exp(1), attack(), *ranks(1), *assign("duration"))
    assert errors(result) == ["Attack has no duration property."]


def test_type_change_takes_one_rank() -> None:
    # l. 94: changing the type to elemental or mind requires 1 rank
    result = build(exp(1), attack(), *ranks(1), *assign("mind"))
    assert result.valid
    assert result.sheet.value("ability.bolt.unassigned-ranks") == 0
    assert errors(build(attack(), *assign("elemental")))[0].startswith("Changing the Type")


def test_several_abilities_from_one_template() -> None:
    # l. 85: "You can create multiple versions of the same ability."
    result = build(exp(2), attack("a"), attack("b"), *ranks(1, "a"), *ranks(1, "b"))
    assert result.valid
    assert errors(build(attack("a"), attack("a")))[0] == "There is already an ability 'a'."


def locked(range_ranks: int, *after: Event) -> Any:
    """An attack with range ranks, then Locked Range, then more events."""
    events = [exp(10), attack(), *ranks(4), *assign("range", range_ranks)]
    return build(*events, ev("add-restriction", ability="bolt", restriction="locked-range"), *after)


def test_locked_range_needs_range_rank_2() -> None:
    # l. 263 Locked Range: "Attack with at least a rank 2 range"
    assert locked(2).valid
    assert errors(locked(1)) == [
        "Locked Range needs Attack with at least a rank 2 range (range rank is 1)."
    ]


def test_locked_range_flagged_when_a_rank_is_removed() -> None:
    # RULINGS.md: an ability that stops matching makes the restriction invalid, and says so
    result = locked(2, ev("remove-rank", ability="bolt", from_="range"))
    assert [i.code for i in result.errors] == ["modifier"]
    assert "Locked Range no longer applies" in errors(result)[0]


def test_improvement_type_lines() -> None:
    # l. 237-261: Riposte only on defenses; Commander only on Summon
    riposte = ev("add-improvement", ability="bolt", improvement="riposte")
    assert errors(build(exp(1), attack(), *ranks(1), riposte))[0].startswith("Riposte needs")
    # l. 157: Guard is a default ability every character already has
    on_guard = ev("add-improvement", ability="guard", improvement="riposte")
    guard = [exp(1), *ranks(1, "guard"), on_guard]
    assert build(*guard).valid
    assert build(*guard).sheet.value("ability.guard.unassigned-ranks") == 0
    commander = ev("assign-rank", ability="bolt", to="commander")
    assert errors(build(exp(6), attack(), *ranks(3), commander))[0].startswith("Commander needs")


def test_improvement_costs_ranks() -> None:
    # l. 237-261: Commander costs 3 per rank
    result = build(
        exp(6), attack("pet", "summon"), *ranks(2, "pet"), *assign("commander", 1, "pet")
    )
    assert errors(result) == ["Commander costs 3 rank(s); Pet has 2 unassigned."]
