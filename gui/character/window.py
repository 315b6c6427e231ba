# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What every system's character window shares: saving, undo, notes, history, issues, export, conflicts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import QDockWidget, QInputDialog, QMainWindow, QMessageBox, QScrollArea

from gui.app_context import AppContext
from gui.character.export import ask_pdf_path, open_file, write_pdf
from gui.character.history import HistoryPanel
from gui.character.issues import IssuesPanel
from gui.character.operation import Operation
from gui.character.undo_commands import RevisionStack
from gui.widgets import error_dialog
from model.character_session import CharacterSession
from model.document import decode_portrait
from model.errors import ConflictError, LibraryError
from rules.engine.build import Build
from rules.engine.change import Append

NOTES_DELAY_MS = 800


class CharacterWindow(QMainWindow):
    """The sheet of one library character; every accepted edit is saved at once and undoable.

    The saving, undo, notes, export and conflict handling are the same for every system; a system's
    window implements `_make_parts` (its sheet, as `self.sheet`, and its actions) and `_install`
    (its menus). The sheet shows a build (`show_build`) and has a `notes` editor.
    """

    GEOMETRY_KEY = ""
    STATE_KEY = ""
    """Where the window's size and docks are remembered ("": `<system>_window/geometry`, `…/state`)."""
    SIDE_WIDTH = 480

    def __init__(self, context: AppContext, session: CharacterSession) -> None:
        super().__init__()
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.context, self.session = context, session
        self.open_after_export = True
        self.conflict_box: QMessageBox | None = None
        self.stack = RevisionStack(session, self.changed, self.save_failed, self)
        self.undo_action: QAction
        self.redo_action: QAction
        self._make_parts()
        self.history = HistoryPanel()
        self.issues = IssuesPanel()
        self.history_dock = self._dock("&History", "history", self.history)
        self.issues_dock = self._dock("&Issues", "issues", self.issues)
        self._lay_out()
        self._notes_timer = QTimer(self, singleShot=True, interval=NOTES_DELAY_MS)
        self._notes_timer.timeout.connect(self.commit_notes)
        self.sheet.notes.textChanged.connect(self._notes_timer.start)
        self._install()
        self.refresh()
        self._restore_geometry()
        context.library_changed.connect(self._follow_library)

    sheet: Any
    """The system's on-screen sheet (set by `_make_parts`)."""

    def _make_parts(self) -> None:
        """The system's sheet widget (`self.sheet`) and its action helpers."""
        raise NotImplementedError

    def _install(self) -> None:
        """The system's menus and the sheet's buttons."""
        raise NotImplementedError

    def _lay_out(self) -> None:
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.sheet)
        self.setCentralWidget(scroll)
        docks = [self.history_dock, self.issues_dock]
        self.resizeDocks(docks, [560, 560], Qt.Orientation.Horizontal)
        self.resizeDocks(docks, [640, 260], Qt.Orientation.Vertical)

    def _dock(self, title: str, name: str, widget: Any) -> QDockWidget:
        dock = QDockWidget(title.replace("&", ""), self)
        dock.setObjectName(f"{name}_dock")
        dock.setWidget(widget)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        return dock

    @property
    def build(self) -> Build[Any]:
        """The character's current build."""
        return self.session.built.build

    def apply(self, operation: Operation) -> bool:
        """Append an operation; refused → the rules' reasons; accepted → saved, undoable, shown."""
        if self._notes_timer.isActive():
            self.commit_notes()
        refusal = (preview := self.session.preview_change(Append(operation.events))).refusal()
        if refusal is not None:
            error_dialog.show_refusal(self, operation.label, refusal.message)
            return False
        return self.stack.push(operation.label, preview.document)

    def edit(self, label: str, before: dict[str, Any], after: dict[str, Any]) -> bool:
        """Change top-level document fields as one undoable step named `label`.

        `before` is what the caller showed; the library keeps every revision, so undo needs no
        copy of it. A change of house rules is previewed first (see `change_settings`)."""
        if "settings" in after and after["settings"] != before.get("settings"):
            self.change_settings(label, after["settings"])
            return False
        return self.stack.push(label, {**self.session.document, **after})

    def changed(self) -> None:
        """Show the session's new state and tell the other windows the library changed."""
        self.refresh()
        self.context.library_changed.emit()

    def refresh(self) -> None:
        """Show everything from the session's current build."""
        built, document = self.session.built, self.session.document
        name = document.get("name", "")
        self.sheet.show_build(name, built.build, self._portrait(document))
        if not self._notes_timer.isActive():  # never overwrite what is being typed
            self.sheet.show_notes(document.get("notes") or "")
        self.history.set_build(built.build)
        self.stack.refresh()
        self.issues.set_built(built)
        count = len(self.issues.model.rows)
        self.issues_dock.setWindowTitle(f"Issues ({count})" if count else "Issues")
        self.setWindowTitle(f"{name or 'Unnamed'} — {built.build.system.title} — Sheetwright")

    @staticmethod
    def _portrait(document: dict[str, Any]) -> bytes | None:
        try:
            return decode_portrait(document.get("portrait"))
        except ValueError:
            return None

    def commit_notes(self) -> None:
        """Save the notes editor's text as one undoable edit (called after typing pauses)."""
        self._notes_timer.stop()
        before = self.session.document.get("notes") or ""
        after = self.sheet.notes.toPlainText()
        if after != before:
            self.edit("Edit Notes", {"notes": before}, {"notes": after})

    def ask_rename(self) -> None:
        """Ask for a new name."""
        name, ok = QInputDialog.getText(
            self, "Rename Character", "&Name:", text=self.session.document.get("name", "")
        )
        if ok:
            self.rename(name)

    def rename(self, name: str) -> None:
        """Rename the character (undoable)."""
        name, before = name.strip(), self.session.document.get("name", "")
        if name and name != before:
            self.edit(f"Rename to {name}", {"name": before}, {"name": name})

    def export_pdf(self) -> bool:
        """Ask where and on which paper, then export the sheet and open it."""
        folder = str(self.context.settings.value("export_folder", str(Path.home())))
        asked = ask_pdf_path(
            self, self.session.document.get("name", ""), self.context.paper(), folder
        )
        return self.export_pdf_to(*asked) if asked else False

    def export_pdf_to(self, path: Path, paper: str) -> bool:
        """Write the sheet to a PDF file (and open it unless `open_after_export` is off)."""
        try:
            write_pdf(self.session, path, paper)
        except (LibraryError, OSError, ValueError) as error:
            error_dialog.show_error(self, "Could not export the PDF", str(error), error)
            return False
        self.context.settings.setValue("export_folder", str(path.parent))
        if self.open_after_export:
            open_file(path)
        return True

    def save_failed(self, error: LibraryError) -> None:
        """A save was refused: a conflict offers to reload; anything else is explained."""
        if not isinstance(error, ConflictError):
            error_dialog.show_error(self, "The change was not saved", error.message, error)
            return
        box = QMessageBox(QMessageBox.Icon.Warning, "Changed Elsewhere", error.message, parent=self)
        box.setInformativeText(
            "Reload shows the character as it was saved elsewhere (nothing of theirs is lost). "
            "Undo then takes back the newest change, theirs or yours."
        )
        box.setStandardButtons(QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel)
        box.button(QMessageBox.StandardButton.Ok).setText("&Reload")
        box.finished.connect(lambda result: self._conflict_answered(box, result))
        self.conflict_box = box
        box.open()

    def _conflict_answered(self, box: QMessageBox, result: int) -> None:
        self.conflict_box = None
        if box.clickedButton() is box.button(QMessageBox.StandardButton.Ok):
            self.reload()
        box.deleteLater()

    def reload(self) -> None:
        """Re-read the character from the library (undo then takes back its newest change)."""
        try:
            self.session.reload()
        except LibraryError as error:
            error_dialog.show_error(self, "Could not reload the character", error.message, error)
            return
        self.refresh()

    def _follow_library(self) -> None:
        """Pick up a change made elsewhere (renamed in the library, a pack edited) before it conflicts."""
        try:
            stored = self.context.library.get_character(self.session.record.id)
        except LibraryError:
            return  # trashed or unreachable: the next edit says so in plain words
        if stored.version != self.session.record.version and self.conflict_box is None:
            self.reload()
            self.statusBar().showMessage("Updated with changes made elsewhere.", 5000)
        self.review_banner.check(self.session.record)

    def _settings_key(self, kind: str) -> str:
        chosen = self.GEOMETRY_KEY if kind == "geometry" else self.STATE_KEY
        return chosen or f"{self.session.record.system}_window/{kind}"

    def _restore_geometry(self) -> None:
        geometry = self.context.settings.value(self._settings_key("geometry"))
        if isinstance(geometry, QByteArray) and self.restoreGeometry(geometry):
            self.restoreState(
                self.context.settings.value(self._settings_key("state"), QByteArray())
            )
        else:
            self.resize(self.sheet.sizeHint().width() + self.SIDE_WIDTH, 900)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Save pending notes and remember the geometry."""
        self.commit_notes()
        self.context.settings.setValue(self._settings_key("geometry"), self.saveGeometry())
        self.context.settings.setValue(self._settings_key("state"), self.saveState())
        super().closeEvent(event)
