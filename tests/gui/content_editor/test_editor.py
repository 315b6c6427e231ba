# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The homebrew content editor driven through its widgets: packs, forms, live checks, files."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from gui.app_context import AppContext
from gui.content_editor.editor_window import ContentEditorWindow
from gui.content_editor.entry_form import EntryForm
from gui.content_editor.pack_list_model import ENABLED_COLUMN
from model.character_build import check_pack_text

STRIKE_MESSAGE = "Strike slots are found only on weapons: mark the gear as a weapon."


@pytest.fixture
def window(context: AppContext, qtbot: object) -> ContentEditorWindow:
    """The editor on an empty library; errors are collected, confirmations answered Yes."""
    editor = ContentEditorWindow(context)
    qtbot.addWidget(editor)  # type: ignore[attr-defined]
    editor.errors = []  # type: ignore[attr-defined]
    editor.report_error = lambda title, message: editor.errors.append(message)  # type: ignore[attr-defined,method-assign]
    editor.confirm = lambda title, question: True  # type: ignore[method-assign]
    editor.show()
    return editor


def create_pack(window: ContentEditorWindow, qtbot: object, name: str = "Our races") -> None:
    """Type a pack name into the New pack dialog and press OK."""
    window.new_pack_action.trigger()
    dialog = window.pack_dialog
    assert dialog is not None
    qtbot.keyClicks(dialog.name_edit, name)  # type: ignore[attr-defined]
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]


def new_entry(window: ContentEditorWindow, qtbot: object, kind: str, name: str) -> EntryForm:
    """Choose a kind, start a new entry and type its name."""
    window.browser.set_kind(kind)
    window.new_entry_action.trigger()
    form = window.entry_panel.current_form()
    assert form is not None
    qtbot.keyClicks(form.editors["name"].focus_target(), name)  # type: ignore[attr-defined]
    return form


def click_save(window: ContentEditorWindow, qtbot: object) -> None:
    """Press the Save entry button."""
    qtbot.mouseClick(window.entry_panel.save_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]


def stored(context: AppContext, pack_id: str = "our-races") -> dict[str, dict[str, object]]:
    """The stored pack, loaded by the real loader: kind → id → entry."""
    record = context.library.get_pack(pack_id)
    return check_pack_text(record.text, "stored.yaml", "gravedust").entries  # type: ignore[return-value]


def add_dwarf(window: ContentEditorWindow, qtbot: object) -> None:
    """A race Dwarf, END +2, AGI −1, leveling bonus STR, entered through the form."""
    form = new_entry(window, qtbot, "race", "Dwarf")
    grid = form.editors["adjustments"]
    grid.spins["end"].setValue(2)  # type: ignore[attr-defined]
    grid.spins["agi"].setValue(-1)  # type: ignore[attr-defined]
    combo = form.editors["leveling_bonus"].combo  # type: ignore[attr-defined]
    combo.setCurrentIndex(combo.findData("str"))
    click_save(window, qtbot)


def test_create_pack_and_add_a_race(
    window: ContentEditorWindow, context: AppContext, qtbot: object
) -> None:
    create_pack(window, qtbot)
    pack = context.library.get_pack("our-races")
    assert (pack.name, pack.version, pack.enabled) == ("Our races", "1", True)
    add_dwarf(window, qtbot)
    dwarf = stored(context)["race"]["dwarf"]
    assert dwarf.adjustments == {"end": 2, "agi": -1}  # type: ignore[attr-defined]
    assert dwarf.leveling_bonus == "str"  # type: ignore[attr-defined]
    assert dwarf.source.book == "homebrew: Our races"  # type: ignore[attr-defined]
    assert window.browser.model.row_of("dwarf") == 0
    assert window.entry_panel.title.text().startswith("Dwarf")
    assert not window.entry_panel.save_button.isEnabled()


