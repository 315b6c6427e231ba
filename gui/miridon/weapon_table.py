# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The weapon tables of Chapter 8 as one table model: every column, and whether it is wielded."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QWidget

from gui.widgets.option_text import why_not
from gui.widgets.sheet_style import plain_tooltip
from gui.widgets.table_model import TitledTableModel
from rules.engine.option import Option

Index = QModelIndex | QPersistentModelIndex
DISPLAY = Qt.ItemDataRole.DisplayRole
ID_ROLE = Qt.ItemDataRole.UserRole


class WeaponTableModel(TitledTableModel):
    """Name, table, weight, damage, to-hit, the table's own columns, and status."""

    HEADERS = ("Weapon", "Table", "Weight", "Damage", "To-hit", "Other columns", "Status")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[Any, bool, Option | None]] = []

    def set_weapons(
        self, weapons: Sequence[Any], wielded: Sequence[str], options: dict[str, Option]
    ) -> None:
        """Show weapons (content entries), which are wielded, and the rules' options if any."""
        self.beginResetModel()
        self._rows = [(w, w.id in wielded, options.get(w.id)) for w in weapons]
        self.endResetModel()

    def row_total(self) -> int:
        """One row per weapon."""
        return len(self._rows)

    def weapon_id(self, row: int) -> str:
        """The weapon id of a row."""
        return str(self._rows[row][0].id)

    def flags(self, index: Index) -> Qt.ItemFlag:
        """A weapon the rules refuse is disabled."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        option = self._rows[index.row()][2]
        if option is not None and not option.available:
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        """Cell text; the reasons (or the rules text) as tooltip; the weapon id in UserRole."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        weapon, wielded, option = self._rows[index.row()]
        if role == DISPLAY:
            return self._text(weapon, wielded, option, index.column())
        if role == Qt.ItemDataRole.ToolTipRole:
            if option is not None and not option.available:
                return why_not(option)
            return plain_tooltip(weapon.name, weapon.description, weapon.source.detail())
        if role == ID_ROLE:
            return weapon.id
        return None

    @staticmethod
    def _text(weapon: Any, wielded: bool, option: Option | None, column: int) -> str:
        if column == 5:
            return "; ".join(f"{k}: {v}" for k, v in weapon.columns.items())
        if column == 6:
            if wielded:
                return "wielded"
            return "" if option is None or option.available else "; ".join(option.check.reasons)
        cells = (
            weapon.name,
            weapon.table,
            str(weapon.weight),
            weapon.damage,
            f"{weapon.to_hit:+d}",
        )
        return cells[column]
