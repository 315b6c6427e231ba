# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Reviewing content that changed under a character: what is newer, the diff, and accepting it.

A character is built from the content it was last reviewed against (its pins, see
model/content_pins.py). When a pinned pack has a newer text, was removed from the library, or the
shipped rules of this release differ from the pinned ones, the character waits for a review: the
diff is its build from the pinned content against its build from the current content, and
accepting re-pins it to the current content.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import batched
from typing import Any, Literal

from sqlalchemy import select

from model.character_build import (
    build_character,
    example_packs,
    kept_shipped_rules,
    shipped_ruleset,
)
from model.content_pins import (
    PinnedContent,
    pack_pins,
    pinned_fingerprints,
    shipped_pin,
    with_pack,
    with_shipped_pin,
    without_packs,
)
from model.content_versions import pack_fingerprint, shipped_fingerprint
from model.errors import ConflictError
from model.library import Library
from model.records import CharacterRecord, PackRecord
from model.tables import Character
from rules.engine.diff import Diff, diff_builds
from rules.systems import title_of

Document = dict[str, Any]
ChangeKind = Literal["pack", "pack-removed", "shipped"]
REVIEW_BATCH = 200  # documents read in one query


@dataclass(frozen=True)
class ContentChange:
    """One piece of content under a character that is not what it was last reviewed against.

    `kept` says whether the character is still built from the old version (the library keeps
    it); when not, the character already uses the new content and accepting only records that."""

    kind: ChangeKind
    name: str
    pack_id: str | None
    old_label: str
    new_label: str | None
    old_fingerprint: str
    new_fingerprint: str | None
    kept: bool

    def describe(self) -> str:
        """`pack 'Grim Gear' changed (1.0 → 1.1)`, in the player's words."""
        return self._what() + ("" if self.kept else self._not_kept())

    def _what(self) -> str:
        if self.kind == "shipped":
            return f"the {self.name} changed with a new Sheetwright release"
        if self.kind == "pack-removed":
            return f"pack '{self.name}' ({self.old_label}) was removed from the library"
        if self.old_label != self.new_label:
            return f"pack '{self.name}' changed ({self.old_label} → {self.new_label})"
        return f"pack '{self.name}' changed (version {self.old_label} was edited)"

    def _not_kept(self) -> str:
        if self.kind == "shipped":
            return " (the old rules are not kept here, so the new ones already apply)"
        return " (the old version is not kept here, so the new one already applies)"

    def as_json(self) -> dict[str, Any]:
        """The change as plain JSON data."""
        return {
            "kind": self.kind,
            "name": self.name,
            "pack": self.pack_id,
            "old_version": self.old_label,
            "new_version": self.new_label,
            "old_fingerprint": self.old_fingerprint,
            "new_fingerprint": self.new_fingerprint,
            "kept": self.kept,
            "message": self.describe(),
        }


@dataclass(frozen=True)
class Review:
    """What newer content exists for a character, and the document that takes it."""

    changes: tuple[ContentChange, ...]
    accepted: Document

    def describe(self) -> str:
        """Every change, in one sentence."""
        return "; ".join(change.describe() for change in self.changes)

    @staticmethod
    def banner(diff: Diff) -> str:
        """The line the character window shows: `Rules updated: 3 values change`."""
        if diff.empty:
            return "Rules updated: nothing on the sheet changes"
        return f"Rules updated: {diff.summary()}"


@dataclass(frozen=True)
class _Content:
    """What a review compares: the document, the library's packs and the kept pinned versions.

    `owned` says the document was read for this review alone, so the accepted one may share it."""

    document: Document
    packs: tuple[PackRecord, ...]
    pinned: PinnedContent
    owned: bool = False


def pending_review(library: Library, character: CharacterRecord | Document) -> Review | None:
    """The newer content waiting for the character's review, or None when it is up to date."""
    return _review(_content(library, character))


def review_diff(library: Library, character: CharacterRecord | Document) -> Diff:
    """What accepting would change: the build from the pinned content against the current one."""
    content = _content(library, character)
    before = build_character(content.document, content.packs, content.pinned)
    after = build_character(_accepted(content), content.packs)
    return diff_builds(before.build, after.build)


def accepted_document(library: Library, character: CharacterRecord | Document) -> Document:
    """The character document pinned to the current content (what `accept` saves)."""
    return _accepted(_content(library, character))


def accept_review(library: Library, character_id: str, expected_version: int) -> CharacterRecord:
    """Re-pin a library character to the current content and save it; ConflictError when it was
    saved elsewhere since `expected_version`."""
    record = library.get_character(character_id)
    if record.version != expected_version:
        raise ConflictError(
            f"{record.name} was changed elsewhere since you opened it (version {expected_version} "
            f"is now {record.version}); review it again. Nothing was accepted."
        )
    content = _content(library, record)
    review, document = _review(content), _accepted(content)
    library.keep_pinned_shipped(document)
    if document == record.document:
        return record
    words = review.describe() if review else "the current rules and packs"
    summary = f"Accepted updated rules: {words}"
    return library.save_character(record.id, document, record.version, summary=summary)


def pending_reviews(library: Library) -> list[tuple[CharacterRecord, Review]]:
    """Every library character (outside the trash) waiting for a review, with its review.

    The pins are read first, as SQL reads them from the stored documents; only the characters
    whose pins differ from the current content have their documents read, REVIEW_BATCH at a time."""
    records = library.list_characters()
    packs = {system: tuple(library.list_packs(system)) for system in {r.system for r in records}}
    current = {
        s: {str(p.id): pack_fingerprint(p.text) for p in found} for s, found in packs.items()
    }
    pins = _stored_pins(library)
    waiting = [r for r in records if r.id in pins and _may_wait(pins[r.id], r.system, current)]
    pinned: dict[tuple[str, ...], PinnedContent] = {}
    out = []
    for batch in batched(waiting, REVIEW_BATCH):
        documents = _documents(library, [record.id for record in batch])
        for record in batch:
            document = documents[record.id]
            key = (record.system, *sorted(pinned_fingerprints(document)))
            if key not in pinned:
                pinned[key] = library.pinned_content(document)
            review = _review(_Content(document, packs[record.system], pinned[key], owned=True))
            if review is not None:
                out.append((record, review))
    return out


