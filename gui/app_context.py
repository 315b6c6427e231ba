# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What every window is given: the library (opened on first use), settings, and window openers."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QWizard

    from model.library import Library

# The model (SQLAlchemy, the rules) is imported on first use, so the first window paints quickly.


class AppContext(QObject):
    """Shared by the windows of one application run; passed to each in its constructor."""

    library_changed = Signal()
    """Characters, campaigns or packs were added, changed or removed."""
    content_changed = Signal(str, str)
    """A homebrew pack (system id, pack id) was added, saved, switched on or off, or deleted;
    emitted before `library_changed`, so open characters are rebuilt from it first."""

    def __init__(self, settings: QSettings, database_url: str | None = None) -> None:
        super().__init__()
        self.settings = settings
        self._database_url = database_url
        self._library: Library | None = None
        self._opening = threading.Lock()  # the library window opens it on a worker thread
        self._open: dict[str, QWidget] = {}
        self._editor: QWidget | None = None

    @property
    def library(self) -> Library:
        """The user's library, opened (and migrated) on first use, on whichever thread asks first
        (the others wait for it)."""
        with self._opening:
            if self._library is None:
                from model.database import open_engine
                from model.library import Library

                self._library = Library(open_engine(self._database_url))
            return self._library

    @property
    def library_opened(self) -> bool:
        """Whether the library has been opened already (by this run, on any thread)."""
        return self._library is not None

    @property
    def database_url(self) -> str:
        """The database this run uses (the default SQLite file when none was configured)."""
        if self._database_url:
            return self._database_url
        from model.data_paths import database_url

        return database_url()

    def use_database(self, url: str | None) -> None:
        """Switch to another database (from the settings dialog); windows reload from it."""
        with self._opening:
            if self._library is not None:
                self._library.engine.dispose()
            self._database_url = url
            self._library = None
        self.library_changed.emit()

    def open_character(self, character_id: str, parent: QWidget | None = None) -> QWidget | None:
        """Show the character's window (raising it if it is already open)."""
        from model.character_session import CharacterSession
        from rules.systems import SystemUnavailable, load_part

        window = self._open.get(character_id)
        if window is None:
            try:
                session = CharacterSession(self.library, character_id)
                window_class: Callable[..., QWidget] = load_part(session.record.system, "window")
            except SystemUnavailable as error:
                _cannot_open(parent, error.message)
                return None
            window = window_class(self, session)
            self._open[character_id] = window
            window.destroyed.connect(lambda *_: self._open.pop(character_id, None))
        window.show()
        window.raise_()
        window.activateWindow()
        self.remember_recent(character_id)
        return window

    def new_character(self, system: str, parent: QWidget | None = None) -> QWizard | None:
        """Run the creation wizard of a system (returned); the new character opens when it finishes."""
        from rules.systems import SystemUnavailable, load_part

        try:
            wizard_class: Callable[..., QWizard] = load_part(system, "wizard")
        except SystemUnavailable as error:
            _cannot_open(parent, error.message)
            return None
        wizard = wizard_class(self, parent)
        wizard.created.connect(lambda character_id: self._created(character_id, parent))
        wizard.finished.connect(wizard.deleteLater)
        wizard.open()
        return wizard

    def _created(self, character_id: str, parent: QWidget | None) -> None:
        self.library_changed.emit()
        self.open_character(character_id, parent)

    def open_content_editor(
        self, parent: QWidget | None = None, system: str | None = None, kind: str | None = None
    ) -> None:
        """Show the homebrew content editor (one per application), on a system's content kind if given."""
        from gui.content_editor.editor_window import ContentEditorWindow

        if self._editor is None:
            self._editor = ContentEditorWindow(self)
            self._editor.destroyed.connect(lambda *_: setattr(self, "_editor", None))
        if system is not None:
            self._editor.show_kind(system, kind)
        self._editor.show()
        self._editor.raise_()
        self._editor.activateWindow()

    def open_settings(self, parent: QWidget | None = None) -> None:
        """Show the settings dialog."""
        from gui.settings.dialog import SettingsDialog

        SettingsDialog(self, parent).exec()

    def remember_recent(self, character_id: str) -> None:
        """Put a character first in the File ▸ Recent list (at most 8)."""
        recent = [c for c in self.recent() if c != character_id]
        self.settings.setValue("recent", [character_id, *recent][:8])

    def recent(self) -> list[str]:
        """Recently opened character ids, newest first."""
        value: Any = self.settings.value("recent", [])
        return (
            [str(v) for v in value] if isinstance(value, list) else ([str(value)] if value else [])
        )

    def paper(self) -> str:
        """The preferred paper size for PDF sheets: a4 or letter."""
        value = str(self.settings.value("paper", "a4"))
        return value if value in ("a4", "letter") else "a4"


def _cannot_open(parent: QWidget | None, why: str) -> None:
    from gui.widgets.error_dialog import show_error

    show_error(
        parent,
        "This game system is not available",
        f"Sheetwright cannot show it: {why}. The characters stay safe in the library.",
    )
