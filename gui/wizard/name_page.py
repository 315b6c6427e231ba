# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Page 1: the character's name (required) and an optional portrait."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QFileDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
)

from gui.wizard.draft_page import DraftPage
from gui.wizard.portrait_image import portrait_png
from gui.wizard.wizard_draft import WizardDraft
from model.document import decode_portrait, encode_portrait

IMAGE_FILTER = "Pictures (*.png *.jpg *.jpeg *.bmp *.gif *.webp);;All files (*)"


class NamePage(DraftPage):
    """Name and portrait; Next stays disabled (and says why) until there is a name."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, "Name and portrait", "Who is your character?")
        self.name_edit = QLineEdit(self)
        self.name_edit.setAccessibleName("Character name")
        self.name_edit.setPlaceholderText("e.g. Vex")
        self.name_edit.setMaxLength(200)
        self.name_hint = QLabel("A character needs a name before you can continue.", self)
        self.name_hint.setWordWrap(True)
        self.preview = QLabel("No picture", self)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setFrameShape(QFrame.Shape.StyledPanel)
        self.preview.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.preview.setMinimumSize(
            self.fontMetrics().height() * 8, self.fontMetrics().height() * 8
        )
        self.choose = QPushButton("Choose &Picture…", self)
        self.remove = QPushButton("&Remove Picture", self)
        self._lay_out()
        self.registerField("name*", self.name_edit)
        self.name_edit.textChanged.connect(self._name_changed)
        self.choose.clicked.connect(self.choose_picture)
        self.remove.clicked.connect(lambda: self.set_portrait(None))
        self._name_changed(self.name_edit.text())
        self._show_portrait()

    def _lay_out(self) -> None:
        form = QFormLayout()
        name_label = QLabel("&Name:", self)
        name_label.setBuddy(self.name_edit)
        form.addRow(name_label, self.name_edit)
        form.addRow("", self.name_hint)
        buttons = QHBoxLayout()
        buttons.addWidget(self.choose)
        buttons.addWidget(self.remove)
        buttons.addStretch(1)
        form.addRow("Portrait:", buttons)
        self.body.addLayout(form)
        self.body.addWidget(self.preview, 1)

    def restore_widgets(self) -> None:
        """Show the restored name and portrait."""
        self.name_edit.setText(self.draft.document.get("name") or "")
        self._show_portrait()

    def isComplete(self) -> bool:
        """Complete once the name has more than spaces."""
        return bool(self.name_edit.text().strip())

    def _name_changed(self, text: str) -> None:
        self.name_hint.setVisible(not text.strip())
        self.draft.edit(name=text.strip())
        self.completeChanged.emit()

    def choose_picture(self) -> None:
        """Ask for an image file and use it as the portrait."""
        path, _ = QFileDialog.getOpenFileName(self, "Choose a Portrait", "", IMAGE_FILTER)
        if path:
            self.set_portrait_file(path)

    def set_portrait_file(self, path: str) -> None:
        """Use a picture file as the portrait (scaled down, stored as PNG)."""
        try:
            self.set_portrait(portrait_png(path))
        except ValueError as error:
            self.refusal.show_message(str(error))

    def set_portrait(self, png: bytes | None) -> None:
        """Store (or with None remove) the portrait in the draft and show it."""
        try:
            self.draft.edit(portrait=encode_portrait(png) if png else None)
        except ValueError as error:
            self.refusal.show_message(f"Could not use that picture: {error}.")
            return
        self.refusal.show_message("")
        self._show_portrait()

    def _show_portrait(self) -> None:
        raw = decode_portrait(self.draft.document.get("portrait"))
        self.remove.setEnabled(raw is not None)
        if raw is None:
            self.preview.setPixmap(QPixmap())
            self.preview.setText("No picture")
            return
        pixmap = QPixmap()
        pixmap.loadFromData(raw)
        ratio = self.devicePixelRatioF()
        side = int(self.fontMetrics().height() * 12 * ratio)
        scaled = pixmap.scaled(
            side,
            side,
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        scaled.setDevicePixelRatio(ratio)
        self.preview.setPixmap(scaled)
