# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The bar over a campaign character's sheet: its own house rules (not the campaign's), and in a
shared library why it may only be read here."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gui.app_context import AppContext
from gui.character.read_only import changing_docks
from model.campaign_rules import make_house_rules, plan_house_rules
from model.library import Library

SAMPLE = Path(__file__).resolve().parents[3] / "resources" / "samples" / "heretics.sheetwright.json"


@pytest.fixture
def ysmay(context: AppContext) -> str:
    """Ysmay (the Glorious Heretics sample) in The Drowned Keep, which sets Starting Exp 60 and
    the sample's resource maximum, 10."""
    keep = context.library.add_campaign("The Drowned Keep")
    record = context.library.add_character(json.loads(SAMPLE.read_text("utf-8")), keep.id)
    changes = {"starting_exp": 60, "resource_max": 10}
    make_house_rules(
        context.library, plan_house_rules(context.library, keep.id, "heretics", changes)
    )
    return record.id


def open_window(qtbot: Any, context: AppContext, character_id: str) -> Any:
    window = context.open_character(character_id)
    assert window is not None
    qtbot.addWidget(window)
    return window


def test_no_bar_while_the_character_follows_its_campaign(
    qtbot: Any, context: AppContext, ysmay: str
) -> None:
    window = open_window(qtbot, context, ysmay)
    assert window.campaign_banner.isHidden()
    assert window.sheet.isEnabled()


def test_an_own_house_rule_is_marked_over_the_sheet(
    qtbot: Any, context: AppContext, ysmay: str
) -> None:
    record = context.library.get_character(ysmay)
    settings = {**record.document["settings"], "starting_exp": 30}
    context.library.save_character(ysmay, {**record.document, "settings": settings}, record.version)
    window = open_window(qtbot, context, ysmay)
    assert not window.campaign_banner.isHidden()
    assert window.campaign_banner.text.text() == (
        "House rule of this character: Starting Exp 30 (the campaign: 60)."
    )


def test_a_character_someone_else_owns_is_read_only(
    qtbot: Any, context: AppContext, ysmay: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    reason = "Only Ysmay's owner (ilse) or the GM of The Drowned Keep (gm) may change Ysmay."
    monkeypatch.setattr(Library, "may_change", lambda self, record: reason)
    window = open_window(qtbot, context, ysmay)
    assert window.campaign_banner.read_only == reason
    assert window.campaign_banner.text.text() == f"Read only: {reason}"
    assert not window.sheet.isEnabled()  # shown greyed: it may only be read here
    monkeypatch.setattr(Library, "may_change", lambda self, record: None)
    context.library_changed.emit()  # made this player's (the GM granted it): editable again
    assert window.sheet.isEnabled()


SAMPLES = SAMPLE.parent
MENU_TITLES = {
    "gravedust": ["&File", "&Edit", "&Character", "&View"],
    "lyrian": ["&File", "&Edit", "&Character", "&View"],
    "miridon": ["&File", "&Edit", "&Character", "&GM", "&View"],
    "heretics": ["&File", "&Edit", "&Character", "&GM", "&View"],
}


OWN_PANELS = {
    "gravedust": [],
    "lyrian": ["classes_dock", "equipment_dock", "property_dock", "session_dock"],
    "miridon": [],
    "heretics": ["abilities_dock", "resources_dock"],
}
"""The docks of each game's own (the shared History, Issues and At the Table only read)."""


@pytest.mark.parametrize("system", sorted(MENU_TITLES))
def test_only_reading_commands_are_offered_while_read_only(
    qtbot: Any, context: AppContext, system: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import Qt

    document = json.loads((SAMPLES / f"{system}.sheetwright.json").read_text("utf-8"))
    record = context.library.add_character(document)
    context.library.rename_character(record.id, "Renamed once")  # so Undo has a step
    monkeypatch.setattr(Library, "may_change", lambda self, record: "Only the GM may change it.")
    window = open_window(qtbot, context, record.id)
    menus = {a.menu().title(): a.menu() for a in window.menuBar().actions() if a.menu()}
    assert list(menus) == MENU_TITLES[system]
    assert [t for t, m in menus.items() if m.isEnabled()] == ["&File", "&View"]
    own_panels = [d.widget() for d in changing_docks(window)]
    assert sorted(d.objectName() for d in changing_docks(window)) == OWN_PANELS[system]
    assert not any(panel.isEnabled() for panel in own_panels)  # e.g. no New Ability…
    window.history.events_view.selectRow(0)
    assert not any(a.isEnabled() for a in window.history_actions.actions.values())
    assert not any(b.isEnabled() for b in window.history_actions.buttons.values())
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Undo's shortcut
    assert context.library.get_character(record.id).name == "Renamed once"  # nothing taken back
    monkeypatch.setattr(Library, "may_change", lambda self, record: None)
    context.library_changed.emit()  # the GM let this player change it: every command is back
    assert all(m.isEnabled() for m in menus.values())
    assert all(panel.isEnabled() for panel in own_panels)
    assert window.history_actions.actions["edit"].isEnabled()
    assert window.undo_action.isEnabled()
