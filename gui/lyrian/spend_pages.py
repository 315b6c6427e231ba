# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard pages 3-5: breakthroughs (300 breakthrough EXP), classes and abilities (1000 EXP, 3 IP),
skills and expertise (10 points)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
)

from gui.character.operation import Operation
from gui.lyrian import operations as ops
from gui.lyrian.chosen_list import ChosenList
from gui.lyrian.class_browser import ClassBrowser
from gui.widgets.sheet_style import value_tooltip
from gui.wizard.choice_list import ChoiceList
from gui.wizard.draft_page import DraftPage
from gui.wizard.wizard_draft import WizardDraft
from rules.engine.check import ALLOWED
from rules.engine.option import Option


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

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(
            draft, "Breakthroughs", "300 EXP for breakthroughs only.",
            "Unspent breakthrough EXP is lost when the first arc starts; it does not count "
            "toward the Spirit Core (Character Creation, step 3).",
        )  # fmt: skip
        self.list = ChoiceList("Breakthroughs", self)
        self.buy_button = QPushButton("Buy Next &Level", self)
        self.buy_button.clicked.connect(self.buy_selected)
        self.body.addWidget(self.list, 2)
        self.body.addWidget(self.buy_button)
        self.body.addWidget(self.chosen, 1)

    def buy_selected(self) -> bool:
        """Buy the next level of the selected breakthrough."""
        chosen = self.list.selected_id()
        return bool(chosen) and self.buy(ops.buy_breakthrough(self.draft.build.content, chosen))

    def refresh(self) -> None:
        """The breakthroughs of the content with their level costs."""
        super().refresh()
        options = []
        for entry in self.draft.build.content.entries("breakthrough"):
            costs = "/".join(str(level.cost) for level in entry.levels) or "not given"
            options.append(Option(entry.id, entry.name, ALLOWED, detail=f"EXP per level: {costs}"))
        self.list.set_options(options)


class ClassesPage(BudgetPage):
    """Unlock classes and buy abilities in order from the class browser."""

    POOLS = ("exp", "ip", "ep", "spirit-core")

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(
            draft, "Classes and abilities", "1000 EXP and 3 IP for classes.",
            "Unlocking a class costs 1 IP + 100 EXP × tier; abilities cost 100 EXP each, strictly "
            "in order. Leftover IP can go to interlude actions in the first interlude.",
        )  # fmt: skip
        self.browser = ClassBrowser(self.buy, self)
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
        self.add_button.clicked.connect(self.add_point)
        self.expertise_skill = QComboBox(self)
        self.expertise_skill.setAccessibleName("Skill of the expertise")
        self.expertise = QLineEdit(self)
        self.expertise.setPlaceholderText("e.g. Forests")
        self.expertise_points = QSpinBox(self)
        self.expertise_points.setRange(1, 10)
        self.expertise_button = QPushButton("Buy E&xpertise", self)
        self.expertise_button.clicked.connect(self.buy_expertise)
        form = QFormLayout()
        row = QHBoxLayout()
        for widget in (self.expertise_skill, self.expertise, self.expertise_points):
            row.addWidget(widget)
        row.addWidget(self.expertise_button)
        form.addRow("Ex&pertise:", row)
        self.body.addWidget(self.list, 3)
        self.body.addWidget(self.add_button)
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
