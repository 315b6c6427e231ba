# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The list parts of the sheet: the 12-box skill grid, the six item boxes, buffs and debuffs."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gui.gravedust.sheet_tints import LOCKED_TINT
from gui.widgets.sheet_style import boxed, plain_tooltip, scaled_font, tint, warning_colour

SKILL_COLUMNS = 4


def _box_button(text: str, tooltip: str, accessible: str) -> QToolButton:
    button = QToolButton()
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
    button.setText(text)
    button.setToolTip(tooltip)
    button.setAccessibleName(accessible)
    return button


def _paint(button: QToolButton, colour: str, light: float, dark: float) -> None:
    palette = button.palette()
    palette.setColor(QPalette.ColorRole.Button, tint(palette, colour, light, dark))
    button.setPalette(palette)
    button.setAutoFillBackground(True)


def ability_line(ability: dict[str, Any]) -> str:
    """`[1] (2)` for a skill (activations, cooldown) or `MP 3` for a spell, as the sheet shows."""
    if ability.get("kind") == "spell":
        cost = ability.get("mp_cost")
        return f"Spell · MP {cost if cost is not None else '–'}"
    cooldown = ability.get("cooldown")
    free = " · free action" if ability.get("free_action") else ""
    return f"[{ability.get('activations', 1)}] ({cooldown if cooldown is not None else '–'}){free}"


def _clear(layout: QGridLayout | QHBoxLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().hide()  # out of the Tab order now, not once it is deleted
            item.widget().deleteLater()


class SkillGrid(QWidget):
    """Twelve skill boxes; the ones INT has not unlocked are greyed and say so."""

    ability_requested = Signal(str, str)
    """A filled box was clicked: kind (skill or spell) and id."""
    free_requested = Signal()
    """An unlocked empty box was clicked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.buttons: list[QToolButton] = []

    def show_grid(self, boxes: list[dict[str, Any]], slots_tooltip: str) -> None:
        """Show the `skills` section: locked, free and filled boxes."""
        _clear(self.grid)
        self.buttons = [self._button(box, slots_tooltip) for box in boxes]
        for index, button in enumerate(self.buttons):
            self.grid.addWidget(button, index // SKILL_COLUMNS, index % SKILL_COLUMNS)

    def _button(self, box: dict[str, Any], slots_tooltip: str) -> QToolButton:
        number, ability = box["index"], box.get("ability")
        if not box.get("unlocked"):
            button = _box_button(
                f"Locked\n{number}",
                f"<b>Locked</b><br>One skill slot per point of INT, up to 12.<br>{slots_tooltip}",
                f"Skill box {number}: locked",
            )
            button.setEnabled(False)
            _paint(button, LOCKED_TINT, 0.55, 0.25)
            return button
        if ability is None:
            button = _box_button(
                f"empty\n{number}", "Free skill slot: click to equip a known skill or spell",
                f"Skill box {number}: empty",
            )  # fmt: skip
            button.clicked.connect(self.free_requested)
            return button
        name = ability.get("name", "")
        button = _box_button(
            f"{name}\n{ability_line(ability)}",
            plain_tooltip(name, ability_line(ability), "Click to unequip it (it stays known)."),
            f"Skill box {number}: {name}",
        )
        kind, entry = str(ability.get("kind")), str(ability.get("id"))
        button.clicked.connect(lambda: self.ability_requested.emit(kind, entry))
        return button


class ItemBoxes(QWidget):
    """The six item boxes (and any overflow, marked as an error)."""

    item_requested = Signal(dict)
    """A filled box was clicked: its `content` (kind item|gear, id, name, count)."""
    empty_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.buttons: list[QToolButton] = []

    def show_items(self, boxes: list[dict[str, Any]]) -> None:
        """Show the `items` section."""
        _clear(self.row)
        self.buttons = [self._button(box) for box in boxes]
        for button in self.buttons:
            self.row.addWidget(button, 1)

    def _button(self, box: dict[str, Any]) -> QToolButton:
        number, content = box["index"], box.get("content")
        if content is None:
            button = _box_button(
                f"empty\n{number}", "Empty item slot: click to add an item",
                f"Item box {number}: empty",
            )  # fmt: skip
            button.clicked.connect(self.empty_requested)
            return button
        name, count = content.get("name", ""), content.get("count", 1)
        kind = "gear, carried" if content.get("kind") == "gear" else f"× {count}"
        overflow = "More than 6 item slots are used." if box.get("overflow") else ""
        button = _box_button(
            f"{name}\n{kind}",
            plain_tooltip(name, kind, overflow, "Click for what you can do with it."),
            f"Item box {number}: {name} {kind}",
        )
        if overflow:
            _paint(button, "#e9b9b3", 0.6, 0.3)
        button.clicked.connect(lambda: self.item_requested.emit(dict(content)))
        return button


class BuffList(QFrame):
    """Buffs (▲) and debuffs (▼): name, effect, duration, and a Remove button each."""

    remove_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        boxed(self)
        self.column = QVBoxLayout(self)
        self.rows = QWidget()
        self.column.addWidget(self.rows)
        self.column.addStretch(1)
        self.remove_buttons: dict[str, QToolButton] = {}

    def show_buffs(self, buffs: list[dict[str, Any]]) -> None:
        """Show the `buffs` section (or a line saying there are none)."""
        self.rows.hide()  # out of the Tab order now, not once it is deleted
        self.rows.deleteLater()
        self.rows = QWidget()
        self.column.insertWidget(0, self.rows)
        grid = QGridLayout(self.rows)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setColumnStretch(1, 1)
        self.remove_buttons = {}
        if not buffs:
            none = QLabel("No buffs or debuffs.")
            none.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            grid.addWidget(none, 0, 0, 1, 4)
        for row, buff in enumerate(buffs):
            self._add_row(grid, row, buff)

    def _add_row(self, grid: QGridLayout, row: int, buff: dict[str, Any]) -> None:
        name = str(buff.get("name", ""))
        mark = QLabel(f"▼ {name}" if buff.get("debuff") else f"▲ {name}")
        mark.setFont(scaled_font(mark, 1.0, bold=True))
        if buff.get("debuff"):
            palette = mark.palette()
            palette.setColor(QPalette.ColorRole.WindowText, warning_colour(self.palette()))
            mark.setPalette(palette)
        duration = buff.get("duration")
        turns = "until removed" if duration is None else f"{duration} turn{'s' * (duration != 1)}"
        remove = QToolButton(text="Remove")
        remove.setAccessibleName(f"Remove {name}")
        remove.setToolTip(f"Take {name} off the sheet")
        remove.clicked.connect(lambda: self.remove_requested.emit(name))
        self.remove_buttons[name] = remove
        for column, widget in enumerate((mark, QLabel(str(buff.get("effect", ""))), QLabel(turns))):
            grid.addWidget(widget, row, column)
        grid.addWidget(remove, row, 3)
