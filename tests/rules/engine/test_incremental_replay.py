# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Replaying from the first changed event gives the build a replay from scratch gives.

DESIGN.md, "The central idea": replay keeps the state after each event, so an edit at event k
replays from k — and editing a past decision re-validates everything after it. Each system's
pool holds events its rulebook allows somewhere in a history and events it refuses there.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.engine.build import Build
from rules.engine.change import Append, Change, Edit, Insert, Move, Remove
from rules.engine.event import Event
from rules.engine.replay import replay, replay_from
from rules.engine.ruleset import Ruleset
from rules.engine.system import System
from rules.gravedust.system import SYSTEM as GRAVEDUST_SYSTEM
from rules.heretics.system import SYSTEM as HERETICS_SYSTEM
from rules.lyrian.system import SYSTEM as LYRIAN_SYSTEM
from rules.miridon.system import SYSTEM as MIRIDON_SYSTEM
from tests.rules.gravedust import builders as gravedust
from tests.rules.heretics import builders as heretics
from tests.rules.lyrian import builders as lyrian
from tests.rules.miridon import builders as miridon

SYSTEM_IDS = ("gravedust", "lyrian", "miridon", "heretics")


@dataclass(frozen=True)
class Case:
    """A system's replay inputs: content, house rules, a valid creation and a pool of events."""

    system: System[Any]
    ruleset: Ruleset
    settings: dict[str, Any]
    creation: tuple[Event, ...]
    pool: tuple[Event, ...]


def _gravedust() -> Case:
    # gravedust.txt, Character Stats (XP, levels, attribute points, gold), Gear (slots, boxes),
    # Items (item slots), Skills (slots), Buffs; a `define` adds content mid-history.
    g = gravedust.ev
    pool = (
        g("award-xp", amount=15), g("award-xp", "boss", amount=40), g("kill", worth=12, count=2),
        g("raise-attribute", attribute="str"), g("raise-attribute", attribute="int"),
        g("gain-gold", amount=20), g("spend-gold", amount=25),
        g("add-item", item="whetstone"), g("remove-item", item="whetstone"),
        g("add-item", item="spark-stone"), g("unsocket-spellstone", instance="sword", box=2),
        g("socket-spellstone", instance="sword", box=2, item="spark-stone"),
        g("unsocket-spellstone", instance="focus", box=1),
        g("apply-enhancement", instance="sword", box=1, item="whetstone"),
        g("unequip-skill", skill="quick-focus"), g("equip-skill", skill="quick-focus"),
        g("learn-spell", spell="missile"),
        g("gain-gear", gear="lucky-charm", instance="charm", slot="artifact"),
        g("drop-gear", instance="charm"), g("unequip", instance="mail"),
        g("equip", instance="mail", slot="body"),
        g("add-buff", name="Haste", effect="+2 MOVE", duration=3, modifiers={"move": 2}),
        g("remove-buff", name="Haste"),
        gravedust.define("item", id="gem", name="Gem", type="enhancement", bonuses={"def": 1}),
        g("add-item", item="gem"), g("choose-race", race="sylph"), g("fly"),
    )  # fmt: skip
    return Case(GRAVEDUST_SYSTEM, gravedust.shipped(), {}, tuple(gravedust.example_events()), pool)


def _miridon() -> Case:
    # miridon.txt, Chapter 3 (skills), Chapter 4 (talents), Chapter 5 (flairs: 0, 10, 20 …),
    # Chapter 8 (weapons, at most two wielded), Unique Classes; Crew Member (skiffmasters only).
    m = miridon.ev
    pool = (
        m("award-skill-points", amount=10), m("award-stats", strength=2, speed=1),
        m("buy-skill-rank", skill="taunt"), m("buy-skill-rank", skill="stealth"),
        m("buy-talent-rank", talent="melee-boost"), m("buy-talent-rank", talent="redouble"),
        m("buy-flair", flair="agile-strike"), m("buy-flair", flair="ambidexterity"),
        m("buy-flair", flair="parry"), m("buy-flair", flair="advanced-parry"),
        m("wield", weapon="longsword"), m("unwield", weapon="longsword"),
        m("wield", weapon="small-shield"), m("choose-class", class_="skiffmaster"),
        m("recruit-crew", name="Ada"), m("remove-armor"), m("take-dual-class", class_="techie"),
    )  # fmt: skip
    creation = miridon.character("duelist", points=60, strength=12, speed=9)
    return Case(MIRIDON_SYSTEM, miridon.shipped(), {}, tuple(creation), pool)


def _lyrian() -> Case:
    # lyrian-chronicles.txt, Gameplay Flow (arc, conflict resolution, rest, interlude), Interlude
    # Actions (IP), Classes — Unlocking, Abilities (in order, 100 EXP), Skills (cap 15), Injuries.
    y = lyrian.ev
    pool = (
        y("start-arc"), y("award-exp", amount=100), y("rest"), y("start-interlude"),
        y("grant-ip", amount=2), y("interlude-action", action="job"),
        y("interlude-action", action="train"), y("unlock-class", class_="example-sellsword"),
        y("buy-ability", class_="example-sellsword", ability=1),
        y("buy-ability", class_="example-sellsword", ability=2),
        y("buy-skill", skill="athletics"), y("award-skill-points", amount=2),
        y("gain-clim", amount=50), y("spend-clim", amount=400), y("injury", roll=3),
        y("remove-injury"),
    )  # fmt: skip
    return Case(LYRIAN_SYSTEM, lyrian.shipped(), {}, tuple(lyrian.created()), pool)


