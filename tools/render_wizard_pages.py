# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Render every page of the Gravedust wizard to /tmp/wizard-<n>-<page>-<scale>x.png.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python tools/render_wizard_pages.py
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
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QWizard

from gui.app_context import AppContext
from gui.gravedust.wizard import GravedustWizard

PACK = """\
format: sheetwright-pack
format_version: 1
id: our-table
name: Our table
system: gravedust
version: "1"
homebrew: true
content:
  race:
    - {id: dwarf, name: Dwarf, source: {book: "homebrew: our table"}, adjustments: {end: 2, agi: -1}, leveling_bonus: str}
    - {id: sylph, name: Sylph, source: {book: "homebrew: our table"}, adjustments: {agi: 1, mag: 1}, leveling_bonus: int}
  gear:
    - {id: iron-sword, name: Iron Sword, source: {book: "homebrew: our table"}, slot: hand, type: Sword, weapon: true, bonuses: {ma: 2}, drawbacks: {vis: 1}, boxes: [enhancement, strike]}
    - {id: chainmail, name: Chainmail, source: {book: "homebrew: our table"}, slot: body, type: Armor, bonuses: {arm: 2, hp: 5}, drawbacks: {move: 1, vis: 2}}
    - {id: example-sword, name: Example Sword, source: {book: "homebrew: our table"}, slot: hand, type: Sword, weapon: true, level: 5, bonuses: {ma: 4}}
  item:
    - {id: arrow, name: Arrow, source: {book: "homebrew: our table"}, type: ammunition, stack_size: 20}
"""
NAMES = ("name", "race", "attributes", "gear", "skills", "items", "review")


def _portrait(folder: Path) -> str:
    image = QImage(900, 600, QImage.Format.Format_RGB32)
    image.fill(QColor("#6a8caf"))
    path = folder / "portrait.png"
    image.save(str(path))
    return str(path)


def _save(wizard: GravedustWizard, n: int, scale: str, extra: str = "") -> None:
    QApplication.processEvents()
    path = f"/tmp/wizard-{n}-{NAMES[n - 1]}{extra}-{scale}x.png"
    wizard.grab().save(path)
    print(path)


def _fill(wizard: GravedustWizard, context: AppContext, n: int, folder: Path) -> None:
    """Make the sample choices of page n (page 2 first shows the rulebook's empty race list)."""
    if n == 1:
        wizard.name_page.name_edit.setText("Vex")
        wizard.name_page.set_portrait_file(_portrait(folder))
    elif n == 2:
        _save(wizard, n, os.environ.get("QT_SCALE_FACTOR", "1"), "-empty")
        context.library.add_pack("our-table", "gravedust", "Our table", "1", PACK)
        context.library_changed.emit()
        wizard.race_page.races.select("dwarf")
    elif n == 3:
        wizard.attributes_page.set_starting_xp(12)
        wizard.attributes_page.raise_attribute("int")
    elif n == 4:
        wizard.gear_page.gear.select("iron-sword")
        wizard.gear_page.equip_selected()
        wizard.gear_page.gear.select("chainmail")
        wizard.gear_page.equip_selected()
        wizard.gear_page.tabs.setCurrentIndex(1)
        wizard.gear_page.form.name.setText("Oak Focus")
    elif n == 5:
        wizard.abilities_page.abilities.select("skill:quick-focus")
        wizard.abilities_page.learn_button.click()
        wizard.abilities_page.equip_button.click()
    elif n == 6:
        wizard.items_page.items.select("arrow")
        wizard.items_page.count.setValue(25)
        wizard.items_page.add_selected()


def main() -> None:
    """Drive the wizard through every page with sample data and save each page."""
    app = QApplication.instance() or QApplication(sys.argv)
    scale = os.environ.get("QT_SCALE_FACTOR", "1")
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        context = AppContext(settings, f"sqlite:///{folder / 'library.sqlite3'}")
        wizard = GravedustWizard(context)
        wizard.resize(wizard.sizeHint())
        wizard.show()
        for n in range(1, len(NAMES) + 1):
            _fill(wizard, context, n, folder)
            _save(wizard, n, scale)
            if n < len(NAMES):
                wizard.next()
        context.library.update_pack("our-table", "Our table", "1", PACK.split("  gear:")[0])
        context.library_changed.emit()  # the gear vanished from the content: Finish is blocked
        _save(wizard, len(NAMES), scale, "-error")
        wizard.button(QWizard.WizardButton.CancelButton).click()
        del app


if __name__ == "__main__":
    main()
