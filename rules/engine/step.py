# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What an op handler sees (the state so far) and what it returns (applied or refused)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from rules.engine.event import Event
from rules.engine.ledger import Entry, Ledger
from rules.engine.ruleset import Ruleset
from rules.engine.source_ref import Source

S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class Applied[S]:
    """The event was legal: the new state, its pool entries and any warnings."""

    state: S
    entries: tuple[Entry, ...] = ()
    warnings: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Refused:
    """The event was illegal: why, in the user's words, and which rule says so."""

    reason: str
    source: Source | None = None


Outcome = Applied[S] | Refused


@dataclass(frozen=True, slots=True)
class Step[S]:
    """The context of one event during replay."""

    index: int
    event: Event
    state: S
    ledger: Ledger
    content: Ruleset

    def balance(self, pool: str) -> int:
        """What is left in a pool before this event."""
        return self.ledger.balance(pool)

    def credit(self, pool: str, amount: int, note: str = "") -> Entry:
        """A ledger entry adding to a pool, tied to this event."""
        return Entry(pool, amount, self.index, note or (self.event.note or ""))

    def debit(self, pool: str, amount: int, note: str = "") -> Entry:
        """A ledger entry taking from a pool, tied to this event."""
        return Entry(pool, -amount, self.index, note or (self.event.note or ""))

    def done(self, state: S, *entries: Entry, warnings: tuple[str, ...] = ()) -> Applied[S]:
        """The event applies: here is the new state."""
        return Applied(state, entries, warnings)

    def refuse(self, reason: str, source: Source | None = None) -> Refused:
        """The event does not apply: here is why."""
        return Refused(reason, source)
