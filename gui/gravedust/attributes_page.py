# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Page 3: the six attributes (1 + race), derived stats live, and optional starting XP."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QToolButton,
)

from gui.character.operation import Operation
from gui.gravedust.operations import ATTRIBUTE_NAMES, award_xp, raise_attribute
from gui.gravedust.value_labels import ValueGrid, value_tooltip
from gui.widgets.enter_key import press_on_enter
from gui.widgets.focus_keep import focus_changes, keep_focus
from gui.widgets.reason_line import ReasonLine
from gui.wizard.choice_list import option_tooltip
from gui.wizard.draft_page import DraftPage
from gui.wizard.wizard_draft import WizardDraft
from rules.engine.option import Option

COMBAT_KEYS = ("hp", "mp", "ma", "ra", "def", "arm", "move", "vis", "focus", "recover")
EXPLAIN = (
    "Attributes start at 1, adjusted by the race. A new character is level 1 and has no "
    "points to spend: one attribute point comes with each level. If the GM awards starting XP, "
    "enter it here and choose the points it brings."
)


class AttributesPage(DraftPage):
    """Attribute values with breakdowns; raise buttons when starting XP brings points."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, "Attributes", "Attributes and the combat stats they give.")
        self.explain = self.intro(EXPLAIN)
        self.xp = QSpinBox(self)
        self.xp.setRange(0, 100_000)
        self.xp.setAccessibleName("Starting XP")
        self.award = QPushButton("&Award XP", self)
        self.points = QLabel(self)
        self.points.setObjectName("points")
        self._values: dict[str, QLabel] = {}
        self._raise: dict[str, QToolButton] = {}
        self._lower: dict[str, QToolButton] = {}
        self.combat = ValueGrid(COMBAT_KEYS, 5, self)
        self.why = ReasonLine(self)
        self._options: dict[str, Option] = {}
        self._lay_out()
        self.award.clicked.connect(lambda: self.set_starting_xp(self.xp.value()))
        press_on_enter(self.award, self.xp)
        focus_changes().connect(self._show_reason)

    def _lay_out(self) -> None:
        xp_row = QHBoxLayout()
        xp_label = QLabel("Starting &XP (optional, from the GM):", self)
        xp_label.setBuddy(self.xp)
        xp_row.addWidget(xp_label)
        xp_row.addWidget(self.xp)
        xp_row.addWidget(self.award)
        xp_row.addStretch(1)
        self.body.addLayout(xp_row)
        self.body.addWidget(self.points)
        box = QGroupBox("Attributes", self)
        grid = QGridLayout(box)
        for row, (key, name) in enumerate(ATTRIBUTE_NAMES.items()):
            grid.addWidget(QLabel(name, box), row, 0)
            self._values[key] = QLabel(box)
            self._values[key].setObjectName(f"attribute-{key}")
            grid.addWidget(self._values[key], row, 1)
            self._raise[key] = self._button("+", f"Raise {name}", key, box)
            self._lower[key] = self._button("−", f"Lower {name}", key, box)
            grid.addWidget(self._raise[key], row, 2)
            grid.addWidget(self._lower[key], row, 3)
        grid.setColumnStretch(4, 1)
        grid.addWidget(self.why, len(ATTRIBUTE_NAMES), 0, 1, 5)
        keep_focus([(self._raise[k], self._lower[k]) for k in ATTRIBUTE_NAMES], self)
        self.body.addWidget(box)
        combat = QGroupBox("Combat stats", self)
        QHBoxLayout(combat).addWidget(self.combat)
        self.body.addWidget(combat)
        self.body.addStretch(1)

    def _button(self, text: str, name: str, key: str, parent: QGroupBox) -> QToolButton:
        button = QToolButton(parent)
        button.setText(text)
        button.setAccessibleName(name)
        handler = self.raise_attribute if text == "+" else self.lower_attribute
        button.clicked.connect(lambda: handler(key))
        return button

    def set_starting_xp(self, amount: int) -> None:
        """Award (or change, or with 0 remove) the starting XP; points chosen stay if they still fit."""
        raises = [op for op in self.events.operations if op.events[0].op == "raise-attribute"]
        award = [award_xp(amount, "Starting XP")] if amount > 0 else []
        self.replace([*award, *raises])

    def raise_attribute(self, key: str) -> None:
        """Spend a level-up point on an attribute."""
        self.apply(raise_attribute(key))

    def lower_attribute(self, key: str) -> None:
        """Take back the last point this page put into an attribute."""
        mine = self._raises_of(key)
        if mine:
            self.replace([op for op in self.events.operations if op is not mine[-1]])

    def _show_reason(self) -> None:
        """Under the attributes: the row with the focus, else those that cannot be raised now,
        and why (in the command line's words)."""
        focus = QApplication.focusWidget()
        row = next((k for k in self._raise if focus in (self._raise[k], self._lower[k])), None)
        if row is not None:
            self.why.show_option(self._options.get(row))
            return
        blocked = [o for o in self._options.values() if not o.available]
        if len(blocked) == len(self._options) and len({o.check.reason for o in blocked}) == 1:
            blocked = [replace(blocked[0], name="Every attribute")]  # one reason for all six
        self.why.show_option(blocked[0] if blocked else None)

    def _raises_of(self, key: str) -> list[Operation]:
        return [
            op
            for op in self.events.operations
            if op.events[0].op == "raise-attribute" and op.events[0].fields["attribute"] == key
        ]

    def refresh(self) -> None:
        """Show attributes, points and combat stats as they are now."""
        super().refresh()
        build = self.draft.build
        sheet = build.sheet
        points = sheet.values["attribute-points"].value
        self.points.setText(
            f"Level {sheet.values['level'].value}: {points} attribute point(s) to choose."
        )
        for option in build.options("attribute"):
            value = sheet.values[option.id]
            self._values[option.id].setText(str(value.value))
            self._values[option.id].setToolTip(value_tooltip(value))
            self._raise[option.id].setEnabled(option.available)
            self._raise[option.id].setToolTip(
                f"Raise {option.name}" if option.available else option_tooltip(option)
            )
            mine = bool(self._raises_of(option.id))
            self._lower[option.id].setEnabled(mine)
            self._lower[option.id].setToolTip(
                f"Take back a point from {option.name}"
                if mine
                else "No point of this page to take back"
            )
        self._options = {option.id: option for option in build.options("attribute")}
        self._show_reason()
        self.combat.show_sheet(sheet)
        awards = [op for op in self.events.operations if op.events[0].op == "award-xp"]
        self.xp.setValue(awards[0].events[0].fields["amount"] if awards else 0)
