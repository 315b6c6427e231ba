# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Choosing a portrait: a preview with Choose Picture… and Remove Picture, the picture kept by
whoever listens (a wizard's draft, or the Change Portrait dialog of a character window)."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QBoxLayout,
    QFileDialog,
    QFrame,
    QGroupBox,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.portrait_pixmap import document_portrait, show_portrait
from gui.wizard.draft_page import DraftPage
from gui.wizard.picture_folder import remember_folder, start_folder
from gui.wizard.portrait_image import FILE_FILTER, read_portrait
from model.document import encode_portrait

NO_PICTURE = "No picture"
PREVIEW_LINES = 12
"""How many text lines high the picture is shown (it grows with the font)."""
COMPACT_LINES = 6
"""The same for a compact picker (beside its buttons)."""


class PortraitPicker(QWidget):
    """A picture preview and its buttons; `chosen` carries the new picture (None: removed) and
    `refused` why a file cannot be used ("" once a choice succeeds)."""

    chosen = Signal(object)
    refused = Signal(str)

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        compact: bool = False,
        settings: QSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        """Where the folder of the last picture is remembered (None: start in Pictures)."""
        self._image: bytes | None = None
        self._compact = compact
        self.preview = QLabel(NO_PICTURE, self)
        self.preview.setAccessibleName("Portrait")
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setFrameShape(QFrame.Shape.StyledPanel)
        self.choose = QPushButton("Choose &Picture…", self)
        self.choose.setToolTip("A PNG or JPEG picture of at most 2 MB")
        self.remove = QPushButton("Remo&ve Picture", self)
        self._lay_out()
        self.choose.clicked.connect(self.choose_picture)
        self.remove.clicked.connect(self.remove_picture)
        self.show_image(None)

    def _lay_out(self) -> None:
        """Compact: the picture beside its buttons; else the buttons above a growing picture."""
        line, vertical = self.fontMetrics().height(), QBoxLayout.Direction.TopToBottom
        across = QBoxLayout.Direction.LeftToRight
        layout = QBoxLayout(across if self._compact else vertical, self)
        layout.setContentsMargins(0, 0, 0, 0)
        buttons = QBoxLayout(vertical if self._compact else across)
        buttons.addWidget(self.choose)
        buttons.addWidget(self.remove)
        buttons.addStretch(1)
        if self._compact:
            self.preview.setFixedSize(line * COMPACT_LINES, line * COMPACT_LINES)
            layout.addWidget(self.preview)
            layout.addLayout(buttons)
            layout.addStretch(1)
            return
        self.preview.setMinimumSize(line * 8, line * 8)
        self.preview.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        layout.addLayout(buttons)
        layout.addWidget(self.preview, 1)

    def image(self) -> bytes | None:
        """The picture shown (None when there is none)."""
        return self._image

    def show_image(self, raw: bytes | None) -> None:
        """Show a picture (or "No picture"); Remove Picture is enabled while there is one."""
        self._image = raw
        side = self.fontMetrics().height() * (COMPACT_LINES if self._compact else PREVIEW_LINES)
        if not show_portrait(self.preview, raw, side):
            self.preview.setText(NO_PICTURE)
        self.remove.setEnabled(raw is not None)

    def choose_picture(self) -> bool:
        """Ask for a picture file (from the folder last used, else Pictures) and use it; False when
        none was chosen or it cannot be used."""
        settings = self.settings_in_use()
        folder = start_folder(settings)
        path, _ = QFileDialog.getOpenFileName(self, "Choose a Portrait", folder, FILE_FILTER)
        remember_folder(settings, path)
        return bool(path) and self.use_file(path)

    def settings_in_use(self) -> QSettings | None:
        """The settings given, else those of the window the picker is in (a creation wizard's)."""
        if self.settings is not None:
            return self.settings
        found = getattr(self.window(), "settings", None)
        return found if isinstance(found, QSettings) else None

    def use_file(self, path: str) -> bool:
        """Use a picture file (scaled down to 512 px); False, and `refused` says why, if it cannot be."""
        try:
            raw = read_portrait(path)
        except ValueError as error:
            self.refused.emit(str(error))
            return False
        self.refused.emit("")
        self.show_image(raw)
        self.chosen.emit(raw)
        return True

    def remove_picture(self) -> None:
        """Show no picture; `chosen` carries None."""
        self.refused.emit("")
        self.show_image(None)
        self.chosen.emit(None)


class DraftPortraitPicker(PortraitPicker):
    """A PortraitPicker on a wizard page: the picture is the draft's (so saved drafts keep it),
    and the page's refusal line says why a file cannot be used."""

    def __init__(self, page: DraftPage, *, compact: bool = False) -> None:
        super().__init__(page, compact=compact)
        self.draft = page.draft
        self._shown: object = None
        self.refused.connect(page.refusal.show_message)
        self.chosen.connect(self._store)
        self.draft.changed.connect(self.follow_draft)
        self.follow_draft()

    def _store(self, raw: bytes | None) -> None:
        self._shown = encode_portrait(raw) if raw is not None else None
        self.draft.edit(portrait=self._shown)

    def follow_draft(self) -> None:
        """Show the draft's picture when it changed (a restored draft, or a new choice)."""
        portrait = self.draft.document.get("portrait")
        if portrait != self._shown:
            self._shown = portrait
            self.show_image(document_portrait(self.draft.document))


def add_portrait_box(page: DraftPage) -> DraftPortraitPicker:
    """A "Portrait" box with a compact picker, added at the foot of a wizard page."""
    box = QGroupBox("Portrait", page)
    picker = DraftPortraitPicker(page, compact=True)
    QVBoxLayout(box).addWidget(picker)
    page.body.addWidget(box)
    return picker
