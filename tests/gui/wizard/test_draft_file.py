# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A draft file is read with the distrust of any character file: each way of being broken is
refused with a reason, and a listing skips it."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest

from gui.wizard.draft_file import (
    DraftUnreadable,
    SavedDraft,
    drafts_dir,
    read_draft,
    remove_draft,
    saved_drafts,
    write_draft,
)
from model.document import new_document

EVENTS = [{"op": "award-xp", "amount": 10}, {"op": "raise-attribute", "attribute": "int"}]


def _draft() -> SavedDraft:
    document = new_document("gravedust", "Vex") | {"events": EVENTS}
    pages = ((), (("Award 10 XP", 1), ("Raise Intelligence", 1)), ())
    return SavedDraft(document, pages, 1, 2, datetime(2025, 3, 4, 14, 2, tzinfo=UTC))


def test_a_draft_is_written_and_read_back() -> None:
    draft = _draft()
    write_draft(draft)
    back = read_draft(drafts_dir() / f"{draft.id}.json")
    assert back.document["events"] == EVENTS
    assert (back.pages, back.page, back.choices, back.saved) == (
        draft.pages,
        1,
        2,
        draft.saved,
    )
    assert [[op.label for op in ops] for ops in back.operations()] == [
        [],
        ["Award 10 XP", "Raise Intelligence"],
        [],
    ]
    assert [d.id for d in saved_drafts("gravedust", 3)] == [draft.id]
    assert saved_drafts("miridon", 3) == []
    assert saved_drafts("gravedust", 7) == []  # a wizard with other pages
    remove_draft(draft.id)
    assert saved_drafts("gravedust", 3) == []


def _set(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda payload: payload.__setitem__(key, value)


def _event_op(op: str) -> Callable[[dict[str, Any]], None]:
    return lambda payload: payload["document"]["events"][0].__setitem__("op", op)


BROKEN = [
    (_set("format", "sheetwright-character"), "it is not a wizard draft"),
    (_set("format_version", 9), "newer version of Sheetwright"),
    (_set("page", 3), "names a page the draft does not have"),
    (_set("page", True), "not a whole number"),
    (_set("choices", -1), "not a whole number"),
    (_set("saved", "yesterday"), "time of saving is not a time"),
    (_set("pages", [[{"label": "Award 10 XP", "events": 1}]]), "do not match its events"),
    (_set("pages", []), "pages are missing"),
    (_set("pages", [[{"events": 2}]]), "a choice has no label"),
    (_set("document", {"format": "sheetwright-character"}), "the draft"),
    (_event_op("summon-a-dragon"), "'summon-a-dragon' is not an operation Gravedust knows"),
]


@pytest.mark.parametrize(("breaking", "reason"), BROKEN)
def test_a_broken_draft_is_refused_with_a_reason(
    breaking: Callable[[dict[str, Any]], None], reason: str
) -> None:
    draft = _draft()
    write_draft(draft)
    path = drafts_dir() / f"{draft.id}.json"
    payload = json.loads(path.read_text(encoding="utf-8"))
    breaking(payload)
    path.write_text(json.dumps(payload), encoding="utf-8")
    with pytest.raises(DraftUnreadable, match=reason):
        read_draft(path)
    assert saved_drafts("gravedust", 3) == []


def test_a_draft_under_another_name_is_refused() -> None:
    draft = _draft()
    write_draft(draft)
    moved = drafts_dir() / "00000000-0000-0000-0000-000000000000.json"
    (drafts_dir() / f"{draft.id}.json").rename(moved)
    with pytest.raises(DraftUnreadable, match="name does not match"):
        read_draft(moved)


@pytest.mark.parametrize(
    "data", [b"", b"\xff\xfe not text", b'{"format": "sheetwright-wizard-draft"', b"[" * 100]
)
def test_a_file_that_is_not_json_is_refused(data: bytes) -> None:
    path = drafts_dir() / "00000000-0000-0000-0000-000000000000.json"
    path.write_bytes(data)
    with pytest.raises(DraftUnreadable):
        read_draft(path)
