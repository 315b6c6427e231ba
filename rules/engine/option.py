# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A choice the player could make next, and why it is or is not available."""

from __future__ import annotations

from dataclasses import dataclass

from rules.engine.check import Check


@dataclass(frozen=True, slots=True)
class Option:
    """One possible choice of a kind (a race, a gear piece, a slot…)."""

    id: str
    name: str
    check: Check
    cost: int | None = None
    detail: str = ""

    @property
    def available(self) -> bool:
        """Whether the choice can be made now."""
        return self.check.ok

    def as_json(self) -> dict[str, object]:
        """The option as plain JSON data."""
        return {
            "id": self.id,
            "name": self.name,
            "available": self.available,
            "reasons": list(self.check.reasons),
            "cost": self.cost,
            "detail": self.detail,
        }
