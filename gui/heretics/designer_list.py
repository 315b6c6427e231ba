# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The character's abilities with their key numbers, and New / Design / Remove buttons."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QGuiApplication
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

from gui.heretics.designer_card import card_subtitle, key_numbers
from gui.widgets.sheet_style import plain_tooltip, scaled_font, value_tooltip, warning_colour
from gui.widgets.table_model import TitledTableModel
from rules.engine.build import Build

Index = QModelIndex | QPersistentModelIndex
DISPLAY = Qt.ItemDataRole.DisplayRole
Card = dict[str, Any]
SELECT_ABILITY = "Select an ability to design it."


def _ranks_text(card: Card) -> str:
    ranks = card["ranks"]
    free = f" + {ranks['free']} free" if ranks["free"] else ""
    left = f", {ranks['unassigned']} unassigned" if ranks["unassigned"] else ""
    return f"{ranks['paid']} paid{free}{left}"


def _kind_text(card: Card) -> str:
    """`Attack · 1 Hostile · Elemental`; `Defend · Physical` for a default defense."""
    template = card["template_name"] if card["template_name"] != card["name"] else ""
    parts = [template, card["action"], card.get("type_name") or card.get("defends") or ""]
    return " · ".join(p for p in parts if p)


class AbilityListModel(TitledTableModel):
    """One row per ability card of the sheet's `abilities` section."""

    HEADERS = ("Ability", "Numbers", "Kind", "Ranks", "Exp spent", "Problems")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._cards: list[Card] = []

    def set_cards(self, cards: list[Card]) -> None:
        """Show these ability cards."""
        self.beginResetModel()
        self._cards = list(cards)
        self.endResetModel()

    def row_total(self) -> int:
        """One row per ability."""
        return len(self._cards)

    def card(self, row: int) -> Card:
        """The card of a row."""
        return self._cards[row]

    def row_of(self, ability_id: str) -> int:
        """The row of an ability id (-1 when absent)."""
        return next((r for r, c in enumerate(self._cards) if c["id"] == ability_id), -1)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        """Cell text, the card's effect as tooltip, problems in the error colour."""
        if not index.isValid() or not 0 <= index.row() < len(self._cards):
            return None
        card = self._cards[index.row()]
        if role == DISPLAY:
            return self._text(card, index.column())
        if role == Qt.ItemDataRole.ToolTipRole:
            return plain_tooltip(card["name"], card_subtitle(card), card["effect"])
        if role == Qt.ItemDataRole.UserRole:
            return card["id"]
        if role == Qt.ItemDataRole.ForegroundRole and card["problems"]:
            return warning_colour(QGuiApplication.palette())
        return None

    @staticmethod
    def _text(card: Card, column: int) -> str:
        texts = (
            card["name"], key_numbers(card), _kind_text(card), _ranks_text(card),
            str(card["ranks"]["exp_spent"]), " ".join(card["problems"]),
        )  # fmt: skip
        return texts[column]


class AbilitiesList(QWidget):
    """Exp available, the abilities table, and the buttons that open the designer."""

    new_requested = Signal()
    design_requested = Signal(str)
    remove_requested = Signal(str)

    def __init__(self, removable: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.exp = QLabel(self)
        self.exp.setFont(scaled_font(self.exp, 1.1, bold=True))
        self.model = AbilityListModel(self)
        self.view = _table(self.model, self)
        self.new_button = QPushButton("New Abi&lity…", self)
        self.design_button = QPushButton("Des&ign…", self)
        self.remove_button = QPushButton("Re&move", self)
        self.remove_button.setVisible(removable)
        self.new_button.clicked.connect(self.new_requested)
        self.design_button.clicked.connect(self._design)
        self.view.doubleClicked.connect(self._design)
        self.remove_button.clicked.connect(self._remove)
        self.view.selectionModel().selectionChanged.connect(self._update_buttons)
        self.hint = QLabel(SELECT_ABILITY, self)
        self.hint.setObjectName("design_hint")
        self.hint.setWordWrap(True)
        buttons = QHBoxLayout()
        for button in (self.new_button, self.design_button, self.remove_button):
            buttons.addWidget(button)
        buttons.addWidget(self.hint, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.exp)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        self._removable: Mapping[str, str] = {}
        self._update_buttons()

    def show_build(self, build: Build[Any], removable: Mapping[str, str] | None = None) -> None:
        """Show the build's abilities; `removable` maps each ability id to why it cannot go ("")."""
        current = self.current_id()
        exp = build.sheet.values.get("exp-available")
        self.exp.setText(f"Exp available: {exp.value if exp else 0}")
        self.exp.setToolTip(value_tooltip(exp))
        self.model.set_cards(build.sheet.sections.get("abilities") or [])
        self._removable = removable or {}
        self.select(current or "")
        self._update_buttons()

    def current_id(self) -> str | None:
        """The selected ability's id (the row the keyboard is on counts only once selected)."""
        rows = self.view.selectionModel().selectedRows()
        return self.model.card(rows[0].row())["id"] if rows else None

    def select(self, ability_id: str) -> None:
        """Select an ability's row."""
        row = self.model.row_of(ability_id)
        if row >= 0:
            self.view.setCurrentIndex(self.model.index(row, 0))

    def _update_buttons(self) -> None:
        chosen = self.current_id()
        self.design_button.setEnabled(chosen is not None)
        why = self._removable.get(chosen or "", "Select an ability made here.")
        self.remove_button.setEnabled(chosen is not None and not why)
        self.remove_button.setToolTip(why or "Remove this ability and its design")
        kept = why if self.remove_button.isVisibleTo(self) else ""  # why it cannot be removed
        self.hint.setText(kept if chosen else SELECT_ABILITY)

    def _design(self) -> None:
        chosen = self.current_id()
        if chosen:
            self.design_requested.emit(chosen)

    def _remove(self) -> None:
        chosen = self.current_id()
        if chosen and not self._removable.get(chosen, "x"):
            self.remove_requested.emit(chosen)


def _table(model: AbilityListModel, parent: QWidget) -> QTableView:
    view = QTableView(parent)
    view.setModel(model)
    view.setAccessibleName("Abilities")
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setTabKeyNavigation(False)  # one Tab stop; arrows move inside
    view.setWordWrap(False)  # one line per ability; a narrow dock scrolls sideways
    view.verticalHeader().hide()
    header = view.horizontalHeader()
    for column in range(len(model.HEADERS)):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(True)
    return view
