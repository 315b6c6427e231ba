# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A window opens within the screen with its frame (issue 13, point 8): under a real window
manager the frame is added after the window maps, so the first fit reserves the style's title
bar and borders, and a second fit once framed uses the real ones."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow

from gui.widgets import screen_fit
from gui.widgets.screen_fit import fit_to_screen, frame_extra

SCREEN = QRect(0, 0, 1600, 1000)


def test_offscreen_has_no_frame(qtbot: Any) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    assert frame_extra(window).isNull()


def test_a_frame_not_known_yet_is_estimated_and_kept_on_screen(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # seen under Xvfb with openbox: a Gravedust window of 1506×1000 at y=40 on a 1000 px screen
    monkeypatch.setattr(QGuiApplication, "platformName", staticmethod(lambda: "xcb"))
    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(1506, 1000)
    window.move(40, 40)
    extra = frame_extra(window)
    assert extra.height() > 0

    fit_to_screen(window, SCREEN)

    assert window.height() + extra.height() <= SCREEN.height()
    assert window.y() == 0
    assert window.width() == 1506


def test_the_window_is_fitted_again_once_framed(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    fitted: list[QMainWindow] = []
    monkeypatch.setattr(screen_fit, "fit_to_screen", lambda w, _area: fitted.append(w))
    window = QMainWindow()
    qtbot.addWidget(window)
    screen_fit.fit_once_framed(window)
    qtbot.waitUntil(lambda: fitted == [window], timeout=2000)
