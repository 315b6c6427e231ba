# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Gather interlude action (l. 1080) and gathering at an outcrop (Gathering, l. 1205-1305)."""

from __future__ import annotations

from typing import Any

from rules.engine.event import Event
from rules.lyrian.content import Skill
from rules.lyrian.materials import gather_yield
from rules.lyrian.property_crafting import gathering_values
from tests.rules.lyrian.artisan_classes import artisan, defined, mastered
from tests.rules.lyrian.builders import build, created, errors, ev, shipped, to_interlude, values

MINER = artisan("test-miner", "gathering", "mining")
SMELTER = artisan("test-smelter", "gathering", "mining", tier=2)
TRAPPER = artisan("trapper", "gathering", None, gathering_kinds=["food", "junk"])
LIMIT = "A player cannot carry more than 1,000 units of the same material"
SPLIT = " Half of a Gather can be a second basic material of the activity."


def gather(activity: str = "mining", material: str = "Iron", **more: Any) -> Event:
    return ev("gather", activity=activity, material=material, **more)


def test_gather_600_units() -> None:
    # l. 1080: "Gain 600 units of basic material related to the activity"; mining's kind is ore
    # (l. 1258 "Iron or Magical Fuel for mining"); its IP is the unpriced-action house rule (1)
    result = build(*created(), *to_interlude(0, 3), gather())
    assert dict(result.state.materials) == {"ore/Iron": 600}
    assert values(result, "ip") == (2,)
    assert result.state.log[-1] == "arc 1: Gather (Mining): 600 Iron (Ore)"


def test_gather_twice_reaches_the_carrying_limit() -> None:
    # l. 1080 and l. 1203: 600 + 600 of the same material is past 1,000
    result = build(*created(), *to_interlude(0, 3), gather(), gather())
    assert errors(result) == [f"{LIMIT}: Iron (Ore) would be 1,200 (carrying 600).{SPLIT}"]


def test_mastered_tier_1_class_doubles() -> None:
    # l. 1080: "If you have the tier 1 gathering class related to the activity mastered, you gain
    # double the amount": 1,200, which is past the 1,000 carried of one material (l. 1203)
    result = build(*created(), *mastered(MINER), *to_interlude(0, 3), gather())
    assert errors(result) == [f"{LIMIT}: Iron (Ore) would be 1,200 (carrying 0).{SPLIT}"]
    mining = shipped().typed("skill", "mining", Skill)
    assert mining is not None
    assert gather_yield(result.state, result.content, mining, "ore", "Iron", None) == (
        {"ore/Iron": 1200},
        "",
    )


def test_a_doubled_gather_split_with_a_second_basic_material() -> None:
    # l. 1080 "basic material related to the activity" — mining's are Iron or Magical Fuel
    # (l. 1258); 1,200 split 600 + 600 stays within the 1,000 carried of one material (l. 1203)
    split = gather(split_with="Magical Crystals", split_kind="magical-fuel")
    result = build(*created(), *mastered(MINER), *to_interlude(0, 3), split)
    assert errors(result) == []
    assert dict(result.state.materials) == {"ore/Iron": 600, "magical-fuel/Magical Crystals": 600}


def test_a_split_names_a_kind_the_activity_gathers() -> None:
    # l. 1258: wood is woodcutting's, not mining's
    result = build(*created(), *to_interlude(0, 3), gather(split_with="Pine", split_kind="wood"))
    assert errors(result) == [
        "Mining gathers Ore, Magical Fuel: the second material is one of those."
    ]


def test_a_class_of_another_activity_does_not_double() -> None:
    # l. 1080: "the tier 1 gathering class related to the activity"
    result = build(*created(), *mastered(MINER), *to_interlude(0, 3), gather("woodcutting", "Pine"))
    assert dict(result.state.materials) == {"wood/Pine": 600}


def test_unmastered_class_does_not_double() -> None:
    result = build(
        *created(),
        defined(MINER),
        ev("unlock-class", class_="test-miner"),
        *to_interlude(0, 3),
        gather(),
    )
    assert dict(result.state.materials) == {"ore/Iron": 600}


def test_tier_2_half_as_tamahagane() -> None:
    # l. 1080: "If you have the tier 2 gathering class mastered, half of what you gather can be the
    # tier 1.5 material (tamahagane or maple)": 1,200 doubled → 600 Iron and 600 Tamahagane
    result = build(
        *created(),
        *mastered(MINER),
        *to_interlude(1500, 3),
        *mastered(SMELTER),
        gather(half_as="Tamahagane"),
    )
    assert dict(result.state.materials) == {"ore/Iron": 600, "ore/Tamahagane": 600}


