# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Every creation wizard opens within the screen (issue 13, point 8): at 2× a 1600×1000 screen
is 800×500 to Qt, smaller than any wizard's preferred size; its pages then scroll inside it."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect

from gui.wizard import creation_wizard
from tests.gui.wizard.drivers import DRIVERS, Driver, shown

SMALL = QRect(0, 0, 800, 500)


@pytest.mark.parametrize("driver", DRIVERS, ids=lambda d: d.system)
def test_the_wizard_opens_within_a_small_screen(
    context: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch, driver: Driver
) -> None:
    monkeypatch.setattr(creation_wizard, "available_geometry", lambda _w: SMALL)
    wizard = driver.make(context)
    assert wizard.sizeHint().height() > SMALL.height()  # it would not fit as it likes
    shown(qtbot, wizard)
    assert SMALL.contains(wizard.frameGeometry())
    driver.choose(wizard, context)  # and keeps fitting on later pages
    assert SMALL.contains(wizard.frameGeometry())
