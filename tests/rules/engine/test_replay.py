# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The shared replay: illegal events are reported and skipped, never raised."""

from __future__ import annotations

from rules.engine.event import Event
from rules.engine.issue import Severity
from tests.rules.gravedust.builders import build, define, ev


def test_unknown_op_is_reported_and_skipped() -> None:
    result = build(ev("fly", height=3), ev("award-xp", amount=10))
    assert result.sheet.value("level") == 2
    assert result.skipped == frozenset({len(result.events) - 2})
    assert result.errors[0].message.startswith(
        "'fly' is not something a Gravedust character can do"
    )


def test_bad_fields_are_reported_in_the_users_words() -> None:
    result = build(ev("award-xp", amount="lots"), ev("award-xp"), ev("award-xp", amount=5, bonus=1))
    assert [i.message for i in result.errors] == [
        "award-xp: 'amount' must be a whole number.",
        "award-xp: 'amount' is required.",
        "award-xp: 'bonus' is not a known field.",
    ]


def test_define_validates_content_with_the_content_schema() -> None:
    result = build(
        ev("define", kind="dragon", entry={}),
        define("gear", id="Bad Id", name="x", slot="hand"),
        define("gear", id="wand", name="Wand", slot="pocket"),
    )
    messages = [i.message for i in result.errors]
    assert messages[0].startswith("define: 'dragon' is not a kind of Gravedust content")
    assert messages[1].startswith("The gear 'x' cannot be defined: 'id' ")
    assert (
        messages[2]
        == "The gear 'Wand' cannot be defined: 'slot' must be 'hand', 'body' or 'artifact'."
    )


def test_a_problem_of_the_whole_entry_names_no_empty_field() -> None:
    # gravedust.txt, Gear Slots: strike slots are found only on weapons.
    result = build(define("gear", id="axe", name="Iron Axe", slot="hand", boxes=["strike"]))
    assert [i.message for i in result.errors] == [
        "The gear 'Iron Axe' cannot be defined: strike slots are found only on weapons:"
        " mark the gear as a weapon."
    ]


def test_ledger_ties_every_entry_to_its_event() -> None:
    result = build(ev("award-xp", amount=12), ev("raise-attribute", attribute="agi"))
    first = len(result.events) - 2
    assert [(e.pool, e.amount, e.event_index) for e in result.ledger.entries] == [
        ("xp", 12, first),
        ("xp", -10, first),
        ("attribute-points", 1, first),
        ("attribute-points", -1, first + 1),
    ]


def test_hostile_event_values_never_raise() -> None:
    hostile = [
        Event("award-xp", {"amount": 10**100}),
        Event("award-xp", {"amount": -5}),
        Event("kill", {"worth": 5, "count": 10**9}),
        Event("gain-gear", {"gear": None, "instance": "../../etc"}),
        Event("add-item", {"item": {"nested": [1, 2]}, "count": 1.5}),
        Event("", {}),
        Event("define", {"kind": "race", "entry": "not a mapping"}),
        Event("add-buff", {"name": "x" * 10_000}),
    ]
    result = build(*hostile)
    assert len(result.errors) == len(hostile)
    assert all(i.severity is Severity.ERROR and i.event_index is not None for i in result.errors)
