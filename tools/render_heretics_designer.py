# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Render the Glorious Heretics ability designer, the Abilities wizard page and the panel to PNG.

Run `QT_QPA_PLATFORM=offscreen .venv/bin/python tools/render_heretics_designer.py`; it renders at
1× and runs itself again with QT_SCALE_FACTOR=2. Images: /tmp/heretics-designer-<what>-<scale>x.png
for `attack` (a designed attack, Locked Range unavailable, a debuff asked for), `summon` (Commander
and Self Damage), `page` (the wizard page) and `panel` (the character window's panel).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget, QWizard

from gui.app_context import AppContext
from gui.heretics.abilities_page import AbilitiesPage
from gui.heretics.abilities_panel import AbilitiesPanel
from gui.heretics.designer_widget import DesignerWidget
from model.character_session import CharacterSession


def save(widget: QWidget, what: str) -> None:
    """Grab a widget to /tmp/heretics-designer-<what>-<scale>x.png."""
    scale = os.environ.get("QT_SCALE_FACTOR", "1")
    QApplication.processEvents()
    path = f"/tmp/heretics-designer-{what}-{scale}x.png"
    widget.grab().save(path)
    print(path)


def attack(designer: DesignerWidget) -> None:
    """Fire Bolt: 4 paid ranks, elemental, Damage Only; range rank 1 (Locked Range needs 2)."""
    designer.parts.name.setText("Fire Bolt")
    designer.parts.name.textEdited.emit("Fire Bolt")
    for _ in range(4):
        designer.step_paid(1)
    designer.choose_type("elemental")
    designer.parts.restrictions.select("damage-only")
    designer.add_restriction("damage-only")
    for prop, ranks in (("accuracy", 3), ("power", 2), ("range", 1)):
        for _ in range(ranks):
            designer.step_property(prop, 1)
    designer.parts.restrictions.select("target-requires-debuff")


def summon(designer: DesignerWidget) -> None:
    """Wolf Pack: 5 paid ranks, Commander ×1, Self Damage 4 hit points, duration 2 ranks."""
    designer.parts.name.textEdited.emit("Wolf Pack")
    designer.parts.name.setText("Wolf Pack")
    for _ in range(5):
        designer.step_paid(1)
    designer.add_improvement("commander")
    designer.parts.restrictions.select("self-damage")
    designer.parts.choice.hit_points.setValue(4)
    designer.add_restriction("self-damage")
    for prop, ranks in (("duration", 2), ("power", 2)):
        for _ in range(ranks):
            designer.step_property(prop, 1)


def render(context: AppContext) -> None:
    """The two designer dialogs, the wizard page with abilities, and the character panel."""
    from gui.wizard.wizard_draft import WizardDraft

    draft = WizardDraft(context.library, "heretics")
    draft.edit(settings={"starting_exp": 60})
    page = AbilitiesPage(draft)
    wizard = QWizard()
    wizard.addPage(page)
    wizard.resize(900, 560)
    wizard.show()
    for what, fill in (("attack", attack), ("summon", summon)):
        dialog = page.new_ability(what)
        fill(dialog.designer)
        save(dialog, what)
        dialog.accept()
        QApplication.processEvents()
    page.list.select("ability-1")
    save(wizard, "page")
    document = dict(draft.document) | {"name": "Vex"}
    session = CharacterSession(context.library, context.library.add_character(document).id)
    panel = AbilitiesPanel(session, lambda op: session.append(op.events) is None)
    panel.resize(800, 360)
    panel.show()
    panel.list.select("ability-2")
    save(panel, "panel")


def main() -> None:
    """Render at this process's scale; at 1× also start the 2× run."""
    app = QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        context: Any = AppContext(settings, f"sqlite:///{Path(folder) / 'library.sqlite3'}")
        render(context)
    del app
    if "QT_SCALE_FACTOR" not in os.environ:
        env = os.environ | {"QT_SCALE_FACTOR": "2"}
        subprocess.run([sys.executable, __file__], env=env, check=True)


if __name__ == "__main__":
    main()
