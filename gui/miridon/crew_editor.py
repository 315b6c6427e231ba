# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The skiffmaster's crew: the roster with derived stats; recruit, mark dead, replace."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from gui.miridon import operations as ops
from gui.miridon.editor_dialog import fill_table, limits_label, selected_name, table
from gui.miridon.rank_tab import Apply, BuildSource


def crew_rows(build: Any) -> list[dict[str, Any]]:
    """The sheet's crew section (derived stats) when the rules give one, else names and status."""
    section = build.sheet.sections.get("crew")
    if isinstance(section, dict):
        section = section.get("members") or section.get("crew") or []
    if isinstance(section, list) and all(isinstance(r, dict) for r in section):
        return section
    return [{"name": m.name, "alive": m.alive} for m in getattr(build.state, "crew", ())]


class CrewPanel(QWidget):
    """Roster table, limits, and the recruit / mark dead / replace buttons."""

    def __init__(self, source: BuildSource, apply: Apply, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._source, self._apply = source, apply
        self.rows: list[dict[str, Any]] = []
        self.roster = table("Crew", self)
        self.limits = QLabel(self)
        self.limits.setWordWrap(True)
        self.name = QLineEdit(self)
        self.name.setPlaceholderText("Name of the new crew member")
        self.recruit_button = QPushButton("&Recruit", self)
        self.dies_button = QPushButton("Mark &Dead", self)
        self.replace_button = QPushButton("Re&place with New Recruit", self)
        self._lay_out()
        self.recruit_button.clicked.connect(self.recruit)
        self.name.returnPressed.connect(self.recruit)
        self.dies_button.clicked.connect(self.mark_dead)
        self.replace_button.clicked.connect(self.replace_selected)
        self.roster.itemSelectionChanged.connect(self._update)
        self.name.textChanged.connect(self._update)

    def _lay_out(self) -> None:
        name = QLabel("&Name:", self)
        name.setBuddy(self.name)
        row = QHBoxLayout()
        row.addWidget(name)
        row.addWidget(self.name, 1)
        row.addWidget(self.recruit_button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.dies_button)
        buttons.addWidget(self.replace_button)
        buttons.addStretch(1)
        column = QVBoxLayout(self)
        column.addWidget(self.limits)
        column.addWidget(self.roster, 1)
        column.addLayout(buttons)
        column.addLayout(row)

    def refresh(self) -> None:
        """Show the roster and the limits of the current build."""
        build = self._source()
        self.rows = crew_rows(build)
        fill_table(self.roster, self.rows)
        limits_label(build, "crew", self.limits)
        self._update()

    def _selected(self) -> dict[str, Any] | None:
        name = selected_name(self.roster)
        return next((r for r in self.rows if str(r.get("name")) == name), None)

    def _update(self) -> None:
        chosen = self._selected()
        has_name = bool(self.name.text().strip())
        self.recruit_button.setEnabled(has_name)
        self.dies_button.setEnabled(chosen is not None and chosen.get("alive", True) is not False)
        self.replace_button.setEnabled(
            chosen is not None and chosen.get("alive") is False and has_name
        )
        self.replace_button.setToolTip("Select a dead crew member and type the new recruit's name.")

    def recruit(self) -> bool:
        """Recruit a crew member with the typed name."""
        name = self.name.text().strip()
        if name and self._apply(ops.recruit_crew(name)):
            self.name.clear()
            return True
        return False

    def mark_dead(self) -> bool:
        """The selected crew member dies."""
        chosen = self._selected()
        return chosen is not None and self._apply(ops.crew_member_dies(str(chosen["name"])))

    def replace_selected(self) -> bool:
        """A new recruit (the typed name) takes a dead member's place."""
        chosen, name = self._selected(), self.name.text().strip()
        if chosen is None or not name:
            return False
        done = self._apply(ops.replace_crew_member(str(chosen["name"]), name))
        if done:
            self.name.clear()
        return done
