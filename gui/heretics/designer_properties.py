# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The designer's property table: each property's ranks with −/+, its value now and next; the Type."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel, QToolButton, QWidget

from gui.heretics.designer_ranks import step_button
from rules.engine.ruleset import Ruleset
from rules.heretics.content import AbilityTemplate, DamageType, Property
from rules.heretics.derive_ability import LABELS
from rules.heretics.numbers import PROPERTIES_SRC

NO_RANK = "No unassigned rank: buy a paid rank or take a restriction first."


def next_step_text(prop: dict[str, Any]) -> str:
    """`6 → 8`, or for a property needing 2 ranks per step `1 → 2 at 2 ranks` (from the card)."""
    text = f"{prop['value']} → {prop['next']}"
    return text if prop["ranks_per_step"] == 1 else f"{text} at {prop['next_at']} ranks"


class TypePicker(QComboBox):
    """Physical, elemental or mind, with the ranks a change takes (l. 94)."""

    type_chosen = Signal(object)
    """The damage type id, or None for the template's own."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Type")
        self._template_type: str | None = None
        self.activated.connect(self._chosen)

    def set_types(self, content: Ruleset, template: AbilityTemplate, current: str | None) -> None:
        """List the damage types; the template's own costs nothing."""
        self.blockSignals(True)
        self.clear()
        self._template_type = template.type
        for entry in content.entries("damage-type"):
            assert isinstance(entry, DamageType)
            own = entry.id == template.type
            cost = "" if own else f" ({entry.change_cost_ranks} rank)"
            self.addItem(f"{entry.name}{' (as printed)' if own else cost}", entry.id)
        self.setCurrentIndex(max(0, self.findData(current or template.type)))
        self.blockSignals(False)

    def _chosen(self) -> None:
        chosen = self.currentData()
        self.type_chosen.emit(None if chosen == self._template_type else chosen)


class PropertyTable(QGroupBox):
    """One row per template property: ranks, value now → next, and −/+ buttons."""

    ranks_step = Signal(str, int)
    """A property id and +1 or -1."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Properties", parent)
        self.grid = QGridLayout(self)
        self.type_label = QLabel("&Type:", self)
        self.type = TypePicker(self)
        self.type_label.setBuddy(self.type)
        self.rows: dict[str, tuple[QLabel, QLabel, QToolButton, QToolButton]] = {}
        self._widgets: list[QWidget] = []

    def set_template(
        self, content: Ruleset, template: AbilityTemplate, type_id: str | None
    ) -> None:
        """Rebuild the rows for a template's properties."""
        for widget in self._widgets:
            widget.deleteLater()
        self._widgets, self.rows = [], {}
        has_type = template.type is not None
        self.type_label.setVisible(has_type)
        self.type.setVisible(has_type)
        if has_type:
            self.type.set_types(content, template, type_id)
            self.grid.addWidget(self.type_label, 0, 0)
            self.grid.addWidget(self.type, 0, 1, 1, 4)
        for row, rule in enumerate(template.properties, start=1):
            self._add_row(row, rule.property.value, rule.printed)
        self.grid.setColumnStretch(2, 1)

    def _add_row(self, row: int, prop: str, printed: str) -> None:
        name = QLabel(_label(prop), self)
        name.setToolTip(f"{printed}\n{PROPERTIES_SRC.detail()}")
        ranks, value = QLabel(self), QLabel(self)
        less = step_button("−", f"Remove a rank from {_label(prop)}", self)
        more = step_button("+", f"Add a rank to {_label(prop)}", self)
        less.clicked.connect(lambda: self.ranks_step.emit(prop, -1))
        more.clicked.connect(lambda: self.ranks_step.emit(prop, 1))
        for column, widget in enumerate((name, ranks, value, less, more)):
            self.grid.addWidget(widget, row, column)
            self._widgets.append(widget)
        self.rows[prop] = (ranks, value, less, more)

    def show_card(self, card: dict[str, Any]) -> None:
        """Show each property's ranks and value from the card; + only while ranks are unassigned."""
        self.type.setCurrentIndex(max(0, self.type.findData(card.get("type"))))
        left = int(card["ranks"]["unassigned"])
        for prop in card["properties"]:
            ranks, value, less, more = self.rows[prop["property"]]
            ranks.setText(f"{prop['ranks']} rank{'s' if prop['ranks'] != 1 else ''}")
            value.setText(next_step_text(prop))
            value.setToolTip(f"{prop['printed']}: now {prop['text']}")
            less.setEnabled(prop["ranks"] > 0)
            more.setEnabled(left > 0)
            more.setToolTip(f"Add a rank to {prop['label']}" if left > 0 else NO_RANK)

    def value_text(self, prop: str) -> str:
        """The `now → next` text of a property row."""
        return self.rows[prop][1].text()


def _label(prop: str) -> str:
    return LABELS[Property(prop)]
