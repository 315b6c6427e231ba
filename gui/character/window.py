# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What every system's character window shares: saving, undo, notes, history, issues, export, conflicts."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QInputDialog,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)
from sqlalchemy.exc import SQLAlchemyError

from gui.app_context import AppContext
from gui.character.campaign_banner import CampaignBanner
from gui.character.export import (
    EXPORTS,
    Kind,
    ask_pdf_path,
    missing_box,
    open_file,
    saved_message,
    write_pdf,
)
from gui.character.history import HistoryPanel
from gui.character.history_actions import HistoryActions
from gui.character.house_rules_dialog import HouseRulesDialog, settings_preview
from gui.character.issues import IssuesPanel
from gui.character.operation import Operation
from gui.character.packs_dialog import PacksDialog
from gui.character.portrait_action import ask_portrait
from gui.character.read_only import offer_changes
from gui.character.review_banner import ReviewBanner
from gui.character.revisions_dialog import RevisionsDialog
from gui.character.table_rules import TableRulesPanel
from gui.character.undo_commands import RevisionStack
from gui.character.unsaved import UnsavedBanner, ask_copy_path, close_question
from gui.character.window_fit import WindowFit
from gui.widgets import error_dialog
from gui.widgets.diff_view import DiffDialog
from gui.widgets.popups import open_dialog
from model.character_session import CharacterSession
from model.content_review import accept_review
from model.document import decode_portrait
from model.errors import ConflictError, LibraryError, SaveFailed
from rules.engine.build import Build
from rules.engine.change import Append, Change, HistoryError

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

    from model.records import CharacterRecord

NOTES_DELAY_MS = 800
NO_HOUSE_RULES_TIP = "This game has no house rules"
NO_HOUSE_RULES_TEXT = "&House Rules (none in this game)"


