# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Lyrian characters for tests: replay events against the shipped ruleset (with the examples)."""

from __future__ import annotations

from functools import cache
from typing import Any

from rules.engine.build import Build
from rules.engine.content_loader import load_shipped_ruleset
from rules.engine.event import Event
from rules.engine.replay import replay
from rules.engine.ruleset import Ruleset
from rules.lyrian.state import LyrianState
from rules.lyrian.system import SYSTEM

VALID_MAIN = {"power": 4, "focus": 3, "agility": 5, "toughness": 4}
VALID_SUB = {"fitness": 5, "cunning": 4, "reason": 3, "awareness": 2, "presence": 1}


def ev(op: str, note: str | None = None, **fields: Any) -> Event:
    """An event with its fields as keyword arguments (`class_` for the `class` field)."""
    if "class_" in fields:
        fields["class"] = fields.pop("class_")
    return Event(op, fields, note=note)


@cache
def shipped() -> Ruleset:
    """The shipped Lyrian ruleset with the example classes (loaded once per test run)."""
    load = load_shipped_ruleset(SYSTEM, include_examples=True)
    assert not load.problems, [p.describe() for p in load.problems]
    return load.ruleset


def build(*events: Event, **settings: Any) -> Build[LyrianState]:
    """Replay the events against the shipped ruleset."""
    return replay(SYSTEM, shipped(), list(events), settings)


def created(main: dict[str, int] | None = None) -> list[Event]:
    """A started Human with the valid arrays (Power 4, Focus 3, Agility 5, Toughness 4)."""
    return [
        ev("start-creation"),
        ev("choose-race", race="human"),
        ev("assign-stats", main=main or VALID_MAIN, sub=VALID_SUB),
    ]


def master(class_id: str) -> list[Event]:
    """Unlock a class and learn its seven abilities in order."""
    return [ev("unlock-class", class_=class_id)] + [
        ev("buy-ability", class_=class_id, ability=k) for k in range(1, 8)
    ]


def to_interlude(exp: int = 0, ip: int = 0) -> list[Event]:
    """From creation (or an interlude) through an arc to its interlude with IP granted."""
    events = [ev("start-arc")]
    if exp:
        events.append(ev("award-exp", amount=exp))
    return [*events, ev("start-interlude"), ev("grant-ip", amount=ip)]


def errors(result: Build[LyrianState]) -> list[str]:
    """The error messages of a build."""
    return [i.message for i in result.errors]


def values(result: Build[LyrianState], *keys: str) -> tuple[int, ...]:
    """Several sheet values at once, from a build with no errors."""
    assert result.valid, errors(result)
    return tuple(result.sheet.value(k) for k in keys)
