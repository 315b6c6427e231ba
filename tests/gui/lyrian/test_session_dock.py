# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Lyrian session dock (issue 13, point 12): the next step first with its button, one current
warning per pool for points lost at an arc start, ledger columns that fit, and a wheel that
scrolls the dock instead of changing the choice lists it passes over (point 7)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QScrollArea,
    QWidget,
)

from gui.app_context import AppContext
from gui.character.packs_dialog import PacksDialog
from gui.lyrian.character_window import LyrianWindow
from gui.lyrian.example_pack import EXAMPLE_PACK_ID
from gui.lyrian.session_view import SessionView
from gui.widgets.wheel_guard import install_wheel_guard
from model.content_pins import pack_pins
from model.document import new_document
from tests.gui.lyrian import test_window as created


@pytest.fixture
def window(context: AppContext, qtbot: Any) -> LyrianWindow:
    """A character made in the wizard (example classes on), opened in creation, shown."""
    opened = created.opened_character(context, qtbot)
    opened.resize(1500, 950)
    opened.show()
    qtbot.waitExposed(opened)
    return opened


def _boxes_top_down(view: SessionView) -> list[QGroupBox]:
    view.layout().activate()
    boxes = [b for b in view.findChildren(QGroupBox) if b.parentWidget() is view]
    return sorted(boxes, key=lambda box: box.y())


def _visible_button(view: SessionView, key: str) -> QAbstractButton | None:
    button = view.steps[key].button
    return button if button.isVisibleTo(view) else None


def _arc(view: SessionView, ip: int) -> None:
    """An arc from its start to its interlude, with IP granted and left unspent."""
    assert view.run("arc")
    assert view.run("interlude")
    view.ip_amount.setValue(ip)
    assert view.run("grant")


def test_in_creation_the_first_arc_is_the_first_thing_offered(window: LyrianWindow) -> None:
    view = window.session_view
    first = _boxes_top_down(view)[0]
    assert first is view.next_step
    button = _visible_button(view, "arc")
    assert button is not None
    assert button.isEnabled()
    assert button.text().replace("&", "") == "Start the First Arc"
    assert _visible_button(view, "interlude") is None
    assert "start the first arc" in view.next_hint.text()
    # Character Creation, 3. Breakthroughs (l. 98) and Interlude Actions (l. 1070): lost at the start
    assert "IP" in view.expiry.text()
    assert "will expire when the first arc starts" in view.expiry.text()
    assert _boxes_top_down(view)[1] is view.boxes["interlude"]  # the creation IP to spend


def test_each_phase_puts_its_step_on_top_and_its_boxes_next(window: LyrianWindow) -> None:
    view = window.session_view
    assert view.run("arc")
    interlude = _visible_button(view, "interlude")
    assert interlude is not None
    assert interlude.isEnabled()
    assert _visible_button(view, "arc") is None
    assert not view.arc_title.isVisibleTo(view)
    assert [b.title() for b in _boxes_top_down(view)[1:3]] == [
        view.boxes["encounter"].title(),
        view.boxes["injuries"].title(),
    ]
    assert view.run("interlude")
    button = _visible_button(view, "arc")
    assert button is not None
    assert button.text().replace("&", "") == "Start the Next Arc"
    assert view.arc_title.isVisibleTo(view)
    assert _boxes_top_down(view)[1] is view.boxes["interlude"]


def _owner(widget: QWidget) -> QWidget:
    """The control a focused widget belongs to (a spin box for its line edit)."""
    parent = widget.parentWidget()
    return parent if isinstance(parent, QAbstractSpinBox) else widget


def _takes_tab(view: SessionView) -> list[QWidget]:
    """The dock's controls Tab can reach, top down as they are shown."""
    view.layout().activate()
    found = {
        _owner(w)
        for w in view.findChildren(QWidget)
        if w.isVisible() and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus
    }
    return sorted(
        found, key=lambda w: (w.mapTo(view, QPoint(0, 0)).y(), w.mapTo(view, QPoint()).x())
    )


@pytest.mark.parametrize("steps", [(), ("arc",), ("arc", "interlude")])
def test_tab_walks_the_dock_top_down(window: LyrianWindow, qtbot: Any, steps: tuple[str]) -> None:
    view = window.session_view
    for step in steps:  # each phase moves the boxes
        assert view.run(step)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    expected = _takes_tab(view)
    expected[0].setFocus()
    qtbot.waitUntil(expected[0].hasFocus)
    walked = [expected[0]]
    for _ in expected[1:]:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        walked.append(_owner(QApplication.focusWidget()))
    assert [_name(w) for w in walked] == [_name(w) for w in expected]


def _name(widget: QWidget) -> str:
    text = widget.text() if isinstance(widget, QAbstractButton) else ""
    return text or widget.accessibleName() or widget.objectName() or type(widget).__name__


def test_many_arcs_leave_one_expiry_warning_per_pool(window: LyrianWindow) -> None:
    # Interlude Actions (l. 1070): IP "are lost at the start of the next arc"; Errands (l. 1105)
    view = window.session_view
    for _ in range(3):
        _arc(view, ip=2)
    assert view.run("arc")
    expired = [r for r in window.issues.model.rows if "expired" in r.message]
    assert [r.message.split(" expired")[0] for r in expired] == [
        "2 unspent Interlude Points",
        "2 unspent Errand Points",
    ]
    assert {r.event for r in expired} == {str(len(window.build.events))}
    assert all(r.source.startswith("Lyrian Chronicles rulebook") for r in expired)