def test_strike_box_on_non_weapon_blocks_save_until_fixed(
    window: ContentEditorWindow, context: AppContext, qtbot: object
) -> None:
    create_pack(window, qtbot, "Armoury")
    form = new_entry(window, qtbot, "gear", "Iron Axe")
    form.editors["level"].spin.setValue(3)  # type: ignore[attr-defined]
    boxes = form.editors["boxes"].combos  # type: ignore[attr-defined]
    boxes[0].setCurrentIndex(boxes[0].findData("strike"))
    boxes[1].setCurrentIndex(boxes[1].findData("enhancement"))
    panel = window.entry_panel
    assert STRIKE_MESSAGE in panel.summary.text.text()
    # In the editor the pack and entry are in view: the line names neither (issue 13, point 9).
    assert "entry '" not in panel.summary.text.text()
    assert "homebrew pack" not in panel.summary.text.text()
    assert panel.summary.isVisible()
    assert not panel.save_button.isEnabled()
    window.save_action.trigger()
    assert "gear" not in stored(context, "armoury")
    qtbot.mouseClick(form.editors["weapon"].check, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert not panel.summary.isVisible()
    assert panel.save_button.isEnabled()
    click_save(window, qtbot)
    axe = stored(context, "armoury")["gear"]["iron-axe"]
    assert (axe.level, axe.weapon) == (3, True)  # type: ignore[attr-defined]
    assert [str(b) for b in axe.boxes] == ["strike", "enhancement"]  # type: ignore[attr-defined]


def test_field_problems_are_listed_and_block_saving(
    window: ContentEditorWindow, qtbot: object
) -> None:
    create_pack(window, qtbot)
    form = new_entry(window, qtbot, "gear", "Club")
    qtbot.keyClicks(form.editors["requires"].focus_target(), "strength >= 2")  # type: ignore[attr-defined]
    label = form.problem_labels["requires"]
    assert label.isVisible()
    assert label.text.text().startswith("Requires")
    assert "field '" not in label.text.text()
    assert not window.entry_panel.save_button.isEnabled()


def test_saved_id_is_locked_and_duplicate_gets_a_new_id(
    window: ContentEditorWindow, context: AppContext, qtbot: object
) -> None:
    create_pack(window, qtbot)
    add_dwarf(window, qtbot)
    form = window.entry_panel.current_form()
    assert form is not None
    assert form.editors["id"].edit.isReadOnly()  # type: ignore[attr-defined]
    window.duplicate_action.trigger()
    assert form.editors["id"].value() == "dwarf-copy"
    click_save(window, qtbot)
    assert set(stored(context)["race"]) == {"dwarf", "dwarf-copy"}
    window.delete_entry_action.trigger()
    assert set(stored(context)["race"]) == {"dwarf"}


def test_export_and_reimport_under_a_new_id(
    window: ContentEditorWindow, context: AppContext, qtbot: object, tmp_path: Path
) -> None:
    create_pack(window, qtbot)
    add_dwarf(window, qtbot)
    path = tmp_path / "our-races.yaml"
    assert window.export_to(path)
    assert "format: sheetwright-pack" in path.read_text(encoding="utf-8")
    assert window.import_pack(path, new_id="our-races-copy")
    assert window.errors == []  # type: ignore[attr-defined]
    copy = stored(context, "our-races-copy")
    assert copy["race"]["dwarf"] == stored(context)["race"]["dwarf"]
    assert window.state.pack_id == "our-races-copy"


def test_import_asks_for_a_new_id_when_taken(
    window: ContentEditorWindow, context: AppContext, qtbot: object, tmp_path: Path
) -> None:
    create_pack(window, qtbot)
    path = tmp_path / "pack.yaml"
    window.export_to(path)
    window.ask_new_id = lambda draft, taken: "second"  # type: ignore[method-assign]
    assert window.import_pack(path)
    assert {p.id for p in context.library.list_packs()} == {"our-races", "second"}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("a: &x [1, 2]\nb: *x\n", "YAML anchors and aliases (&name / *name) are not allowed"),
        ("!!python/object:os.system {}\n", "YAML tags like '!!python/object' are not allowed"),
        ("format: sheetwright-pack\nformat_version: 1\nid: x\n", "field 'name': is required"),
    ],
    ids=["alias-bomb", "python-tag", "missing-name"],
)
def test_hostile_or_broken_file_is_refused_and_changes_nothing(
    window: ContentEditorWindow, context: AppContext, tmp_path: Path, text: str, message: str
) -> None:
    path = tmp_path / "hostile.yaml"
    path.write_text(text, encoding="utf-8")
    assert not window.import_pack(path)
    assert context.library.list_packs() == []
    [error] = window.errors  # type: ignore[attr-defined]
    assert message in error
    assert "nothing in your library was changed" in error


def test_rulebook_entries_are_read_only_and_can_be_overridden(
    window: ContentEditorWindow, context: AppContext, qtbot: object
) -> None:
    create_pack(window, qtbot)
    window.show_pack("gravedust-rulebook")
    window.browser.set_kind("item")
    panel = window.entry_panel
    form = panel.current_form()
    assert form is not None
    assert not form.isEnabled()
    assert not panel.save_button.isVisible()
    assert "read-only" in panel.note.text()
    assert not window.browser.new_button.isEnabled()
    rulebook_row = window.pack_model.row_of("gravedust-rulebook")
    assert not window.pack_model.flags(window.pack_model.index(rulebook_row, ENABLED_COLUMN)) & (
        Qt.ItemFlag.ItemIsUserCheckable
    )
    entry_id = window.current_entry_id()
    assert window.override_in_pack("our-races")
    assert entry_id in stored(context)["item"]
    assert window.state.pack_id == "our-races"
    assert panel.current_form().isEnabled()  # type: ignore[union-attr]


