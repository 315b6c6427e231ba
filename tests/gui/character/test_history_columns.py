# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The History panel gives the Event column the room (the Note elides first), and every event
cell has its full text as tooltip (issue 13: "Unlock Class Sellswor…" in a narrow dock)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from gui.character.history import HistoryPanel
from tests.rules.lyrian.builders import build, created, ev

SELLSWORD = "example-sellsword"


def _panel(qtbot: Any, width: int) -> HistoryPanel:
    character = build(
        *created(), ev("unlock-class", "from the mentor in the north tower", class_=SELLSWORD)
    )
    panel = HistoryPanel()
    qtbot.addWidget(panel)
    panel.resize(width, 300)
    panel.show()
    panel.set_build(character)
    qtbot.waitExposed(panel)
    return panel


def test_the_event_column_shows_the_whole_event_before_the_note(qtbot: Any) -> None:
    panel = _panel(qtbot, 1000)
    view, header = panel.events_view, panel.events_view.horizontalHeader()
    row = panel.events.rowCount() - 1
    text = panel.events.index(row, 2).data()
    assert text.startswith("Unlock Class")
    wanted = view.sizeHintForColumn(2)
    fixed = sum(view.columnWidth(c) for c in (0, 1, 4)) + header.sectionSizeFromContents(3).width()
    panel.resize(panel.width() - view.viewport().width() + fixed + wanted + 4, 300)
    qtbot.wait(10)
    assert view.columnWidth(2) >= wanted  # the whole event, with the note down to its heading
    assert view.columnWidth(3) < view.fontMetrics().horizontalAdvance(
        "from the mentor in the north tower"
    )  # the note is the one cut short


def test_a_narrow_panel_still_shows_the_note_heading_and_tooltips_the_event(qtbot: Any) -> None:
    panel = _panel(qtbot, 380)
    view, header = panel.events_view, panel.events_view.horizontalHeader()
    assert view.columnWidth(3) >= header.sectionSizeFromContents(3).width() - 1
    row = panel.events.rowCount() - 1
    event = panel.events.index(row, 2)
    assert event.data(Qt.ItemDataRole.ToolTipRole) == event.data()
    note = panel.events.index(row, 3)
    assert note.data(Qt.ItemDataRole.ToolTipRole) == "from the mentor in the north tower"
