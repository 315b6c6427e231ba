# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Character revisions: numbering, words, undo/redo/revert chains, restarts, conflicts, migration."""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from typing import Any

import pytest
from alembic import command
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import create_engine, insert

from model.database import alembic_config, open_engine
from model.errors import ConflictError, LibraryError, NotFoundError
from model.library import Library
from model.revision_words import describe_change
from model.tables import Character, utcnow
from tests.model.documents import VEX_ID, vex

BUY = {"op": "buy-flair", "flair": "parry"}


def summaries(library: Library, character_id: str = VEX_ID) -> list[str]:
    """The summary of every revision, oldest first."""
    return [r.summary for r in library.list_revisions(character_id)]


def save(library: Library, document: dict[str, Any], summary: str | None = None) -> int:
    """Save over the latest version; the new version."""
    current = library.get_character(VEX_ID)
    return library.save_character(VEX_ID, document, current.version, summary).version


def undo(library: Library) -> dict[str, Any]:
    """Undo on the latest version; the restored document."""
    return library.undo_character(VEX_ID, library.get_character(VEX_ID).version).document


def redo(library: Library) -> dict[str, Any]:
    """Redo on the latest version; the restored document."""
    return library.redo_character(VEX_ID, library.get_character(VEX_ID).version).document


def test_a_new_character_starts_at_revision_1(library: Library) -> None:
    library.add_character(vex(events=[]))
    (first,) = library.list_revisions(VEX_ID)
    assert (first.number, first.summary, first.kind) == (1, "Created", "change")
    assert first.restores is None
    assert first.document == vex(events=[])
    assert library.undo_label(VEX_ID) is None
    assert library.undo_target(VEX_ID) is None


def test_an_imported_history_says_how_many_events(library: Library) -> None:
    library.add_character(vex())
    assert summaries(library) == ["Imported with 4 events"]


def test_every_save_is_numbered_and_described(library: Library) -> None:
    library.add_character(vex())
    save(library, vex(events=[*vex()["events"], BUY]))
    save(library, vex(events=[*vex()["events"], BUY], name="Vexa"))
    save(library, vex(name="Vexa", notes="new"), summary="Tidied up")
    revisions = library.list_revisions(VEX_ID)
    assert [r.number for r in revisions] == [1, 2, 3, 4]
    assert summaries(library) == [
        "Imported with 4 events",
        "Added event 5: Buy flair: parry",
        "Renamed to Vexa",
        "Tidied up",
    ]
    assert revisions[-1].document == library.get_character(VEX_ID).document


def test_a_save_that_changes_nothing_adds_no_revision(library: Library) -> None:
    library.add_character(vex())
    assert save(library, vex()) == 2
    assert summaries(library) == ["Imported with 4 events"]


def test_rename_and_portrait_record_revisions_but_trash_and_moves_do_not(
    library: Library,
) -> None:
    library.add_character(vex())
    library.rename_character(VEX_ID, "Vexa")
    library.set_portrait(VEX_ID, None)
    library.trash_character(VEX_ID)
    library.restore_character(VEX_ID)
    campaign = library.add_campaign("Dust")
    library.move_character(VEX_ID, campaign.id)
    assert summaries(library) == ["Imported with 4 events", "Renamed to Vexa"]
    library.set_portrait(VEX_ID, b"\x89PNG\r\n\x1a\n" + bytes(32))
    assert summaries(library)[-1] == "Portrait changed"


def test_a_duplicate_starts_its_own_revisions(library: Library) -> None:
    library.add_character(vex())
    library.rename_character(VEX_ID, "Vexa")
    copy = library.duplicate_character(VEX_ID)
    (first,) = library.list_revisions(copy.id)
    assert (first.number, first.summary) == (1, "Duplicated from Vexa")


def test_undo_and_redo_step_through_any_kind_of_change(library: Library) -> None:
    library.add_character(vex())
    library.rename_character(VEX_ID, "Vexa")
    save(library, vex(name="Vexa", settings={"starting_exp": 60}))
    assert library.undo_label(VEX_ID) == "House rules changed: starting_exp default → 60"
    assert undo(library) == vex(name="Vexa")
    assert library.undo_label(VEX_ID) == "Renamed to Vexa"
    assert undo(library) == vex()
    assert library.get_character(VEX_ID).name == "Vex"
    assert library.undo_label(VEX_ID) is None
    assert library.redo_label(VEX_ID) == "Renamed to Vexa"
    assert redo(library) == vex(name="Vexa")
    assert redo(library) == vex(name="Vexa", settings={"starting_exp": 60})
    assert library.redo_label(VEX_ID) is None
    assert summaries(library)[3:] == [
        "Undo: House rules changed: starting_exp default → 60",
        "Undo: Renamed to Vexa",
        "Redo: Renamed to Vexa",
        "Redo: House rules changed: starting_exp default → 60",
    ]
    kinds = [(r.kind, r.restores) for r in library.list_revisions(VEX_ID)]
    assert kinds[3:] == [("undo", 2), ("undo", 1), ("redo", 2), ("redo", 3)]


