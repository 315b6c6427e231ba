# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Moving characters between the library and `.sheetwright.json` files."""

from __future__ import annotations

import itertools
import multiprocessing
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
from model.new_characters import PreparedCharacter, prepare_character
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
        return import_summary(len(self.imported), len(self.results))


def import_summary(imported: int, total: int) -> str:
    """How many of how many files were imported, in one line for the user."""
    return f"Imported {imported} of {total} file{'s' if total != 1 else ''}."


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
    workers: int = 1,
) -> Iterator[list[ImportResult]]:
    """The results of importing the files, `size` at a time: each file read, checked and replayed
    once, each batch stored in one transaction, so a caller can show progress or stop between.

    With `workers` > 1 and more than one batch, files are read and replayed in that many forked
    processes (where the platform forks) while this one stores; the results are the same, in the
    same order. Only a process without other threads may ask for that (the command line does)."""
    content = _ReplayInputs(library)
    batches = [[Path(path) for path in batch] for batch in itertools.batched(paths, size)]
    if workers > 1 and len(batches) > 1 and "fork" in multiprocessing.get_all_start_methods():
        yield from _forked_batches(content, batches, campaign_id, workers)
        return
    for batch in batches:
        yield _stored(library, batch, [content.read(path) for path in batch], campaign_id)


def import_file(library: Library, path: Path, campaign_id: str | None = None) -> ImportResult:
    """Import one character file; an id already in the library gets a fresh one."""
    return import_files(library, [path], campaign_id).results[0]


type _Read = PreparedCharacter | str
"""A file read, replayed and made ready to store, or why it was refused."""

_CHUNK = 50  # files a worker reads between results: small enough to share the work out evenly
_worker_content: _ReplayInputs | None = None


def _forked_batches(
    content: _ReplayInputs, batches: list[list[Path]], campaign_id: str | None, workers: int
) -> Iterator[list[ImportResult]]:
    """`import_batches` with the reading and replaying done by forked workers."""
    global _worker_content
    _worker_content = content
    chunks = [batch[i : i + _CHUNK] for batch in batches for i in range(0, len(batch), _CHUNK)]
    context = multiprocessing.get_context("fork")
    with context.Pool(workers, initializer=_start_worker) as pool:
        done = pool.imap(_read_chunk, chunks)
        for batch in batches:
            read: list[_Read] = []
            while len(read) < len(batch):
                read += next(done)
            yield _stored(content.library, batch, read, campaign_id)
    _worker_content = None


def _start_worker() -> None:
    """A forked worker opens connections of its own; the parent's stay the parent's."""
    assert _worker_content is not None
    _worker_content.library.engine.dispose(close=False)


def _read_chunk(paths: list[Path]) -> list[_Read]:
    assert _worker_content is not None
    return [_worker_content.read(path, keep_document=False) for path in paths]


def _stored(
    library: Library, paths: list[Path], read: list[_Read], campaign_id: str | None
) -> list[ImportResult]:
    """Store the files read well together, and say what became of each."""
    items = [item for item in read if not isinstance(item, str)]
    added = iter(library.add_prepared(items, campaign_id, fresh_ids=True))
    return [
        _result(path, item if isinstance(item, str) else (item.id, next(added)))
        for path, item in zip(paths, read, strict=True)
    ]


def _result(path: Path, outcome: str | tuple[str, CharacterRecord | LibraryError]) -> ImportResult:
    """What became of a file: refused when read, refused when stored, or stored (as a copy when
    its id was taken)."""
    if isinstance(outcome, str):
        return ImportResult(path, error=outcome)
    file_id, stored = outcome
    if isinstance(stored, LibraryError):
        return ImportResult(path, error=str(stored))
    if stored.id != file_id:
        note = f"{path.name} is already in the library, so it was imported as a new copy."
        return ImportResult(path, stored, note=note)
    return ImportResult(path, stored)


class _ReplayInputs:
    """The library's packs and kept versions a replay needs, read once per system or pin set."""

    def __init__(self, library: Library) -> None:
        self.library = library
        self._packs: dict[str, tuple[PackRecord, ...]] = {}
        self._pinned: dict[tuple[str, ...], PinnedContent] = {}

    def read(self, path: Path, keep_document: bool = True) -> _Read:
        """A file's checked document made ready to store, or why it was refused.
        `keep_document=False` (a worker process) hands over its text, not the document."""
        try:
            document = parse_document(read_limited(path), path.name)
        except LibraryError as error:
            return str(error)
        ready = prepare_character(document, self.summary(document), keep_document=keep_document)
        return str(ready) if isinstance(ready, LibraryError) else ready

    def summary(self, document: dict[str, Any]) -> dict[str, Any]:
        """The summary columns of a document, from its one replay."""
        return summary_columns(document, self._packs_of(document), self._pinned_of(document))

    def _packs_of(self, document: dict[str, Any]) -> tuple[PackRecord, ...]:
        if not document.get("packs"):
            return ()
        system = str(document["system"])
        if system not in self._packs:
            self._packs[system] = tuple(self.library.list_packs(system))
        return self._packs[system]

    def _pinned_of(self, document: dict[str, Any]) -> PinnedContent:
        key = (
            str(document["system"]),
            shipped_pin(document) or "",
            *sorted(pin for pin in pack_pins(document).values() if pin),
        )
        if key not in self._pinned:
            self._pinned[key] = self.library.pinned_content(document)
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