def _stored_pins(library: Library) -> dict[str, Document]:
    """Per character outside the trash, the part of its document that holds its pins."""
    query = select(
        Character.id,
        Character.document[("ruleset", "fingerprint")].as_string(),
        Character.document["packs"],
    ).where(Character.deleted_at.is_(None))
    with library.engine.connect() as connection:
        return {
            row[0]: {"ruleset": {"fingerprint": row[1]}, "packs": row[2]}
            for row in connection.execute(query)
        }


def _may_wait(pins: Document, system: str, current: dict[str, dict[str, str]]) -> bool:
    """Whether some pin differs from the current content (then the full review decides)."""
    shipped = shipped_pin(pins)
    if shipped is not None and shipped != shipped_fingerprint(system):
        return True
    have = current.get(system, {})
    return any(pin and have.get(pack_id) != pin for pack_id, pin in pack_pins(pins).items())


def _documents(library: Library, ids: list[str]) -> dict[str, Document]:
    """The documents of those characters, in one query."""
    query = select(Character.id, Character.document).where(Character.id.in_(ids))
    with library.engine.connect() as connection:
        return {row[0]: row[1] for row in connection.execute(query)}


def waiting_for_pack(library: Library, pack_id: str) -> list[CharacterRecord]:
    """The library characters whose review includes a change of that pack."""
    return [
        record
        for record, review in pending_reviews(library)
        if any(change.pack_id == pack_id for change in review.changes)
    ]


def _content(library: Library, character: CharacterRecord | Document) -> _Content:
    document = character.document if isinstance(character, CharacterRecord) else character
    packs = tuple(library.list_packs(str(document["system"])))
    return _Content(document, packs, library.pinned_content(document))


def _review(content: _Content) -> Review | None:
    changes = (*_pack_changes(content), *_shipped_changes(content))
    return Review(changes, _accepted(content)) if changes else None


def _pack_changes(content: _Content) -> list[ContentChange]:
    """Pinned packs whose library text is another one, or that left the library."""
    system = str(content.document["system"])
    have: dict[str, PackRecord] = {p.id: p for p in content.packs if p.system == system}
    labels = _labels(content.document)
    out = []
    for pack_id, pin in pack_pins(content.document).items():
        kept = content.pinned.pack(pin, pack_id, system)
        old = kept.version if kept else labels.get(pack_id, "")
        pack = have.get(pack_id)
        if pin is None or (pack is None and kept is None):
            continue  # follows the current pack, or a missing pack (reported by the build)
        if pack is None and kept is not None:
            out.append(
                ContentChange("pack-removed", kept.name, pack_id, old, None, pin, None, True)
            )
        elif pack is not None and (current := pack_fingerprint(pack.text)) != pin:
            change = ContentChange(
                "pack", pack.name, pack_id, old, pack.version, pin, current, kept is not None
            )
            out.append(change)
    return out


def _shipped_changes(content: _Content) -> list[ContentChange]:
    """The shipped rules, when the pinned ones are another release's."""
    system = str(content.document["system"])
    pin, current = shipped_pin(content.document), shipped_fingerprint(system)
    if pin is None or pin == current:
        return []
    kept, _ = kept_shipped_rules(content.document, content.pinned)
    old = kept.version if kept else str(content.document.get("ruleset", {}).get("version", ""))
    new = shipped_ruleset(system).ruleset.version
    name = f"{title_of(system)} rules"
    return [ContentChange("shipped", name, None, old, new, pin, current, kept is not None)]


def _accepted(content: _Content) -> Document:
    """The document pinned to the current content: packs the library removed are dropped."""
    system = str(content.document["system"])
    removed = [c.pack_id for c in _pack_changes(content) if c.kind == "pack-removed"]
    document = content.document
    if any(removed) or "packs" not in document:
        document = without_packs(document, [r for r in removed if r])
    copied = content.owned or document is not content.document
    document = _pin_shipped(document, shipped_fingerprint(system), copied)
    current: dict[str, PackRecord] = {p.id: p for p in content.packs if p.system == system}
    examples = {p.id: p for p in example_packs(system)}
    for pack_id in pack_pins(document):
        if pack_id in current:
            pack = current[pack_id]
            document = with_pack(document, pack_id, pack.version, pack_fingerprint(pack.text))
        elif pack_id in examples:
            document = with_pack(document, pack_id, examples[pack_id].version, None)
    return document


def _pin_shipped(document: Document, fingerprint: str, copied: bool) -> Document:
    """with_shipped_pin, without its deep copy when the document is already a copy of our own
    (a copy of a 200-event history is most of what reviewing 10,000 characters costs)."""
    if not copied:
        return with_shipped_pin(document, fingerprint)
    return {**document, "ruleset": {**document.get("ruleset", {}), "fingerprint": fingerprint}}


def _labels(document: Document) -> dict[str, str]:
    """The version label each pack entry of the document records."""
    packs: Sequence[Any] = document.get("packs") or []
    return {str(p.get("id")): str(p.get("version", "")) for p in packs if isinstance(p, dict)}


__all__ = [
    "ContentChange",
    "Review",
    "accept_review",
    "accepted_document",
    "pending_review",
    "pending_reviews",
    "review_diff",
    "waiting_for_pack",
]
