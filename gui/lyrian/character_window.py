# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A Lyrian character's window: the sheet, the session view and the class browser, with the shared
history, issues, undo/redo, autosave and conflict handling."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QScrollArea, QWidget

from gui.character.undo_actions import add_undo_actions
from gui.character.window import CharacterWindow
from gui.lyrian.class_browser import ClassBrowser
from gui.lyrian.equipment_panel import EquipmentPanel
from gui.lyrian.example_pack import EXAMPLE_PACK_ID
from gui.lyrian.injury_dialog import InjuryDialog
from gui.lyrian.property_panel import PropertyPanel
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
        self.class_browser = ClassBrowser(
            self.apply,
            open_editor=lambda: self.context.open_content_editor(self, "lyrian", "class"),
            use_examples=lambda: self.use_pack(EXAMPLE_PACK_ID),
        )
        self.class_browser.notice.without_mnemonics()  # the window's letters are all taken
        self.equipment = EquipmentPanel(self)
        self.property_panel = PropertyPanel(self)
        self.injury_dialog: InjuryDialog | None = None

    def _install(self) -> None:
        """Dock the session view and class browser; the menus."""
        scroll = _scrolled(self.session_view)
        scroll.setMinimumWidth(self.fontMetrics().averageCharWidth() * 48)
        self.session_dock = self._dock("&Session", "session", scroll)
        self.classes_dock = self._dock("&Classes", "classes", self.class_browser)
        shop = _scrolled(self.equipment)
        shop.setMinimumWidth(
            self.equipment.minimumSizeHint().width() + shop.verticalScrollBar().sizeHint().width()
        )
        self.equipment_dock = self._dock("E&quipment", "equipment", shop)
        owned = _scrolled(self.property_panel)
        owned.setMinimumWidth(
            self.property_panel.minimumSizeHint().width()
            + owned.verticalScrollBar().sizeHint().width()
        )
        self.property_dock = self._dock("&Property", "property", owned)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.session_dock)
        self.tabifyDockWidget(self.session_dock, self.equipment_dock)
        self.tabifyDockWidget(self.equipment_dock, self.property_dock)
        self.session_dock.raise_()
        self.tabifyDockWidget(self.history_dock, self.classes_dock)
        self.history_dock.raise_()
        bar = self.menuBar()
        file = bar.addMenu("&File")
        self.add_export_actions(file)
        file.addSeparator()
        file.addAction("&Close", QKeySequence(QKeySequence.StandardKey.Close), self.close)
        edit = bar.addMenu("&Edit")
        self.undo_action, self.redo_action = add_undo_actions(edit, self.stack, self)
        edit.addSeparator()
        edit.addAction("Re&name…", QKeySequence("F2"), self.ask_rename)
        character = bar.addMenu("&Character")
        character.addAction("Record &Injury…", QKeySequence("Ctrl+I"), self.record_injury)
        character.addSeparator()
        self.add_house_rules_action(character)
        self.add_portrait_action(character)
        self.add_packs_action(character)
        character.addAction(self.revisions_action)
        view = bar.addMenu("&View")
        docks = (self.session_dock, self.equipment_dock, self.property_dock, self.classes_dock)
        for dock in (*docks, self.history_dock, self.issues_dock, self.table_dock):
            view.addAction(dock.toggleViewAction())

    def record_injury(self) -> InjuryDialog:
        """Open the injury dialog (roll or enter the d10); recorded when confirmed."""
        dialog = InjuryDialog(self.build.content, self)
        dialog.accepted.connect(lambda: self.apply(dialog.operation()))
        dialog.finished.connect(dialog.deleteLater)
        self.injury_dialog = dialog
        dialog.open()
        return dialog

    def refresh(self) -> None:
        """Show everything from the session's current build."""
        super().refresh()
        if hasattr(self, "session_dock"):
            self.session_view.refresh()
            self.class_browser.set_build(self.build)
            self.equipment.refresh()
            self.property_panel.refresh()
        self.refreshed.emit()


def _scrolled(widget: QWidget) -> QScrollArea:
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setWidget(widget)
    return scroll
