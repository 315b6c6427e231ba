# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Moving characters between the library and `.sheetwright.json` files."""

from __future__ import annotations

import copy
import os
import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from model.atomic_file import write_atomic
from model.document import dump_document, parse_document
from model.errors import ImportRefused, LibraryError
from model.library import Library
from model.records import CharacterRecord
from model.regular_file import FileRefused, FileTooLarge, read_regular
from model.safe_json import MAX_FILE_BYTES, UnsafeJSON, check_size

SUFFIX = ".sheetwright.json"


@dataclass(frozen=True)
class ImportResult:
    """What happened to one file: the imported character, or why it was refused."""

    path: Path
    record: CharacterRecord | None = None
    error: str | None = None
    note: str | None = None

    @property
    def ok(self) -> bool:
        """Whether the file was imported."""
        return self.record is not None


@dataclass(frozen=True)
class ImportReport:
    """The outcome of importing several files, one result per file, in order."""

    results: tuple[ImportResult, ...]

    @property
    def imported(self) -> list[CharacterRecord]:
        """The characters that were added to the library."""
        return [result.record for result in self.results if result.record is not None]

    @property
    def failed(self) -> list[ImportResult]:
        """The files that were refused."""
        return [result for result in self.results if not result.ok]

    def summary(self) -> str:
        """One line for the user: how many files were imported."""
        total = len(self.results)
        return f"Imported {len(self.imported)} of {total} file{'s' if total != 1 else ''}."


def import_files(
    library: Library, paths: Iterable[str | os.PathLike[str]], campaign_id: str | None = None
) -> ImportReport:
    """Import each file on its own; a refused file changes nothing in the library."""
    return ImportReport(tuple(import_file(library, Path(path), campaign_id) for path in paths))


def import_file(library: Library, path: Path, campaign_id: str | None = None) -> ImportResult:
    """Import one character file; an id already in the library gets a fresh one."""
    try:
        document = parse_document(read_limited(path), path.name)
        note = None
        if library.has_character(document["id"]):
            document = {**copy.deepcopy(document), "id": str(uuid.uuid4())}
            note = f"{path.name} is already in the library, so it was imported as a new copy."
        record = library.add_character(document, campaign_id)
    except LibraryError as error:
        return ImportResult(path, error=str(error))
    return ImportResult(path, record, note=note)


def read_limited(path: Path) -> bytes:
    """The file's bytes, refusing (without reading it) anything over the size limit."""
    try:
        data = read_regular(path, MAX_FILE_BYTES)
    except FileTooLarge as error:
        raise ImportRefused(f"{path.name} {_too_large(error.size)}.") from None
    except FileRefused as error:
        raise ImportRefused(f"{path.name} {error.reason}.") from None
    except OSError as error:
        raise ImportRefused(f"Could not read {path.name}: {error.strerror or error}.") from None
    return data


def _too_large(size: int) -> str:
    """check_size's words for a file of `size` bytes (over the cap)."""
    try:
        check_size(size)
    except UnsafeJSON as error:
        return str(error)
    return "is too large"


def export_json(
    record_or_document: CharacterRecord | dict[str, Any], path: str | os.PathLike[str]
) -> None:
    """Write a character to a `.sheetwright.json` file, atomically."""
    document = (
        record_or_document.document
        if isinstance(record_or_document, CharacterRecord)
        else record_or_document
    )
    write_atomic(path, (dump_document(document) + "\n").encode("utf-8"))
