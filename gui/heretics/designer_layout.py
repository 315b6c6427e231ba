# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The designer's controls and how they sit: identity and ranks, modifiers, the card."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from gui.heretics.designer_card import CardPreview
from gui.heretics.designer_choice import RestrictionChoice
from gui.heretics.designer_modifiers import ModifierPicker
from gui.heretics.designer_properties import PropertyTable
from gui.heretics.designer_ranks import RankCounter
from gui.widgets.option_text import why_not
from gui.widgets.sheet_style import caption
from rules.engine.option import Option
from rules.engine.ruleset import Ruleset
from rules.heretics.content import AbilityTemplate
from rules.heretics.design import Design


def template_combo(templates: Sequence[Option], parent: QWidget) -> QComboBox:
    """The templates to start from; ones that cannot be taken are disabled and say why."""
    combo = QComboBox(parent)
    combo.setAccessibleName("Template")
    model = QStandardItemModel(combo)
    for option in templates:
        item = QStandardItem(option.name if option.available else f"{option.name} (not available)")
        item.setData(option.id, Qt.ItemDataRole.UserRole)
        item.setEnabled(option.available)
        item.setToolTip(option.detail if option.available else why_not(option))
        model.appendRow(item)
    combo.setModel(model)
    return combo


class DesignerParts:
    """Every control of the designer, laid out in three columns on `owner`."""

    def __init__(self, owner: QWidget, templates: Sequence[Option]) -> None:
        self.template = template_combo(templates, owner)
        self.template_name = QLabel(owner)
        self.name = QLineEdit(owner)
        self.name.setAccessibleName("Ability name")
        self.name.setPlaceholderText("what your character calls it")
        self.flavour = QPlainTextEdit(owner)
        self.flavour.setAccessibleName("Flavour text")
        self.flavour.setPlaceholderText("how it looks and feels")
        self.flavour.setTabChangesFocus(True)
        self.flavour.setMaximumHeight(self.flavour.fontMetrics().lineSpacing() * 4)
        self.ranks = RankCounter(owner)
        self.properties = PropertyTable(owner)
        self.improvements = ModifierPicker(
            "Improvements", "Add Impro&vement", "Remove Improvement", owner
        )
        self.restrictions = ModifierPicker(
            "Restrictions", "Add Re&striction", "Remove Restriction", owner
        )
        self.choice = RestrictionChoice(owner)
        self.restrictions.layout().insertWidget(1, self.choice)
        self.card = CardPreview(owner)
        self._lay_out(owner, bool(templates))

    def _lay_out(self, owner: QWidget, new: bool) -> None:
        form = QFormLayout()
        template = self.template if new else self.template_name
        self.template.setVisible(new)
        self.template_name.setVisible(not new)
        form.addRow(self._buddy("Tem&plate:", template, owner), template)
        form.addRow(self._buddy("&Name:", self.name, owner), self.name)
        form.addRow(self._buddy("F&lavour:", self.flavour, owner), self.flavour)
        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(self.ranks)
        left.addWidget(self.properties)
        left.addStretch(1)
        middle = QVBoxLayout()
        middle.addWidget(self.improvements, 2)
        middle.addWidget(self.restrictions, 3)
        right = QVBoxLayout()
        right.addWidget(caption("Card preview"))
        right.addWidget(self.card, 1)
        row = QHBoxLayout(owner)
        row.setContentsMargins(0, 0, 0, 0)
        row.addLayout(left, 3)
        row.addLayout(middle, 5)
        row.addLayout(right, 3)

    @staticmethod
    def _buddy(text: str, widget: QWidget, owner: QWidget) -> QLabel:
        label = QLabel(text, owner)
        label.setBuddy(widget)
        return label

    def show_template(self, content: Ruleset, template: AbilityTemplate, design: Design) -> None:
        """Rebuild what depends on the template: the property rows, the type, the choice box."""
        self.template.setCurrentIndex(max(0, self.template.findData(template.id)))
        self.template_name.setText(
            f"{template.name} ({template.action.kind} · {template.category})"
        )
        self.properties.set_template(content, template, design.type)
        self.choice.set_for(content, None, None)
