# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Skills to raise: every skill with its rank, proficiency and the price of the next rank.

Used by the wizard's skills page and the Spend Exp dialog; a raise goes through `apply`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gui.character.operation import Operation
from gui.heretics import operations as ops
from gui.heretics.option_model import OptionRow, OptionRowsModel, option_view, select, selected_id
from gui.widgets.reason_line import ReasonLine
from gui.widgets.steady_width import hold_widest
from rules.engine.build import Build

BuildSource = Callable[[], Build[Any]]
Apply = Callable[[Operation], bool]
HINT = (
    "Raising a skill one rank costs as many Exp as the rank it reaches "
    "(Glorious Heretics rulebook, Skills)."
)
NO_SKILL = "&Raise Skill"


def raise_text(name: str, cost: int | None) -> str:
    """The Raise button's text for a skill: `&Raise Stealth (3 Exp)`."""
    return f"&Raise {name} ({cost} Exp)"


def skill_rows(build: Build[Any]) -> list[OptionRow]:
    """Each skill option with proficiency, rank and next price from the sheet."""
    rows = {s["id"]: s for s in build.sheet.sections.get("skills") or []}
    out = []
    for option in build.options("skill"):
        skill = rows.get(option.id, {})
        proficient = "✓" if skill.get("proficient") else ""
        rank = str(skill.get("rank", 0))
        price = "" if option.cost is None else f"{option.cost} Exp"
        out.append(
            OptionRow(option, (option.name, proficient, rank, price), skill.get("effect", ""))
        )
    return out


class SkillsPanel(QWidget):
    """A table of skills; Raise (Enter, double-click) buys the selected skill's next rank."""

    def __init__(self, source: BuildSource, apply: Apply, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._source, self._apply = source, apply
        self.model = OptionRowsModel(("Skill", "Proficient", "Rank", "Next rank"), (2, 3), self)
        self.view = option_view(self.model, "Skills", self)
        self.raise_button = QPushButton("&Raise Skill", self)
        hint = QLabel(HINT, self)
        hint.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(hint, 1)
        row.addWidget(self.raise_button)
        self.why = ReasonLine(self)
        self.why.follow(self.view, lambda index: self.model.option(index.row()))
        column = QVBoxLayout(self)
        column.addWidget(self.view, 1)
        column.addWidget(self.why)
        column.addLayout(row)
        self.view.doubleClicked.connect(lambda *_: self.raise_selected())
        QShortcut(QKeySequence(Qt.Key.Key_Return), self.view, self.raise_selected)
        self.raise_button.clicked.connect(self.raise_selected)
        self.view.selectionModel().selectionChanged.connect(self._update_button)
        self._update_button()

    def refresh(self) -> None:
        """Show the skills of the current build, keeping the selection."""
        chosen = self.selected_id()
        rows = skill_rows(self._source())
        self.model.set_rows(rows)
        self._hold_button_width(rows)
        if chosen is not None:
            select(self.view, self.model, chosen)
        self._update_button()

    def selected_id(self) -> str | None:
        """The selected skill's id, if any."""
        return selected_id(self.view)

    def select(self, skill: str) -> bool:
        """Select a skill's row (False when it cannot be raised now)."""
        return select(self.view, self.model, skill)

    def _hold_button_width(self, rows: list[OptionRow]) -> None:
        """The Raise button as wide as for any skill (and a dearer next rank): choosing another
        skill never moves the button or rewraps the hint beside it."""
        dearer = [raise_text(r.option.name, 10 * (r.option.cost or 0) + 9) for r in rows]
        hold_widest(self.raise_button, [NO_SKILL, *dearer])

    def _update_button(self) -> None:
        skill = self.selected_id()
        self.raise_button.setEnabled(skill is not None)
        if skill is None:
            self.raise_button.setText(NO_SKILL)
            self.raise_button.setToolTip("Choose a skill in the table first.")
            return
        option = self.model.option(self.model.row_of(skill))
        self.raise_button.setText(raise_text(option.name, option.cost))
        self.raise_button.setToolTip(option.detail)

    def raise_skill(self, skill: str) -> bool:
        """Buy the next rank of a skill (refusals are shown by the owner's `apply`)."""
        build = self._source()
        ranks = {s["id"]: s.get("rank", 0) for s in build.sheet.sections.get("skills") or []}
        return self._apply(ops.raise_skill(build.content, skill, int(ranks.get(skill, 0))))

    def raise_selected(self) -> bool:
        """Buy the next rank of the selected skill."""
        skill = self.selected_id()
        return skill is not None and self.raise_skill(skill)
