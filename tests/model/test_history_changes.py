# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Changes to a character's history: each one undone by its inverse, each diff mirrored by the
inverse's, and the examples RULINGS.md and DESIGN.md ("Revisiting decisions") promise."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from model.character_session import History
from rules.engine.build import Build
from rules.engine.change import Append, Change, Edit, Insert, Move, Remove
from rules.engine.diff import Diff, EventProblem, PoolChange, ValueChange
from rules.engine.event import Event

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"
SYSTEM_IDS = ("gravedust", "lyrian", "miridon", "heretics")
UNDO = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
MIRROR = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def ev(op: str, **fields: Any) -> Event:
    """An event with its fields as keyword arguments (`class_` for the `class` field)."""
    if "class_" in fields:
        fields["class"] = fields.pop("class_")
    return Event(op, fields)


POOLS: dict[str, tuple[Event, ...]] = {
    # gravedust.txt, Character Stats (XP and levels, attribute points, gold), Items, Buffs.
    "gravedust": (
        ev("award-xp", amount=20), ev("raise-attribute", attribute="dex"),
        ev("gain-gold", amount=15), ev("spend-gold", amount=40),
        ev("add-item", item="bandage"), ev("remove-item", item="bandage"),
        ev("unequip-skill", skill="quick-focus"), ev("add-buff", name="Ward", modifiers={"def": 1}),
    ),
    # lyrian-chronicles.txt, Gameplay Flow (arcs, EXP, interludes) and Interlude Actions (IP).
    "lyrian": (
        ev("start-arc"), ev("award-exp", amount=50), ev("start-interlude"),
        ev("grant-ip", amount=1), ev("interlude-action", action="job"),
        ev("buy-skill", skill="stealth"), ev("spend-clim", amount=500),
    ),
    # miridon.txt, Chapter 3 (skills), Chapter 4 (talents), Chapter 5 (flairs).
    "miridon": (
        ev("award-skill-points", amount=10), ev("buy-skill-rank", skill="taunt"),
        ev("buy-talent-rank", talent="melee-boost"), ev("buy-flair", flair="agile-strike"),
        ev("buy-flair", flair="ambidexterity"), ev("award-stats", strength=3),
    ),
    # glorious-heretics.txt, Exp (l. 51-53), Feats, Hit Points, Resources (l. 47-50), Abilities
    # (an ability is obtained by investing a rank in it: until then the character has an error).
    "heretics": (
        ev("award-exp", amount=5), ev("raise-skill", skill="logic"),
        ev("buy-feat-rank", feat="feint"), ev("buy-hit-points", exp=6),
        ev("spend-resources", amount=3), ev("restock"), ev("add-equipment", text="Rope"),
        ev("create-ability", ability="ward", template="shield", name="Ward"),
        ev("add-ability-rank", ability="ward"),
    ),
}  # fmt: skip


@cache
def sample(system_id: str) -> dict[str, Any]:
    """A system's shipped sample character."""
    loaded: dict[str, Any] = json.loads(
        (SAMPLES / f"{system_id}.sheetwright.json").read_text(encoding="utf-8")
    )
    return loaded


def history_of(system_id: str, extra: Sequence[Event] = ()) -> History:
    """The sample character with more events after its own."""
    document = sample(system_id)
    return History({**document, "events": [*document["events"], *(e.to_json() for e in extra)]})


def document_with(system_id: str, events: list[Event]) -> dict[str, Any]:
    """A character document of a system with exactly these events."""
    return {**sample(system_id), "events": [e.to_json() for e in events]}


@st.composite
def changes(draw: st.DrawFn, size: int, pool: tuple[Event, ...]) -> Change:
    """Any change that fits a history of `size` events (size ≥ 1)."""
    fresh = st.lists(st.sampled_from(pool), min_size=1, max_size=2).map(tuple)
    at = st.integers(0, size - 1)
    kind = draw(st.sampled_from(["append", "insert", "edit", "remove", "move"]))
    if kind == "append":
        return Append(draw(fresh))
    if kind == "insert":
        return Insert(draw(st.integers(0, size)), draw(fresh))
    if kind == "edit":
        return Edit(draw(at), draw(st.sampled_from(pool)))
    if kind == "remove":
        index = draw(at)
        return Remove(index, draw(st.integers(1, min(2, size - index))))
    return Move(draw(at), draw(at))


