# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard drafts on disk: one file per draft in the data directory's `drafts/` folder, named by
the document id, read with the same distrust as any character file (no Qt here)."""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from gui.character.operation import Operation
from model.atomic_file import write_atomic
from model.data_paths import data_dir
from model.document import parse_document
from model.errors import ImportRefused
from model.safe_json import UnsafeJSON, check_size, decode_text, loads_strict
from rules.engine.event import Event

FORMAT = "sheetwright-wizard-draft"
FORMAT_VERSION = 1
MAX_LABEL = 500
_SAFE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9-]{0,63}")
_log = logging.getLogger("sheetwright")
_in_use: set[str] = set()  # drafts an open wizard of this run is editing: never offered twice

PageOps = tuple[tuple[str, int], ...]
"""One page's operations: each one's label and how many events it appended."""


class DraftUnreadable(ValueError):
    """A draft file that cannot be continued; the message says why, in words."""


@dataclass(frozen=True)
class SavedDraft:
    """A wizard's work: the document (every page's events, in page order), each page's
    operations, the page the player was on, how many choices they made, and when."""

    document: dict[str, Any]
    pages: tuple[PageOps, ...]
    page: int
    choices: int
    saved: datetime

    @property
    def id(self) -> str:
        """The document id (also the file name)."""
        return str(self.document["id"])

    @property
    def name(self) -> str:
        """The character's name, possibly empty."""
        return str(self.document.get("name") or "").strip()

    def operations(self) -> list[list[Operation]]:
        """Each page's operations, rebuilt from the document's events."""
        events = iter(self.document["events"])
        return [
            [Operation(label, tuple(Event.from_json(next(events)) for _ in range(count)))
             for label, count in page]
            for page in self.pages
        ]  # fmt: skip


def drafts_dir() -> Path:
    """The folder of saved drafts (created if missing)."""
    folder = data_dir() / "drafts"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def claim(draft_id: str) -> None:
    """An open wizard edits this draft: do not offer it to another one."""
    _in_use.add(draft_id)


def release(draft_id: str) -> None:
    """The wizard editing this draft has closed (or gone)."""
    _in_use.discard(draft_id)


def write_draft(draft: SavedDraft, folder: Path | None = None) -> None:
    """Write the draft file atomically (SaveFailed if the disk refuses)."""
    payload = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "saved": draft.saved.isoformat(timespec="seconds"),
        "page": draft.page,
        "choices": draft.choices,
        "pages": [[{"label": label, "events": n} for label, n in page] for page in draft.pages],
        "document": draft.document,
    }
    text = json.dumps(payload, ensure_ascii=False, allow_nan=False)
    write_atomic(_path(draft.id, folder), text.encode("utf-8"))


def remove_draft(draft_id: str, folder: Path | None = None) -> None:
    """Delete a draft's file, if there is one."""
    if _SAFE_ID.fullmatch(draft_id):
        _path(draft_id, folder).unlink(missing_ok=True)


def saved_drafts(system: str, pages: int) -> list[SavedDraft]:
    """The system's drafts (for its wizard of so many pages) that no open wizard is editing,
    newest first; broken files are skipped with a line in the log."""
    found = []
    for path in sorted(drafts_dir().glob("*.json")):
        if path.stem in _in_use:
            continue
        try:
            draft = read_draft(path)
        except DraftUnreadable as error:
            _log.warning("Skipped the saved wizard draft %s: %s", path, error)
            continue
        if draft.document["system"] != system:
            continue
        if len(draft.pages) == pages:
            found.append(draft)
        else:
            _log.warning("Skipped the saved wizard draft %s: it has another number of pages", path)
    return sorted(found, key=lambda d: d.saved, reverse=True)


def read_draft(path: Path) -> SavedDraft:
    """A checked draft from a file; DraftUnreadable saying why not."""
    try:
        check_size(path.stat().st_size)
        value = loads_strict(decode_text(path.read_bytes()))
    except (OSError, UnsafeJSON) as error:
        raise DraftUnreadable(f"the file {error}") from None
    if not isinstance(value, dict) or value.get("format") != FORMAT:
        raise DraftUnreadable("it is not a wizard draft")
    if _count(value.get("format_version")) > FORMAT_VERSION:
        raise DraftUnreadable("it was written by a newer version of Sheetwright")
    try:
        document = parse_document(json.dumps(value.get("document")), "the draft")
    except ImportRefused as error:
        raise DraftUnreadable(error.message) from None
    if document["id"] != path.stem or not _SAFE_ID.fullmatch(path.stem):
        raise DraftUnreadable("its name does not match the character inside")
    pages = _pages(value.get("pages"), len(document["events"]))
    page = _count(value.get("page"))
    if page >= len(pages):
        raise DraftUnreadable("it names a page the draft does not have")
    return SavedDraft(document, pages, page, _count(value.get("choices")), _time(value))


def _pages(value: Any, events: int) -> tuple[PageOps, ...]:
    """The pages' operations; they must account for every event of the document."""
    if not isinstance(value, list) or not value or not all(isinstance(p, list) for p in value):
        raise DraftUnreadable("its pages are missing")
    pages = tuple(tuple(_operation(op) for op in page) for page in value)
    if sum(n for page in pages for _, n in page) != events:
        raise DraftUnreadable("its pages do not match its events")
    return pages


def _operation(value: Any) -> tuple[str, int]:
    if not isinstance(value, dict) or not isinstance(value.get("label"), str):
        raise DraftUnreadable("a choice has no label")
    if len(value["label"]) > MAX_LABEL:
        raise DraftUnreadable("a choice's label is too long")
    return value["label"], _count(value.get("events"))


def _count(value: Any) -> int:
    """A whole number of zero or more."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise DraftUnreadable("a number in it is not a whole number of zero or more")
    return value


def _time(value: dict[str, Any]) -> datetime:
    try:
        saved = datetime.fromisoformat(str(value.get("saved")))
    except ValueError:
        raise DraftUnreadable("its time of saving is not a time") from None
    return saved if saved.tzinfo else saved.replace(tzinfo=UTC)


def _path(draft_id: str, folder: Path | None = None) -> Path:
    if not _SAFE_ID.fullmatch(draft_id):
        raise ValueError(f"not a draft id: {draft_id!r}")
    return (folder or drafts_dir()) / f"{draft_id}.json"
