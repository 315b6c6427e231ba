# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Packs between the library, YAML files and drafts: read, check, store, import and export."""

from __future__ import annotations

from pathlib import Path

from gui.content_editor.pack_text import PackDraft, draft_from_text, label_of, pack_text
from gui.content_editor.shipped_content import entry_values
from model.atomic_file import write_atomic
from model.character_build import check_pack_text
from model.library import Library
from model.pack_store import pack_version
from model.records import PackRecord
from rules.engine.content_error import ContentError
from rules.engine.content_pack import LoadedPack
from rules.engine.content_yaml import read_file


def draft_of(pack: LoadedPack) -> PackDraft:
    """A loaded (valid) pack as a draft, its entries in the canonical plain form."""
    content = {
        kind: [entry_values(entry) for entry in entries.values()]
        for kind, entries in pack.entries.items()
    }
    info = pack.info
    return PackDraft(info.id, pack.system, info.name, info.version, pack.description, content)


def draft_of_record(record: PackRecord) -> PackDraft:
    """A library pack as a draft (read as it is, even if the loader would refuse it)."""
    try:
        return draft_of(check_pack_text(record.text, label_of(record.name), record.system))
    except ContentError:
        pass
    try:
        draft = draft_from_text(record.text, label_of(record.name), record.system)
    except ContentError:
        draft = PackDraft(record.id, record.system, record.name, record.version)
    return draft


def read_pack_file(path: Path, system_id: str) -> PackDraft:
    """A pack file read and checked by the loader; ContentError lists its problems."""
    text = read_file(path, path.name)
    return draft_of(check_pack_text(text, path.name, system_id))


def refusal_text(path: Path, error: ContentError) -> str:
    """Why a file was not imported, in the loader's words."""
    problems = "\n".join(f"• {p.describe()}" for p in error.problems)
    return f"{path.name} was not imported, and nothing in your library was changed.\n\n{problems}"


def export_pack(draft: PackDraft, path: Path) -> None:
    """Write a pack's YAML text to a file, atomically."""
    write_atomic(path, pack_text(draft).encode("utf-8"))


def add_to_library(library: Library, draft: PackDraft) -> PackRecord:
    """Store a new pack (its text checked first); ContentError if the loader refuses it."""
    text = pack_text(draft)
    check_pack_text(text, label_of(draft.name), draft.system)
    return library.add_pack(draft.id, draft.system, draft.name, draft.version, text)


def save_to_library(
    library: Library, draft: PackDraft, opened: PackRecord | None = None
) -> PackRecord:
    """Replace a stored pack's text (checked first); ContentError if the loader refuses it.

    `opened` is the pack as the editor read it: if another client saved it since, ConflictError
    and their text stays."""
    text = pack_text(draft)
    check_pack_text(text, label_of(draft.name), draft.system)
    expected = pack_version(opened) if opened is not None else None
    return library.update_pack(
        draft.id, draft.name, draft.version, text, system=draft.system, expected=expected
    )
