# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The class browser: every class with tier, requirements, cost and its abilities in order (owned?)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import (
    QHBoxLayout,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.character.operation import Operation
from gui.lyrian import operations as ops
from gui.lyrian.sheet_boxes import step_text
from gui.widgets.sheet_style import plain_tooltip
from rules.engine.build import Build
from rules.engine.option import Option
from rules.lyrian.requirements import requirement_text as requirement_words

HEADERS = ("Class", "Tier", "Cost", "Requirements", "Unlock now")
OWNED = "✔ owned"
MARK = "✔ "


def step_line(content: Any, number: int, step: Any) -> str:
    """`3. Hold the Line (example)` or `2. +5 hp (passive)`."""
    if step.ability:
        return f"{number}. {ops.name_of(content, 'ability', step.ability)}"
    return f"{number}. {step_text(step.increases.model_dump(exclude_defaults=True))}"


def requirement_text(cls: Any, content: Any) -> str:
    """The class's requirement in words (`the Sellsword (example) class and Toughness 4`)."""
    requires = getattr(cls, "requires", None)
    return requirement_words(str(requires), content) if requires else "none"


def unlock_text(option: Option | None, owned: bool) -> str:
    """Whether the class can be unlocked now, or why not."""
    if owned:
        return "unlocked"
    if option is None or option.check.ok:
        return "yes"
    return " ".join(option.check.reasons)


class ClassBrowser(QWidget):
    """Classes as a tree (abilities as children); Unlock and Buy Next Ability act on the selection."""

    def __init__(self, apply: Callable[[Operation], bool], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._apply = apply
        self._build: Build[Any] | None = None
        self.tree = QTreeWidget(self)
        self.tree.setHeaderLabels(HEADERS)
        self.tree.setAccessibleName("Classes")
        self.tree.setAlternatingRowColors(True)
        self.unlock_button = QPushButton("&Unlock Class", self)
        self.buy_button = QPushButton("Buy &Next Ability", self)
        self.unlock_button.clicked.connect(self.unlock_selected)
        self.buy_button.clicked.connect(self.buy_next_selected)
        self.tree.currentItemChanged.connect(self._update_buttons)
        buttons = QHBoxLayout()
        buttons.addWidget(self.unlock_button)
        buttons.addWidget(self.buy_button)
        buttons.addStretch(1)
        column = QVBoxLayout(self)
        column.addWidget(self.tree, 1)
        column.addLayout(buttons)

    def set_build(self, build: Build[Any]) -> None:
        """Show every class of the build's content against the character's state."""
        self._build = build
        current = self.selected_class()
        learned = {c["id"]: c["learned"] for c in build.sheet.sections.get("classes") or []}
        unlock = {o.id: o for o in build.options("class")}
        self.tree.clear()
        for cls in build.content.entries("class"):
            item = self._class_item(build, cls, unlock.get(cls.id), learned)
            self.tree.addTopLevelItem(item)
            if cls.id == current:
                self.tree.setCurrentItem(item)
        self.tree.expandAll()
        for column in range(len(HEADERS) - 1):
            self.tree.resizeColumnToContents(column)
        self._update_buttons()

    def _class_item(
        self, build: Build[Any], cls: Any, option: Option | None, learned: dict[str, int]
    ) -> QTreeWidgetItem:
        owned = learned.get(cls.id)
        name = cls.name + (f"  ({OWNED}, {owned}/7)" if owned is not None else "")
        cost = f"1 IP + {100 * cls.tier} EXP" if cls.tier else "not given"
        unlock = unlock_text(option, owned is not None)
        needs = requirement_text(cls, build.content)
        item = QTreeWidgetItem([name, str(cls.tier or "?"), cost, needs, unlock])
        item.setData(0, 256, cls.id)
        item.setToolTip(0, plain_tooltip(cls.name, getattr(cls, "description", "")))
        item.setToolTip(3, needs)
        item.setToolTip(4, unlock)
        for key in cls.key_abilities:
            mark = MARK if owned is not None else ""
            item.addChild(
                QTreeWidgetItem([f"{mark}Key: {ops.name_of(build.content, 'ability', key)}"])
            )
        for number, step in enumerate(cls.abilities, start=1):
            mark = MARK if owned is not None and number <= owned else ""
            item.addChild(QTreeWidgetItem([mark + step_line(build.content, number, step)]))
        if not cls.abilities:
            item.addChild(QTreeWidgetItem(["Abilities not filled in yet (ask your GM)"]))
        return item

    def selected_class(self) -> str | None:
        """The id of the selected class (or of the class whose ability is selected)."""
        item = self.tree.currentItem()
        while item is not None and item.parent() is not None:
            item = item.parent()
        return str(item.data(0, 256)) if item is not None else None

    def select(self, class_id: str) -> None:
        """Select a class by id."""
        for index in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(index)
            if item.data(0, 256) == class_id:
                self.tree.setCurrentItem(item)

    def _next_ability(self, class_id: str | None) -> Option | None:
        if self._build is None or class_id is None:
            return None
        return next(
            (o for o in self._build.options("ability") if o.id.startswith(f"{class_id}:")), None
        )

    def _update_buttons(self, *_: Any) -> None:
        class_id = self.selected_class()
        owned = self._build is not None and class_id in {
            c["id"] for c in self._build.sheet.sections.get("classes") or []
        }
        if owned:
            _enable(self.unlock_button, None, "The class is already unlocked.")
        else:
            _enable(self.unlock_button, self._unlock_option(class_id), "Select a class to unlock.")
        ability = self._next_ability(class_id)
        if ability is not None:
            _enable(self.buy_button, ability, "")
        elif not class_id:
            _enable(self.buy_button, None, "Select a class.")
        else:
            why = "All seven abilities are learned." if owned else "Unlock the class first."
            _enable(self.buy_button, None, why)

    def _unlock_option(self, class_id: str | None) -> Option | None:
        if self._build is None or class_id is None:
            return None
        return next((o for o in self._build.options("class") if o.id == class_id), None)

    def unlock_selected(self) -> bool:
        """Unlock the selected class."""
        class_id = self.selected_class()
        if self._build is None or class_id is None:
            return False
        return self._apply(ops.unlock_class(self._build.content, class_id))

    def buy_next_selected(self) -> bool:
        """Buy the next ability of the selected class."""
        option = self._next_ability(self.selected_class())
        if self._build is None or option is None:
            return False
        class_id, number = option.id.rsplit(":", 1)
        return self._apply(ops.buy_ability(self._build.content, class_id, int(number)))


def _enable(button: QPushButton, option: Option | None, otherwise: str) -> None:
    ok = option is not None and option.check.ok
    button.setEnabled(ok)
    if option is None:
        button.setToolTip(otherwise)
    elif ok:
        button.setToolTip(plain_tooltip(option.name, f"cost {option.cost}" if option.cost else ""))
    else:
        button.setToolTip(plain_tooltip("Not now", *option.check.reasons))
