# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The keyboard goes where the eye goes (issue 13, points 6 and 7): Enter in an add or buy row
presses that row's button, never the wizard's Next; a dialog asking for a number starts in its
box; Tab follows the screen row by row; a wizard keeps its size from page to page."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from gui.app_context import AppContext
from gui.gravedust.gear_form import GearForm
from gui.heretics.award_dialog import AwardExpDialog
from gui.miridon.award_dialog import AwardPointsDialog, AwardStatsDialog
from gui.widgets.error_dialog import error_box
from tests.gui.gravedust.wizard_helpers import GEAR, ITEMS, RACES, add_pack
from tests.gui.keyboard_helpers import open_sample
from tests.gui.test_keyboard import active, focused, press, type_text
from tests.gui.wizard.drivers import DRIVERS, MAIN, SUB, shown

Key = Qt.Key


def _gravedust_on(qtbot: Any, context: AppContext, page: str) -> Any:
    """The Gravedust wizard (with the GM's races, gear and items), named, on one page."""
    add_pack(context, RACES, GEAR, ITEMS)
    wizard: Any = active(qtbot, shown(qtbot, DRIVERS[0].make(context)))
    wizard.name_page.name_edit.setText("Vex")
    while wizard.currentPage() is not getattr(wizard, page):
        wizard.next()
    return wizard


# --- Enter presses the row's button ------------------------------------------------------------


def test_enter_in_the_item_count_adds_the_item_and_stays_on_the_page(
    context: AppContext, qtbot: Any
) -> None:
    wizard = _gravedust_on(qtbot, context, "items_page")
    page = wizard.items_page
    assert page.items.select("arrow")
    page.count.setFocus()
    page.count.selectAll()
    type_text(qtbot, "12")
    press(qtbot, Key.Key_Return)
    assert wizard.currentPage() is page  # not on to Review with "Items: none"
    assert page.slots.item(0).text() == "1. Arrow × 12"


def test_enter_in_the_starting_xp_box_awards_it(context: AppContext, qtbot: Any) -> None:
    wizard = _gravedust_on(qtbot, context, "attributes_page")
    page = wizard.attributes_page
    page.xp.setFocus()
    page.xp.selectAll()
    type_text(qtbot, "5")
    press(qtbot, Key.Key_Enter)  # the keypad's Enter too
    assert wizard.currentPage() is page
    assert wizard.draft.build.sheet.values["xp"].value == 5  # below level 2 (10 XP)


def test_enter_in_the_gear_form_adds_the_piece(context: AppContext, qtbot: Any) -> None:
    wizard = _gravedust_on(qtbot, context, "gear_page")
    page = wizard.gear_page
    page.tabs.setCurrentIndex(1)
    assert focused() is page.form.name
    type_text(qtbot, "Oak Staff")
    press(qtbot, Key.Key_Return)
    assert wizard.currentPage() is page
    assert page.slots.pieces["hand-1"].text().startswith("Oak Staff")


def test_enter_with_nothing_to_add_stays_on_the_page(context: AppContext, qtbot: Any) -> None:
    wizard = _gravedust_on(qtbot, context, "items_page")
    page = wizard.items_page
    assert not page.add_button.isEnabled()  # no item chosen yet
    page.count.setFocus()
    press(qtbot, Key.Key_Return)
    assert wizard.currentPage() is page


def _lyrian_on_equipment(qtbot: Any, context: AppContext) -> Any:
    wizard: Any = active(qtbot, shown(qtbot, DRIVERS[2].make(context)))
    wizard.race_page.name.setText("Vex")
    wizard.race_page.examples.setChecked(True)
    assert wizard.race_page.choose("human")
    wizard.next()
    wizard.stats_page.set_stats(MAIN, SUB)
    while wizard.currentPage() is not wizard.equipment_page:
        wizard.next()
    return wizard