def seen(build: Build[Any]) -> tuple[dict[str, int], tuple[Any, ...]]:
    """What the player sees of a build: every sheet value and every issue."""
    return {k: v.value for k, v in build.sheet.values.items()}, build.issues


def mirrored(diff: Diff) -> tuple[Counter[Any], Counter[Any], Counter[str], Counter[str]]:
    """A diff's values and pools with old and new swapped, and its resolved and new error messages
    (the errors of the inverse's diff are numbered in the history before the change)."""
    return (
        Counter(ValueChange(c.key, c.label, c.new, c.old) for c in diff.changed),
        Counter(PoolChange(p.pool, p.label, p.new, p.old) for p in diff.pools),
        Counter(e.message for e in diff.resolved),
        Counter(e.message for e in diff.errors),
    )


def as_counted(diff: Diff) -> tuple[Counter[Any], Counter[Any], Counter[str], Counter[str]]:
    """A diff's values, pools, and new and resolved error messages, each counted."""
    return (
        Counter(diff.changed),
        Counter(diff.pools),
        Counter(e.message for e in diff.errors),
        Counter(e.message for e in diff.resolved),
    )


@pytest.mark.slow
@pytest.mark.parametrize("system_id", SYSTEM_IDS)
@UNDO
@given(data=st.data())
def test_changes_then_their_inverses_in_reverse_order_give_back_the_character(
    system_id: str, data: st.DataObject
) -> None:
    # DESIGN.md, "Revisiting decisions": any event can be edited, removed, inserted or moved;
    # undo takes back any kind of change.
    pool = POOLS[system_id]
    history = history_of(system_id, data.draw(st.lists(st.sampled_from(pool), max_size=6)))
    before, events_before = seen(history.built.build), history.events
    undo: list[Change] = []
    for _ in range(data.draw(st.integers(1, 4), label="how many changes")):
        change = data.draw(changes(len(history.built.build.events), pool), label="change")
        undo.append(change.inverse(history.built.build.events))
        assert history.apply_change(change, keep_errors=True) is None
    for inverse in reversed(undo):
        assert history.apply_change(inverse, keep_errors=True) is None
    assert seen(history.built.build) == before
    assert history.events == events_before


@pytest.mark.slow
@pytest.mark.parametrize("system_id", SYSTEM_IDS)
@MIRROR
@given(data=st.data())
def test_the_diff_of_an_inverse_mirrors_the_diff_of_the_change(
    system_id: str, data: st.DataObject
) -> None:
    # DESIGN.md, "Revisiting decisions": every change is first shown as a diff — values old → new,
    # pools, events that break or mend; taking the change back shows the same diff reversed.
    pool = POOLS[system_id]
    history = history_of(system_id, data.draw(st.lists(st.sampled_from(pool), max_size=6)))
    change = data.draw(changes(len(history.built.build.events), pool), label="change")
    inverse = change.inverse(history.built.build.events)
    forward = history.preview_change(change)
    unchanged = history.built.build
    history.apply_change(change, keep_errors=True)
    backward = history.preview_change(inverse)
    if unchanged.skipped or forward.built.build.skipped:
        return  # a refused event is matched by position; only refusal-free changes mirror exactly
    assert as_counted(backward.diff) == mirrored(forward.diff)
    if isinstance(change, Edit):  # no event moves: the numbers mirror too
        assert set(backward.diff.errors) == set(forward.diff.resolved)
        assert set(backward.diff.resolved) == set(forward.diff.errors)


def miridon_history(*events: Event) -> History:
    """A Miridon duelist with these events after the class."""
    return History(document_with("miridon", [ev("choose-class", class_="duelist"), *events]))


