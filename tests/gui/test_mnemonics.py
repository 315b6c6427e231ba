# SPDX-License-Identifier: LicenseRef-Sheetwright
"""No two controls of a window, wizard page or dialog claim the same Alt+letter, nor two items of
a menu (issue 13, point 6: Alt+N was both Next and "No Race")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
import shiboken6
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget

from gui.app_context import AppContext
from gui.content_editor.editor_window import ContentEditorWindow
from gui.library.window import LibraryWindow
from gui.widgets.mnemonics import clashes, menu_clashes, mnemonic, window_clashes
from gui.wizard.creation_wizard import CreationWizard
from tests.gui.content_editor.test_editor import create_pack, new_entry
from tests.gui.keyboard_helpers import (
    SYSTEMS,
    dialog_buttons,
    each_opened,
    menu_actions,
    open_sample,
    opens_a_window,
    plain,
    tab_states,
)
from tests.gui.wizard.drivers import DRIVERS, Driver, question, shown, type_name

MAX_PAGES = 12


def test_a_mnemonic_is_the_letter_after_a_single_ampersand() -> None:
    assert mnemonic("&Next >") == "N"
    assert mnemonic("Buy &next") == "N"
    assert mnemonic("Salt && Pepper") == ""
    assert mnemonic("No mark") == ""
    assert clashes(["&Next >", "&No Race", "&Back"]) == {"N": ["&Next >", "&No Race"]}


def test_a_clash_is_found_among_the_shown_controls_only(qtbot: Any) -> None:
    root = QWidget()
    qtbot.addWidget(root)
    QPushButton("&Next", root)
    label = QLabel("&Name:", root)
    assert window_clashes(root) == {}  # a label without a buddy takes no shortcut
    label.setBuddy(QPushButton("Go", root))
    assert window_clashes(root) == {"N": ["&Next", "&Name:"]}
    label.hide()
    assert window_clashes(root) == {}


class Survey:
    """Looks at windows and the dialogs they open; collects the clashes and what it looked at."""

    def __init__(self) -> None:
        self.failures: list[str] = []
        self.seen: list[str] = []

    def window(self, window: QWidget, where: str, depth: int = 2) -> None:
        """The clashes of a window in each of its tab states, and of the dialogs its "…"
        buttons open (to a depth)."""
        self.seen.append(where)
        for state in tab_states(window):
            if found := window_clashes(window):
                self.failures.append(f"{where} {state}: {found}")
        if depth:
            for button in dialog_buttons(window):
                if not shiboken6.isValid(button):  # the dialog was rebuilt meanwhile
                    continue
                self.opened(button.click, f"{where} ▸ {plain(button.text())}", depth - 1)

    def opened(self, trigger: Callable[[], object], where: str, depth: int) -> None:
        """Look at each window that a trigger opens (once for each name)."""
        if where not in self.seen:
            each_opened(trigger, lambda window: self.window(window, where, depth))

    def main_window(self, window: Any, where: str) -> None:
        """A main window, its menus and every dialog its menus and buttons open."""
        self.window(window, where)
        for menu, found in menu_clashes(window.menuBar()).items():
            self.failures.append(f"{where} menu {menu}: {found}")
        for action in list(menu_actions(window.menuBar())):
            if opens_a_window(action.text()):
                self.opened(action.trigger, f"{where} ▸ {plain(action.text())}", 1)

    def check(self, *expected: str) -> None:
        """No clashes, and each expected window was looked at."""
        assert not self.failures, "\n".join(self.failures)
        for where in expected:
            assert where in self.seen, f"{where} not in {self.seen}"


def _wizard_pages(wizard: CreationWizard, survey: Survey) -> None:
    wizard.restart()
    for _ in range(MAX_PAGES):
        QApplication.processEvents()
        page = wizard.currentPage()
        survey.window(wizard, page.title())
        if page is wizard.review_page:
            return
        wizard.next()
        assert wizard.currentPage() is not page, f"stuck on {page.title()}"
    raise AssertionError("the wizard never reached its review page")


@pytest.mark.parametrize("driver", DRIVERS, ids=[d.system for d in DRIVERS])
def test_every_wizard_page_has_unique_mnemonics(
    driver: Driver, context: AppContext, qtbot: Any
) -> None:
    wizard = shown(qtbot, driver.make(context))
    type_name(qtbot, driver, wizard)
    driver.choose(wizard, context)
    survey = Survey()
    _wizard_pages(wizard, survey)
    wizard.reject()
    survey.window(question(qtbot, wizard), "Discard question")
    survey.check(*(page.title() for page in wizard.pages))


DIALOGS = {
    "gravedust": ("Award XP…", "Raise Attribute…", "Equip Gear…", "Learn Skill or Spell…"),
    "miridon": ("Spend Skill Points…", "Dual-Class…", "Crew…", "Award Skill Points…"),
    "lyrian": ("Record Injury…", "House Rules…", "Revisions…"),
    "heretics": ("Spend Exp…", "Award Exp…", "New Ability…", "House Rules…"),
}


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_character_window_and_dialog_has_unique_mnemonics(
    system: str, context: AppContext, qtbot: Any
) -> None:
    survey = Survey()
    survey.main_window(open_sample(context, qtbot, system), system)
    survey.check(system, *(f"{system} ▸ {d}" for d in DIALOGS[system]))


def test_the_lyrian_window_has_unique_mnemonics_in_every_phase(
    context: AppContext, qtbot: Any
) -> None:
    window = open_sample(context, qtbot, "lyrian")
    survey = Survey()
    for step in ("arc", "interlude"):  # an arc, then its interlude: each shows other steps
        assert window.session_view.run(step)
        survey.window(window, f"lyrian after {step}", depth=0)
    survey.check("lyrian after arc", "lyrian after interlude")


def test_the_library_and_settings_have_unique_mnemonics(context: AppContext, qtbot: Any) -> None:
    library = LibraryWindow(context)
    qtbot.addWidget(library)
    library.show()
    library.load()
    open_sample(context, qtbot, "gravedust").close()
    library.refresh()
    library.select_ids([library.model.record(0).id])
    survey = Survey()
    survey.main_window(library, "library")
    survey.check("library ▸ Settings…", "library ▸ Trash…", "library ▸ New Character…")


def test_the_content_editor_has_unique_mnemonics_for_every_kind(
    context: AppContext, qtbot: Any
) -> None:
    editor = ContentEditorWindow(context)
    qtbot.addWidget(editor)
    editor.confirm = lambda *_: True  # type: ignore[method-assign]  # leave unsaved entries
    editor.show()
    survey = Survey()
    survey.main_window(editor, "content editor")
    for system in range(editor.system_combo.count()):
        editor.system_combo.setCurrentIndex(system)
        create_pack(editor, qtbot, f"Pack {system}")
        kinds = editor.browser.kind_combo
        for kind in [kinds.itemData(i) for i in range(kinds.count())]:
            new_entry(editor, qtbot, kind, "Xy")
            survey.window(editor, f"{editor.system_id()} {kind}", depth=0)
    survey.check("content editor ▸ New pack…")
