# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The content editor's menus and keyboard shortcuts."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

if TYPE_CHECKING:
    from gui.content_editor.editor_window import ContentEditorWindow

Shortcut = QKeySequence | QKeySequence.StandardKey | str | None


def _action(
    window: ContentEditorWindow, menu: QMenu, text: str, slot: Callable[[], object],
    shortcut: Shortcut = None, tip: str = "",
) -> QAction:  # fmt: skip
    action = QAction(text, window)
    if shortcut is not None:
        action.setShortcut(shortcut)
    action.setStatusTip(tip)
    action.triggered.connect(lambda _checked=False: slot())
    menu.addAction(action)
    return action


def build_menus(window: ContentEditorWindow) -> None:
    """The Pack and Entry menus; their actions are kept on the window as `*_action`."""
    bar = window.menuBar()
    pack = bar.addMenu("&Pack")
    window.new_pack_action = _action(
        window, pack, "&New pack…", window.new_pack, "Ctrl+Shift+N", "Create an empty homebrew pack"
    )
    window.import_action = _action(
        window, pack, "&Import from file…", window.choose_import_file, QKeySequence.StandardKey.Open
    )
    window.export_action = _action(
        window, pack, "&Export to file…", window.choose_export_file, "Ctrl+E"
    )
    pack.addSeparator()
    window.details_action = _action(window, pack, "Edit &details…", window.edit_pack_details)
    window.delete_pack_action = _action(window, pack, "De&lete pack…", window.delete_pack)
    pack.addSeparator()
    _action(window, pack, "&Close", window.close, QKeySequence.StandardKey.Close)
    entry = bar.addMenu("&Entry")
    window.new_entry_action = _action(window, entry, "&New entry", window.new_entry, "Ctrl+N")
    window.duplicate_action = _action(
        window, entry, "&Duplicate entry", window.duplicate_entry, "Ctrl+D"
    )
    window.save_action = _action(
        window, entry, "&Save entry", window.entry_panel.save, QKeySequence.StandardKey.Save
    )
    window.delete_entry_action = _action(
        window, entry, "De&lete entry…", window.delete_entry, QKeySequence.StandardKey.Delete
    )
    window.entry_panel.override_button.setMenu(QMenu(window))
    _delete_only_in_list(window)


def _delete_only_in_list(window: ContentEditorWindow) -> None:
    """The Delete key deletes an entry only from the entry list, never while typing."""
    action = window.delete_entry_action
    action.setShortcut(QKeySequence())
    window.browser.view.addAction(shortcut_copy(action, window.browser.view))


def shortcut_copy(action: QAction, widget: QWidget) -> QAction:
    """An action running `action`, bound to the Delete key while `widget` has the focus."""
    copy = QAction(action.text(), widget)
    copy.setShortcut(QKeySequence.StandardKey.Delete)
    copy.setShortcutContext(copy.shortcutContext().WidgetShortcut)
    copy.triggered.connect(action.trigger)
    return copy
