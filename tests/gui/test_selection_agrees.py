# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The line under an option list and the button that acts on the selection never contradict each
other (issue 13, point 6): a row the keyboard is on but that is not selected is not called
"available" while the button is disabled; a button that needs a selection is disabled without one
and a visible line says what to do."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QPushButton

from gui.app_context import AppContext
from gui.gravedust.wizard import GravedustWizard
from gui.heretics.designer_list import SELECT_ABILITY
from gui.heretics.wizard import HereticsWizard
from gui.lyrian.wizard import LyrianWizard
from gui.miridon.equipment_panel import SELECT_WEAPON
from gui.miridon.wizard import MiridonWizard
from gui.widgets.reason_line import UNSELECTED, ReasonLine
from gui.wizard.creation_wizard import CreationWizard
from tests.gui.keyboard_helpers import open_sample
from tests.gui.wizard.drivers import PROFICIENT, shown


def first_selectable(view: QAbstractItemView) -> QModelIndex:
    model = view.model()
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        if index.flags() & Qt.ItemFlag.ItemIsSelectable:
            return index
    raise AssertionError("the list has no row that can be chosen")


def keyboard_on(view: QAbstractItemView, index: QModelIndex) -> None:
    """What focusing a list does: the row becomes current, nothing is selected."""
    view.clearSelection()
    view.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.NoUpdate)


def assert_agree(view: QAbstractItemView, line: ReasonLine, button: QPushButton) -> None:
    """Current but unselected: the button is off and the line says to select; selected: both on."""
    index = first_selectable(view)
    keyboard_on(view, index)
    assert not button.isEnabled()
    assert line.text().endswith(UNSELECTED), line.text()
    assert not line.text().endswith("— available.")
    view.selectionModel().select(
        index,
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    assert button.isEnabled()
    assert line.text().endswith("— available."), line.text()


def wizard_on(qtbot: Any, wizard: CreationWizard, page: Any) -> Any:
    shown(qtbot, wizard)
    page.refresh()
    return page


@pytest.fixture
def gravedust_page(context: AppContext, qtbot: Any) -> Any:
    wizard = GravedustWizard(context)
    return wizard_on(qtbot, wizard, wizard.abilities_page)


def test_gravedust_learn_agrees_with_the_line(gravedust_page: Any) -> None:
    page = gravedust_page
    assert_agree(page.abilities, page.why, page.learn_button)


def test_miridon_buy_rank_agrees_with_the_line(context: AppContext, qtbot: Any) -> None:
    wizard = shown(qtbot, MiridonWizard(context))
    qtbot.keyClicks(wizard.concept_page.name_edit, "Toma")
    wizard.next()
    assert wizard.class_page.classes.select("duelist")
    wizard.next()
    wizard.points_page.set_points(20, 12, 9)
    wizard.next()
    assert wizard.currentPage() is wizard.skills_page
    tab = wizard.skills_page.tab
    assert_agree(tab.view, tab.why, tab.buy_button)


def test_heretics_buy_feat_agrees_with_the_line(context: AppContext, qtbot: Any) -> None:
    wizard = shown(qtbot, HereticsWizard(context))
    qtbot.keyClicks(wizard.concept_page.name_edit, "Sable")
    wizard.concept_page.set_starting_exp(50)
    wizard.next()
    for skill in PROFICIENT:
        assert wizard.skills_page.toggle(skill, True)
    while wizard.currentPage() is not wizard.feats_page:
        wizard.next()
    panel = wizard.feats_page.panel
    assert_agree(panel.view, panel.why, panel.buy_button)
    panel.view.clearSelection()
    assert panel.effect.text() == "Choose a feat to see it."
    assert panel.why.text().endswith(UNSELECTED)  # not "Multi-Attack — available."


def test_lyrian_add_a_point_agrees_with_the_line(context: AppContext, qtbot: Any) -> None:
    wizard = LyrianWizard(context)
    page = wizard_on(qtbot, wizard, wizard.skills_page)
    assert_agree(page.list, page.why, page.add_button)
    page.list.clearSelection()
    assert page.add_why.text() == "Select a skill first."


def test_miridon_wield_needs_a_weapon_selected(context: AppContext, qtbot: Any) -> None:
    window = open_sample(context, qtbot, "miridon")
    panel = window.commands.editor("equipment").panel
    panel.view.clearSelection()
    assert not panel.wield_button.isEnabled()
    assert panel.wield_note.text() == SELECT_WEAPON
    keyboard_on(panel.view, first_selectable(panel.view))
    assert not panel.wield_button.isEnabled()  # the keyboard's row is not a choice yet
    panel.view.selectRow(first_selectable(panel.view).row())
    assert panel.wield_button.isEnabled()
    assert panel.wield_note.text().startswith(str(first_selectable(panel.view).data()))


def test_heretics_design_needs_an_ability_selected(context: AppContext, qtbot: Any) -> None:
    wizard = HereticsWizard(context)
    listed = wizard_on(qtbot, wizard, wizard.abilities_page).list
    assert listed.model.rowCount() >= 1  # Guard, Endure and Inhibit
    keyboard_on(listed.view, listed.model.index(0, 0))
    assert not listed.design_button.isEnabled()
    assert listed.hint.text() == SELECT_ABILITY
    listed.select(listed.model.card(0)["id"])
    assert listed.design_button.isEnabled()
    assert listed.hint.text() == "Every character has Guard; design it to change it."
