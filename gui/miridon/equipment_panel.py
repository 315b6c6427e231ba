# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Equipment: wield up to two weapons from the weapon tables, wear or remove armor."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gui.miridon import operations as ops
from gui.miridon.rank_tab import Apply, BuildSource
from gui.miridon.weapon_table import ID_ROLE, WeaponTableModel

NO_ARMOR = (
    "No armor is defined: the rulebook has no armor table, so add armor in the content editor."
)
SELECT_WEAPON = "Select a weapon in the table to wield it."


class EquipmentPanel(QWidget):
    """The weapon table (searchable), the wielded weapons, and the armor."""

    INTRO = "Wield up to two weapons from the weapon tables, and wear armor."

    def __init__(self, source: BuildSource, apply: Apply, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._source, self._apply = source, apply
        self.model = WeaponTableModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.proxy.setFilterKeyColumn(-1)
        self.search = QLineEdit(self)
        self.search.setPlaceholderText("Find a weapon or table")
        self.search.setAccessibleName("Find a weapon")
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.view = self._table()
        self.wield_button = QPushButton("&Wield", self)
        self.wield_note = QLabel(SELECT_WEAPON, self)
        self.wield_note.setObjectName("wield_note")
        self.wield_note.setWordWrap(True)
        self.wielded = QListWidget(self)
        self.wielded.setAccessibleName("Wielded weapons")
        self.wielded.setMaximumHeight(self.fontMetrics().height() * 5)
        self.unwield_button = QPushButton("&Unwield", self)
        self.armor = QComboBox(self)
        self.armor.setAccessibleName("Armor")
        self.wear_button = QPushButton("W&ear", self)
        self.remove_armor_button = QPushButton("&Remove Armor", self)
        self.armor_note = QLabel(self)
        self.armor_note.setWordWrap(True)
        self._lay_out()
        self.wield_button.clicked.connect(self.wield_selected)
        self.view.doubleClicked.connect(lambda *_: self.wield_selected())
        self.unwield_button.clicked.connect(self.unwield_selected)
        self.wear_button.clicked.connect(self.wear_selected)
        self.remove_armor_button.clicked.connect(lambda: self._apply(ops.remove_armor()))
        self.view.selectionModel().selectionChanged.connect(self._show_wield)
        self._show_wield()

    def _table(self) -> QTableView:
        view = QTableView(self)
        view.setModel(self.proxy)
        view.setAccessibleName("Weapons")
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setTabKeyNavigation(False)  # one Tab stop; arrows move inside
        view.setAlternatingRowColors(True)
        view.setWordWrap(False)
        view.verticalHeader().hide()
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        return view

    def _lay_out(self) -> None:
        find = QLabel("&Find:", self)
        find.setBuddy(self.search)
        top = QHBoxLayout()
        top.addWidget(find)
        top.addWidget(self.search, 1)
        top.addWidget(self.wield_button)
        hands = QGroupBox("Wielded (up to two)", self)
        hands_layout = QVBoxLayout(hands)
        hands_layout.addWidget(self.wielded)
        hands_layout.addWidget(self.unwield_button)
        armor = QGroupBox("Armor", self)
        grid = QGridLayout(armor)
        grid.addWidget(self.armor, 0, 0, 1, 2)
        grid.addWidget(self.wear_button, 1, 0)
        grid.addWidget(self.remove_armor_button, 1, 1)
        grid.addWidget(self.armor_note, 2, 0, 1, 2)
        bottom = QHBoxLayout()
        bottom.addWidget(hands, 1)
        bottom.addWidget(armor, 1)
        column = QVBoxLayout(self)
        column.addLayout(top)
        column.addWidget(self.view, 3)
        column.addWidget(self.wield_note)
        column.addLayout(bottom, 1)

    def refresh(self) -> None:
        """Show the weapons, the wielded ones and the armor of the current build (new ones from
        the content editor too), keeping the weapon and armor chosen."""
        build = self._source()
        kinds = build.option_kinds()
        options = {o.id: o for o in build.options("weapon")} if "weapon" in kinds else {}
        wielded = tuple(getattr(build.state, "wielded", ()))
        chosen = self.selected_weapon()
        self.model.set_weapons(list(build.content.entries("weapon")), wielded, options)
        self.select_weapon(chosen)
        self._show_wield()
        self.wielded.clear()
        for weapon_id in wielded:
            item = QListWidgetItem(ops.name_of(build.content, "weapon", weapon_id), self.wielded)
            item.setData(ID_ROLE, weapon_id)
        self.unwield_button.setEnabled(bool(wielded))
        self._show_armor(build)

    def selected_weapon(self) -> str | None:
        """The id of the weapon selected in the table, or None."""
        rows = self.view.selectionModel().selectedRows()
        return str(rows[0].data(ID_ROLE)) if rows else None

    def select_weapon(self, weapon_id: str | None) -> None:
        """Select a weapon's row (when it is listed and not filtered out)."""
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, 0)
            if weapon_id is not None and index.data(ID_ROLE) == weapon_id:
                self.view.selectRow(row)

    def _show_wield(self) -> None:
        """Wield only with a weapon selected; the line under the table says which, or to pick one."""
        rows = self.view.selectionModel().selectedRows()
        self.wield_button.setEnabled(bool(rows))
        name = str(rows[0].data(Qt.ItemDataRole.DisplayRole)) if rows else ""
        self.wield_note.setText(
            f"{name}: Wield (or a double-click) takes it up." if rows else SELECT_WEAPON
        )

    def _show_armor(self, build: Any) -> None:
        armors = list(build.content.entries("armor"))
        worn = getattr(build.state, "armor", None)
        chosen = self.armor.currentData()
        self.armor.clear()
        for entry in armors:
            self.armor.addItem(entry.name, entry.id)
        self.armor.setCurrentIndex(max(self.armor.findData(chosen), 0))
        self.armor.setEnabled(bool(armors))
        self.wear_button.setEnabled(bool(armors))
        self.remove_armor_button.setEnabled(worn is not None)
        name = ops.name_of(build.content, "armor", worn) if worn else "none"
        self.armor_note.setText(f"Worn: {name}." if armors else NO_ARMOR)

    def wield(self, weapon_id: str) -> bool:
        """Wield a weapon (one undoable step)."""
        return self._apply(ops.wield(self._source().content, weapon_id))

    def wield_selected(self) -> bool:
        """Wield the selected weapon."""
        rows = self.view.selectionModel().selectedRows()
        return bool(rows) and self.wield(str(rows[0].data(ID_ROLE)))

    def unwield_selected(self) -> bool:
        """Put away the selected (or the only) wielded weapon."""
        item = self.wielded.currentItem() or self.wielded.item(0)
        if item is None:
            return False
        return self._apply(ops.unwield(self._source().content, str(item.data(ID_ROLE))))

    def wear_selected(self) -> bool:
        """Wear the armor chosen in the box."""
        armor = self.armor.currentData()
        return armor is not None and self._apply(ops.wear_armor(self._source().content, armor))