def test_enter_in_a_lyrian_price_buys_at_that_price(context: AppContext, qtbot: Any) -> None:
    wizard = _lyrian_on_equipment(qtbot, context)
    page = wizard.equipment_page
    clim = wizard.draft.build.sheet.values["clim"].value
    page.weapon_price.setFocus()
    page.weapon_price.selectAll()
    type_text(qtbot, "40")
    press(qtbot, Key.Key_Return)
    assert wizard.currentPage() is page
    assert wizard.draft.build.sheet.values["clim"].value == clim - 40


def test_enter_in_a_heretics_equipment_note_adds_it_once(context: AppContext, qtbot: Any) -> None:
    wizard: Any = active(qtbot, shown(qtbot, DRIVERS[3].make(context)))
    DRIVERS[3].choose(wizard, context)
    wizard.concept_page.name_edit.setText("Vex")
    while wizard.currentPage() is not wizard.resources_page:
        wizard.next()
    notes = wizard.resources_page.equipment
    notes.text.setFocus()
    type_text(qtbot, "Longsword")
    press(qtbot, Key.Key_Return)
    assert wizard.currentPage() is wizard.resources_page
    assert [notes.list.item(i).text() for i in range(notes.list.count())] == ["Longsword"]


def test_enter_in_a_lyrian_session_step_runs_that_step(context: AppContext, qtbot: Any) -> None:
    window = active(qtbot, open_sample(context, qtbot, "lyrian"))
    view = window.session_view
    values = window.build.sheet.values
    clim, points = values["clim"].value, values["skill-points"].value
    view.clim_amount.setFocus()
    view.clim_amount.selectAll()
    type_text(qtbot, "150")
    press(qtbot, Key.Key_Return)
    values = window.build.sheet.values
    assert (values["clim"].value, values["skill-points"].value) == (clim + 150, points)
    view.skill_points.setFocus()  # the box's other step: its own button
    press(qtbot, Key.Key_Return)
    values = window.build.sheet.values
    assert (values["clim"].value, values["skill-points"].value) == (clim + 150, points + 1)


# --- a dialog asking for a number starts in its box --------------------------------------------


def test_gravedust_award_xp_starts_in_the_amount_on_each_tab(
    context: AppContext, qtbot: Any
) -> None:
    window = active(qtbot, open_sample(context, qtbot, "gravedust"))
    xp = window.build.sheet.values["xp"].value
    level = window.build.sheet.values["level"].value
    dialog = window.actions.award_xp()
    qtbot.waitUntil(dialog.isActiveWindow)
    assert focused() is dialog.amount
    type_text(qtbot, "3")  # replaces the 10 shown
    assert dialog.amount.value() == 3
    dialog.tabs.setCurrentIndex(1)
    assert focused() is dialog.worth
    dialog.tabs.setCurrentIndex(0)
    assert focused() is dialog.amount
    press(qtbot, Key.Key_Return)
    assert window.build.sheet.values["level"].value == level
    assert window.build.sheet.values["xp"].value == xp + 3


@pytest.mark.parametrize(
    ("make", "field"),
    [
        (AwardPointsDialog, "amount"),
        (AwardStatsDialog, "strength"),
        (AwardExpDialog, "amount"),
    ],
    ids=["miridon-points", "miridon-maximums", "heretics-exp"],
)
def test_award_dialogs_start_in_their_first_number(qtbot: Any, make: Any, field: str) -> None:
    dialog = make()
    qtbot.addWidget(dialog)
    active(qtbot, dialog)
    assert focused() is getattr(dialog, field)
    type_text(qtbot, "25")
    assert getattr(dialog, field).value() == 25
    press(qtbot, Key.Key_Return)
    assert dialog.result() == dialog.DialogCode.Accepted


def test_the_miridon_note_comes_after_the_numbers(qtbot: Any) -> None:
    dialog = AwardStatsDialog()
    qtbot.addWidget(dialog)
    active(qtbot, dialog)
    press(qtbot, Key.Key_Tab)
    assert focused() is dialog.speed
    press(qtbot, Key.Key_Tab)
    assert focused() is dialog.note


