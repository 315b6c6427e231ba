# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Lists and searches read only the summary columns; the summary follows every save."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from sqlalchemy import event

from model.library import Library, summary_columns
from tests.model.documents import VEX_ID, vex


@contextmanager
def selects(library: Library) -> Iterator[list[str]]:
    """The SELECT statements the library sends while the block runs."""
    sent: list[str] = []

    def keep(_conn: Any, _cursor: Any, statement: str, *_rest: Any) -> None:
        if statement.lstrip().upper().startswith("SELECT"):
            sent.append(statement)

    event.listen(library.engine, "before_cursor_execute", keep)
    try:
        yield sent
    finally:
        event.remove(library.engine, "before_cursor_execute", keep)


def _columns(statement: str) -> str:
    """The selected columns of a statement (what comes before FROM)."""
    return statement.split(" FROM ", 1)[0]


def test_list_and_find_never_read_documents_or_portraits(library: Library) -> None:
    library.add_character(vex())
    library.add_character(vex(id="2c4e28ba-2fa1-41d2-883f-0016d3cca427", name="Brannigan"))
    with selects(library) as sent:
        listed = library.list_characters()
        library.list_characters(search="ran", system="gravedust", include_deleted=True)
        found = library.find("1b4e")
        library.find("brannigan", include_trash=True)
    assert [r.name for r in listed] == ["Brannigan", "Vex"]
    assert [r.id for r in found] == [VEX_ID]
    assert sent
    for statement in sent:
        assert "document" not in _columns(statement)
        assert "portrait" not in _columns(statement)
    with selects(library) as sent:
        assert found[0].document == library.get_character(VEX_ID).document
    assert any("document" in _columns(s) for s in sent)


def test_search_is_a_literal_casefolded_substring(library: Library) -> None:
    library.add_character(vex(name="100% Ærdel_x"))
    library.add_character(vex(id="2c4e28ba-2fa1-41d2-883f-0016d3cca427", name="1000 Aerdelx"))
    assert [r.name for r in library.list_characters(search="0% ær")] == ["100% Ærdel_x"]
    assert [r.name for r in library.list_characters(search="l_x")] == ["100% Ærdel_x"]
    assert library.list_characters(search="%") == library.list_characters(search="100%")
    assert library.find("_") == []


def test_the_summary_follows_saves_and_renames(library: Library) -> None:
    added = library.add_character(vex())
    replayed = summary_columns(vex(), [], None)
    assert (added.headline, added.issue_count) == (replayed["headline"], replayed["issue_count"])
    assert added.headline.startswith("LV ")
    renamed = library.rename_character(VEX_ID, "Vexilla")
    assert [r.id for r in library.list_characters(search="XIL")] == [VEX_ID]
    assert [r.id for r in library.find("VEXILLA")] == [VEX_ID]
    events = [e for e in renamed.document["events"] if e.get("op") != "award-xp"]
    saved = library.save_character(VEX_ID, {**renamed.document, "events": events}, 2)
    (listed,) = library.list_characters()
    assert listed.headline == saved.headline == summary_columns(saved.document)["headline"]
    assert saved.headline != added.headline


def test_summary_columns_are_the_record_fields_in_order() -> None:
    from dataclasses import fields

    from model.library import _SUMMARY
    from model.records import CharacterRecord

    names = [f.name for f in fields(CharacterRecord)]
    assert [column.key for column in _SUMMARY] == names[:-1]
    assert names[-1] == "load_document"


def test_a_listed_record_is_the_stored_record(library: Library) -> None:
    added = library.add_character(vex())
    library.trash_character(added.id)
    (listed,) = library.list_characters(include_deleted=True)
    stored = library.get_character(added.id)
    assert listed == stored
    assert listed.updated_at.utcoffset() is not None
    assert listed.deleted_at == stored.deleted_at
    assert listed.deleted_at is not None
    assert listed.document == stored.document


def test_search_takes_like_signs_literally(library: Library) -> None:
    library.add_character(vex(name="100% Vex_"))
    library.add_character(vex(id="2c4e28ba-2fa1-41d2-883f-0016d3cca427", name="100 Vexes"))
    assert [r.name for r in library.list_characters(search="0% v")] == ["100% Vex_"]
    assert [r.name for r in library.list_characters(search="x_")] == ["100% Vex_"]
    assert [r.name for r in library.list_characters(search="VEX")] == ["100 Vexes", "100% Vex_"]


def test_listed_records_are_built_as_summary_record_builds_them(library: Library) -> None:
    import dataclasses
    import gc

    from model.records import CharacterRecord, summary_record

    library.add_character(vex())
    changed = library.rename_character(VEX_ID, "Vexilla")  # updated_at no longer created_at
    assert gc.isenabled()
    (listed,) = library.list_characters()
    assert gc.isenabled()
    values = [getattr(listed, f.name) for f in dataclasses.fields(CharacterRecord)][:-1]
    built = summary_record(values, lambda: changed.document)
    assert listed == built == changed
    assert repr(listed) == repr(built)
    assert listed.updated_at > listed.created_at == changed.created_at
    assert listed.load_document() == changed.document
    assert dataclasses.replace(listed, name="Other").document == changed.document
    assert listed.document == changed.document
    assert not hasattr(built, "no_such_field")
    assert not hasattr(listed, "no_such_field")


def test_listing_leaves_a_paused_collector_paused(library: Library) -> None:
    import gc

    library.add_character(vex())
    gc.disable()
    try:
        assert [r.id for r in library.list_characters()] == [VEX_ID]
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_rows_converted_by_sqlalchemy_give_the_same_records(
    library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    import model.library

    library.add_character(vex())
    library.add_character(vex(id="2c4e28ba-2fa1-41d2-883f-0016d3cca427", name="Brannigan"))
    library.trash_character(VEX_ID)
    direct = library.list_characters(include_deleted=True)
    monkeypatch.setattr(model.library, "_timestamp_reader", lambda *_: None)
    converted = library.list_characters(include_deleted=True)
    assert converted == direct
    assert [r.deleted_at for r in converted] == [r.deleted_at for r in direct]
    assert converted[0].document == direct[0].document
