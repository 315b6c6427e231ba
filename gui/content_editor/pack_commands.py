# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What the editor does to whole packs: create, edit details, delete, enable, import, export."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QInputDialog

from gui.content_editor.pack_dialog import PackDialog
from gui.content_editor.pack_files import (
    add_to_library,
    export_pack,
    read_pack_file,
    refusal_text,
    save_to_library,
)
from gui.content_editor.pack_text import PackDraft, suggest_id
from model.errors import LibraryError
from model.identifiers import PackId
from rules.engine.content_error import ContentError

if TYPE_CHECKING:
    from gui.content_editor.editor_window import ContentEditorWindow

YAML_FILTER = "Sheetwright packs (*.yaml *.yml);;All files (*)"


class PackCommands:
    """Pack-level commands of the content editor window (a mixin of ContentEditorWindow)."""

    pack_dialog: PackDialog | None = None

    def store(
        self: ContentEditorWindow, draft: PackDraft, new: bool = False, entry_id: str | None = None
    ) -> bool:
        """Store a pack in the library at once, show it (and an entry) and tell every window."""
        keep = entry_id or self.current_entry_id()
        try:
            if new:
                add_to_library(self.context.library, draft)
            else:  # checked against the version this window read: another's save is not lost
                save_to_library(self.context.library, draft, self.state.records.get(draft.id))
        except ContentError as error:
            self.report_error("Pack not saved", error.summary())
            return False
        except LibraryError as error:
            self.report_error("Pack not saved", error.message)
            return False
        self.state.pack_id = draft.id
        self.state.entry_index = None
        self.announce(keep, draft)
        return True

    def announce(
        self: ContentEditorWindow, entry_id: str | None = None, pack: PackDraft | None = None
    ) -> None:
        """Reload this window, then let other windows reload (without reloading this one twice):
        first the characters built from `pack` (the pack changed), then every window."""
        self.reload(entry_id)
        self.state.saving = True
        try:
            if pack is not None:
                self.context.content_changed.emit(pack.system, pack.id)
            self.context.library_changed.emit()
        finally:
            self.state.saving = False

    def new_pack(self: ContentEditorWindow) -> PackDialog:
        """Open the New pack dialog; the pack is created when it is accepted."""
        draft = PackDraft("", self.system_id(), "", "1")
        taken = self.state.taken_pack_ids(self.context.library)
        return self._open_pack_dialog(PackDialog(draft, taken, True, self), new=True)

    def edit_pack_details(self: ContentEditorWindow) -> PackDialog | None:
        """Open the details dialog of the homebrew pack on show (rename, re-version)."""
        draft = self.state.draft()
        if draft is None or self.state.is_shipped():
            return None
        taken = self.state.taken_pack_ids(self.context.library)
        return self._open_pack_dialog(PackDialog(draft, taken, False, self), new=False)

    def _open_pack_dialog(self: ContentEditorWindow, dialog: PackDialog, new: bool) -> PackDialog:
        self.pack_dialog = dialog
        dialog.accepted.connect(lambda: self.store(dialog.draft(), new=new))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def delete_pack(self: ContentEditorWindow) -> None:
        """Delete the homebrew pack on show, after asking."""
        draft = self.state.draft()
        if draft is None or self.state.is_shipped():
            return
        question = (
            f"Delete the pack “{draft.name}” and its {draft.count()} entries? Characters that "
            "use it will say it is missing. Export it first if you may want it back."
        )
        if not self.confirm("Delete pack", question):
            return
        try:
            self.context.library.delete_pack(draft.id)
        except LibraryError as error:
            self.report_error("Pack not deleted", error.message)
            return
        self.state.pack_id = None
        self.announce(pack=draft)

    def set_pack_enabled(self: ContentEditorWindow, pack_id: str, enabled: bool) -> None:
        """Switch a homebrew pack on or off for new characters."""
        if pack_id in self.state.records:
            self.context.library.set_pack_enabled(pack_id, enabled)
            self.announce(pack=self.state.drafts.get(pack_id))

    def set_campaign_use(self: ContentEditorWindow, campaign_id: str, used: bool) -> None:
        """Make a campaign use (or stop using) the pack on show."""
        pack_id = self.state.pack_id
        if pack_id is None or self.state.is_shipped():
            return
        current = [p.id for p in self.context.library.campaign_packs(campaign_id)]
        wanted = [p for p in current if p != pack_id] + ([PackId(pack_id)] if used else [])
        self.context.library.set_campaign_packs(campaign_id, wanted)
        self.announce()

    def choose_import_file(self: ContentEditorWindow) -> None:
        """Ask for a YAML file and import it as a new pack."""
        path, _ = QFileDialog.getOpenFileName(self, "Import a homebrew pack", "", YAML_FILTER)
        if path:
            self.import_pack(Path(path))

    def import_pack(self: ContentEditorWindow, path: Path, new_id: str | None = None) -> bool:
        """Import a pack file; a refused file is explained and changes nothing."""
        try:
            draft = read_pack_file(path, self.system_id())
        except ContentError as error:
            self.report_error("Pack not imported", refusal_text(path, error))
            return False
        taken = self.state.taken_pack_ids(self.context.library)
        if new_id is None and draft.id in taken:
            new_id = self.ask_new_id(draft, taken)
            if new_id is None:
                return False
        return self.store(replace(draft, id=new_id or draft.id), new=True)

    def ask_new_id(self: ContentEditorWindow, draft: PackDraft, taken: set[str]) -> str | None:
        """Ask for another id when an imported pack's id is already in the library."""
        text, ok = QInputDialog.getText(
            self,
            "Pack id already used",
            f"Your library already has a pack with the id '{draft.id}'.\n"
            "Import this one as a separate pack with the id:",
            text=suggest_id(draft.id, taken),
        )
        return text.strip() if ok and text.strip() else None

    def choose_export_file(self: ContentEditorWindow) -> None:
        """Ask where to save the pack on show as a YAML file, and write it."""
        draft = self.state.draft()
        if draft is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, "Export pack", f"{draft.id}.yaml", YAML_FILTER)
        if path:
            self.export_to(Path(path))

    def export_to(self: ContentEditorWindow, path: Path) -> bool:
        """Write the pack on show to a YAML file (atomically)."""
        draft = self.state.draft()
        if draft is None:
            return False
        try:
            export_pack(draft, path)
        except LibraryError as error:
            self.report_error("Pack not exported", error.message)
            return False
        return True
