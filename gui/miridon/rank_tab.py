# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Skills and Talents tabs: every entry with its rank and the price of the next; buy one rank."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gui.character.operation import Operation
from gui.miridon import operations as ops
from gui.miridon.option_table import ID_ROLE, OptionTableModel
from gui.widgets.focus_keep import keep_focus
from gui.widgets.reason_line import ReasonLine
from rules.engine.build import Build

BuildSource = Callable[[], Build[Any]]
Apply = Callable[[Operation], bool]
SKILL_PRICE = (
    "Each rank of a class skill costs as many skill points as the rank it reaches; a cross-class "
    "skill costs twice that."
)
TALENT_PRICE = "Each talent gives its own price per rank; most cost 5 skill points times the rank."
TEXTS = {
    "skill": ("Skills", SKILL_PRICE),
    "talent": ("Talents", f"{TALENT_PRICE} For Dual-Class, see Character ▸ Dual-Class."),
}


class RankTab(QWidget):
    """A table of skills or talents; Buy (Enter, double-click) raises the selected one a rank."""

    def __init__(
        self, kind: str, source: BuildSource, apply: Apply, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.kind, self._source, self._apply = kind, source, apply
        title, hint = TEXTS[kind]
        self.model = OptionTableModel(self)
        self.model.HEADERS = (title[:-1], "Rank", "Next", "Price", "Status")
        self.view = QTableView(self)
        self.view.setModel(self.model)
        self.view.setAccessibleName(title)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setTabKeyNavigation(False)  # one Tab stop; arrows move inside
        self.view.verticalHeader().hide()
        self.view.setAlternatingRowColors(True)
        header = self.view.horizontalHeader()
        for column in range(4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.buy_button = QPushButton("B&uy Next Rank", self)
        self.hint = QLabel(hint, self)
        self.hint.setWordWrap(True)
        self._lay_out()
        self.view.doubleClicked.connect(lambda *_: self.buy_selected())
        QShortcut(QKeySequence(Qt.Key.Key_Return), self.view, self.buy_selected)
        self.buy_button.clicked.connect(self.buy_selected)
        self.view.selectionModel().selectionChanged.connect(self._update_button)
        keep_focus([(self.view, self.buy_button)], self)  # a rank bought out: back to the table

    def _lay_out(self) -> None:
        row = QHBoxLayout()
        row.addWidget(self.hint, 1)
        row.addWidget(self.buy_button)
        self.why = ReasonLine(self)
        self.why.follow(self.view, lambda index: self.model.option(index.row()))
        column = QVBoxLayout(self)
        column.addWidget(self.view, 1)
        column.addWidget(self.why)
        column.addLayout(row)

    def refresh(self) -> None:
        """Show the options of the current build, keeping the selection."""
        build = self._source()
        chosen = self.selected_id()
        ranks = dict(build.state.skills if self.kind == "skill" else build.state.talents)
        self.model.set_options(build.options(self.kind), ranks)
        if chosen is not None:
            self.select(chosen)
        self._update_button()

    def selected_id(self) -> str | None:
        """The id of the selected row, if any."""
        rows = self.view.selectionModel().selectedRows() if self.view.selectionModel() else []
        return str(rows[0].data(ID_ROLE)) if rows else None

    def select(self, entry_id: str) -> bool:
        """Select an entry's row (False when it is missing or cannot be bought)."""
        row = self.model.row_of(entry_id)
        if row < 0 or not self.model.option(row).available:
            return False
        self.view.selectRow(row)
        return True

    def _update_button(self) -> None:
        entry = self.selected_id()
        self.buy_button.setEnabled(entry is not None)
        if entry is not None:
            option = self.model.option(self.model.row_of(entry))
            self.buy_button.setText(f"B&uy {option.detail.capitalize()} ({option.cost} pts)")
        else:
            self.buy_button.setText("B&uy Next Rank")

    def buy(self, entry_id: str) -> bool:
        """Buy the next rank of an entry (one undoable step); refusals are shown by `apply`."""
        return self._apply(ops.buy(self._source(), self.kind, entry_id))

    def buy_selected(self) -> bool:
        """Buy the next rank of the selected entry."""
        entry = self.selected_id()
        return entry is not None and self.buy(entry)