class CharacterWindow(QMainWindow):
    """The sheet of one library character; every accepted edit is saved at once and undoable.

    Each edit is a revision in the library, named by its label; Edit ▸ Undo and Redo (`stack`)
    step through them, so they also take back what was done before the window was opened.
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
        self.stack = RevisionStack(
            session, self.changed, self.save_failed, self, kept=self.change_kept
        )
        self.stack.saved.connect(self._unsaved_saved)
        self.unsaved_banner = UnsavedBanner(self.stack.retry, self.save_copy)
        self.close_box: QMessageBox | None = None
        self._discarding = False
        self.undo_action: QAction
        self.redo_action: QAction
        self.revisions_action = QAction("Re&visions…", self)
        self.revisions_action.triggered.connect(self.show_revisions)
        self.preview: DiffDialog | None = None
        self.revisions: RevisionsDialog | None = None
        self.review_banner = ReviewBanner(session.library, self.accept_review)
        self.campaign_banner = CampaignBanner(session.library)
        self._make_parts()
        self.history = HistoryPanel()
        self.history_actions = HistoryActions(self)
        self.issues = IssuesPanel()
        self.history_dock = self._dock("&History", "history", self.history)
        self.issues_dock = self._dock("&Issues", "issues", self.issues)
        self.table_rules = TableRulesPanel()
        self.table_dock = self._dock("At the &Table", "table_rules", self.table_rules)
        self.tabifyDockWidget(self.issues_dock, self.table_dock)
        self.issues_dock.raise_()
        self._lay_out()
        self._notes_timer = QTimer(self, singleShot=True, interval=NOTES_DELAY_MS)
        self._notes_timer.timeout.connect(self.commit_notes)
        self.sheet.notes.textChanged.connect(self._notes_timer.start)
        self.stack.stepping.connect(self._save_typing)
        self._install()
        self.refresh()
        self.review_banner.check(session.document)
        self._check_campaign(session.record)
        self.fit = WindowFit(self)
        self.fit.restore()
        context.library_changed.connect(self._follow_library)
        context.content_changed.connect(self.follow_content)

    sheet: Any
    """The system's on-screen sheet (set by `_make_parts`)."""
    pdf_action: QAction
    """File ▸ Export PDF Sheet… (set by `add_export_actions`)."""

    def _make_parts(self) -> None:
        """The system's sheet widget (`self.sheet`) and its action helpers."""
        raise NotImplementedError

    def _install(self) -> None:
        """The system's menus and the sheet's buttons."""
        raise NotImplementedError

    def _lay_out(self) -> None:
        scroll = self.sheet_scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.sheet)
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.unsaved_banner)
        column.addWidget(self.review_banner)
        column.addWidget(self.campaign_banner)
        column.addWidget(scroll, 1)
        self.setCentralWidget(central)
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
        return self.change_history(Append(operation.events), operation.label)

    def change_history(self, change: Change, label: str, keep_errors: bool = False) -> bool:
        """Edit, remove, insert or move events as one undoable step named `label`; a change that
        adds errors is refused (the rules' reasons shown) unless `keep_errors`."""
        self._save_typing()
        try:
            preview = self.session.preview_change(change)
        except HistoryError as error:
            error_dialog.show_error(self, "The change cannot be made", str(error))
            return False
        refusal = preview.refusal()
        if refusal is not None and not keep_errors:
            error_dialog.show_refusal(self, label, refusal.message)
            return False
        return self.stack.push_built(label, preview.built)

    def edit(self, label: str, before: dict[str, Any], after: dict[str, Any]) -> bool:
        """Change top-level document fields as one undoable step named `label`.

        `before` is what the caller showed; the library keeps every revision, so undo needs no
        copy of it. A change of house rules is previewed first (see `change_settings`)."""
        if "settings" in after and after["settings"] != before.get("settings"):
            self.change_settings(label, after["settings"])
            return False
        return self.stack.push(label, {**self.session.document, **after})

    def change_settings(self, label: str, settings: dict[str, Any]) -> DiffDialog:
        """Preview new house rules (what they do to the sheet); Apply saves them as one step."""
        before = self.session.document.get("settings") or {}
        document = {**self.session.document, "settings": settings}
        _built, diff = self.session.preview_document(document)
        model = self.build.system.settings
        dialog = settings_preview(self, model, (before, settings), diff)
        version = self.session.record.version
        dialog.accepted.connect(
            lambda: self.unchanged_since(version) and self.stack.push(label, document)
        )
        self.preview = dialog
        open_dialog(dialog)
        return dialog

    def add_house_rules_action(self, menu: QMenu, shortcut: str | None = "Ctrl+Shift+H") -> QAction:
        """Character ▸ House Rules… (disabled, the reason in its text, when the game has none)."""
        action = menu.addAction("&House Rules…", self.house_rules)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        if not self.build.system.settings.model_fields:
            action.setText(NO_HOUSE_RULES_TEXT)  # readable without hovering
            action.setEnabled(False)
            action.setToolTip(NO_HOUSE_RULES_TIP)
            action.setStatusTip(NO_HOUSE_RULES_TIP)
            menu.setToolTipsVisible(True)
        self.house_rules_action = action
        return action

    def add_portrait_action(self, menu: QMenu) -> QAction:
        """Character ▸ Change Portrait…: choose a picture or remove it, kept as one undoable step."""
        action = menu.addAction("Change &Portrait…", lambda: ask_portrait(self))
        action.setStatusTip("The picture printed on the sheet: a PNG or JPEG of at most 2 MB")
        return action

    def add_packs_action(self, menu: QMenu) -> QAction:
        """Character ▸ Content Packs…: the packs the character uses, and using another one."""
        action = menu.addAction("Content Pac&ks…", self.show_packs)
        action.setStatusTip("Races, classes, gear and more from example and homebrew packs")
        return action

    def show_packs(self) -> PacksDialog:
        """The packs of this game, marked in use or not; using one is previewed, then undoable."""
        dialog = PacksDialog(self)
        dialog.addActions([self.undo_action, self.redo_action])
        self.packs_dialog = dialog
        open_dialog(dialog)
        return dialog

    def use_pack(self, pack_id: str) -> DiffDialog | None:
        """Content Packs… on one pack with its preview open (from a notice's button)."""
        dialog = self.show_packs()
        return dialog.use_current() if dialog.select(pack_id) else None

    def house_rules(self) -> HouseRulesDialog:
        """This character's house rules; OK previews what they change, Apply keeps them (undoable)."""
        before = dict(self.session.document.get("settings") or {})
        dialog = HouseRulesDialog(
            self.build.system.settings, before, "House Rules", self, self._campaign_rules()
        )
        dialog.accepted.connect(lambda: self._set_settings(before, dialog.values()))
        dialog.addAction(self.undo_action)  # Ctrl+Z works inside the dialog too
        dialog.addAction(self.redo_action)
        self.house_rules_dialog = dialog
        open_dialog(dialog)
        return dialog

    def _campaign_rules(self) -> tuple[str, dict[str, Any]] | None:
        """The campaign's name and the value of each house rule there, for a character in one."""
        campaign_id = self.session.record.campaign_id
        if campaign_id is None:
            return None
        from model.campaign_rules import effective

        try:
            campaign = self.context.library.get_campaign(campaign_id)
            rules = self.context.library.campaign_house_rules(campaign_id)
        except LibraryError:
            return None
        system = self.session.record.system
        return campaign.name, effective(system, rules.get(system, {}))

    def _set_settings(self, before: dict[str, Any], after: dict[str, Any]) -> None:
        if after != before:
            self.edit("Change House Rules", {"settings": before}, {"settings": after})

    def unchanged_since(self, version: int) -> bool:
        """Whether the character is still as a preview showed it (else nothing is made of it)."""
        if self.session.record.version == version:
            return True
        error_dialog.show_error(
            self,
            "The character changed",
            "The character changed while the preview was open, so nothing was changed. "
            "Make the change once more to see what it does now.",
        )
        return False

    def show_revisions(self) -> RevisionsDialog:
        """Character ▸ Revisions…: every saved version; restoring one is an undoable change."""
        if self.revisions is None:
            self.revisions = RevisionsDialog(self.session, self.stack, self)
            self.revisions.finished.connect(lambda _: setattr(self, "revisions", None))
            self.revisions.addActions([self.undo_action, self.redo_action])  # Ctrl+Z there too
            open_dialog(self.revisions)
        self.revisions.raise_()
        return self.revisions

    def accept_review(self) -> bool:
        """Build the character from the newer rules and packs (one step, which undo takes back)."""
        library = self.session.library
        return self.stack.run(lambda id_, version: accept_review(library, id_, version))

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
        self.table_rules.set_build(built.build)
        count = len(self.issues.model.rows)
        self.issues_dock.setWindowTitle(f"Issues ({count})" if count else "Issues")
        self.setWindowTitle(f"{name or 'Unnamed'} — {built.build.system.title} — Sheetwright")

    @staticmethod
    def _portrait(document: dict[str, Any]) -> bytes | None:
        try:
            return decode_portrait(document.get("portrait"))
        except ValueError:
            return None

    def _save_typing(self) -> None:
        if self._notes_timer.isActive():
            self.commit_notes()

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

    def add_export_actions(self, menu: QMenu, *, cards_first: bool = False) -> None:
        """Every export and print in a File menu, then Save a Copy As…; Ctrl+E exports the system's
        usual PDF (the cards when `cards_first`, else the sheet), Ctrl+P prints the sheet."""
        menu.setToolTipsVisible(True)
        sheet = self._export_action(
            "Export PDF &Sheet…", self.export_pdf, "The whole character sheet as a PDF file"
        )
        cards = self._export_action(
            "Export C&ards…", self.export_cards, "Card-sized sections, 63 × 88 mm, nine to a page"
        )
        ledger = self._export_action(
            "Export Session &Ledger…",
            self.export_ledger,
            "The sheet followed by every award and spend of the character's sessions",
        )
        (cards if cards_first else sheet).setShortcut(QKeySequence("Ctrl+E"))
        self.pdf_action = sheet
        menu.addActions([cards, sheet] if cards_first else [sheet, cards])
        menu.addAction(ledger)
        menu.addSeparator()
        printing = self._export_action("&Print…", self.print_sheet, "Print the character sheet")
        printing.setShortcut(QKeySequence(QKeySequence.StandardKey.Print))
        menu.addAction(printing)
        menu.addAction(self._export_action("Print Car&ds…", self.print_cards, "Print the cards"))
        menu.addSeparator()
        tip = "The character as shown, unsaved changes too, as a .sheetwright.json file"
        menu.addAction(self._export_action("Sa&ve a Copy As…", self.save_copy, tip))

    def _export_action(self, text: str, slot: Callable[[], object], tip: str) -> QAction:
        action = QAction(text, self)
        action.setToolTip(tip)
        action.triggered.connect(lambda: slot())
        return action

    def export_pdf(self) -> bool:
        """File ▸ Export PDF Sheet…: ask where and on which paper, write the sheet, open it."""
        return self.export("sheet")

    def export_cards(self) -> bool:
        """File ▸ Export Cards…: the cards, 63 × 88 mm, nine to a page."""
        return self.export("cards")

    def export_ledger(self) -> bool:
        """File ▸ Export Session Ledger…: the sheet and the pages of the ledger."""
        return self.export("ledger")

    def export(self, kind: Kind) -> bool:
        """Ask where and on which paper (the folder remembered), then export and open the PDF."""
        folder = str(self.context.settings.value("export_folder", str(Path.home())))
        name = self.session.document.get("name", "")
        asked = ask_pdf_path(self, kind, name, self.context.paper(), folder)
        return self.export_to(kind, *asked) if asked else False

    def export_pdf_to(self, path: Path, paper: str) -> bool:
        """Write the sheet to a PDF file (and open it unless `open_after_export` is off)."""
        return self.export_to("sheet", path, paper)

    def export_cards_to(self, path: Path, paper: str) -> bool:
        """Write the cards to a PDF file (and open it unless `open_after_export` is off)."""
        return self.export_to("cards", path, paper)

    def export_ledger_to(self, path: Path, paper: str) -> bool:
        """Write the sheet with its session ledger to a PDF file (and open it, likewise)."""
        return self.export_to("ledger", path, paper)

    def export_to(self, kind: Kind, path: Path, paper: str) -> bool:
        """Write the character's PDF of this kind; a failure is explained, never raised."""
        try:
            missing = write_pdf(self.session, path, paper, kind)
        except (LibraryError, OSError, ValueError) as error:
            error_dialog.show_error(self, EXPORTS[kind].failure, str(error), error)
            return False
        self.context.settings.setValue("export_folder", str(path.parent))
        shown = open_file(path) if self.open_after_export else True
        self.statusBar().showMessage(saved_message(kind, path, shown, missing))  # until the next
        if missing:
            missing_box(self, kind, missing)  # not blocking: the PDF is written and opened
        return True

    def print_sheet(self) -> QDialog:
        """File ▸ Print…: the print dialog for the sheet."""
        return self.print_kind("sheet")

    def print_cards(self) -> QDialog:
        """File ▸ Print Cards…: the print dialog for the cards."""
        return self.print_kind("cards")

    def print_kind(self, kind: Kind) -> QDialog:
        """Open the print dialog; once accepted, print on the printer (or file) it chose."""
        from gui.character.print_sheet import PrintDialog

        dialog = PrintDialog(
            self, kind, self.session.document.get("name", ""), self.context.paper()
        )
        dialog.accepted.connect(lambda *_: self.print_to(dialog.printer(), kind))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        QDialog.open(dialog)  # window-modal; QPrintDialog's own open() wants a receiver
        return dialog

    def print_to(self, printer: QPrinter, kind: Kind = "sheet") -> bool:
        """Print the sheet or cards on a printer set up by the print dialog (or by a test)."""
        from gui.character.print_sheet import PrintError, print_history

        try:
            printed = print_history(self.session, kind, printer, self.context.paper())
        except (PrintError, LibraryError, OSError, ValueError) as error:
            error_dialog.show_error(self, "Could not print", str(error), error)
            return False
        message = f"Printed to {printed}." if printed else "Sent to the printer."
        self.statusBar().showMessage(message, 5000)
        return True

    def save_copy(self, path: Path | None = None) -> Path | None:
        """File ▸ Save a Copy As…: the character as shown (unsaved changes too) to a file that
        `check` reads and Import takes back; asked for where when no `path` is given."""
        from model.transfer import export_json

        folder = str(self.context.settings.value("export_folder", str(Path.home())))
        path = path or ask_copy_path(self, self.session.document.get("name", ""), folder)
        if path is None:
            return None
        try:
            export_json(self.session.document, path)
        except (SaveFailed, OSError) as error:
            error_dialog.show_error(self, "Could not save a copy", str(error), error)
            return None
        self.context.settings.setValue("export_folder", str(path.parent))
        self.statusBar().showMessage(f"Saved a copy of the character to {path}.")
        return path

    def change_kept(self, error: Exception) -> None:
        """The library could not be reached: the change is kept and shown, the banner says so."""
        self.refresh()
        self.unsaved_banner.tell(self.session.unsaved, error)

    def _unsaved_saved(self) -> None:
        if self.unsaved_banner.isVisible():
            self.statusBar().showMessage("The library is back: your changes are saved.", 8000)
        self.unsaved_banner.saved()

    def save_failed(self, error: Exception) -> None:
        """A save was refused: a conflict offers to reload; anything else is explained."""
        if error_dialog.library_unreachable(error):
            error_dialog.show_error(
                self,
                "The change was not made",
                "The library cannot be reached, so nothing was changed. Try again once it is back.",
                error,
            )
            return
        if not isinstance(error, LibraryError):
            raise error
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
        if self.session.unsaved:
            return  # a reload would drop the unsaved change; the banner's retry saves it
        try:
            stored = self.context.library.get_character(self.session.record.id)
        except (LibraryError, SQLAlchemyError, OSError):
            return  # trashed or unreachable: the next edit says so in plain words
        if stored.version != self.session.record.version and self.conflict_box is None:
            self.reload()
            self.statusBar().showMessage("Updated with changes made elsewhere.", 5000)
        self.review_banner.check(self.session.document)
        self._check_campaign(stored)

    def _check_campaign(self, record: CharacterRecord) -> None:
        """The campaign bar (own house rules, and why the character is read-only here); every
        command that changes the character greyed while it may only be read."""
        self.campaign_banner.check(record, self.session.document)
        offer_changes(self, self.campaign_banner.read_only is None)

    def follow_content(self, system_id: str, pack_id: str) -> None:
        """A homebrew pack was saved: a character that uses it is built again at once, so Equip
        and Buy offer the pack's new entries; a change to an entry it was built from waits for the
        review (the banner), as the session decides."""
        if system_id != self.session.record.system or not self.session.uses_pack(pack_id):
            return
        if self.conflict_box is None and not self.session.unsaved:  # else Reload, when
            try:  # answered, reads everything again (and a saved change picks the pack up)
                self.session.reload()
            except (LibraryError, SQLAlchemyError, OSError):
                return  # trashed or unreachable: the next edit says so in plain words
            self.refresh()
        self.review_banner.check(self.session.document)

    def showEvent(self, event: QShowEvent) -> None:
        """The first time shown, fit again: the window frame is only known now."""
        super().showEvent(event)
        self.fit.first_show()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Save pending notes and remember the geometry; an unsaved change asks first."""
        self.commit_notes()
        if self.session.unsaved and not self._discarding and not self.stack.retry():
            event.ignore()
            self._ask_before_closing()
            return
        self.unsaved_banner.saved()
        self.fit.save()
        super().closeEvent(event)

    def _ask_before_closing(self) -> None:
        """Keep Open, Save a Copy… (then close) or Discard the Change (then close)."""
        if self.close_box is not None:
            self.close_box.raise_()
            return
        box = self.close_box = close_question(self, self.session.unsaved)
        box.finished.connect(lambda _result: self._close_answered(box))
        box.open()

    def _close_answered(self, box: QMessageBox) -> None:
        self.close_box = None
        answer = box.standardButton(box.clickedButton())
        box.deleteLater()
        if answer == QMessageBox.StandardButton.Save and self.save_copy() is None:
            return  # cancelled or failed: the window stays open with the change
        if answer in (QMessageBox.StandardButton.Save, QMessageBox.StandardButton.Discard):
            self._discarding = True
            self.session.drop_unsaved()
            self.close()
