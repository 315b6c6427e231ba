# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A new user's first evening (issue 3, "Done when"), through the real windows, then a restart."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialogButtonBox, QWizard

from gui.app_context import AppContext
from gui.content_editor.editor_window import ContentEditorWindow
from gui.gravedust.character_window import GravedustWindow
from gui.gravedust.wizard import GravedustWizard
from gui.library.window import LibraryWindow
from gui.widgets import error_dialog
from tests.gui.content_editor.test_editor import add_dwarf, click_save, create_pack, new_entry
from tests.gui.gravedust.wizard_helpers import click, click_next, click_row

OK = QDialogButtonBox.StandardButton.Ok


def _context(tmp_path: Path) -> AppContext:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    return AppContext(settings, f"sqlite:///{tmp_path / 'library.sqlite3'}")


def _define_content(context: AppContext, qtbot: Any) -> None:
    editor = ContentEditorWindow(context)
    qtbot.addWidget(editor)
    editor.report_error = lambda title, message: pytest.fail(message)  # type: ignore[method-assign]
    editor.confirm = lambda title, question: True  # type: ignore[method-assign]
    editor.show()
    create_pack(editor, qtbot, "Our table")
    add_dwarf(editor, qtbot)
    form = new_entry(editor, qtbot, "gear", "Great Axe")
    form.editors["level"].spin.setValue(5)  # type: ignore[attr-defined]
    click_save(editor, qtbot)


def _create_with_wizard(context: AppContext, qtbot: Any) -> str:
    wizard = GravedustWizard(context)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.keyClicks(wizard.name_page.name_edit, "Zo")  # QTest types ASCII only; the rest is pasted
    wizard.name_page.name_edit.insert("ë Ørsted-Łukasz")
    click_next(qtbot, wizard)
    click_row(qtbot, wizard.race_page.races, "Dwarf")
    while wizard.currentPage() is not wizard.review_page:
        click_next(qtbot, wizard)
    with qtbot.waitSignal(wizard.created) as created:
        click(qtbot, wizard.button(QWizard.WizardButton.FinishButton))
    return str(created.args[0])


def _play_a_session(window: GravedustWindow, tmp_path: Path) -> None:
    dialog = window.actions.award_xp()
    dialog.amount.setValue(32)  # gravedust.txt, XP Gain: 10 + 20 → level 3 with 2 XP
    dialog.buttons.button(OK).click()
    window.sheet.banner.buttons["end"].click()
    window.sheet.banner.buttons["dex"].click()
    window.undo_action.trigger()
    assert window.build.sheet.value("dex") == 1
    window.redo_action.trigger()
    assert window.build.sheet.value("dex") == 2
    chooser = window.gear_actions.equip("hand-1")
    axe = chooser.list.row_named("[5]Great Axe")
    assert axe is not None
    assert "requires level 5; the character is level 3" in axe.toolTip()
    chooser.reject()
    window.open_after_export = False
    assert window.export_pdf_to(tmp_path / "zoe.pdf", "a4")


def test_define_content_create_level_print_restart(
    tmp_path: Path, qtbot: Any, monkeypatch: Any
) -> None:
    monkeypatch.setattr(error_dialog, "show_refusal", lambda *a: pytest.fail(f"refused: {a}"))
    context = _context(tmp_path)
    library_window = LibraryWindow(context)
    qtbot.addWidget(library_window)
    library_window.show()
    library_window.load()
    _define_content(context, qtbot)
    character_id = _create_with_wizard(context, qtbot)
    window = context.open_character(character_id)  # deletes itself when closed
    _play_a_session(window, tmp_path)
    before = window.session.document
    values = {k: v.value for k, v in window.build.sheet.values.items()}
    assert (values["level"], values["xp"], values["end"], values["hp"]) == (3, 2, 4, 25)
    assert (tmp_path / "zoe.pdf").read_bytes().startswith(b"%PDF")
    window.close()
    library_window.close()

    again = _context(tmp_path)  # the application started again on the same database
    reopened_library = LibraryWindow(again)
    qtbot.addWidget(reopened_library)
    reopened_library.show()
    reopened_library.load()
    assert [r.name for r in again.library.list_characters()] == ["Zoë Ørsted-Łukasz"]
    reopened = again.open_character(character_id)
    qtbot.addWidget(reopened)
    assert reopened.session.document == before
    assert {k: v.value for k, v in reopened.build.sheet.values.items()} == values
    assert reopened.build.valid
