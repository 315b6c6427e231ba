# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Races, classes, abilities and breakthroughs the rulebook only names: shipped, mechanics empty."""

from __future__ import annotations

from rules.lyrian.content import Ability, LyrianClass, Race, SubraceKind
from tests.rules.lyrian.content_system import entries

GM = "to be filled in by your GM"


def test_races_named_by_the_rulebook() -> None:
    races: dict[str, Race] = entries("race")
    # lyrian-chronicles.txt: Human (l. 1082, 1149), Demon (l. 32), Chimera, Fae, Youkai (l. 34),
    # Arachne and Centaur (l. 185, printed "Ararchne"), Pixie (Mounted Combat, l. 866).
    assert sorted(races) == sorted(
        ["human", "demon", "chimera", "fae", "youkai", "arachne", "centaur", "pixie"]
    )
    # l. 32: Demons choose a clan; l. 34: Chimera, Fae and Youkai may pick a subrace.
    kinds = {r.id: r.subrace_kind for r in races.values() if r.subrace_kind}
    assert kinds == {
        "demon": SubraceKind.CLAN,
        "chimera": SubraceKind.SUBRACE,
        "fae": SubraceKind.SUBRACE,
        "youkai": SubraceKind.SUBRACE,
    }
    for race in races.values():
        assert GM in race.description, race.id
        assert (race.proficiencies, race.stats, race.skills) == ([], {}, {}), race.id
    # l. 1082: "an ability that can heal others ... (including human racial)".
    assert races["human"].abilities == ["human-racial"]
    assert entries("subrace") == {}  # the rulebook names no subrace or clan


def test_classes_named_by_the_rulebook() -> None:
    classes: dict[str, LyrianClass] = entries("class")
    # lyrian-chronicles.txt: mage (l. 211), acolyte (l. 691), Trapper (l. 1080), transmuter (l. 1149).
    assert sorted(classes) == ["acolyte", "mage", "transmuter", "trapper"]
    for cls in classes.values():
        assert (cls.tier, cls.requires, cls.key_abilities, cls.abilities) == (None, None, [], [])
        assert GM in cls.description, cls.id
    # l. 1080: mastering Trapper changes Gather (a gathering class); l. 1149: transmuter abilities are
    # "specifically tied to crafting classes".
    assert {c.id: c.artisan for c in classes.values() if c.artisan} == {
        "trapper": "gathering",
        "transmuter": "crafting",
    }


def test_abilities_named_by_the_rulebook() -> None:
    abilities: dict[str, Ability] = entries("ability")
    assert len(abilities) == 13
    # l. 215-229: the example ability, printed in full.
    missile = abilities["magic-missile"]
    assert (missile.cost, missile.keywords, missile.range, missile.requirement) == (
        "1 mana, 1 AP",
        ["Lock On", "Rapid"],
        "60ft",
        "None",
    )
    # l. 211: "a mage's Arcane Mastery" — mastery of the arcane element.
    assert (abilities["arcane-mastery"].belongs_to, abilities["arcane-mastery"].masteries) == (
        "mage",
        ["arcane"],
    )
    assert abilities["angels-embrace"].belongs_to == "acolyte"  # l. 691
    assert abilities["human-racial"].heals_others  # l. 1082
    for ability in abilities.values():
        if ability.id != "magic-missile":
            assert GM in ability.description, ability.id
            assert (ability.cost, ability.keywords, ability.range) == ("", [], ""), ability.id


def test_no_breakthroughs_are_named() -> None:
    # lyrian-chronicles.txt, Breakthroughs (l. 247-253): the list is on a page this rulebook lacks.
    assert entries("breakthrough") == {}