def test_tier_2_without_tier_1_halves_600() -> None:
    # l. 1080: the tier 2 bonus alone: half of 600 is Tamahagane
    result = build(
        *created(), *to_interlude(1500, 3), *mastered(SMELTER), gather(half_as="Tamahagane")
    )
    assert dict(result.state.materials) == {"ore/Iron": 300, "ore/Tamahagane": 300}


def test_half_as_needs_the_tier_2_class() -> None:
    result = build(*created(), *mastered(MINER), *to_interlude(0, 3), gather(half_as="Tamahagane"))
    assert errors(result) == [
        "Half of a Mining Gather can be the tier 1.5 material only with the tier 2 gathering "
        "class of Mining mastered."
    ]


def test_trapper_doubles_food_and_junk() -> None:
    # l. 1080: "If you have mastered Trapper, this bonus applies to gathering Food or Junk units":
    # 1,200 food units, past the 1,000 of one material (l. 1203); ore is not doubled
    events = [*created(), *mastered(TRAPPER), *to_interlude(0, 3)]
    food = build(*events, gather("plant-gathering", "Carrots", kind="food"))
    assert errors(food) == [f"{LIMIT}: Carrots (Food) would be 1,200 (carrying 0).{SPLIT}"]
    ore = build(*events, gather())
    assert dict(ore.state.materials) == {"ore/Iron": 600}


def test_gather_needs_a_gathering_skill_and_the_interlude() -> None:
    assert errors(build(*created(), *to_interlude(0, 3), gather("carpenter", "Pine"))) == [
        "'carpenter' is not a gathering skill."
    ]
    assert errors(build(*created(), *to_interlude(0, 3), ev("start-arc"), gather())) == [
        "Interlude actions can be taken only during character creation or an interlude "
        "(now: the adventure)."
    ]


def outcrop(**more: Any) -> Event:
    # l. 1243-1248: "Normal Dark Iron Outcrop … Yield: 500 units of iron / Lucky Yield: 500 units
    # of Dark Iron"
    fields: dict[str, Any] = {
        "outcrop": "Dark Iron Outcrop",
        "kind": "ore",
        "material": "Iron",
        "units": 500,
        "lucky_material": "Dark Iron",
        "lucky_units": 500,
        **more,
    }
    return ev("gather-outcrop", **fields)


def test_outcrop_yield_and_lucky_yield() -> None:
    # l. 1280: "If you've cleared the Node Points … you receive the yield. If you also cleared the
    # Lucky Points, you also receive the Lucky Yield." Not an interlude action: no IP, any phase
    events = [*created(), *to_interlude(0, 3)]
    result = build(*events, outcrop(node_cleared=True, lucky_cleared=True))
    assert dict(result.state.materials) == {"ore/Iron": 500, "ore/Dark Iron": 500}
    assert values(result, "ip") == (3,)
    adventure = build(*events, ev("start-arc"), outcrop(node_cleared=True))
    assert dict(adventure.state.materials) == {"ore/Iron": 500}


def test_outcrop_yield_only() -> None:
    result = build(*created(), outcrop(node_cleared=True))
    assert dict(result.state.materials) == {"ore/Iron": 500}


def test_outcrop_nothing_without_the_node_points() -> None:
    # l. 1217: "Note that node points must still be cleared to gain any reward"
    result = build(*created(), outcrop(node_cleared=False, lucky_cleared=True))
    assert result.valid, errors(result)
    assert dict(result.state.materials) == {}
    assert result.state.log[-1] == (
        "arc 0: Gathered at Dark Iron Outcrop: no yield (Node Points not cleared)"
    )


def test_outcrop_lucky_yield_needs_its_material_and_units() -> None:
    result = build(*created(), outcrop(lucky_units=None, node_cleared=True))
    assert errors(result) == ["A lucky yield names its material and units."]


def test_gathering_sheet_value() -> None:
    # l. 1274: "d10 + Gathering Skill + Modifiers": Mining 4
    result = build(
        *created(),
        defined(MINER),
        ev("unlock-class", class_="test-miner"),
        ev("buy-skill", skill="mining", points=4),
    )
    value = gathering_values(result.state, shipped())["gathering:mining"]
    assert value.breakdown() == "Gathering bonus, Mining 4 = 4 (Mining skill points)"
