# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The optional crafting dice helper: spend the 5 crafting dice on crafting actions with d10s
rolled by the app or typed in from the table, put mods on for points, and hand the points reached
to Finish Craft. A craft rolled at the table without it is recorded by typing the points."""

from __future__ import annotations

import random
from dataclasses import replace

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rules.lyrian import crafting_dice as dice
from rules.lyrian import numbers as n

ACTION_WORDS = {
    dice.BASIC_CRAFT: "1 die: d10 + crafting bonus (Rapid: may repeat)",
    dice.BEGINNERS_LUCK: "1 die: the higher of two d10, without the crafting bonus",
    dice.STANDARD_FINISH: "2 dice: double the crafting points and end (not once modified)",
    dice.STEADY_CRAFT: f"1 die: the die counts as {n.STEADY_CRAFT_ROLL}, + crafting bonus",
}
BUTTON_TEXT = {
    dice.BASIC_CRAFT: "&Basic Craft",
    dice.BEGINNERS_LUCK: "Beginner's &Luck",
    dice.STANDARD_FINISH: "Standard &Finish",
    dice.STEADY_CRAFT: "S&teady Craft",
}
SECTION = "Crafting & Gathering — Crafting Time and Crafting Actions"


def _die(name: str) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(1, n.CRAFTING_DIE)
    spin.setValue(1)
    spin.setPrefix("d10: ")
    spin.setAccessibleName(name)
    return spin


class CraftingDiceDialog(QDialog):
    """One craft's dice: each action enabled or saying why not; accepted, its points, mods and mod
    points go to Finish Craft (`fields()`)."""

    def __init__(
        self, item: str, crafting_hp: int, bonus: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Crafting Dice: {item}")
        self.crafting_hp, self.bonus = crafting_hp, bonus
        self.session = dice.CraftSession()
        self.history: list[str] = []
        self.heading = QLabel(
            f"{item}: {crafting_hp} crafting HP to reach. Crafting bonus {bonus:+d}.", self
        )
        self.heading.setWordWrap(True)
        self.can_modify = QCheckBox("The item can be &modified", self)
        self.can_modify.setChecked(True)
        self.can_modify.setToolTip(
            "Standard Finish and mods are not allowed on an item that cannot be modified."
        )
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.first, self.second = _die("First d10"), _die("Second d10")
        self.roll_button = QPushButton("&Roll the d10s", self)
        self.roll_button.setToolTip("Let the app roll both d10s, or type what you rolled.")
        self.roll_button.clicked.connect(self.roll)
        self.action_rows: dict[str, tuple[QPushButton, QLabel]] = {}
        self.mod_name = QLineEdit(self)
        self.mod_name.setPlaceholderText("the mod's name, e.g. Recurve")
        self.mod_name.setAccessibleName("Mod name")
        self.mod_cost = QSpinBox(self)
        self.mod_cost.setRange(0, 1_000_000)
        self.mod_cost.setSuffix(" points")
        self.mod_cost.setAccessibleName("Crafting points the mod costs")
        self.mod_button = QPushButton("&Add Mod", self)
        self.mod_button.clicked.connect(self.add_mod)
        self.mod_reason = QLabel(self)
        self.mod_reason.setWordWrap(True)
        self.mod_reason.hide()
        self.end_button = QPushButton("&End Crafting", self)
        self.end_button.setToolTip("No more crafting actions: keep the points reached.")
        self.end_button.clicked.connect(self.end)
        self.over_button = QPushButton("Start &Over", self)
        self.over_button.clicked.connect(self.start_over)
        self.log = QLabel(self)
        self.log.setWordWrap(True)
        self.outcome = QLabel(self)
        self.outcome.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("&Use These Points")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.can_modify.toggled.connect(self._modifiable)
        self._lay_out()
        self.show_session()

    def _lay_out(self) -> None:
        column = self.column = QVBoxLayout(self)
        column.addWidget(self.heading)
        column.addWidget(self.can_modify)
        column.addWidget(self.status)
        rolls = QHBoxLayout()
        rolls.addWidget(self.first)
        rolls.addWidget(self.second)
        rolls.addWidget(self.roll_button)
        form = QFormLayout()
        label = QLabel("The &d10s rolled:", self)
        label.setBuddy(self.first)
        form.addRow(label, rolls)
        column.addLayout(form)
        box = QGroupBox("Crafting actions", self)
        rows = QFormLayout(box)
        for action_id in dice.ACTIONS:
            button = QPushButton(BUTTON_TEXT[action_id], box)
            button.clicked.connect(lambda _=False, a=action_id: self.act(a))
            reason = QLabel(box)
            reason.setWordWrap(True)  # two lines kept: a dialog does not grow for wrapped text
            reason.setMinimumHeight(reason.fontMetrics().lineSpacing() * 2)
            rows.addRow(button, reason)
            self.action_rows[action_id] = (button, reason)
        column.addWidget(box)
        mods = QGroupBox("Mods (paid in crafting points)", self)
        mod_row = QHBoxLayout(mods)
        mod_row.addWidget(self.mod_name, 1)
        mod_row.addWidget(self.mod_cost)
        mod_row.addWidget(self.mod_button)
        column.addWidget(mods)
        column.addWidget(self.mod_reason)
        ends = QHBoxLayout()
        ends.addWidget(self.end_button)
        ends.addWidget(self.over_button)
        ends.addStretch(1)
        column.addLayout(ends)
        column.addWidget(self.log)
        column.addWidget(self.outcome)
        column.addWidget(self.buttons)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 80)

    def roll(self) -> tuple[int, int]:
        """Roll both d10s (1–10)."""
        self.first.setValue(random.randint(1, n.CRAFTING_DIE))
        self.second.setValue(random.randint(1, n.CRAFTING_DIE))
        return self.first.value(), self.second.value()

    def _rolls(self, action_id: str) -> list[int]:
        return [self.first.value(), self.second.value()][: dice.ACTIONS[action_id].rolls]

    def act(self, action_id: str) -> str:
        """Take a crafting action with the d10s shown: '' when done, else why not."""
        rolls = self._rolls(action_id)
        before = self.session.points
        session, problem = dice.apply(self.session, action_id, rolls, self.bonus)
        if not problem:
            self.session = session
            shown = f" (rolled {', '.join(map(str, rolls))})" if rolls else ""
            self.history.append(
                f"{dice.ACTIONS[action_id].name}{shown}: {before} → {session.points} points."
            )
        self.show_session(problem)
        return problem

    def add_mod(self) -> str:
        """Put the named mod on for its points: '' when done, else why not."""
        session, problem = dice.add_mod(self.session, self.mod_name.text(), self.mod_cost.value())
        if not problem:
            self.session = session
            self.history.append(
                f"Mod {session.mods[-1]}: −{self.mod_cost.value()} points ({session.points} left)."
            )
            self.mod_name.clear()
        self.mod_reason.setText(problem)
        self.mod_reason.setVisible(bool(problem))
        self.show_session()
        return problem

    def end(self) -> None:
        """No more actions."""
        self.session = dice.end(self.session)
        self.history.append("Crafting ended.")
        self.show_session()

    def start_over(self) -> None:
        """Back to 5 dice and no points."""
        self.session = dice.CraftSession(can_modify=self.can_modify.isChecked())
        self.history = []
        self.mod_reason.clear()
        self.mod_reason.hide()
        self.show_session()

    def _modifiable(self, allowed: bool) -> None:
        self.session = replace(self.session, can_modify=allowed)
        self.show_session()

    def why_not(self, action_id: str) -> str:
        """Why an action cannot be taken now ('' when it can)."""
        rolls = [1] * dice.ACTIONS[action_id].rolls
        return dice.apply(self.session, action_id, rolls, self.bonus)[1]

    def show_session(self, problem: str = "") -> None:
        """Dice left, points, each action's availability and the outcome so far."""
        s = self.session
        self.status.setText(
            f"Crafting dice left: {s.dice} of {n.CRAFTING_DICE}. Crafting points: {s.points}"
            + (f" ({s.reached} reached, {s.mod_points} spent on mods)" if s.mod_points else "")
            + ("." if not s.ended else ". The crafting has ended.")
        )
        for action_id, (button, reason) in self.action_rows.items():
            why = self.why_not(action_id)
            button.setEnabled(not why)
            reason.setText(why or ACTION_WORDS[action_id])
            button.setToolTip(why or ACTION_WORDS[action_id])
        modifiable = s.can_modify and not s.ended
        for widget in (self.mod_name, self.mod_cost, self.mod_button):
            widget.setEnabled(modifiable)
        self.end_button.setEnabled(not s.ended)
        lines = [*self.history, *([problem] if problem else [])]
        self.log.setText("\n".join(lines) or "No crafting action taken yet.")
        verdict = "crafted" if dice.crafted(s, self.crafting_hp) else "not enough: the craft fails"
        self.outcome.setText(
            f"{s.points} of {self.crafting_hp} crafting points: {verdict}. ({SECTION})"
        )
        self._grow()

    def _grow(self) -> None:
        """Wide and tall enough for the new texts (a dialog keeps the size it was first shown at)."""
        self.column.activate()
        wanted = self.column.sizeHint()
        if wanted.width() > self.width() or wanted.height() > self.height():
            self.resize(max(wanted.width(), self.width()), max(wanted.height(), self.height()))

    def fields(self) -> dict[str, object]:
        """The Finish Craft fields: points reached, mods, points spent on mods."""
        return dice.finish_fields(self.session)
