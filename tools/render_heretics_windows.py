# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Render every Glorious Heretics wizard page, the window and its dialogs to /tmp/heretics-*.png.

Run offscreen at 1× and with QT_SCALE_FACTOR=2 (files get a -2x suffix):
    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/render_heretics_windows.py
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
from gui.character.operation import Operation
from gui.heretics.character_window import HereticsWindow
from gui.heretics.wizard import HereticsWizard
from rules.engine.event import Event

SUFFIX = "-2x" if os.environ.get("QT_SCALE_FACTOR") == "2" else ""
PROFICIENCIES = ("strength", "stamina", "stealth", "perception", "insight")


def save(widget: QWidget, name: str) -> None:
    """Grab a widget into /tmp/heretics-<name>.png."""
    QApplication.processEvents()
    path = f"/tmp/heretics-{name}{SUFFIX}.png"
    widget.grab().save(path)
    print(path)


def run_wizard(context: AppContext) -> str:
    """Every page, filled in as a player would; returns the new character's id."""
    wizard = HereticsWizard(context)
    created: list[str] = []
    wizard.created.connect(created.append)
    wizard.show()
    wizard.concept_page.name_edit.setText("Vex Marrow")
    wizard.concept_page.set_starting_exp(120)
    save(wizard, "wizard-1-concept")
    wizard.next()
    page = wizard.skills_page
    for skill in PROFICIENCIES:
        page.toggle(skill, True)
    page.panel.raise_skill("stealth")
    page.panel.raise_skill("stealth")
    page.toggle("logic", True)  # a 6th: refused with the reason
    page.panel.select("perception")
    save(wizard, "wizard-2-skills")
    wizard.next()
    if wizard.abilities_page is not None:
        save(wizard, "wizard-3-abilities")
        wizard.next()
    feats = wizard.feats_page.panel
    for _ in range(4):
        feats.buy("multi-attack")
    feats.select("skill-specialization")
    feats.detail.setText("Lock picking")
    save(wizard, "wizard-4-feats")
    wizard.next()
    wizard.resources_page.hit_points.buy(4)
    wizard.resources_page.equipment.add("Longsword (flavour)")
    save(wizard, "wizard-5-resources")
    wizard.next()
    save(wizard, "wizard-6-review")
    wizard.accept()
    return created[0]


def play(window: HereticsWindow) -> None:
    """Award, house rules, resources, Spend Exp."""
    award = window.award_exp()
    award.amount.setValue(30)
    award.note.setText("session 1: the bridge held")
    save(award, "award-dialog")
    award.accept()
    rules = window.house_rules()
    rules.controls["resource_max"].set_value(8)
    save(rules, "house-rules-dialog")
    rules.accept()
    window.resources.amount.setValue(2)
    window.resources.note.setText("climbing rope")
    window.resources.spend()
    design(window)
    save(window, "window")
    dialog = window.spend_exp()
    dialog.skills.select("logic")
    save(dialog, "spend-skills")
    for tab in ("abilities", "feats", "hit-points"):
        dialog.show_tab(tab)
        save(dialog, f"spend-{tab}")
    dialog.close()


def design(window: HereticsWindow) -> None:
    """Two designed abilities, as the designer would record them."""
    bolt = Event("design-ability", {
        "ability": "bolt", "template": "attack", "name": "Fire Bolt", "paid": 4,
        "properties": {"accuracy": 2, "power": 2, "range": 2}, "type": "elemental",
        "restrictions": [{"restriction": "locked-range"}, {"restriction": "damage-only"}],
        "flavour": "A lance of white fire",
    })  # fmt: skip
    guard = Event("design-ability", {
        "ability": "guard", "template": "guard", "name": "Guard", "paid": 2,
        "properties": {"power": 1}, "improvements": {"riposte": 1},
    })  # fmt: skip
    window.apply(Operation("Design Fire Bolt", (bolt,)))
    window.apply(Operation("Design Guard", (guard,)))


def main() -> None:
    """Render everything."""
    app = QApplication.instance() or QApplication(sys.argv)
    folder = Path(tempfile.mkdtemp())
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    context = AppContext(settings, f"sqlite:///{folder / 'library.sqlite3'}")
    character = run_wizard(context)
    window = context.open_character(character)
    assert isinstance(window, HereticsWindow)
    window.resize(1800, 1100)
    save(window, "window-start")
    play(window)
    del app


if __name__ == "__main__":
    main()
