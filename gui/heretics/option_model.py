# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Options from the Build as table rows: the cells the panel gives, then whether it can be bought."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from gui.widgets.reason_line import muted, status_text
from gui.widgets.sheet_style import plain_tooltip
from gui.widgets.table_model import TitledTableModel
from rules.engine.option import Option

Index = QModelIndex | QPersistentModelIndex
DISPLAY = Qt.ItemDataRole.DisplayRole
ID_ROLE = Qt.ItemDataRole.UserRole
NUMBER_ALIGN = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


@dataclass(frozen=True)
class OptionRow:
    """One option with the cells shown before its status, and what its name explains on hover."""

    option: Option
    cells: tuple[str, ...]
    about: str = ""


def why_not(option: Option) -> str:
    """The reasons an option is unavailable, with the rulebook section, as tooltip text."""
    cite = option.check.source.detail() if option.check.source else ""
    return plain_tooltip(f"Not available: {'; '.join(option.check.reasons)}", cite)


class OptionRowsModel(TitledTableModel):
    """Rows of options; unavailable rows are disabled and say why (Status column and hover)."""

    def __init__(
        self, headers: Sequence[str], numeric: Sequence[int] = (), parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.HEADERS = (*headers, "Status")
        self._numeric = set(numeric)
        self._rows: list[OptionRow] = []

    def set_rows(self, rows: Sequence[OptionRow]) -> None:
        """Replace every row."""
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def row_total(self) -> int:
        """One row per option."""
        return len(self._rows)

    def option(self, row: int) -> Option:
        """The option of a row."""
        return self._rows[row].option

    def row_of(self, option_id: str) -> int:
        """The row of an option id (-1 when absent)."""
        return next((r for r, row in enumerate(self._rows) if row.option.id == option_id), -1)

    def flags(self, index: Index) -> Qt.ItemFlag:
        """Available rows can be selected; the others only reached (greyed, see `ReasonLine`)."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if self._rows[index.row()].option.available:
            return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        return Qt.ItemFlag.ItemIsEnabled

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        """Cell text, reasons or the entry's text on hover, the option id in UserRole."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row, column = self._rows[index.row()], index.column()
        if role == DISPLAY:
            if column < len(row.cells):
                return row.cells[column]
            return status_text(row.option)
        if role == Qt.ItemDataRole.ToolTipRole:
            if not row.option.available:
                return why_not(row.option)
            return plain_tooltip(row.option.name, row.about)
        if role == ID_ROLE:
            return row.option.id
        if role == Qt.ItemDataRole.ForegroundRole and not row.option.available:
            return muted()
        if role == Qt.ItemDataRole.TextAlignmentRole and column in self._numeric:
            return NUMBER_ALIGN
        return None


def option_view(model: OptionRowsModel, name: str, parent: QWidget) -> QTableView:
    """A read-only, row-selecting table for an option model; the status column stretches."""
    view = QTableView(parent)
    view.setModel(model)
    view.setAccessibleName(name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setTabKeyNavigation(False)  # one Tab stop; arrows move inside
    view.verticalHeader().hide()
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.verticalHeader().setDefaultSectionSize(round(view.fontMetrics().height() * 1.6))
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(True)
    return view


def selected_id(view: QTableView) -> str | None:
    """The option id of the selected row, if any."""
    selection = view.selectionModel()
    rows = selection.selectedRows() if selection else []
    return str(rows[0].data(ID_ROLE)) if rows else None


def select(view: QTableView, model: OptionRowsModel, option_id: str) -> bool:
    """Select an option's row (False when it is missing or unavailable)."""
    row = model.row_of(option_id)
    if row < 0 or not model.option(row).available:
        return False
    view.selectRow(row)
    return True