# --- Tab follows the screen --------------------------------------------------------------------


def _tab_from(qtbot: Any, start: QWidget, count: int) -> list[QWidget]:
    start.setFocus(Qt.FocusReason.TabFocusReason)
    seen = []
    for _ in range(count):
        press(qtbot, Key.Key_Tab)
        seen.append(focused())
    return seen


def test_lyrian_equipment_tabs_row_by_row(context: AppContext, qtbot: Any) -> None:
    page = _lyrian_on_equipment(qtbot, context).equipment_page
    buy = {b.text().replace("&", ""): b for b in page.findChildren(type(page.fix_button))}
    hands = [page.hands] if page.hands.isEnabled() else []
    expected = [
        page.group, *hands, page.weapon_price, buy["Buy Weapon"],
        page.armor, page.armor_price, buy["Buy Armor"],
        page.shield, page.shield_price, buy["Buy Shield"],
        page.item, page.count, page.item_price, buy["Buy Item"],
    ]  # fmt: skip
    assert _tab_from(qtbot, page.weapon_name, len(expected)) == expected


def test_the_gear_form_tabs_in_the_order_it_shows(qtbot: Any) -> None:
    form = GearForm()
    qtbot.addWidget(form)
    active(qtbot, form)
    grid = [form.bonus["hp"], form.drawback["hp"], form.bonus["arm"], form.drawback["arm"]]
    resistances = list(form.resist.values())  # damage and range wait for a weapon
    expected = [form.slot, form.type, form.weapon, form.level, *resistances, *grid]
    assert _tab_from(qtbot, form.name, len(expected)) == expected  # HP, then ARM beside it
    assert _tab_from(qtbot, form.drawback["recover"], 4) == form.boxes  # the boxes come last


# --- the wizard keeps its size, the name page its place ----------------------------------------


@pytest.mark.parametrize("driver", DRIVERS, ids=[d.system for d in DRIVERS])
def test_a_wizard_keeps_its_size_from_page_to_page(
    driver: Any, context: AppContext, qtbot: Any
) -> None:
    if driver.system == "gravedust":
        add_pack(context, RACES, GEAR, ITEMS)
    wizard: Any = active(qtbot, shown(qtbot, driver.make(context)))
    driver.name_field(wizard).setText("Vex")
    if driver.system == "lyrian":
        wizard.race_page.examples.setChecked(True)
        assert wizard.race_page.choose("human")
    size = wizard.size()
    for _ in wizard.pages[1:]:
        wizard.next()
        QApplication.processEvents()
        assert wizard.size() == size, wizard.currentPage().title()


@pytest.mark.parametrize("driver", [DRIVERS[0], DRIVERS[3]], ids=["gravedust", "heretics"])
def test_typing_a_name_moves_nothing_on_the_name_page(
    driver: Any, context: AppContext, qtbot: Any
) -> None:
    wizard: Any = active(qtbot, shown(qtbot, driver.make(context)))
    page = wizard.currentPage()
    QApplication.processEvents()
    before = page.portrait.mapTo(wizard, QPoint(0, 0))
    driver.name_field(wizard).setText("Vex")
    QApplication.processEvents()
    assert page.name_hint.isHidden()
    assert page.portrait.mapTo(wizard, QPoint(0, 0)) == before


# --- Alt letters --------------------------------------------------------------------------------


def test_the_error_details_button_has_an_alt_letter(qtbot: Any) -> None:
    box = error_box(None, "Could Not Save", "The disk is full.", OSError("no space"))
    qtbot.addWidget(box)
    details = next(
        b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.ActionRole
    )
    assert details.text() == "Show &Details…"
    active(qtbot, box)
    qtbot.keyClick(box, Key.Key_D, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: details.text() == "Hide &Details…")
