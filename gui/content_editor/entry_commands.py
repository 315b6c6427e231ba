# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What the editor does to entries: show, add, duplicate, save, delete, override rulebook ones."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gui.content_editor.entry_browser import kind_title
from gui.content_editor.pack_text import (
    Entry,
    check_entry,
    suggest_id,
    with_entry,
    without_entry,
)
from gui.content_editor.shipped_content import READ_ONLY_NOTE
from rules.systems import get_system

if TYPE_CHECKING:
    from gui.content_editor.editor_window import ContentEditorWindow

OVERRIDE_TIP = "Copy this entry into one of your packs, where you can change it."


class EntryCommands:
    """Entry-level commands of the content editor window (a mixin of ContentEditorWindow)."""

    def _kind_ids(self: ContentEditorWindow, skip: int | None) -> set[str]:
        draft = self.state.draft()
        items = draft.content.get(self.state.kind, []) if draft else []
        return {str(e.get("id")) for i, e in enumerate(items) if i != skip}

    def _show_entry(self: ContentEditorWindow, entry: Entry, is_new: bool) -> None:
        draft = self.state.draft()
        if draft is None:
            return
        kind = self.state.kind
        shipped = self.state.is_shipped()
        name = entry.get("name") or "New entry"
        where = f"{kind_title(kind)} in {draft.name}"
        title = f"{name} — {where}" + (" (not saved yet)" if is_new else "")
        self.entry_panel.set_validator(
            lambda edited: check_entry(draft, kind, self.state.entry_index, edited)
        )
        self.entry_panel.show_entry(
            kind, get_system(self.system_id()).content_kinds[kind], entry, title,
            is_new=is_new, read_only=shipped, taken_ids=self._kind_ids(self.state.entry_index),
            note=READ_ONLY_NOTE if shipped else "",
        )  # fmt: skip
        self.override_menu_refresh()

    def show_row(self: ContentEditorWindow, row: int) -> None:
        """Show the entry on a row of the list (or none for -1)."""
        with self.state.quietly():
            self.browser.select_row(row)
        entry = self.browser.model.entry(row)
        self.state.entry_index = row if entry is not None else None
        if entry is None:
            self.entry_panel.clear(self.empty_message())
        else:
            self._show_entry(entry, is_new=False)

    def empty_message(self: ContentEditorWindow) -> str:
        """What to do when the chosen pack has no entries of the chosen kind."""
        kinds = kind_title(self.state.kind).lower()
        if self.state.draft() is None:
            return "You have no packs yet. Create one with Pack ▸ New pack… (Ctrl+Shift+N)."
        if not self.state.is_shipped():
            return f"No {kinds} in this pack yet. Add one with New (Ctrl+N)."
        if self.state.drafts:
            return f"The rulebook defines no {kinds}. Choose one of your packs and add them there."
        return (
            f"The rulebook defines no {kinds}. Create a pack of your own with "
            "Pack ▸ New pack… (Ctrl+Shift+N) and add them there."
        )

    def _entry_chosen(self: ContentEditorWindow, row: int) -> None:
        if self.state.busy or (row == self.state.entry_index and row >= 0):
            return
        chosen = self.browser.model.entry(row)
        if not self.leave_entry():
            self._resync()
            return
        entry_id = str(chosen.get("id")) if chosen else None
        found = self.browser.model.row_of(entry_id) if entry_id else -1
        self.show_row(found)

    def leave_entry(self: ContentEditorWindow) -> bool:
        """Before showing something else: save a valid change, or ask to discard an invalid one."""
        if not self.entry_panel.is_dirty():
            return True
        if not self.entry_panel.problems:
            form = self.entry_panel.current_form()
            return form is None or self.save_entry(form.entry(), reselect=False)
        return self.confirm(
            "Discard changes",
            "The entry you were editing has problems, so it cannot be saved. Discard the changes?",
        )

    def default_entry(self: ContentEditorWindow) -> Entry:
        """A new entry of the current kind: sourced to the pack, other fields at their defaults."""
        draft = self.state.draft()
        book = f"homebrew: {draft.name}" if draft else "homebrew"
        return {"id": "", "name": "", "source": {"book": book[:120]}}

    def new_entry(self: ContentEditorWindow) -> None:
        """Start a new entry of the current kind (stored when saved)."""
        if self.state.draft() is None or self.state.is_shipped() or not self.leave_entry():
            return
        self._start_new(self.default_entry())

    def _start_new(self: ContentEditorWindow, entry: Entry) -> None:
        self.state.entry_index = None
        with self.state.quietly():
            self.browser.select_row(-1)
        self._show_entry(entry, is_new=True)
        form = self.entry_panel.current_form()
        if form is not None:
            form.editors["name"].focus_target().setFocus()

    def duplicate_entry(self: ContentEditorWindow) -> None:
        """Start a copy of the entry on show under a new id (stored when saved)."""
        entry = self._entry_on_show()
        if entry is None or self.state.is_shipped() or not self.leave_entry():
            return
        name = f"{entry.get('name', '')} (copy)"[:120]
        self._start_new({**entry, "name": name, "id": suggest_id(name, self._kind_ids(None))})

    def _entry_on_show(self: ContentEditorWindow) -> Entry | None:
        index = self.state.entry_index
        return self.browser.model.entry(index) if index is not None else None

    def save_entry(self: ContentEditorWindow, entry: Entry, reselect: bool = True) -> bool:
        """Put the edited entry into its pack and store the pack at once."""
        draft = self.state.draft()
        if draft is None or self.state.is_shipped():
            return False
        kind = self.state.kind
        changed = with_entry(draft, kind, self.state.entry_index, entry)
        return self.store(changed, entry_id=str(entry.get("id")) if reselect else None)

    def delete_entry(self: ContentEditorWindow) -> None:
        """Delete the entry on show from its pack, after asking."""
        draft, index = self.state.draft(), self.state.entry_index
        if draft is None or index is None or self.state.is_shipped():
            return
        entry = self.browser.model.entry(index) or {}
        question = f"Delete “{entry.get('name')}” from {draft.name}? Characters using it will say it is missing."
        if self.confirm("Delete entry", question):
            self.state.entry_index = None
            self.entry_panel.clear()
            self.store(without_entry(draft, self.state.kind, index))

    def override_in_pack(self: ContentEditorWindow, pack_id: str) -> bool:
        """Copy the rulebook entry on show into a homebrew pack, where it can be changed."""
        entry = self._entry_on_show()
        target = self.state.drafts.get(pack_id)
        if entry is None or target is None or not self.state.is_shipped():
            return False
        kind = self.state.kind
        items = target.content.get(kind, [])
        index = next((i for i, e in enumerate(items) if e.get("id") == entry.get("id")), None)
        return self.store(with_entry(target, kind, index, entry), entry_id=str(entry.get("id")))

    def override_menu_refresh(self: ContentEditorWindow) -> None:
        """List the homebrew packs in the Override menu (disabled, with a reason, if none)."""
        menu = self.entry_panel.override_button.menu()
        if menu is None:
            return
        menu.clear()
        for draft in self.state.homebrew():
            action = menu.addAction(draft.name)
            action.triggered.connect(lambda _=False, pid=draft.id: self.override_in_pack(pid))
        has_packs = bool(self.state.drafts)
        button = self.entry_panel.override_button
        button.setEnabled(has_packs)
        button.setToolTip(OVERRIDE_TIP if has_packs else "Create a pack first (Pack ▸ New pack…).")
