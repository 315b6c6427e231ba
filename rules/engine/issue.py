# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Problems found while replaying a character: errors (illegal) and warnings (worth knowing)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rules.engine.source_ref import Source


class Severity(StrEnum):
    """How bad an issue is: an error breaks a rule, a warning is legal but worth knowing."""

    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True, slots=True)
class Issue:
    """One problem, in the user's words, tied to the event that caused it (if any)."""

    severity: Severity
    message: str
    event_index: int | None = None
    source: Source | None = None
    code: str = ""
    whole: bool = False
    """Found by the checks on the whole character (not by one event's own step): its event is the
    one after which it first holds."""

    def describe(self) -> str:
        """One line for a terminal or a list: `error (event 4): … [gravedust.txt, Gear]`."""
        where = f" (event {self.event_index + 1})" if self.event_index is not None else ""
        cite = f" [{self.source.cite()}]" if self.source else ""
        return f"{self.severity}{where}: {self.message}{cite}"

    def as_json(self) -> dict[str, object]:
        """The issue as plain JSON data; `event` is the 1-based number users see (or None)."""
        return {
            "severity": str(self.severity),
            "message": self.message,
            "event": None if self.event_index is None else self.event_index + 1,
            "source": self.source.cite() if self.source else None,
            "source_line": self.source.line() if self.source else None,
            "code": self.code,
        }
