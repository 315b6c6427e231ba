# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The class browser: every class with tier, requirements, cost and its abilities in order (owned?),
the current class or ability described beside the tree, and a notice while no class can be
unlocked because the rulebook leaves the classes to the GM."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.character.operation import Operation
from gui.lyrian import operations as ops
from gui.lyrian.sheet_boxes import step_text
from gui.widgets.description_pane import DescriptionPane
from gui.widgets.empty_content import EmptyContentNotice, Missing
from gui.widgets.focus_keep import keep_focus
from gui.widgets.sheet_style import plain_tooltip
from rules.engine.build import Build
from rules.engine.option import Option
from rules.lyrian.requirements import requirement_text as requirement_words

HEADERS = ("Class", "Tier", "Cost", "Requirements", "Unlock now")
OWNED = "✔ owned"
MARK = "✔ "
ID_ROLE = Qt.ItemDataRole.UserRole
ABILITY_ROLE = Qt.ItemDataRole.UserRole + 1
NO_ABILITIES = "The seven abilities are not filled in yet — ask your GM."
NO_TIERS = (
    "No class can be unlocked yet: none has a tier. The Lyrian Chronicles rulebook names a few "
    "classes but gives no tier, requirements or abilities for them; your GM fills them in with "
    "the content editor."
)


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
    return option.check.reason


def cost_text(cls: Any) -> str:
    """`1 IP + 100 EXP` for a tier 1 class; `not given` without a tier."""
    return f"1 IP + {100 * cls.tier} EXP" if cls.tier else "not given"


def class_facts(cls: Any, content: Any) -> list[str]:
    """Tier and unlock cost, requirements and key abilities, as lines for the description."""
    facts = [f"Tier {cls.tier}: unlocking costs {cost_text(cls)}." if cls.tier else "No tier yet."]
    facts.append(f"Requirements: {requirement_text(cls, content)}.")
    keys = [ops.name_of(content, "ability", key) for key in cls.key_abilities]
    if keys:
        facts.append(f"Key abilities: {', '.join(keys)}.")
    return facts


def ability_facts(ability: Any) -> list[str]:
    """An ability's cost, range and keywords, as lines for the description."""
    facts = [f"Cost: {ability.cost}." if ability.cost else ""]
    facts.append(f"Range: {ability.range}." if ability.range else "")
    facts.append(f"Keywords: {', '.join(ability.keywords)}." if ability.keywords else "")
    return [f for f in facts if f]


