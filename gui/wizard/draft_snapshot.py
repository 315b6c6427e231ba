# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A wizard's work as a SavedDraft, and a SavedDraft put back into the wizard's pages."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from gui.wizard.draft_file import SavedDraft
from gui.wizard.draft_page import DraftPage
from gui.wizard.wizard_draft import WizardDraft

Work = tuple[Any, ...]
"""What the player has made: compared with the untouched wizard's to know if there is work."""


def work_of(document: dict[str, Any]) -> Work:
    """Name, portrait, notes, settings and events (their times left out)."""
    events = [{k: v for k, v in e.items() if k != "at"} for e in document.get("events", [])]
    return (
        str(document.get("name") or "").strip(),
        document.get("portrait"),
        document.get("notes") or "",
        document.get("settings") or {},
        events,
    )


def choice_count(pages: Sequence[DraftPage]) -> int:
    """How many operations the pages hold (applied or waiting for the page to show again)."""
    return sum(len(page.events.operations) for page in pages)


def snapshot(
    draft: WizardDraft, pages: Sequence[DraftPage], current: int, untouched: tuple[Work, int]
) -> SavedDraft | None:
    """The wizard's work (every page's operations, also those of pages the player went Back
    from); None while it is the same as the untouched wizard's."""
    operations = [page.events.operations for page in pages]
    events = [e.to_json() for ops in operations for op in ops for e in op.events]
    document = draft.document | {"events": events}
    work, automatic = untouched
    if work_of(document) == work:
        return None
    return SavedDraft(
        document=document,
        pages=tuple(tuple((op.label, len(op.events)) for op in ops) for ops in operations),
        page=current,
        choices=max(0, choice_count(pages) - automatic),
        saved=datetime.now(UTC),
    )


def restore(draft: WizardDraft, pages: Sequence[DraftPage], saved: SavedDraft) -> None:
    """Give each page its saved operations (applied when it shows) and the draft the saved
    name, portrait, notes and settings; the wizard then restarts and walks to the saved page."""
    for page, operations in zip(pages, saved.operations(), strict=True):
        page.adopt(operations)
    draft.restore(saved.document)
