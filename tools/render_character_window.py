# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Render the character window of a rich example character to /tmp/character-window-<scale>x.png.

Run with `QT_QPA_PLATFORM=offscreen .venv/bin/python tools/render_character_window.py`, and once
more with `QT_SCALE_FACTOR=2` for the 2× image; `--dark` renders with a dark palette
(/tmp/character-window-dark-1x.png).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QSettings, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication

from gui.app_context import AppContext
from gui.gravedust.character_window import GravedustWindow
from model.character_session import CharacterSession
from model.document import encode_portrait, new_document

SRC = '{book: "homebrew: our table", section: Example}'
PACK = f"""\
format: sheetwright-pack
format_version: 1
id: our-table
name: Our table
system: gravedust
version: "1"
homebrew: true
content:
  race:
    - {{id: dwarf, name: Dwarf, source: {SRC}, adjustments: {{end: 2, agi: -1}}, leveling_bonus: str}}
  gear:
    - {{id: iron-sword, name: Iron Sword, source: {SRC}, slot: hand, type: Sword, weapon: true,
       bonuses: {{ma: 2}}, drawbacks: {{vis: 1}}, boxes: [enhancement, strike, enhancement]}}
    - {{id: oak-focus, name: Oak Focus, source: {SRC}, slot: hand, type: Caster focus, level: 2,
       bonuses: {{mp: 2, focus: 1}}, boxes: [spellstone, spellstone]}}
    - {{id: chainmail, name: Chainmail, source: {SRC}, slot: body, type: Armor,
       bonuses: {{arm: 2, hp: 5}}, drawbacks: {{move: 1, vis: 2}}, boxes: [enhancement]}}
    - {{id: lucky-charm, name: Lucky Charm, source: {SRC}, slot: artifact, type: Artifact,
       bonuses: {{def: 1}}}}
    - {{id: doom-blade, name: Doom Blade, source: {SRC}, slot: hand, type: Sword, weapon: true,
       level: 9, bonuses: {{ma: 6}}}}
  item:
    - {{id: whetstone, name: Whetstone, source: {SRC}, type: enhancement, bonuses: {{ma: 1}}}}
    - {{id: rivets, name: Rivets, source: {SRC}, type: enhancement, bonuses: {{arm: 1}}}}
    - {{id: spark-stone, name: Spark spellstone, source: {SRC}, type: spellstone, spell: missile,
       fits_strike: true}}
    - {{id: arrow, name: Arrow, source: {SRC}, type: ammunition, stack_size: 20}}
"""


def ev(op: str, note: str | None = None, **fields: Any) -> dict[str, Any]:
    """A stored event with a date."""
    return {
        "op": op,
        **fields,
        "at": "2026-11-29T20:15:00+00:00",
        **({"note": note} if note else {}),
    }


EVENTS = [
    ev("choose-race", race="dwarf"),
    ev("gain-gear", gear="iron-sword", instance="sword", slot="hand-1"),
    ev("gain-gear", gear="chainmail", instance="mail", slot="body"),
    ev("award-xp", "Ratlin nest and the mill quest", amount=152),
    ev("raise-attribute", attribute="int"),
    ev("raise-attribute", attribute="int"),
    ev("raise-attribute", attribute="end"),
    ev("raise-attribute", attribute="dex"),
    ev("gain-gear", gear="oak-focus", instance="focus", slot="hand-2"),
    ev("gain-gear", gear="lucky-charm", instance="charm", slot="artifact"),
    ev("gain-gear", "refused: level 9", gear="doom-blade", instance="doom", slot="hand-1"),
    ev("add-item", item="whetstone"),
    ev("apply-enhancement", instance="sword", box=1, item="whetstone"),
    ev("add-item", item="rivets"),
    ev("apply-enhancement", instance="mail", box=1, item="rivets"),
    ev("add-item", item="spark-stone"),
    ev("socket-spellstone", instance="sword", box=2, item="spark-stone"),
    ev("add-item", item="reknit-spellstone"),
    ev("add-item", item="missile-spellstone"),
    ev("socket-spellstone", instance="focus", box=1, item="reknit-spellstone"),
    ev("socket-spellstone", instance="focus", box=2, item="missile-spellstone"),
    ev("learn-skill", skill="quick-focus"),
    ev("equip-skill", skill="quick-focus"),
    ev("learn-spell", spell="reknit"),
    ev("equip-spell", spell="reknit"),
    ev("add-item", item="minor-health-potion", count=2),
    ev("add-item", item="minor-mana-potion"),
    ev("add-item", item="arrow", count=25),
    ev("gain-gold", "quest reward", amount=40),
    ev("spend-gold", "Oak Focus", amount=12),
    ev("add-buff", name="Haste", effect="+2 MOVE", duration=3, modifiers={"move": 2}),
    ev("add-buff", name="Poisoned", effect="−1 DEF", modifiers={"def": -1}, debuff=True),
]


