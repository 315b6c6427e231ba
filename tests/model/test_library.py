# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The character library: round trips, optimistic locking, trash, duplicates, portraits."""

from __future__ import annotations

import base64
from datetime import UTC

import pytest

from model.errors import ConflictError, LibraryError, NotFoundError
from model.library import Library
from tests.model.documents import PNG, VEX_ID, vex


def test_round_trip_keeps_the_document_and_mirrors_its_header(library: Library) -> None:
    portrait = {"media_type": "image/png", "data": base64.b64encode(PNG).decode()}
    added = library.add_character(vex(portrait=portrait))
    loaded = library.get_character(VEX_ID)
    assert loaded == added
    assert loaded.document == vex(portrait=portrait)
    assert (loaded.name, loaded.system, loaded.ruleset_version) == ("Vex", "gravedust", "1")
    assert (loaded.version, loaded.campaign_id, loaded.deleted_at) == (1, None, None)
    assert loaded.created_at.tzinfo == UTC
    assert library.get_portrait(VEX_ID) == PNG


def test_save_bumps_the_version_and_keeps_the_columns_in_sync(library: Library) -> None:
    library.add_character(vex())
    saved = library.save_character(
        VEX_ID, vex(name="Vexa", ruleset={"id": "gravedust", "version": "2"}), 1
    )
    assert (saved.version, saved.name, saved.ruleset_version) == (2, "Vexa", "2")
    assert saved.updated_at >= saved.created_at
    assert library.get_character(VEX_ID) == saved


def test_a_stale_save_is_refused_and_the_first_save_stays(
    library: Library, other_library: Library
) -> None:
    library.add_character(vex())
    mine, theirs = library.get_character(VEX_ID), other_library.get_character(VEX_ID)
    assert mine.version == theirs.version == 1
    library.save_character(VEX_ID, {**mine.document, "notes": "mine"}, mine.version)
    with pytest.raises(ConflictError) as caught:
        other_library.save_character(VEX_ID, {**theirs.document, "notes": "theirs"}, theirs.version)
    assert str(caught.value) == (
        "Vex was changed elsewhere since you opened it (version 1 is now 2); "
        "reload it to see the other changes. Your edit was not saved."
    )
    stored = other_library.get_character(VEX_ID)
    assert (stored.document["notes"], stored.version) == ("mine", 2)


def test_saving_or_getting_a_missing_character_says_so(library: Library) -> None:
    with pytest.raises(NotFoundError, match=f"There is no character with id '{VEX_ID}'"):
        library.save_character(VEX_ID, vex(), 1)
    with pytest.raises(NotFoundError):
        library.get_character(VEX_ID)


def test_adding_an_id_twice_is_refused(library: Library) -> None:
    library.add_character(vex())
    with pytest.raises(ConflictError, match="already in the library"):
        library.add_character(vex(name="Other"))
    assert [r.name for r in library.list_characters()] == ["Vex"]


def test_find_by_id_prefix_or_name_ignoring_case(library: Library) -> None:
    library.add_character(vex())
    other = library.add_character(vex(id="2c4e28ba-2fa1-41d2-883f-0016d3cca427", name="Ælfric"))
    assert [r.id for r in library.find("1B4E")] == [VEX_ID]
    assert [r.id for r in library.find("æLFRIC")] == [other.id]
    assert library.find("Vexa") == []
    assert library.find("  ") == []
    library.trash_character(VEX_ID)
    assert library.find("vex") == []


def test_list_filters_and_newest_first(library: Library) -> None:
    a = library.add_character(vex())
    b = library.add_character(vex(id="2c4e28ba-2fa1-41d2-883f-0016d3cca427", name="Brannigan"))
    camp = library.add_campaign("Ashfall")
    library.move_character(a.id, camp.id)
    assert [r.id for r in library.list_characters()] == [a.id, b.id]
    library.save_character(b.id, b.document, 1)
    assert [r.id for r in library.list_characters()] == [b.id, a.id]
    assert [r.id for r in library.list_characters(campaign_id=camp.id)] == [a.id]
    assert [r.id for r in library.list_characters(search="RANN")] == [b.id]
    assert library.list_characters(system="miridon") == []
    library.trash_character(b.id)
    assert [r.id for r in library.list_characters()] == [a.id]
    assert {r.id for r in library.list_characters(include_deleted=True)} == {a.id, b.id}


def test_trash_restore_and_purge(library: Library) -> None:
    library.add_character(vex())
    trashed = library.trash_character(VEX_ID)
    assert trashed.in_trash
    assert library.get_character(VEX_ID).deleted_at is not None
    assert not library.restore_character(VEX_ID).in_trash
    assert [r.id for r in library.list_characters()] == [VEX_ID]
    library.purge_character(VEX_ID)
    assert not library.has_character(VEX_ID)
    with pytest.raises(NotFoundError):
        library.purge_character(VEX_ID)


def test_duplicate_gets_a_new_id_and_a_copy_name(library: Library) -> None:
    camp = library.add_campaign("Ashfall")
    library.add_character(vex(), camp.id)
    copy = library.duplicate_character(VEX_ID)
    assert copy.id != VEX_ID
    assert (copy.name, copy.document["name"], copy.document["id"]) == (
        "Vex (copy)",
        "Vex (copy)",
        copy.id,
    )
    assert (copy.version, copy.campaign_id) == (1, camp.id)
    assert copy.document["events"] == vex()["events"]


def test_rename_changes_the_document_and_the_version(library: Library) -> None:
    library.add_character(vex())
    renamed = library.rename_character(VEX_ID, "  Vexille  ")
    assert (renamed.name, renamed.document["name"], renamed.version) == ("Vexille", "Vexille", 2)
    with pytest.raises(LibraryError, match="needs a name"):
        library.rename_character(VEX_ID, " ")


def test_portrait_set_replace_and_remove(library: Library) -> None:
    library.add_character(vex())
    with_portrait = library.set_portrait(VEX_ID, PNG)
    assert with_portrait.document["portrait"]["media_type"] == "image/png"
    assert library.get_portrait(VEX_ID) == PNG
    with pytest.raises(LibraryError, match="must be a PNG or JPEG"):
        library.set_portrait(VEX_ID, b"GIF89a")
    with pytest.raises(LibraryError, match="at most 2 MiB"):
        library.set_portrait(VEX_ID, PNG + bytes(2 * 1024 * 1024))
    cleared = library.set_portrait(VEX_ID, None)
    assert (cleared.document["portrait"], cleared.version) == (None, 3)
    assert library.get_portrait(VEX_ID) is None


def test_a_document_without_its_header_is_refused(library: Library) -> None:
    doc = vex()
    del doc["system"]
    with pytest.raises(LibraryError, match="lacks its name, system or ruleset version"):
        library.add_character(doc)
