# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The result of a replay: the sheet, the ledger, the issues and what can be chosen next."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Literal, TypeVar

from rules.engine.event import Event
from rules.engine.issue import Issue, Severity
from rules.engine.ledger import Ledger
from rules.engine.option import Option
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import Sheet
from rules.engine.source_words import without_lines
from rules.engine.system import System
from rules.engine.trail import Trail

S = TypeVar("S")


@dataclass(frozen=True)
class Build[S]:
    """A character's replayed history: derived sheet, pools, problems and next choices."""

    system: System[S]
    events: tuple[Event, ...]
    state: S
    ledger: Ledger
    issues: tuple[Issue, ...]
    sheet: Sheet
    content: Ruleset
    skipped: frozenset[int]
    trail: Trail[S]
    """The character after each event (replay_from continues from it)."""

    @property
    def errors(self) -> list[Issue]:
        """Issues that break a rule."""
        return [i for i in self.issues if i.severity is Severity.ERROR]

    @property
    def warnings(self) -> list[Issue]:
        """Issues that are legal but worth knowing."""
        return [i for i in self.issues if i.severity is Severity.WARNING]

    @property
    def valid(self) -> bool:
        """True when no event and no final check broke a rule."""
        return not self.errors

    def options(self, kind: str, reasons: Literal["add", "own"] = "add") -> list[Option]:
        """What can be chosen next for a kind, each unavailable one with its reasons (details
        without the rulebook line numbers content descriptions carry).

        The reasons are those `add` gives for the option's event on this character (issue 14);
        `reasons="own"` keeps the option check's own words (no replay)."""
        from rules.engine.option_reasons import with_add_reasons  # it replays: imports Build

        provider = self.system.options.get(kind)
        if provider is None:
            raise KeyError(f"{self.system.title} has no options of kind {kind!r}")
        found = provider(self.state, self.ledger, self.content)
        found = [replace(o, detail=without_lines(o.detail)) if o.detail else o for o in found]
        return with_add_reasons(self, kind, found) if reasons == "add" else found

    def option_kinds(self) -> list[str]:
        """The kinds `options` answers for."""
        return list(self.system.options)

    def pools_json(self) -> dict[str, Any]:
        """Every pool's balance and entries as plain JSON data (events numbered from 1)."""
        return {
            pool: {
                "label": self.system.pool_label(pool),
                "balance": self.ledger.balance(pool),
                "entries": [
                    {"amount": e.amount, "event": _number(e.event_index), "note": e.note}
                    for e in self.ledger.pool(pool)
                ],
            }
            for pool in self.ledger.pools()
        }


def _number(index: int | None) -> int | None:
    """The 1-based event number users see, for a 0-based index."""
    return None if index is None else index + 1
