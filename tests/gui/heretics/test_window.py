# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Glorious Heretics window: Award Exp, Spend Exp with undo, house rules, resources, cards PDF."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QSpinBox

from gui.app_context import AppContext
from gui.character.house_rules_dialog import HouseRulesDialog
from gui.heretics import operations as ops
from gui.heretics.character_window import HereticsWindow
from gui.widgets import error_dialog
from model.document import new_document
from rules.lyrian.system import LyrianSettings

LEFT = Qt.MouseButton.LeftButton
PROFICIENT = ["strength", "stamina", "stealth", "perception", "insight"]


@pytest.fixture
def refusals(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The refusals the window would show in a message box."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(error_dialog, "show_refusal", lambda _p, a, r: shown.append((a, r)))
    return shown


def open_window(context: AppContext, qtbot: Any) -> HereticsWindow:
    """A library character with 20 starting Exp and 5 proficiencies, in its window."""
    document = new_document("heretics", "Vex") | {"settings": {"starting_exp": 20}}
    document["events"] = [e.to_json() for e in ops.choose_proficiencies(PROFICIENT).events]
    record = context.library.add_character(document)
    window = context.open_character(record.id)
    assert isinstance(window, HereticsWindow)
    qtbot.addWidget(window)
    window.open_after_export = False
    return window


def test_award_spend_undo(context: AppContext, qtbot: Any) -> None:
    """Award Exp with a note; raise a skill in Spend Exp (1 Exp, l. 53); undo it."""
    window = open_window(context, qtbot)
    award = window.award_exp()
    award.amount.selectAll()
    qtbot.keyClicks(award.amount, "15")
    qtbot.keyClicks(award.note, "session 1: the bridge")
    buttons = award.findChild(QDialogButtonBox)
    assert buttons is not None
    buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert window.sheet.text_of("exp-total") == "35"
    assert window.session.events[-1]["note"] == "session 1: the bridge"
    dialog = window.spend_exp()
    assert dialog.exp.text() == "Exp available: 35"
    assert dialog.skills.select("logic")
    qtbot.mouseClick(dialog.skills.raise_button, LEFT)
    assert window.build.sheet.values["skill.logic"].value == 1
    assert dialog.exp.text() == "Exp available: 34"
    assert window.undo_action.text() == "&Undo Raise Logic to 1"
    window.undo_action.trigger()
    assert window.build.sheet.values["skill.logic"].value == 0
    assert dialog.exp.text() == "Exp available: 35"
    window.redo_action.trigger()
    assert window.build.sheet.values["skill.logic"].value == 1
    stored = context.library.get_character(window.session.record.id).document
    assert stored["events"][-1]["op"] == "raise-skill"


def test_spend_dialog_hit_points_and_feats(
    context: AppContext, qtbot: Any, refusals: list[tuple[str, str]]
) -> None:
    """Hit points 10 + 1 per 2 Exp (l. 44); a feat beyond its Exp is refused with the reason."""
    window = open_window(context, qtbot)
    dialog = window.spend_exp("hit-points")
    assert dialog.tabs.currentWidget() is dialog.hit_points
    dialog.hit_points.exp.setValue(6)
    qtbot.mouseClick(dialog.hit_points.buy_button, LEFT)
    assert window.sheet.text_of("hit-points") == "13"
    assert not dialog.feats.select("heavy-digger")  # 60 Exp; 14 left
    assert not dialog.feats.buy("heavy-digger")
    assert "Not enough Exp" in refusals[-1][1]


def test_house_rules_and_resources(
    context: AppContext, qtbot: Any, refusals: list[tuple[str, str]]
) -> None:
    """The GM sets the resource maximum (l. 50); spend, refused beyond what is left, restock."""
    window = open_window(context, qtbot)
    panel = window.resources
    assert not panel.spend_button.isEnabled()
    dialog = window.house_rules()
    dialog.controls["resource_max"].set_value(8)
    dialog.accept()
    assert window.preview is not None  # what the new house rules do, before they are kept
    window.preview.apply_button.click()
    assert window.session.document["settings"] == {"starting_exp": 20, "resource_max": 8}
    assert window.undo_action.text() == "&Undo Change House Rules"
    assert panel.left.text() == "8 of 8 left"
    panel.amount.setValue(3)
    qtbot.keyClicks(panel.note, "climbing rope")
    qtbot.mouseClick(panel.spend_button, LEFT)
    assert panel.left.text() == "5 of 8 left"
    assert panel.obtained.item(0).text() == "3 — climbing rope"
    panel.amount.setValue(6)
    assert not panel.spend()
    assert refusals
    assert refusals[-1][0] == "Spend 6 Resources"
    qtbot.mouseClick(panel.restock_button, LEFT)
    assert panel.left.text() == "8 of 8 left"
    assert panel.obtained.count() == 0
    window.undo_action.trigger()  # the restock
    window.undo_action.trigger()  # the purchase
    window.undo_action.trigger()  # the house rule
    assert window.session.document["settings"] == {"starting_exp": 20}
    assert not panel.spend_button.isEnabled()


def test_export_cards_pdf(context: AppContext, qtbot: Any, tmp_path: Path) -> None:
    """The cards print to a PDF file."""
    window = open_window(context, qtbot)
    target = tmp_path / "vex-cards.pdf"
    assert window.export_cards_to(target, "a4")
    assert target.read_bytes().startswith(b"%PDF")


def test_house_rules_dialog_is_generic(qtbot: Any) -> None:
    """Any system's settings: a yes/no and a bounded number (Lyrian), only changes stored."""
    dialog = HouseRulesDialog(LyrianSettings, {})
    qtbot.addWidget(dialog)
    assert dialog.values() == {}
    dialog.controls["tier_lifts_artisan_caps"].set_value(True)
    number = dialog.controls["unpriced_action_ip"].widget
    assert isinstance(number, QSpinBox)
    assert (number.minimum(), number.maximum()) == (0, 9)
    number.setValue(2)
    assert dialog.values() == {"tier_lifts_artisan_caps": True, "unpriced_action_ip": 2}


def test_window_models_pass_the_model_tester(
    context: AppContext, qtbot: Any, qtmodeltester: Any
) -> None:
    """The Spend Exp tables are well-behaved Qt models."""
    window = open_window(context, qtbot)
    dialog = window.spend_exp()
    qtmodeltester.check(dialog.skills.model)
    qtmodeltester.check(dialog.feats.model)
