# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A system's loaded content: entries by kind and id, from one or more packs."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TypeVar

from rules.engine.content_schema import Entry

E = TypeVar("E", bound=Entry)


@dataclass(frozen=True, slots=True)
class PackInfo:
    """Which pack content came from: its id, name, version and whether it is homebrew."""

    id: str
    name: str
    version: str
    homebrew: bool = False
    example: bool = False


@dataclass(frozen=True)
class Ruleset:
    """Everything a system's rules can look up: entries by kind, then by id."""

    system: str
    version: str
    packs: tuple[PackInfo, ...] = ()
    content: Mapping[str, Mapping[str, Entry]] = field(default_factory=dict)
    origin: Mapping[tuple[str, str], str] = field(default_factory=dict)

    def get(self, kind: str, entry_id: str) -> Entry | None:
        """The entry of a kind with an id, or None."""
        return self.content.get(kind, {}).get(entry_id)

    def name_of(self, kind: str, entry_id: str) -> str:
        """The display name of an entry, or its id when the content lacks it."""
        entry = self.get(kind, entry_id)
        return entry.name if entry is not None else entry_id

    def entries(self, kind: str) -> list[Entry]:
        """All entries of a kind, in load order."""
        return list(self.content.get(kind, {}).values())

    def typed(self, kind: str, entry_id: str, cls: type[E]) -> E | None:
        """The entry, if it exists and is of the expected schema class."""
        entry = self.get(kind, entry_id)
        return entry if isinstance(entry, cls) else None

    def with_entry(self, kind: str, entry: Entry, origin: str) -> Ruleset:
        """A copy with one entry added or replaced (character-defined or homebrew content); the
        other kinds' mappings are shared, as a ruleset's mappings are never changed in place."""
        content = {**self.content, kind: {**self.content.get(kind, {}), entry.id: entry}}
        origins = {**self.origin, (kind, entry.id): origin}
        return Ruleset(self.system, self.version, self.packs, content, origins)
