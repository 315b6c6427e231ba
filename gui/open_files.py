# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Opening `.sheetwright.json` files handed to the app (double-click in the file manager)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent
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
    if not paths:  # the usual start: no SQLAlchemy on the UI thread before the rows are in
        return []
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
    from gui.widgets.error_dialog import show_error

    show_error(parent, "Could not open the file", f"{path.name} was not opened: {why}")


def watch_file_open_events(app: QObject, open_path: Callable[[str], None]) -> QObject | None:
    """On macOS, open the files Finder hands to the running app (the only system that sends
    them as events); elsewhere nothing is watched, and no event passes through Python."""
    if sys.platform != "darwin":
        return None
    watcher = FileOpenEvents(app, open_path)
    app.installEventFilter(watcher)
    return watcher


class FileOpenEvents(QObject):
    """macOS hands files opened from Finder to the running app as events, not as arguments."""

    def __init__(self, parent: QObject, open_path: Callable[[str], None]) -> None:
        super().__init__(parent)
        self._open_path = open_path

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Open the file of a FileOpen event; let every other event through."""
        opened = event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent)
        if opened and event.file():  # type: ignore[attr-defined]
            self._open_path(event.file())  # type: ignore[attr-defined]
            return True
        return False


def set_windows_app_id() -> None:
    """On Windows, group the app's windows with its Start-menu shortcut (AppUserModelID)."""
    if sys.platform == "win32":
        import ctypes

        from gui.app_identity import APP_ID

        ctypes.windll.shell32.SetCurrentProcessExplicitAppUserModelID(APP_ID)