def test_a_new_change_clears_what_redo_would_do(library: Library) -> None:
    library.add_character(vex())
    save(library, vex(notes="a"))
    save(library, vex(notes="b"))
    undo(library)
    assert library.redo_target(VEX_ID) == vex(notes="b")
    save(library, vex(notes="c"))
    assert library.redo_label(VEX_ID) is None
    with pytest.raises(LibraryError, match=r"^Vex has nothing to redo\.$"):
        redo(library)
    assert undo(library) == vex(notes="a")
    assert undo(library) == vex()


def test_revert_is_a_change_that_undo_takes_back(library: Library) -> None:
    library.add_character(vex())
    save(library, vex(notes="a"))
    save(library, vex(notes="b"))
    record = library.revert_character(VEX_ID, 1, library.get_character(VEX_ID).version)
    assert record.document == vex()
    last = library.list_revisions(VEX_ID)[-1]
    assert (last.number, last.summary, last.kind) == (4, "Reverted to revision 1", "revert")
    assert library.undo_label(VEX_ID) == "Reverted to revision 1"
    assert undo(library) == vex(notes="b")
    assert redo(library) == vex()
    assert undo(library) == vex(notes="b")
    assert undo(library) == vex(notes="a")


def test_nothing_to_undo_and_missing_revisions_are_one_sentence(library: Library) -> None:
    library.add_character(vex())
    with pytest.raises(LibraryError, match=r"^Vex has nothing to undo\.$"):
        undo(library)
    with pytest.raises(LibraryError, match=r"^Vex has no revision 9 \(it has only revision 1\)\.$"):
        library.revert_character(VEX_ID, 9, 1)
    save(library, vex(notes="a"))
    save(library, vex(notes="b"))
    with pytest.raises(LibraryError, match=r"^Vex has no revision 0 \(it has 1–3\)\.$"):
        library.get_revision(VEX_ID, 0)
    assert library.get_revision(VEX_ID, 2).document == vex(notes="a")
    with pytest.raises(NotFoundError):
        library.list_revisions(str(uuid.uuid4()))


def test_undo_redo_and_revert_check_the_version(library: Library, other_library: Library) -> None:
    library.add_character(vex())
    save(library, vex(notes="a"))
    other_library.save_character(VEX_ID, vex(notes="theirs"), 2)
    for attempt in (
        lambda: library.undo_character(VEX_ID, 2),
        lambda: library.revert_character(VEX_ID, 1, 2),
    ):
        with pytest.raises(ConflictError, match="was changed elsewhere"):
            attempt()
    undo(other_library)
    with pytest.raises(ConflictError):
        library.redo_character(VEX_ID, 3)
    assert len(library.list_revisions(VEX_ID)) == 4
    assert library.get_character(VEX_ID).document == vex(notes="a")


def test_undo_and_redo_survive_a_restart(database_url: str, library: Library) -> None:
    library.add_character(vex())
    save(library, vex(notes="a"))
    save(library, vex(notes="b"))
    undo(library)
    library.engine.dispose()
    reopened = Library(open_engine(database_url))
    try:
        assert reopened.redo_label(VEX_ID) == "Notes edited"
        assert undo(reopened) == vex()
        assert redo(reopened) == vex(notes="a")
        assert redo(reopened) == vex(notes="b")
    finally:
        reopened.engine.dispose()


def test_deleting_a_character_deletes_its_revisions(library: Library) -> None:
    library.add_character(vex())
    save(library, vex(notes="a"))
    library.purge_character(VEX_ID)
    library.add_character(vex(events=[]))
    assert summaries(library) == ["Created"]


def test_the_migration_gives_existing_characters_revision_1(database_url: str) -> None:
    engine = create_engine(database_url)
    now = utcnow()
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), "0001")
        connection.execute(
            insert(Character.__table__).values(
                id=VEX_ID, name="Vex", system="gravedust", ruleset_version="1", document=vex(),
                version=3, created_at=now, updated_at=now,
            )
        )  # fmt: skip
    engine.dispose()
    upgraded = Library(open_engine(database_url))
    try:
        (first,) = upgraded.list_revisions(VEX_ID)
        assert (first.number, first.summary) == (1, "As it was when revisions began")
        assert first.document == vex()
        assert first.created_at == now
        saved = upgraded.save_character(VEX_ID, vex(notes="later"), 3)
        assert undo(upgraded) == vex()
        assert saved.version == 4
    finally:
        upgraded.engine.dispose()


