# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The fifth system in the desktop app: offered by the library, created by its wizard, opened in
its window, exported — through the same registry as the shipped four."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QInputDialog, QLabel, QLineEdit, QWizard

from gui.app_context import AppContext
from gui.library import commands
from model.document import new_document
from rules.systems import forget_installed
from tests.gui.library.helpers import open_window, shown_names
from tests.systems.test_tinyquest import pdf_text
from tests.systems.tinyquest.window import TinyquestWindow
from tests.systems.tinyquest.wizard import TinyquestWizard


def test_the_library_offers_it_and_names_it(
    qtbot: Any, context: AppContext, tinyquest: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    context.library.add_character(new_document(tinyquest, "Pip"))
    context.library.add_character(new_document("gravedust", "Vex"))
    window = open_window(qtbot, context)
    box = window.pane.system
    assert [box.itemText(i) for i in range(box.count())][-1] == "Tinyquest"
    box.setCurrentIndex(box.findData(tinyquest))
    assert shown_names(window) == ["Pip"]
    asked: list[list[str]] = []

    def answer(dialog: QInputDialog) -> int:
        asked.append(dialog.comboBoxItems())
        return QInputDialog.DialogCode.Rejected

    monkeypatch.setattr(QInputDialog, "exec", answer)
    assert commands.choose_system(window) is None  # cancelled
    assert asked == [
        ["Gravedust", "Lyrian Chronicles", "Miridon", "Glorious Heretics", "Tinyquest"]
    ]


def test_its_wizard_creates_it_and_its_window_opens(
    qtbot: Any, context: AppContext, tinyquest: str
) -> None:
    wizard = context.new_character(tinyquest)
    assert isinstance(wizard, TinyquestWizard)
    qtbot.addWidget(wizard)
    assert wizard.windowTitle() == "New Tinyquest Character"
    wizard.name_page.findChild(QLineEdit).setText("Pip")
    wizard.next()
    assert not wizard.calling_page.isComplete()
    wizard.calling_page.choices.item_for("knight").setSelected(True)
    assert wizard.calling_page.isComplete()
    assert wizard.draft.build.sheet.values["hit-points"].value == 12
    wizard.next()
    assert wizard.currentPage() is wizard.review_page
    assert wizard.review_page.isComplete()
    with qtbot.waitSignal(context.library_changed):
        wizard.button(QWizard.WizardButton.FinishButton).click()
    (record,) = context.library.list_characters(system=tinyquest)
    assert record.name == "Pip"
    window = context.open_character(record.id)
    assert isinstance(window, TinyquestWindow)
    qtbot.addWidget(window)
    assert window.sheet.tiles["hit-points"].value.text() == "12"


def test_its_window_applies_undoes_and_exports(
    qtbot: Any, context: AppContext, tinyquest: str, tmp_path: Path
) -> None:
    document = new_document(tinyquest, "Pip") | {
        "events": [{"op": "choose-calling", "calling": "thief"}]
    }
    record = context.library.add_character(document)
    window = context.open_character(record.id)
    assert isinstance(window, TinyquestWindow)
    qtbot.addWidget(window)
    window.open_after_export = False
    assert window.windowTitle() == "Pip — Tinyquest — Sheetwright"
    dialog = window.choose("knack", "learn-knack")
    assert (
        not dialog.list.row_named("Dragon Tongue").flags() & Qt.ItemFlag.ItemIsSelectable
    )  # 4 luck > 3
    dialog.list.setCurrentItem(dialog.list.row_named("Climb"))
    dialog.done(QDialog.DialogCode.Accepted)
    assert window.sheet.tiles["hit-points"].value.text() == "10"  # Thief 8 + 2
    assert window.undo_action.text() == "&Undo Learn knack Climb"
    window.undo_action.trigger()
    assert window.sheet.tiles["hit-points"].value.text() == "8"
    assert context.library.get_character(record.id).document["events"][-1]["op"] == (
        "choose-calling"
    )
    assert window.export_pdf_to(tmp_path / "pip.pdf", "a4")
    assert "Hit points 8 8 (Thief)" in pdf_text((tmp_path / "pip.pdf").read_bytes())


def test_a_character_whose_system_is_gone_is_explained(
    qtbot: Any, context: AppContext, tinyquest: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = context.library.add_character(new_document(tinyquest, "Pip"))
    site = next(p for p in sys.path if p.endswith("site"))
    monkeypatch.setattr(sys, "path", [p for p in sys.path if p != site])  # uninstalled
    importlib.invalidate_caches()
    forget_installed()
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        "gui.widgets.error_dialog.show_error",
        lambda _parent, title, text, *_: shown.append((title, text)),
    )
    assert context.open_character(record.id) is None
    assert context.new_character(tinyquest) is None
    assert [title for title, _ in shown] == ["This game system is not available"] * 2
    assert "unknown game system 'tinyquest'" in shown[0][1]


def test_the_content_editor_and_settings_offer_it(
    qtbot: Any, context: AppContext, tinyquest: str
) -> None:
    from gui.content_editor.editor_window import ContentEditorWindow
    from gui.settings.dialog import SettingsDialog

    editor = ContentEditorWindow(context)
    qtbot.addWidget(editor)
    combo = editor.system_combo
    assert (combo.itemText(combo.count() - 1), combo.itemData(combo.count() - 1)) == (
        "Tinyquest",
        tinyquest,
    )
    combo.setCurrentIndex(combo.count() - 1)
    assert editor.system_id() == tinyquest
    settings = SettingsDialog(context)
    qtbot.addWidget(settings)
    texts = [label.text() for label in settings.findChildren(QLabel)]
    assert "Tinyquest:" in texts
    assert any("Starting luck (default: 3)" in text for text in texts)
