# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Campaign ▸ House Rules…: the campaign's values for one game, previewed per character and
applied to all who follow the campaign; a character's own value is marked in its house rules."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog

from gui.app_context import AppContext
from gui.character.house_rules_dialog import HouseRulesDialog
from gui.library.campaign_rules_dialog import CampaignRulesPreview
from model.campaign_rules import effective
from rules.systems import get_system
from tests.gui.library.helpers import open_window

SAMPLE = Path(__file__).resolve().parents[3] / "resources" / "samples" / "heretics.sheetwright.json"


@pytest.fixture
def keep(context: AppContext) -> str:
    """The Drowned Keep with the Glorious Heretics sample and a copy of it, Ilse."""
    campaign = context.library.add_campaign("The Drowned Keep")
    document = json.loads(SAMPLE.read_text(encoding="utf-8"))
    context.library.add_character(document, campaign.id)
    ilse = {**copy.deepcopy(document), "name": "Ilse"}
    ilse.pop("id")
    context.library.add_character(ilse, campaign.id)
    return campaign.id


def rows(dialog: CampaignRulesPreview) -> list[tuple[str, str]]:
    tree = dialog.outcome
    return [
        (tree.topLevelItem(i).text(0), tree.topLevelItem(i).text(1))
        for i in range(tree.topLevelItemCount())
    ]


def starting_exp(context: AppContext) -> dict[str, Any]:
    return {
        r.name: context.library.get_character(r.id).document["settings"].get("starting_exp")
        for r in context.library.list_characters()
    }


def test_the_preview_applies_the_rule_to_everyone_who_follows(
    qtbot: Any, context: AppContext, keep: str
) -> None:
    # glorious-heretics.txt: the starting Exp is the GM's to set; both characters follow.
    campaign = context.library.get_campaign(keep)
    dialog = CampaignRulesPreview(None, context.library, campaign, "heretics", {"starting_exp": 60})
    qtbot.addWidget(dialog)
    assert dialog.intro.text() == "The campaign's new house rules: Starting Exp 60."
    assert rows(dialog) == [
        ("Ilse", "Exp: 200 → 260 (and 2 more)"),
        ("Ysmay of Orrin", "Exp: 200 → 260 (and 2 more)"),
    ]
    assert dialog.verdict.text() == "2 characters will follow the new house rules."
    dialog.ok_button.click()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert context.library.campaign_house_rules(keep) == {"heretics": {"starting_exp": 60}}
    assert starting_exp(context) == {"Ilse": 60, "Ysmay of Orrin": 60}


def test_a_broken_rule_cannot_be_applied(qtbot: Any, context: AppContext, keep: str) -> None:
    # glorious-heretics.txt, Resources: event 12 spends 2 points; a maximum of 1 breaks it.
    campaign = context.library.get_campaign(keep)
    dialog = CampaignRulesPreview(None, context.library, campaign, "heretics", {"resource_max": 1})
    qtbot.addWidget(dialog)
    assert rows(dialog) == [
        ("Ilse", "Keeps its own value: Resource maximum."),
        ("Ysmay of Orrin", "Keeps its own value: Resource maximum."),
    ]
    assert dialog.ok_button.isEnabled()  # nobody changes; the campaign keeps the new rule
    dialog.everyone.setChecked(True)
    assert [name for name, _ in rows(dialog)] == ["Ilse", "Ysmay of Orrin"]
    assert rows(dialog)[0][1] == "Refused: it breaks a rule (below)"
    assert not dialog.ok_button.isEnabled()
    assert dialog.verdict.text().splitlines()[1] == (
        "Ilse: event 12: Not enough resource points: this needs 2, you have 1."
    )


def test_the_menu_command_edits_then_previews(
    qtbot: Any, context: AppContext, keep: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, context)
    window.campaigns.select(keep)

    def fill(form: HouseRulesDialog) -> int:
        form.controls["starting_exp"].set_value(40)
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(HouseRulesDialog, "exec", fill)
    monkeypatch.setattr(
        CampaignRulesPreview, "exec", lambda d: (d.ok_button.click(), int(d.result()))[1]
    )
    assert window.actions.campaign_rules.isEnabled()
    window.actions.campaign_rules.trigger()
    assert starting_exp(context) == {"Ilse": 40, "Ysmay of Orrin": 40}
    assert window.statusBar().currentMessage() == (
        "House rules of The Drowned Keep: Starting Exp 40."
    )


def test_a_characters_own_value_is_marked(qtbot: Any) -> None:
    theirs = effective("heretics", {"starting_exp": 60, "resource_max": 10})
    dialog = HouseRulesDialog(
        get_system("heretics").settings,
        {"starting_exp": 30, "resource_max": 10},
        "House Rules",
        None,
        ("The Drowned Keep", theirs),
    )
    qtbot.addWidget(dialog)
    marks = {name: label.text() for name, label in dialog.own_marks.items()}
    assert marks == {
        "starting_exp": "House rule of this character (the campaign: 60)",
        "resource_max": "As the campaign The Drowned Keep has it",
    }
    dialog.controls["starting_exp"].set_value(60)
    assert dialog.own_marks["starting_exp"].text() == "As the campaign The Drowned Keep has it"


def test_in_a_shared_library_only_the_gm_gets_the_gm_commands(
    qtbot: Any, context: AppContext, keep: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from gui.library.actions import update_enabled
    from model import change_rights
    from model.library import Library

    reason = "Only the GM of The Drowned Keep (gm) may change it, its packs and its party actions."
    monkeypatch.setattr(
        change_rights, "identity", lambda engine: change_rights.Identity("ilse", True)
    )
    monkeypatch.setattr(Library, "may_change", lambda self, record: reason)
    window = open_window(qtbot, context)
    window.campaigns.select(keep)
    update_enabled(window)
    for action in (window.actions.campaign_rules, window.actions.award_party):
        assert not action.isEnabled()
        assert action.toolTip() == reason
    assert window.actions.party.isEnabled()  # reading the party is anyone's
