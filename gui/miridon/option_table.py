# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Skills or talents to buy as a table: rank now, the next rank, its price, and why not."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QWidget

from gui.widgets.option_text import why_not
from gui.widgets.reason_line import muted, status_text
from gui.widgets.sheet_style import plain_tooltip
from gui.widgets.table_model import TitledTableModel
from rules.engine.option import Option

Index = QModelIndex | QPersistentModelIndex
DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
ID_ROLE = Qt.ItemDataRole.UserRole


class OptionTableModel(TitledTableModel):
    """One row per option; unavailable rows are disabled and say why on hover."""

    HEADERS = ("Name", "Rank", "Next", "Price", "Status")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[Option, int]] = []

    def set_options(self, options: Sequence[Option], ranks: dict[str, int]) -> None:
        """Show options with the character's current rank of each."""
        self.beginResetModel()
        self._rows = [(option, ranks.get(option.id, 0)) for option in options]
        self.endResetModel()

    def row_total(self) -> int:
        """One row per option."""
        return len(self._rows)

    def option(self, row: int) -> Option:
        """The option of a row."""
        return self._rows[row][0]

    def row_of(self, option_id: str) -> int:
        """The row of an option id (-1 when absent)."""
        return next((r for r, (o, _rank) in enumerate(self._rows) if o.id == option_id), -1)

    def flags(self, index: Index) -> Qt.ItemFlag:
        """Available rows can be selected; the others only reached (greyed, see `ReasonLine`)."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if self._rows[index.row()][0].available:
            return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        return Qt.ItemFlag.ItemIsEnabled

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        """Cell text, the reasons as tooltip, the option id in UserRole."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        option, rank = self._rows[index.row()]
        if role == DISPLAY:
            return self._text(option, rank, index.column())
        if role == TOOLTIP:
            return (
                why_not(option)
                if not option.available
                else plain_tooltip(option.name, option.detail)
            )
        if role == ID_ROLE:
            return option.id
        if role == Qt.ItemDataRole.ForegroundRole and not option.available:
            return muted()
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in (1, 3):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    @staticmethod
    def _text(option: Option, rank: int, column: int) -> str:
        if column == 0:
            return option.name
        if column == 1:
            return str(rank)
        if column == 2:
            return option.detail
        if column == 3:
            return "" if option.cost is None else f"{option.cost} pts"
        return "Can buy" if option.available else status_text(option)
