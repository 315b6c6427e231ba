# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard pages 3-5: breakthroughs (300 breakthrough EXP), classes and abilities (1000 EXP, 3 IP),
skills and expertise (10 points). Where the rulebook leaves breakthroughs and classes to the GM,
a notice offers the example pack and the content editor, and says what skipping costs."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from gui.character.operation import Operation
from gui.lyrian import operations as ops
from gui.lyrian.chosen_list import ChosenList
from gui.lyrian.class_browser import ClassBrowser
from gui.widgets.description_pane import DescriptionPane
from gui.widgets.empty_content import (
    EXAMPLES_NOTE,
    ContentOrNotice,
    EmptyContentNotice,
    Missing,
    OpenEditor,
)
from gui.widgets.enter_key import press_on_enter
from gui.widgets.focus_keep import keep_focus
from gui.widgets.reason_line import ReasonLine
from gui.widgets.sheet_style import value_tooltip
from gui.wizard.choice_list import ChoiceList, reasons_tooltip
from gui.wizard.draft_page import DraftPage
from gui.wizard.wizard_draft import WizardDraft
from rules.engine.check import ALLOWED
from rules.engine.option import Option
from rules.lyrian.requirements import requirement_text

NO_BREAKTHROUGHS = Missing(
    "There are no breakthroughs to choose from. The Lyrian Chronicles rulebook refers to a list "
    "of breakthroughs that it does not include: your GM adds them in the content editor. "
    + EXAMPLES_NOTE,
    "You can go on without one, but the 300 breakthrough EXP is lost when creation ends "
    "(Lyrian Chronicles rulebook, Character Creation, step 3).",
)
SKIP_CLASSES = (
    "You can go on without a class: the 1000 EXP stays on the character, to spend once the "
    "classes are filled in; Interlude Points left unspent are lost when the first arc starts "
    "(Lyrian Chronicles rulebook, Character Creation, step 4)."
)


def reason_row(button: QPushButton, parent: QWidget) -> tuple[QHBoxLayout, QLabel]:
    """A button with a line beside it that says why it is disabled."""
    why = QLabel(parent)
    why.setWordWrap(True)
    row = QHBoxLayout()
    row.addWidget(button)
    row.addWidget(why, 1)
    return row, why


def show_reason(button: QPushButton, why: QLabel, reason: str) -> None:
    """Enable the button when there is no reason against it; else disable it and say why."""
    button.setEnabled(not reason)
    button.setToolTip(reason)
    why.setText(reason)


class BudgetPage(DraftPage):
    """A page that spends pools: their balances on top, what was bought at the bottom."""

    POOLS: tuple[str, ...] = ()

    def __init__(self, draft: WizardDraft, title: str, subtitle: str, text: str) -> None:
        super().__init__(draft, title, subtitle)
        self.intro(text)
        self.pools = QLabel(self)
        self.pools.setObjectName("pools")
        self.body.addWidget(self.pools)
        self.chosen = ChosenList(self)

    def refresh(self) -> None:
        """Balances and purchases from the draft."""
        super().refresh()
        values = self.draft.build.sheet.values
        shown = [values[k] for k in self.POOLS if k in values]
        self.pools.setText(" &nbsp; &nbsp; ".join(f"<b>{v.label}:</b> {v.value}" for v in shown))
        self.pools.setToolTip("<br>".join(value_tooltip(v) for v in shown))
        self.chosen.refresh()

    def buy(self, operation: Operation) -> bool:
        """Apply a purchase (refusals shown in words)."""
        return self.apply(operation)


class BreakthroughPage(BudgetPage):
    """Breakthroughs bought from the 300 breakthrough-only EXP (unspent is lost)."""

    POOLS = ("breakthrough-exp", "exp")

    def __init__(self, draft: WizardDraft, open_editor: OpenEditor) -> None:
        super().__init__(
            draft, "Breakthroughs", "300 EXP for breakthroughs only.",
            "Unspent breakthrough EXP is lost when the first arc starts; it does not count "
            "toward the Spirit Core (Character Creation, step 3).",
        )  # fmt: skip
        self.list = ChoiceList("Breakthroughs", self)
        self.description = DescriptionPane(self)
        self.notice = EmptyContentNotice(
            lambda: open_editor("breakthrough"), lambda: draft.use_example_packs(True), parent=self
        )
        self.buy_button = QPushButton("Buy Next &Level", self)
        self.buy_button.clicked.connect(self.buy_selected)
        buy_row, self.buy_why = reason_row(self.buy_button, self)
        self.stack = ContentOrNotice(self._list_and_description(), self.notice, self)
        self.body.addWidget(self.stack, 2)
        self.body.addLayout(buy_row)
        self.body.addWidget(self.chosen, 1)
        self.list.itemSelectionChanged.connect(self._update_buy)
        keep_focus([(self.list, self.buy_button)], self)
        self.description.follow(self.list.current_changed, self._describe)

    def _list_and_description(self) -> QWidget:
        holder = QWidget(self)
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.list, 3)
        row.addWidget(self.description, 2)
        return holder

    def buy_selected(self) -> bool:
        """Buy the next level of the selected breakthrough."""
        chosen = self.list.selected_id()
        return bool(chosen) and self.buy(ops.buy_breakthrough(self.draft.build.content, chosen))

    def refresh(self) -> None:
        """The breakthroughs of the content with their level costs (or what is missing)."""
        super().refresh()
        options = []
        for entry in self.draft.build.content.entries("breakthrough"):
            costs = "/".join(str(level.cost) for level in entry.levels) or "not given"
            options.append(Option(entry.id, entry.name, ALLOWED, detail=f"EXP per level: {costs}"))
        self.stack.show_missing(None if options else NO_BREAKTHROUGHS)
        self.list.set_options(options, tooltip=reasons_tooltip)
        self._update_buy()

    def _update_buy(self) -> None:
        if not self.list.count():
            reason = "Nothing to buy: the content has no breakthroughs."
        else:
            reason = (
                "" if self.list.selected_id() else "Select a breakthrough to buy its next level."
            )
        show_reason(self.buy_button, self.buy_why, reason)

    def _describe(self, breakthrough: str | None) -> tuple[Any, Sequence[str]]:
        content = self.draft.build.content
        entry = content.get("breakthrough", breakthrough) if breakthrough else None
        if entry is None:
            return None, ()
        facts = [
            f"Level {n} ({level.cost} EXP): {level.effect}" if level.effect
            else f"Level {n}: {level.cost} EXP."
            for n, level in enumerate(entry.levels, start=1)
        ]  # fmt: skip
        if entry.requires:
            facts.append(f"Requires {requirement_text(str(entry.requires), content)}.")
        if entry.repeatable:
            facts.append("May be taken more than once.")
        return entry, facts


