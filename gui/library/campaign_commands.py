# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Campaigns from the library window: create, rename, delete, and move characters into one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QInputDialog, QLineEdit, QMenu, QMessageBox

from gui.library.commands import attempt, names

if TYPE_CHECKING:
    from gui.library.window import LibraryWindow


def new_campaign(window: LibraryWindow) -> None:
    """Ask for a name, create the campaign and show it."""
    name, ok = QInputDialog.getText(window, "New Campaign", "Campaign name:")
    if not ok:
        return
    created = attempt(window, "Cannot create the campaign", lambda lib: lib.add_campaign(name))
    if created is not None:
        window.context.library_changed.emit()
        window.campaigns.select(created.id)


def rename(window: LibraryWindow) -> None:
    """Ask for a new name for the chosen campaign."""
    campaign_id = window.campaign_for_new()
    library = window.library()
    if campaign_id is None or library is None:
        return
    old = library.get_campaign(campaign_id).name
    name, ok = QInputDialog.getText(
        window, "Rename Campaign", f"New name for {old}:", QLineEdit.EchoMode.Normal, old
    )
    if ok and attempt(window, "Cannot rename", lambda lib: lib.rename_campaign(campaign_id, name)):
        window.context.library_changed.emit()


def delete(window: LibraryWindow) -> None:
    """After confirming, delete the chosen campaign; its characters stay, without a campaign."""
    campaign_id = window.campaign_for_new()
    library = window.library()
    if campaign_id is None or library is None:
        return
    name = library.get_campaign(campaign_id).name
    count = len(library.list_characters(campaign_id=campaign_id))
    answer = QMessageBox.question(
        window,
        "Delete Campaign",
        f"Delete the campaign {name}?\n\nIts {count} character{'s' if count != 1 else ''} "
        "stay in the library, under No campaign.",
    )
    if answer != QMessageBox.StandardButton.Yes:
        return
    if attempt(window, "Cannot delete", lambda lib: lib.delete_campaign(campaign_id) or True):
        window.context.library_changed.emit()


def fill_move_menu(window: LibraryWindow, menu: QMenu) -> None:
    """List the campaigns the selected characters can move to."""
    menu.clear()
    library = window.library()
    if library is None:
        return
    current = {r.campaign_id for r in window.selected_records()}
    menu.addAction("&No Campaign", lambda: move_to(window, None)).setEnabled(current != {None})
    menu.addSeparator()
    for campaign in library.list_campaigns():
        action = menu.addAction(campaign.name.replace("&", "&&"))
        action.triggered.connect(lambda _c=False, i=campaign.id: move_to(window, i))
        action.setEnabled(current != {campaign.id})


def move_to(window: LibraryWindow, campaign_id: str | None) -> None:
    """Put the selected characters in a campaign (or in none)."""
    records = window.selected_records()
    moved = attempt(
        window,
        "Cannot move",
        lambda lib: [lib.move_character(r.id, campaign_id) for r in records],
    )
    if moved:
        window.context.library_changed.emit()
        window.select_ids([r.id for r in records])
        window.statusBar().showMessage(f"Moved {names(records)}.", 5000)