class ClassBrowser(QWidget):
    """Classes as a tree (abilities as children); Unlock and Buy Next Ability act on the selection,
    and a line under them says why they are disabled."""

    def __init__(
        self,
        apply: Callable[[Operation], bool],
        parent: QWidget | None = None,
        *,
        open_editor: Callable[[], object] | None = None,
        use_examples: Callable[[], object] | None = None,
        skip: str = "",
    ) -> None:
        super().__init__(parent)
        self._apply = apply
        self._build: Build[Any] | None = None
        self._skip = skip
        self.notice = EmptyContentNotice(open_editor, use_examples, parent=self)
        self.tree = QTreeWidget(self)
        self.tree.setHeaderLabels(HEADERS)
        self.tree.setAccessibleName("Classes")
        self.tree.setAlternatingRowColors(True)
        self.description = DescriptionPane(self)
        self.unlock_button = QPushButton("&Unlock Class", self)
        self.buy_button = QPushButton("Buy Next Abilit&y", self)
        self.why = QLabel(self)
        self.why.setWordWrap(True)
        self.why.setAccessibleName("Why a button is disabled")
        self.unlock_button.clicked.connect(self.unlock_selected)
        self.buy_button.clicked.connect(self.buy_next_selected)
        self.tree.currentItemChanged.connect(self._current_changed)
        keep_focus([(self.unlock_button, self.buy_button, self.tree)], self)
        self._lay_out()

    def _lay_out(self) -> None:
        self.split = QSplitter(Qt.Orientation.Vertical, self)  # the tree needs the width
        self.split.addWidget(self.tree)
        self.split.addWidget(self.description)
        self.split.setStretchFactor(0, 3)
        self.split.setStretchFactor(1, 1)
        self.split.setChildrenCollapsible(False)
        buttons = QHBoxLayout()
        buttons.addWidget(self.unlock_button)
        buttons.addWidget(self.buy_button)
        buttons.addWidget(self.why, 1)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.notice)
        column.addWidget(self.split, 1)
        column.addLayout(buttons)

    def set_build(self, build: Build[Any]) -> None:
        """Show every class of the build's content against the character's state."""
        self._build = build
        current = self.selected_class()
        learned = {c["id"]: c["learned"] for c in build.sheet.sections.get("classes") or []}
        unlock = {o.id: o for o in build.options("class")}
        classes = build.content.entries("class")
        missing = not any(cls.tier for cls in classes)
        self.notice.show_missing(Missing(NO_TIERS, self._skip) if missing else None)
        self.tree.blockSignals(True)
        self.tree.clear()
        for cls in classes:
            item = self._class_item(build, cls, unlock.get(cls.id), learned)
            self.tree.addTopLevelItem(item)
            if cls.id == current:
                self.tree.setCurrentItem(item)
        self.tree.blockSignals(False)
        self.tree.expandAll()
        for column in range(len(HEADERS) - 1):
            self.tree.resizeColumnToContents(column)
        self._current_changed()

    def _class_item(
        self, build: Build[Any], cls: Any, option: Option | None, learned: dict[str, int]
    ) -> QTreeWidgetItem:
        owned = learned.get(cls.id)
        name = cls.name + (f"  ({OWNED}, {owned}/7)" if owned is not None else "")
        unlock = unlock_text(option, owned is not None)
        needs = requirement_text(cls, build.content)
        item = QTreeWidgetItem([name, str(cls.tier or "?"), cost_text(cls), needs, unlock])
        item.setData(0, ID_ROLE, cls.id)
        item.setToolTip(3, needs)
        item.setToolTip(4, unlock)
        for key in cls.key_abilities:
            mark = MARK if owned is not None else ""
            text = f"{mark}Key: {ops.name_of(build.content, 'ability', key)}"
            item.addChild(_ability_item(text, key))
        for number, step in enumerate(cls.abilities, start=1):
            mark = MARK if owned is not None and number <= owned else ""
            text = mark + step_line(build.content, number, step)
            item.addChild(_ability_item(text, step.ability))
        if not cls.abilities:
            item.addChild(QTreeWidgetItem([NO_ABILITIES]))
        return item

    def selected_class(self) -> str | None:
        """The id of the selected class (or of the class whose ability is selected)."""
        item = self.tree.currentItem()
        while item is not None and item.parent() is not None:
            item = item.parent()
        return str(item.data(0, ID_ROLE)) if item is not None else None

    def select(self, class_id: str) -> None:
        """Select a class by id."""
        for index in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(index)
            if item.data(0, ID_ROLE) == class_id:
                self.tree.setCurrentItem(item)

    def _current_changed(self, *_: Any) -> None:
        self._update_buttons()
        self.description.show_entry(*self._describe())

    def _describe(self) -> tuple[Any, Sequence[str]]:
        """The ability on the current row, else its class (with their facts)."""
        item, content = self.tree.currentItem(), self._build.content if self._build else None
        if item is None or content is None:
            return None, ()
        ability = content.get("ability", str(item.data(0, ABILITY_ROLE) or ""))
        if ability is not None:
            return ability, ability_facts(ability)
        cls = content.get("class", self.selected_class() or "")
        return (cls, class_facts(cls, content)) if cls is not None else (None, ())

    def _next_ability(self, class_id: str | None) -> Option | None:
        if self._build is None or class_id is None:
            return None
        return next(
            (o for o in self._build.options("ability") if o.id.startswith(f"{class_id}:")), None
        )

    def _update_buttons(self) -> None:
        class_id = self.selected_class()
        owned = self._build is not None and class_id in {
            c["id"] for c in self._build.sheet.sections.get("classes") or []
        }
        if owned:
            unlock = _enable(self.unlock_button, None, "The class is already unlocked.")
        else:
            option = self._unlock_option(class_id)
            unlock = _enable(self.unlock_button, option, "Select a class to unlock.")
        ability = self._next_ability(class_id)
        if ability is not None:
            buy = _enable(self.buy_button, ability, "")
        elif not class_id:
            buy = _enable(self.buy_button, None, "Select a class.")
        else:
            why = "All seven abilities are learned." if owned else "Unlock the class first."
            buy = _enable(self.buy_button, None, why)
        self.why.setText(_why_text(unlock, buy))

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


def _ability_item(text: str, ability: str | None) -> QTreeWidgetItem:
    item = QTreeWidgetItem([text])
    item.setData(0, ABILITY_ROLE, ability)
    return item


def _why_text(unlock: str, buy: str) -> str:
    """One line for the disabled buttons: the same reason once, else each button's own."""
    if unlock and unlock == buy:
        return _sentence(unlock)
    parts = [f"Unlock: {_sentence(unlock)}" if unlock else ""]
    parts.append(f"Next ability: {_sentence(buy)}" if buy else "")
    return " ".join(p for p in parts if p)


def _sentence(text: str) -> str:
    return text if text.endswith((".", "!", "?")) else f"{text}."


def _enable(button: QPushButton, option: Option | None, otherwise: str) -> str:
    """Enable the button for an available option; return why it is disabled ('' if it is not)."""
    ok = option is not None and option.check.ok
    button.setEnabled(ok)
    if option is None:
        button.setToolTip(otherwise)
        return otherwise
    if ok:
        button.setToolTip(plain_tooltip(option.name, f"cost {option.cost}" if option.cost else ""))
        return ""
    button.setToolTip(plain_tooltip("Not now", *option.check.reasons))
    return option.check.reason
