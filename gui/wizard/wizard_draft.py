# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The character the wizard is creating: a DraftCharacter on the library's enabled packs."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QObject, Signal

from gui.character.operation import Operation
from model.character_build import CharacterBuild, build_character, example_packs
from model.character_session import DraftCharacter, Refusal
from model.content_versions import pack_fingerprint
from model.document import new_document
from model.library import Library
from model.records import PackRecord
from rules.engine.build import Build
from rules.engine.issue import Issue

RESTORED = ("id", "name", "portrait", "notes", "settings", "packs")
"""What a saved draft gives back besides its events (packs: only the example packs it used)."""


def enabled_packs(library: Library, system: str) -> list[PackRecord]:
    """The library's enabled homebrew packs for a system."""
    return [p for p in library.list_packs(system) if p.enabled]


def _pack_refs(packs: Iterable[PackRecord]) -> list[dict[str, str]]:
    """The packs a new character uses, each pinned to the text it is created with."""
    return [
        {"id": p.id, "version": p.version, "fingerprint": pack_fingerprint(p.text)} for p in packs
    ]


class WizardDraft(QObject):
    """Wraps the draft so every change is announced once (`changed`) to the pages and the sheet."""

    changed = Signal()

    def __init__(self, library: Library, system: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._library = library
        self._system = system
        packs = enabled_packs(library, system)
        document = new_document(system, "") | {"packs": _pack_refs(packs)}
        self._history = DraftCharacter(document, packs)
        self._packs = packs
        self._batch = 0
        self._dirty = False

    @property
    def document(self) -> dict[str, Any]:
        """The draft document."""
        return self._history.document

    @property
    def build(self) -> Build[Any]:
        """The draft's current build."""
        return self._history.built.build

    @property
    def content_problems(self) -> tuple[str, ...]:
        """Packs that could not be loaded, in plain words."""
        return self._history.built.content_problems

    @property
    def event_count(self) -> int:
        """How many events the draft has."""
        return len(self._history.events)

    def apply(self, operation: Operation) -> Refusal | None:
        """Append an operation's events, or say why the rules refuse it (changing nothing)."""
        refusal = self._history.append(operation.events)
        if refusal is None:
            self._announce()
        return refusal

    def remove(self, index: int, count: int) -> None:
        """Take events out of the draft."""
        if count:
            self._history.remove(index, count)
            self._announce()

    def edit(self, **fields: Any) -> None:
        """Change top-level fields (name, portrait)."""
        self._history.edit(**fields)
        self._announce()

    def use_example_packs(self, on: bool) -> None:
        """Turn the system's shipped example packs (not from the rulebook) on or off for this draft."""
        examples = example_packs(self._system)
        ids = {p.id for p in examples}
        packs = [p for p in self._history.document.get("packs", []) if p.get("id") not in ids]
        if on:
            packs += [{"id": p.id, "version": p.version} for p in examples]
        self.edit(packs=packs)

    def uses_example_packs(self) -> bool:
        """Whether the draft uses the system's shipped example packs."""
        ids = {p.id for p in example_packs(self._system)}
        return any(p.get("id") in ids for p in self._history.document.get("packs", []))

    def reload_packs(self) -> None:
        """Pick up homebrew packs added or changed in the library since the wizard opened."""
        self._rebase(self._history.document)

    def restore(self, saved: dict[str, Any]) -> None:
        """Continue a saved draft: its id, name, portrait, notes, settings and example packs, on
        today's rules and library packs, without events (the pages apply them again)."""
        kept = {key: saved[key] for key in RESTORED if key in saved}
        self._rebase(self._history.document | kept | {"events": []})

    def _rebase(self, document: dict[str, Any]) -> None:
        """Use this document on the library's enabled packs (keeping its example packs)."""
        packs = enabled_packs(self._library, self._system)
        examples = {p.id for p in example_packs(self._system)}
        kept = [p for p in document.get("packs", []) if p.get("id") in examples]
        document = document | {"packs": [*_pack_refs(packs), *kept]}
        self._history = DraftCharacter(document, packs)
        self._packs = packs
        self._announce()

    def build_before(self, index: int) -> Build[Any]:
        """The build of the draft's first `index` events (what a page started from)."""
        document = self.document | {"events": self._history.events[:index]}
        return build_character(document, self._packs).build

    def preview_events(self, events: list[dict[str, Any]]) -> CharacterBuild:
        """What the draft would be with this event list instead of its own (nothing is kept)."""
        return build_character(self.document | {"events": events}, self._packs)

    def errors_at(self, indices: Iterable[int]) -> list[Issue]:
        """Errors caused by the events at these indices."""
        wanted = set(indices)
        return [i for i in self.build.errors if i.event_index in wanted]

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Announce several changes as one."""
        self._batch += 1
        try:
            yield
        finally:
            self._batch -= 1
            if not self._batch and self._dirty:
                self._dirty = False
                self.changed.emit()

    def _announce(self) -> None:
        if self._batch:
            self._dirty = True
        else:
            self.changed.emit()
