# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A Lyrian character's window: the sheet, the session view and the class browser, with the shared
history, issues, undo/redo, autosave and conflict handling."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QScrollArea

from gui.character_undo import add_undo_actions
from gui.character_window import CharacterWindow
from gui.lyrian.class_browser import ClassBrowser
from gui.lyrian.session_view import SessionView
from gui.lyrian.sheet_view import LyrianSheetView


class LyrianWindow(CharacterWindow):
    """The sheet of one Lyrian library character; every accepted edit is saved at once and undoable."""

    refreshed = Signal()
    """The window shows a new state of the character (after an edit, undo, redo or reload)."""

    GEOMETRY_KEY = "lyrian_window/geometry"
    STATE_KEY = "lyrian_window/state"
    SIDE_WIDTH = 560

    def _make_parts(self) -> None:
        """The Lyrian sheet, the session view and the class browser (docked)."""
        self.sheet = LyrianSheetView()
        self.session_view = SessionView(self)
        self.class_browser = ClassBrowser(self.apply)

    def _install(self) -> None:
        """Dock the session view and class browser; the menus."""
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.session_view)
        scroll.setMinimumWidth(self.fontMetrics().averageCharWidth() * 48)
        self.session_dock = self._dock("&Session", "session", scroll)
        self.classes_dock = self._dock("&Classes", "classes", self.class_browser)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.session_dock)
        self.tabifyDockWidget(self.history_dock, self.classes_dock)
        self.history_dock.raise_()
        bar = self.menuBar()
        file = bar.addMenu("&File")
        file.addAction("&Export PDF…", QKeySequence("Ctrl+E"), self.export_pdf)
        file.addSeparator()
        file.addAction("&Close", QKeySequence(QKeySequence.StandardKey.Close), self.close)
        edit = bar.addMenu("&Edit")
        self.undo_action, self.redo_action = add_undo_actions(edit, self.stack, self)
        edit.addSeparator()
        edit.addAction("Re&name…", QKeySequence("F2"), self.ask_rename)
        view = bar.addMenu("&View")
        for dock in (self.session_dock, self.classes_dock, self.history_dock, self.issues_dock):
            view.addAction(dock.toggleViewAction())

    def refresh(self) -> None:
        """Show everything from the session's current build."""
        super().refresh()
        if hasattr(self, "session_dock"):
            self.session_view.refresh()
            self.class_browser.set_build(self.build)
        self.refreshed.emit()
