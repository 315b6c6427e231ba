# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Character ▸ Change Portrait…: choose a picture or remove it; OK keeps it as one undoable step."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QStyle, QVBoxLayout, QWidget

from gui.widgets.popups import open_dialog
from gui.widgets.portrait_pixmap import document_portrait
from gui.widgets.title_fit import fit_title
from gui.wizard.message_bar import MessageBar
from gui.wizard.portrait_picker import PREVIEW_LINES, PortraitPicker
from model.document import encode_portrait

if TYPE_CHECKING:
    from gui.character.window import CharacterWindow

CHANGE_LABEL = "Change Portrait"
REMOVE_LABEL = "Remove Portrait"


def about_text(name: str) -> str:
    """The dialog's first line: whose picture it is."""
    whose = f"{name}'s" if name else "the character's"
    return f"The picture printed on {whose} sheet: a PNG or JPEG of at most 2 MB."


class PortraitDialog(QDialog):
    """The character's picture with Choose Picture… and Remove Picture; nothing is kept until OK."""

    def __init__(
        self,
        portrait: bytes | None,
        name: str,
        parent: QWidget | None = None,
        settings: QSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(CHANGE_LABEL)  # short: a long name would be cut off in the title bar
        self.about = QLabel(about_text(name), self)
        self.about.setWordWrap(True)
        self.picker = PortraitPicker(self, settings=settings)
        self.picker.show_image(portrait)
        room = self.fontMetrics().height() * (PREVIEW_LINES + 1)  # the whole picture, framed
        self.picker.preview.setMinimumSize(room * 3 // 2, room)
        self.message = MessageBar(QStyle.StandardPixmap.SP_MessageBoxWarning, self)
        policy = self.message.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # a refusal appears without moving the buttons
        self.message.setSizePolicy(policy)
        self.picker.refused.connect(self.message.show_message)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout = QVBoxLayout(self)
        layout.addWidget(self.about)
        layout.addWidget(self.picker, 1)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        fit_title(self)


def ask_portrait(window: CharacterWindow) -> PortraitDialog:
    """Open the dialog on the character's portrait; OK saves a changed one (undoable)."""
    document = window.session.document
    before = document_portrait(document)
    dialog = PortraitDialog(before, document.get("name", ""), window, window.context.settings)
    dialog.accepted.connect(lambda: set_portrait(window, dialog.picker.image()))
    open_dialog(dialog)
    return dialog


def set_portrait(window: CharacterWindow, raw: bytes | None) -> bool:
    """Keep a new picture (or none) as one undoable step; False when it is the same as now."""
    before = window.session.document.get("portrait")
    after = encode_portrait(raw) if raw is not None else None
    if after == before:
        return False
    label = CHANGE_LABEL if after is not None else REMOVE_LABEL
    return window.edit(label, {"portrait": before}, {"portrait": after})
