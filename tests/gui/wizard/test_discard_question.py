# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Cancel, Escape and closing the window ask before a draft with work in it is thrown away
(issue 13): Keep Editing keeps everything, Discard removes the draft, Save Draft keeps it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from gui.app_context import AppContext
from gui.wizard.creation_wizard import CreationWizard
from tests.gui.wizard.drivers import (
    DRIVERS,
    Driver,
    answer,
    draft_file,
    draft_files,
    question,
    shown,
    type_name,
)

Cancel = QWizard.WizardButton.CancelButton


def _cancel(qtbot: Any, wizard: CreationWizard) -> None:
    qtbot.mouseClick(wizard.button(Cancel), Qt.MouseButton.LeftButton)


def _escape(qtbot: Any, wizard: CreationWizard) -> None:
    qtbot.keyClick(wizard.focusWidget() or wizard, Qt.Key.Key_Escape)


def _close(qtbot: Any, wizard: CreationWizard) -> None:
    wizard.close()


WAYS: dict[str, Callable[[Any, CreationWizard], None]] = {
    "cancel": _cancel,
    "escape": _escape,
    "close": _close,
}
BY_SYSTEM = pytest.mark.parametrize("driver", DRIVERS, ids=[d.system for d in DRIVERS])
BY_WAY = pytest.mark.parametrize("leave", WAYS.values(), ids=list(WAYS))


@BY_SYSTEM
@BY_WAY
def test_a_touched_wizard_asks_and_keep_editing_keeps_everything(
    driver: Driver, leave: Any, context: AppContext, qtbot: Any
) -> None:
    wizard = shown(qtbot, driver.make(context))
    type_name(qtbot, driver, wizard)
    driver.choose(wizard, context)
    events = wizard.draft.document["events"]
    page = wizard.currentPage()
    leave(qtbot, wizard)
    box = question(qtbot, wizard)
    assert box.text() == "Discard the character you are creating?"
    assert [b.text() for b in box.buttons.values()] == ["&Keep Editing", "&Save Draft", "&Discard"]
    assert box.defaultButton() is box.buttons["keep"]
    assert box.escapeButton() is box.buttons["keep"]
    assert wizard.isVisible()
    answer(qtbot, wizard, "keep")
    assert wizard.isVisible()
    assert wizard.question is None
    assert wizard.currentPage() is page
    assert wizard.draft.document["name"] == "Vex"
    assert wizard.draft.document["events"] == events
    driver.check(wizard)


@BY_SYSTEM
def test_escape_in_the_question_keeps_editing(
    driver: Driver, context: AppContext, qtbot: Any
) -> None:
    wizard = shown(qtbot, driver.make(context))
    type_name(qtbot, driver, wizard)
    _escape(qtbot, wizard)
    qtbot.keyClick(question(qtbot, wizard), Qt.Key.Key_Escape)
    assert wizard.isVisible()
    assert wizard.draft.document["name"] == "Vex"


@BY_SYSTEM
def test_discard_closes_and_removes_the_draft(
    driver: Driver, context: AppContext, qtbot: Any
) -> None:
    wizard = shown(qtbot, driver.make(context))
    type_name(qtbot, driver, wizard)
    wizard.keeper.save_now()
    assert draft_files() == [draft_file(wizard)]
    _cancel(qtbot, wizard)
    answer(qtbot, wizard, "discard")
    assert not wizard.isVisible()
    assert draft_files() == []
    assert context.library.list_characters(include_deleted=True) == []


@BY_SYSTEM
def test_save_draft_closes_and_keeps_it(driver: Driver, context: AppContext, qtbot: Any) -> None:
    wizard = shown(qtbot, driver.make(context))
    type_name(qtbot, driver, wizard)
    wizard.close()
    answer(qtbot, wizard, "save")
    assert not wizard.isVisible()
    assert draft_files() == [draft_file(wizard)]
    assert context.library.list_characters(include_deleted=True) == []


@BY_SYSTEM
@BY_WAY
def test_an_untouched_wizard_closes_without_asking(
    driver: Driver, leave: Any, context: AppContext, qtbot: Any
) -> None:
    wizard = shown(qtbot, driver.make(context))
    leave(qtbot, wizard)
    assert wizard.question is None
    assert not wizard.isVisible()
    assert draft_files() == []


@BY_SYSTEM
def test_a_name_typed_and_erased_is_no_work(
    driver: Driver, context: AppContext, qtbot: Any
) -> None:
    wizard = shown(qtbot, driver.make(context))
    type_name(qtbot, driver, wizard, "Vo")
    wizard.keeper.save_now()
    assert draft_files()
    for _ in "Vo":
        qtbot.keyClick(driver.name_field(wizard), Qt.Key.Key_Backspace)
    assert not wizard.has_work()
    _escape(qtbot, wizard)
    assert not wizard.isVisible()
    assert draft_files() == []


def test_finishing_removes_the_draft(context: AppContext, qtbot: Any) -> None:
    gravedust = DRIVERS[0]
    wizard = shown(qtbot, gravedust.make(context))
    type_name(qtbot, gravedust, wizard)
    gravedust.choose(wizard, context)
    wizard.keeper.save_now()
    assert draft_files()
    while wizard.currentPage() is not wizard.review_page:
        wizard.next()
    with qtbot.waitSignal(wizard.created):
        wizard.accept()
    assert draft_files() == []
