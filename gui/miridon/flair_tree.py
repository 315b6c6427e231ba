# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The flair prerequisite tree: owned flairs, what can be bought now (with its price), and for a
locked flair its missing steps, their total cost and what cannot be bought.

Every flair keeps its place in its group, owned or not, so a purchase changes the row's status
but never the order, the selection or the scroll position."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from gui.miridon.sheet_sections import entry_tooltip
from gui.widgets.option_text import why_not
from rules.engine.build import Build
from rules.engine.option import Option
from rules.miridon.content import Flair, FlairGroup
from rules.miridon.flair_plan import plan_flair

ID_ROLE = Qt.ItemDataRole.UserRole
GROUP_TITLES = {
    FlairGroup.GENERAL: "General flairs",
    FlairGroup.ACTION: "Action flairs",
    FlairGroup.ATTACK_MODIFIER: "Attack modifier flairs",
    FlairGroup.CRITICAL_HIT: "Critical hit flairs",
    FlairGroup.SPELL_CASTING_MODIFIER: "Spell casting modifier flairs",
    FlairGroup.RACIAL: "Racial flairs",
}
OWNED = "owned"
"""The status of an owned flair."""


def _counts(group: QTreeWidgetItem) -> str:
    """`3 of 12 can be bought now, 2 owned`."""
    rows = [group.child(i) for i in range(group.childCount())]
    owned = sum(1 for row in rows if row.text(2) == OWNED)
    buyable = sum(1 for row in rows if row.data(1, ID_ROLE))
    text = f"{buyable} of {len(rows) - owned} can be bought now"
    return f"{text}, {owned} owned" if owned else text


def _item(parent: QTreeWidget | QTreeWidgetItem, *texts: str) -> QTreeWidgetItem:
    item = QTreeWidgetItem(parent, list(texts))
    item.setFlags(Qt.ItemFlag.ItemIsEnabled)
    return item


class FlairTree(QTreeWidget):
    """Groups of flairs; a locked flair opens to its missing steps and blockers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setColumnCount(3)
        self.setHeaderLabels(["Flair", "Price", "Status"])
        self.setAccessibleName("Flairs")
        self.setAlternatingRowColors(True)
        self.setUniformRowHeights(True)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        header = self.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self._options: dict[str, Option] = {}

    def option_at(self, index: QModelIndex) -> Option | None:
        """The flair option of a row (None for a group, an owned flair or a step of a plan)."""
        return self._options.get(str(index.siblingAtColumn(0).data(ID_ROLE)))

    def show_build(self, build: Build[Any]) -> None:
        """Fill the tree from a build's flairs, keeping what was open, selected and scrolled to."""
        opened, chosen, anchor = self._opened(), self.selected_id(), self._anchor()
        self.clear()
        groups = {group: _item(self, title) for group, title in GROUP_TITLES.items()}
        options = {option.id: option for option in build.options("flair")}
        self._options = options
        for entry in build.content.entries("flair"):
            if not isinstance(entry, Flair):
                continue
            parent = groups[entry.group]
            if entry.id in options:
                self._flair(parent, options[entry.id], build)
            elif entry.id in build.state.flairs:
                self._owned(parent, entry.id, entry.name, build)
        for group, item in groups.items():
            item.setText(0, f"{GROUP_TITLES[group]} ({_counts(item)})")
        self._restore(opened, chosen)
        self._scroll_back(anchor)

    def _owned(self, parent: QTreeWidgetItem, flair_id: str, name: str, build: Build[Any]) -> None:
        item = _item(parent, name, "", OWNED)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        item.setData(0, ID_ROLE, flair_id)
        item.setToolTip(0, entry_tooltip(build.content, "flair", flair_id))

    def _flair(self, parent: QTreeWidgetItem, option: Option, build: Build[Any]) -> None:
        rules = entry_tooltip(build.content, "flair", option.id)
        if option.available:
            item = _item(parent, option.name, f"{option.cost} pts", "can buy now")
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            item.setData(1, ID_ROLE, True)
            item.setToolTip(0, rules)
        else:
            plan = plan_flair(option.id, build.state, build.content)
            status = option.check.reason  # as `sheetwright options` words it
            item = _item(parent, option.name, f"{plan.cost} pts in all", f"locked: {status}")
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            grey = self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
            for column in range(3):
                item.setForeground(column, grey)
                item.setToolTip(column, why_not(option))
            self._plan(item, plan.steps, plan.cost, plan.blockers)
        item.setData(0, ID_ROLE, option.id)

    @staticmethod
    def _plan(
        item: QTreeWidgetItem, steps: Sequence[str], cost: int, blockers: Sequence[str]
    ) -> None:
        if steps:
            missing = _item(
                item, "Missing steps", f"{cost} pts in all", f"{len(steps)} step(s), in this order"
            )
            for number, step in enumerate(steps, 1):
                _item(missing, f"{number}. {step[:1].upper()}{step[1:]}")
        for blocker in blockers:
            _item(item, "Cannot be bought", "", blocker)

    def selected_id(self) -> str | None:
        """The flair id of the selected row, if it is a flair."""
        item = self.currentItem()
        value = item.data(0, ID_ROLE) if item is not None else None
        return str(value) if value else None

    def item_of(self, flair_id: str) -> QTreeWidgetItem | None:
        """The row of a flair."""
        for group in range(self.topLevelItemCount()):
            top = self.topLevelItem(group)
            for row in range(top.childCount()):
                if top.child(row).data(0, ID_ROLE) == flair_id:
                    return top.child(row)
        return None

    def _anchor(self) -> tuple[int, int | None]:
        """The scroll position and where the selected row is in the view (None if not in view)."""
        item = self.currentItem()
        top = self.visualItemRect(item).top() if item is not None else None
        in_view = top is not None and 0 <= top < self.viewport().height()
        return self.verticalScrollBar().value(), top if in_view else None

    def _scroll_back(self, anchor: tuple[int, int | None]) -> None:
        """Scroll as before; the selected row stays where it was in the view."""
        self.doItemsLayout()  # the new rows' heights and the scroll range, now
        bar = self.verticalScrollBar()
        value, top = anchor
        bar.setValue(value)
        item = self.currentItem()
        if top is not None and item is not None:
            bar.setValue(bar.value() + self.visualItemRect(item).top() - top)

    def _opened(self) -> set[str]:
        out = set()
        for group in range(self.topLevelItemCount()):
            top = self.topLevelItem(group)
            if top.isExpanded():
                out.add(top.text(0).split(" (")[0])
            out |= {
                str(top.child(r).data(0, ID_ROLE))
                for r in range(top.childCount())
                if top.child(r).isExpanded()
            }
        return out

    def _restore(self, opened: set[str], chosen: str | None) -> None:
        for group in range(self.topLevelItemCount()):
            top = self.topLevelItem(group)
            top.setExpanded(top.text(0).split(" (")[0] in opened or not opened)
            for row in range(top.childCount()):
                child = top.child(row)
                child.setExpanded(str(child.data(0, ID_ROLE)) in opened)
        item = self.item_of(chosen) if chosen else None
        if item is not None:
            self.setCurrentItem(item)
