# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Importing many files: one replay per file, one transaction per batch, the same outcome as
adding the characters one by one (summary columns, revision 1), and today's words for the rest."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event, select

import model.character_build
import model.library
import model.transfer
from model.database import open_engine
from model.document import parse_document
from model.errors import ConflictError, LibraryError
from model.library import Library
from model.tables import Character
from model.transfer import import_batches, import_files
from tests.model.documents import VEX_ID, vex, vex_json

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"


def files(folder: Path, count: int, text: str | None = None) -> list[Path]:
    """`count` character files, each with its own id unless `text` gives them all one."""
    paths = []
    for number in range(count):
        path = folder / f"c{number}.sheetwright.json"
        body = text or vex_json(id=f"00000000-0000-4000-8000-{number:012d}", name=f"C{number}")
        path.write_text(body, encoding="utf-8")
        paths.append(path)
    return paths


@pytest.fixture
def writes(library: Library) -> Iterator[list[int]]:
    """One entry per committed transaction that inserted characters: its INSERT statements."""
    found: list[int] = []
    pending = {"inserts": 0}

    def before(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        if statement.lstrip().upper().startswith("INSERT INTO CHARACTERS "):
            pending["inserts"] += 1

    def commit(_conn: Any) -> None:
        if pending["inserts"]:
            found.append(pending["inserts"])
        pending["inserts"] = 0

    event.listen(library.engine, "before_cursor_execute", before)
    event.listen(library.engine, "commit", commit)
    yield found
    event.remove(library.engine, "before_cursor_execute", before)
    event.remove(library.engine, "commit", commit)


def character_count(library: Library) -> int:
    with library.engine.connect() as connection:
        return len(connection.execute(select(Character.id)).all())


def test_each_batch_is_one_transaction(library: Library, tmp_path: Path, writes: list[int]) -> None:
    batches = list(import_batches(library, files(tmp_path, 7), size=3))
    assert [len(batch) for batch in batches] == [3, 3, 1]
    assert len(writes) == 3  # not 7: one commit per batch
    assert character_count(library) == 7


def test_add_characters_splits_a_long_list_into_batches(
    library: Library, monkeypatch: pytest.MonkeyPatch, writes: list[int]
) -> None:
    monkeypatch.setattr(model.library, "ADD_BATCH", 2)
    items = [(vex(id=f"00000000-0000-4000-8000-{n:012d}"), _columns()) for n in range(5)]
    found = library.add_characters(items)
    assert [type(outcome).__name__ for outcome in found] == ["CharacterRecord"] * 5
    assert len(writes) == 3


def test_each_file_is_replayed_once(
    library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[str] = []
    original = model.character_build.summarise_character  # the summary's replay

    def counting(document: dict[str, Any], *args: Any, **kwargs: Any) -> Any:
        calls.append(document["name"])
        return original(document, *args, **kwargs)

    monkeypatch.setattr(model.character_build, "summarise_character", counting)
    report = import_files(library, files(tmp_path, 5))
    assert len(report.imported) == 5
    assert sorted(calls) == ["C0", "C1", "C2", "C3", "C4"]


def test_a_taken_id_in_the_middle_of_a_batch_becomes_a_copy(
    library: Library, tmp_path: Path
) -> None:
    library.add_character(vex(name="Original"))
    first, last = files(tmp_path, 2)
    taken = tmp_path / "vex.sheetwright.json"
    taken.write_text(vex_json(), encoding="utf-8")
    again = tmp_path / "again.sheetwright.json"
    shutil.copy(taken, again)
    report = import_files(library, [first, taken, again, last])
    assert [r.ok for r in report.results] == [True, True, True, True]
    assert [r.note for r in report.results] == [
        None,
        "vex.sheetwright.json is already in the library, so it was imported as a new copy.",
        "again.sheetwright.json is already in the library, so it was imported as a new copy.",
        None,
    ]
    copies = [r.record for r in report.results[1:3] if r.record is not None]
    assert len({VEX_ID, *(c.id for c in copies)}) == 3
    assert all(c.document["id"] == c.id for c in copies)
    assert library.get_character(VEX_ID).name == "Original"


def test_a_bad_file_in_the_middle_of_a_batch_is_refused_alone(
    library: Library, tmp_path: Path
) -> None:
    first, last = files(tmp_path, 2)
    bad = tmp_path / "bad.sheetwright.json"
    bad.write_text(vex_json(system="foo"), encoding="utf-8")
    missing = tmp_path / "missing.sheetwright.json"
    report = import_files(library, [first, bad, missing, last])
    assert [r.ok for r in report.results] == [True, False, False, True]
    assert report.results[2].error == (
        "Could not read missing.sheetwright.json: No such file or directory."
    )
    assert report.summary() == "Imported 2 of 4 files."
    assert character_count(library) == 2


def test_add_characters_refuses_a_taken_id_in_add_characters_words(library: Library) -> None:
    library.add_character(vex())
    other = vex(id="2c4e28ba-2fa1-41d2-883f-0016d3cca427", name="Other")
    found = library.add_characters([(vex(), _columns()), (other, _columns())])
    assert isinstance(found[0], ConflictError)
    assert str(found[0]) == f"A character with id '{VEX_ID}' is already in the library."
    assert not isinstance(found[1], LibraryError)
    assert found[1].name == "Other"
    assert character_count(library) == 2


def test_add_characters_checks_each_document_as_add_character_does(library: Library) -> None:
    nameless = {**vex(), "name": 5}
    with pytest.raises(LibraryError) as one_by_one:
        library.add_character(nameless)
    found = library.add_characters([(nameless, _columns()), (vex(), _columns())])
    assert str(found[0]) == str(one_by_one.value)
    assert not isinstance(found[1], LibraryError)


@pytest.mark.parametrize(
    ("notes", "refused"),
    [("Plain notes", False), ("Notes with a NUL \x00 here", True), ("Naïve — “quoted”", False)],
)
def test_add_characters_refuses_text_it_could_not_read_back_as_add_character_does(
    library: Library, notes: str, refused: bool
) -> None:
    document = {**vex(), "notes": notes}
    found = library.add_characters([(document, _columns())])
    assert isinstance(found[0], LibraryError) is refused
    if refused:
        with pytest.raises(LibraryError) as one_by_one:
            library.add_character(document)
        assert str(found[0]) == str(one_by_one.value)
    else:
        assert library.get_character(VEX_ID).document["notes"] == notes


def test_a_missing_campaign_refuses_every_file_in_add_characters_words(
    library: Library,
) -> None:
    with pytest.raises(LibraryError) as one_by_one:
        library.add_character(vex(), "no-such-campaign")
    found = library.add_characters([(vex(), _columns())], "no-such-campaign")
    assert [str(f) for f in found] == [str(one_by_one.value)]
    assert character_count(library) == 0


def test_a_batch_import_stores_what_one_by_one_adds_store(library: Library, tmp_path: Path) -> None:
    campaign = library.add_campaign("The Long Night")
    samples = sorted(SAMPLES.glob("*.sheetwright.json"))
    report = import_files(library, samples, campaign.id)
    batch = {r.record.system: r.record for r in report.results if r.record is not None}
    assert len(batch) == 4
    other = Library(open_engine(f"sqlite:///{tmp_path / 'one-by-one.sqlite3'}"))
    other_campaign = other.add_campaign("The Long Night")
    for sample in samples:
        document = parse_document(sample.read_bytes(), sample.name)
        single = other.add_character(document, other_campaign.id)
        stored = batch[single.system]
        assert (stored.name, stored.headline, stored.issue_count, stored.version) == (
            single.name,
            single.headline,
            single.issue_count,
            1,
        )
        assert stored.campaign_id == campaign.id
        assert stored.document == single.document
        assert _name_key(library, stored.id) == _name_key(other, single.id)
        assert [
            (r.number, r.summary, r.kind, r.document) for r in library.list_revisions(stored.id)
        ] == [(r.number, r.summary, r.kind, r.document) for r in other.list_revisions(single.id)]
    assert library.list_revisions(batch["gravedust"].id)[0].summary.startswith("Imported with ")


def _name_key(library: Library, character_id: str) -> str:
    with library.engine.connect() as connection:
        query = select(Character.name_key).where(Character.id == character_id)
        return str(connection.execute(query).scalar_one())


def _columns() -> dict[str, Any]:
    return model.library.summary_columns(vex())


def _mixed_files(library: Library, folder: Path) -> list[Path]:
    """Good files, a file of another system id, a missing one, a taken id and the four samples."""
    library.add_character(vex(name="Original"))
    good = files(folder, 7)
    bad = folder / "bad.sheetwright.json"
    bad.write_text(vex_json(system="foo"), encoding="utf-8")
    taken = folder / "vex.sheetwright.json"
    taken.write_text(vex_json(), encoding="utf-8")
    samples = sorted(SAMPLES.glob("*.sheetwright.json"))
    return [*good[:3], bad, folder / "missing.sheetwright.json", taken, *samples, *good[3:]]


def _outcome(batches: list[list[Any]]) -> list[tuple[Any, ...]]:
    return [
        (len(batch), *((r.path.name, r.error, r.note, r.record and r.record.name) for r in batch))
        for batch in batches
    ]


def test_forked_workers_import_what_one_process_imports(library: Library, tmp_path: Path) -> None:
    alone = Library(open_engine(f"sqlite:///{tmp_path / 'alone.sqlite3'}"))
    (tmp_path / "one").mkdir()
    (tmp_path / "two").mkdir()
    serial = list(import_batches(alone, _mixed_files(alone, tmp_path / "one"), size=4))
    forked = list(
        import_batches(library, _mixed_files(library, tmp_path / "two"), size=4, workers=2)
    )
    assert _outcome(forked) == _outcome(serial)
    assert [len(b) for b in forked] == [4, 4, 4, 2]
    stored = {r.record.name: r.record for batch in forked for r in batch if r.record is not None}
    expected = {r.record.name: r.record for batch in serial for r in batch if r.record is not None}
    assert {n: (r.headline, r.issue_count) for n, r in stored.items()} == {
        n: (r.headline, r.issue_count) for n, r in expected.items()
    }
    assert character_count(library) == character_count(alone) == 13  # the original and 12


def test_forked_workers_do_the_reading_and_replaying(
    library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, writes: list[int]
) -> None:
    def where(document: dict[str, Any], *args: Any) -> dict[str, Any]:
        return {
            "name_key": document["name"].casefold(),
            "headline": str(os.getpid()),
            "issue_count": 0,
        }

    monkeypatch.setattr(model.transfer, "summary_columns", where)
    batches = list(import_batches(library, files(tmp_path, 5), size=2, workers=2))
    pids = {r.record.headline for batch in batches for r in batch if r.record is not None}
    assert len(writes) == 3  # this process still stores, one transaction per batch
    assert pids
    assert str(os.getpid()) not in pids


@pytest.mark.parametrize("workers", [1, 2])
def test_copies_of_one_file_get_fresh_ids_and_keep_the_rest_of_the_document(
    library: Library, tmp_path: Path, workers: int
) -> None:
    # The copies a worker hands over as text get their new id in the text itself.
    sample = SAMPLES / "gravedust.sheetwright.json"
    original = parse_document(sample.read_bytes(), sample.name)
    paths = []
    for number in range(5):
        paths.append(tmp_path / f"copy{number}.sheetwright.json")
        shutil.copyfile(sample, paths[-1])
    results = [
        r for batch in import_batches(library, paths, size=2, workers=workers) for r in batch
    ]
    assert [r.error for r in results] == [None] * 5
    ids = [r.record.id for r in results if r.record is not None]
    assert ids[0] == original["id"]
    assert len(set(ids)) == 5
    for character_id in ids:
        stored = library.get_character(character_id).document
        assert stored == {**original, "id": character_id}
        assert library.get_revision(character_id, 1).document == stored
    copy = results[1].record
    assert copy is not None
    assert copy.document == {**original, "id": copy.id}


def test_a_prepared_character_with_its_id_elsewhere_is_renewed_from_its_document(
    library: Library,
) -> None:
    from model.new_characters import prepare_character
    from model.tables import encoded

    first = prepare_character(vex(), _columns())
    assert not isinstance(first, LibraryError)
    odd = first._replace(text=encoded({**vex(), "id": VEX_ID}))  # the id not first
    found = library.add_prepared([first, odd], fresh_ids=True)
    renewed = found[1]
    assert not isinstance(renewed, LibraryError)
    assert renewed.id != VEX_ID
    assert library.get_character(renewed.id).document == {**vex(), "id": renewed.id}
