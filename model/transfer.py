# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Moving characters between the library and `.sheetwright.json` files."""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from model.atomic_file import write_atomic
from model.content_pins import PinnedContent, pack_pins, shipped_pin
from model.document import dump_document, parse_document
from model.errors import ImportRefused, LibraryError
from model.library import ADD_BATCH, Library, summary_columns
from model.records import CharacterRecord, PackRecord
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
    batches = import_batches(library, paths, campaign_id)
    return ImportReport(tuple(result for batch in batches for result in batch))


def import_batches(
    library: Library,
    paths: Iterable[str | os.PathLike[str]],
    campaign_id: str | None = None,
    size: int = ADD_BATCH,
) -> Iterator[list[ImportResult]]:
    """The results of importing the files, `size` at a time: each file read, checked and replayed
    once, each batch stored in one transaction, so a caller can show progress or stop between."""
    content = _ReplayInputs(library)
    for batch in itertools.batched(paths, size):
        yield _import_batch(library, [Path(path) for path in batch], campaign_id, content)


def import_file(library: Library, path: Path, campaign_id: str | None = None) -> ImportResult:
    """Import one character file; an id already in the library gets a fresh one."""
    return import_files(library, [path], campaign_id).results[0]


def _import_batch(
    library: Library, paths: list[Path], campaign_id: str | None, content: _ReplayInputs
) -> list[ImportResult]:
    """Read and replay each file, store the good ones together, and say what became of each."""
    read = [_read(path) for path in paths]
    items = [(doc, content.summary(doc)) for doc in read if not isinstance(doc, LibraryError)]
    added = iter(library.add_characters(items, campaign_id, fresh_ids=True))
    return [
        _result(path, doc if isinstance(doc, LibraryError) else (doc, next(added)))
        for path, doc in zip(paths, read, strict=True)
    ]


def _result(
    path: Path, outcome: LibraryError | tuple[dict[str, Any], CharacterRecord | LibraryError]
) -> ImportResult:
    """What became of a file: refused when read, refused when stored, or stored (as a copy when
    its id was taken)."""
    if isinstance(outcome, LibraryError):
        return ImportResult(path, error=str(outcome))
    document, stored = outcome
    if isinstance(stored, LibraryError):
        return ImportResult(path, error=str(stored))
    if stored.id != document["id"]:
        note = f"{path.name} is already in the library, so it was imported as a new copy."
        return ImportResult(path, stored, note=note)
    return ImportResult(path, stored)


def _read(path: Path) -> dict[str, Any] | LibraryError:
    """The checked document of a file, or why it was refused."""
    try:
        return parse_document(read_limited(path), path.name)
    except LibraryError as error:
        return error


class _ReplayInputs:
    """The library's packs and kept versions a replay needs, read once per system or pin set."""

    def __init__(self, library: Library) -> None:
        self._library = library
        self._packs: dict[str, tuple[PackRecord, ...]] = {}
        self._pinned: dict[tuple[str, ...], PinnedContent] = {}

    def summary(self, document: dict[str, Any]) -> dict[str, Any]:
        """The summary columns of a document, from its one replay."""
        return summary_columns(document, self._packs_of(document), self._pinned_of(document))

    def _packs_of(self, document: dict[str, Any]) -> tuple[PackRecord, ...]:
        if not document.get("packs"):
            return ()
        system = str(document["system"])
        if system not in self._packs:
            self._packs[system] = tuple(self._library.list_packs(system))
        return self._packs[system]

    def _pinned_of(self, document: dict[str, Any]) -> PinnedContent:
        key = (
            str(document["system"]),
            shipped_pin(document) or "",
            *sorted(pin for pin in pack_pins(document).values() if pin),
        )
        if key not in self._pinned:
            self._pinned[key] = self._library.pinned_content(document)
        return self._pinned[key]


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
