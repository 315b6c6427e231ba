# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Character ▸ Content Packs…: which packs the character uses, and using another one.

The app's `sheetwright use-pack`: the same packs are offered (the shipped example packs and the
library's homebrew packs of the character's game), pinned the same way, and using one is previewed
(what it does to the sheet) and saved as one undoable step.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.diff_view import DiffDialog
from gui.widgets.popups import open_dialog
from model.character_build import example_packs
from model.content_pins import pack_pins, with_pack
from model.content_versions import pack_fingerprint

if TYPE_CHECKING:
    from gui.character.window import CharacterWindow

USE_TEXT = "&Use This Pack…"
EDITOR_TEXT = "Open Content &Editor…"
EXAMPLE_KIND = "Example pack shipped with Sheetwright (invented entries)"
IN_USE = "This character uses this pack."
NOT_USED = "Not used yet. Use This Pack… shows what it changes before anything is saved."
NONE_YET = (
    "There are no packs for this game yet. Open the content editor to write one: its entries "
    "are then offered here."
)


@dataclass(frozen=True)
class PackChoice:
    """One pack a character of this game can use, as `use-pack` would pin it."""

    id: str
    name: str
    version: str
    fingerprint: str | None  # None: a shipped pack, pinned with the shipped rules
    kind: str

    def label(self, in_use: bool) -> str:
        """The name, then what kind of pack it is and whether the character uses it."""
        return f"{self.name}\n{self.kind} · {'in use' if in_use else 'not used'}"


def pack_choices(window: CharacterWindow) -> list[PackChoice]:
    """The shipped example packs, then the library's homebrew packs, of the character's game."""
    system = window.session.document["system"]
    found = {
        p.id: PackChoice(p.id, p.name, p.version, None, EXAMPLE_KIND) for p in example_packs(system)
    }
    for record in window.context.library.list_packs(system):
        kind = f"Homebrew pack, version {record.version}"
        fingerprint = pack_fingerprint(record.text)
        found[record.id] = PackChoice(record.id, record.name, record.version, fingerprint, kind)
    return list(found.values())


class PacksDialog(QDialog):
    """The packs with whether the character uses each; Use This Pack… previews, then saves."""

    def __init__(self, window: CharacterWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent or window)
        self.window_ = window
        self.setWindowTitle(f"Content Packs — {window.session.record.name}")
        self.intro = QLabel(
            "The rulebook leaves some content to the group: races, classes, gear and more come "
            "from packs. A character uses the packs listed as in use."
        )
        self.intro.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setAccessibleName("Content packs")
        self.list.setWordWrap(True)
        self.list.setSpacing(2)
        self.details = QLabel(self)
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.use_button = QPushButton(USE_TEXT, self)
        self.editor_button = QPushButton(EDITOR_TEXT, self)
        for button in (self.use_button, self.editor_button):
            button.setAutoDefault(False)
            self.buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)
        self.use_button.clicked.connect(self.use_current)
        self.editor_button.clicked.connect(self._open_editor)
        self.list.currentRowChanged.connect(self._follow)
        window.context.content_changed.connect(self._content_changed)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.details)
        layout.addWidget(self.buttons)
        self.preview: DiffDialog | None = None
        self.fill()
        self.resize(560, 360)

    def fill(self) -> None:
        """List the packs again (keeping the current one), marked in use or not."""
        current = self.current()
        self.choices = pack_choices(self.window_)
        used = pack_pins(self.window_.session.document)
        self.list.clear()
        for choice in self.choices:
            item = QListWidgetItem(choice.label(choice.id in used))
            item.setData(Qt.ItemDataRole.UserRole, choice.id)
            self.list.addItem(item)
        ids = [c.id for c in self.choices]
        self.list.setCurrentRow(ids.index(current.id) if current and current.id in ids else 0)
        self._follow()

    def select(self, pack_id: str) -> bool:
        """Make a pack the current one (False when this game has no such pack)."""
        ids = [c.id for c in self.choices]
        if pack_id not in ids:
            return False
        self.list.setCurrentRow(ids.index(pack_id))
        return True

    def current(self) -> PackChoice | None:
        """The selected pack, if any."""
        row = self.list.currentRow()
        return self.choices[row] if 0 <= row < len(getattr(self, "choices", [])) else None

    def _follow(self, *_: object) -> None:
        choice = self.current()
        used = choice is not None and choice.id in pack_pins(self.window_.session.document)
        if choice is None:
            self.details.setText(NONE_YET)
        else:
            self.details.setText(IN_USE if used else NOT_USED)
        self.use_button.setEnabled(choice is not None and not used)

    def use_current(self) -> DiffDialog | None:
        """Preview using the selected pack; Use Pack saves it as one undoable step."""
        choice = self.current()
        if choice is None or choice.id in pack_pins(self.window_.session.document):
            return None
        window = self.window_
        document = with_pack(window.session.document, choice.id, choice.version, choice.fingerprint)
        _built, diff = window.session.preview_document(document)
        intro = f"Use {choice.name}? Its entries are then offered. This is what it changes:"
        dialog = DiffDialog(self, "Use Pack", intro, diff, "&Use Pack")
        version = window.session.record.version
        label = f"Use pack {choice.name}"
        dialog.accepted.connect(lambda: self._save(version, label, document))
        self.preview = dialog
        open_dialog(dialog)
        return dialog

    def _save(self, version: int, label: str, document: dict[str, object]) -> None:
        window = self.window_
        if window.unchanged_since(version) and window.stack.push(label, dict(document)):
            self.fill()

    def _open_editor(self) -> None:
        system = self.window_.session.document["system"]
        self.window_.context.open_content_editor(self, system)

    def _content_changed(self, system: str, _pack: str) -> None:
        if system == self.window_.session.document["system"]:
            self.fill()