def portrait() -> bytes:
    """A small painted PNG portrait."""
    image = QImage(160, 160, QImage.Format.Format_RGB32)
    image.fill(QColor("#5b6f8c"))
    painter = QPainter(image)
    painter.setPen(QColor("#f4efe4"))
    painter.setFont(QFont("DejaVu Sans", 22, QFont.Weight.Bold))
    painter.drawEllipse(40, 24, 80, 80)
    painter.drawText(image.rect().adjusted(0, 60, 0, 0), Qt.AlignmentFlag.AlignCenter, "Vex")
    painter.end()
    buffer = QBuffer()
    buffer.open(QBuffer.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(buffer.data().data())


def example_window(folder: Path) -> GravedustWindow:
    """The window of the rich example character in a new library under `folder`."""
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    context = AppContext(settings, f"sqlite:///{folder / 'library.sqlite3'}")
    context.library.add_pack("our-table", "gravedust", "Our table", "1", PACK)
    document = new_document("gravedust", "Vex Ashborne")
    document |= {"packs": [{"id": "our-table", "version": "1"}], "events": EVENTS}
    document |= {"portrait": encode_portrait(portrait()), "notes": "Owes the miller 5 gold."}
    record = context.library.add_character(document)
    window = GravedustWindow(context, CharacterSession(context.library, record.id))
    window.context_keepalive = context  # type: ignore[attr-defined]
    return window


def dark_palette() -> QPalette:
    """A dark palette like the desktop's dark themes."""
    palette = QPalette()
    for role, colour in (
        (QPalette.ColorRole.Window, "#2b2b2b"),
        (QPalette.ColorRole.WindowText, "#e6e6e6"),
        (QPalette.ColorRole.Base, "#1e1e1e"),
        (QPalette.ColorRole.AlternateBase, "#262626"),
        (QPalette.ColorRole.Text, "#e6e6e6"),
        (QPalette.ColorRole.Button, "#353535"),
        (QPalette.ColorRole.ButtonText, "#e6e6e6"),
        (QPalette.ColorRole.PlaceholderText, "#9a9a9a"),
        (QPalette.ColorRole.Highlight, "#3d6fb4"),
    ):
        palette.setColor(role, QColor(colour))
    disabled = QPalette.ColorGroup.Disabled  # as dark themes do: disabled controls read greyed
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        palette.setColor(disabled, role, QColor("#7a7a7a"))
    return palette


def main() -> int:
    """Render the window and print the PNG's path."""
    app = QApplication.instance() or QApplication(sys.argv)
    scale = os.environ.get("QT_SCALE_FACTOR", "1")
    dark = "--dark" in sys.argv
    if dark:
        app.setStyle("Fusion")
        app.setPalette(dark_palette())
    target = Path(f"/tmp/character-window-{'dark-' if dark else ''}{scale}x.png")
    with tempfile.TemporaryDirectory() as folder:
        window = example_window(Path(folder))
        window.resize(1600, 1050)
        window.show()
        for _ in range(5):
            app.processEvents()
        window.grab().save(str(target))
        window.close()
    print(target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
