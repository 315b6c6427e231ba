# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Miridon characters for tests: replay events against the shipped Miridon ruleset."""

from __future__ import annotations

from functools import cache
from typing import Any

from rules.engine.build import Build
from rules.engine.content_loader import load_shipped_ruleset
from rules.engine.event import Event
from rules.engine.replay import replay
from rules.engine.ruleset import Ruleset
from rules.miridon.state import MiridonState
from rules.miridon.system import SYSTEM


def ev(op: str, note: str | None = None, **fields: Any) -> Event:
    """An event with its fields as keyword arguments (`class_` for the `class` field)."""
    if "class_" in fields:
        fields["class"] = fields.pop("class_")
    return Event(op, fields, note=note)


@cache
def shipped() -> Ruleset:
    """The shipped Miridon ruleset (loaded once per test run)."""
    load = load_shipped_ruleset(SYSTEM)
    assert not load.problems, [p.describe() for p in load.problems]
    return load.ruleset


def build(*events: Event) -> Build[MiridonState]:
    """Replay the events against the shipped ruleset."""
    return replay(SYSTEM, shipped(), list(events))


def character(class_id: str, points: int = 0, strength: int = 0, speed: int = 0) -> list[Event]:
    """A class, the GM's starting skill points and stats."""
    events = [ev("choose-class", class_=class_id)]
    if points:
        events.append(ev("award-skill-points", amount=points, note="starting points"))
    if strength or speed:
        events.append(ev("award-stats", strength=strength, speed=speed, note="starting stats"))
    return events


def errors(result: Build[MiridonState]) -> list[str]:
    """The error messages of a build."""
    return [i.message for i in result.errors]
