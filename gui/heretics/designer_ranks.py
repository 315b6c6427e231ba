# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The rank counter of the ability designer: paid and free ranks, the next price, the Exp cost."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFormLayout, QGroupBox, QHBoxLayout, QLabel, QToolButton, QWidget

from gui.widgets.sheet_style import warning_colour
from rules.heretics.numbers import ABILITY_RANKS_SRC

SOURCE = ABILITY_RANKS_SRC.detail()


def step_button(text: str, name: str, parent: QWidget) -> QToolButton:
    """A small −/+ button with an accessible name."""
    button = QToolButton(parent)
    button.setText(text)
    button.setAccessibleName(name)
    button.setToolTip(name)
    button.setAutoRaise(False)
    return button


def _set_warning(label: QLabel, bad: bool) -> None:
    palette = label.palette()
    parent = label.parentWidget()
    normal = (parent or label).palette().color(QPalette.ColorRole.WindowText)
    colour = warning_colour(palette) if bad else normal
    palette.setColor(QPalette.ColorRole.WindowText, colour)
    label.setPalette(palette)


class RankCounter(QGroupBox):
    """Paid ranks with buy/sell buttons, free and unassigned ranks, prices in Exp."""

    paid_step = Signal(int)
    """+1 to buy a paid rank, -1 to sell one back."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Ranks", parent)
        self.paid = QLabel(self)
        self.sell = step_button("−", "Sell a paid rank", self)
        self.buy = step_button("+", "Buy a paid rank", self)
        self.sell.clicked.connect(lambda: self.paid_step.emit(-1))
        self.buy.clicked.connect(lambda: self.paid_step.emit(1))
        self.next_price, self.free = QLabel(self), QLabel(self)
        self.unassigned, self.cost = QLabel(self), QLabel(self)
        for label in (self.paid, self.next_price, self.free, self.unassigned, self.cost):
            label.setToolTip(SOURCE)
        row = QHBoxLayout()
        row.addWidget(self.paid, 1)
        row.addWidget(self.sell)
        row.addWidget(self.buy)
        form = QFormLayout(self)
        form.addRow("Paid ranks:", row)
        form.addRow("Next paid rank:", self.next_price)
        form.addRow("Free ranks:", self.free)
        form.addRow("Unassigned:", self.unassigned)
        form.addRow("Exp:", self.cost)

    def show_ranks(self, ranks: dict[str, Any], min_paid: int, cost: int, available: int) -> None:
        """Show the card's rank accounting and what the design costs against the Exp available."""
        paid = int(ranks.get("paid", 0))
        self.paid.setText(str(paid))
        self.next_price.setText(f"costs {ranks['next_price']} Exp")
        self.free.setText(f"{ranks.get('free', 0)} (from restrictions)")
        left = int(ranks.get("unassigned", 0))
        self.unassigned.setText(
            f"{left} rank(s) not assigned yet"
            if left >= 0
            else f"{-left} rank(s) too many assigned"
        )
        _set_warning(self.unassigned, left < 0)
        self.cost.setText(f"this design costs {cost} of {available} available")
        _set_warning(self.cost, cost > available)
        self.sell.setEnabled(paid > min_paid)
        self.sell.setToolTip(
            "Sell a paid rank"
            if paid > min_paid
            else f"Bought ranks stay: this ability already has {min_paid} paid rank(s) "
            "(undo the purchase in the history to get the Exp back)."
            if min_paid
            else "No paid ranks to sell."
        )
