# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The library window: listing, filtering, sorting and the commands on characters and campaigns."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QByteArray, Qt

from gui.app_context import AppContext
from gui.library.model import NAME, SYSTEM, LibraryTableModel
from gui.library.trash_dialog import TrashDialog
from model.document import new_document
from tests.gui.library.helpers import Answers, add, open_window, press, select, shown_names


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> Answers:
    """Modal dialogs answered without blocking."""
    return Answers(monkeypatch)


def test_table_model_passes_the_model_tester(context: AppContext, qtmodeltester: Any) -> None:
    add(context, "Vex")
    add(context, "Ash")
    model = LibraryTableModel()
    model.set_records(context.library.list_characters(), {})
    qtmodeltester.check(model)


def test_characters_appear_after_load_newest_first(qtbot: Any, context: AppContext) -> None:
    add(context, "Vex")
    add(context, "Ash")
    add(context, "Corvin")
    window = open_window(qtbot, context)
    assert shown_names(window) == ["Corvin", "Ash", "Vex"]
    window.pane.sort.setCurrentIndex(1)
    assert shown_names(window) == ["Ash", "Corvin", "Vex"]


def test_an_empty_library_says_how_to_begin(qtbot: Any, context: AppContext) -> None:
    window = open_window(qtbot, context)
    assert window.pane.stack.currentWidget() is window.pane.empty
    assert "New Character" in window.pane.empty.text()


def test_search_filters_by_name_as_you_type(qtbot: Any, context: AppContext) -> None:
    for name in ("Vex", "Vexilla", "Ash"):
        add(context, name)
    window = open_window(qtbot, context)
    qtbot.keyClicks(window.pane.search, "vex")
    assert sorted(shown_names(window)) == ["Vex", "Vexilla"]
    window.pane.search.clear()
    qtbot.keyClicks(window.pane.search, "zzz")
    assert shown_names(window) == []
    assert window.pane.empty.text() == "No character matches."


def test_campaign_and_system_filters(qtbot: Any, context: AppContext) -> None:
    crypt = context.library.add_campaign("Crypt Crawl")
    add(context, "Vex", crypt.id)
    add(context, "Ash")
    window = open_window(qtbot, context)
    window.campaigns.select(crypt.id)
    assert shown_names(window) == ["Vex"]
    assert window.campaigns.currentItem().text() == "Crypt Crawl (1)"
    window.campaigns.select("*none*")
    assert shown_names(window) == ["Ash"]
    window.campaigns.select("*all*")
    window.pane.system.setCurrentIndex(window.pane.system.findData("gravedust"))
    assert sorted(shown_names(window)) == ["Ash", "Vex"]
    window.pane.system.setCurrentIndex(window.pane.system.findData("miridon"))
    assert shown_names(window) == []


def test_every_system_is_offered_and_named(qtbot: Any, context: AppContext) -> None:
    for system, name in (("lyrian", "Maren"), ("heretics", "Ysmay"), ("miridon", "Sable")):
        context.library.add_character(new_document(system, name))
    window = open_window(qtbot, context)
    box = window.pane.system
    offered = [(box.itemText(i), box.itemData(i)) for i in range(box.count())]
    assert offered == [
        ("All systems", ""),
        ("Gravedust", "gravedust"),
        ("Lyrian Chronicles", "lyrian"),
        ("Miridon", "miridon"),
        ("Glorious Heretics", "heretics"),
    ]
    titles = {
        str(window.model.index(row, NAME).data()): str(window.model.index(row, SYSTEM).data())
        for row in range(window.model.rowCount())
    }
    assert titles == {
        "Maren": "Lyrian Chronicles",
        "Ysmay": "Glorious Heretics",
        "Sable": "Miridon",
    }
    box.setCurrentIndex(box.findData("heretics"))
    assert shown_names(window) == ["Ysmay"]


