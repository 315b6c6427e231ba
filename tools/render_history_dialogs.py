# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Render the History panel and the dialogs that revisit a character's history to
/tmp/history-<name>-<scale>x[-dark].png.

Miridon: the window with an event selected, the previews of removing the first flair and of a
move that breaks a later event, the event form (an award edited, a kind of event chosen for Insert
Before…) and the Revisions dialog. Gravedust: the rules-updated bar and its review. Heretics: the
house rules and their preview. Run with
`QT_QPA_PLATFORM=offscreen .venv/bin/python tools/render_history_dialogs.py`, once more with
`QT_SCALE_FACTOR=2` for the 2× images, and each with `--dark` for a dark palette.
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
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from render_character_window import dark_palette

from gui.app_context import AppContext
from gui.character.house_rules_dialog import HouseRulesDialog
from gui.character.window import CharacterWindow
from gui.gravedust.character_window import GravedustWindow
from gui.heretics import operations as heretics_ops
from gui.heretics.character_window import HereticsWindow
from gui.miridon import operations as miridon_ops
from gui.miridon.character_window import MiridonWindow
from model.character_session import CharacterSession
from model.content_pins import with_pack
from model.content_versions import pack_fingerprint
from model.document import new_document
from rules.lyrian.system import LyrianSettings

SCALE = os.environ.get("QT_SCALE_FACTOR", "1")
DARK = "--dark" in sys.argv
START = "starting points (GM)"
SRC = "{book: 'homebrew: our table', section: Races}"
PROFICIENT = ("strength", "stamina", "stealth", "perception", "insight")


def ev(op: str, note: str | None = None, **fields: Any) -> dict[str, Any]:
    """A stored event with a date (`class_` for the `class` field)."""
    if "class_" in fields:
        fields["class"] = fields.pop("class_")
    return {
        "op": op,
        **fields,
        "at": "2026-11-29T20:15:00+00:00",
        **({"note": note} if note else {}),
    }


MIRIDON = [
    ev("choose-class", class_="duelist"),
    ev("award-skill-points", START, amount=15),
    ev("award-stats", START, strength=20, speed=18),
    ev("buy-flair", flair="agile-strike"),
    ev("buy-flair", flair="agile-evasion"),
    ev("award-skill-points", "session 2: the salt caravan", amount=20),
    ev("buy-flair", flair="ambidexterity"),
    ev("buy-talent-rank", talent="melee-boost"),
    ev("recruit-crew", "hired at the salt flats", name="Oskar the cook"),
]
"""A duelist whose third flair (20 points) waits for the session 2 award (moving it up breaks),
and a crew member refused (a duelist has no Caravan Master)."""


def our_table(version: str, end: int) -> str:
    """A one-file homebrew Gravedust pack: Dwarf, with an END adjustment."""
    return (
        "format: sheetwright-pack\nformat_version: 1\nid: our-table\nname: Our table\n"
        f"system: gravedust\nversion: '{version}'\nhomebrew: true\ncontent:\n  race:\n"
        f"    - {{id: dwarf, name: Dwarf, source: {SRC}, adjustments: {{end: {end}, agi: -1}},"
        " leveling_bonus: str}\n"
    )


def save(widget: QWidget, name: str) -> None:
    """Let layouts settle, then grab a widget to /tmp/history-<name>-<scale>x[-dark].png."""
    for _ in range(5):
        QApplication.processEvents()
    path = f"/tmp/history-{name}-{SCALE}x{'-dark' if DARK else ''}.png"
    widget.grab().save(path)
    print(path)


def close(dialog: QDialog | None) -> None:
    """Cancel a dialog the script opened."""
    if dialog is not None:
        dialog.reject()
        QApplication.processEvents()


def open_window(context: AppContext, kind: type[CharacterWindow], document: dict[str, Any]) -> Any:
    """A library character's window, shown."""
    record = context.library.add_character(document)
    window = kind(context, CharacterSession(context.library, record.id))
    window.open_after_export = False
    window.resize(1500, 950)
    window.show()
    return window