def test_enable_and_campaign_use_persist(
    window: ContentEditorWindow, context: AppContext, qtbot: object
) -> None:
    campaign = context.library.add_campaign("Tuesday group", "gravedust")
    create_pack(window, qtbot)
    item = window.pack_panel.campaign_item(campaign.id)
    assert item is not None
    item.setCheckState(Qt.CheckState.Checked)
    assert [p.id for p in context.library.campaign_packs(campaign.id)] == ["our-races"]
    row = window.pack_model.row_of("our-races")
    index = window.pack_model.index(row, ENABLED_COLUMN)
    window.pack_model.setData(index, Qt.CheckState.Unchecked, Qt.ItemDataRole.CheckStateRole)
    assert not context.library.get_pack("our-races").enabled
    again = ContentEditorWindow(context)
    qtbot.addWidget(again)  # type: ignore[attr-defined]
    again.show_pack("our-races")
    checked = again.pack_panel.campaign_item(campaign.id)
    assert checked is not None
    assert checked.checkState() == Qt.CheckState.Checked
    assert not again.pack_panel.enabled.isChecked()


def test_rename_and_reversion_pack(
    window: ContentEditorWindow, context: AppContext, qtbot: object
) -> None:
    create_pack(window, qtbot)
    dialog = window.edit_pack_details()
    assert dialog is not None
    assert dialog.id_edit.isReadOnly()
    dialog.name_edit.setText("Races of the deep")
    dialog.version_edit.setText("2")
    dialog.accept()
    pack = context.library.get_pack("our-races")
    assert (pack.name, pack.version) == ("Races of the deep", "2")


def test_switching_away_from_a_valid_edit_saves_it(
    window: ContentEditorWindow, context: AppContext, qtbot: object
) -> None:
    create_pack(window, qtbot)
    add_dwarf(window, qtbot)
    form = window.entry_panel.current_form()
    assert form is not None
    form.editors["description"].edit.setPlainText("Short and stout.")  # type: ignore[attr-defined]
    window.browser.set_kind("gear")
    assert stored(context)["race"]["dwarf"].description == "Short and stout."  # type: ignore[attr-defined]


def test_leaving_an_invalid_edit_asks_first(
    window: ContentEditorWindow, context: AppContext, qtbot: object
) -> None:
    create_pack(window, qtbot)
    add_dwarf(window, qtbot)
    form = window.entry_panel.current_form()
    assert form is not None
    form.editors["name"].set_value("")
    assert form.problem_labels["name"].text.text() == "Name must not be empty."
    window.confirm = lambda title, question: False  # type: ignore[method-assign]
    window.new_entry_action.trigger()
    assert window.current_entry_id() == "dwarf"
    assert form.editors["name"].value() == ""
    window.confirm = lambda title, question: True  # type: ignore[method-assign]
    window.new_entry_action.trigger()
    assert window.current_entry_id() is None
    assert stored(context)["race"]["dwarf"].name == "Dwarf"  # type: ignore[attr-defined]


def test_keyboard_new_entry_and_save(
    window: ContentEditorWindow, context: AppContext, qtbot: object
) -> None:
    create_pack(window, qtbot)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    form = window.entry_panel.current_form()
    assert form is not None
    assert form.editors["name"].focus_target().hasFocus()
    panel = window.entry_panel
    assert form.isAncestorOf(panel.override_button.previousInFocusChain())
    assert panel.revert_button.previousInFocusChain() is panel.override_button
    qtbot.keyClicks(form.editors["name"].focus_target(), "Elf")  # type: ignore[attr-defined]
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    assert "elf" in stored(context)["race"]


def test_library_changed_elsewhere_reloads(
    window: ContentEditorWindow, context: AppContext
) -> None:
    context.library.add_pack("other", "gravedust", "Other", "1", "format: sheetwright-pack\n")
    context.library_changed.emit()
    assert window.pack_model.row_of("other") >= 0


def test_models_pass_the_model_tester(
    window: ContentEditorWindow, qtbot: object, qtmodeltester: object
) -> None:
    create_pack(window, qtbot)
    add_dwarf(window, qtbot)
    qtmodeltester.check(window.pack_model)  # type: ignore[attr-defined]
    qtmodeltester.check(window.browser.model)  # type: ignore[attr-defined]


def test_a_pack_without_a_name_says_what_it_needs(
    window: ContentEditorWindow, qtbot: object
) -> None:
    window.new_pack_action.trigger()
    dialog = window.pack_dialog
    assert dialog is not None
    assert dialog.problem_texts() == ["The homebrew pack needs a name."]
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()
    qtbot.keyClicks(dialog.name_edit, "Our races")  # type: ignore[attr-defined]
    assert dialog.problem_texts() == []
    dialog.id_edit.setText("")
    assert dialog.problem_texts() == ["The homebrew pack needs an id."]
