# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Flairs tab: find and filter the prerequisite tree, buy the selected flair."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.miridon import operations as ops
from gui.miridon.flair_tree import ID_ROLE, FlairTree
from gui.miridon.rank_tab import Apply, BuildSource
from gui.widgets.focus_keep import keep_focus
from gui.widgets.reason_line import ReasonLine
from gui.widgets.steady_width import hold_widest

SHOW = ("All flairs", "Can buy now", "Locked", "Owned")
NO_FLAIR = "B&uy Flair"


def buy_text(name: str, price: str) -> str:
    """The Buy button's text for a flair: `B&uy Parry (10 pts)`."""
    return f"B&uy {name} ({price})"


class FlairTab(QWidget):
    """The tree with a search box and a filter; Buy (Enter, double-click) buys the selected flair."""

    def __init__(self, source: BuildSource, apply: Apply, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._source, self._apply = source, apply
        self.tree = FlairTree(self)
        self.search = QLineEdit(self)
        self.search.setPlaceholderText("Find a flair by name")
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName("Find a flair")
        self.show_combo = QComboBox(self)
        self.show_combo.addItems(SHOW)
        self.show_combo.setAccessibleName("Show")
        self.buy_button = QPushButton(NO_FLAIR, self)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self._lay_out()
        self.search.textChanged.connect(self._filter)
        self.show_combo.currentIndexChanged.connect(self._filter)
        self.tree.currentItemChanged.connect(self._update_button)
        self.tree.itemDoubleClicked.connect(lambda *_: self.buy_selected())
        QShortcut(QKeySequence(Qt.Key.Key_Return), self.tree, self.buy_selected)
        self.buy_button.clicked.connect(self.buy_selected)
        keep_focus([(self.tree, self.buy_button)], self)  # a flair bought: back to the tree

    def _lay_out(self) -> None:
        filters = QHBoxLayout()
        find = QLabel("&Find:", self)
        find.setBuddy(self.search)
        show = QLabel("S&how:", self)
        show.setBuddy(self.show_combo)
        filters.addWidget(find)
        filters.addWidget(self.search, 1)
        filters.addWidget(show)
        filters.addWidget(self.show_combo)
        row = QHBoxLayout()
        row.addWidget(self.hint, 1)
        row.addWidget(self.buy_button)
        self.why = ReasonLine(self)
        self.why.follow(self.tree, self.tree.option_at)
        column = QVBoxLayout(self)
        column.addLayout(filters)
        column.addWidget(self.tree, 1)
        column.addWidget(self.why)
        column.addLayout(row)

    def refresh(self) -> None:
        """Show the current build's flairs."""
        build = self._source()
        self.tree.show_build(build)
        names = [option.name for option in build.options("flair", reasons="own")]
        hold_widest(self.buy_button, [NO_FLAIR, *(buy_text(n, "999 pts") for n in names)])
        price = build.sheet.values.get("next-flair-cost")
        self.hint.setText(
            f"The next flair costs {price.value if price else '?'} points (0, 10, 20 … by the number "
            "owned). Open a locked flair to see its missing steps and their total cost."
        )
        self._filter()
        self._update_button()

    def _filter(self) -> None:
        text, show = self.search.text().strip().lower(), self.show_combo.currentText()
        for group in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(group)
            shown = 0
            for row in range(top.childCount()):
                child = top.child(row)
                visible = text in child.text(0).lower() and _matches(child, show)
                child.setHidden(not visible)
                shown += visible
            top.setHidden(shown == 0)
            if text and shown:
                top.setExpanded(True)

    def _update_button(self) -> None:
        item = self.tree.currentItem()
        buyable = item is not None and bool(item.data(1, ID_ROLE))
        self.buy_button.setEnabled(buyable)
        if buyable:
            self.buy_button.setText(buy_text(item.text(0), item.text(1)))
            self.buy_button.setToolTip("")
        else:
            self.buy_button.setText(NO_FLAIR)
            self.buy_button.setToolTip("Select a flair that can be bought now.")

    def buy(self, flair_id: str) -> bool:
        """Buy a flair (one undoable step); refusals are shown by `apply`."""
        return self._apply(ops.buy_flair(self._source().content, flair_id))

    def buy_selected(self) -> bool:
        """Buy the selected flair, if it can be bought now."""
        item = self.tree.currentItem()
        if item is None or not item.data(1, ID_ROLE):
            return False
        return self.buy(str(item.data(0, ID_ROLE)))


def _matches(item: QTreeWidgetItem, show: str) -> bool:
    status = item.text(2)
    if show == "Can buy now":
        return status == "can buy now"
    if show == "Locked":
        return status.startswith("locked")
    if show == "Owned":
        return status == "owned"
    return True
