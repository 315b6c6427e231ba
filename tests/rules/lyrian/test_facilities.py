# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Facilities in use: uses per interlude, Shrine and Sauna on Rest, Infirmary, Dojo, Appraiser's
Workshop (lyrian-chronicles.txt, Housing — Facilities, l. 1576-1644)."""

from __future__ import annotations

import pytest

from rules.engine.event import Event
from rules.lyrian.property_housing import homes_section
from tests.rules.lyrian.builders import build, errors, ev, master, shipped, values
from tests.rules.lyrian.housing_builders import small_house, start, tiny_house

SMITHY = "blacksmith-workshop"


def with_facility(facility: str, level: int = 1) -> list[Event]:
    """A finished small house with one facility at a level."""
    raises = [ev("upgrade-facility", home="Riverside", facility=facility)] * (level - 1)
    return [*small_house(), ev("add-facility", home="Riverside", facility=facility), *raises]


def guests(count: int, facility: str = SMITHY) -> list[Event]:
    return [
        ev("use-facility", home="Riverside", facility=facility, who=f"Guest {i}")
        for i in range(count)
    ]


@pytest.mark.parametrize(("level", "uses"), [(1, 2), (2, 3)])  # l. 1606: Uses: 2/3/4
def test_workshop_uses_per_interlude(level: int, uses: int) -> None:
    # l. 1582: "A level 1 blacksmithing workshop has 2 uses ... only 2 people can use it per
    # interlude phase"
    base = [*start(), *with_facility(SMITHY, level), *guests(uses)]
    result = build(*base)
    assert result.valid, errors(result)
    row = homes_section(result.state, shipped())[0]["facilities"][0]
    assert (row["uses_per_interlude"], row["used_this_interlude"]) == (uses, uses)
    assert row["effect"] == f"+{2 * level} facility bonus to Blacksmith"  # l. 1608: +2/+4/+6
    over = build(*base, *guests(1))
    assert errors(over) == [
        f"Riverside's Blacksmith Workshop has no use left this interlude ({uses} per interlude phase)."
    ]


def test_uses_come_back_next_interlude() -> None:
    # l. 1582: "any future people that want to use it have to wait for the next week"
    base = [*start(), *with_facility(SMITHY), *guests(2)]
    again = build(*base, ev("start-arc"), ev("start-interlude"), *guests(2))
    assert again.valid, errors(again)
    assert again.state.facility_uses == {"Riverside/blacksmith-workshop": 2}


def test_stable_has_slots_not_uses() -> None:
    # l. 1646-1650: the Stable has slots 2/4/6
    result = build(*start(), *with_facility("stable"), *guests(1, "stable"))
    assert errors(result) == ["A Stable has slots, not uses."]


def rest(facility: str | None = None, facility_id: str | None = None) -> Event:
    fields = {"facility": facility} if facility else {}
    if facility_id:
        fields["facility_id"] = facility_id
    return ev("interlude-action", action="rest", **fields)


def test_rest_with_a_shrine_doubles_the_temporary_mana() -> None:
    # l. 1099: +20 % Mana as temporary Mana; l. 1626: "the temp mana gained is doubled" (20 % → 40 %)
    base = [*start(), *tiny_house(), ev("add-facility", home="Hut", facility="shrine")]
    plain = build(*base, rest())
    assert values(plain, "mana", "temporary-mana", "temporary-hp") == (10, 2, 12)
    shrine = build(*base, rest("Hut"))
    assert values(shrine, "temporary-mana", "temporary-hp") == (4, 12)
    terms = [t.label for t in shrine.sheet.values["temporary-mana"].terms]
    assert terms == ["20 % of 10", "doubled by the Meditation Garden / Shrine"]
    assert shrine.state.facility_uses == {"Hut/shrine": 1}
    assert (
        shrine.state.log[-1] == "arc 1: Rest (Meditation Garden / Shrine: Temporary Mana doubled)"
    )


def test_rest_with_a_sauna_doubles_the_temporary_hp() -> None:
    # l. 1632: "When taking the rest action, the temp HP gained is doubled."
    base = [*start(), *tiny_house(), ev("add-facility", home="Hut", facility="sauna")]
    assert values(build(*base, rest("Hut")), "temporary-hp", "temporary-mana") == (24, 2)


def test_shrine_and_sauna_do_not_stack() -> None:
    # l. 1594-1595: the Shrine "Does not stack with the Tub/Sauna"; l. 1099 Rest "Does not stack"
    base = [
        *start(),
        *with_facility("shrine"),
        ev("add-facility", home="Riverside", facility="sauna"),
    ]
    both = build(*base, rest("Riverside"))
    assert errors(both) == [
        "Riverside has Meditation Garden / Shrine and Artifice Heatstone Tub or Sauna: choose which "
        "one to use (they do not stack)."
    ]
    sauna = build(*base, rest("Riverside", "sauna"))
    assert values(sauna, "temporary-hp", "temporary-mana") == (24, 2)
    twice = build(*base, rest("Riverside", "sauna"), rest("Riverside", "shrine"))
    assert errors(twice) == ["Rest does not stack: it is already taken this interlude."]


def test_rest_needs_a_facility_that_helps_it() -> None:
    base = [*start(), *tiny_house(), ev("add-facility", home="Hut", facility="infirmary")]
    assert errors(build(*base, rest("Hut"))) == ["Hut has no facility that helps Rest."]


def test_infirmary_treats_your_own_injury_as_an_errand() -> None:
    # l. 1612-1614: Uses 2/4/6; "Allows the user to treat their own injury as an errand action."
    base = [
        *start(),
        ev("injury", roll=1),
        *tiny_house(),
        ev("add-facility", home="Hut", facility="infirmary"),
    ]
    treated = build(*base, ev("errand", errand="treat-own-injury", facility="Hut"))
    assert values(treated, "ep") == (3,)
    assert treated.state.injuries == ()
    assert treated.state.facility_uses == {"Hut/infirmary": 1}
    elsewhere = build(
        *start(),
        ev("injury", roll=1),
        *tiny_house(),
        ev("errand", errand="treat-own-injury", facility="Hut"),
    )
    assert errors(elsewhere) == ["Hut has no Infirmary."]


def test_dojo_lets_the_mentor_teach_more_people() -> None:
    # l. 1618-1620: Uses 1/1/1; "mentor an additional 1/2/4 people at the same time"
    base = [
        *start(),
        *master("example-sellsword"),
        *tiny_house(),
        ev("add-facility", home="Hut", facility="dojo"),
    ]
    mentor = ev("interlude-action", action="mentor-class", facility="Hut")
    result = build(*base, mentor)
    assert result.state.log[-1] == (
        "arc 1: Mentor Class (Dojo: may mentor 1 more person at the same time)"
    )
    assert errors(build(*base, mentor, mentor)) == [
        "Hut's Dojo has no use left this interlude (1 per interlude phase)."
    ]


def test_appraisers_workshop_bonus_in_the_log() -> None:
    # l. 1638: "Gives a +10/+20/+30 facility bonus when taking the appraise interlude action"
    base = [*start(), *with_facility("appraisers-workshop", 2)]
    result = build(*base, ev("interlude-action", action="appraise-item", facility="Riverside"))
    assert result.state.log[-1] == (
        "arc 1: Appraise Item (Appraiser's Workshop: +20 facility bonus)"
    )
