# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Materials found, bought, sold and spent (Crafting & Gathering — Material, l. 1192-1203)."""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine.event import Event
from rules.lyrian.property_crafting import materials_section
from tests.rules.lyrian.builders import build, created, errors, ev, shipped, values


def gain(kind: str, material: str, units: int, **more: Any) -> Event:
    return ev("gain-material", kind=kind, material=material, units=units, **more)


def sell(kind: str, material: str, units: int) -> Event:
    return ev("sell-material", kind=kind, material=material, units=units)


@pytest.mark.parametrize(
    ("kind", "units", "clim"),
    [
        # l. 1192: "2 units for every 1 Clim": 500 Dark Iron → 250 Clim
        ("ore", 500, 250),
        # l. 1192: "junk units which sell for 4 units for every clim": 500 junk → 125 Clim
        ("junk", 500, 125),
        # l. 1192: 3 ore units → 1 Clim (rounded down, docs: no half Clim)
        ("ore", 3, 1),
    ],
)
def test_selling(kind: str, units: int, clim: int) -> None:
    result = build(*created(), gain(kind, "Dark Iron", units), sell(kind, "Dark Iron", units))
    assert values(result, "clim") == (3000 + clim,)
    assert dict(result.state.materials) == {}


def test_selling_part_keeps_the_rest() -> None:
    # l. 1192: 200 of 500 Dark Iron sold → 100 Clim, 300 left
    result = build(*created(), gain("ore", "Dark Iron", 500), sell("ore", "Dark Iron", 200))
    assert values(result, "clim") == (3100,)
    assert dict(result.state.materials) == {"ore/Dark Iron": 300}


def test_cannot_sell_what_is_not_carried() -> None:
    result = build(*created(), gain("ore", "Iron", 100), sell("ore", "Iron", 101))
    assert errors(result) == ["Not enough Iron (Ore): this needs 101 units, you carry 100."]


def test_carrying_limit_of_one_exact_material() -> None:
    # l. 1203: "A player cannot carry more than 1000 units of the same material"
    result = build(*created(), gain("ore", "Dark Iron", 600), gain("ore", "Dark Iron", 500))
    assert errors(result) == [
        "A player cannot carry more than 1,000 units of the same material: Dark Iron (Ore) "
        "would be 1,100 (carrying 600)."
    ]
    assert dict(result.state.materials) == {"ore/Dark Iron": 600}


def test_carrying_limit_is_per_exact_material() -> None:
    # l. 1203: "1000 unit of chorpa steak and 1000 units of carrots, both a food unit"
    result = build(*created(), gain("food", "Chorpa Steak", 1000), gain("food", "Carrots", 1000))
    assert result.valid, errors(result)
    assert dict(result.state.materials) == {"food/Chorpa Steak": 1000, "food/Carrots": 1000}


def test_bought_materials_cost_their_price() -> None:
    # l. 1192: "You can either find, gather or purchase Materials"; the price is the market's
    result = build(*created(), gain("wood", "Pine", 200, how="bought", price=120))
    assert values(result, "clim") == (2880,)
    assert result.state.log[-1] == "arc 0: Bought 200 Pine (Wood)"


def test_a_price_only_for_bought_materials() -> None:
    result = build(*created(), gain("wood", "Pine", 200, how="found", price=120))
    assert errors(result) == ["A price is paid only for bought materials."]


def test_spending_materials() -> None:
    result = build(
        *created(),
        gain("botany", "Herbs", 50),
        ev("spend-material", note="Healing salve", kind="botany", material="Herbs", units=30),
    )
    assert dict(result.state.materials) == {"botany/Herbs": 20}
    assert result.state.log[-1] == "arc 0: Spent 30 Herbs (Botany): Healing salve"


@pytest.mark.parametrize(
    ("kind", "material", "problem"),
    [
        ("stone", "Granite", "There is no material kind 'stone'"),
        ("ore", "  ", "Name the exact material"),
        ("ore", "Iron/Steel", "Name the exact material"),
    ],
)
def test_material_must_be_named(kind: str, material: str, problem: str) -> None:
    result = build(*created(), gain(kind, material, 10))
    assert errors(result)[0].startswith(problem)


def test_materials_need_a_started_character() -> None:
    result = build(gain("ore", "Iron", 10))
    assert errors(result) == [
        "Start the character's creation first: that gives the creation budgets."
    ]


def test_materials_section() -> None:
    # l. 1192: 500 Dark Iron sells for 250; 500 junk for 125
    result = build(*created(), gain("ore", "Dark Iron", 500), gain("junk", "Scrap", 500))
    assert materials_section(result.state, shipped()) == [
        {"kind": "junk", "kind_name": "Junk", "material": "Scrap", "units": 500, "sells_for": 125},
        {
            "kind": "ore",
            "kind_name": "Ore",
            "material": "Dark Iron",
            "units": 500,
            "sells_for": 250,
        },
    ]
