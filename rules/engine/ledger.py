# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Pools of points as lists of credits and debits; a balance is derived, never stored.

A ledger is persistent: `add` returns a new ledger that shares every earlier entry with the old
one and carries running totals per pool, so a balance costs the same after ten events as after ten
thousand, and replay can keep the ledger after each event without copying it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Entry:
    """A credit (positive) or debit (negative) to one pool, tied to the event that made it."""

    pool: str
    amount: int
    event_index: int | None
    note: str = ""


class Ledger:
    """Every entry of every pool, in the order the events made them."""

    __slots__ = ("_before", "_flat", "_new", "_totals")

    def __init__(self, entries: Iterable[Entry] = ()) -> None:
        self._before: Ledger | None = None
        self._new = tuple(entries)
        self._totals = _totals({}, self._new)
        self._flat: tuple[Entry, ...] | None = self._new

    def add(self, *entries: Entry) -> Ledger:
        """A new ledger with the entries appended (this one is unchanged)."""
        if not entries:
            return self
        ledger = Ledger.__new__(Ledger)
        ledger._before, ledger._new = self, entries
        ledger._totals = _totals(self._totals, entries)
        ledger._flat = None
        return ledger

    @property
    def entries(self) -> tuple[Entry, ...]:
        """Every entry, oldest first."""
        if self._flat is None:
            chunks: list[tuple[Entry, ...]] = []
            node: Ledger | None = self
            while node is not None and node._flat is None:
                chunks.append(node._new)
                node = node._before
            start = node._flat if node is not None and node._flat is not None else ()
            self._flat = start + tuple(e for chunk in reversed(chunks) for e in chunk)
        return self._flat

    def balance(self, pool: str) -> int:
        """What is left in a pool."""
        credited, debited = self._totals.get(pool, (0, 0))
        return credited - debited

    def credited(self, pool: str) -> int:
        """Everything ever put into a pool."""
        return self._totals.get(pool, (0, 0))[0]

    def debited(self, pool: str) -> int:
        """Everything ever taken out of a pool (a positive number)."""
        return self._totals.get(pool, (0, 0))[1]

    def pool(self, pool: str) -> tuple[Entry, ...]:
        """The entries of one pool."""
        return tuple(e for e in self.entries if e.pool == pool)

    def pools(self) -> list[str]:
        """Pool names in the order they first appear."""
        return list(self._totals)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Ledger) and self.entries == other.entries

    def __hash__(self) -> int:
        return hash(self.entries)

    def __repr__(self) -> str:
        return f"Ledger({list(self.entries)!r})"


def _totals(
    before: dict[str, tuple[int, int]], entries: Iterable[Entry]
) -> dict[str, tuple[int, int]]:
    """Credited and debited per pool after the entries (pools in order of first appearance)."""
    totals = dict(before)
    for entry in entries:
        credited, debited = totals.get(entry.pool, (0, 0))
        if entry.amount >= 0:
            totals[entry.pool] = (credited + entry.amount, debited)
        else:
            totals[entry.pool] = (credited, debited - entry.amount)
    return totals
