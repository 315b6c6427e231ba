# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The library window's menus, shortcuts and context menus, and when each command is available."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QWidget

if TYPE_CHECKING:
    from gui.library.window import LibraryWindow

Key = QKeySequence.StandardKey


class LibraryActions:
    """Every command of the library window, as QActions with text, shortcut and tooltip."""

    def __init__(self, w: LibraryWindow) -> None:
        self.new = _action(w, "&New Character…", _later("commands", "new_character", w), Key.New)
        self.open = _action(w, "&Open", _later("commands", "open_selected", w), Key.Open)
        self.import_ = _action(
            w, "&Import…", _later("import_files", "choose_and_import", w), "Ctrl+I"
        )
        self.export_json = _action(
            w, "As &JSON Files…", _later("export", "export_json_files", w), "Ctrl+E"
        )
        self.export_pdf = _action(
            w, "As One &PDF…", _later("export", "export_pdf", w), "Ctrl+Shift+E"
        )
        self.export_campaign = _action(
            w, "Export Ca&mpaign…", _later("campaign_file_dialog", "export_campaign_file", w)
        )
        self.trash_view = _action(w, "&Trash…", _later("commands", "show_trash", w))
        self.content = _action(w, "&Content Editor…", lambda: w.context.open_content_editor(w))
        self.settings = _action(
            w, "&Settings…", lambda: w.context.open_settings(w), Key.Preferences
        )
        self.quit = _action(w, "&Quit", QApplication.closeAllWindows, Key.Quit)
        self.duplicate = _action(w, "&Duplicate", _later("commands", "duplicate", w), "Ctrl+D")
        self.rename = _action(w, "&Rename…", _later("commands", "rename", w), "F2")
        self.trash = _action(w, "Move to &Trash", _later("commands", "trash", w), Key.Delete)
        self.search = _action(w, "&Search by Name", lambda: _focus_search(w), Key.Find)
        self.new_campaign = _action(
            w, "&New Campaign…", _later("campaign_commands", "new_campaign", w)
        )
        self.rename_campaign = _action(
            w, "&Rename Campaign…", _later("campaign_commands", "rename", w)
        )
        self.delete_campaign = _action(
            w, "&Delete Campaign…", _later("campaign_commands", "delete", w)
        )
        self.party = _action(w, "&Party…", _later("party_view", "show_party", w))
        self.campaign_rules = _action(
            w, "&House Rules…", _later("campaign_rules_dialog", "campaign_house_rules", w)
        )
        self.campaign_packs = _action(
            w, "Homebrew Pac&ks…", _later("campaign_content_dialog", "campaign_packs", w)
        )
        self.campaign_review = _action(
            w, "Re&view Updated Rules…", _later("campaign_content_dialog", "campaign_review", w)
        )
        self.award_party = _action(w, "&Award the Party…", _later("party_award", "award_party", w))
        self.undo_party_award = _action(
            w, "&Undo Party Award…", _later("party_award", "undo_party_award", w)
        )
        self.about = _action(w, "&About Sheetwright", lambda: _about(w))
        self.quit.setShortcut(QKeySequence("Ctrl+Q"))
        self.settings.setShortcuts([QKeySequence(Key.Preferences), QKeySequence("Ctrl+,")])
        self.move_menu = QMenu("&Move to Campaign", w)
        self.move_menu.aboutToShow.connect(
            _later("campaign_commands", "fill_move_menu", w, self.move_menu)
        )
        self.recent_menu = QMenu("Open &Recent", w)
        self.recent_menu.aboutToShow.connect(_later("recent", "fill", w, self.recent_menu))

    def for_selection(self) -> list[QAction]:
        """The commands that act on the selected characters."""
        return [
            self.open,
            self.duplicate,
            self.rename,
            self.trash,
            self.export_json,
            self.export_pdf,
        ]


def _later(module: str, function: str, *args: object) -> Callable[[], object]:
    """A command whose module is imported when first used, so the window paints sooner."""

    def run() -> object:
        return getattr(importlib.import_module(f"gui.library.{module}"), function)(*args)

    return run


def _action(
    window: QWidget,
    text: str,
    slot: Callable[[], object],
    shortcut: QKeySequence.StandardKey | str | None = None,
) -> QAction:
    action = QAction(text, window)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(lambda _checked=False: slot())
    window.addAction(action)
    return action


def install(window: LibraryWindow) -> LibraryActions:
    """Create the commands, the menu bar and the context menus of a library window."""
    actions = LibraryActions(window)
    _menus(window, actions)
    _toolbar(window, actions)
    table = window.pane.table
    table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
    table.customContextMenuRequested.connect(lambda pos: _character_menu(window, actions, pos))
    window.campaigns.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
    window.campaigns.addActions(
        [actions.new_campaign, actions.rename_campaign, actions.delete_campaign, actions.party,
         actions.campaign_rules, actions.campaign_packs, actions.campaign_review,
         actions.award_party, actions.undo_party_award]
    )  # fmt: skip
    table.selectionModel().selectionChanged.connect(lambda *_: update_enabled(window))
    window.campaigns.scope_changed.connect(lambda _scope: update_enabled(window))
    keys = actions.search.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    window.pane.search.setToolTip(
        f"Type to show only the characters whose name contains it ({keys})"
    )
    return actions


