# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What the library window does to the selected characters: open, duplicate, rename, trash."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox

if TYPE_CHECKING:
    from gui.library.window import LibraryWindow
    from model.library import Library


def attempt[T](window: LibraryWindow, title: str, work: Callable[[Library], T]) -> T | None:
    """Run a change on the library; a refusal is shown in plain words and gives None."""
    from gui.widgets.error_dialog import show_error
    from model.errors import LibraryError

    library = window.library()
    if library is None:
        return None
    try:
        return work(library)
    except LibraryError as error:
        show_error(window, title, str(error))
        return None


def names(records: list[object]) -> str:
    """ "Vex", or "3 characters"."""
    if len(records) == 1:
        return str(getattr(records[0], "name", "1 character"))
    return f"{len(records)} characters"


def new_character(window: LibraryWindow) -> None:
    """Ask which system (when there is more than one), then start that system's wizard."""
    system = choose_system(window)
    if system is not None:
        window.context.new_character(system, window)


def choose_system(window: LibraryWindow) -> str | None:
    """The system of the new character: asked with a small chooser; None if cancelled."""
    from rules.systems import all_parts

    systems = [parts.id for parts in all_parts()]
    if len(systems) == 1:
        return systems[0]
    titles = [parts.title for parts in all_parts()]
    dialog = system_chooser(window, titles)
    ok = dialog.exec() == QInputDialog.DialogCode.Accepted
    title = dialog.textValue()
    return systems[titles.index(title)] if ok and title in titles else None


def system_chooser(window: LibraryWindow, titles: list[str]) -> QInputDialog:
    """The small "New Character" chooser, wide enough for its whole title."""
    from gui.widgets.title_fit import fit_title

    dialog = QInputDialog(window)
    dialog.setWindowTitle("New Character")
    dialog.setLabelText("&System:")
    dialog.setComboBoxItems(titles)
    dialog.setComboBoxEditable(False)
    fit_title(dialog)
    return dialog


def open_selected(window: LibraryWindow) -> None:
    """Open a window for each selected character."""
    for character_id in window.selected_ids():
        attempt(window, "Cannot open the character", lambda _l, i=character_id: _open(window, i))


def _open(window: LibraryWindow, character_id: str) -> None:
    window.context.open_character(character_id, window)


def duplicate(window: LibraryWindow) -> None:
    """Copy each selected character (named "… (copy)") and select the copies."""
    records = window.selected_records()

    def work(library: Library) -> list[str]:
        return [library.duplicate_character(r.id).id for r in records]

    copies = attempt(window, "Cannot duplicate", work)
    if copies:
        window.context.library_changed.emit()
        window.select_ids(copies)
        window.statusBar().showMessage(f"Duplicated {names(records)}.", 5000)


def rename(window: LibraryWindow) -> None:
    """Ask for a new name for the selected character."""
    records = window.selected_records()
    if len(records) != 1:
        return
    record = records[0]
    name, ok = QInputDialog.getText(
        window, "Rename Character", f"New name for {record.name}:", QLineEdit.EchoMode.Normal,
        record.name,
    )  # fmt: skip
    if not ok or name.strip() == record.name:
        return
    if attempt(window, "Cannot rename", lambda lib: lib.rename_character(record.id, name)):
        window.context.library_changed.emit()
        window.statusBar().showMessage(f"Renamed {record.name} to {name.strip()}.", 5000)


def trash(window: LibraryWindow) -> None:
    """After confirming, move the selected characters to the trash, offering Undo."""
    records = window.selected_records()
    if not records:
        return
    answer = QMessageBox.question(
        window,
        "Move to Trash",
        f"Move {names(records)} to the trash?\n\nYou can restore from File ▸ Trash.",
    )
    if answer != QMessageBox.StandardButton.Yes:
        return
    ids = [r.id for r in records]
    if attempt(
        window, "Cannot move to the trash", lambda lib: [lib.trash_character(i) for i in ids]
    ):
        window.context.library_changed.emit()
        window.pane.notice.tell(
            f"Moved {names(records)} to the trash.", "&Undo", lambda: restore(window, ids)
        )


def restore(window: LibraryWindow, ids: list[str]) -> None:
    """Take characters out of the trash and select them."""
    if attempt(window, "Cannot restore", lambda lib: [lib.restore_character(i) for i in ids]):
        window.context.library_changed.emit()
        window.select_ids(ids)
        window.statusBar().showMessage("Restored from the trash.", 5000)


def show_trash(window: LibraryWindow) -> None:
    """The trash: restore characters or delete them for good."""
    from gui.library.trash_dialog import TrashDialog

    if window.library() is not None:
        TrashDialog(window.context, window).exec()
