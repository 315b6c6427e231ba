# SPDX-License-Identifier: LicenseRef-Sheetwright
"""One decision in a character's history: an op, its fields, when, and why."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

RESERVED = ("op", "at", "note")


@dataclass(frozen=True, slots=True)
class Event:
    """An entry of a character's history, as stored in its document."""

    op: str
    fields: Mapping[str, Any] = field(default_factory=dict)
    at: str | None = None
    note: str | None = None

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Event:
        """Build an event from its JSON object (`{"op": "award-xp", "amount": 5}`)."""
        op = data.get("op")
        at = data.get("at")
        note = data.get("note")
        return cls(  # positional: an import of 10,000 files makes 290,000 events
            op if isinstance(op, str) else "",
            {k: v for k, v in data.items() if k not in RESERVED},
            at if isinstance(at, str) else None,
            note if isinstance(note, str) else None,
        )

    def to_json(self) -> dict[str, Any]:
        """The event as a JSON object, `op` first."""
        out: dict[str, Any] = {"op": self.op, **self.fields}
        if self.at is not None:
            out["at"] = self.at
        if self.note is not None:
            out["note"] = self.note
        return out

    def label(self) -> str:
        """A short human label: the op, and the note if there is one."""
        return f"{self.op} — {self.note}" if self.note else self.op
