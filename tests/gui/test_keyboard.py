# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Everything works without a mouse (issue 13, point 6): the focus stays in its group when a
button is disabled, Tab reaches every control of the Gravedust window in the order the sheet
reads and each Tab stop shows the focus, a menu item raises an attribute, each wizard is walked to Finish with keys only, and the line under an option list
follows the keyboard with the command line's words for why an entry cannot be chosen."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QGridLayout,
    QPushButton,
    QWidget,
)

from gui.app_context import AppContext
from gui.cli.main import main as cli
from gui.gravedust import operations as ops
from gui.widgets.focus_keep import keep_focus
from gui.widgets.reason_line import ReasonLine
from rules.engine.content_loader import resources_dir
from tests.gui.gravedust.wizard_helpers import GEAR, ITEMS, RACES, add_pack
from tests.gui.keyboard_helpers import open_sample, plain
from tests.gui.wizard.drivers import DRIVERS, shown

Key = Qt.Key
ALT = Qt.KeyboardModifier.AltModifier
TAB_STEPS = 300
ANIMATED_CLICK_MS = 200


def active[Shown: QWidget](qtbot: Any, window: Shown) -> Shown:
    """The window shown and active (so that its shortcuts and focus work)."""
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def focused() -> QWidget:
    """The widget with the keyboard focus."""
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def press(
    qtbot: Any, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:
    """One key on the focused widget, as the player presses it. A button's Alt+letter clicks it
    after a short animation, so that is waited for too."""
    qtbot.keyClick(focused(), key, modifier)
    if modifier == ALT:
        qtbot.wait(ANIMATED_CLICK_MS)
    QApplication.processEvents()


def type_text(qtbot: Any, text: str) -> None:
    """Type into the focused widget."""
    qtbot.keyClicks(focused(), text)


# --- the focus stays in its group ---------------------------------------------------------------


def _grid(qtbot: Any) -> tuple[QWidget, list[QPushButton], QPushButton]:
    """+A −A / +B −B and a Back button after them, as on a wizard page."""
    page = QWidget()
    qtbot.addWidget(page)
    grid = QGridLayout(page)
    buttons = [QPushButton(text, page) for text in ("+A", "−A", "+B", "−B")]
    for index, button in enumerate(buttons):
        grid.addWidget(button, index // 2, index % 2)
    back = QPushButton("< Back", page)
    grid.addWidget(back, 2, 0)
    buttons[1].setEnabled(False)  # nothing to take back from A yet
    active(qtbot, page)
    return page, buttons, back


def _spend_the_last_point(buttons: list[QPushButton]) -> None:
    """What a refresh does after + A spent the last point: + first, then the − buttons."""
    buttons[0].setEnabled(False)
    buttons[2].setEnabled(False)
    buttons[1].setEnabled(True)
    QApplication.processEvents()


def test_without_a_keeper_the_focus_leaves_the_row(qtbot: Any) -> None:
    _page, buttons, back = _grid(qtbot)
    buttons[0].setFocus()
    _spend_the_last_point(buttons)
    assert focused() in (back, buttons[3])  # what the player met: the focus left the row


def test_the_focus_goes_to_the_rows_other_button_when_its_button_is_disabled(qtbot: Any) -> None:
    page, buttons, _back = _grid(qtbot)
    keep_focus([buttons[:2], buttons[2:]], page)
    buttons[0].setFocus()
    _spend_the_last_point(buttons)
    qtbot.waitUntil(lambda: focused() is buttons[1])
    buttons[1].hide()  # that one gone too: the nearest usable control, in the next row
    qtbot.waitUntil(lambda: focused() is buttons[3])


def test_the_focus_comes_back_to_a_button_enabled_again_in_the_same_refresh(qtbot: Any) -> None:
    page, buttons, _back = _grid(qtbot)
    keep_focus([buttons[:2], buttons[2:]], page)
    buttons[2].setFocus()
    buttons[2].setEnabled(False)
    buttons[2].setEnabled(True)
    qtbot.waitUntil(lambda: focused() is buttons[2])


def test_pressing_plus_for_the_last_point_leaves_the_focus_on_minus(
    context: AppContext, qtbot: Any
) -> None:
    wizard: Any = active(qtbot, shown(qtbot, DRIVERS[0].make(context)))
    type_text(qtbot, "Vex")
    wizard.next()
    wizard.next()
    page = wizard.attributes_page
    page.set_starting_xp(10)  # level 2: one attribute point (Gravedust rulebook, Leveling)
    plus, minus = page._raise["int"], page._lower["int"]
    plus.setFocus()
    press(qtbot, Key.Key_Space)
    assert page._values["int"].text() == "2"
    assert not plus.isEnabled()
    qtbot.waitUntil(lambda: focused() is minus)
    assert "No attribute point to spend" in page.why.text()
    press(qtbot, Key.Key_Space)  # and back: the point is free again, the focus on + once more
    assert page._values["int"].text() == "1"
    qtbot.waitUntil(lambda: focused() is plus)


# --- the Gravedust window -----------------------------------------------------------------------


def _tab_stops(window: QWidget) -> list[QWidget]:
    return [
        w
        for w in window.findChildren(QWidget)
        if w.isVisible()
        and w.isEnabled()
        and w.focusPolicy() & Qt.FocusPolicy.TabFocus
        and w.focusProxy() is None  # a tab widget's focus is its tab bar's
        and w.window() is window
    ]


def _tab_through(qtbot: Any, steps: int = TAB_STEPS) -> list[QWidget]:
    seen = []
    for _ in range(steps):
        press(qtbot, Key.Key_Tab)
        seen.append(focused())
    return seen


def _gravedust_with_a_point(context: AppContext, qtbot: Any) -> Any:
    window = active(qtbot, open_sample(context, qtbot, "gravedust"))
    level = window.build.sheet.values["level"].value
    xp = window.build.sheet.values["xp"].value
    assert window.apply(ops.award_xp(1000, "a hard fight"))  # at least a level: a point
    assert window.build.sheet.values["level"].value > level or xp
    assert window.build.sheet.values["attribute-points"].value > 0
    return window


def test_tab_reaches_every_control_of_the_gravedust_window(context: AppContext, qtbot: Any) -> None:
    window = _gravedust_with_a_point(context, qtbot)
    seen = set(_tab_through(qtbot))
    missed = [
        w.accessibleName() or plain(getattr(w, "text", lambda: "")()) or type(w).__name__
        for w in _tab_stops(window)
        if w not in seen
    ]
    assert missed == []
    assert all(b in seen for b in window.sheet.banner.buttons.values())  # +1 STR … +1 INT
    table = window.history.events_view
    assert not table.tabKeyNavigation()  # one Tab stop; the arrows move inside
    assert sum(1 for w in _tab_through(qtbot, 60) if w is table) <= 2


def _one_round(qtbot: Any, window: QWidget) -> list[QWidget]:
    """The Tab stops from the first +1 button once round the window."""
    first = window.sheet.banner.buttons["str"]
    first.setFocus(Qt.FocusReason.TabFocusReason)
    seen = [first]
    for _ in range(TAB_STEPS):
        press(qtbot, Key.Key_Tab)
        if focused() is first:
            return seen
        seen.append(focused())
    raise AssertionError("Tab never came back to the first +1 button")


def _reads_on(before: QWidget, after: QWidget, window: QWidget) -> bool:
    """Whether `after` comes after `before` as the sheet is read: lower down, or to the right."""
    a, b = before.mapTo(window, QPoint(0, 0)), after.mapTo(window, QPoint(0, 0))
    return b.y() > a.y() or b.x() > a.x()


def _shows_focus(widget: QWidget) -> bool:
    """Whether the widget looks different with the focus than without it."""
    focused_look = widget.grab().toImage()
    widget.clearFocus()
    QApplication.processEvents()
    plain_look = widget.grab().toImage()
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    return focused_look != plain_look


def test_tab_goes_down_the_gravedust_sheet_as_it_reads(context: AppContext, qtbot: Any) -> None:
    window = _gravedust_with_a_point(context, qtbot)
    window.sheet_scroll.ensureVisible(0, 0)
    stops = [w for w in _one_round(qtbot, window) if window.sheet.isAncestorOf(w)]
    names = [w.accessibleName() or plain(getattr(w, "text", str)()) for w in stops]
    backwards = [
        f"{names[i]} → {names[i + 1]}"
        for i in range(len(stops) - 1)
        if not _reads_on(stops[i], stops[i + 1], window.sheet)
    ]
    assert backwards == []  # e.g. not "Notes → Hand 1 slot box 1" (up and back to the left)
    assert names[-1] == "Notes"


def test_every_tab_stop_of_the_gravedust_window_shows_the_focus(
    context: AppContext, qtbot: Any
) -> None:
    window = _gravedust_with_a_point(context, qtbot)
    stops = _one_round(qtbot, window)
    assert window.sheet_scroll not in stops  # it would show no focus of its own
    unseen = []
    for _ in stops:
        press(qtbot, Key.Key_Tab)
        if not _shows_focus(focused()):
            unseen.append(focused().accessibleName() or type(focused()).__name__)
    assert unseen == []


def test_a_plus_one_button_is_pressed_with_the_keyboard(context: AppContext, qtbot: Any) -> None:
    window = _gravedust_with_a_point(context, qtbot)
    before = window.build.sheet.values["str"].value
    button = window.sheet.banner.buttons["str"]
    button.setFocus()
    press(qtbot, Key.Key_Space)
    assert window.build.sheet.values["str"].value == before + 1
    assert plain(window.undo_action.text()).startswith("Undo Raise")


def _cli_reasons(capsys: Any, path: Path, kind: str) -> dict[str, str]:
    """What `sheetwright options FILE KIND` says of each unavailable entry: id → reason."""
    capsys.readouterr()
    assert cli(["options", str(path), kind]) == 0
    reasons = {}
    for line in capsys.readouterr().out.splitlines():
        if line.startswith("  -- "):
            entry, _, rest = line[5:].partition(":")
            reasons[entry] = rest.rsplit("  (", 1)[1].removesuffix(")")
    return reasons


def _sample(system: str) -> Path:
    return resources_dir() / "samples" / f"{system}.sheetwright.json"


def test_raise_attribute_from_the_menu_with_the_command_lines_refusal(
    context: AppContext, qtbot: Any, capsys: Any
) -> None:
    window = active(qtbot, open_sample(context, qtbot, "gravedust"))
    menu = next(a.menu() for a in window.menuBar().actions() if plain(a.text()) == "Character")
    action = next(a for a in menu.actions() if plain(a.text()) == "Raise Attribute…")
    assert action.shortcut().toString() == "Ctrl+Shift+R"
    reasons = _cli_reasons(capsys, _sample("gravedust"), "attribute")
    assert set(reasons) == {"str", "dex", "agi", "end", "mag", "int"}  # no point to spend
    dialog = active(qtbot, window.actions.choose_attribute())
    assert dialog.chosen() is None  # nothing can be chosen; every attribute is listed
    assert dialog.list.count() == 6
    dialog.list.setFocus()
    press(qtbot, Key.Key_Down)
    assert dialog.reason.text() == (
        f"Dexterity — not available: {reasons['dex']} "
        f"({window.build.options('attribute')[1].check.source.cite()})"
    )
    dialog.reject()
    assert window.apply(ops.award_xp(1000, "a hard fight"))
    dialog = active(qtbot, window.actions.choose_attribute())
    dialog.list.setFocus()
    before = window.build.sheet.values["agi"].value
    press(qtbot, Key.Key_Down)
    press(qtbot, Key.Key_Down)
    assert dialog.reason.text() == "Agility — available."
    press(qtbot, Key.Key_Return)
    assert window.build.sheet.values["agi"].value == before + 1


# --- the line under a list follows the keyboard, in the command line's words --------------------


def _down_until(qtbot: Any, view: QAbstractItemView, name: str, line: ReasonLine) -> str:
    """Press Down in a list until the line names the entry; the line's text."""
    view.setFocus()
    for _ in range(view.model().rowCount() * 3 + 5):
        if line.text().startswith(f"{name} —"):
            return line.text()
        press(qtbot, Key.Key_Down)
    raise AssertionError(f"{name} never became the current entry: {line.text()!r}")


def test_gravedust_gear_says_why_in_the_command_lines_words(
    context: AppContext, qtbot: Any, capsys: Any
) -> None:
    window = active(qtbot, open_sample(context, qtbot, "gravedust"))
    reason = _cli_reasons(capsys, _sample("gravedust"), "gear")["example-sword"]
    dialog = window.gear_actions.equip("hand-1")
    text = _down_until(qtbot, dialog.list, "[5]Example Sword", dialog.reason)
    assert f"not available: {reason}" in text  # before any click: no refusal needed
    assert dialog.chosen() is None


def test_miridon_dual_class_says_why_in_the_command_lines_words(
    context: AppContext, qtbot: Any, capsys: Any
) -> None:
    window = active(qtbot, open_sample(context, qtbot, "miridon"))
    reason = _cli_reasons(capsys, _sample("miridon"), "class")["skiffmaster"]
    dialog = window.commands.dual_class()
    text = _down_until(qtbot, dialog.classes, "Skiffmaster", dialog.why)
    assert text.startswith(f"Skiffmaster — not available: {reason}")


def test_lyrian_classes_say_why_before_a_click(
    context: AppContext, qtbot: Any, capsys: Any
) -> None:
    window = active(qtbot, open_sample(context, qtbot, "lyrian"))
    reason = _cli_reasons(capsys, _sample("lyrian"), "class")["trapper"]
    browser = window.class_browser
    browser.tree.setFocus()
    for _ in range(40):
        if browser.selected_class() == "trapper":
            break
        press(qtbot, Key.Key_Down)
    assert browser.selected_class() == "trapper"
    assert reason in browser.why.text()
    assert reason in browser.tree.currentItem().text(4)  # the Unlock now column says it too


def test_heretics_feats_say_why_in_the_command_lines_words(
    context: AppContext, qtbot: Any, capsys: Any, tmp_path: Path
) -> None:
    from model.document import new_document

    document = new_document("heretics", "Ysmay") | {"settings": {"starting_exp": 10}}
    path = tmp_path / "ysmay.sheetwright.json"
    path.write_text(json.dumps(document))
    reason = _cli_reasons(capsys, path, "feat")["multi-attack"]
    window: Any = context.open_character(context.library.add_character(document).id)
    qtbot.addWidget(active(qtbot, window))
    dialog = window.spend_exp()
    feats = dialog.feats
    dialog.tabs.setCurrentWidget(feats)
    text = _down_until(qtbot, feats.view, "Multi-Attack", feats.why)
    assert text.startswith(f"Multi-Attack — not available: {reason}")
    row = feats.model.row_of("multi-attack")
    assert feats.model.index(row, feats.model.columnCount() - 1).data() == reason
    assert feats.selected_id() is None  # reached, not chosen


# --- keyboard-only walks through each wizard ----------------------------------------------------


def _next(qtbot: Any, wizard: Any) -> None:
    """Alt+N: Next, and the page changed."""
    page = wizard.currentPage()
    press(qtbot, Key.Key_N, ALT)
    assert wizard.currentPage() is not page, f"Alt+N did not leave {page.title()}"


def _down_until_complete(qtbot: Any, wizard: Any, limit: int = 12) -> None:
    """Down in the focused list until the page can be finished (skipping unavailable rows)."""
    for _ in range(limit):
        press(qtbot, Key.Key_Down)
        if wizard.currentPage().isComplete():
            return
    raise AssertionError(f"{wizard.currentPage().title()} never completed")


def _finish(qtbot: Any, wizard: Any, context: AppContext) -> None:
    """Alt+F on the review page: the character is in the library."""
    created: list[str] = []
    wizard.created.connect(created.append)
    assert wizard.currentPage() is wizard.review_page
    press(qtbot, Key.Key_F, ALT)
    assert created, "Finish did not create the character"
    assert context.library.get_character(created[0]).name == "Vex"


def _walk_gravedust(qtbot: Any, wizard: Any) -> None:
    type_text(qtbot, "Vex")
    _next(qtbot, wizard)
    press(qtbot, Key.Key_Space)  # the race list has the focus, on its first race: Space chooses
    assert wizard.draft.build.state.race == "dwarf"
    _next(qtbot, wizard)
    type_text(qtbot, "10")  # the starting XP box has the focus
    press(qtbot, Key.Key_A, ALT)  # Award XP: a level, so a point
    for _ in range(TAB_STEPS):  # Tab to + Intelligence and press it
        if focused() is wizard.attributes_page._raise["int"]:
            break
        press(qtbot, Key.Key_Tab)
    press(qtbot, Key.Key_Space)
    assert wizard.draft.build.sheet.values["int"].value == 2
    for _ in range(4):  # gear, skills and spells, items, review
        _next(qtbot, wizard)


def _walk_miridon(qtbot: Any, wizard: Any) -> None:
    type_text(qtbot, "Vex")
    _next(qtbot, wizard)
    _down_until_complete(qtbot, wizard)  # past unavailable classes to the first one
    _next(qtbot, wizard)
    type_text(qtbot, "60")  # skill points (the GM's), then the two maximums
    press(qtbot, Key.Key_Tab)
    type_text(qtbot, "12")
    press(qtbot, Key.Key_Tab)
    type_text(qtbot, "10")
    while wizard.currentPage() is not wizard.review_page:
        _next(qtbot, wizard)


def _walk_lyrian(qtbot: Any, wizard: Any) -> None:
    type_text(qtbot, "Vex")
    press(qtbot, Key.Key_X, ALT)  # Use the example races and classes
    press(qtbot, Key.Key_R, ALT)  # the race list
    _down_until_complete(qtbot, wizard)
    _next(qtbot, wizard)
    page = wizard.stats_page
    for _ in range(9):  # each stat's list: Down takes the first value still free
        press(qtbot, Key.Key_Down)
        press(qtbot, Key.Key_Tab)
    assert page.isComplete()
    while wizard.currentPage() is not wizard.review_page:
        _next(qtbot, wizard)


def _walk_heretics(qtbot: Any, wizard: Any) -> None:
    type_text(qtbot, "Vex")
    press(qtbot, Key.Key_E, ALT)  # Starting Exp (the GM's)
    press(qtbot, Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(qtbot, "20")
    _next(qtbot, wizard)
    page = wizard.skills_page
    boxes = list(page.boxes.values())
    boxes[0].setFocus()  # where Tab from the page's top lands first
    for _ in range(5):  # five proficiencies: Space ticks one, Tab goes to the next
        press(qtbot, Key.Key_Space)
        press(qtbot, Key.Key_Tab)
    assert page.isComplete()
    while wizard.currentPage() is not wizard.review_page:
        _next(qtbot, wizard)


WALKS = {
    "gravedust": _walk_gravedust,
    "miridon": _walk_miridon,
    "lyrian": _walk_lyrian,
    "heretics": _walk_heretics,
}


@pytest.mark.parametrize("driver", DRIVERS, ids=[d.system for d in DRIVERS])
def test_each_wizard_is_walked_to_finish_with_the_keyboard_only(
    driver: Any, context: AppContext, qtbot: Any
) -> None:
    if driver.system == "gravedust":
        add_pack(context, RACES, GEAR, ITEMS)  # the GM's races: the rulebook has none
    wizard = active(qtbot, shown(qtbot, driver.make(context)))
    assert focused() is driver.name_field(wizard)
    WALKS[driver.system](qtbot, wizard)
    _finish(qtbot, wizard, context)
