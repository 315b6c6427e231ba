# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Homebrew packs in a shared library: an update from an old version is refused, as a character's
save is (issue 15, item 5), and a pack id stays with its system (item 6).

Each test runs on SQLite (two Library objects on one file) and, when SHEETWRIGHT_TEST_POSTGRES_URL
is set, on PostgreSQL (two engines, as two computers would have)."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import event

from model.errors import ConflictError
from model.library import Library
from model.pack_store import pack_version

V1 = "format: sheetwright-pack\nid: our-table\nsystem: gravedust\nversion: '1'\n"
MINE = V1.replace("'1'", "'2-mine'")
THEIRS = V1.replace("'1'", "'2-theirs'")
HERETICS = "format: sheetwright-pack\nid: our-table\nsystem: heretics\nversion: '1'\n"


def test_a_pack_update_from_an_older_version_is_refused_and_the_first_update_stays(
    library: Library, other_library: Library
) -> None:
    opened = library.add_pack("our-table", "gravedust", "Our table", "1", V1)
    also_opened = other_library.get_pack("our-table")  # both clients read version 1
    saved = other_library.update_pack(
        "our-table",
        "Our table",
        "2",
        THEIRS,
        system="gravedust",
        expected=pack_version(also_opened),
    )
    with pytest.raises(ConflictError, match="was changed elsewhere since you opened it"):
        library.update_pack(
            "our-table", "Our table", "2", MINE, system="gravedust", expected=pack_version(opened)
        )
    assert library.get_pack("our-table").text == THEIRS
    # reloaded, the change applies on top of theirs
    again = library.update_pack(
        "our-table", "Our table", "3", MINE, system="gravedust", expected=pack_version(saved)
    )
    assert (again.text, again.version) == (MINE, "3")


def test_an_update_landing_between_reading_and_writing_is_not_overwritten(
    library: Library, other_library: Library
) -> None:
    # the other client's update commits just before this client's UPDATE runs: the worst moment
    opened = library.add_pack("our-table", "gravedust", "Our table", "1", V1)
    fired: list[str] = []

    def other_client_first(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        if statement.lstrip().upper().startswith("UPDATE HOMEBREW_PACKS") and not fired:
            fired.append(statement)
            other_library.update_pack("our-table", "Our table", "2", THEIRS)

    event.listen(library.engine, "before_cursor_execute", other_client_first)
    try:
        with pytest.raises(ConflictError, match="was changed elsewhere"):
            library.update_pack("our-table", "Our table", "2", MINE, expected=pack_version(opened))
    finally:
        event.remove(library.engine, "before_cursor_execute", other_client_first)
    assert fired
    assert library.get_pack("our-table").text == THEIRS


def test_a_pack_id_of_one_system_cannot_take_another_systems_text(library: Library) -> None:
    library.add_pack("our-table", "gravedust", "Our table", "1", V1)
    expected = (
        "The library already has a Gravedust pack with id 'our-table', and this one is for "
        "Glorious Heretics: give it another id. Nothing was changed."
    )
    with pytest.raises(ConflictError) as refused:
        library.update_pack("our-table", "Our table", "1", HERETICS, system="heretics")
    assert str(refused.value) == expected
    with pytest.raises(ConflictError) as refused:
        library.add_pack("our-table", "heretics", "Our table", "1", HERETICS)
    assert str(refused.value) == expected
    kept = library.get_pack("our-table")
    assert (kept.system, kept.text) == ("gravedust", V1)


def test_the_content_editor_saving_a_pack_another_client_changed_keeps_their_text(
    library: Library, other_library: Library
) -> None:
    from gui.content_editor.pack_files import add_to_library, save_to_library
    from gui.content_editor.pack_text import PackDraft

    draft = PackDraft("our-table", "gravedust", "Our table", "1")
    opened = add_to_library(library, draft)  # the editor shows what it stored
    theirs = save_to_library(other_library, PackDraft("our-table", "gravedust", "Our table", "2"))
    with pytest.raises(ConflictError, match="was changed elsewhere"):
        save_to_library(library, PackDraft("our-table", "gravedust", "Ours", "3"), opened)
    assert library.get_pack("our-table") == theirs
