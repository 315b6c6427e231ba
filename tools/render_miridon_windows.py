# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Render the Miridon window, the spend dialog's tabs, the dual-class dialog and every wizard page
to /tmp/miridon-<what>-<scale>x.png.

Run with `QT_QPA_PLATFORM=offscreen .venv/bin/python tools/render_miridon_windows.py`, and once
more with `QT_SCALE_FACTOR=2` for the 2× images.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget

from gui.app_context import AppContext
from gui.miridon.character_window import MiridonWindow
from gui.miridon.wizard import MiridonWizard
from model.character_session import CharacterSession
from model.document import new_document

SCALE = os.environ.get("QT_SCALE_FACTOR", "1")
VESSEL = {
    "id": "vessel", "name": "The Vessel", "source": {"book": "homebrew: our table"},
    "special": "concentration", "class_skills": ["stealth", "healing-word"],
}  # fmt: skip


def ev(op: str, note: str | None = None, **fields: Any) -> dict[str, Any]:
    """An event as stored in a document."""
    return {"op": op, **fields, **({"note": note} if note else {})}


def rich_events() -> list[dict[str, Any]]:
    """A duelist who dual-classed into the Vessel, with talents, skills, flairs and a mutation."""
    buys = [
        ev("buy-talent-rank", talent=t)
        for t in ("redouble", "melee-boost", "melee-boost", "dodge-boost")
    ]
    flairs = [ev("buy-flair", flair=f) for f in ("redouble-specialist", "parry", "agile-strike")]
    return [
        ev("define", kind="class", entry=VESSEL),
        ev("choose-class", **{"class": "duelist"}),
        ev("award-skill-points", "starting points (GM)", amount=250),
        ev("award-stats", "starting points (GM)", strength=22, speed=21),
        ev("buy-skill-rank", skill="stealth"),
        ev("buy-skill-rank", skill="stealth"),
        *buys,
        *flairs,
        ev("assign-mutation", "session 6", mutation="dragon"),
    ]


def save(widget: QWidget, name: str) -> None:
    """Let layouts settle (a resize can ask for another layout pass), then grab the widget to /tmp."""
    for _ in range(3):
        QApplication.processEvents()
    widget.grab().save(f"/tmp/miridon-{name}-{SCALE}x.png")


def render_window(context: AppContext) -> MiridonWindow:
    """The window of the rich character (dual-classed), and its dialogs before dual-classing."""
    document = new_document("miridon", "Ilsa Varn") | {"events": rich_events()}
    record = context.library.add_character(document)
    window = MiridonWindow(context, CharacterSession(context.library, record.id))
    window.resize(1500, 1000)
    window.show()
    dual = window.commands.dual_class()
    dual.choose("vessel")
    save(dual, "dual-class-choose")
    dual.next_step()
    save(dual, "dual-class-confirm")
    dual.close()
    window.apply(dual.operation())
    QApplication.processEvents()
    save(window, "window")
    for tab in ("skills", "talents", "flairs"):
        dialog = window.commands.spend(tab)
        QApplication.processEvents()
        save(dialog, f"spend-{tab}")
        dialog.close()
    return window


def render_wizard(context: AppContext) -> None:
    """Every wizard page, filled in as a user would."""
    wizard = MiridonWizard(context)
    wizard.show()
    wizard.concept_page.name_edit.setText("Ilsa Varn")
    wizard.concept_page.notes.setPlainText("A duelist from the salt flats.")
    steps = [
        ("concept", lambda: None),
        ("class", lambda: wizard.class_page.classes.select("duelist")),
        ("points", lambda: wizard.points_page.set_points(60, 12, 10)),
        ("skills", lambda: wizard.skills_page.tab.buy("stealth")),
        ("talents", lambda: wizard.talents_page.tab.buy("redouble")),
        ("flairs", lambda: wizard.flairs_page.tab.buy("redouble-specialist")),
    ]
    if wizard.equipment_page is not None:
        steps.append(("equipment", lambda: None))
    steps.append(("review", lambda: None))
    for name, act in steps:
        act()
        QApplication.processEvents()
        save(wizard, f"wizard-{name}")
        wizard.next()
    wizard.reject()


def main() -> None:
    """Render everything once at the current scale."""
    app = QApplication.instance() or QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        context = AppContext(settings, f"sqlite:///{Path(folder) / 'library.sqlite3'}")
        window = render_window(context)
        render_wizard(context)
        window.close()
        context.library.engine.dispose()
    del app


if __name__ == "__main__":
    main()
