# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The trash: characters moved there can be restored, or deleted for good after a question."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.library.model import changed_text
from rules.systems import title_of

if TYPE_CHECKING:
    from gui.app_context import AppContext
    from model.records import CharacterRecord


class TrashDialog(QDialog):
    """Lists the trashed characters, most recently trashed first."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setWindowTitle("Trash")
        self.list = QListWidget(self)
        self.list.setAccessibleName("Characters in the trash")
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.list.itemSelectionChanged.connect(self._update_buttons)
        label = QLabel("Characters in the &trash:", self)
        label.setBuddy(self.list)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.restore_button = self._button("&Restore", self.restore_selected)
        self.delete_button = self._button("&Delete Forever…", self.delete_selected)
        self.restore_button.setDefault(True)
        self.buttons.rejected.connect(self.reject)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.list, self.delete_selected)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.buttons)
        self.resize(460, 340)
        self.reload()

    def _button(self, text: str, slot: object) -> QPushButton:
        button = self.buttons.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
        button.clicked.connect(slot)
        return button

    def reload(self) -> None:
        """List the trash again."""
        self.list.clear()
        trashed = [
            r for r in self.context.library.list_characters(include_deleted=True) if r.in_trash
        ]
        trashed.sort(key=lambda r: r.deleted_at or r.updated_at, reverse=True)
        for record in trashed:
            self.list.addItem(_item(record))
        if not trashed:
            empty = QListWidgetItem("The trash is empty.")
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.addItem(empty)
        else:
            self.list.setCurrentRow(0)
        self._update_buttons()

    def _selected(self) -> list[tuple[str, str]]:
        return [
            (str(i.data(Qt.ItemDataRole.UserRole)), i.data(_NAME_ROLE))
            for i in self.list.selectedItems()
        ]

    def _update_buttons(self) -> None:
        chosen = bool(self._selected())
        for button in (self.restore_button, self.delete_button):
            button.setEnabled(chosen)
            button.setToolTip("" if chosen else "Select a character in the trash first.")

    def restore_selected(self) -> None:
        """Put the selected characters back in the library."""
        chosen = self._selected()
        if chosen and self._attempt("Cannot restore", "restore_character", chosen):
            self.context.library_changed.emit()
            self.reload()

    def delete_selected(self) -> None:
        """After confirming, delete the selected characters for good."""
        chosen = self._selected()
        if not chosen:
            return
        what = chosen[0][1] if len(chosen) == 1 else f"these {len(chosen)} characters"
        answer = QMessageBox.question(
            self,
            "Delete Forever",
            f"Delete {what} for good?\n\nThis cannot be undone.",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        self._attempt("Cannot delete", "purge_character", chosen)
        self.context.library_changed.emit()
        self.reload()

    def _attempt(self, title: str, method: str, chosen: list[tuple[str, str]]) -> bool:
        """Call a library method for each chosen character; say why if one is refused."""
        from gui.widgets.error_dialog import show_error
        from model.errors import LibraryError

        try:
            for character_id, _name in chosen:
                getattr(self.context.library, method)(character_id)
        except LibraryError as error:
            show_error(self, title, str(error))
            return False
        return True


_NAME_ROLE = Qt.ItemDataRole.UserRole + 1


def _item(record: CharacterRecord) -> QListWidgetItem:
    when = record.deleted_at or record.updated_at
    stamp = when.astimezone().strftime("%Y-%m-%d %H:%M")
    item = QListWidgetItem(f"{record.name}  —  {title_of(record.system)}, trashed {stamp}")
    item.setToolTip(f"Moved to the trash {stamp}; last changed {changed_text(record)}")
    item.setData(Qt.ItemDataRole.UserRole, record.id)
    item.setData(_NAME_ROLE, record.name)
    return item
