# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The quick first listing (stdlib sqlite3) returns exactly what the library lists, and steps
aside (None) for anything unusual, so the window falls back to opening the library as usual."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import delete, update

from model.database import open_engine
from model.document import new_document
from model.library import Library
from model.quick_listing import QuickListing, read_quick_listing, sqlite_file
from model.tables import Campaign, Character, CharacterRevision

ROOT = Path(__file__).resolve().parents[2]
WHEN = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
# A few instants only, so that equal timestamps (ordered by name, then id) come up often.
INSTANTS = [WHEN, WHEN + timedelta(microseconds=1), WHEN + timedelta(days=400)]
NAMES = st.text(
    st.characters(blacklist_categories=("Cs", "Cc")) | st.sampled_from("aA ßẞ'%_\\\"é🙂"),
    min_size=1,
    max_size=12,
).filter(lambda name: name.strip())


class Shelf:
    """One library file, emptied before each example."""

    def __init__(self, folder: Path) -> None:
        self.url = f"sqlite:///{folder / 'library.sqlite3'}"
        self.library = Library(open_engine(self.url))

    def clear(self) -> None:
        with self.library.engine.begin() as connection:
            for table in (CharacterRevision, Character, Campaign):
                connection.execute(delete(table))

    def set_columns(self, character_id: str, **values: Any) -> None:
        with self.library.engine.begin() as connection:
            connection.execute(update(Character).where(Character.id == character_id).values(values))

    def quick(self) -> QuickListing | None:
        return read_quick_listing(self.url, lambda cid: self.library.get_character(cid).document)


@pytest.fixture(scope="module")
def shelf(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Shelf]:
    made = Shelf(tmp_path_factory.mktemp("quick"))
    yield made
    made.library.engine.dispose()


def assert_same_as_library(shelf: Shelf) -> None:
    """The quick listing equals the library's, value for value and type for type."""
    quick = shelf.quick()
    assert quick is not None
    expected = shelf.library.list_characters()
    assert quick.characters == expected
    assert [repr(r) for r in quick.characters] == [repr(r) for r in expected]  # tz, types
    campaigns = shelf.library.list_campaigns()
    assert quick.campaigns == campaigns
    assert [repr(c) for c in quick.campaigns] == [repr(c) for c in campaigns]


CHARACTER = st.fixed_dictionaries(
    {
        "name": NAMES,
        "updated": st.sampled_from(INSTANTS),
        "trashed": st.booleans(),
        "campaign": st.none() | st.integers(0, 2),
        "headline": st.sampled_from(["", "Level 3", "Rank ⅠⅡ"]),
        "issues": st.integers(0, 3),
    }
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    campaigns=st.lists(st.tuples(NAMES, st.none() | st.just("gravedust")), max_size=3),
    characters=st.lists(CHARACTER, max_size=6),
)
def test_the_quick_listing_is_the_librarys_listing(
    shelf: Shelf, campaigns: list[tuple[str, str | None]], characters: list[dict[str, Any]]
) -> None:
    shelf.clear()
    campaign_ids = [shelf.library.add_campaign(name, system).id for name, system in campaigns]
    for wanted in characters:
        index = wanted["campaign"]
        campaign = campaign_ids[index] if index is not None and index < len(campaign_ids) else None
        record = shelf.library.add_character(new_document("gravedust", wanted["name"]), campaign)
        if wanted["trashed"]:
            shelf.library.trash_character(record.id)
        shelf.set_columns(
            record.id,
            updated_at=wanted["updated"],
            headline=wanted["headline"],
            issue_count=wanted["issues"],
        )
    assert_same_as_library(shelf)


def test_equal_times_and_names_that_differ_only_in_case_keep_the_librarys_order(
    shelf: Shelf,
) -> None:
    shelf.clear()
    for name in ("vex", "Vex", "VEX", "Ash", "Ash"):
        record = shelf.library.add_character(new_document("gravedust", name))
        shelf.set_columns(record.id, updated_at=WHEN)
    assert_same_as_library(shelf)


def test_a_listed_record_reads_its_document_through_the_library(shelf: Shelf) -> None:
    shelf.clear()
    record = shelf.library.add_character(new_document("gravedust", "Vex"))
    quick = shelf.quick()
    assert quick is not None
    (listed,) = quick.characters
    assert listed.document == shelf.library.get_character(record.id).document


def test_another_schema_revision_is_left_to_the_library(tmp_path: Path) -> None:
    shelf = Shelf(tmp_path)
    shelf.library.engine.dispose()
    with sqlite3.connect(tmp_path / "library.sqlite3") as connection:
        connection.execute("UPDATE alembic_version SET version_num = '0001'")
    assert shelf.quick() is None


def test_a_locked_library_is_left_to_the_library(tmp_path: Path) -> None:
    shelf = Shelf(tmp_path)
    shelf.library.engine.dispose()
    holder = sqlite3.connect(tmp_path / "library.sqlite3", isolation_level=None)
    holder.execute("PRAGMA journal_mode=DELETE")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        assert shelf.quick() is None
    finally:
        holder.close()
    assert shelf.quick() is not None


@pytest.mark.parametrize(
    "write",
    [None, b"", b"not a database" * 100, "no tables"],
    ids=["no file", "empty file", "not SQLite", "no schema"],
)
def test_a_file_that_is_not_an_up_to_date_library_is_left_to_the_library(
    tmp_path: Path, write: bytes | str | None
) -> None:
    path = tmp_path / "library.sqlite3"
    if isinstance(write, bytes):
        path.write_bytes(write)
    elif write is not None:
        sqlite3.connect(path).close()
    assert read_quick_listing(f"sqlite:///{path}", lambda _cid: {}) is None
    assert path.exists() == (write is not None)  # never created


@pytest.mark.parametrize(
    ("url", "path"),
    [
        ("sqlite:////home/vex/library.sqlite3", Path("/home/vex/library.sqlite3")),
        ("sqlite:///library.sqlite3", Path("library.sqlite3")),
        ("sqlite+pysqlite:////a b/library.sqlite3", Path("/a b/library.sqlite3")),
        ("sqlite://", None),
        ("sqlite:///:memory:", None),
        ("sqlite:///file:library.sqlite3?mode=ro&uri=true", None),
        ("sqlite:////home/vex/library.sqlite3?timeout=5", None),
        ("sqlite:////home/vex/li%62rary.sqlite3", None),
        ("sqlite:///~/library.sqlite3", None),
        ("postgresql://vex@games.example.org/sheetwright", None),
        ("not an address", None),
    ],
)
def test_only_plain_sqlite_files_are_listed_quickly(url: str, path: Path | None) -> None:
    assert sqlite_file(url) == path


def test_the_quick_listing_imports_no_sqlalchemy(shelf: Shelf) -> None:
    shelf.clear()
    shelf.library.add_character(new_document("gravedust", "Vex"))
    code = textwrap.dedent(f"""
        import sys
        from model.quick_listing import read_quick_listing
        listing = read_quick_listing({shelf.url!r}, lambda cid: {{}})
        print(len(listing.characters), sorted(m for m in sys.modules if m.startswith("sqlalchemy")))
    """)
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert run.stdout.split() == ["1", "[]"]
