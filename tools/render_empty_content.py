# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Render the wizard pages whose lists the rulebooks leave to the GM, empty (the notice) and
filled (the description beside the list), to <folder>/<name>-<scale>x[-dark].png.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python tools/render_empty_content.py [folder] [--dark]
and again with QT_SCALE_FACTOR=2 for the 2× images (folder: /tmp/empty-content by default).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget
from render_character_window import dark_palette

from gui.app_context import AppContext
from gui.gravedust.wizard import GravedustWizard
from gui.lyrian.character_window import LyrianWindow
from gui.lyrian.wizard import LyrianWizard
from gui.miridon.wizard import MiridonWizard
from model.character_session import CharacterSession
from model.document import new_document

DARK = "--dark" in sys.argv
ARGS = [a for a in sys.argv[1:] if not a.startswith("--")]
FOLDER = Path(ARGS[0] if ARGS else "/tmp/empty-content")
SCALE = os.environ.get("QT_SCALE_FACTOR", "1")
RACES = """\
format: sheetwright-pack
format_version: 1
id: our-table
name: Our table
system: gravedust
version: "1"
homebrew: true
content:
  race:
    - id: dwarf
      name: Dwarf
      source: {book: "homebrew: our table"}
      description: Stout folk of the deep halls, slow to trust and slower to forget.
      adjustments: {end: 2, agi: -1}
      leveling_bonus: str
    - {id: sylph, name: Sylph, source: {book: "homebrew: our table"}, adjustments: {agi: 1}}
"""


def save(widget: QWidget, name: str) -> None:
    """Let layouts settle, then grab the widget."""
    QApplication.processEvents()
    path = FOLDER / f"{name}-{SCALE}x{'-dark' if DARK else ''}.png"
    widget.grab().save(str(path))
    print(path)


def lyrian(context: AppContext) -> None:
    """Race (described), breakthroughs and classes empty, then with the example pack."""
    wizard = LyrianWizard(context)
    wizard.show()
    wizard.race_page.name.setText("Ashe")
    wizard.draft.edit(name="Ashe")
    wizard.race_page.choose("demon")
    save(wizard, "lyrian-1-race")
    wizard.next()
    wizard.stats_page.set_stats(
        {"power": 4, "focus": 3, "agility": 5, "toughness": 4},
        {"fitness": 5, "cunning": 4, "reason": 3, "awareness": 2, "presence": 1},
    )
    wizard.next()
    save(wizard, "lyrian-3-breakthroughs-empty")
    wizard.next()
    wizard.classes_page.browser.select("mage")
    save(wizard, "lyrian-4-classes-empty")
    wizard.back()
    wizard.breakthrough_page.notice.example_button.click()
    wizard.breakthrough_page.list.select("example-battle-focus")
    save(wizard, "lyrian-3-breakthroughs-examples")
    wizard.next()
    wizard.classes_page.browser.select("example-sellsword")
    save(wizard, "lyrian-4-classes-examples")
    wizard.reject()


def lyrian_window(context: AppContext) -> None:
    """A character window whose class browser has only the rulebook's empty classes."""
    record = context.library.add_character(new_document("lyrian", "Ashe"))
    window = LyrianWindow(context, CharacterSession(context.library, record.id))
    window.resize(1400, 860)
    window.show()
    window.classes_dock.raise_()
    window.class_browser.select("mage")
    save(window, "lyrian-window-classes-empty")
    window.close()


def gravedust(context: AppContext) -> None:
    """Races and gear empty, then races from a pack (described)."""
    wizard = GravedustWizard(context)
    wizard.show()
    wizard.name_page.name_edit.setText("Vex")
    wizard.next()
    save(wizard, "gravedust-2-race-empty")
    wizard.next()
    wizard.next()
    save(wizard, "gravedust-4-gear-empty")
    wizard.back()
    wizard.back()
    context.library.add_pack("our-table", "gravedust", "Our table", "1", RACES)
    context.library_changed.emit()
    wizard.race_page.races.select("dwarf")
    save(wizard, "gravedust-2-race")
    wizard.reject()


def miridon(context: AppContext) -> None:
    """The class page: the class-skills notice and the description of the current class."""
    wizard = MiridonWizard(context)
    wizard.show()
    wizard.concept_page.name_edit.setText("Ilsa")
    wizard.next()
    wizard.class_page.classes.select("duelist")
    save(wizard, "miridon-2-class")
    wizard.reject()


def main() -> None:
    """Render every page named above."""
    app = QApplication.instance() or QApplication(sys.argv)
    if DARK:
        app.setStyle("Fusion")
        app.setPalette(dark_palette())
    FOLDER.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        os.environ["SHEETWRIGHT_DATA_DIR"] = str(folder / "data")
        settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        context = AppContext(settings, f"sqlite:///{folder / 'library.sqlite3'}")
        for render in (lyrian, lyrian_window, gravedust, miridon):
            render(context)


if __name__ == "__main__":
    main()
