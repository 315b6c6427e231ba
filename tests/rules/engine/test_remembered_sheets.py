# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A sheet derived with the parts remembered from the last derivation (`rules.engine.memo`) is the
sheet derived from nothing: each remembered part names every part of the state it reads.

Every step of a long legal history of each system (the benchmarks' own, which learns classes and
abilities, buys skills, equips, buffs and rests) is derived both ways, and so is every option a
spend dialog lists, previewed one after another, early and late in that history: each preview
follows one that changed another part of the state."""

from __future__ import annotations

from typing import Any

import pytest

from benchmarks.histories import built
from rules.engine.build import Build
from rules.engine.event import Event
from rules.engine.memo import forget_all, recent_answers, same_content_and, same_reads
from rules.engine.replay import replay_from
from rules.engine.sheet_value import Sheet

SYSTEMS = ["gravedust", "miridon", "lyrian", "heretics"]
SIZE = 120
"""Events in each history: enough for every kind of block of each system to come round."""


def _fresh(build: Build[Any]) -> Sheet:
    """The build's sheet derived with nothing remembered."""
    forget_all()
    return build.system.derive(build.state, build.ledger, build.content)


def _same_sheets(found: Sheet, fresh: Sheet, what: str) -> None:
    changed = [
        k for k in {*found.values, *fresh.values} if found.values.get(k) != fresh.values.get(k)
    ]
    assert not changed, f"{what}: values {changed[:5]} differ from a fresh derivation"
    changed = [
        k
        for k in {*found.sections, *fresh.sections}
        if found.sections.get(k) != fresh.sections.get(k)
    ]
    assert not changed, f"{what}: sections {changed} differ from a fresh derivation"


@pytest.mark.parametrize("system_id", SYSTEMS)
def test_every_step_of_a_long_history_derives_as_from_nothing(system_id: str) -> None:
    whole = built(system_id, SIZE)
    events = list(whole.events)
    build = replay_from(whole, events[:1], 0)
    for count in range(2, len(events) + 1):
        build = replay_from(build, events[:count], count - 1)
        _same_sheets(build.sheet, _fresh(build), f"after event {count} ({events[count - 1].op})")


def _option_events(build: Build[Any]) -> list[Event]:
    """The plain event of every option of every kind, as the spend dialogs make them."""
    found: list[Event] = []
    for kind in build.option_kinds():
        events_of = build.system.option_events.get(kind)
        if events_of is None:
            continue
        for option in build.options(kind, reasons="own"):
            found.extend(events_of(build, option)[:1])
    return found


MORE: dict[str, list[list[Event]]] = {
    "lyrian": [
        [
            Event("award-skill-points", {"amount": 1}),
            Event("buy-expertise", {"skill": "athletics", "expertise": "Climbing", "points": 1}),
        ],
    ],
}
"""Changes no spend dialog lists on its own, previewed among the options (each must be legal)."""


def _base_and_options(
    system_id: str, where: str
) -> tuple[list[Event], int, Build[Any], list[Event]]:
    """The generated history's events, how many of them the base has (a quarter, or all), the
    base build, and the events of every option of its spend dialogs."""
    whole = built(system_id, SIZE)
    events = list(whole.events)
    size = len(events) if where == "late" else len(events) // 4
    base = replay_from(whole, events[:size], 0)
    return events, size, base, _option_events(base)


@pytest.mark.parametrize("system_id", ["lyrian"])
@pytest.mark.parametrize("where", ["early", "late"])
def test_changes_no_dialog_lists_derive_as_from_nothing(system_id: str, where: str) -> None:
    events, size, base, options = _base_and_options(system_id, where)
    for more in MORE[system_id]:
        for before in (options[0], options[-1]):
            replay_from(base, [*events[:size], before], size)  # remembered: another change
            candidate = replay_from(base, [*events[:size], *more], size)
            assert candidate.valid, [i.message for i in candidate.errors]
            _same_sheets(candidate.sheet, _fresh(candidate), " then ".join(e.op for e in more))


@pytest.mark.parametrize("system_id", SYSTEMS)
@pytest.mark.parametrize("where", ["early", "late"])
def test_every_option_previewed_in_turn_derives_as_from_nothing(system_id: str, where: str) -> None:
    events, size, base, options = _base_and_options(system_id, where)
    assert len(options) >= 5, "too few options to preview one after another"
    for event in [*options, *reversed(options)]:
        candidate = replay_from(base, [*events[:size], event], size)
        _same_sheets(candidate.sheet, _fresh(candidate), f"{event.op} {dict(event.fields)}")
        # and once more with the base remembered last, as when a dialog shows the character again
        base.system.derive(base.state, base.ledger, base.content)


def test_a_part_of_the_state_left_out_of_the_key_is_caught() -> None:
    # The test above would catch this mistake: an answer kept although what it read changed.
    calls: list[int] = []

    @same_content_and(lambda state: state[0])
    def second(state: tuple[int, int], content: object) -> list[int]:
        calls.append(state[1])
        return [state[1]]

    content = object()
    assert second((1, 2), content) == [2]
    assert second((1, 3), content) == [2]  # stale: the key left out state[1]
    forget_all()
    assert second((1, 3), content) == [3]


def test_an_answer_is_kept_for_the_very_same_objects_or_equal_plain_values() -> None:
    made: list[object] = []

    @recent_answers(2)
    def card(entry: object, label: str) -> dict[str, object]:
        made.append(entry)
        return {"entry": entry, "label": label}

    one, two, three = object(), object(), object()
    first = card(one, "a")
    first["changed"] = True  # the caller's copy: the remembered answer is untouched
    assert card(one, "a") == {"entry": one, "label": "a"}
    assert made == [one]
    card(two, "a")
    card(three, "a")  # the oldest (one) is forgotten: two answers are kept
    card(one, "a")
    assert made == [one, two, three, one]
    card(one, "b")
    assert made[-1] is one
    assert len(made) == 5
    card([1], "a")
    card([1], "a")  # a list may change between calls: never remembered
    assert len(made) == 7


def test_a_mapping_read_again_is_answered_from_memory_only_when_what_was_read_is_the_same() -> None:
    reads: list[int] = []

    @same_reads
    def words(values: dict[str, int]) -> list[str]:
        reads.append(1)
        return [f"roll {values['ma']}"] if "ma" in values else ["no attack"]

    assert words({"ma": 3, "hp": 10}) == ["roll 3"]
    assert words({"ma": 3, "hp": 12}) == ["roll 3"]  # hp was not read
    assert len(reads) == 1
    assert words({"ma": 4, "hp": 12}) == ["roll 4"]
    assert words({"hp": 12}) == ["no attack"]  # a key read and now missing
    assert words({"hp": 12, "ma": 4}) == ["roll 4"]  # a key found missing and now there
    assert len(reads) == 4
