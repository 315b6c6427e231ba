# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard page 2: choose exactly 5 proficiencies (a 6th is refused with the rule's reason), then
raise skill ranks with Exp (rank r → r + 1 costs r + 1)."""

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
PROFICIENCY_HINT = (
    "A new character is proficient in 5 skills of your choice: their checks may draw from the "
    "choice pile (rulebook: Skills; The Game)."
)


class SkillsPage(DraftPage):
    """Proficiency check boxes, then the skills table; complete once 5 proficiencies are chosen."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, "Skills", "Five proficiencies, then ranks bought with Exp.")
        self.exp = QLabel(self)
        self.exp.setFont(scaled_font(self.exp, 1.1, bold=True))
        self.boxes: dict[str, QCheckBox] = {}
        self.chosen_count = QLabel(self)
        group = QGroupBox("Proficiencies", self)
        grid = QGridLayout(group)
        hint = QLabel(PROFICIENCY_HINT, group)
        hint.setWordWrap(True)
        grid.addWidget(hint, 0, 0, 1, COLUMNS)
        for index, skill in enumerate(draft.build.content.entries("skill")):
            box = QCheckBox(skill.name, group)
            box.setToolTip(getattr(skill, "description", "") or getattr(skill, "effect", ""))
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
        """Check or uncheck a proficiency; a 6th is refused with the rule's reason and unchecked."""
        self.boxes[skill].setChecked(on)
        chosen = self.chosen()
        if len(chosen) > 5:
            refused = self.events.replace([ops.choose_proficiencies(chosen), *self._raises()])
            self.boxes[skill].setChecked(False)
            self._choose(self.chosen())
            reason = next((r.message for op, r in refused if op.events[0].op == PROFICIENCY_OP), "")
            self.refusal.show_message(f"{self.boxes[skill].text()}: not possible. {reason}")
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
        count = len(self.chosen())
        self.chosen_count.setText(
            f"{count} of 5 chosen" + ("" if count == 5 else f" — choose {5 - count} more")
        )
        self.take_back.setEnabled(bool(self._raises()))
        self.panel.refresh()
