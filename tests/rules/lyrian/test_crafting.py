# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Crafting interlude action: begun with its materials paid, crafted or failed
(Crafting & Gathering — Crafting, l. 1137-1190; Interlude Actions, l. 1078)."""

from __future__ import annotations

from typing import Any

from rules.engine.build import Build
from rules.engine.event import Event
from rules.engine.step import Applied, Refused, Step
from rules.lyrian.ops_crafting import StartCraft, start_craft
from rules.lyrian.property_crafting import crafting_values, crafts_section
from rules.lyrian.state import Home, LyrianState, Weapon
from tests.rules.lyrian.artisan_classes import artisan, defined
from tests.rules.lyrian.builders import build, created, errors, ev, shipped, to_interlude, values

PINE = {"wood/Pine Block": 2}


def carpenter(points: int = 5) -> list[Event]:
    """A carpenter with `points` in Carpenter (a test class names the skill, l. 357)."""
    return [
        *created(),
        defined(artisan("test-bowyer", "crafting", "carpenter")),
        ev("unlock-class", class_="test-bowyer"),
        ev("buy-skill", skill="carpenter", points=points),
        *to_interlude(0, 3),
        ev("gain-material", kind="wood", material="Pine Block", units=10),
    ]


def bow(**more: Any) -> Event:
    fields: dict[str, Any] = {
        "item": "Bow",
        "skill": "carpenter",
        "crafting_hp": 30,
        "materials": PINE,
        **more,
    }
    return ev("start-craft", **fields)


def crafted(*events: Event) -> Build[LyrianState]:
    result = build(*carpenter(), *events)
    assert result.valid, errors(result)
    return result


def test_the_rulebook_example() -> None:
    # l. 1179: "+5 bonus to his carpentry", "a minimum of 30 crafting points", "2 normal Pine
    # Blocks"; l. 1186-1188: 50 points reached, Recurve (20 points) leaves 30: crafted
    result = crafted(
        bow(weapon_group="bow"), ev("finish-craft", points=50, mods=["Recurve"], mod_points=20)
    )
    craft = result.state.crafts[0]
    assert (craft.bonus, craft.status, craft.points, craft.mod_points) == (5, "crafted", 50, 20)
    assert craft.mods == ("Recurve",)
    assert dict(result.state.materials) == {"wood/Pine Block": 8}
    # l. 1078: "Crafting: 1 IP" (3 granted for the interlude)
    assert values(result, "ip") == (2,)
    # l. 1380: a bow is Two-Handed; the crafted weapon joins the weapons
    assert result.state.weapons == (Weapon("Bow", "bow", "two-handed"),)
    assert result.state.log[-1] == "arc 1: Bow crafted (30 of 30 crafting points)"


def test_failed_craft_loses_the_materials() -> None:
    # l. 1175: "If you end your crafting and your crafting points does not equal the items crafting
    # HP, then the craft fails. You lose all materials used for crafting." 29 < 30
    result = crafted(bow(weapon_group="bow"), ev("finish-craft", points=29))
    assert result.state.crafts[0].status == "failed"
    assert dict(result.state.materials) == {"wood/Pine Block": 8}
    assert result.state.weapons == ()


def test_a_mod_can_make_a_craft_fail() -> None:
    # l. 1159 and l. 1187: the points left after the mod must reach the crafting HP: 45 − 20 < 30
    result = crafted(bow(), ev("finish-craft", points=45, mods=["Recurve"], mod_points=20))
    assert result.state.crafts[0].status == "failed"


def test_extra_materials_during_crafting() -> None:
    # l. 1141: "might have to spend additional material during crafting"
    result = crafted(bow(), ev("finish-craft", points=30, extra_materials={"wood/Pine Block": 3}))
    assert dict(result.state.materials) == {"wood/Pine Block": 5}
    assert dict(result.state.crafts[0].materials) == {"wood/Pine Block": 5}


def test_one_craft_at_a_time() -> None:
    result = build(*carpenter(), bow(), bow(item="Second Bow"))
    assert errors(result) == ["Bow is still being crafted: finish it first (one craft at a time)."]


def test_materials_are_paid_when_it_begins() -> None:
    # l. 1141: "To initiate a crafting phase you must pay the item crafting cost"
    result = build(*carpenter(), bow(materials={"wood/Pine Block": 11}))
    assert errors(result) == ["Not enough Pine Block (Wood): this needs 11 units, you carry 10."]


def test_crafting_is_an_interlude_action() -> None:
    # l. 1141: "Crafting occurs during the Interlude Phase"
    result = build(*carpenter(), ev("start-arc"), bow())
    assert errors(result) == [
        "Interlude actions can be taken only during character creation or an interlude "
        "(now: the adventure)."
    ]


def test_finishing_needs_an_open_craft() -> None:
    result = build(*carpenter(), ev("finish-craft", points=30))
    assert errors(result) == ["No craft is being crafted: begin one with the Crafting action."]


def test_mod_points_cannot_exceed_the_points() -> None:
    result = build(
        *carpenter(), bow(), ev("finish-craft", points=10, mods=["Recurve"], mod_points=20)
    )
    assert errors(result) == ["Mods cost 20 points but the craft reached only 10."]


def test_expertise_and_modifier_add_to_the_bonus() -> None:
    # l. 1157: "Blacksmithing 5 and Longsword 10 … your crafting bonus would be +15": here
    # Carpenter 3 + Bows (2 skill points × 2 = 4, l. 137) + a modifier of 2 = 9
    result = build(
        *carpenter(3),
        ev("buy-expertise", skill="carpenter", expertise="Bows", points=2),
        bow(expertise="bows", modifier=2),
    )
    assert result.valid, errors(result)
    assert (result.state.crafts[0].bonus, result.state.crafts[0].expertise) == (9, "Bows")
    assert result.state.log[-1] == (
        "arc 1: Crafting: began Bow (Crafting bonus 9 = 3 (Carpenter skill points) + "
        "4 (expertise Bows) + 2 (modifier))"
    )


def test_an_expertise_the_character_lacks() -> None:
    result = build(*carpenter(), bow(expertise="Crossbows"))
    assert errors(result) == ["You have no Carpenter expertise 'Crossbows'."]


def test_only_artisan_skills_craft() -> None:
    result = build(*carpenter(), bow(skill="athletics"))
    assert errors(result) == ["'athletics' is not an artisan skill."]


def test_crafted_weapon_hands() -> None:
    # l. 1380: a bow is Two-Handed
    result = build(*carpenter(), bow(weapon_group="bow", hands="one-handed"))
    assert errors(result) == ["Bow weapons are two-handed."]


def _workshop_step(facility: str, level: int) -> tuple[Step[LyrianState], StartCraft]:
    base = build(*carpenter())
    home = Home("Riverside", plot="small", size="small", facilities={facility: level})
    state = base.state.with_owned(homes=(home,))
    fields: dict[str, Any] = {
        "item": "Bow",
        "skill": "carpenter",
        "crafting_hp": 30,
        "materials": PINE,
    }
    event = ev("start-craft", facility="Riverside", **fields)
    step = Step(len(base.events), event, state, base.ledger, base.content)
    return step, StartCraft.model_validate(event.fields)


def test_a_workshop_adds_its_level_bonus_and_takes_a_use() -> None:
    # l. 1604-1608: "+2/+4/+6 facility bonus to the respective crafting skill"; level 2 → +4;
    # l. 1582: uses per interlude (2/3/4): one is taken
    step, fields = _workshop_step("carpentry-workshop", 2)
    outcome = start_craft(step, fields)
    assert isinstance(outcome, Applied), outcome
    assert outcome.state.crafts[0].bonus == 9
    assert outcome.state.crafts[0].facility == "Riverside/carpentry-workshop"
    assert dict(outcome.state.facility_uses) == {"Riverside/carpentry-workshop": 1}


def test_a_workshop_of_another_skill_does_not_help() -> None:
    step, fields = _workshop_step("blacksmith-workshop", 2)
    outcome = start_craft(step, fields)
    assert isinstance(outcome, Refused)
    assert outcome.reason == "Riverside has no workshop for Carpenter."


def test_crafting_sheet_value() -> None:
    # l. 1157: "D10 + Crafting Skill (+Expertise) + Modifiers": the skill part
    value = crafting_values(build(*carpenter()).state, shipped())["crafting:carpenter"]
    assert value.breakdown() == "Crafting bonus, Carpenter 5 = 5 (Carpenter skill points)"


def test_crafts_section() -> None:
    result = crafted(bow(), ev("finish-craft", points=50, mods=["Recurve"], mod_points=20))
    row = crafts_section(result.state, shipped())[0]
    assert (row["item"], row["skill_name"], row["status"], row["final"]) == (
        "Bow",
        "Carpenter",
        "crafted",
        30,
    )
    assert row["materials"] == [{"material": "Pine Block (Wood)", "units": 2}]
