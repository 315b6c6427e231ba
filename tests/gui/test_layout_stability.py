# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Nothing moves under the pointer (issue 13, point 7): typing in the content editor, choosing a
Heretics skill and raising it, choosing the last Gravedust attribute point, buying a Miridon flair."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QTreeWidgetItem, QWidget

from gui.app_context import AppContext
from gui.character.window import CharacterWindow
from gui.content_editor.editor_window import ContentEditorWindow
from gui.gravedust.sheet_header import NO_POINTS
from gui.miridon.flair_tree import ID_ROLE, OWNED, FlairTree
from gui.widgets import error_dialog
from gui.widgets.sheet_style import warning_colour
from model.document import new_document
from tests.gui.character.conftest import Windows

WINDOW_TEXT = QPalette.ColorRole.WindowText
PACK = """\
format: sheetwright-pack
format_version: 1
id: our-table
name: Our table
system: gravedust
version: "1"
homebrew: true
content:
  race:
    - {id: dwarf, name: Dwarf, source: {book: "homebrew: Our table"}, adjustments: {end: 2}}
"""


def settle() -> None:
    """Let layouts run (a change can ask for more than one pass)."""
    for _ in range(3):
        QApplication.processEvents()


def places(widgets: dict[str, QWidget], window: QWidget) -> dict[str, QPoint]:
    """Where each widget's top left corner is in the window."""
    settle()
    return {name: widget.mapTo(window, QPoint(0, 0)) for name, widget in widgets.items()}


@pytest.fixture
def windows(context: AppContext, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Windows]:
    """Character windows opened like a user does; refusals are not shown in message boxes."""
    monkeypatch.setattr(error_dialog, "show_refusal", lambda *_args: None)
    opened = Windows(context, qtbot)
    yield opened
    opened.finish()


def character(windows: Windows, system: str, events: list[dict[str, Any]]) -> Any:
    """A new character of a system with these events, its window open."""
    document = new_document(system, "Vex") | {"events": events}
    window: CharacterWindow = windows.open(windows.context.library.add_character(document).id)
    settle()
    return window


@pytest.fixture
def editor(context: AppContext, qtbot: Any) -> ContentEditorWindow:
    """The content editor on a homebrew pack, showing a new gear entry (nothing typed yet)."""
    context.library.add_pack("our-table", "gravedust", "Our table", "1", PACK)
    window = ContentEditorWindow(context)
    window.confirm = lambda _title, _question: True  # type: ignore[method-assign]
    qtbot.addWidget(window)
    window.resize(1180, 760)
    window.show()
    window.show_pack("our-table", "dwarf")
    window.browser.set_kind("gear")
    window.new_entry_action.trigger()
    return window


def test_typing_a_name_in_the_content_editor_moves_no_field(
    editor: ContentEditorWindow, qtbot: Any
) -> None:
    panel = editor.entry_panel
    form = panel.current_form()
    assert form is not None
    fields: dict[str, QWidget] = {**form.editors, "save": panel.save_button}
    before = places(fields, editor)
    name_label = form.field_labels["name"]
    assert not form.problem_labels["name"].isHidden()  # "must not be empty" is listed
    assert "must not be empty" in name_label.toolTip()  # and the field's label is marked
    assert name_label.palette().color(WINDOW_TEXT) == warning_colour(editor.palette())
    qtbot.keyClicks(form.editors["name"].focus_target(), "Club")
    assert form.problem_labels["name"].isHidden()
    assert name_label.toolTip() == ""
    assert name_label.palette().color(WINDOW_TEXT) == editor.palette().color(WINDOW_TEXT)
    assert panel.no_problems.isVisible()
    assert places(fields, editor) == before
    qtbot.keyClicks(form.editors["requires"].focus_target(), "strength >=")  # a new problem
    assert not form.problem_labels["requires"].isHidden()
    assert places(fields, editor) == before


def test_choosing_and_raising_a_heretics_skill_moves_nothing(windows: Windows, qtbot: Any) -> None:
    window = character(windows, "heretics", [{"op": "award-exp", "amount": 40}])
    panel = window.spend_exp("skills").skills
    parts = {"table": panel.view, "raise": panel.raise_button}
    assert panel.select("logic")
    before = places(parts, panel)
    sizes = {name: widget.size() for name, widget in parts.items()}
    assert panel.select("sleight-of-hand")  # a longer name on the button
    assert places(parts, panel) == before
    qtbot.mouseClick(panel.raise_button, Qt.MouseButton.LeftButton)
    assert window.build.sheet.sections["skills"][5]["rank"] == 1
    assert places(parts, panel) == before
    assert {name: widget.size() for name, widget in parts.items()} == sizes


def test_choosing_the_last_gravedust_attribute_point_moves_nothing(windows: Windows) -> None:
    # Gravedust rulebook, XP Gain, Leveling and Character Advancement: 10 XP reach level 2, and
    # a new level brings one attribute point to choose.
    window = character(windows, "gravedust", [{"op": "award-xp", "amount": 12}])
    sheet = window.sheet
    parts = {"attributes": sheet.attributes, "stats": sheet.stats, "gear": sheet.gear}
    before = places(parts, sheet)
    banner_height = sheet.banner.height()
    sheet.banner.buttons["str"].click()
    assert window.build.sheet.values["attribute-points"].value == 0
    assert sheet.banner.text.text() == NO_POINTS
    assert not any(button.isVisible() for button in sheet.banner.buttons.values())
    assert places(parts, sheet) == before
    assert sheet.banner.height() == banner_height


def flair_order(tree: FlairTree) -> list[str]:
    """Every flair row's id, top to bottom."""
    rows: list[str] = []
    for group in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(group)
        rows += [str(top.child(r).data(0, ID_ROLE)) for r in range(top.childCount())]
    return rows


def last_buyable(tree: FlairTree) -> QTreeWidgetItem:
    """The lowest row of the tree that can be bought now."""
    for flair in reversed(flair_order(tree)):
        item = tree.item_of(flair)
        if item is not None and item.data(1, ID_ROLE):
            return item
    raise AssertionError("no flair can be bought")


def test_buying_a_flair_keeps_the_order_the_row_and_the_scroll(
    windows: Windows, qtbot: Any
) -> None:
    events = [
        {"op": "choose-class", "class": "duelist"},
        {"op": "award-skill-points", "amount": 100},
    ]
    window = character(windows, "miridon", events)
    tab = window.commands.spend("flairs").flairs
    tree = tab.tree
    item = last_buyable(tree)
    flair = str(item.data(0, ID_ROLE))
    tree.setCurrentItem(item)
    tree.scrollToItem(item, FlairTree.ScrollHint.PositionAtCenter)
    settle()
    order, top = flair_order(tree), tree.visualItemRect(item).top()
    scrolled = tree.verticalScrollBar().value()
    assert scrolled > 0  # far enough down that a reset to the top would show
    qtbot.mouseClick(tab.buy_button, Qt.MouseButton.LeftButton)
    settle()
    assert flair in window.build.state.flairs
    assert flair_order(tree) == order
    assert tree.selected_id() == flair
    bought = tree.item_of(flair)
    assert bought is not None
    assert bought.text(2) == OWNED
    assert tree.visualItemRect(bought).top() == top
    assert tree.verticalScrollBar().value() == scrolled
