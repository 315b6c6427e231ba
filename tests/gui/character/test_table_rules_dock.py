# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Every character window has an "At the Table" dock, beside Issues, with the character's rules
of play in words (issue 14); it follows the character as it changes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMenu

from gui.character.operation import single
from gui.character.table_rules import EMPTY, table_rules_html
from gui.character.window import CharacterWindow
from model.document import new_document
from rules.engine.play_rule import play_rules
from tests.gui.character.conftest import Windows

SAMPLES = Path(__file__).parents[3] / "resources" / "samples"
SYSTEMS = ("gravedust", "miridon", "lyrian", "heretics")


def sample_window(windows: Windows, system: str) -> CharacterWindow:
    document = json.loads((SAMPLES / f"{system}.sheetwright.json").read_text(encoding="utf-8"))
    document["id"] = new_document(system, "x")["id"]
    return windows.open(windows.context.library.add_character(document).id)


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_dock_shows_every_rule_beside_issues(windows: Windows, system: str) -> None:
    window = sample_window(windows, system)
    assert window.table_dock.windowTitle() == "At the Table"
    assert window.table_dock in window.tabifiedDockWidgets(window.issues_dock)
    shown = window.table_rules.view.toPlainText()
    rules = play_rules(window.build.sheet.sections)
    if not rules:
        assert EMPTY in shown
    for rule in rules:
        assert rule["title"] in shown
        assert rule["text"] in shown
        assert rule["source"] in shown
    assert "lines " not in shown  # the rulebook lines are in the source's tooltip only
    view = next(m for m in window.menuBar().findChildren(QMenu) if m.title() == "&View")
    assert window.table_dock.toggleViewAction() in view.actions()


def test_a_sources_lines_are_its_tooltip(windows: Windows) -> None:
    window = sample_window(windows, "gravedust")
    rule = play_rules(window.build.sheet.sections)[0]
    assert f"<a href='lines:{rule['source_line']}'>{rule['source']}</a>" in table_rules_html(
        window.build
    )


def test_the_dock_follows_the_character(windows: Windows) -> None:
    # gravedust.txt, Standard Actions: Ranged Crits l. 613: the bonus is at most the Level.
    window = sample_window(windows, "gravedust")
    level = window.build.sheet.value("level")
    assert f"at most {level} (your level)" in window.table_rules.view.toPlainText()
    assert window.apply(single("Award XP", "award-xp", amount=10 * level))
    assert f"at most {level + 1} (your level)" in window.table_rules.view.toPlainText()
