# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Which character a command works on: a .sheetwright.json file, or one in the library."""

from __future__ import annotations

import hashlib
import sys
import threading
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gui.cli.errors import CliError, announce_lock_waits
from model.atomic_file import write_atomic
from model.content_pins import needs_library
from model.document import MAX_FILE_BYTES, dump_document, parse_document
from model.errors import LibraryError
from model.file_lock import FileLock
from model.regular_file import FileRefused, FileTooLarge, read_regular
from model.safe_json import size_words

if TYPE_CHECKING:
    from model.character_build import CharacterBuild
    from model.character_session import History
    from model.library import Library
    from model.records import CharacterRecord


@cache
def library() -> Library:
    """The user's library, opened (and migrated) on first use; file-only commands never load it."""
    from model.database import open_engine
    from model.library import Library

    announce_lock_waits()
    return Library(open_engine())


@dataclass(frozen=True)
class Target:
    """A character's document and where it lives, so it can be saved back there."""

    document: dict[str, Any]
    path: Path | None = None
    record: CharacterRecord | None = None
    read: bytes | None = None  # a file's digest when read, to see whether it changed since

    @property
    def label(self) -> str:
        """How to name the character in messages."""
        return (
            str(self.path) if self.path else f"{self.document['name']} ({self.document['id'][:8]})"
        )

    def build(self) -> CharacterBuild:
        """Replay the character with its content: homebrew packs from the library if it uses any,
        in the versions it pins (kept by the library)."""
        # Lazy: library commands such as `list` never replay, and the content stack is heavy.
        from model.character_build import build_character

        if not needs_library(self.document):
            return build_character(self.document)
        packs = library().list_packs(self.document["system"])
        return build_character(self.document, packs, library().pinned_content(self.document))

    def history(self) -> History:
        """The character's history, with the same content as `build`, to preview and make changes."""
        from model.character_session import History

        if not needs_library(self.document):
            return History(self.document)
        packs = library().list_packs(self.document["system"])
        return History(self.document, packs, library().pinned_content(self.document))

    def save(self, document: dict[str, Any], summary: str | None = None) -> Target:
        """Write the changed document back where it came from (atomically, or with a version check).

        `summary` says in words what changed, for the library's revisions (files keep none).
        """
        if self.path is not None:
            path, data = self.path, dump_document(document).encode("utf-8")
            lock = FileLock(path)  # already held when opened with `writing=True`
            lock.acquire(on_wait=lambda: _tell_waiting(path))
            try:
                if self.read is not None and _digest_now(self.path) != self.read:
                    raise CliError(
                        f"{self.path} was changed elsewhere since this command read it, so "
                        "nothing was saved; run the command again to change it as it is now."
                    )
                write_atomic(self.path, data)
            finally:
                lock.release()
            return Target(document, self.path, read=_digest(data))
        assert self.record is not None
        record = library().save_character(self.record.id, document, self.record.version, summary)
        return Target(record.document, None, record)


def open_target(reference: str, *, writing: bool = False) -> Target:
    """A file path if it exists (or looks like one), otherwise a library id, id prefix or name.

    `writing`: the command will save the character. A file's lock is then taken before it is
    read (waiting, with a line on stderr, while another Sheetwright saves it) and kept until the
    command ends (`release_file_locks`), so the change is made to the file's latest version."""
    path = Path(reference)
    if path.exists() or reference.endswith(".json"):
        if writing and path.exists():
            _hold_lock(path)
        data = read_bytes(path)
        return Target(parse_document(data, path.name), path, read=_digest(data))
    return Target(find_record(reference).document, None, find_record(reference))


def read_file(path: Path) -> dict[str, Any]:
    """A character document from a file; unreadable or invalid files raise exit-2 errors."""
    return parse_document(read_bytes(path), path.name)


def read_bytes(path: Path) -> bytes:
    """A character file's bytes: a regular file within the size cap, or an exit-2 error.

    Pipes, devices and folders are refused without waiting or reading (see read_regular)."""
    try:
        return read_regular(path, MAX_FILE_BYTES)
    except FileTooLarge as err:
        raise CliError(
            f"{path.name} is too large: {size_words(err.size)}. Nothing was changed."
        ) from None
    except FileRefused as err:
        if "folder" in err.reason:
            raise CliError(f"{path} is a folder, not a character file.") from None
        raise CliError(f"{path} {err.reason}. Nothing was changed.") from None
    except FileNotFoundError:
        raise CliError(f"{path}: no such file.") from None
    except PermissionError:
        raise CliError(f"{path}: permission denied.") from None
    except OSError as err:
        raise CliError(f"{path}: could not be read ({err.strerror or err}).") from None


STANDARD_OUTPUT = ("-", "/dev/stdout")


def is_standard_output(name: str) -> bool:
    """Whether an output path means standard output (`-` or /dev/stdout), not a file."""
    return name in STANDARD_OUTPUT


def write_output(name: str, data: bytes) -> None:
    """Write a command's output file (atomically), or to standard output for `-`/`/dev/stdout`."""
    if is_standard_output(name):
        sys.stdout.flush()
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
        return
    write_atomic(Path(name), data)


_locks = threading.local()


def _hold_lock(path: Path) -> None:
    """Take the file's lock for the rest of this thread's command."""
    lock = FileLock(path)
    lock.acquire(on_wait=lambda: _tell_waiting(path))
    held: list[FileLock] = getattr(_locks, "held", [])
    _locks.held = [*held, lock]


def release_file_locks() -> None:
    """Release the file locks the current thread's command took (at the end of the command)."""
    held: list[FileLock] = getattr(_locks, "held", [])
    _locks.held = []
    for lock in reversed(held):
        lock.release()


def _tell_waiting(path: Path) -> None:
    print(f"Waiting for another Sheetwright to finish saving {path.name}…", file=sys.stderr)
    sys.stderr.flush()


def _digest(data: bytes) -> bytes:
    return hashlib.sha256(data).digest()


def _digest_now(path: Path) -> bytes | None:
    """The digest of the file as it is now; None when it is gone or no longer readable."""
    try:
        return _digest(read_regular(path, MAX_FILE_BYTES))
    except OSError:
        return None


def find_record(reference: str) -> CharacterRecord:
    """The one library character matching an id, id prefix or exact name."""
    matches = [r for r in library().find(reference) if not r.in_trash]
    if not matches:  # one in the trash can be read; the library refuses changing it
        matches = library().find(reference, include_trash=True)
    if not matches:
        raise CliError(f"No character '{reference}' in the library (and no such file).")
    if len(matches) > 1:
        names = ", ".join(f"{r.name} ({r.id[:8]})" for r in matches[:5])
        raise CliError(
            f"'{reference}' matches {len(matches)} characters: {names}. Use more of the id."
        )
    return matches[0]


__all__ = [
    "LibraryError",
    "Target",
    "find_record",
    "is_standard_output",
    "library",
    "open_target",
    "release_file_locks",
    "write_output",
]