def render_miridon(context: AppContext) -> None:
    """The History panel, the previews, the event form and the Revisions dialog."""
    window = open_window(
        context, MiridonWindow, new_document("miridon", "Ilsa Varn") | {"events": MIRIDON}
    )
    window.history.select_row(3)
    window.history.events_view.setFocus()
    save(window, "window")
    save(window.history, "panel")
    window.history.setCurrentIndex(1)
    save(window.history, "ledger")
    window.history.setCurrentIndex(0)
    render_previews(window)
    render_forms(window)
    render_revisions(window)
    window.close()


def render_previews(window: MiridonWindow) -> None:
    """Removing the first flair (values and pools); moving the third up past its award (breaks)."""
    actions = window.history_actions
    window.history.select_row(3)
    dialog = actions.remove()
    save(dialog, "remove-flair")
    close(dialog)
    window.history.select_row(6)
    dialog = actions.move(-1)
    save(dialog, "move-breaks")
    close(dialog)


def render_forms(window: MiridonWindow) -> None:
    """The form of the session 2 award, and Insert Before… with Award stats chosen."""
    actions = window.history_actions
    window.history.select_row(5)
    form = actions.edit()
    save(form, "edit-award")
    close(form)
    form = actions.insert_before()
    save(form, "insert-choose")
    form.op.setCurrentIndex(form.op.findData("award-stats"))
    save(form, "insert-award-stats")
    close(form)


def render_revisions(window: MiridonWindow) -> None:
    """A few more saved changes, then the Revisions dialog with an older one selected."""
    window.apply(miridon_ops.award_skill_points(30, "session 3"))
    window.apply(miridon_ops.buy_talent_rank(window.build, "melee-boost"))
    window.rename("Ilsa Varn of the Salt")
    dialog = window.show_revisions()
    dialog.list.setCurrentItem(dialog.list.topLevelItem(2))
    save(dialog, "revisions")
    close(dialog)


def render_banner(context: AppContext) -> None:
    """A dwarf of a homebrew pack that then gets a new version: the bar and its review."""
    library = context.library
    library.add_pack("our-table", "gravedust", "Our table", "1.0", our_table("1.0", 2))
    pack = library.get_pack("our-table")
    document = with_pack(
        new_document("gravedust", "Vex Ashborne"),
        "our-table",
        pack.version,
        pack_fingerprint(pack.text),
    )
    document["events"] = [
        ev("choose-race", race="dwarf"),
        ev("award-xp", "Ratlin nest and the mill quest", amount=152),
        ev("raise-attribute", attribute="end"),
        ev("raise-attribute", attribute="dex"),
    ]
    record = library.add_character(document)
    library.update_pack("our-table", "Our table", "1.1", our_table("1.1", 3))
    window = GravedustWindow(context, CharacterSession(library, record.id))
    window.open_after_export = False
    window.resize(1500, 950)
    window.show()
    window.history.select_row(1)
    save(window, "banner-window")
    save(window.review_banner, "banner")
    dialog = window.review_banner.review()
    save(dialog, "banner-review")
    close(dialog)
    window.close()


def render_house_rules(context: AppContext) -> None:
    """A Heretics character's house rules and the preview of a new resource maximum; Lyrian's
    house rules (a yes/no one among them)."""
    document = new_document("heretics", "Vex Marrow") | {"settings": {"starting_exp": 20}}
    document["events"] = [e.to_json() for e in heretics_ops.choose_proficiencies(PROFICIENT).events]
    window = open_window(context, HereticsWindow, document)
    dialog = window.house_rules()
    save(dialog, "house-rules")
    dialog.controls["resource_max"].set_value(8)
    dialog.accept()
    save(window.preview, "house-rules-preview")
    close(window.preview)
    window.close()
    lyrian = HouseRulesDialog(LyrianSettings, {"unpriced_action_ip": 2}, parent=None)
    lyrian.show()
    save(lyrian, "house-rules-lyrian")
    close(lyrian)


def main() -> int:
    """Render everything once at the current scale and palette."""
    app = QApplication.instance() or QApplication(sys.argv)
    if DARK:
        app.setStyle("Fusion")
        app.setPalette(dark_palette())
    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        context = AppContext(settings, f"sqlite:///{Path(folder) / 'library.sqlite3'}")
        render_miridon(context)
        render_banner(context)
        render_house_rules(context)
        QApplication.processEvents()
        context.library.engine.dispose()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
