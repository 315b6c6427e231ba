# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Derived values on a sheet, each with the breakdown that explains it."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import NamedTuple

from rules.engine.source_ref import Source


class Term(NamedTuple):
    """One contribution to a value: `END 2 × 5 = 10`, `Iron Sword +2`."""

    label: str
    amount: int
    source: Source | None = None

    def describe(self) -> str:
        """The amount and what it is, for a breakdown line: `5 (END 1 × 5)`."""
        return f"{abs(self.amount)} ({self.label})"


class SheetValue(NamedTuple):
    """A derived number on the sheet and where every part of it comes from."""

    key: str
    label: str
    value: int
    terms: tuple[Term, ...] = ()
    source: Source | None = None
    note: str = ""

    def breakdown(self) -> str:
        """`HP 15 = 5 (base) + 10 (END 2 × 5)` — the value explained in one line."""
        if not self.terms:
            return f"{self.label} {self.value}"
        first, *rest = self.terms
        text = f"{'−' if first.amount < 0 else ''}{first.describe()}"
        for term in rest:
            text += f" {'−' if term.amount < 0 else '+'} {term.describe()}"
        return f"{self.label} {self.value} = {text}"

    def as_json(self) -> dict[str, object]:
        """The value with its breakdown as plain JSON data."""
        return {
            "label": self.label,
            "value": self.value,
            "breakdown": [{"label": t.label, "amount": t.amount} for t in self.terms],
            "source": self.source.cite() if self.source else None,
            "source_line": self.source.line() if self.source else None,
            **({"note": self.note} if self.note else {}),
        }


def total(
    key: str,
    label: str,
    terms: Iterable[Term],
    source: Source | None = None,
    note: str = "",
) -> SheetValue:
    """A value that is the sum of its terms."""
    terms = tuple(terms)
    return SheetValue(key, label, sum(t.amount for t in terms), terms, source, note)


@dataclass(frozen=True, slots=True)
class Sheet:
    """Every derived value of a character, by key, plus free-form sections for lists."""

    values: dict[str, SheetValue] = field(default_factory=dict)
    sections: dict[str, object] = field(default_factory=dict)

    def __getitem__(self, key: str) -> SheetValue:
        return self.values[key]

    def value(self, key: str) -> int:
        """The number behind a key."""
        return self.values[key].value
