# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The character after each event of a replay, kept so that a change replays only from where it is."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from rules.engine.issue import Issue
from rules.engine.ledger import Ledger
from rules.engine.ruleset import Ruleset

S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class Moment[S]:
    """The character just after one event: its state, pools and content, and what the event raised."""

    state: S
    ledger: Ledger
    content: Ruleset
    issues: tuple[Issue, ...] = ()
    refused: bool = False


@dataclass(frozen=True, slots=True)
class Trail[S]:
    """The character before the first event and after each one, so a change replays from there."""

    settings: Mapping[str, Any]
    start: Moment[S]
    after: tuple[Moment[S], ...]
    noted: tuple[int, ...] = ()
    """The indexes of the moments with issues (or a refusal), in order: issues are gathered from
    these alone, so a long history of clean events costs nothing to look through."""

    def before(self, index: int) -> Moment[S]:
        """The character just before event `index` (0-based)."""
        return self.after[index - 1] if index > 0 else self.start
