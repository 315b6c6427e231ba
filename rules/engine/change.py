# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The ways a history can change: append, insert, edit, remove, move — each with its inverse.

A change knows the first event it touches (replay starts there), how the old events are numbered
afterwards (so a diff can match them), and the change that undoes it; `apply` makes it to parsed
events, `stored` to the document's JSON events (so a preview neither re-parses nor re-writes the
events it does not touch). Positions are 0-based here;
users see 1-based event numbers everywhere, and `HistoryError` messages use those.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rules.engine.event import Event

Stored = dict[str, Any]
"""An event as the document stores it (JSON); `stored` makes the same change to those."""


class HistoryError(ValueError):
    """A change that does not fit the history (an event number out of range), in the user's words."""


@dataclass(frozen=True, slots=True)
class Append:
    """New events after the last one."""

    events: tuple[Event, ...]

    def first(self, history: Sequence[Event]) -> int:
        return len(history)

    def apply(self, history: Sequence[Event]) -> list[Event]:
        return [*history, *self.events]

    def stored(self, history: Sequence[Stored]) -> list[Stored]:
        return [*history, *(e.to_json() for e in self.events)]

    def renumber(self, index: int) -> int | None:
        return index

    def inverse(self, history: Sequence[Event]) -> Change:
        return Remove(len(history), len(self.events))


@dataclass(frozen=True, slots=True)
class Insert:
    """New events placed so that the first becomes event `index` + 1."""

    index: int
    events: tuple[Event, ...]

    def first(self, history: Sequence[Event]) -> int:
        _position(self.index, len(history) + 1, "insert at")
        return self.index

    def apply(self, history: Sequence[Event]) -> list[Event]:
        self.first(history)
        return [*history[: self.index], *self.events, *history[self.index :]]

    def stored(self, history: Sequence[Stored]) -> list[Stored]:
        new = [e.to_json() for e in self.events]
        return [*history[: self.index], *new, *history[self.index :]]

    def renumber(self, index: int) -> int | None:
        return index if index < self.index else index + len(self.events)

    def inverse(self, history: Sequence[Event]) -> Change:
        return Remove(self.index, len(self.events))


@dataclass(frozen=True, slots=True)
class Edit:
    """One event replaced by another (the same decision, made differently)."""

    index: int
    event: Event

    def first(self, history: Sequence[Event]) -> int:
        _position(self.index, len(history), "edit")
        return self.index

    def apply(self, history: Sequence[Event]) -> list[Event]:
        self.first(history)
        return [*history[: self.index], self.event, *history[self.index + 1 :]]

    def stored(self, history: Sequence[Stored]) -> list[Stored]:
        return [*history[: self.index], self.event.to_json(), *history[self.index + 1 :]]

    def renumber(self, index: int) -> int | None:
        return index

    def inverse(self, history: Sequence[Event]) -> Change:
        return Edit(self.index, history[self.index])


@dataclass(frozen=True, slots=True)
class Remove:
    """`count` events taken out, starting at `index`."""

    index: int
    count: int = 1

    def first(self, history: Sequence[Event]) -> int:
        _position(self.index, len(history), "remove")
        _position(self.index + self.count - 1, len(history), "remove")
        return self.index

    def apply(self, history: Sequence[Event]) -> list[Event]:
        self.first(history)
        return [*history[: self.index], *history[self.index + self.count :]]

    def stored(self, history: Sequence[Stored]) -> list[Stored]:
        return [*history[: self.index], *history[self.index + self.count :]]

    def renumber(self, index: int) -> int | None:
        if index < self.index:
            return index
        return None if index < self.index + self.count else index - self.count

    def inverse(self, history: Sequence[Event]) -> Change:
        return Insert(self.index, tuple(history[self.index : self.index + self.count]))


@dataclass(frozen=True, slots=True)
class Move:
    """Event `source` moved so that it becomes event `target` (both 0-based positions)."""

    source: int
    target: int

    def first(self, history: Sequence[Event]) -> int:
        _position(self.source, len(history), "move")
        _position(self.target, len(history), "move to")
        return min(self.source, self.target)

    def apply(self, history: Sequence[Event]) -> list[Event]:
        self.first(history)
        events = list(history)
        events.insert(self.target, events.pop(self.source))
        return events

    def stored(self, history: Sequence[Stored]) -> list[Stored]:
        events = list(history)
        events.insert(self.target, events.pop(self.source))
        return events

    def renumber(self, index: int) -> int | None:
        if index == self.source:
            return self.target
        if self.source < index <= self.target:
            return index - 1
        if self.target <= index < self.source:
            return index + 1
        return index

    def inverse(self, history: Sequence[Event]) -> Change:
        return Move(self.target, self.source)


Change = Append | Insert | Edit | Remove | Move


def _position(index: int, size: int, verb: str) -> None:
    """Refuse an event number outside the history, naming the numbers that exist."""
    if not 0 <= index < size:
        have = "it has no events" if size == 0 else f"it has events 1–{size}"
        if verb == "insert at":
            have = f"events can be inserted at 1–{size}"
        raise HistoryError(f"There is no event {index + 1} to {verb}; {have}.")
