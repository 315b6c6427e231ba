# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Refunds of abilities a character cannot use, and of duplicates (Unlocking more abilities)."""

from __future__ import annotations

from typing import Any

from rules.engine.build import Build
from rules.engine.event import Event
from rules.lyrian.state import LyrianState
from tests.rules.lyrian.builders import VALID_MAIN, VALID_SUB, build, ev, shipped, values

# lyrian-chronicles.txt, Classes, Abilities & Breakthroughs — Unlocking more abilities, l. 183-185:
# "There might be a case where an ability literally cannot be used by a character. In such a case,
# the ability is also refunded. … • Ararchne/Centaur getting Living Lightning."
CENTAUR_NOTE = (
    "refund: Living Lightning cannot be used by a Centaur "
    "(Lyrian Chronicles rulebook, Classes — Unlocking more abilities)"
)
ARACHNE_NOTE = (
    "refund: Living Lightning cannot be used by an Arachne "
    "(Lyrian Chronicles rulebook, Classes — Unlocking more abilities)"
)

STORM: dict[str, Any] = {
    "id": "test-storm-caller",
    "name": "Storm Caller (test)",
    "source": {"book": "test"},
    "tier": 1,
    "key_abilities": ["example-kindle"],
    "abilities": [
        {"ability": "living-lightning"},
        {"increases": {"mana": 1}},
        {"ability": "example-flare"},
        {"increases": {"skill": "magic", "amount": 2}},
        {"ability": "example-wildfire"},
        {"increases": {"focus": 1}},
        {"ability": "example-spark-bolt"},
    ],
}
"""A test class whose first ability is Living Lightning (the rulebook gives no class for it)."""

SPARK: dict[str, Any] = {**STORM, "id": "test-spark", "name": "Spark (test)"}
SPARK["key_abilities"] = ["living-lightning"]
"""A test class whose key ability is Living Lightning."""


def as_race(race: str) -> list[Event]:
    """A started character of a race, with the valid arrays."""
    return [
        ev("start-creation"),
        ev("choose-race", race=race),
        ev("assign-stats", main=VALID_MAIN, sub=VALID_SUB),
    ]


def with_storm(race: str, **fields: Any) -> Build[LyrianState]:
    """The race unlocks the test class and learns its ability 1, Living Lightning."""
    return build(
        *as_race(race),
        ev("define", kind="class", entry=STORM),
        ev("unlock-class", class_="test-storm-caller"),
        ev("buy-ability", class_="test-storm-caller", ability=1, **fields),
    )


def refund_notes(result: Build[LyrianState]) -> list[tuple[int, str]]:
    """The EXP credits that are refunds: (amount, note)."""
    return [(e.amount, e.note) for e in result.ledger.pool("exp") if e.note.startswith("refund")]


def test_centaur_learning_living_lightning_is_refunded_by_itself() -> None:
    # l. 183-185: a Centaur cannot use Living Lightning, so its 100 EXP (l. 175) come back
    result = with_storm("centaur")
    # 1000 creation EXP − 100 (unlock, tier 1, l. 169) − 100 (ability 1) + 100 refunded
    assert values(result, "exp", "spirit-core", "power-level") == (900, 100, 1000)
    assert refund_notes(result) == [(100, CENTAUR_NOTE)]
    assert result.state.exp_refunded == result.state.exp_refunded_unusable == 100


def test_the_refund_is_labelled_with_its_reason_not_as_a_duplicate() -> None:
    # l. 183-185 vs l. 181: the Spirit Core breakdown gives the reason a player reads
    core = with_storm("centaur").sheet.values["spirit-core"]
    labels = [(t.label, t.amount) for t in core.terms]
    assert labels == [
        ("EXP spent", 200),
        ("refunded: abilities this character cannot use", -100),
    ]
    assert not any("duplicate" in t.label for t in core.terms)
    refund_term = core.terms[1]
    assert refund_term.source is not None
    assert refund_term.source.line() == "183-185"


def test_a_human_pays_for_living_lightning() -> None:
    # l. 185 lists only Ararchne/Centaur: a Human keeps paying 100 EXP (l. 175)
    result = with_storm("human")
    assert values(result, "exp", "spirit-core") == (800, 200)
    assert refund_notes(result) == []


def test_arachne_unlocking_a_class_with_living_lightning_as_key_ability() -> None:
    # l. 181 "This applies even when learning a new class, though unlocking the class would still
    # require an Interlude Point"; l. 183-185 "the ability is also refunded": 100 EXP (tier 1) back
    result = build(
        *as_race("arachne"),
        ev("define", kind="class", entry=SPARK),
        ev("unlock-class", class_="test-spark"),
    )
    assert values(result, "exp", "ip", "spirit-core") == (1000, 2, 0)
    assert refund_notes(result) == [(100, ARACHNE_NOTE)]


def test_declared_full_refund_of_an_unusable_ability_keeps_its_reason() -> None:
    # l. 183-185: declaring `refund=full` is no longer needed, and does not relabel it a duplicate
    result = with_storm("centaur", refund="full")
    assert values(result, "exp") == (900,)
    assert refund_notes(result) == [(100, CENTAUR_NOTE)]


def test_duplicate_keeps_its_own_label() -> None:
    # l. 181: "If there is a situation in which you would get a duplicate ability … refunded"
    dup = {**STORM, "id": "test-copy", "name": "Copy (test)", "key_abilities": ["example-kindle"]}
    result = build(
        *as_race("centaur"),
        ev("define", kind="class", entry=STORM),
        ev("define", kind="class", entry=dup),
        ev("unlock-class", class_="test-storm-caller"),
        ev("unlock-class", class_="test-copy"),
    )
    assert values(result, "exp", "ip", "spirit-core") == (900, 1, 100)
    assert refund_notes(result) == [(100, "refund (full): duplicate ability")]
    core = result.sheet.values["spirit-core"]
    assert [(t.label, t.amount) for t in core.terms][1] == ("refunded: duplicate abilities", -100)


def test_shipped_living_lightning_names_who_cannot_use_it() -> None:
    # l. 185: "Ararchne/Centaur getting Living Lightning" (the race is shipped as Arachne)
    ability = shipped().get("ability", "living-lightning")
    assert getattr(ability, "unusable_by", None) == ["arachne", "centaur"]
