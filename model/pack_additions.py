# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A homebrew pack that only gained entries since the version a character is pinned to.

When every entry of the pinned version is still there as it was, the newer version can change
nothing the character has; the character may then be built from it at once, so its new entries are
offered (the open window moves the pin with the character's next saved change). Any other change
of a pack waits for the player's review (model/content_review.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from model.character_build import check_pack_text
from model.content_pins import PinnedContent, pack_pins, with_pack
from model.content_versions import pack_fingerprint
from rules.engine.content_error import ContentError

if TYPE_CHECKING:  # model.records costs SQLAlchemy, which a command on a file never needs
    from model.records import PackRecord

Document = dict[str, Any]
EntryKey = tuple[str, str]
"""A content entry by kind and id: ("gear", "iron-sword")."""


@dataclass(frozen=True)
class Additions:
    """The document pinned to the newer versions that only add entries, and what they add."""

    document: Document
    added: frozenset[EntryKey] = frozenset()


def follow_additions(
    document: Document, packs: Sequence[PackRecord], pinned: PinnedContent
) -> Additions:
    """The document re-pinned to the current text of every pack it pins that has only gained
    entries since the pinned version the library keeps (the same document when none has)."""
    system = str(document["system"])
    current: dict[str, PackRecord] = {p.id: p for p in packs if p.system == system}
    out, added = document, frozenset[EntryKey]()
    for pack_id, pin in pack_pins(document).items():
        pack, kept = current.get(pack_id), pinned.pack(pin, pack_id, system)
        if pack is None or kept is None or pin == pack_fingerprint(pack.text):
            continue
        new = added_entries(kept.text, pack.text, system)
        if new is not None:
            out = with_pack(out, pack_id, pack.version, pack_fingerprint(pack.text))
            added |= new
    return Additions(out, added)


@lru_cache(maxsize=64)
def added_entries(old_text: str, new_text: str, system: str) -> frozenset[EntryKey] | None:
    """The entries a pack's new text adds when it keeps every entry of the old text unchanged;
    None when it changes or removes one (or either text does not load)."""
    try:
        old = check_pack_text(old_text, "the pinned version", system).entries
        new = check_pack_text(new_text, "the current version", system).entries
    except ContentError:
        return None
    for kind, entries in old.items():
        if any(new.get(kind, {}).get(entry_id) != entry for entry_id, entry in entries.items()):
            return None
    return frozenset(
        (kind, entry_id)
        for kind, entries in new.items()
        for entry_id in entries
        if entry_id not in old.get(kind, {})
    )


__all__ = ["Additions", "EntryKey", "added_entries", "follow_additions"]
