# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The rulebook content a system ships with, shown read-only as packs of plain entries."""

from __future__ import annotations

from gui.content_editor.pack_text import Entry, PackDraft
from model.character_build import shipped_ruleset
from rules.engine.content_schema import Entry as EntryModel
from rules.systems import get_system

READ_ONLY_NOTE = (
    "From the rulebook — read-only; add an entry with the same id to a pack to override it."
)


def entry_values(entry: EntryModel) -> Entry:
    """An entry as the plain values a pack file would hold."""
    return entry.model_dump(mode="json", exclude_defaults=True)


def shipped_packs(system_id: str) -> list[PackDraft]:
    """The system's shipped packs, each with the entries that come from it."""
    ruleset = shipped_ruleset(system_id).ruleset
    kinds = list(get_system(system_id).content_kinds)
    packs = []
    for info in ruleset.packs:
        content = {
            kind: [
                entry_values(entry)
                for entry in ruleset.entries(kind)
                if ruleset.origin.get((kind, entry.id)) == info.id
            ]
            for kind in kinds
        }
        packs.append(PackDraft(info.id, system_id, info.name, info.version, "", content))
    return packs