class ClassesPage(BudgetPage):
    """Unlock classes and buy abilities in order from the class browser."""

    POOLS = ("exp", "ip", "ep", "spirit-core")

    def __init__(self, draft: WizardDraft, open_editor: OpenEditor) -> None:
        super().__init__(
            draft, "Classes and abilities", "1000 EXP and 3 IP for classes.",
            "Unlocking a class costs 1 IP + 100 EXP × tier; abilities cost 100 EXP each, strictly "
            "in order. Leftover IP can go to interlude actions in the first interlude.",
        )  # fmt: skip
        self.browser = ClassBrowser(
            self.buy, self, open_editor=lambda: open_editor("class"),
            use_examples=lambda: draft.use_example_packs(True), skip=SKIP_CLASSES,
        )  # fmt: skip
        self.body.addWidget(self.browser, 3)
        self.body.addWidget(self.chosen, 1)

    def refresh(self) -> None:
        """Classes against the draft."""
        super().refresh()
        self.browser.set_build(self.draft.build)


class SkillsPage(BudgetPage):
    """Skill points into skills (caps shown) and expertises."""

    POOLS = ("skill-points",)

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(
            draft, "Skills and expertise", "10 skill points.",
            "Main skills cap at 15, artisan skills at 10; one skill point buys 2 expertise points "
            "(capped at 15, artisan 10); gathering skills have no expertise.",
        )  # fmt: skip
        self.list = ChoiceList("Skills", self)
        self.add_button = QPushButton("&Add a Point", self)
        self.add_button.clicked.connect(lambda: self.add_point())
        add_row, self.add_why = reason_row(self.add_button, self)
        self.list.itemSelectionChanged.connect(self._update_add)
        keep_focus([(self.list, self.add_button)], self)
        self.expertise_skill = QComboBox(self)
        self.expertise_skill.setAccessibleName("Skill of the expertise")
        self.expertise = QLineEdit(self)
        self.expertise.setPlaceholderText("e.g. Forests")
        self.expertise_points = QSpinBox(self)
        self.expertise_points.setRange(1, 10)
        self.expertise_button = QPushButton("Buy E&xpertise", self)
        self.expertise_button.clicked.connect(self.buy_expertise)
        press_on_enter(
            self.expertise_button, self.expertise_skill, self.expertise, self.expertise_points
        )
        form = QFormLayout()
        row = QHBoxLayout()
        for widget in (self.expertise_skill, self.expertise, self.expertise_points):
            row.addWidget(widget)
        row.addWidget(self.expertise_button)
        form.addRow("Ex&pertise:", row)
        self.body.addWidget(self.list, 3)
        self.why = ReasonLine(self)
        self.why.follow(self.list, self.list.option_at)
        self.body.addWidget(self.why)
        self.body.addLayout(add_row)
        self.body.addLayout(form)
        self.body.addWidget(self.chosen, 1)

    def add_point(self, skill: str | None = None) -> bool:
        """One skill point into the selected (or given) skill."""
        chosen = skill or self.list.selected_id()
        return bool(chosen) and self.buy(ops.buy_skill(self.draft.build.content, chosen))

    def buy_expertise(self) -> bool:
        """Skill points into the named expertise."""
        skill, name = self.expertise_skill.currentData(), self.expertise.text().strip()
        if not skill or not name:
            self.refusal.show_message("Choose a skill and name the expertise first.")
            return False
        content, points = self.draft.build.content, self.expertise_points.value()
        return self.buy(ops.buy_expertise(content, skill, name, points))

    def refresh(self) -> None:
        """Skills with points / cap."""
        super().refresh()
        rows = {s["id"]: s for s in self.draft.build.sheet.sections.get("skills") or []}
        self.list.set_options(
            self.draft.build.options("skill"),
            lambda o: f"{o.name}  —  {rows.get(o.id, {}).get('points', 0)} points, {o.detail}",
        )
        if not self.expertise_skill.count():
            for skill in rows.values():
                if skill.get("expertise_cap") is not None:
                    self.expertise_skill.addItem(str(skill["name"]), skill["id"])
        self._update_add()

    def _update_add(self) -> None:
        chosen = self.list.selected_id()
        show_reason(self.add_button, self.add_why, "" if chosen else "Select a skill first.")
