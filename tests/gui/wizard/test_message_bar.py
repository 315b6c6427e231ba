# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A refusal line that comes and goes never moves the controls under it (issue 13, point 7)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLineEdit, QStyle, QVBoxLayout, QWidget

from gui.wizard.message_bar import MessageBar


def test_the_line_keeps_its_room_while_hidden(qtbot: Any) -> None:
    page = QWidget()
    qtbot.addWidget(page)
    layout = QVBoxLayout(page)
    bar = MessageBar(QStyle.StandardPixmap.SP_MessageBoxWarning, page)
    layout.addWidget(bar)
    field = QLineEdit(page)
    layout.addWidget(field)
    layout.addStretch()
    page.resize(400, 300)
    page.show()
    qtbot.waitExposed(page)

    before = field.geometry()
    bar.show_message("Needs Toughness 4.")
    qtbot.wait(1)
    shown = field.geometry()
    bar.show_message("")
    qtbot.wait(1)

    assert bar.isHidden()
    assert bar.text() == ""
    assert shown == before
    assert field.geometry() == before