def _heretics() -> Case:
    # glorious-heretics.txt, Exp (l. 51-53: a skill rank costs the new rank), Feats, Hit Points,
    # Resources (l. 47-50), Abilities (templates, ranks, restrictions and improvements).
    h = heretics.ev
    pool = (
        heretics.exp(5), h("raise-skill", skill="stealth"), h("raise-skill", skill="logic"),
        h("buy-feat-rank", feat="multi-attack"), h("buy-hit-points", exp=4),
        h("buy-hit-points", exp=3), h("add-equipment", text="Torch"),
        h("remove-equipment", text="Torch"), h("spend-resources", "rope", amount=3), h("restock"),
        h("create-ability", ability="bolt", template="attack", name="Bolt"),
        h("add-ability-rank", ability="bolt"), h("assign-rank", ability="bolt", to="power"),
        h("add-restriction", ability="bolt", restriction="self-damage", hit_points=2),
        h("remove-restriction", ability="bolt", restriction="self-damage"),
        h("choose-proficiencies", skills=["strength", "stamina", "logic", "insight", "stealth"]),
    )  # fmt: skip
    creation = (
        heretics.exp(30),
        h("choose-proficiencies", skills=["strength", "stealth", "logic", "insight", "deception"]),
    )
    house_rules = {"starting_exp": 10, "resource_max": 10}
    return Case(HERETICS_SYSTEM, heretics.shipped(), house_rules, creation, pool)


@cache
def case(system_id: str) -> Case:
    """The replay inputs of one system (content loaded once per run)."""
    return {"gravedust": _gravedust, "lyrian": _lyrian, "miridon": _miridon,
            "heretics": _heretics}[system_id]()  # fmt: skip


def build_of(c: Case, events: list[Event]) -> Build[Any]:
    """Replay events from scratch."""
    return replay(c.system, c.ruleset, events, c.settings)


@st.composite
def changes(draw: st.DrawFn, events: list[Event], pool: tuple[Event, ...]) -> Change:
    """Any change that fits a history of these events."""
    fresh = st.lists(st.sampled_from(pool), min_size=1, max_size=3).map(tuple)
    at = st.integers(0, len(events) - 1)
    kind = draw(st.sampled_from(["append", "insert", "edit", "remove", "move"]))
    if kind == "append":
        return Append(draw(fresh))
    if kind == "insert":
        return Insert(draw(st.integers(0, len(events))), draw(fresh))
    if kind == "edit":
        return Edit(draw(at), draw(st.sampled_from(pool)))
    if kind == "remove":
        index = draw(at)
        return Remove(index, draw(st.integers(1, min(3, len(events) - index))))
    return Move(draw(at), draw(at))


def histories(c: Case) -> st.SearchStrategy[list[Event]]:
    """The creation, then up to 25 events from the pool."""
    return st.lists(st.sampled_from(c.pool), max_size=25).map(lambda more: [*c.creation, *more])


def assert_same_build(incremental: Build[Any], scratch: Build[Any]) -> None:
    """Two builds a player could not tell apart: sheet, issues, pools, skipped events, state."""
    assert incremental.events == scratch.events
    assert incremental.sheet == scratch.sheet
    assert incremental.issues == scratch.issues
    pools = {*incremental.ledger.pools(), *scratch.ledger.pools()}
    assert {p: incremental.ledger.balance(p) for p in pools} == {
        p: scratch.ledger.balance(p) for p in pools
    }
    assert incremental.ledger.entries == scratch.ledger.entries
    assert incremental.skipped == scratch.skipped
    assert incremental.state == scratch.state
    assert incremental.trail.after == scratch.trail.after


@pytest.mark.slow
@pytest.mark.parametrize("system_id", SYSTEM_IDS)
@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_replay_from_the_changed_event_equals_a_replay_from_scratch(
    system_id: str, data: st.DataObject
) -> None:
    c = case(system_id)
    events = data.draw(histories(c), label="history")
    change = data.draw(changes(events, c.pool), label="change")
    full = build_of(c, events)
    changed = change.apply(events)
    incremental = replay_from(full, changed, change.first(events))
    assert_same_build(incremental, build_of(c, changed))


@pytest.mark.parametrize("system_id", SYSTEM_IDS)
def test_the_creations_are_valid_and_the_pools_hold_refused_events(system_id: str) -> None:
    # The property above means something only if its histories mix applied and refused events.
    c = case(system_id)
    assert build_of(c, list(c.creation)).valid
    everything = build_of(c, [*c.creation, *c.pool, *c.pool])
    assert everything.skipped
    assert len(everything.skipped) < len(c.pool) * 2


def test_replay_from_refuses_a_history_whose_earlier_events_differ() -> None:
    # DESIGN.md, "The central idea": replay_from continues the kept states only of the same past.
    c = case("miridon")
    full = build_of(c, list(c.creation))
    other = [miridon.ev("choose-class", class_="techie"), *c.creation[1:]]
    with pytest.raises(ValueError, match="events before `first` differ"):
        replay_from(full, other, 1)