def test_removing_the_first_of_three_flairs_reprices_the_later_ones() -> None:
    # RULINGS.md, Miridon flairs: removing a flair re-prices the later ones; miridon.txt Chapter 5
    # l. 399 (RULINGS.md says l. 395): the n-th flair costs 10·(n-1)
    flairs = [ev("buy-flair", flair=f) for f in ("agile-strike", "agile-evasion", "ambidexterity")]
    history = miridon_history(ev("award-skill-points", amount=30), *flairs)
    assert [e.amount for e in history.built.build.ledger.pool("skill-points")] == [30, 0, -10, -20]
    preview = history.preview_change(Remove(2))
    assert preview.diff.pools == (PoolChange("skill-points", "skill points", 0, 20),)
    assert set(preview.diff.changed) == {
        ValueChange("skill-points", "Skill points", 0, 20),
        ValueChange("next-flair-cost", "Next flair costs", 30, 20),
    }
    assert not preview.diff.errors
    assert history.apply_change(Remove(2)) is None
    ledger = history.built.build.ledger.pool("skill-points")
    assert [(e.amount, e.note) for e in ledger] == [
        (30, "GM award"),
        (0, "flair Agile Evasion (flair 1)"),
        (-10, "flair Ambidexterity (flair 2)"),
    ]


SPEND_BEFORE_AWARD = Move(2, 1)
NOT_ENOUGH = "Not enough skill points: this needs 5, you have 0."


def test_moving_a_spend_before_its_award_is_refused_with_the_event_and_the_reason() -> None:
    # miridon.txt, Chapter 4 (l. 282, 291): talents are bought with skill points, Melee Boost costs
    # [Rank] * 5 — before the award there are none.
    history = miridon_history(
        ev("award-skill-points", amount=10), ev("buy-talent-rank", talent="melee-boost")
    )
    kept = history.events
    refusal = history.apply_change(SPEND_BEFORE_AWARD)
    assert refusal is not None
    assert refusal.diff is not None
    assert refusal.diff.errors == (EventProblem(2, NOT_ENOUGH),)
    assert refusal.message == NOT_ENOUGH  # the moved event itself: no "event 2:" to decode
    assert history.events == kept
    assert history.built.build.valid


def test_a_refusal_for_another_event_names_its_history_row() -> None:
    # miridon.txt, Chapter 4: Melee Boost costs [Rank] * 5; moving the award after the spend
    # breaks the spend (event 2), not the moved award (issue 13, h05: no bare "event 2:").
    history = miridon_history(
        ev("award-skill-points", amount=10), ev("buy-talent-rank", talent="melee-boost")
    )
    refusal = history.apply_change(Move(1, 2))
    assert refusal is not None
    assert refusal.message == f"It would break event 2 in the History: {NOT_ENOUGH}"


def test_a_refused_append_says_only_the_reason() -> None:
    # miridon.txt, Chapter 4: Melee Boost costs [Rank] * 5; none awarded, so the new event is
    # refused with the reason alone (the CLI's diff keeps its "event N:" lines).
    history = miridon_history()
    refusal = history.append([ev("buy-talent-rank", talent="melee-boost")])
    assert refusal is not None
    assert refusal.message.startswith("Not enough skill points")
    assert refusal.diff is not None
    assert refusal.diff.errors[0].line().startswith("event ")


def test_keeping_errors_makes_the_change_and_shows_the_error() -> None:
    # miridon.txt, Chapter 4 (l. 291): Melee Boost costs [Rank] * 5 skill points; DESIGN.md, "The
    # central idea": an illegal step is kept, marked and reported, never dropped.
    history = miridon_history(
        ev("award-skill-points", amount=10), ev("buy-talent-rank", talent="melee-boost")
    )
    assert history.apply_change(SPEND_BEFORE_AWARD, keep_errors=True) is None
    assert [e["op"] for e in history.events] == [
        "choose-class", "buy-talent-rank", "award-skill-points",
    ]  # fmt: skip
    build = history.built.build
    assert [(i.event_index, i.message) for i in build.errors] == [(1, NOT_ENOUGH)]
    assert build.skipped == frozenset({1})
    assert build.sheet.value("skill-points") == 10
    mended = history.preview_change(SPEND_BEFORE_AWARD.inverse(build.events))
    assert mended.diff.resolved == (EventProblem(3, NOT_ENOUGH),)
    assert not mended.diff.errors