@pytest.mark.parametrize(
    ("before", "after", "words"),
    [
        (vex(), vex(events=[*vex()["events"], BUY]), "Added event 5: Buy flair: parry"),
        (vex(), vex(events=[*vex()["events"], BUY, BUY, BUY]), "Added events 5–7"),
        (vex(), vex(events=vex()["events"][:3]), "Removed event 4: Award xp"),
        (vex(), vex(events=vex()["events"][:1]), "Removed events 2–4"),
        (vex(), vex(events=[BUY, *vex()["events"][1:]]), "Changed event 1: Buy flair: parry"),
        (vex(), vex(events=[*vex()["events"][:2], BUY, *vex()["events"][2:]]), "Inserted event 3: Buy flair: parry"),
        (vex(), vex(events=[vex()["events"][i] for i in (0, 2, 3, 1)]), "Moved event 2 (Award xp) to 4"),
        (vex(), vex(events=[vex()["events"][i] for i in (2, 0, 1, 3)]), "Moved event 3 (Gain gold) to 1"),
        (vex(), vex(name="Rex"), "Renamed to Rex"),
        (vex(settings={"starting_exp": 40}), vex(settings={"starting_exp": 60}), "House rules changed: starting_exp 40 → 60"),
        (vex(), vex(notes="x", packs=[]), "Homebrew packs changed; Notes edited"),
        (vex(), vex(name="Rex", notes="x", events=[]), "Renamed to Rex; Notes edited; Removed events 1–4"),
        (vex(), vex(portrait={"media_type": "image/png", "data": ""}), "Portrait changed"),
        (vex(), vex(), "No change"),
    ],
)  # fmt: skip
def test_changes_are_described_in_words(
    before: dict[str, Any], after: dict[str, Any], words: str
) -> None:
    assert describe_change(before, after) == words


@dataclass
class UndoStackModel:
    """QUndoStack in memory: the current document and the (document, label) stacks."""

    current: dict[str, Any]
    log: list[dict[str, Any]]
    undo: list[tuple[dict[str, Any], str]] = field(default_factory=list)
    redo: list[tuple[dict[str, Any], str]] = field(default_factory=list)

    def change(self, document: dict[str, Any], label: str) -> None:
        """An ordinary change: pushed on the undo stack, the redo stack cleared."""
        self.undo.append((self.current, label))
        self.redo.clear()
        self.current = document
        self.log.append(document)

    def step(self, source: list[tuple[dict[str, Any], str]], to: list[Any]) -> bool:
        """Undo (source = undo stack) or redo; False when there is nothing."""
        if not source:
            return False
        document, label = source.pop()
        to.append((self.current, label))
        self.current = document
        self.log.append(document)
        return True


OPS = st.lists(
    st.one_of(
        st.tuples(st.just("edit"), st.integers(0, 3)),
        st.tuples(st.just("undo"), st.just(0)),
        st.tuples(st.just("redo"), st.just(0)),
        st.tuples(st.just("revert"), st.integers(1, 12)),
    ),
    max_size=14,
)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(ops=OPS)
def test_any_sequence_matches_an_in_memory_undo_stack(
    library: Library, ops: list[tuple[str, int]]
) -> None:
    character_id = str(uuid.uuid4())
    record = library.add_character(vex(id=character_id))
    model = UndoStackModel(record.document, [record.document])
    for op, value in ops:
        version = library.get_character(character_id).version
        if op == "edit":
            document = vex(id=character_id, notes=f"n{value}")
            if document != model.current:
                model.change(document, f"edit {value}")
            library.save_character(character_id, document, version, f"edit {value}")
        elif op == "revert" and value <= len(model.log):
            model.change(model.log[value - 1], f"Reverted to revision {value}")
            library.revert_character(character_id, value, version)
        elif op in ("undo", "redo"):
            source, to = (model.undo, model.redo) if op == "undo" else (model.redo, model.undo)
            if model.step(source, to):
                getattr(library, f"{op}_character")(character_id, version)
            else:
                with pytest.raises(LibraryError, match=f"has nothing to {op}"):
                    getattr(library, f"{op}_character")(character_id, version)
        assert library.get_character(character_id).document == model.current
        assert [r.document for r in library.list_revisions(character_id)] == model.log
        assert library.undo_label(character_id) == (model.undo[-1][1] if model.undo else None)
        assert library.redo_label(character_id) == (model.redo[-1][1] if model.redo else None)
        assert library.undo_target(character_id) == (model.undo[-1][0] if model.undo else None)
        assert library.redo_target(character_id) == (model.redo[-1][0] if model.redo else None)
