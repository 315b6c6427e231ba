# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Award XP: a plain amount, or kill XP (creature worth − level, per kill) — previewed by the rules."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gui.character.operation import Operation
from gui.gravedust.operations import award_xp, kill
from gui.widgets.field_focus import start_in
from model.character_build import CharacterBuild
from rules.engine.build import Build
from rules.engine.event import Event

Preview = Callable[[Sequence[Event]], CharacterBuild]


def _spin(low: int, high: int, value: int, name: str) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setValue(value)
    spin.setAccessibleName(name)
    return spin


def _value(build: Build[Any], key: str) -> int:
    found = build.sheet.values.get(key)
    return found.value if found else 0


def outcome(before: Build[Any], after: Build[Any]) -> str:
    """What the XP does: `→ level 3 with 2 XP; 2 attribute points to choose`."""
    level, xp = _value(after, "level"), _value(after, "xp")
    text = f"Afterwards: level {level} with {xp} XP"
    if level > _value(before, "level"):
        points = _value(after, "attribute-points")
        text += f" — level up! {points} attribute point{'s' * (points != 1)} to choose"
    return text + "."


class AwardXpDialog(QDialog):
    """Two tabs: Award XP (amount and note) and Kill XP (worth and count); the rules preview both."""

    def __init__(self, build: Build[Any], preview: Preview, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Award XP")
        self._build, self._preview = build, preview
        self.amount = _spin(1, 100000, 10, "XP amount")
        self.worth = _spin(0, 100000, 5, "Creature worth")
        self.count = _spin(1, 1000, 1, "Number of kills")
        self.note = QLineEdit()
        self.note.setPlaceholderText("What for? (shown in the history)")
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.kill_each = QLabel()
        self.kill_each.setWordWrap(True)
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * 34)
        self.tabs = QTabWidget()
        self.tabs.addTab(self._award_tab(), "&Award XP")
        self.tabs.addTab(self._kill_tab(), "&Kill XP")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Award")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._lay_out()
        for spin in (self.amount, self.worth, self.count):
            spin.valueChanged.connect(self.update_preview)
        self.tabs.currentChanged.connect(self.update_preview)
        self.tabs.currentChanged.connect(self._start_in_tab)
        self.update_preview()
        start_in(self.amount)

    def _start_in_tab(self) -> None:
        """Each tab starts in its number: typing goes there, Enter awards what was typed."""
        start_in(self.worth if self.is_kill() else self.amount)

    def _lay_out(self) -> None:
        form = QFormLayout()
        form.addRow("&Note:", self.note)
        column = QVBoxLayout(self)
        column.addWidget(self.tabs)
        column.addLayout(form)
        column.addWidget(self.kill_each)
        column.addWidget(self.result)
        column.addWidget(self.buttons)

    def _award_tab(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        form.addRow("&XP:", self.amount)
        return page

    def _kill_tab(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        form.addRow("Creature &worth (XP):", self.worth)
        form.addRow("&How many:", self.count)
        return page

    def is_kill(self) -> bool:
        """Whether the Kill XP tab is the one in use."""
        return self.tabs.currentIndex() == 1

    def operation(self) -> Operation:
        """The award the dialog describes."""
        note = self.note.text().strip()
        if self.is_kill():
            return kill(self.worth.value(), self.count.value(), note)
        return award_xp(self.amount.value(), note)

    def credits(self, after: Build[Any]) -> list[int]:
        """The XP the rules credit for the dialog's event in a previewed build, one per award."""
        index = len(self._build.events)
        return [
            e.amount for e in after.ledger.pool("xp") if e.event_index == index and e.amount >= 0
        ]

    def update_preview(self) -> None:
        """Ask the rules what the award gives and show it."""
        after = self._preview(self.operation().events).build
        self.kill_each.setVisible(self.is_kill())
        if self.is_kill():
            self.kill_each.setText(self._kill_text(self.credits(after)))
        self.result.setText(outcome(self._build, after))

    def _kill_text(self, credits: list[int]) -> str:
        total, level = sum(credits), _value(self._build, "level")
        if len(set(credits)) <= 1:
            each = credits[0] if credits else 0
            rule = f"worth {self.worth.value()} − level {level}, never below 0"
            return f"Each kill gives {each} XP ({rule}): {total} XP in all."
        steps = " + ".join(str(c) for c in credits)
        return f"Kills give {steps} = {total} XP (worth − level, as the level rises)."
