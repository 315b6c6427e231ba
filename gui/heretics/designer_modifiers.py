# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Improvement and restriction pickers: what is taken, what is available, what is not and why."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.option_text import why_not
from gui.widgets.sheet_style import plain_tooltip, warning_colour
from gui.widgets.table_model import TitledTableModel
from rules.engine.option import Option

Index = QModelIndex | QPersistentModelIndex
DISPLAY = Qt.ItemDataRole.DisplayRole
ID_ROLE = Qt.ItemDataRole.UserRole


class ModifierModel(TitledTableModel):
    """One row per improvement or restriction: taken, available, or unavailable with the reasons."""

    HEADERS = ("Name", "Ranks", "Status")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[Option, int, str]] = []

    def set_rows(
        self, options: Sequence[Option], taken: Mapping[str, int], problems: Mapping[str, str]
    ) -> None:
        """Show the options (taken first, then available, then the rest) and what is wrong."""
        rows = [(o, taken.get(o.id, 0), problems.get(o.id, "")) for o in options]
        self.beginResetModel()
        self._rows = sorted(rows, key=lambda row: 0 if row[1] else 1 if row[0].available else 2)
        self.endResetModel()

    def row_total(self) -> int:
        """One row per option."""
        return len(self._rows)

    def option_id(self, row: int) -> str:
        """The id of a row's option."""
        return self._rows[row][0].id

    def row_of(self, option_id: str) -> int:
        """The row of an option id (-1 when absent)."""
        return next((r for r, row in enumerate(self._rows) if row[0].id == option_id), -1)

    def available(self, row: int) -> bool:
        """Whether the row's modifier (one more rank of it) can be added now."""
        return self._rows[row][0].available

    def taken(self, row: int) -> int:
        """How many times the row's modifier is on the design."""
        return self._rows[row][1]

    def flags(self, index: Index) -> Qt.ItemFlag:
        """Taken or available rows can be selected; the others are disabled."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        option, taken, _problem = self._rows[index.row()]
        if option.available or taken:
            return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        return Qt.ItemFlag.NoItemFlags

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        """Cell text, why-not tooltips, the problem of a taken row in the error colour."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        option, taken, problem = self._rows[index.row()]
        if role == DISPLAY:
            return (option.name, option.detail, self.status(index.row()))[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:
            if problem:
                return plain_tooltip(option.name, problem)
            return why_not(option) if not option.available and not taken else option.detail
        if role == ID_ROLE:
            return option.id
        if role == Qt.ItemDataRole.ForegroundRole and problem:
            return warning_colour(QGuiApplication.palette())
        return None

    def status(self, row: int) -> str:
        """`Taken`, `Taken ×2`, `Available`, the problem, or `Not available: …` with the reasons."""
        option, taken, problem = self._rows[row]
        if problem:
            return f"Taken, but {problem}"
        if taken:
            return f"Taken ×{taken}" if taken > 1 else "Taken"
        if option.available:
            return "Available"
        return "Not available: " + "; ".join(option.check.reasons)


class ModifierPicker(QGroupBox):
    """A table of modifiers with Add and Remove buttons; unavailable rows say why in the table."""

    added = Signal(str)
    removed = Signal(str)
    selected = Signal(str)

    def __init__(self, title: str, add_text: str, remove_text: str, parent: QWidget | None = None):
        super().__init__(title, parent)
        self.model = ModifierModel(self)
        self.view = QTableView(self)
        self.view.setModel(self.model)
        self.view.setAccessibleName(title.replace("&", ""))
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setWordWrap(True)
        self.view.verticalHeader().hide()
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(1, self.fontMetrics().averageCharWidth() * 18)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.sectionResized.connect(lambda *_: self.view.resizeRowsToContents())
        self.add_button = QPushButton(add_text, self)
        self.remove_button = QPushButton(remove_text, self)
        self.add_button.clicked.connect(lambda: self._emit(self.added))
        self.remove_button.clicked.connect(lambda: self._emit(self.removed))
        self.view.selectionModel().currentRowChanged.connect(self._current_changed)
        self.view.doubleClicked.connect(lambda _index: self._emit(self.added))
        self.buttons = QHBoxLayout()
        self.buttons.addStretch(1)
        self.buttons.addWidget(self.add_button)
        self.buttons.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addLayout(self.buttons)

    def set_rows(
        self, options: Sequence[Option], taken: Mapping[str, int], problems: Mapping[str, str]
    ) -> None:
        """Show the options, keeping the selected row."""
        current = self.current_id()
        self.model.set_rows(options, taken, problems)
        self.view.resizeRowsToContents()
        if current:
            self.select(current)
        self._update_buttons()

    def current_id(self) -> str | None:
        """The id of the selected modifier, if any."""
        index = self.view.currentIndex()
        return self.model.option_id(index.row()) if index.isValid() else None

    def select(self, option_id: str) -> None:
        """Select a modifier's row."""
        row = self.model.row_of(option_id)
        if row >= 0:
            self.view.setCurrentIndex(self.model.index(row, 0))

    def _current_changed(self) -> None:
        self._update_buttons()
        self.selected.emit(self.current_id() or "")

    def _update_buttons(self) -> None:
        index = self.view.currentIndex()
        row = index.row() if index.isValid() else -1
        self.add_button.setEnabled(row >= 0 and self.model.available(row))
        self.remove_button.setEnabled(row >= 0 and self.model.taken(row) > 0)

    def _emit(self, signal: Any) -> None:
        chosen = self.current_id()
        if chosen:
            signal.emit(chosen)
