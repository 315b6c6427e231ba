# SPDX-License-Identifier: LicenseRef-Sheetwright
"""One open character: its document and build, every edit saved at once (autosave)."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from model.character_build import CharacterBuild, build_character, rebuild_character
from model.content_pins import PinnedContent
from rules.engine.change import Append, Change, Insert, Remove
from rules.engine.diff import Diff, diff_builds
from rules.engine.event import Event
from rules.engine.issue import Issue

if TYPE_CHECKING:
    from model.library import Library
    from model.records import CharacterRecord, PackRecord


@dataclass(frozen=True)
class Refusal:
    """Why an edit was not made: the errors it would add, and the whole diff."""

    issues: tuple[Issue, ...]
    diff: Diff | None = None

    @property
    def message(self) -> str:
        """All reasons, one per line (`event 5: …` when the error belongs to another event)."""
        if self.diff is not None and self.diff.errors:
            return "\n".join(e.line() for e in self.diff.errors)
        return "\n".join(i.message for i in self.issues)


@dataclass(frozen=True)
class Preview:
    """What a change would make of the character: the candidate build and the diff to it."""

    change: Change
    built: CharacterBuild
    diff: Diff

    @property
    def document(self) -> dict[str, Any]:
        """The document the change would save."""
        return self.built.document

    def refusal(self) -> Refusal | None:
        """A refusal when the change leaves an error the character did not have."""
        if not self.diff.errors:
            return None
        numbers = {e.event for e in self.diff.errors}
        issues = tuple(
            i for i in self.built.build.errors if (i.event_index or -1) + 1 in numbers
        ) or tuple(self.built.build.errors)
        return Refusal(issues, self.diff)


class History:
    """A character's document and build; every change replays and validates before it is kept."""

    def __init__(
        self,
        document: dict[str, Any],
        packs: Sequence[PackRecord] = (),
        pinned: PinnedContent | None = None,
    ) -> None:
        self._document = document
        self._packs = list(packs)
        self._pinned = pinned or PinnedContent()  # the kept content versions the document pins
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

    def preview_change(self, change: Change) -> Preview:
        """What a change would do (replaying only from the first event it touches); keeps nothing.

        Raises HistoryError when the change names an event the history does not have."""
        history = self._built.build.events
        first = change.first(history)
        events = change.apply(history)
        document = {**self._document, "events": change.stored(self._document["events"])}
        candidate = rebuild_character(self._built, document, first, events)
        return Preview(
            change, candidate, diff_builds(self._built.build, candidate.build, change.renumber)
        )

    def apply_change(self, change: Change, keep_errors: bool = False) -> Refusal | None:
        """Make a change unless it adds an error (`keep_errors` makes it anyway)."""
        preview = self.preview_change(change)
        refusal = preview.refusal()
        if refusal is not None and not keep_errors:
            return refusal
        self._keep_built(preview.built)
        return None

    def preview(self, events: Sequence[Event]) -> CharacterBuild:
        """What the character would be with these events appended, without keeping anything."""
        return self.preview_change(Append(tuple(events))).built

    def append(self, events: Sequence[Event]) -> Refusal | None:
        """Append and keep events; refuse (keeping nothing) if they add an error."""
        return self.apply_change(Append(tuple(events)))

    def insert(self, index: int, events: Sequence[Event]) -> None:
        """Put events back at a position of the history (redo), whatever they make of later events."""
        self.apply_change(Insert(index, tuple(events)), keep_errors=True)

    def remove(self, index: int, count: int = 1) -> list[Event]:
        """Take events out of the history (undo, or editing the past); later events re-validate."""
        removed = list(self._built.build.events[index : index + count])
        self.apply_change(Remove(index, count), keep_errors=True)
        return removed

    def edit(self, **fields: Any) -> None:
        """Change top-level fields (name, notes, portrait, packs, settings) and keep them."""
        document = copy.deepcopy(self._document)
        document.update(fields)
        self._keep(document)

    def preview_document(self, document: dict[str, Any]) -> tuple[CharacterBuild, Diff]:
        """What another document (house rules, packs) would make of the character, and the diff."""
        candidate = self._rebuild(document)
        return candidate, diff_builds(self._built.build, candidate.build)

    def _rebuild(self, document: dict[str, Any]) -> CharacterBuild:
        return build_character(document, self._packs, self._pinned)

    def _keep_built(self, built: CharacterBuild) -> None:
        """Keep a document whose build is already made (saving it where the history lives)."""
        self._document, self._built = built.document, built

    def _keep(self, document: dict[str, Any]) -> None:
        self._keep_built(self._rebuild(document))


class DraftCharacter(History):
    """A character being created (the wizard): kept in memory until it is added to the library."""


class CharacterSession(History):
    """One library character; every change is saved at once, with a version check (autosave)."""

    def __init__(self, library: Library, character_id: str) -> None:
        self._library = library
        self._record = library.get_character(character_id)
        document = self._record.document
        packs = library.list_packs(self._record.system)
        super().__init__(document, packs, library.pinned_content(document))

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
        self._pinned = self._library.pinned_content(self._document)
        self._built = self._rebuild(self._document)

    def save_built(self, built: CharacterBuild, summary: str | None = None) -> None:
        """Save a previewed build's document as one revision (`summary` in words) and keep the
        build, so nothing is replayed again; ConflictError when someone else saved since."""
        self._record = self._library.save_character(
            self._record.id, built.document, self._record.version, summary
        )
        History._keep_built(self, built)

    def _keep_built(self, built: CharacterBuild) -> None:
        self.save_built(built)
