# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard page behaviour: Back replaces a page's events, Cancel saves nothing, errors block a page."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from gui.app_context import AppContext
from gui.gravedust.wizard import GravedustWizard
from tests.gui.gravedust.wizard_helpers import (
    GEAR,
    ITEMS,
    RACES,
    add_pack,
    button,
    click,
    click_next,
    click_row,
    update_pack,
)

Next = QWizard.WizardButton.NextButton
Back = QWizard.WizardButton.BackButton


@pytest.fixture
def wizard(context: AppContext, qtbot: Any) -> GravedustWizard:
    """A shown wizard on a library with the test pack, the name typed in."""
    add_pack(context, RACES, GEAR, ITEMS)
    window = GravedustWizard(context)
    qtbot.addWidget(window)
    window.show()
    qtbot.keyClicks(window.name_page.name_edit, "Vex")
    return window


def _ops(wizard: GravedustWizard) -> list[str]:
    return [e["op"] for e in wizard.draft.document["events"]]


def test_back_and_a_new_choice_replace_the_page_events(wizard: GravedustWizard, qtbot: Any) -> None:
    click_next(qtbot, wizard)
    click_row(qtbot, wizard.race_page.races, "Dwarf")
    click_row(qtbot, wizard.race_page.races, "Dwarf")
    assert _ops(wizard) == ["choose-race"]
    click_next(qtbot, wizard)
    wizard.attributes_page.set_starting_xp(10)
    wizard.attributes_page.raise_attribute("end")
    assert _ops(wizard) == ["choose-race", "award-xp", "raise-attribute"]
    click(qtbot, button(wizard, Back))
    assert _ops(wizard) == ["choose-race"]
    click(qtbot, wizard.race_page.none_button)
    assert _ops(wizard) == []
    click_next(qtbot, wizard)
    assert _ops(wizard) == ["award-xp", "raise-attribute"]
    wizard.attributes_page.set_starting_xp(0)
    assert _ops(wizard) == []
    assert "Raise Endurance" in wizard.attributes_page.refusal.text()


def test_cancel_asks_and_discarding_saves_nothing(
    wizard: GravedustWizard, context: AppContext, qtbot: Any
) -> None:
    created: list[str] = []
    wizard.created.connect(created.append)
    click_next(qtbot, wizard)
    click_row(qtbot, wizard.race_page.races, "Dwarf")
    qtbot.keyClick(wizard, Qt.Key.Key_Escape)
    assert wizard.isVisible()  # a draft with a choice in it is never thrown away unasked
    wizard.question.buttons["discard"].click()
    assert not wizard.isVisible()
    assert context.library.list_characters(include_deleted=True) == []
    assert created == []


def test_enter_moves_on(wizard: GravedustWizard, qtbot: Any) -> None:
    qtbot.keyClick(wizard.name_page.name_edit, Qt.Key.Key_Return)
    assert wizard.currentPage() is wizard.race_page


def test_a_page_whose_events_break_a_rule_cannot_be_completed(
    wizard: GravedustWizard, context: AppContext, qtbot: Any
) -> None:
    for _ in range(3):
        click_next(qtbot, wizard)
    page = wizard.gear_page
    click_row(qtbot, page.gear, "Iron Sword")
    click(qtbot, page.equip_button)
    assert button(wizard, Next).isEnabled()
    update_pack(context, RACES, ITEMS)
    assert not button(wizard, Next).isEnabled()
    assert "no gear 'iron-sword'" in page.blocking.text()
    assert wizard.sheet.issue_count.text().startswith("1 error")
    assert page.fix_button.isVisible()
    click(qtbot, page.fix_button)
    assert button(wizard, Next).isEnabled()
    assert not page.blocking.isVisible()
    assert wizard.draft.document["events"] == []


def test_skill_slots_limit_equipping(wizard: GravedustWizard, qtbot: Any) -> None:
    for _ in range(4):
        click_next(qtbot, wizard)
    page = wizard.abilities_page
    for name in ("Quick Focus", "Reknit"):
        click_row(qtbot, page.abilities, name)
        click(qtbot, page.learn_button)
    click_row(qtbot, page.abilities, "Quick Focus")
    click(qtbot, page.equip_button)
    assert page.slots.text() == "1 of 1 skill slot used"
    click_row(qtbot, page.abilities, "Reknit")
    assert not page.equip_button.isEnabled()
    assert "The only skill slot is in use" in page.equip_button.toolTip()
    click_row(qtbot, page.abilities, "Quick Focus")
    click(qtbot, page.forget_button)
    assert [e["op"] for e in wizard.draft.document["events"]] == ["learn-spell"]


def test_items_that_do_not_fit_are_disabled_with_the_reason(
    wizard: GravedustWizard, qtbot: Any
) -> None:
    for _ in range(5):
        click_next(qtbot, wizard)
    page = wizard.items_page
    click_row(qtbot, page.items, "Bandage")
    page.count.setValue(6)
    click(qtbot, page.add_button)
    potion = page.items.item_for("minor-health-potion")
    assert potion is not None
    assert not potion.flags() & Qt.ItemFlag.ItemIsSelectable
    assert "That needs 7 item slots; a character has 6." in potion.toolTip()
    page.slots.setCurrentRow(0)
    click(qtbot, page.remove_button)
    assert wizard.draft.document["events"] == []


def test_icon_buttons_have_accessible_names(wizard: GravedustWizard) -> None:
    assert wizard.attributes_page._raise["str"].accessibleName() == "Raise Strength"
    assert wizard.gear_page.slots.removers["body"].accessibleName() == "Remove the piece in Body"
