# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Import and export of `.sheetwright.json` files, and the library left alone by bad files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from model.document import parse_document
from model.library import Library
from model.transfer import export_json, import_files
from tests.model.documents import BAD_FILES, VEX_ID, vex, vex_json


def row_count(library: Library) -> int:
    """Every character in the library, trashed or not."""
    return len(library.list_characters(include_deleted=True))


def write(path: Path, data: str | bytes) -> Path:
    """Write a test file and return its path."""
    path.write_bytes(
        data.encode("utf-8", errors="surrogatepass") if isinstance(data, str) else data
    )
    return path


def test_import_then_export_round_trip(library: Library, tmp_path: Path) -> None:
    report = import_files(library, [write(tmp_path / "vex.sheetwright.json", vex_json())])
    assert report.summary() == "Imported 1 of 1 file."
    assert report.results[0].record is not None
    assert library.get_character(VEX_ID).document == vex()
    out = tmp_path / "out" / "vex.sheetwright.json"
    out.parent.mkdir()
    export_json(library.get_character(VEX_ID), out)
    assert parse_document(out.read_bytes(), out.name) == vex()
    assert out.read_text(encoding="utf-8").endswith("}\n")


def test_an_id_already_in_the_library_becomes_a_new_copy(library: Library, tmp_path: Path) -> None:
    library.add_character(vex(name="Original"))
    report = import_files(library, [write(tmp_path / "vex.sheetwright.json", vex_json())])
    result = report.results[0]
    assert result.record is not None
    assert result.record.id != VEX_ID
    assert (
        result.note
        == "vex.sheetwright.json is already in the library, so it was imported as a new copy."
    )
    assert result.record.document["id"] == result.record.id
    assert library.get_character(VEX_ID).name == "Original"


def test_each_file_is_on_its_own(library: Library, tmp_path: Path) -> None:
    good = write(tmp_path / "good.sheetwright.json", vex_json())
    bad = write(tmp_path / "bad.sheetwright.json", vex_json(system="foo"))
    missing = tmp_path / "missing.sheetwright.json"
    report = import_files(library, [bad, good, missing])
    assert [r.ok for r in report.results] == [False, True, False]
    assert (
        report.failed[1].error
        == "Could not read missing.sheetwright.json: No such file or directory."
    )
    assert report.summary() == "Imported 1 of 3 files."
    assert row_count(library) == 1


@pytest.mark.parametrize(
    ("data", "reason"), [c[1:] for c in BAD_FILES], ids=[c[0] for c in BAD_FILES]
)
def test_a_bad_file_changes_nothing(
    library: Library, tmp_path: Path, data: str | bytes, reason: str
) -> None:
    library.add_character(vex(id="2c4e28ba-2fa1-41d2-883f-0016d3cca427"))
    before = [(r.id, r.version, r.document) for r in library.list_characters(include_deleted=True)]
    report = import_files(library, [write(tmp_path / "bad.sheetwright.json", data)])
    assert report.imported == []
    assert reason in (report.results[0].error or "")
    after = [(r.id, r.version, r.document) for r in library.list_characters(include_deleted=True)]
    assert after == before


def test_a_50_mb_file_is_refused_without_reading_it(library: Library, tmp_path: Path) -> None:
    huge = tmp_path / "huge.sheetwright.json"
    with huge.open("wb") as handle:  # sparse: 50 MB on paper, nothing on disk or in memory
        handle.write(b'{"format": "sheetwright-character", "notes": "')
        handle.truncate(50 * 1024 * 1024)
    report = import_files(library, [huge])
    assert report.results[0].error == (
        "huge.sheetwright.json is too large: 52,428,800 bytes; "
        "a character file is at most 5,242,880 bytes (5 MiB)."
    )
    assert row_count(library) == 0


def test_export_of_a_plain_document_is_stable(tmp_path: Path) -> None:
    first, second = tmp_path / "a.sheetwright.json", tmp_path / "b.sheetwright.json"
    export_json(vex(), first)
    export_json(json.loads(json.dumps(vex(), sort_keys=True)), second)
    assert first.read_bytes() == second.read_bytes()
