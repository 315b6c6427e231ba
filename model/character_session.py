# SPDX-License-Identifier: LicenseRef-Sheetwright
"""One open character: its document and build, every edit saved at once (autosave)."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from model.character_build import CharacterBuild, build_character
from model.library import Library
from model.records import CharacterRecord, PackRecord
from rules.engine.event import Event
from rules.engine.issue import Issue


@dataclass(frozen=True)
class Refusal:
    """Why an edit was not made: the rules' reasons, one per refused event."""

    issues: tuple[Issue, ...]

    @property
    def message(self) -> str:
        """All reasons, one per line."""
        return "\n".join(i.message for i in self.issues)


class History:
    """A character's document and build; every change replays and validates before it is kept."""

    def __init__(self, document: dict[str, Any], packs: Sequence[PackRecord] = ()) -> None:
        self._document = document
        self._packs = list(packs)
        self._built = self._rebuild(document)

    @property
    def document(self) -> dict[str, Any]:
        """The character document as last kept (do not modify it)."""
        return self._document

    @property
    def built(self) -> CharacterBuild:
        """The current build with its content problems."""
        return self._built

    @property
    def events(self) -> list[dict[str, Any]]:
        """The history as stored JSON objects."""
        return list(self._document["events"])

    def preview(self, events: Sequence[Event]) -> CharacterBuild:
        """What the character would be with these events appended, without keeping anything."""
        return self._rebuild(self._with_events([*self.events, *(e.to_json() for e in events)]))

    def append(self, events: Sequence[Event]) -> Refusal | None:
        """Append and keep events; refuse (keeping nothing) if any of them breaks a rule."""
        start = len(self.events)
        candidate = self.preview(events)
        new = range(start, start + len(events))
        refused = tuple(i for i in candidate.build.errors if i.event_index in new)
        if refused:
            return Refusal(refused)
        self._keep(candidate.document)
        return None

    def insert(self, index: int, events: Sequence[Event]) -> None:
        """Put events back at a position of the history (redo), whatever they make of later events."""
        stored = self.events
        stored[index:index] = [e.to_json() for e in events]
        self._keep(self._with_events(stored))

    def remove(self, index: int, count: int = 1) -> list[Event]:
        """Take events out of the history (undo, or editing the past); later events re-validate."""
        stored = self.events
        removed = stored[index : index + count]
        del stored[index : index + count]
        self._keep(self._with_events(stored))
        return [Event.from_json(e) for e in removed]

    def edit(self, **fields: Any) -> None:
        """Change top-level fields (name, notes, portrait, packs, settings) and keep them."""
        document = copy.deepcopy(self._document)
        document.update(fields)
        self._keep(document)

    def _with_events(self, events: list[dict[str, Any]]) -> dict[str, Any]:
        return {**copy.deepcopy(self._document), "events": events}

    def _rebuild(self, document: dict[str, Any]) -> CharacterBuild:
        return build_character(document, self._packs)

    def _keep(self, document: dict[str, Any]) -> None:
        self._document = document
        self._built = self._rebuild(document)


class DraftCharacter(History):
    """A character being created (the wizard): kept in memory until it is added to the library."""


class CharacterSession(History):
    """One library character; every change is saved at once, with a version check (autosave)."""

    def __init__(self, library: Library, character_id: str) -> None:
        self._library = library
        self._record = library.get_character(character_id)
        super().__init__(self._record.document, library.list_packs(self._record.system))

    @property
    def library(self) -> Library:
        """The library the character is saved in."""
        return self._library

    @property
    def record(self) -> CharacterRecord:
        """The stored character as last saved."""
        return self._record

    def reload(self) -> None:
        """Re-read the character and packs from the library (after a conflict, or new packs)."""
        self._record = self._library.get_character(self._record.id)
        self._packs = self._library.list_packs(self._record.system)
        self._document = self._record.document
        self._built = self._rebuild(self._document)

    def _keep(self, document: dict[str, Any]) -> None:
        self._record = self._library.save_character(self._record.id, document, self._record.version)
        super()._keep(self._record.document)
