# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A library made by the release before the summary columns (schema 0003) opens without loss."""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from model.database import open_engine
from model.library import Library, summary_columns

FIXTURE = Path(__file__).parent / "fixtures" / "library-0003.sqlite3"
TRASHED_TOM = "2ffbe934-62bd-4e5c-8d92-78447eb3e28d"
VEX = "c35ceed4-75f0-5b52-87fb-5859f27d55b1"
# Every column the 0003 release stored, table by table: after the upgrade, each must be the same.
OLD_COLUMNS = {
    "characters": "id, name, system, ruleset_version, campaign_id, document, version, "
    "created_at, updated_at, deleted_at, portrait",
    "character_revisions": "character_id, number, document, created_at, summary, kind, same_as, "
    "undo_to, redo",
    "campaigns": "id, name, system, notes, created_at, updated_at",
    "campaign_packs": "campaign_id, pack_id",
    "homebrew_packs": "id, system, name, version, document, enabled, created_at, updated_at",
    "content_versions": "fingerprint, kind, system, pack_id, name, version, text, created_at",
}


def _rows(path: Path) -> dict[str, list[tuple[Any, ...]]]:
    """Every stored row of the 0003 tables, in a stable order."""
    with sqlite3.connect(path) as connection:
        return {
            table: sorted(connection.execute(f"SELECT {columns} FROM {table}").fetchall(), key=repr)
            for table, columns in OLD_COLUMNS.items()
        }


@pytest.fixture
def upgraded(tmp_path: Path) -> Iterator[tuple[Library, Path, dict[str, list[tuple[Any, ...]]]]]:
    """A copy of the fixture, opened (so migrated) by the current code, and its rows before."""
    path = tmp_path / "library.sqlite3"
    shutil.copyfile(FIXTURE, path)
    before = _rows(path)
    library = Library(open_engine(f"sqlite:///{path}"))
    try:
        yield library, path, before
    finally:
        library.engine.dispose()


def test_every_stored_row_is_unchanged(upgraded: tuple[Library, Path, Any]) -> None:
    library, path, before = upgraded
    library.list_characters()
    assert _rows(path) == before
    assert len(before["characters"]) == 5
    with sqlite3.connect(path) as connection:
        assert connection.execute("SELECT version_num FROM alembic_version").fetchall() == [
            ("0008",)
        ]


def test_characters_revisions_campaign_and_pack_are_there(
    upgraded: tuple[Library, Path, Any],
) -> None:
    library, _, _ = upgraded
    live = library.list_characters()
    assert sorted(r.name for r in live) == [
        "Maren of the Reach", "Sable Duelist", "Vex the Dwarf", "Ysmay of Orrin",
    ]  # fmt: skip
    everyone = library.list_characters(include_deleted=True)
    (tom,) = [r for r in everyone if r.in_trash]
    assert (tom.id, tom.name) == (TRASHED_TOM, "Trashed Tom")
    (keep,) = library.list_campaigns()
    assert keep.name == "Drowned Keep"
    assert [r.name for r in library.list_characters(campaign_id=keep.id)] == ["Vex the Dwarf"]
    assert {r.name: len(library.list_revisions(r.id)) for r in everyone} == {
        "Vex the Dwarf": 2, "Maren of the Reach": 1, "Sable Duelist": 2, "Ysmay of Orrin": 1,
        "Trashed Tom": 2,
    }  # fmt: skip
    (pack,) = library.list_packs()
    assert (pack.id, pack.name, pack.version) == ("our-table", "Our table", "1")
    for record in everyone:
        assert record.document == library.get_character(record.id).document


def test_summary_columns_are_filled(upgraded: tuple[Library, Path, Any]) -> None:
    library, path, _ = upgraded
    with sqlite3.connect(path) as connection:
        keys = dict(connection.execute("SELECT id, name_key FROM characters").fetchall())
    for record in library.list_characters(include_deleted=True):
        assert keys[record.id] == record.name.casefold()
        document = library.get_character(record.id).document
        packs = library.list_packs(record.system)
        expected = summary_columns(document, packs, library.pinned_content(document))
        assert (record.headline, record.issue_count) == (
            expected["headline"],
            expected["issue_count"],
        )
        assert record.headline
    vex = library.get_character(VEX)
    assert vex.headline.startswith("LV ")
    assert [r.id for r in library.list_characters(search="DWARF")] == [VEX]
    assert [r.id for r in library.find("vex the dwarf")] == [VEX]


def _old_search(records: list[Any], text: str) -> list[str]:
    """What the search of the 0003 release found: a case-insensitive substring of the name."""
    needle = text.strip().casefold()
    return sorted(r.id for r in records if needle in r.name.casefold())


@pytest.mark.parametrize(
    "text", ["dwarf", "DWARF", " of ", "e", "ys", "of the", "%", "_", "\\", "x", "sable duelist"]
)
def test_search_finds_what_the_old_search_found(
    upgraded: tuple[Library, Path, Any], text: str
) -> None:
    library, _, _ = upgraded
    everyone = library.list_characters(include_deleted=True)
    found = library.list_characters(search=text, include_deleted=True)
    assert sorted(r.id for r in found) == _old_search(everyone, text)


def test_lists_read_the_listing_index(upgraded: tuple[Library, Path, Any]) -> None:
    _, path, _ = upgraded
    with sqlite3.connect(path) as connection:
        plan = connection.execute(
            "EXPLAIN QUERY PLAN SELECT id, name, headline FROM characters "
            "WHERE deleted_at IS NULL AND name_key LIKE '%of%' ORDER BY updated_at DESC"
        ).fetchall()
    assert "COVERING INDEX ix_characters_listing" in " ".join(str(row[-1]) for row in plan)
