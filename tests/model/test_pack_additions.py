# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Which newer pack versions only add entries (and so may be followed without a review)."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from model.content_pins import KeptVersion, PinnedContent, pack_pins, with_pack
from model.content_versions import PACK, pack_fingerprint
from model.document import new_document
from model.identifiers import PackId
from model.pack_additions import added_entries, follow_additions
from model.records import PackRecord

SOURCE = {"book": "homebrew: Grim Gear", "section": "Gear"}
SWORD = {"id": "iron-sword", "name": "Iron Sword", "source": SOURCE, "slot": "hand"}
CLUB = {"id": "bone-club", "name": "Bone Club", "source": SOURCE, "slot": "hand"}
DWARF = {"id": "dwarf", "name": "Dwarf", "source": SOURCE, "adjustments": {"end": 2}}


def text(version: str, **content: list[dict[str, object]]) -> str:
    """Grim Gear for Gravedust with these entries (JSON is YAML too)."""
    head = {"format": "sheetwright-pack", "format_version": 1, "id": "grim-gear"}
    about = {"name": "Grim Gear", "system": "gravedust", "version": version, "homebrew": True}
    return json.dumps(head | about | {"content": content})


V1 = text("1", gear=[SWORD])


@pytest.mark.parametrize(
    ("new", "expected"),
    [
        (text("2", gear=[SWORD, CLUB]), {("gear", "bone-club")}),
        (text("2", gear=[SWORD], race=[DWARF]), {("race", "dwarf")}),
        (text("1.1", gear=[SWORD]), set()),  # only the label changed
        (text("2", gear=[{**SWORD, "slot": "body"}, CLUB]), None),  # an old entry changed
        (text("2", gear=[CLUB]), None),  # an old entry removed
        ("format: sheetwright-pack\nnot: [a pack", None),  # does not load
    ],
)
def test_what_a_new_version_adds(new: str, expected: set[tuple[str, str]] | None) -> None:
    found = added_entries(V1, new, "gravedust")
    assert (None if found is None else set(found)) == expected


def record(pack: str, version: str) -> PackRecord:
    """Grim Gear as the library stores it."""
    now = datetime.now(UTC)
    return PackRecord(PackId("grim-gear"), "gravedust", "Grim Gear", version, pack, True, now, now)


def test_follow_additions_moves_the_pin_only_for_a_kept_version() -> None:
    document = with_pack(new_document("gravedust", "Vex"), "grim-gear", "1", pack_fingerprint(V1))
    v2 = text("2", gear=[SWORD, CLUB])
    kept = KeptVersion(pack_fingerprint(V1), PACK, "gravedust", "grim-gear", "Grim Gear", "1", V1)
    followed = follow_additions(document, [record(v2, "2")], PinnedContent((kept,)))
    assert pack_pins(followed.document) == {"grim-gear": pack_fingerprint(v2)}
    assert followed.added == {("gear", "bone-club")}
    unkept = follow_additions(document, [record(v2, "2")], PinnedContent())
    assert unkept.document is document  # the old text is unknown: nothing to compare
