# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The middle column: pick a content kind, then an entry of the pack; add, copy or delete one."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.content_editor.entry_list_model import EntryListModel
from gui.content_editor.pack_text import Entry, PackDraft

KIND_TITLES = {
    "race": "Races",
    "gear": "Gear",
    "skill": "Skills",
    "spell": "Spells",
    "item": "Items",
}


def kind_title(kind: str) -> str:
    """`race` → `Races` (other systems' kinds are capitalised)."""
    return KIND_TITLES.get(kind, kind.replace("_", " ").capitalize())


def select_row(view: QAbstractItemView, index: QModelIndex) -> None:
    """Make an index current and select its row (an invalid index clears the selection)."""
    flags = (
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
    )
    if not index.isValid():
        view.selectionModel().clearSelection()
    view.selectionModel().setCurrentIndex(index, flags)


class EntryBrowser(QWidget):
    """A kind chooser and the list of that kind's entries in the selected pack."""

    kind_changed = Signal(str)
    entry_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind_combo = QComboBox()
        kind_label = QLabel("&Kind:")
        kind_label.setBuddy(self.kind_combo)
        self.model = EntryListModel(self)
        self.view = QListView()
        self.view.setModel(self.model)
        self.view.setAccessibleName("Entries")
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.new_button = QPushButton("&New")
        self.duplicate_button = QPushButton("D&uplicate")
        self.delete_button = QPushButton("Delete")
        self._tips = {
            self.new_button: "Add a new entry of this kind (Ctrl+N).",
            self.duplicate_button: "Copy the selected entry under a new id (Ctrl+D).",
            self.delete_button: "Delete the selected entry from the pack (Delete key).",
        }
        top = QHBoxLayout()
        top.addWidget(kind_label)
        top.addWidget(self.kind_combo, 1)
        buttons = QHBoxLayout()
        for button in (self.new_button, self.duplicate_button, self.delete_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        self.kind_combo.currentIndexChanged.connect(self._kind_changed)
        self.view.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self.entry_chosen.emit(current.row())
        )

    def set_kinds(self, kinds: list[str]) -> None:
        """The content kinds of the system being edited."""
        self.kind_combo.blockSignals(True)
        self.kind_combo.clear()
        for kind in kinds:
            self.kind_combo.addItem(kind_title(kind), kind)
        self.kind_combo.blockSignals(False)

    def kind(self) -> str:
        """The content kind chosen."""
        return str(self.kind_combo.currentData() or "")

    def set_kind(self, kind: str) -> None:
        """Choose a content kind."""
        self.kind_combo.setCurrentIndex(max(self.kind_combo.findData(kind), 0))

    def show_pack(self, draft: PackDraft | None, read_only: bool) -> None:
        """List the chosen kind's entries of a pack; counts go into the kind chooser."""
        for index in range(self.kind_combo.count()):
            kind = str(self.kind_combo.itemData(index))
            count = len(draft.content.get(kind, [])) if draft else 0
            self.kind_combo.setItemText(index, f"{kind_title(kind)} ({count})")
        entries: list[Entry] = draft.entries(self.kind()) if draft else []
        self.model.set_entries(entries, read_only)
        editable = draft is not None and not read_only
        for button in (self.new_button, self.duplicate_button, self.delete_button):
            button.setEnabled(editable)
            button.setToolTip(self._tips[button] if editable else "Rulebook content is read-only.")

    def select_row(self, row: int) -> None:
        """Make a row current (and selected), or clear the selection for -1."""
        select_row(self.view, self.model.index(row, 0))

    def current_row(self) -> int:
        """The row of the current entry, or -1."""
        index = self.view.currentIndex()
        return index.row() if index.isValid() else -1

    def _kind_changed(self, _index: int) -> None:
        self.kind_changed.emit(self.kind())