def test_the_ledger_shows_event_numbers_whole_and_elides_only_the_note(
    window: LyrianWindow, qtbot: Any
) -> None:
    view = window.session_view
    _arc(view, ip=2)
    assert view.run("arc")
    history = window.history
    history.setCurrentIndex(1)
    window.history_dock.raise_()
    history.pool.setCurrentIndex(history.pool.findData("ip"))
    table, model = history.ledger_view, history.ledger
    qtbot.waitUntil(table.isVisible)
    assert model.headerData(0, Qt.Orientation.Horizontal) == "#"
    numbers = [model.index(r, 0).data() for r in range(model.rowCount())]
    assert all(n.isdigit() for n in numbers)
    header = table.horizontalHeader()
    for column in range(4):  # number, event, amount, balance: as wide as their text
        assert header.sectionSize(column) >= table.sizeHintForColumn(column), column
    note = model.index(model.rowCount() - 1, 4)
    assert (
        note.data(Qt.ItemDataRole.ToolTipRole)
        == note.data()
        == ("expired: they do not carry over to the next arc")
    )


def test_previews_sit_right_under_their_buttons(window: LyrianWindow, qtbot: Any) -> None:
    view = window.session_view
    for width in (360, 700):
        window.resizeDocks([window.session_dock], [width], Qt.Orientation.Horizontal)
        qtbot.wait(10)
        for label in view.findChildren(QLabel):
            if label.isVisible() and label.wordWrap() and label.text():
                # never cut off, never a gap above a short preview
                assert label.height() == label.heightForWidth(label.width()), label.text()


def _mnemonic(text: str) -> str | None:
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def _texts(widget: QWidget, shown_in: QWidget) -> list[str]:
    found = widget.findChildren(QLabel) + widget.findChildren(QAbstractButton)
    return [w.text() for w in found if w.isVisibleTo(shown_in)]


def test_mnemonics_of_the_dock_are_its_own(window: LyrianWindow) -> None:
    # issue 13, point 6: Alt+letter reaches one thing, not the menu bar's or the History panel's
    view, history = window.session_view, window.history
    taken = [a.text() for a in window.menuBar().actions()]
    taken += [history.tabText(i) for i in range(history.count())] + _texts(history, history)
    others = {k for k in map(_mnemonic, taken) if k}
    for phase_step in ("arc", "interlude", None):
        keys = Counter(k for k in map(_mnemonic, _texts(view, view)) if k)
        assert [k for k, n in keys.items() if n > 1 or k in others] == [], phase_step
        if phase_step:
            assert view.run(phase_step)


@pytest.fixture
def wheel_guard(qapp: QApplication) -> Iterator[None]:
    """The app's wheel guard, as `gui.app.run` installs it; taken out after the test."""
    guard = install_wheel_guard(qapp)
    yield
    qapp.removeEventFilter(guard)
    guard.setParent(None)


def _wheel(widget: QWidget) -> None:
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        widget.mapToGlobal(centre),
        QPoint(),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def _value(widget: QWidget) -> int:
    return widget.currentIndex() if isinstance(widget, QComboBox) else widget.property("value")


@pytest.mark.usefixtures("wheel_guard")
def test_the_wheel_scrolls_the_dock_past_its_choice_lists(window: LyrianWindow) -> None:
    # creation: the interlude's and the rest's choice lists have several entries to turn through
    view = window.session_view
    scroll = view.parentWidget().parentWidget()
    assert isinstance(scroll, QScrollArea)
    bar = scroll.verticalScrollBar()
    assert bar.maximum() > 0
    choices = [view.action, view.for_class, view.errand, view.ability, view.ip_amount]
    assert all(w.focusPolicy() == Qt.FocusPolicy.StrongFocus for w in choices)
    for widget in choices:
        before, scrolled = _value(widget), bar.value()
        _wheel(widget)
        assert _value(widget) == before, widget.accessibleName()
        assert bar.value() > scrolled or bar.value() == bar.maximum()
    assert bar.value() > 0


def test_the_breakthroughs_box_says_what_is_missing_and_takes_up_the_example_pack(
    context: AppContext, qtbot: Any
) -> None:
    # lyrian.txt, Character Creation, step 3: the rulebook names breakthroughs but lists none.

    record = context.library.add_character(new_document("lyrian", "Vex"))
    window = context.open_character(record.id)
    assert isinstance(window, LyrianWindow)
    qtbot.addWidget(window)
    window.show()
    view = window.session_view
    step = view.steps["breakthrough"]
    assert view.breakthrough_notice.isVisibleTo(view)
    assert "no breakthroughs to buy" in view.breakthrough_notice.text()
    assert not step.button.isEnabled()
    assert step.result.text() == "No breakthroughs in this character's content."

    view.breakthrough_notice.example_button.click()
    [dialog] = [d for d in window.findChildren(PacksDialog) if d.isVisible()]
    assert dialog.preview is not None
    dialog.preview.accept()

    assert EXAMPLE_PACK_ID in pack_pins(window.session.document)
    assert not view.breakthrough_notice.isVisibleTo(view)
    assert view.breakthrough.count() > 0
