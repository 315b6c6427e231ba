# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard page 2: choose exactly 5 proficiencies (once 5 are ticked the others wait, saying
why), then raise skill ranks with Exp (each rank costs as many Exp as the rank it reaches)."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton

from gui.character.operation import Operation
from gui.heretics import operations as ops
from gui.heretics.skills_panel import SkillsPanel
from gui.widgets.sheet_style import scaled_font
from gui.wizard.draft_page import DraftPage
from gui.wizard.wizard_draft import WizardDraft

PROFICIENCY_OP = "choose-proficiencies"
COLUMNS = 5
PROFICIENCIES = 5
PROFICIENCY_HINT = (
    "A new character gets proficiency in 5 skills of your choice: their checks may draw from the "
    "choice pile (Glorious Heretics rulebook, Skills; The Game)."
)
ALL_CHOSEN = "5 of 5 proficient skills chosen: untick one to choose another."


def chosen_text(count: int) -> str:
    """The line under the boxes: how many are chosen and what to do next."""
    if count >= PROFICIENCIES:
        return ALL_CHOSEN
    return f"{count} of 5 proficient skills chosen: choose {PROFICIENCIES - count} more."


class SkillsPage(DraftPage):
    """Proficiency check boxes, then the skills table; complete once 5 proficiencies are chosen."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, "Skills", "Five proficiencies, then ranks bought with Exp.")
        self.exp = QLabel(self)
        self.exp.setFont(scaled_font(self.exp, 1.1, bold=True))
        self.boxes: dict[str, QCheckBox] = {}
        self._tips: dict[str, str] = {}
        self.chosen_count = QLabel(self)
        group = QGroupBox("Proficiencies", self)
        grid = QGridLayout(group)
        hint = QLabel(PROFICIENCY_HINT, group)
        hint.setWordWrap(True)
        grid.addWidget(hint, 0, 0, 1, COLUMNS)
        for index, skill in enumerate(draft.build.content.entries("skill")):
            box = QCheckBox(skill.name, group)
            self._tips[skill.id] = getattr(skill, "description", "") or getattr(skill, "effect", "")
            box.clicked.connect(lambda on, s=skill.id: self.toggle(s, on))
            self.boxes[skill.id] = box
            grid.addWidget(box, 1 + index // COLUMNS, index % COLUMNS)
        grid.addWidget(self.chosen_count, 2 + len(self.boxes) // COLUMNS, 0, 1, COLUMNS)
        self.panel = SkillsPanel(lambda: self.draft.build, self.apply, self)
        self.take_back = QPushButton("Take Back &Last Raise", self)
        self.take_back.clicked.connect(self.take_back_last)
        row = QHBoxLayout()
        row.addWidget(self.exp, 1)
        row.addWidget(self.take_back)
        self.body.addWidget(group)
        self.body.addLayout(row)
        self.body.addWidget(self.panel, 1)

    def chosen(self) -> list[str]:
        """The checked skills, in the rulebook's order."""
        return [skill for skill, box in self.boxes.items() if box.isChecked()]

    def _raises(self) -> list[Operation]:
        return [op for op in self.events.operations if op.events[0].op != PROFICIENCY_OP]

    def toggle(self, skill: str, on: bool) -> bool:
        """Check or uncheck a proficiency; a 6th stays unchecked (its box is disabled by then)."""
        self.boxes[skill].setChecked(on)
        chosen = self.chosen()
        if len(chosen) > PROFICIENCIES:
            self.boxes[skill].setChecked(False)
            return False
        self._choose(chosen)
        return True

    def _choose(self, chosen: list[str]) -> None:
        first = [ops.choose_proficiencies(chosen)] if len(chosen) == 5 else []
        self.replace([*first, *self._raises()])

    def take_back_last(self) -> None:
        """Take back the most recent skill raise on this page."""
        raises = self._raises()
        if raises:
            raises.pop()
            first = [op for op in self.events.operations if op.events[0].op == PROFICIENCY_OP]
            self.replace([*first, *raises])

    def restore_widgets(self) -> None:
        """Check the restored proficiencies."""
        first = [op for op in self.events.operations if op.events[0].op == PROFICIENCY_OP]
        chosen = set(first[0].events[0].fields.get("skills", [])) if first else set()
        for skill, box in self.boxes.items():
            box.setChecked(skill in chosen)

    def isComplete(self) -> bool:
        """Five proficiencies chosen and no errors."""
        has = any(op.events[0].op == PROFICIENCY_OP for op in self.events.operations)
        return super().isComplete() and has

    def refresh(self) -> None:
        """Show Exp left, the proficiencies and the skills table."""
        super().refresh()
        exp = self.draft.build.sheet.values.get("exp-available")
        self.exp.setText(f"Exp available: {exp.value if exp else 0}")
        self.chosen_count.setText(chosen_text(len(self.chosen())))
        self._offer_boxes()
        self.take_back.setEnabled(bool(self._raises()))
        self.panel.refresh()

    def _offer_boxes(self) -> None:
        """With 5 chosen, the unticked boxes are disabled and say why (as the line below does)."""
        full = len(self.chosen()) >= PROFICIENCIES
        for skill, box in self.boxes.items():
            waits = full and not box.isChecked()
            box.setEnabled(not waits)
            box.setToolTip(
                "\n\n".join(filter(None, (self._tips[skill], ALL_CHOSEN if waits else "")))
            )
