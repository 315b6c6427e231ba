# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Render the library window, the trash and the settings to /tmp/library-*-1x.png (2x when scaled).

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python tools/render_library_window.py
and: QT_QPA_PLATFORM=offscreen QT_SCALE_FACTOR=2 .venv/bin/python tools/render_library_window.py
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["SHEETWRIGHT_DATA_DIR"] = tempfile.mkdtemp(prefix="sheetwright-render-")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from gui.app_context import AppContext
from gui.library.trash_dialog import TrashDialog
from gui.library.window import LibraryWindow
from gui.settings.dialog import SettingsDialog
from model.document import new_document

SCALE = "2x" if os.environ.get("QT_SCALE_FACTOR", "1") == "2" else "1x"
CAMPAIGNS = {
    "The Ashen Crypt": ["Vex", "Brannoc Ironhide", "Sylvi"],
    "Saltmarsh Nights": ["Ysolde"],
}
LOOSE = ["Corvin the Unlucky", "Mira", "Old Hask", "Tamsin Greywater-Longname"]


def save(widget: QWidget, name: str) -> None:
    """Grab a widget into /tmp/library-<name>-<scale>.png."""
    QApplication.processEvents()
    path = f"/tmp/library-{name}-{SCALE}.png"
    widget.grab().save(path)
    print(path)


def fill(context: AppContext) -> None:
    """Campaigns and eight characters, a ninth in the trash."""
    library = context.library
    for campaign, names in CAMPAIGNS.items():
        campaign_id = library.add_campaign(campaign, "gravedust").id
        for name in names:
            library.add_character(new_document("gravedust", name), campaign_id)
    for name in LOOSE:
        library.add_character(new_document("gravedust", name))
    gone = library.add_character(new_document("gravedust", "Pip the Forgotten"))
    library.trash_character(gone.id)


def main() -> None:
    """Render each view."""
    app = QApplication(sys.argv)
    QMessageBox.exec = lambda _box: 0  # type: ignore[method-assign]  # no blocking error boxes
    folder = Path(tempfile.mkdtemp(prefix="sheetwright-library-"))
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    empty = LibraryWindow(AppContext(settings, f"sqlite:///{folder / 'empty.sqlite3'}"))
    empty.show()
    empty.load()
    save(empty, "empty")
    broken_file = folder / "broken.sqlite3"
    broken_file.write_bytes(b"not a database" * 200)
    broken = LibraryWindow(AppContext(settings, f"sqlite:///{broken_file}"))
    broken.show()
    broken.load()
    save(broken, "unreadable")
    context = AppContext(settings, f"sqlite:///{folder / 'library.sqlite3'}")
    fill(context)
    window = LibraryWindow(context)
    window.show()
    window.load()
    save(window, "window")
    window.select_ids([window.model.record(0).id])
    window.pane.notice.tell("Moved Tamsin Greywater-Longname to the trash.", "&Undo", lambda: None)
    window.campaigns.setCurrentRow(2)
    save(window, "campaign-notice")
    trash = TrashDialog(context, window)
    trash.show()
    save(trash, "trash")
    dialog = SettingsDialog(context, window)
    dialog.show()
    save(dialog, "settings")
    app.quit()


if __name__ == "__main__":
    main()
