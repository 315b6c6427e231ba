# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Take Dual-Class in two steps: choose the second class (with a live preview), then confirm."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from gui.character.operation import Operation
from gui.character.option_dialog import ID_ROLE, OptionList
from gui.miridon import operations as ops
from gui.miridon.dual_class_summary import Preview, summarize, summary_html
from gui.widgets.reason_line import ReasonLine
from gui.wizard.message_bar import MessageBar
from rules.engine.build import Build
from rules.engine.option import Option

INTRO = (
    "Dual-Class costs 100 skill points and needs 20 Maximum Strength and 20 Maximum Speed "
    "Points; unique classes cannot dual-class. Skills of the second class that you already have "
    "ranks in are refunded r(r+1)/2 points each."
)
Role = QDialogButtonBox.ButtonRole


def _label(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    return label


class DualClassDialog(QDialog):
    """Step 1 lists the classes (unavailable ones say why); step 2 shows the summary to confirm."""

    def __init__(self, build: Build[Any], preview: Preview, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Take Dual-Class")
        self._build, self._preview = build, preview
        self.options = [o for o in build.options("class") if o.cost is not None]
        self.classes = OptionList(self)
        self.classes.setAccessibleName("Second class")
        self.blocked = MessageBar(QStyle.StandardPixmap.SP_MessageBoxWarning, self)
        self.preview = _label("", self)
        self.summary = _label("", self)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self._choose_step())
        self.stack.addWidget(self._confirm_step())
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.back_button = self.buttons.addButton("< &Back", Role.ActionRole)
        self.next_button = self.buttons.addButton("&Next >", Role.ActionRole)
        self.confirm_button = self.buttons.addButton("&Take Dual-Class", Role.AcceptRole)
        self._wire()
        column = QVBoxLayout(self)
        column.addWidget(self.stack, 1)
        column.addWidget(self.buttons)
        self.classes.show_options([replace(o, detail="") for o in self.options])
        self.blocked.show_message(self._blocked_text())
        self.resize(self.fontMetrics().averageCharWidth() * 110, self.fontMetrics().height() * 34)
        self._update()

    def _choose_step(self) -> QWidget:
        page = QWidget(self)
        prompt = _label("&Choose the second class:", page)
        prompt.setBuddy(self.classes)
        self.why = ReasonLine(page)
        self.why.follow(self.classes, self.classes.option_at)
        left = QVBoxLayout()
        left.addWidget(prompt)
        left.addWidget(self.classes, 1)
        left.addWidget(self.why)
        row = QHBoxLayout()
        row.addLayout(left, 2)
        scroll = QScrollArea(page)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.preview)
        row.addWidget(scroll, 3)
        column = QVBoxLayout(page)
        column.addWidget(_label(INTRO, page))
        column.addWidget(self.blocked)
        column.addLayout(row, 1)
        return page

    def _confirm_step(self) -> QWidget:
        page = QWidget(self)
        column = QVBoxLayout(page)
        scroll = QScrollArea(page)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.summary)
        column.addWidget(scroll, 1)
        column.addWidget(
            _label("Press Take Dual-Class to confirm; Undo (Ctrl+Z) takes it back.", page)
        )
        return page

    def _wire(self) -> None:
        self.buttons.rejected.connect(self.reject)
        self.buttons.accepted.connect(self.accept)
        self.back_button.clicked.connect(lambda: self._go(0))
        self.next_button.clicked.connect(self.next_step)
        self.classes.currentItemChanged.connect(self._update)
        self.classes.itemDoubleClicked.connect(lambda *_: self.next_step())

    def _blocked_text(self) -> str:
        if any(o.available for o in self.options) or not self.options:
            return "" if self.options else "No class can be a second class."
        common = [
            r
            for r in self.options[0].check.reasons
            if all(r in o.check.reasons for o in self.options)
        ]
        return (
            "Dual-Class is not possible yet: "
            + "; ".join(common or self.options[0].check.reasons)
            + "."
        )

    def chosen(self) -> Option | None:
        """The selected, available class option."""
        chosen = self.classes.chosen()
        return next((o for o in self.options if o.id == chosen), None)

    def choose(self, class_id: str) -> bool:
        """Select a class by id (False when missing or not allowed)."""
        for row in range(self.classes.count()):
            item = self.classes.item(row)
            if item.data(ID_ROLE) == class_id and item.flags() & Qt.ItemFlag.ItemIsSelectable:
                self.classes.setCurrentItem(item)
                return True
        return False

    def next_step(self) -> None:
        """Go on to the confirmation with the chosen class."""
        if self.chosen() is not None:
            self._go(1)

    def _go(self, step: int) -> None:
        self.stack.setCurrentIndex(step)
        self._update()

    def _update(self) -> None:
        option = self.chosen()
        summary = summarize(self._build, self._preview, option) if option else None
        text = summary_html(summary) if summary else ""
        self.preview.setText(text or "Select a class to see its cost, refunds and new specials.")
        self.summary.setText(text)
        confirming = self.stack.currentIndex() == 1
        self.back_button.setVisible(confirming)
        self.next_button.setVisible(not confirming)
        self.next_button.setEnabled(option is not None)
        self.confirm_button.setVisible(confirming)
        self.confirm_button.setEnabled(summary is not None and not summary.problems)
        (self.confirm_button if confirming else self.next_button).setDefault(True)
        self.last_summary = summary

    def operation(self) -> Operation | None:
        """The operation to apply once confirmed."""
        option = self.chosen()
        return ops.take_dual_class(self._build.content, option.id) if option else None
