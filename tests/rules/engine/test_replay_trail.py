# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Replay keeps the character after each event, balances run, and every error names its event."""

from __future__ import annotations

import pytest

from rules.engine.change import Append, Edit, HistoryError, Insert, Move, Remove
from rules.engine.diff import diff_builds
from rules.engine.event import Event
from rules.engine.ledger import Entry, Ledger
from rules.engine.replay import replay, replay_from
from rules.systems import get_system
from tests.rules.gravedust.builders import build, ev


def knacks(tinyquest: str, *ops: tuple[str, str]) -> list[Event]:
    return [
        Event(op, {"calling" if op == "choose-calling" else "knack": value}) for op, value in ops
    ]


def test_a_ledger_keeps_running_totals_and_never_changes() -> None:
    start = Ledger([Entry("xp", 5, None)])
    later = start.add(Entry("xp", -2, 0), Entry("gold", 3, 0)).add(Entry("xp", 4, 1))
    assert (later.balance("xp"), later.credited("xp"), later.debited("xp")) == (7, 9, 2)
    assert later.pools() == ["xp", "gold"]
    assert [e.amount for e in later.pool("xp")] == [5, -2, 4]
    assert start.entries == (Entry("xp", 5, None),)
    assert start.balance("xp") == 5
    assert later == Ledger(later.entries)


def test_the_trail_holds_the_character_after_each_event() -> None:
    # gravedust.txt, Leveling Up: 10 XP per level at level 1, so 12 XP is level 2 with 2 XP
    result = build(ev("award-xp", amount=12), ev("award-xp", amount=3))
    after = result.trail.after
    assert len(after) == len(result.events)
    assert after[-2].ledger.balance("xp") == 12 - 10
    assert after[-1].ledger.balance("xp") == 12 - 10 + 3


def test_replay_from_continues_where_the_events_agree() -> None:
    # gravedust.txt, Leveling Up: 12 + 30 XP from level 1 reaches level 3 (10 + 20) with 12 XP
    first = build(ev("award-xp", amount=12))
    events = [*first.events, Event("award-xp", {"amount": 30})]
    quick = replay_from(first, events, len(first.events))
    full = replay(first.system, first.trail.start.content, events)
    assert quick.sheet == full.sheet
    assert (quick.sheet.value("level"), quick.sheet.value("xp")) == (3, 12)
    with pytest.raises(ValueError, match="differ"):
        replay_from(first, [Event("award-xp", {"amount": 1}), *events[1:]], len(events))


def test_an_error_on_the_whole_character_names_the_event_after_which_it_holds(
    tinyquest: str,
) -> None:
    # Tinyquest rules, Callings: a hero needs a calling; the refused knack is event 1 and the
    # missing calling holds from event 1 on, so both errors name event 1
    from model.character_build import shipped_ruleset

    content = shipped_ruleset(tinyquest).ruleset
    result = replay(get_system(tinyquest), content, knacks(tinyquest, ("learn-knack", "parry")))
    assert {(i.message, i.event_index) for i in result.errors} == {
        ("needs a calling first", 0),
        ("Choose a calling.", 0),
    }
    assert "(event 1)" in result.errors[-1].describe()
    assert result.errors[-1].as_json()["event"] == 1


def test_changes_number_the_events_they_touch() -> None:
    a, b, c = (Event("award-xp", {"amount": n}) for n in (1, 2, 3))
    history = [a, b, c]
    assert Insert(1, (c,)).apply(history) == [a, c, b, c]
    assert Move(0, 2).apply(history) == [b, c, a]
    assert [Move(0, 2).renumber(i) for i in range(3)] == [2, 0, 1]
    assert [Remove(1).renumber(i) for i in range(3)] == [0, None, 1]
    assert Edit(2, a).apply(history) == [a, b, a]
    for change in (Append((a,)), Insert(3, (b,)), Edit(0, c), Remove(0, 2), Move(2, 0)):
        assert change.inverse(history).apply(change.apply(history)) == history
    with pytest.raises(HistoryError, match=r"There is no event 4 to remove; it has events 1–3\."):
        Remove(3).apply(history)


def test_a_diff_matches_errors_across_renumbered_events() -> None:
    # gravedust.txt, Attributes: raising an attribute costs an attribute point; without the XP
    # award before it (removed), the raise breaks, and its error is new
    before = build(ev("award-xp", amount=10), ev("raise-attribute", attribute="agi"))
    award = len(before.events) - 2
    change = Remove(award)
    after = replay_from(before, change.apply(before.events), award)
    diff = diff_builds(before, after, change.renumber)
    assert [e.event for e in diff.errors] == [award + 1]
    assert diff.resolved == ()
    assert any(c.key == "agi" and (c.old, c.new) == (2, 1) for c in diff.changed)
    back = diff_builds(after, before, change.inverse(before.events).renumber)
    assert [e.event for e in back.resolved] == [award + 2]  # numbered as the raise is again


def test_an_error_whose_numbers_change_is_not_a_new_error() -> None:
    # gravedust.txt, Skills: equipped skills and spells may not outnumber the skill slots; the same
    # check failing with other counts (blamed on another event) is the same error, not a new one
    from dataclasses import replace

    from rules.engine.issue import Issue, Severity

    base = build(ev("award-xp", amount=12))
    slots = "skill-slots"
    before = replace(
        base, issues=(Issue(Severity.ERROR, "3 equipped, 2 slots", 4, code=slots, whole=True),)
    )
    after = replace(
        base, issues=(Issue(Severity.ERROR, "4 equipped, 3 slots", 6, code=slots, whole=True),)
    )
    assert diff_builds(before, after).errors == ()
    refused = replace(
        base, issues=(Issue(Severity.ERROR, "Not enough XP", 6, code="raise-attribute"),)
    )
    assert [e.event for e in diff_builds(before, refused).errors] == [7]
    assert [e.event for e in diff_builds(before, refused).resolved] == [5]
