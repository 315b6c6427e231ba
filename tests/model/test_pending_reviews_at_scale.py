# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`pending_reviews` reads only the pins of characters that are up to date, and its answer is the
one-character review of each, whatever the batch size."""

from __future__ import annotations

from typing import Any

import pytest

import model.content_review
from model.content_pins import with_shipped_pin
from model.content_review import pending_review, pending_reviews
from model.document import new_document
from model.library import Library
from model.records import CharacterRecord
from tests.model.test_content_review import V1, V2, add_dwarf


def one_at_a_time(library: Library) -> list[object]:
    """Every live character's own review, as pending_review gives it."""
    found: list[object] = []
    for record in library.list_characters():
        review = pending_review(library, record)
        if review is not None:
            found.append((record.id, review.describe(), _accepted(review.accepted)))
    return found


def _accepted(document: dict[str, object]) -> tuple[object, ...]:
    return tuple(sorted((key, repr(value)) for key, value in document.items()))


def answers(found: list[tuple[CharacterRecord, model.content_review.Review]]) -> list[object]:
    return [(r.id, review.describe(), _accepted(review.accepted)) for r, review in found]


def mixed_library(library: Library) -> None:
    """Characters up to date, after a pack changed, on older shipped rules, without pins, trashed."""
    library.add_pack("grim-gear", "gravedust", "Grim Gear", "1.0", V1)
    add_dwarf(library)
    add_dwarf(library, pinned=False)
    trashed = add_dwarf(library)
    library.trash_character(trashed.id)
    library.add_character(new_document("miridon", "Up To Date"))
    for name in ("Old Rules", "Older Rules"):
        old = with_shipped_pin(new_document("lyrian", name), "sha256:" + "0" * 64)
        library.add_character(old)
    library.update_pack("grim-gear", "Grim Gear", "1.1", V2)


@pytest.mark.parametrize("batch", [1, 2, 200])
def test_pending_reviews_is_each_characters_own_review(
    library: Library, monkeypatch: pytest.MonkeyPatch, batch: int
) -> None:
    mixed_library(library)
    monkeypatch.setattr(model.content_review, "REVIEW_BATCH", batch)
    found = pending_reviews(library)
    assert answers(found) == one_at_a_time(library)
    assert sorted(r.name for r, _ in found) == ["Old Rules", "Older Rules", "Vex"]


def test_a_removed_pack_is_found_from_the_pins_alone(library: Library) -> None:
    library.add_pack("grim-gear", "gravedust", "Grim Gear", "1.0", V1)
    vex = add_dwarf(library)
    library.delete_pack("grim-gear")
    found = pending_reviews(library)
    assert answers(found) == one_at_a_time(library)
    assert [r.id for r, _ in found] == [vex.id]


def test_up_to_date_characters_have_no_document_read(
    library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    library.add_character(new_document("miridon", "Up To Date"))
    read: list[list[str]] = []
    original = model.content_review._documents

    def spy(lib: Library, ids: list[str]) -> dict[str, dict[str, Any]]:
        read.append(ids)
        return original(lib, ids)

    monkeypatch.setattr(model.content_review, "_documents", spy)
    assert pending_reviews(library) == []
    assert read == []
