# SPDX-License-Identifier: LicenseRef-Sheetwright
"""When the library goes away mid-session: the change is kept, said so, and saved when it is back.

"Not saved: the library cannot be reached…" shows over the sheet with Try Again and Save a Copy
As…; a timer tries again on its own. Closing the window with an unsaved change asks whether to
keep it open, save a copy to a file, or discard the change.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QLabel,
    QMessageBox,
    QPushButton,
    QStyle,
    QWidget,
)

from gui.widgets.banner_row import banner_row
from gui.widgets.error_dialog import reason
from gui.widgets.sheet_style import boxed, fill, scaled_font, tint

BANNER_TINT = "#f0b429"
RETRY_MS = 5000
"""How often the banner tries to save the kept change again on its own."""
COPY_TITLE = "Save a Copy of the Character"
COPY_FILTER = "Sheetwright characters (*.sheetwright.json)"


def not_saved(labels: tuple[str, ...]) -> str:
    """ "Not saved: the library cannot be reached, so your last change (Rename to Vex) was not
    saved." """
    change = "your last change"
    if len(labels) == 1:
        change = f"your last change ({labels[0]})"
    elif labels:
        change = f"your last {len(labels)} changes ({', '.join(labels)})"
    verb = "were" if len(labels) > 1 else "was"
    return f"Not saved: the library cannot be reached, so {change} {verb} not saved."


def not_saved_text(labels: tuple[str, ...]) -> str:
    """The banner's words: what was not saved, and that it is kept and will be saved."""
    return (
        f"{not_saved(labels)} It is kept in this window and saved as soon as the library is back."
    )


class UnsavedBanner(QFrame):
    """Shown while a change waits to be saved; Try Again, Save a Copy As…, and a retry timer."""

    def __init__(
        self,
        retry: Callable[[], object],
        save_copy: Callable[[], object],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("unsaved_banner")
        boxed(self)
        fill(self, tint(self.palette(), BANNER_TINT, 0.45, 0.3))
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setFont(scaled_font(self.text, 1.0, bold=True))
        self.retry_button = QPushButton("&Try Again")
        self.retry_button.clicked.connect(lambda: retry())
        self.copy_button = QPushButton("Sa&ve a Copy As…")
        self.copy_button.setToolTip("Write the character as it is shown to a file")
        self.copy_button.clicked.connect(lambda: save_copy())
        self.timer = QTimer(self, interval=RETRY_MS)
        self.timer.timeout.connect(lambda: retry())
        self._lay_out()
        self.hide()

    def _lay_out(self) -> None:
        icon = QStyle.StandardPixmap.SP_MessageBoxWarning
        banner_row(self, icon, self.text, (self.retry_button, self.copy_button), text_fills=True)

    def tell(self, labels: tuple[str, ...], error: BaseException) -> None:
        """Say what was not saved (the database's own words in the tooltip) and keep retrying."""
        self.text.setText(not_saved_text(labels))
        self.text.setToolTip(f"The library said: {reason(error)}")
        self.show()
        if not self.timer.isActive():
            self.timer.start()

    def saved(self) -> None:
        """The kept change was saved: hide and stop retrying."""
        self.timer.stop()
        self.hide()


def ask_copy_path(parent: QWidget, name: str, folder: str) -> Path | None:
    """Where to save a copy of the character (a .sheetwright.json file); None if cancelled."""
    from gui.library.export import file_stem
    from model.transfer import SUFFIX

    start = str(Path(folder) / f"{file_stem(name)}{SUFFIX}")
    path, _ = QFileDialog.getSaveFileName(parent, COPY_TITLE, start, COPY_FILTER)
    if not path:
        return None
    return Path(path) if path.endswith(SUFFIX) else Path(f"{path}{SUFFIX}")


def close_question(parent: QWidget, labels: tuple[str, ...]) -> QMessageBox:
    """Closing with an unsaved change: Keep Open (the default), Save a Copy…, or Discard."""
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        "Change Not Saved",
        not_saved(labels),
        parent=parent,
    )
    box.setInformativeText(
        "Keep the window open to save the change once the library is back, save a copy of the "
        "character to a file (import it later), or discard the change."
    )
    buttons = QMessageBox.StandardButton
    box.setStandardButtons(buttons.Cancel | buttons.Save | buttons.Discard)
    box.button(buttons.Cancel).setText("&Keep Open")
    box.button(buttons.Save).setText("Sa&ve a Copy…")
    box.button(buttons.Discard).setText("&Discard the Change")
    box.setDefaultButton(buttons.Cancel)
    box.setEscapeButton(buttons.Cancel)
    return box
