# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The wheel guard: a wheel passing over a combo box, spin box or slider scrolls the page around it;
only the focused one takes the wheel (issue 13, point 7)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QLineEdit,
    QScrollArea,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.wheel_guard import WheelGuard, install_wheel_guard


@pytest.fixture
def guard(qapp: QApplication) -> Iterator[WheelGuard]:
    """The guard installed as the app installs it; taken out again after the test."""
    guard = install_wheel_guard(qapp)
    yield guard
    qapp.removeEventFilter(guard)
    guard.setParent(None)


def wheel(widget: QWidget, notches: int = -1) -> None:
    """Turn the wheel over the middle of a widget (negative: towards the user, scrolling down)."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        widget.mapToGlobal(centre),
        QPoint(),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


class Page(QScrollArea):
    """A short scroll area over a tall page: a name field (focused), a combo box, a spin box and a
    slider."""

    def __init__(self) -> None:
        super().__init__()
        page = QWidget()
        column = QVBoxLayout(page)
        self.name = QLineEdit()
        column.addWidget(self.name)
        self.combo = QComboBox()
        self.combo.addItems(["one", "two", "three"])
        self.spin = QSpinBox()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, 10)
        for widget in (self.combo, self.spin, self.slider):
            column.addWidget(widget)
        column.addSpacing(2000)
        self.setWidget(page)
        self.setWidgetResizable(True)
        self.resize(300, 200)


@pytest.fixture
def page(qtbot: Any, guard: WheelGuard) -> Page:
    """A shown page with the focus in its name field."""
    shown = Page()
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    shown.activateWindow()
    shown.name.setFocus()
    qtbot.waitUntil(shown.name.hasFocus)
    return shown


def test_the_wheel_over_an_unfocused_value_scrolls_the_page(page: Page) -> None:
    bar = page.verticalScrollBar()
    for widget, value in (
        (page.combo, "currentIndex"),
        (page.spin, "value"),
        (page.slider, "value"),
    ):
        before, scrolled = getattr(widget, value)(), bar.value()
        wheel(widget)
        assert getattr(widget, value)() == before, type(widget).__name__
        assert bar.value() > scrolled, type(widget).__name__


def test_the_focused_one_takes_the_wheel(page: Page, qtbot: Any) -> None:
    page.combo.setFocus()
    qtbot.waitUntil(page.combo.hasFocus)
    bar = page.verticalScrollBar()
    wheel(page.combo)
    assert page.combo.currentIndex() == 1
    assert bar.value() == 0


def test_the_wheel_never_gives_focus(page: Page, qtbot: Any) -> None:
    late = QComboBox()  # made after the guard: guarded when it is polished
    late.ensurePolished()
    for widget in (page.combo, page.spin, late):
        assert widget.focusPolicy() == Qt.FocusPolicy.StrongFocus
    late.deleteLater()


def test_installed_once(qapp: QApplication, guard: WheelGuard) -> None:
    assert install_wheel_guard(qapp) is guard
