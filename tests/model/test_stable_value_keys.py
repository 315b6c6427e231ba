# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheet --json` keys are stable: a value keeps its key whatever its amount.

A diff, the GUI and anyone reading `sheet --json` compare sheets key by key, so events that only
change amounts (points awarded, a rank raised, an attribute raised) never add or drop a key.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from model.character_build import build_character
from rules.engine.content_loader import resources_dir
from rules.engine.event import Event

AMOUNTS_ONLY: dict[str, tuple[Event, ...]] = {
    # gravedust.txt, Character Stats: XP and levels, attribute points, gold
    "gravedust": (
        Event("award-xp", {"amount": 20}), Event("gain-gold", {"amount": 15}),
        Event("spend-gold", {"amount": 5}),
    ),
    # lyrian-chronicles.txt, Gameplay Flow: EXP
    "lyrian": (Event("award-exp", {"amount": 50}),),
    # miridon.txt, Chapter 3 (skill points), Chapter 4: Talents (spell boosts raise spell effects)
    "miridon": (
        Event("award-skill-points", {"amount": 40}),
        Event("buy-talent-rank", {"talent": "offensive-spell-boost"}),
        Event("buy-talent-rank", {"talent": "defensive-spell-boost"}),
        Event("buy-talent-rank", {"talent": "general-spell-boost"}),
        Event("buy-talent-rank", {"talent": "melee-boost"}),
        Event("award-stats", {"strength": 3}),
    ),
    # glorious-heretics.txt, Exp (l. 51-53) and Hit Points
    "heretics": (Event("award-exp", {"amount": 5}), Event("buy-hit-points", {"exp": 6})),
}  # fmt: skip
BEFORE: dict[str, tuple[Event, ...]] = {
    # lyrian-chronicles.txt, Gameplay Flow: EXP comes during an arc (the sample is in an interlude)
    "lyrian": (Event("start-arc", {}),),
}


@cache
def _sample(system_id: str) -> dict[str, Any]:
    path = resources_dir() / "samples" / f"{system_id}.sheetwright.json"
    loaded: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return loaded


def value_keys(system_id: str, extra: list[Event]) -> frozenset[str]:
    """The keys of the sample character's sheet values after more events."""
    document = _sample(system_id)
    more = [*BEFORE.get(system_id, ()), *extra]
    events = [*document["events"], *(e.to_json() for e in more)]
    built = build_character({**document, "events": events}, []).build
    assert not built.skipped, [i.describe() for i in built.errors]
    return frozenset(built.sheet.values)


@pytest.mark.parametrize("system_id", sorted(AMOUNTS_ONLY))
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_events_that_change_only_amounts_keep_every_key(
    system_id: str, data: st.DataObject
) -> None:
    extra = data.draw(st.lists(st.sampled_from(AMOUNTS_ONLY[system_id]), min_size=1, max_size=4))
    assert value_keys(system_id, extra) == value_keys(system_id, [])


def test_a_boosted_spell_keeps_its_keys() -> None:
    # miridon.txt, Spell List, Elemental Weapon: 1d6, Offensive Spell Boost "adds 2 damage" per
    # rank — the sheet's spell list shows "1d6+2" and `values` keeps `spell:elemental-weapon`
    boost = [Event("buy-talent-rank", {"talent": "offensive-spell-boost"})]
    keys = value_keys("miridon", boost)
    assert {"spell:elemental-weapon", "spell:elemental-weapon:bonus"} <= keys
    assert keys == value_keys("miridon", [])