def test_enter_opens_the_selected_character(
    qtbot: Any, context: AppContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    vex = add(context, "Vex")
    opened: list[str] = []
    monkeypatch.setattr(context, "open_character", lambda i, parent=None: opened.append(i))
    window = open_window(qtbot, context)
    select(window, "Vex")
    press(qtbot, window, window.pane.table, Qt.Key.Key_Return)
    window.actions.open.trigger()
    assert opened == [vex, vex]


def test_duplicate_and_rename(qtbot: Any, context: AppContext, answers: Answers) -> None:
    add(context, "Vex")
    window = open_window(qtbot, context)
    select(window, "Vex")
    window.actions.duplicate.trigger()
    assert sorted(shown_names(window)) == ["Vex", "Vex (copy)"]
    assert [r.name for r in window.selected_records()] == ["Vex (copy)"]
    answers.text = ("Vexa", True)
    window.actions.rename.trigger()
    assert sorted(shown_names(window)) == ["Vex", "Vexa"]
    answers.text = ("   ", True)
    window.actions.rename.trigger()
    assert "needs a name" in answers.last("error")


def test_move_to_campaign_and_manage_campaigns(
    qtbot: Any, context: AppContext, answers: Answers
) -> None:
    add(context, "Vex")
    window = open_window(qtbot, context)
    answers.text = ("Crypt Crawl", True)
    window.actions.new_campaign.trigger()
    crypt = context.library.list_campaigns()[0]
    assert window.campaigns.scope() == crypt.id
    window.campaigns.select("*all*")
    select(window, "Vex")
    window.actions.move_menu.aboutToShow.emit()
    target = [a for a in window.actions.move_menu.actions() if a.text() == "Crypt Crawl"]
    target[0].trigger()
    assert context.library.list_characters()[0].campaign_id == crypt.id
    window.campaigns.select(crypt.id)
    answers.text = ("Tomb Raid", True)
    window.actions.rename_campaign.trigger()
    assert context.library.get_campaign(crypt.id).name == "Tomb Raid"
    window.actions.delete_campaign.trigger()
    assert "stay in the library" in answers.last("question")
    assert context.library.list_campaigns() == []
    assert context.library.list_characters()[0].campaign_id is None


def test_trash_asks_first_then_offers_undo(
    qtbot: Any, context: AppContext, answers: Answers
) -> None:
    add(context, "Vex")
    add(context, "Ash")
    window = open_window(qtbot, context)
    select(window, "Vex")
    answers.question = answers.question.No
    window.actions.trash.trigger()
    assert sorted(shown_names(window)) == ["Ash", "Vex"]
    answers.question = answers.question.Yes
    answers.messages.clear()
    press(qtbot, window, window.pane.table, Qt.Key.Key_Delete)
    assert "Move Vex to the trash?" in answers.last("question")
    assert shown_names(window) == ["Ash"]
    assert window.pane.notice.label.text() == "Moved Vex to the trash."
    qtbot.mouseClick(window.pane.notice.button, Qt.MouseButton.LeftButton)
    assert sorted(shown_names(window)) == ["Ash", "Vex"]
    assert [r.name for r in window.selected_records()] == ["Vex"]
    answers.messages.clear()
    press(qtbot, window, window.pane.search, Qt.Key.Key_Delete)  # edits the search, trashes nothing
    assert answers.messages == []


def test_trash_dialog_restores_and_deletes_forever(
    qtbot: Any, context: AppContext, answers: Answers
) -> None:
    vex, ash = add(context, "Vex"), add(context, "Ash")
    context.library.trash_character(vex)
    context.library.trash_character(ash)
    window = open_window(qtbot, context)
    assert shown_names(window) == []
    dialog = TrashDialog(context, window)
    qtbot.addWidget(dialog)
    assert dialog.list.item(0).isSelected()  # the last one trashed, so Enter restores it
    dialog.list.clearSelection()
    assert not dialog.restore_button.isEnabled()
    assert "Select a character" in dialog.restore_button.toolTip()
    dialog.list.item(1).setSelected(True)  # Vex: trashed first, so listed second
    dialog.restore_selected()
    assert shown_names(window) == ["Vex"]
    dialog.list.item(0).setSelected(True)
    dialog.delete_selected()
    assert "cannot be undone" in answers.last("question")
    assert not context.library.has_character(ash)
    assert dialog.list.item(0).text() == "The trash is empty."


def test_open_recent_forgets_missing_characters(
    qtbot: Any, context: AppContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    vex, ash = add(context, "Vex"), add(context, "Ash")
    context.settings.setValue("recent", [ash, "gone-id", vex])
    context.library.trash_character(ash)
    opened: list[str] = []
    monkeypatch.setattr(context, "open_character", lambda i, parent=None: opened.append(i))
    window = open_window(qtbot, context)
    menu = window.actions.recent_menu
    menu.aboutToShow.emit()
    assert [a.text() for a in menu.actions()] == ["&1 Vex"]
    assert context.recent() == [vex]
    menu.actions()[0].trigger()
    assert opened == [vex]


def test_geometry_and_splitter_are_remembered(qtbot: Any, context: AppContext) -> None:
    window = open_window(qtbot, context)
    window.resize(777, 555)
    window.close()
    assert isinstance(context.settings.value("library/geometry"), QByteArray)
    again = open_window(qtbot, context)
    assert again.size().width() == 777


def test_an_unreadable_library_still_shows_the_window(
    qtbot: Any, tmp_path: Any, answers: Answers, context: AppContext
) -> None:
    bad = tmp_path / "not-a-database.sqlite3"
    bad.write_bytes(b"this is not SQLite" * 100)
    broken = AppContext(context.settings, f"sqlite:///{bad}")
    window = open_window(qtbot, broken)
    assert window.pane.notice.label.text().startswith("Could not open the library")
    assert answers.last("error").startswith("Could not open the library")
    assert window.pane.empty.text().startswith("No library is open.")
    assert not window.actions.new.isEnabled()
    assert "Settings" in window.actions.new.toolTip()
    add(context, "Vex")
    broken.use_database(context.database_url)  # what the settings dialog does
    assert shown_names(window) == ["Vex"]
    assert window.actions.new.isEnabled()
    assert not window.pane.notice.isVisible()
