# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Pools of points as lists of credits and debits; a balance is derived, never stored."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Entry:
    """A credit (positive) or debit (negative) to one pool, tied to the event that made it."""

    pool: str
    amount: int
    event_index: int | None
    note: str = ""


@dataclass(frozen=True, slots=True)
class Ledger:
    """Every entry of every pool, in the order the events made them."""

    entries: tuple[Entry, ...] = ()

    def add(self, *entries: Entry) -> Ledger:
        """A new ledger with the entries appended."""
        return Ledger(self.entries + entries)

    def balance(self, pool: str) -> int:
        """What is left in a pool."""
        return sum(e.amount for e in self.entries if e.pool == pool)

    def credited(self, pool: str) -> int:
        """Everything ever put into a pool."""
        return sum(e.amount for e in self.entries if e.pool == pool and e.amount > 0)

    def debited(self, pool: str) -> int:
        """Everything ever taken out of a pool (a positive number)."""
        return -sum(e.amount for e in self.entries if e.pool == pool and e.amount < 0)

    def pool(self, pool: str) -> tuple[Entry, ...]:
        """The entries of one pool."""
        return tuple(e for e in self.entries if e.pool == pool)

    def pools(self) -> list[str]:
        """Pool names in the order they first appear."""
        return list(dict.fromkeys(e.pool for e in self.entries))
