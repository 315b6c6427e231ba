# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Render the homebrew content editor to PNG (/tmp/content-editor-*-1x.png and -2x.png).

Run without QT_SCALE_FACTOR to render both scales; with it set, renders that scale only.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

PACK = """\
format: sheetwright-pack
format_version: 1
id: our-table
name: Our table
system: gravedust
version: "3"
description: Races and gear for the Tuesday group.
homebrew: true
content:
  race:
    - {id: dwarf, name: Dwarf, source: {book: "homebrew: Our table"}, adjustments: {end: 2, agi: -1}, leveling_bonus: str}
  gear:
    - {id: iron-sword, name: Iron Sword, source: {book: "homebrew: Our table", section: Weapons}, slot: hand, type: Sword, weapon: true, level: 0, bonuses: {ma: 2}, drawbacks: {vis: 1}, boxes: [enhancement, strike]}
    - {id: caster-focus, name: Caster Focus, source: {book: "homebrew: Our table"}, slot: hand, type: Focus, level: 5, bonuses: {mp: 3}, boxes: [spellstone, spellstone], requires: 'int >= 3'}
  item:
    - {id: arrow, name: Arrow, source: {book: "homebrew: Our table"}, type: ammunition, stack_size: 20}
"""


def _window() -> object:
    """An editor window on a temporary library holding the pack above and one campaign."""
    from PySide6.QtCore import QSettings

    from gui.app_context import AppContext
    from gui.content_editor.editor_window import ContentEditorWindow

    tmp = Path(tempfile.mkdtemp())
    settings = QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat)
    context = AppContext(settings, f"sqlite:///{tmp / 'library.sqlite3'}")
    context.library.add_pack("our-table", "gravedust", "Our table", "3", PACK)
    context.library.add_campaign("Tuesday group", "gravedust")
    window = ContentEditorWindow(context)
    window.resize(1180, 760)
    window.show()
    return window


def _render(out_dir: Path, suffix: str) -> list[Path]:
    """Save the race form, the gear form with an error, the pack list, rulebook and dialog."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    window: Any = _window()
    shots: list[Path] = []

    def shot(name: str, widget: Any = window) -> None:
        """Grab a widget once the event queue is empty."""
        for _ in range(3):
            app.processEvents()
        path = out_dir / f"content-editor-{name}-{suffix}.png"
        widget.grab().save(str(path))
        shots.append(path)

    window.show_pack("our-table", "dwarf")
    shot("race")
    window.browser.set_kind("gear")
    window.show_pack("our-table", "caster-focus")
    combos = window.entry_panel.current_form().editors["boxes"].combos
    combos[2].setCurrentIndex(combos[2].findData("strike"))
    shot("gear")
    window.entry_panel.revert()
    shot("packs", window.centralWidget().widget(0))
    window.browser.set_kind("item")
    window.show_pack("gravedust-rulebook")
    shot("rulebook")
    dialog = window.new_pack()
    dialog.name_edit.setText("Monsters & more")
    shot("new-pack", dialog)
    dialog.reject()
    window.close()
    return shots


def main() -> None:
    """Render at the scale of QT_SCALE_FACTOR, or at 1× and 2× in two child processes."""
    scale = os.environ.get("QT_SCALE_FACTOR")
    if scale is None:
        for factor in ("1", "2"):
            env = {**os.environ, "QT_SCALE_FACTOR": factor}
            subprocess.run([sys.executable, __file__], env=env, check=True)
        return
    for path in _render(Path("/tmp"), f"{scale}x"):
        print(path)


if __name__ == "__main__":
    main()
