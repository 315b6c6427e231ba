# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Lists and searches read only the summary columns; the summary follows every save."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

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
