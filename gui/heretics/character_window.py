# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A Glorious Heretics character's window: the sheet, abilities (the designer's panel), resources,
Spend Exp, Award Exp, house rules, cards PDF — with the shared history, issues, undo/redo,
autosave and conflict handling of the base window."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QDockWidget, QScrollArea, QWidget

from gui.character.window import CharacterWindow
from gui.heretics.abilities_panel import AbilitiesPanel
from gui.heretics.award_dialog import AwardExpDialog
from gui.heretics.resources_panel import ResourcesPanel
from gui.heretics.sheet_view import HereticsSheetView
from gui.heretics.spend_dialog import SpendDialog
from gui.heretics.window_menus import build_menus
from gui.widgets.popups import open_dialog


class HereticsWindow(CharacterWindow):
    """The sheet of one Heretics library character; every accepted edit is saved at once and undoable."""

    refreshed = Signal()
    """The window shows a new state of the character (after an edit, undo, redo or reload)."""

    GEOMETRY_KEY = "heretics_window/geometry"
    STATE_KEY = "heretics_window/state"
    SIDE_WIDTH = 1100

    def _make_parts(self) -> None:
        """The Heretics sheet, the abilities panel and the resources panel."""
        self.pdf_action: QAction
        self.sheet = HereticsSheetView()
        self.abilities = AbilitiesPanel(self.session, self.apply, None)
        self.resources = ResourcesPanel(lambda: self.build, self.apply)
        self.dialog: QDialog | None = None

    def _install(self) -> None:
        """Dock the abilities and resources; the menus and tool bar."""
        self.resources_dock = self._dock("&Resources", "resources", _scrolled(self.resources))
        self.tabifyDockWidget(self.history_dock, self.resources_dock)
        self.resources_dock.raise_()
        self.abilities_dock = self._dock("&Abilities", "abilities", self.abilities)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.abilities_dock)
        width = self.fontMetrics().averageCharWidth() * 90
        self.abilities.setMinimumWidth(width)
        self.resizeDocks([self.abilities_dock], [width], Qt.Orientation.Horizontal)
        build_menus(self)

    def side_docks(self) -> list[QDockWidget]:
        """Every dock, for the View menu."""
        return [
            self.abilities_dock, self.resources_dock, self.history_dock, self.issues_dock,
            self.table_dock,
        ]  # fmt: skip

    def refresh(self) -> None:
        """Show everything from the session's current build and tell open dialogs."""
        super().refresh()
        if hasattr(self, "resources_dock"):
            self.resources.refresh()
            self.abilities.refresh()
        self.refreshed.emit()

    def _with_undo(self, dialog: QDialog) -> QDialog:
        dialog.addAction(self.undo_action)  # Ctrl+Z works inside the dialog too
        dialog.addAction(self.redo_action)
        self.dialog = dialog
        return open_dialog(dialog)

    def spend_exp(self, tab: str = "skills") -> SpendDialog:
        """Spend Exp on skills, abilities, feats and hit points; each purchase is undoable."""
        dialog = SpendDialog(self.session, self.apply, self.refreshed, self)
        dialog.show_tab(tab)
        self._with_undo(dialog)
        return dialog

    def award_exp(self) -> AwardExpDialog:
        """The GM awards Exp with a note."""
        dialog = AwardExpDialog(self)
        dialog.accepted.connect(lambda: self.apply(dialog.operation()))
        self._with_undo(dialog)
        return dialog


def _scrolled(widget: QWidget) -> QScrollArea:
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setWidget(widget)
    return scroll
