# SPDX-License-Identifier: LicenseRef-Sheetwright
"""An open character saves every edit at once, refuses illegal ones, and supports undo/redo."""

from __future__ import annotations

import pytest

from model.character_session import CharacterSession
from model.database import open_engine
from model.document import new_document
from model.errors import ConflictError
from model.library import Library
from rules.engine.event import Event


@pytest.fixture
def session(tmp_path_factory: pytest.TempPathFactory) -> CharacterSession:
    library = Library(open_engine())
    record = library.add_character(new_document("gravedust", "Vex"))
    return CharacterSession(library, record.id)


def test_append_saves_immediately(session: CharacterSession) -> None:
    assert session.append([Event("award-xp", {"amount": 12})]) is None
    again = CharacterSession(session.library, session.record.id)  # a second window
    # gravedust.txt, XP Gain: 12 XP at level 1 → level 2 with 2 XP
    assert again.built.build.sheet.value("level") == 2
    assert again.record.version == session.record.version


def test_illegal_append_is_refused_and_nothing_saved(session: CharacterSession) -> None:
    version = session.record.version
    refusal = session.append([Event("raise-attribute", {"attribute": "str"})])
    assert refusal is not None
    assert "No attribute point" in refusal.message
    assert session.record.version == version
    assert session.events == []


def test_remove_and_insert_are_undo_and_redo(session: CharacterSession) -> None:
    session.append([Event("award-xp", {"amount": 10})])
    session.append([Event("raise-attribute", {"attribute": "int"})])
    removed = session.remove(1)
    assert session.built.build.sheet.value("int") == 1
    session.insert(1, removed)
    assert session.built.build.sheet.value("int") == 2


def test_two_windows_on_one_character_conflict(session: CharacterSession) -> None:
    other = CharacterSession(session.library, session.record.id)
    session.append([Event("award-xp", {"amount": 5})])
    with pytest.raises(ConflictError):
        other.append([Event("award-xp", {"amount": 7})])
    other.reload()
    assert other.append([Event("award-xp", {"amount": 7})]) is None
    assert other.built.build.sheet.value("xp") == 2  # 5 + 7 = 12 → level 2 with 2


def test_draft_keeps_changes_in_memory() -> None:
    from model.character_session import DraftCharacter

    draft = DraftCharacter(new_document("gravedust", "Draft"))
    assert draft.append([Event("award-xp", {"amount": 10})]) is None
    assert draft.append([Event("raise-attribute", {"attribute": "foo"})]) is not None
    assert len(draft.document["events"]) == 1
    assert draft.built.build.sheet.value("attribute-points") == 1
