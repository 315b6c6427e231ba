# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Opening `.sheetwright.json` files handed to the app (double-click in the file manager)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtWidgets import QWidget

from gui.app_context import AppContext


def open_character_files(
    context: AppContext, parent: QWidget | None, paths: Sequence[str]
) -> list[str]:
    """Open each file's character, adding it to the library first; the ids opened.

    A file whose character is already in the library, unchanged, opens that character; a file
    that differs from it is imported as a new copy (nothing in the library is overwritten).
    A file that cannot be read is reported in plain words and skipped.
    """
    from model.errors import LibraryError
    from model.transfer import import_file, read_limited

    opened = []
    for name in paths:
        path = Path(name)
        try:
            character_id = _same_in_library(context, path, read_limited(path))
        except LibraryError as error:
            _refused(parent, path, str(error))
            continue
        if character_id is None:
            result = import_file(context.library, path)
            if result.record is None:
                _refused(parent, path, result.error or "it could not be imported")
                continue
            character_id = result.record.id
            context.library_changed.emit()
        if context.open_character(character_id, parent) is not None:
            opened.append(character_id)
    return opened


def _same_in_library(context: AppContext, path: Path, data: bytes) -> str | None:
    """The id of the library's character when the file holds exactly that character."""
    from model.document import parse_document

    document = parse_document(data, path.name)
    library = context.library
    if not library.has_character(document["id"]):
        return None
    stored = library.get_character(document["id"]).document
    same = stored.get("events") == document.get("events") and stored["name"] == document["name"]
    return str(document["id"]) if same else None


def _refused(parent: QWidget | None, path: Path, why: str) -> None:
    from gui.error_dialog import show_error

    show_error(parent, "Could not open the file", f"{path.name} was not opened: {why}")
