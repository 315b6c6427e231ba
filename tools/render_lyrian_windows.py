# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Render every Lyrian wizard page and the window (session view, class browser) to /tmp/lyrian-*.png.

Run offscreen at 1× and with QT_SCALE_FACTOR=2 (files get a -2x suffix):
    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/render_lyrian_windows.py
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget

from gui.app_context import AppContext
from gui.lyrian.character_window import LyrianWindow
from gui.lyrian.example_pack import example_pack_text
from gui.lyrian.wizard import LyrianWizard

SUFFIX = "-2x" if os.environ.get("QT_SCALE_FACTOR") == "2" else ""
MAIN = {"power": 4, "focus": 3, "agility": 5, "toughness": 4}
SUB = {"fitness": 5, "cunning": 4, "reason": 3, "awareness": 2, "presence": 1}


def save(widget: QWidget, name: str) -> None:
    """Grab a widget into /tmp/lyrian-<name>.png."""
    QApplication.processEvents()
    path = f"/tmp/lyrian-{name}{SUFFIX}.png"
    widget.grab().save(path)
    print(path)


def run_wizard(context: AppContext) -> str:
    """Every page, filled in as a player would; returns the new character's id."""
    wizard = LyrianWizard(context)
    created: list[str] = []
    wizard.created.connect(created.append)
    wizard.show()
    wizard.race_page.name.setText("Ashe")
    wizard.draft.edit(name="Ashe")
    wizard.race_page.choose("example-riverfolk", None)
    save(wizard, "wizard-1-race")
    wizard.next()
    wizard.stats_page.set_stats(MAIN, {"fitness": 5, "cunning": 4})
    save(wizard, "wizard-2-stats-partial")
    wizard.stats_page.set_stats(MAIN, SUB)
    save(wizard, "wizard-2-stats")
    wizard.next()
    wizard.breakthrough_page.list.select("example-iron-lungs")
    wizard.breakthrough_page.buy_selected()
    save(wizard, "wizard-3-breakthroughs")
    wizard.next()
    browser = wizard.classes_page.browser
    browser.select("example-sellsword")
    browser.unlock_selected()
    browser.buy_next_selected()
    browser.buy_next_selected()
    browser.tree.expandAll()
    save(wizard, "wizard-4-classes")
    wizard.next()
    for skill in ("athletics", "athletics", "perception"):
        wizard.skills_page.add_point(skill)
    save(wizard, "wizard-5-skills")
    wizard.next()
    page = wizard.equipment_page
    page.armor.setCurrentIndex(page.armor.findData("medium-armor"))
    page.armor_price.setValue(400)
    page.buy_armor()
    page.weapon_name.setText("Hatchet")
    page.group.setCurrentIndex(page.group.findData("axes"))
    page.buy_weapon()
    save(wizard, "wizard-6-equipment")
    wizard.next()
    save(wizard, "wizard-7-review")
    wizard.accept()
    return created[0]


def play(window: LyrianWindow) -> None:
    """An arc: award, rest, buy an ability, interlude with IP granted."""
    view = window.session_view
    view.run("arc")
    view.exp_amount.setValue(150)
    view.run("award")
    view.run("rest")
    save(window, "window-rest")
    window.class_browser.select("example-sellsword")
    window.class_browser.buy_next_selected()
    view.run("interlude")
    view.run("grant")
    view.action.setCurrentIndex(view.action.findData("train"))
    view.run("action")
    window.classes_dock.raise_()
    window.class_browser.tree.expandAll()
    save(window, "window-interlude")
    after_creation(window)


def after_creation(window: LyrianWindow) -> None:
    """The injury dialog, an injury on the sheet, equipment bought after creation, the GM steps."""
    dialog = window.record_injury()
    dialog.roll.setValue(2)
    save(dialog, "injury-dialog")
    dialog.accept()
    panel = window.equipment
    panel.owned.setCurrentIndex(panel.owned.findData("medium-armor"))
    panel.run("drop")
    panel.armor.setCurrentIndex(panel.armor.findData("heavy-armor"))
    panel.armor_price.setValue(500)
    window.equipment_dock.raise_()
    save(window, "window-equipment-preview")
    panel.run("armor")
    panel.item.setCurrentIndex(panel.item.findData("potion-elixir-flask"))
    panel.count.setValue(8)
    panel.run("item")
    save(window, "window-equipment-rooted")
    window.session_dock.raise_()
    view = window.session_view
    view.breakthrough.setCurrentIndex(view.breakthrough.findData("example-iron-lungs"))
    view.injury.setCurrentIndex(0)
    view.action.setCurrentIndex(view.action.findData("recover"))
    view.parentWidget().parentWidget().verticalScrollBar().setValue(10_000)
    save(window, "window-session-lower")


def main() -> None:
    """Render everything."""
    app = QApplication.instance() or QApplication(sys.argv)
    folder = Path(tempfile.mkdtemp())
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    context = AppContext(settings, f"sqlite:///{folder / 'library.sqlite3'}")
    context.library.add_pack("examples", "lyrian", "Example classes", "1", example_pack_text())
    character = run_wizard(context)
    window = context.open_character(character)
    assert isinstance(window, LyrianWindow)
    window.resize(1700, 1100)
    save(window, "window-start")
    play(window)
    del app


if __name__ == "__main__":
    main()
