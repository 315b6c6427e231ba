# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Which character a command works on: a .sheetwright.json file, or one in the library."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gui.cli.errors import CliError
from model.atomic_file import write_atomic
from model.character_build import CharacterBuild, build_character
from model.content_pins import needs_library
from model.document import MAX_FILE_BYTES, dump_document, parse_document
from model.errors import LibraryError

if TYPE_CHECKING:
    from model.character_session import History
    from model.library import Library
    from model.records import CharacterRecord


@cache
def library() -> Library:
    """The user's library, opened (and migrated) on first use; file-only commands never load it."""
    from model.database import open_engine
    from model.library import Library

    return Library(open_engine())


@dataclass(frozen=True)
class Target:
    """A character's document and where it lives, so it can be saved back there."""

    document: dict[str, Any]
    path: Path | None = None
    record: CharacterRecord | None = None

    @property
    def label(self) -> str:
        """How to name the character in messages."""
        return (
            str(self.path) if self.path else f"{self.document['name']} ({self.document['id'][:8]})"
        )

    def build(self) -> CharacterBuild:
        """Replay the character with its content: homebrew packs from the library if it uses any,
        in the versions it pins (kept by the library)."""
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
            write_atomic(self.path, dump_document(document).encode("utf-8"))
            return Target(document, self.path)
        assert self.record is not None
        record = library().save_character(self.record.id, document, self.record.version, summary)
        return Target(record.document, None, record)


def open_target(reference: str) -> Target:
    """A file path if it exists (or looks like one), otherwise a library id, id prefix or name."""
    path = Path(reference)
    if path.exists() or reference.endswith(".json"):
        return Target(read_file(path), path)
    return Target(find_record(reference).document, None, find_record(reference))


def read_file(path: Path) -> dict[str, Any]:
    """A character document from a file; unreadable or invalid files raise exit-2 errors."""
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise CliError(
                f"{path.name} is {size / 1048576:.1f} MB; a character file is at most "
                f"{MAX_FILE_BYTES // 1048576} MB, so this is not one. Nothing was changed."
            )
        data = path.read_bytes()
    except FileNotFoundError:
        raise CliError(f"{path}: no such file.") from None
    except IsADirectoryError:
        raise CliError(f"{path} is a folder, not a character file.") from None
    except PermissionError:
        raise CliError(f"{path}: permission denied.") from None
    except OSError as err:
        raise CliError(f"{path}: could not be read ({err.strerror}).") from None
    return parse_document(data, path.name)


def find_record(reference: str) -> CharacterRecord:
    """The one library character matching an id, id prefix or exact name."""
    matches = [r for r in library().find(reference) if not r.in_trash]
    if not matches:
        raise CliError(f"No character '{reference}' in the library (and no such file).")
    if len(matches) > 1:
        names = ", ".join(f"{r.name} ({r.id[:8]})" for r in matches[:5])
        raise CliError(
            f"'{reference}' matches {len(matches)} characters: {names}. Use more of the id."
        )
    return matches[0]


__all__ = ["LibraryError", "Target", "find_record", "library", "open_target"]
