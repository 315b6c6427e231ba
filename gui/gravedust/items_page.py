# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Page 6: items in the six item slots, stacked by the rules."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from gui.gravedust.operations import add_item
from gui.widgets.enter_key import press_on_enter
from gui.widgets.reason_line import ReasonLine
from gui.wizard.choice_list import ChoiceList
from gui.wizard.draft_page import DraftPage
from gui.wizard.wizard_draft import WizardDraft

ID_ROLE = Qt.ItemDataRole.UserRole


def slot_text(box: dict[str, Any]) -> str:
    """`1. Arrow × 20` or `2. empty`."""
    content = box["content"]
    if content is None:
        return f"{box['index']}. empty"
    count = f" × {content['count']}" if content["count"] > 1 else ""
    return f"{box['index']}. {content['name']}{count}"


class ItemsPage(DraftPage):
    """Pick an item and a count; the item slots show how they stack."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(
            draft, "Items", "Potions, ammunition, spellstones and the like: 6 item slots."
        )
        self.items = ChoiceList("Items from the content", self)
        self.count = QSpinBox(self)
        self.count.setRange(1, 999)
        self.add_button = QPushButton("&Add", self)
        self.slots = QListWidget(self)
        self.slots.setAccessibleName("Item slots")
        self.remove_button = QPushButton("&Remove", self)
        self.used = QLabel(self)
        self._lay_out()
        self.add_button.clicked.connect(self.add_selected)
        self.remove_button.clicked.connect(self.remove_selected)
        self.items.itemSelectionChanged.connect(self._update_buttons)
        self.slots.itemSelectionChanged.connect(self._update_buttons)
        press_on_enter(self.add_button, self.items, self.count)
        press_on_enter(self.remove_button, self.slots)

    def _lay_out(self) -> None:
        columns = QHBoxLayout()
        left, right = (
            self._column("Ite&ms to add:", self.items),
            self._column("Item &slots:", self.slots),
        )
        add_row = QHBoxLayout()
        count = QLabel("C&ount:", self)
        count.setBuddy(self.count)
        for widget in (count, self.count, self.add_button):
            add_row.addWidget(widget)
        add_row.addStretch(1)
        self.why = ReasonLine(self)
        self.why.follow(self.items, self.items.option_at)
        left.addWidget(self.why)
        left.addLayout(add_row)
        remove_row = QHBoxLayout()
        remove_row.addWidget(self.used, 1)
        remove_row.addWidget(self.remove_button)
        right.addLayout(remove_row)
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        self.body.addLayout(columns, 1)

    def _column(self, title: str, view: QListWidget) -> QVBoxLayout:
        column = QVBoxLayout()
        label = QLabel(title, self)
        label.setBuddy(view)
        column.addWidget(label)
        column.addWidget(view, 1)
        return column

    def add_selected(self) -> None:
        """Add `count` of the selected item."""
        item = self.items.selected_id()
        if item is not None:
            self.apply(add_item(self.draft.build.content, item, self.count.value()))

    def remove_selected(self) -> None:
        """Take back every addition of the selected slot's item made on this page."""
        selected = self.slots.selectedItems()
        if not selected:
            return
        item_id = selected[0].data(ID_ROLE)
        keep = [op for op in self.events.operations if op.events[0].fields.get("item") != item_id]
        self.replace(keep)

    def refresh(self) -> None:
        """Show the item options and the six slots."""
        super().refresh()
        build = self.draft.build
        self.items.set_options(build.options("item"))
        self.slots.clear()
        boxes = build.sheet.sections["items"]
        for box in boxes:
            row = QListWidgetItem(slot_text(box), self.slots)
            content = box["content"]
            if content is not None and content["kind"] == "item":
                row.setData(ID_ROLE, content["id"])
        used = sum(1 for b in boxes if b["content"] is not None)
        self.used.setText(f"{used} of {len(boxes)} item slots used")
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.add_button.setEnabled(self.items.selected_id() is not None)
        selected = self.slots.selectedItems()
        mine = {op.events[0].fields.get("item") for op in self.events.operations}
        self.remove_button.setEnabled(bool(selected) and selected[0].data(ID_ROLE) in mine)
