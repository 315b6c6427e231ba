# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Render the portrait pickers: the Lyrian wizard's first page, the Gravedust and Miridon name
pages, a character window's Character menu, its Change Portrait dialog (also refusing a file) and
the Lyrian sheet with its portrait, to <folder>/portrait-*-<scale>x[-dark].png.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python tools/render_portraits.py [--dark] [folder]
and again with QT_SCALE_FACTOR=2 for the 2× images.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from gui.app_context import AppContext
from gui.character.portrait_action import PortraitDialog, ask_portrait
from gui.character.window import CharacterWindow
from gui.gravedust.wizard import GravedustWizard
from gui.lyrian.wizard import LyrianWizard
from gui.miridon.wizard import MiridonWizard
from model.data_paths import DATA_DIR_ENV
from model.document import new_document
from tools.render_character_window import dark_palette

SCALE = os.environ.get("QT_SCALE_FACTOR", "1")
DARK = "--dark" in sys.argv


def save(widget: QWidget, folder: Path, name: str) -> None:
    """Grab a widget into <folder>/portrait-<name>-<scale>x[-dark].png."""
    for _ in range(3):
        QApplication.processEvents()
    path = folder / f"portrait-{name}-{SCALE}x{'-dark' if DARK else ''}.png"
    widget.grab().save(str(path))
    print(path)


def picture(folder: Path) -> str:
    """A 900 × 600 picture: a blue field with an orange sun."""
    image = QImage(900, 600, QImage.Format.Format_RGB32)
    image.fill(QColor("#6a8caf"))
    painter = QPainter(image)
    painter.setBrush(QColor("#e8a33d"))
    painter.drawEllipse(300, 150, 300, 300)
    painter.end()
    path = folder / "portrait.png"
    image.save(str(path))
    return str(path)


def wizards(context: AppContext, folder: Path, out: Path) -> None:
    """The Lyrian first page (empty, then with a picture) and the shared name page."""
    lyrian = LyrianWizard(context)
    lyrian.show()
    lyrian.race_page.name.setText("Ashe")
    save(lyrian, out, "lyrian-wizard-empty")
    lyrian.portrait.use_file(picture(folder))
    save(lyrian, out, "lyrian-wizard")
    (folder / "notes.txt").write_text("Ashe, from the river", encoding="utf-8")
    lyrian.portrait.use_file(str(folder / "notes.txt"))
    save(lyrian, out, "lyrian-wizard-refused")
    for make, name in ((GravedustWizard, "gravedust-name"), (MiridonWizard, "miridon-concept")):
        wizard = make(context)
        wizard.show()
        wizard.currentPage().set_portrait_file(picture(folder))
        save(wizard, out, name)


def window(context: AppContext, folder: Path, out: Path) -> None:
    """A Lyrian window: its Character menu, the dialog, and the sheet with the portrait."""
    record = context.library.add_character(new_document("lyrian", "Ashe"))
    opened = context.open_character(record.id)
    assert isinstance(opened, CharacterWindow)
    opened.resize(1300, 800)
    opened.show()
    menu = next(a.menu() for a in opened.menuBar().actions() if a.text() == "&Character")
    assert isinstance(menu, QMenu)
    menu.popup(opened.mapToGlobal(opened.rect().center()))
    save(menu, out, "menu")
    menu.hide()
    dialog = ask_portrait(opened)
    assert isinstance(dialog, PortraitDialog)
    save(dialog, out, "dialog-empty")
    dialog.picker.use_file(picture(folder))
    save(dialog, out, "dialog")
    big = folder / "huge.png"
    big.write_bytes(b"\x89PNG\r\n\x1a\n".ljust(3 * 1024 * 1024, b"\0"))
    dialog.picker.use_file(str(big))
    save(dialog, out, "dialog-refused")
    dialog.picker.use_file(picture(folder))
    dialog.accept()
    save(opened, out, "lyrian-window")
    opened.close()


def main() -> None:
    """Render everything into the folder given (default /tmp)."""
    app = QApplication.instance() or QApplication(sys.argv)
    if DARK:
        app.setStyle("Fusion")
        app.setPalette(dark_palette())
    folders = [a for a in sys.argv[1:] if not a.startswith("--")]
    out = Path(folders[0] if folders else "/tmp")
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        os.environ[DATA_DIR_ENV] = temp  # the wizards' drafts go there, not to the user's
        settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        context = AppContext(settings, f"sqlite:///{folder / 'library.sqlite3'}")
        wizards(context, folder, out)
        window(context, folder, out)


if __name__ == "__main__":
    main()
