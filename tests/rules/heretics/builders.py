# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Glorious Heretics characters for tests: replay events against the shipped ruleset."""

from __future__ import annotations

from functools import cache
from typing import Any

from rules.engine.build import Build
from rules.engine.content_loader import load_shipped_ruleset
from rules.engine.event import Event
from rules.engine.replay import replay
from rules.engine.ruleset import Ruleset
from rules.heretics.state import HereticsState
from rules.heretics.system import SYSTEM


def ev(op: str, note: str | None = None, **fields: Any) -> Event:
    """An event with its fields as keyword arguments (`from_` for the `from` field)."""
    if "from_" in fields:
        fields["from"] = fields.pop("from_")
    return Event(op, fields, note=note)


@cache
def shipped() -> Ruleset:
    """The shipped Glorious Heretics ruleset (loaded once per test run)."""
    load = load_shipped_ruleset(SYSTEM)
    assert not load.problems, [p.describe() for p in load.problems]
    return load.ruleset


def build(*events: Event, starting_exp: int = 0) -> Build[HereticsState]:
    """Replay the events against the shipped ruleset with a starting-Exp house rule."""
    return replay(SYSTEM, shipped(), list(events), {"starting_exp": starting_exp})


def errors(result: Build[HereticsState]) -> list[str]:
    """The error messages of a build."""
    return [i.message for i in result.errors]


def exp(amount: int) -> Event:
    """The GM awards Exp."""
    return ev("award-exp", note="session", amount=amount)
