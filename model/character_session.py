# SPDX-License-Identifier: LicenseRef-Sheetwright
"""One open character: its document and build, every edit saved at once (autosave)."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from model.character_build import CharacterBuild, build_character, rebuild_character
from model.content_pins import PinnedContent, pack_pins
from model.pack_additions import follow_additions
from rules.engine.change import Append, Change, Edit, Insert, Move, Remove
from rules.engine.diff import Diff, EventProblem, diff_builds
from rules.engine.event import Event
from rules.engine.issue import Issue

if TYPE_CHECKING:
    from model.library import Library
    from model.records import CharacterRecord, PackRecord


@dataclass(frozen=True)
class Refusal:
    """Why an edit was not made: the errors it would add, and the whole diff.

    `own` holds the 1-based numbers of the events the edit itself adds or changes."""

    issues: tuple[Issue, ...]
    diff: Diff | None = None
    own: frozenset[int] = frozenset()

    @property
    def message(self) -> str:
        """All reasons in the player's words, one per line; an error of another event says
        which History row it breaks (the CLI's `event 5: …` lines are `Diff.errors`)."""
        if self.diff is not None and self.diff.errors:
            return "\n".join(self._reason(e) for e in self.diff.errors)
        return "\n".join(i.message for i in self.issues)

    def _reason(self, error: EventProblem) -> str:
        if error.event is None or error.event in self.own:
            return error.message
        return f"It would break event {error.event} in the History: {error.message}"


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
        errors = self.built.build.errors
        issues = tuple(
            i for i in errors if i.event_index is not None and i.event_index + 1 in numbers
        ) or tuple(errors)
        return Refusal(issues, self.diff, self._own_events())

    def _own_events(self) -> frozenset[int]:
        """The 1-based numbers the change's own events have afterwards."""
        change, size = self.change, len(self.built.build.events)
        if isinstance(change, Append):
            return frozenset(range(size - len(change.events) + 1, size + 1))
        if isinstance(change, Insert):
            return frozenset(range(change.index + 1, change.index + len(change.events) + 1))
        if isinstance(change, Edit):
            return frozenset({change.index + 1})
        if isinstance(change, Move):
            return frozenset({change.target + 1})
        return frozenset()


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
        self._unsaved: tuple[str, ...] = ()
        self._take_additions()

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
        self._unsaved = ()
        self._packs = self._library.list_packs(self._record.system)
        self._document = self._record.document
        self._pinned = self._library.pinned_content(self._document)
        self._built = self._rebuild(self._document)
        self._take_additions()

    def uses_pack(self, pack_id: str) -> bool:
        """Whether the character uses a homebrew pack (in any version)."""
        return pack_id in pack_pins(self._document)

    def _take_additions(self) -> None:
        """Build from the newer version of a pinned pack that only added entries, so they are
        offered; the pin moves with the next saved change. Nothing the character has may change:
        a new entry that takes the id of content it already has, or any other difference on the
        sheet, leaves it on the pinned version (for the review)."""
        additions = follow_additions(self._document, self._packs, self._pinned)
        if additions.document is self._document:
            return
        content = self._built.build.content
        if any(content.get(kind, entry_id) for kind, entry_id in additions.added):
            return
        pinned = self._library.pinned_content(additions.document)
        built = build_character(additions.document, self._packs, pinned)
        if diff_builds(self._built.build, built.build).empty:
            self._document, self._pinned, self._built = additions.document, pinned, built

    def save_built(self, built: CharacterBuild, summary: str | None = None) -> None:
        """Save a previewed build's document as one revision (`summary` in words) and keep the
        build, so nothing is replayed again; ConflictError when someone else saved since.

        Changes kept unsaved (`hold`) are in the document too: their labels join the summary."""
        self._record = self._library.save_character(
            self._record.id,
            built.document,
            self._record.version,
            self.summary_with_unsaved(summary),
        )
        self._unsaved = ()
        History._keep_built(self, built)

    @property
    def unsaved(self) -> tuple[str, ...]:
        """The labels of the changes kept in memory because the library could not save them."""
        return self._unsaved

    def summary_with_unsaved(self, summary: str | None) -> str | None:
        """The summary of a save that also stores the unsaved changes ("Rename to Vex, Edit Notes")."""
        if not self._unsaved:
            return summary
        return ", ".join((*self._unsaved, *([summary] if summary else [])))

    def hold(self, built: CharacterBuild, label: str) -> None:
        """Keep a change the library could not save: shown and built on, saved by `save_unsaved`
        (or with the next change saved), or taken back by `drop_unsaved`."""
        self._unsaved = (*self._unsaved, label)
        History._keep_built(self, built)

    def save_unsaved(self) -> bool:
        """Save the changes kept unsaved as one revision (True), or raise as the library does."""
        if not self._unsaved:
            return False
        self.save_built(self._built)
        return True

    def drop_unsaved(self) -> None:
        """Forget the unsaved changes: the character is again as the library last saved it."""
        if self._unsaved:
            self._unsaved = ()
            self._document = self._record.document
            self._built = self._rebuild(self._document)

    def _keep_built(self, built: CharacterBuild) -> None:
        self.save_built(built)
