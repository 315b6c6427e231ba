# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Issue 14: ability fields and masteries on the sheet, creature size, expertise totals, and
only one injury from being downed taking effect per encounter."""

from __future__ import annotations

from rules.lyrian.sheet_sections import ability_fields_text
from tests.rules.lyrian.builders import VALID_MAIN, VALID_SUB, build, created, errors, ev, master


def test_learned_abilities_carry_their_printed_fields() -> None:
    # Classes — Explaining an example ability (l. 215-241): Cost, Keywords, Range, Requirement;
    # Secret Arts (l. 245). Example content: Spark Bolt "1 mana, 1 AP", Rapid, 40ft (step 1);
    # Wildfire "3 mana, 3 AP", a Secret Art (step 7).
    result = build(*created(), *master("example-hedge-mage"))
    assert not errors(result)
    classes = result.sheet.sections["classes"]
    assert isinstance(classes, list)
    details = {d["name"]: d for d in classes[0]["ability_details"]}
    spark = details["Spark Bolt (example)"]
    assert (spark["step"], spark["cost"], spark["keywords"], spark["range"]) == (
        1,
        "1 mana, 1 AP",
        ["Rapid"],
        "40ft",
    )
    assert spark["fields_text"] == "1 mana, 1 AP · Rapid · range 40ft"
    wildfire = details["Wildfire (example)"]
    assert wildfire["step"] == 7
    assert wildfire["secret_art"] is True
    assert "Secret Art (one per encounter)" in wildfire["fields_text"]
    # the key ability is listed first, without a step
    assert details["Kindle (example)"]["step"] is None
    # passive increases (steps 2, 4, 6, l. 177) are not abilities with fields
    assert sorted(d["step"] for d in details.values() if d["step"]) == [1, 3, 5, 7]


def test_only_learned_abilities_are_listed() -> None:
    # Unlocking more abilities (l. 175): abilities are learned in order; one learned = step 1.
    result = build(
        *created(),
        ev("unlock-class", class_="example-hedge-mage"),
        ev("buy-ability", class_="example-hedge-mage", ability=1),
    )
    classes = result.sheet.sections["classes"]
    assert isinstance(classes, list)
    names = [d["name"] for d in classes[0]["ability_details"]]
    assert names == ["Kindle (example)", "Spark Bolt (example)"]


def test_rulebook_example_ability_words() -> None:
    # l. 217-225: Magic Missile — Cost: 1 mana, 1 AP; Keywords: Lock On, Rapid; Range: 60ft;
    # Requirement: None (not printed as a requirement).
    detail = {
        "cost": "1 mana, 1 AP",
        "keywords": ["Lock On", "Rapid"],
        "range": "60ft",
        "requirement": "None",
        "secret_art": False,
        "masteries": [],
    }
    assert ability_fields_text(detail) == "1 mana, 1 AP · Lock On, Rapid · range 60ft"


def test_elemental_mastery_from_a_key_ability() -> None:
    # Elemental Mastery (l. 211-213): mastery lets a character use the element with channeling
    # weapons. Example content: the Hedge Mage's key ability Kindle gives fire mastery.
    result = build(*created(), ev("unlock-class", class_="example-hedge-mage"))
    masteries = result.sheet.sections["masteries"]
    assert isinstance(masteries, list)
    assert [(m["element"], m["from"]) for m in masteries] == [("Fire", ["Kindle (example)"])]
    assert "channeling weapons" in str(masteries[0]["effect"])
    assert build(*created()).sheet.sections["masteries"] == []


def test_size_shows_only_when_the_race_content_sets_one() -> None:
    # Creature Sizes (l. 594-598): Medium 5x5ft. The rulebook gives no size per race; the
    # example Riverfolk content sets medium, the shipped Human none.
    riverfolk = build(
        ev("start-creation"),
        ev("choose-race", race="example-riverfolk", subrace="example-reedborn"),
        ev("assign-stats", main=VALID_MAIN, sub=VALID_SUB),
    )
    identity = riverfolk.sheet.sections["identity"]
    assert isinstance(identity, dict)
    assert identity["size"] == "Medium (5 × 5 ft)"
    human = build(*created()).sheet.sections["identity"]
    assert isinstance(human, dict)
    assert human["size"] is None


def test_expertise_total_beside_the_skill() -> None:
    # Skill check (l. 141-143): d20 + sub stat + main skill + expertise; 2 points = Forests 4
    # (l. 137); Survival uses Awareness 2 (l. 70): 2 + 0 + 4 = +6.
    result = build(*created(), ev("buy-expertise", skill="survival", expertise="Forests", points=2))
    assert result.sheet.value("skill:survival:forests") == 6


def test_only_one_downed_injury_per_encounter() -> None:
    # Resolve Character Injuries (l. 997): "they can only suffer the effects of one injury from
    # being downed"; l. 999: downed three times, still "only roll once on the injury table".
    result = build(
        *created(),
        ev("injury", roll=5, cause="downed"),
        ev("injury", roll=3, cause="downed"),
    )
    problems = errors(result)
    assert problems
    assert "only suffer the effects of one injury from being downed" in problems[0]
    injuries = result.sheet.sections["injuries"]
    assert isinstance(injuries, list)
    assert len(injuries) == 1


def test_an_injury_from_an_effect_stacks() -> None:
    # l. 1001: "If a character receives an injury through something other than being downed,
    # such as an ability, then this injury stacks with the injury from being downed."
    result = build(
        *created(),
        ev("injury", roll=5, cause="downed"),
        ev("injury", roll=3, cause="effect"),
    )
    assert not errors(result)
    injuries = result.sheet.sections["injuries"]
    assert isinstance(injuries, list)
    assert len(injuries) == 2


def test_the_next_encounter_can_bring_another_downed_injury() -> None:
    # l. 995-997: injuries are received at each encounter's conclusion; an event between the two
    # (here the encounter's EXP, l. 993) starts another encounter's injuries.
    result = build(
        *created(),
        ev("start-arc"),
        ev("injury", roll=5, cause="downed"),
        ev("award-exp", amount=50),
        ev("injury", roll=3, cause="downed"),
    )
    assert not errors(result)
    injuries = result.sheet.sections["injuries"]
    assert isinstance(injuries, list)
    assert len(injuries) == 2


def test_without_a_cause_injuries_are_recorded_as_today() -> None:
    # Each `injury` is one roll on the d10 table (l. 1003); without a cause nothing is checked.
    result = build(*created(), ev("injury", roll=5), ev("injury", roll=3))
    assert not errors(result)
    injuries = result.sheet.sections["injuries"]
    assert isinstance(injuries, list)
    assert len(injuries) == 2
