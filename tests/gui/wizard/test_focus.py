# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Focus starts on each page's first input, never on Cancel; Cancel is neither the default nor
reachable by Tab, so typing a space in a field cannot cancel (issue 13)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget, QWizard

from gui.app_context import AppContext
from gui.wizard.creation_wizard import CreationWizard
from tests.gui.wizard.drivers import DRIVERS, Driver, shown, type_name

Button = QWizard.WizardButton


def _active(qtbot: Any, wizard: CreationWizard) -> CreationWizard:
    wizard.activateWindow()
    qtbot.waitUntil(wizard.isActiveWindow)
    QApplication.processEvents()
    return wizard


def _focused(wizard: CreationWizard) -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def _assert_focus_on_the_page(wizard: CreationWizard) -> None:
    widget = _focused(wizard)
    page = wizard.currentPage()
    assert widget is not wizard.button(Button.CancelButton), page.title()
    assert page.isAncestorOf(widget) or widget in (
        wizard.button(Button.NextButton),
        wizard.button(Button.FinishButton),
    ), f"{page.title()}: {type(widget).__name__}"


@pytest.mark.parametrize("driver", DRIVERS, ids=[d.system for d in DRIVERS])
def test_focus_starts_on_a_field_of_every_page(
    driver: Driver, context: AppContext, qtbot: Any
) -> None:
    wizard = _active(qtbot, shown(qtbot, driver.make(context)))
    cancel = wizard.button(Button.CancelButton)
    assert cancel.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert not cancel.isDefault()
    assert not cancel.autoDefault()
    assert _focused(wizard) is driver.name_field(wizard)
    type_name(qtbot, driver, wizard)
    driver.choose(wizard, context)
    _assert_focus_on_the_page(wizard)
    while wizard.currentPage() is not wizard.review_page:
        wizard.next()
        _assert_focus_on_the_page(wizard)
    while wizard.currentPage() is not wizard.pages[0]:
        wizard.back()
        _assert_focus_on_the_page(wizard)


@pytest.mark.parametrize("driver", DRIVERS, ids=[d.system for d in DRIVERS])
def test_tab_through_a_page_never_reaches_cancel(
    driver: Driver, context: AppContext, qtbot: Any
) -> None:
    wizard = _active(qtbot, shown(qtbot, driver.make(context)))
    type_name(qtbot, driver, wizard)
    seen = set()
    for _ in range(60):
        qtbot.keyClick(_focused(wizard), Qt.Key.Key_Tab)
        seen.add(_focused(wizard))
    assert wizard.button(Button.CancelButton) not in seen
    assert wizard.isVisible()
    assert wizard.question is None


def test_typing_a_new_gear_name_with_a_space_does_not_discard(
    context: AppContext, qtbot: Any
) -> None:
    gravedust = DRIVERS[0]
    wizard = _active(qtbot, shown(qtbot, gravedust.make(context)))
    type_name(qtbot, gravedust, wizard)
    gravedust.choose(wizard, context)
    page = wizard.gear_page
    bar = page.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    assert _focused(wizard) is page.form.name
    qtbot.keyClicks(_focused(wizard), "Iron Sword")
    assert page.form.name.text() == "Iron Sword"
    page.tabs.setCurrentIndex(0)
    bar.setFocus()
    qtbot.keyClick(bar, Qt.Key.Key_Right)  # the keyboard way to the tab
    assert _focused(wizard) is page.form.name
    qtbot.keyClicks(page.form.name, " II")
    assert page.form.name.text() == "Iron Sword II"
    bar.setFocus()
    qtbot.keyClick(bar, Qt.Key.Key_Tab)  # Tab after "Define a new piece…" goes to its name
    assert _focused(wizard) is page.form.name
    qtbot.keyClick(page.form.name, Qt.Key.Key_Space)
    assert wizard.isVisible()
    assert wizard.question is None
    assert wizard.currentPage() is page
