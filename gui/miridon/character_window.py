# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A Miridon character's window: the sheet, GM awards, spending, dual-class, editors, history,
issues, undo/redo and autosave — the Gravedust window's saving, undo and conflict handling reused."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QUndoStack
from PySide6.QtWidgets import QMainWindow, QMessageBox

from gui.app_context import AppContext
from gui.character_history import HistoryPanel
from gui.character_issues import IssuesPanel
from gui.character_window import NOTES_DELAY_MS, CharacterWindow
from gui.miridon.sheet_view import MiridonSheetView
from gui.miridon.window_actions import MiridonActions
from gui.miridon.window_menus import build_menus, connect_sheet
from model.character_session import CharacterSession

GEOMETRY_KEY = "miridon_window/geometry"
STATE_KEY = "miridon_window/state"
NO_PDF = "No printed Miridon sheet yet"


class MiridonWindow(CharacterWindow):
    """The sheet of one Miridon library character; every accepted edit is saved at once and undoable."""

    refreshed = Signal()
    """The window shows a new state of the character (after an edit, undo, redo or reload)."""

    def __init__(self, context: AppContext, session: CharacterSession) -> None:
        # The Gravedust window's constructor builds Gravedust widgets; this one builds Miridon's and
        # inherits the system-agnostic rest (apply, undo, notes, rename, export, conflicts).
        QMainWindow.__init__(self)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.context, self.session = context, session
        self.open_after_export = True
        self.conflict_box: QMessageBox | None = None
        self.stack = QUndoStack(self)
        self.undo_action: QAction
        self.redo_action: QAction
        self.pdf_action: QAction
        self.commands = MiridonActions(self)
        self.sheet = MiridonSheetView()  # type: ignore[assignment]
        self.history = HistoryPanel()
        self.issues = IssuesPanel()
        self.history_dock = self._dock("&History", "history", self.history)
        self.issues_dock = self._dock("&Issues", "issues", self.issues)
        self._lay_out()
        self._notes_timer = QTimer(self, singleShot=True, interval=NOTES_DELAY_MS)
        self._notes_timer.timeout.connect(self.commit_notes)
        self.sheet.notes.textChanged.connect(self._notes_timer.start)
        build_menus(self)
        connect_sheet(self)
        self.refresh()
        self._restore_geometry()
        context.library_changed.connect(self._follow_library)

    def refresh(self) -> None:
        """Show everything from the session's current build and tell open dialogs."""
        super().refresh()
        self.refreshed.emit()

    @staticmethod
    def pdf_unavailable() -> str:
        """Why the sheet cannot be printed ("" when it can)."""
        from model.pdf.sheet_book import LAYOUTS

        return "" if "miridon" in LAYOUTS else NO_PDF

    def _restore_geometry(self) -> None:
        geometry = self.context.settings.value(GEOMETRY_KEY)
        if isinstance(geometry, QByteArray) and self.restoreGeometry(geometry):
            self.restoreState(self.context.settings.value(STATE_KEY, QByteArray()))
        else:
            self.resize(self.sheet.sizeHint().width() + 520, 900)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Save pending notes and remember the geometry."""
        self.commit_notes()
        self.context.settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self.context.settings.setValue(STATE_KEY, self.saveState())
        QMainWindow.closeEvent(self, event)