def _toolbar(window: LibraryWindow, a: LibraryActions) -> None:
    """The everyday commands in view, so a new user finds them without opening a menu."""
    bar = window.addToolBar("Library")
    bar.setObjectName("library_toolbar")
    bar.setMovable(False)
    bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    bar.addActions([a.new, a.open, a.import_])
    bar.addSeparator()
    bar.addActions([a.content, a.settings])


def _menus(window: LibraryWindow, a: LibraryActions) -> None:
    bar = window.menuBar()
    file = bar.addMenu("&File")
    file.addActions([a.new, a.open])
    file.addMenu(a.recent_menu)
    file.addSeparator()
    file.addAction(a.import_)
    export = file.addMenu("&Export Selected")
    export.addActions([a.export_json, a.export_pdf])
    file.addAction(a.export_campaign)
    file.addSeparator()
    file.addActions([a.trash_view, a.content, a.settings])
    file.addSeparator()
    file.addAction(a.quit)
    character = bar.addMenu("&Character")
    character.addActions([a.open, a.duplicate, a.rename])
    character.addMenu(a.move_menu)
    character.addActions([a.trash, a.search])
    campaign = bar.addMenu("C&ampaign")
    campaign.addActions([a.new_campaign, a.rename_campaign, a.delete_campaign])
    campaign.addSeparator()
    campaign.addActions([a.party, a.campaign_rules, a.campaign_packs, a.campaign_review])
    campaign.addSeparator()
    campaign.addActions([a.award_party, a.undo_party_award])
    bar.addMenu("&Help").addAction(a.about)
    for menu in bar.findChildren(QMenu):
        menu.setToolTipsVisible(True)


def _character_menu(window: LibraryWindow, a: LibraryActions, pos: object) -> None:
    menu = QMenu(window)
    menu.setToolTipsVisible(True)
    menu.addActions([a.open, a.duplicate, a.rename])
    menu.addMenu(a.move_menu)
    menu.addActions([a.trash, a.export_json, a.export_pdf])
    menu.exec(window.pane.table.viewport().mapToGlobal(pos))


def update_enabled(window: LibraryWindow) -> None:
    """Enable each command only when it can run, and say why on hover when it cannot."""
    a = window.actions
    ok = window.library_ok
    count = len(window.selected_ids()) if ok else 0
    for action in a.for_selection():
        _allow(action, count > 0, "Select a character first." if ok else _NO_LIBRARY)
    _allow(a.rename, count == 1, "Select one character to rename." if ok else _NO_LIBRARY)
    a.move_menu.setEnabled(count > 0)
    has_campaign = window.campaign_for_new() is not None
    for action in (a.party, a.campaign_review, a.export_campaign):
        _allow(action, ok and has_campaign, "Choose a campaign in the list first.")
    not_gm = _not_the_gm(window) if ok and has_campaign else None
    gm_actions = (
        a.rename_campaign, a.delete_campaign, a.campaign_rules, a.campaign_packs, a.award_party,
        a.undo_party_award,
    )  # fmt: skip
    for action in gm_actions:
        why = not_gm or "Choose a campaign in the list first."
        _allow(action, ok and has_campaign and not_gm is None, why)
    for action in (a.new, a.import_, a.trash_view, a.new_campaign):
        _allow(action, ok, _NO_LIBRARY)


_NO_LIBRARY = "The library is not open; choose one in File ▸ Settings."


def _not_the_gm(window: LibraryWindow) -> str | None:
    """In a shared library, why this user may not change the chosen campaign (only its GM
    may); None when they may, and always on a library of one's own."""
    campaign_id = window.campaign_for_new()
    if campaign_id is None or not window.context.library_opened:
        return None
    from model.change_rights import identity
    from model.errors import LibraryError

    library = window.context.library
    if not identity(library.engine).restricted:
        return None
    try:
        return library.may_change(library.get_campaign(campaign_id))
    except LibraryError:
        return None


def _allow(action: QAction, enabled: bool, why_not: str) -> None:
    action.setEnabled(enabled)
    action.setToolTip(action.text().replace("&", "").rstrip("…") if enabled else why_not)


def _focus_search(window: LibraryWindow) -> None:
    window.pane.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
    window.pane.search.selectAll()


def _about(window: QWidget) -> None:
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.about(
        window,
        "About Sheetwright",
        "<b>Sheetwright</b><br>An offline character builder and sheet manager for tabletop "
        "role-playing games.<br><br>Your characters are kept in a library on this computer "
        "(or on your group's database); nothing is sent anywhere.",
    )
