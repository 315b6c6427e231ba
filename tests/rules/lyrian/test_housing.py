# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Housing: plots, house builds and their stored progress, upgrades, facility slots and levels
(lyrian-chronicles.txt, Housing, l. 1542-1580)."""

from __future__ import annotations

import pytest

from rules.engine.event import Event
from rules.lyrian.homes import find_home
from rules.lyrian.property_housing import homes_section
from rules.lyrian.state import Home
from tests.rules.lyrian.builders import build, errors, ev, shipped, values
from tests.rules.lyrian.housing_builders import GM_ZERO, put_in, small_house, start


def home_of(events: list[Event], name: str = "Riverside") -> Home:
    result = build(*events)
    assert result.valid, errors(result)
    home = find_home(result.state, name)
    assert home is not None
    return home


def test_small_plot_costs_7000_clim() -> None:
    # l. 1572: "a tiny plot ... to a small one would cost 7000-3000": a small plot is 7,000 Clim
    result = build(*start(clim=10_000), ev("buy-plot", name="Riverside", size="small"))
    assert values(result, "clim") == (13_000 - 7000,)


def test_plot_with_no_cost_needs_the_gms_price() -> None:
    # l. 1550: the PLOT COSTS table is empty; only tiny (3,000) and small (7,000) are given (l. 1572)
    refused = build(*start(), ev("buy-plot", name="Keep", size="medium"))
    assert errors(refused) == [
        "The rulebook gives no plot cost for a Medium plot: enter the GM's price."
    ]
    bought = build(*start(clim=0), ev("buy-plot", name="Keep", size="medium", price=2000))
    assert values(bought, "clim") == (1000,)
    assert homes_section(bought.state, shipped())[0]["entered"] == [
        {"part": "plot-cost", "name": "plot cost", "value": 2000}
    ]


def test_house_size_with_no_cost_needs_the_gms_numbers() -> None:
    # l. 1552: the HOUSE COSTS table is empty; a tiny house's crafting points are not given
    base = [*start(), ev("buy-plot", name="Hut", size="tiny")]
    refused = build(*base, ev("build-house", home="Hut"))
    assert errors(refused) == [
        "The rulebook gives no crafting points for a Tiny house: enter the GM's number."
    ]
    home = home_of(
        [*base, ev("build-house", home="Hut", **{**GM_ZERO, "crafting_points": 50})], "Hut"
    )
    assert (home.building, home.need["crafting-points"]) == ("tiny", 50)
    assert home.entered == ("crafting-points", "lumber", "metal", "alchemy")


def test_small_house_needs_the_rulebooks_numbers() -> None:
    # l. 1574: a small house is 360 crafting points, 16,000 lumber, 5,400 metal and alchemy units
    home = home_of(
        [
            *start(),
            ev("buy-plot", name="Riverside", size="small"),
            ev("build-house", home="Riverside"),
        ]
    )
    assert dict(home.need) == {
        "crafting-points": 360,
        "lumber": 16000,
        "metal": 5400,
        "alchemy": 5400,
    }
    given = build(
        *start(), ev("buy-plot", name="R", size="small"), ev("build-house", home="R", lumber=100)
    )
    assert errors(given) == ["a Small house needs 16,000 lumber by the rulebook: leave it empty."]


def test_progress_is_stored_and_points_cannot_complete_while_materials_are_short() -> None:
    # l. 1554: "any progress made is stored ... you cannot complete all crafting points on a house
    # until you finish collecting all materials"
    base = [
        *start(ip=4),
        ev("buy-plot", name="Riverside", size="small"),
        ev("build-house", home="Riverside"),
        *put_in("Riverside", "wood", "Pine", 2000),
        ev("house-progress", home="Riverside", crafting_points=200),
    ]
    home = home_of(base)
    assert (home.done["lumber"], home.done["crafting-points"]) == (2000, 200)
    short = build(*base, ev("house-progress", home="Riverside", crafting_points=160))
    assert errors(short) == [
        "You cannot complete all crafting points on a house until you finish collecting all "
        "materials (still short: lumber, metal units, alchemy units); at most 159 more points now."
    ]
    almost = home_of([*base, ev("house-progress", home="Riverside", crafting_points=159)])
    assert (almost.done["crafting-points"], almost.size) == (359, None)
    beyond = build(*base, ev("house-progress", home="Riverside", crafting_points=161))
    assert errors(beyond) == ["The build of Riverside needs only 160 more crafting points."]


def test_house_crafting_is_the_crafting_interlude_action_unless_hired() -> None:
    # l. 1078: Crafting costs 1 IP; l. 1566: an NPC carpenter can be hired instead
    base = [
        *start(ip=2, clim=10_000),
        ev("buy-plot", name="R", size="small"),
        ev("build-house", home="R"),
    ]
    crafted = build(*base, ev("house-progress", home="R", crafting_points=10))
    assert values(crafted, "ip") == (1,)
    hired = build(*base, ev("house-progress", home="R", crafting_points=10, hired=True, price=500))
    assert values(hired, "ip", "clim") == (2, 13_000 - 7000 - 500)


def test_materials_go_in_only_as_house_parts_and_up_to_the_need() -> None:
    # l. 1554: "The lumber, metal and alchemy fields show the total amount of units"
    base = [
        *start(),
        ev("buy-plot", name="Hut", size="tiny"),
        ev("build-house", home="Hut", crafting_points=5, lumber=300, metal=0, alchemy=0),
    ]
    food = build(
        *base,
        ev("gain-material", kind="food", material="Carrots", units=10),
        ev("house-progress", home="Hut", materials={"food/Carrots": 10}),
    )
    assert errors(food) == [
        "Carrots (Food) is not a house material: a house takes lumber, metal and alchemy units."
    ]
    too_much = build(
        *base,
        ev("gain-material", kind="wood", material="Pine", units=400),
        ev("house-progress", home="Hut", materials={"wood/Pine": 400}),
    )
    assert errors(too_much) == ["The build of Hut still needs 300 lumber: 400 is more than that."]


def test_house_finishes_when_all_four_are_met() -> None:
    # l. 1556: "When the crafting points, lumber, metal and alchemy units are all fulfilled, the
    # house is finished."
    home = home_of([*start(), *small_house()])
    assert (home.size, home.building) == ("small", None)
    row = homes_section(build(*start(), *small_house()).state, shipped())[0]
    assert (row["finished"], row["size"], row["slots_total"]) == (True, "Small", 2)


def test_upgrade_tiny_to_small_plot_costs_4000_clim() -> None:
    # l. 1572: "upgrading from a tiny plot ... to a small one would cost 7000-3000 = 4000 Clim"
    base = [
        *start(clim=4000),
        ev("buy-plot", name="Hut", size="tiny"),
        ev("build-house", home="Hut", **GM_ZERO),
    ]
    result = build(*base, ev("upgrade-house", home="Hut", size="small", **GM_ZERO))
    assert values(result, "clim") == (7000 - 3000 - 4000,)  # 3,000 creation + 4,000 gained
    home = find_home(result.state, "Hut")
    assert home is not None
    assert (home.plot, home.size) == ("small", "small")


def test_upgrade_small_to_medium_is_the_difference_times_125_percent() -> None:
    # l. 1574: (900-360)*1.25 = 675 crafting points, (36000-16000)*1.25 = 25000 lumber,
    # (12000-5400)*1.25 = 8250 metal and alchemy units
    base = [*start(), *small_house()]
    refused = build(*base, ev("upgrade-house", home="Riverside", size="medium"))
    assert errors(refused) == ["The rulebook gives no plot cost for Medium: enter the GM's price."]
    home = home_of([*base, ev("upgrade-house", home="Riverside", size="medium", price=5000)])
    assert dict(home.need) == {
        "crafting-points": 675,
        "lumber": 25000,
        "metal": 8250,
        "alchemy": 8250,
    }
    assert (home.size, home.building, home.plot) == ("small", "medium", "medium")


def test_upgrade_to_a_size_with_no_costs_needs_the_gms_numbers() -> None:
    # l. 1574 gives costs only for small and medium: a large house's are the GM's
    base = [*start(), *small_house()]
    refused = build(*base, ev("upgrade-house", home="Riverside", size="large", price=1))
    assert errors(refused) == [
        "The rulebook gives no crafting points for an upgrade from Small to Large: enter the "
        "GM's number."
    ]
    smaller = build(*base, ev("upgrade-house", home="Riverside", size="tiny", price=0))
    assert errors(smaller) == ["An upgrade goes to a larger size than Small."]


@pytest.mark.parametrize(
    ("size", "slots"),
    [("tiny", 1), ("small", 2), ("medium", 3), ("large", 4), ("estate", 6)],  # l. 1560-1564
)
def test_facility_slots_by_size(size: str, slots: int) -> None:
    # l. 1558-1564: "A house that is finished can hold facilities based on the size"
    entry = shipped().get("house-size", size)
    assert getattr(entry, "facility_slots", None) == slots
    gm = {"crafting_points": 0, "lumber": 0, "metal": 0, "alchemy": 0}
    given = {k: v for k, v in gm.items() if getattr(entry, k) is None}
    result = build(
        *start(),
        ev("buy-plot", name="H", size=size, price=0),
        ev("build-house", home="H", **given),
        *(
            [ev("house-progress", home="H", crafting_points=0, hired=True, price=1)]
            if len(given) < 4
            else []
        ),
    )
    assert result.valid, errors(result)
    row = homes_section(result.state, shipped())[0]
    assert row["slots_total"] == (slots if row["finished"] else 0)


def test_a_tiny_house_holds_one_facility() -> None:
    # l. 1560: Tiny: 1
    base = [
        *start(),
        ev("buy-plot", name="Hut", size="tiny"),
        ev("build-house", home="Hut", **GM_ZERO),
        ev("add-facility", home="Hut", facility="shrine"),
    ]
    assert build(*base).valid
    full = build(*base, ev("add-facility", home="Hut", facility="sauna"))
    assert errors(full) == ["A Tiny house holds 1 facilities: none is free."]


def test_facility_needs_a_finished_house() -> None:
    # l. 1558: "A house that is finished can hold facilities"
    result = build(
        *start(),
        ev("buy-plot", name="R", size="small"),
        ev("build-house", home="R"),
        ev("add-facility", home="R", facility="shrine"),
    )
    assert errors(result) == ["R is not built yet: a facility needs a finished house."]


def test_level_2_refused_in_a_tiny_house_level_3_in_a_small() -> None:
    # l. 1580: "a house must be at least small size to fit a level 2 facility and at least medium
    # size to fit a level 3 one"
    tiny = build(
        *start(),
        ev("buy-plot", name="Hut", size="tiny"),
        ev("build-house", home="Hut", **GM_ZERO),
        ev("add-facility", home="Hut", facility="blacksmith-workshop"),
        ev("upgrade-facility", home="Hut", facility="blacksmith-workshop"),
    )
    assert errors(tiny) == [
        "A Tiny house cannot fit a level 2 facility: a house must be at least Small size."
    ]
    small = [
        *start(),
        *small_house(),
        ev("add-facility", home="Riverside", facility="blacksmith-workshop"),
        ev("upgrade-facility", home="Riverside", facility="blacksmith-workshop"),
    ]
    assert home_of(small).facilities == {"blacksmith-workshop": 2}
    three = build(*small, ev("upgrade-facility", home="Riverside", facility="blacksmith-workshop"))
    assert errors(three) == [
        "A Small house cannot fit a level 3 facility: a house must be at least Medium size."
    ]


def test_facility_price_is_paid() -> None:
    # l. 1584: the facility costs are on the item page (not in this rulebook): the GM's price
    base = [
        *start(clim=200),
        ev("buy-plot", name="Hut", size="tiny"),
        ev("build-house", home="Hut", **GM_ZERO),
    ]
    result = build(*base, ev("add-facility", home="Hut", facility="shrine", price=200))
    assert values(result, "clim") == (3000 + 200 - 3000 - 200,)
    broke = build(*base, ev("add-facility", home="Hut", facility="shrine", price=201))
    assert errors(broke)
    free = build(*base, ev("add-facility", home="Hut", facility="shrine"))
    row = homes_section(free.state, shipped())[0]["facilities"]
    assert row == [
        {
            "id": "shrine",
            "name": "Meditation Garden / Shrine",
            "level": 1,
            "uses_per_interlude": 5,
            "used_this_interlude": 0,
            "effect": "Rest doubles the temporary Mana",
            "price_given": False,
        }
    ]
