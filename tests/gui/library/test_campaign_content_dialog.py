# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Campaign ▸ Homebrew Packs… and Review Updated Rules…: a campaign's packs taken up by its
characters, and a new pack version reviewed for all of them, each diff shown first."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from gui.app_context import AppContext
from gui.library.campaign_content_dialog import CampaignPacksDialog, CampaignReviewDialog
from model.document import new_document
from model.party_actions import library_history
from tests.model.test_campaign_rules import grim_gear


@pytest.fixture
def keep(context: AppContext) -> str:
    """The Drowned Keep: two Gravedust dwarves (the race only the Grim Gear pack has)."""
    library = context.library
    library.add_pack("grim-gear", "gravedust", "Grim Gear", "1.0", grim_gear("1.0", 2))
    campaign = library.add_campaign("The Drowned Keep")
    for name in ("Vex", "Ilse"):
        document = new_document("gravedust", name)
        document["events"] = [{"op": "choose-race", "race": "dwarf"}]
        library.add_character(document, campaign.id)
    return campaign.id


def rows(dialog: Any) -> list[tuple[str, str]]:
    tree = dialog.outcome
    return [
        (tree.topLevelItem(i).text(0), tree.topLevelItem(i).text(1))
        for i in range(tree.topLevelItemCount())
    ]


def ends(context: AppContext) -> dict[str, int]:
    found = {}
    for record in context.library.list_characters():
        document = context.library.get_character(record.id).document
        sheet = library_history(context.library, document).built.build.sheet
        found[record.name] = sheet.values["end"].value
    return found


def test_packs_then_a_new_version_reviewed_for_the_whole_campaign(
    qtbot: Any, context: AppContext, keep: str
) -> None:
    # gravedust.txt, Attributes: a race's adjustments add to the attributes: END 1 + Dwarf 2.
    campaign = context.library.get_campaign(keep)
    packs = CampaignPacksDialog(None, context.library, campaign)
    qtbot.addWidget(packs)
    assert packs.packs.count() == 1
    assert packs.chosen() == []
    assert rows(packs) == []
    packs.packs.item(0).setCheckState(Qt.CheckState.Checked)
    assert [name for name, _ in rows(packs)] == ["Ilse", "Vex"]
    assert packs.verdict.text() == "2 characters will take up a pack."
    packs.ok_button.click()
    assert packs.result() == QDialog.DialogCode.Accepted
    assert ends(context) == {"Vex": 3, "Ilse": 3}

    context.library.update_pack("grim-gear", "Grim Gear", "1.1", grim_gear("1.1", 3))
    review = CampaignReviewDialog(None, context.library, campaign)
    qtbot.addWidget(review)
    assert rows(review) == [
        ("Ilse", "Pack 'Grim Gear' changed (1.0 → 1.1)"),
        ("Vex", "Pack 'Grim Gear' changed (1.0 → 1.1)"),
    ]
    review.ok_button.click()
    assert ends(context) == {"Vex": 4, "Ilse": 4}
