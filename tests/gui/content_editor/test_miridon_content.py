# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The content editor on Miridon: structured fields (prerequisites, lists) edited as YAML lines."""

from __future__ import annotations

from typing import Any

from gui.app_context import AppContext
from gui.content_editor.editor_window import ContentEditorWindow
from model.character_build import check_pack_text
from rules.miridon.content import Flair
from tests.gui.content_editor.test_editor import click_save, create_pack, new_entry


def _editor(context: AppContext, qtbot: Any) -> ContentEditorWindow:
    editor = ContentEditorWindow(context)
    qtbot.addWidget(editor)
    editor.errors = []  # type: ignore[attr-defined]
    editor.report_error = lambda title, message: editor.errors.append(message)  # type: ignore[attr-defined,method-assign]
    editor.confirm = lambda title, question: True  # type: ignore[method-assign]
    editor.show()
    editor.system_combo.setCurrentIndex(editor.system_combo.findData("miridon"))
    return editor


def test_a_homebrew_flair_with_prerequisites(context: AppContext, qtbot: Any) -> None:
    editor = _editor(context, qtbot)
    create_pack(editor, qtbot, "Our table")
    form = new_entry(editor, qtbot, "flair", "Whirl Step")
    requires = form.editors["requires"]
    requires.edit.setPlainText("- {flair: parry\n")  # type: ignore[attr-defined]
    assert not editor.entry_panel.save_button.isEnabled()
    assert form.problem_labels["requires"].text.text().startswith("Requires must be a list")
    requires.edit.setPlainText("- {flair: parry}\n- {talent: redouble, at_least: 1}")  # type: ignore[attr-defined]
    assert editor.entry_panel.save_button.isEnabled()
    click_save(editor, qtbot)
    stored = check_pack_text(context.library.get_pack("our-table").text, "stored.yaml", "miridon")
    flair = stored.entries["flair"]["whirl-step"]
    assert isinstance(flair, Flair)
    assert [(r.flair, r.talent, r.at_least) for r in flair.requires] == [
        ("parry", None, 1),
        ("redouble", None, 1),
    ] or [(r.flair, r.talent, r.at_least) for r in flair.requires] == [
        ("parry", None, 1),
        (None, "redouble", 1),
    ]


def test_shipped_flair_shows_its_prerequisites(context: AppContext, qtbot: Any) -> None:
    editor = _editor(context, qtbot)
    editor.show_pack("miridon-rulebook")
    editor.browser.set_kind("flair")
    editor.show_pack("miridon-rulebook", "greater-critical-hit")
    form = editor.entry_panel.current_form()
    assert form is not None
    assert form.editors["requires"].edit.toPlainText() == "- {flair: advanced-critical-hit}"  # type: ignore[attr-defined]
