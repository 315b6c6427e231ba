# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A user action as data: its label (the undo text) and the events it appends."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from rules.engine.event import Event


@dataclass(frozen=True)
class Operation:
    """What one click does to a character: `Equip Iron Sword` appends one `equip` event."""

    label: str
    events: tuple[Event, ...]


def now() -> str:
    """The timestamp stored on new events."""
    return datetime.now(UTC).isoformat(timespec="seconds")


def event(op: str, note: str | None = None, **fields: Any) -> Event:
    """A new event stamped with the current time."""
    return Event(op, fields, now(), note or None)


def single(label: str, op: str, note: str | None = None, **fields: Any) -> Operation:
    """An operation of one event."""
    return Operation(label, (event(op, note, **fields),))
