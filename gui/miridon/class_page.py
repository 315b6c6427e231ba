# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard page 2: the class, described beside the list (Crew Member is an NPC class: disabled,
with the reason on hover); a notice while no class lists its class skills."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout

from gui.miridon import operations as ops
from gui.widgets.description_pane import DescriptionPane, paragraphs
from gui.widgets.empty_content import EmptyContentNotice, Missing, OpenEditor
from gui.widgets.reason_line import ReasonLine
from gui.wizard.choice_list import ChoiceList, reasons_tooltip
from gui.wizard.draft_page import DraftPage
from gui.wizard.wizard_draft import WizardDraft
from rules.engine.option import Option

NO_CLASS_SKILLS = Missing(
    "No class lists its class skills yet. The Miridon rulebook leaves those lists to your GM, "
    "who adds them in the content editor; until then every skill counts as cross-class and costs "
    "twice the points.",
    "You can choose a class and go on now: the skills bought at the cross-class price stay yours.",
)


class ClassPage(DraftPage):
    """The basic classes with their special ability; choosing one replaces the last choice."""

    def __init__(self, draft: WizardDraft, open_editor: OpenEditor) -> None:
        super().__init__(
            draft, "Class", "Each class brings a special ability whose rank follows your points."
        )
        self.notice = EmptyContentNotice(lambda: open_editor("class"), parent=self)
        self.classes = ChoiceList("Classes", self)
        self.description = DescriptionPane(self)
        self.why = ReasonLine(self)
        self.why.follow(self.classes, self.classes.option_at)
        listed = QVBoxLayout()
        listed.addWidget(self.classes, 1)
        listed.addWidget(self.why)
        row = QHBoxLayout()
        row.addLayout(listed, 1)
        row.addWidget(self.description, 1)
        self.body.addWidget(self.notice)
        self.body.addLayout(row, 1)
        self.classes.itemSelectionChanged.connect(self._selected)
        self.description.follow(self.classes.current_changed, self._describe)

    def options(self) -> list[Option]:
        """The classes, as if none were chosen yet (this page may replace its choice)."""
        return self.draft.build_before(self.events.start).options("class")

    def _special_name(self, entry: Any) -> str:
        special = getattr(entry, "special", None)
        return ops.name_of(self.draft.build.content, "special", special) if special else ""

    def _text(self, option: Option) -> str:
        name = self._special_name(self.draft.build.content.get("class", option.id))
        return f"{option.name}  —  special ability: {name}" if name else option.name

    def _describe(self, class_id: str | None) -> tuple[Any, Sequence[str]]:
        content = self.draft.build.content
        entry = content.get("class", class_id) if class_id else None
        if entry is None:
            return None, ()
        facts = []
        special = content.get("special", getattr(entry, "special", None) or "")
        if special is not None:
            facts.append(f"Special ability: {special.name}.")
            facts += paragraphs(getattr(special, "effect", ""))
        skills = [ops.name_of(content, "skill", s) for s in getattr(entry, "class_skills", [])]
        if skills:
            facts.append(f"Class skills: {', '.join(skills)}.")
        return entry, facts

    def _lacks_class_skills(self) -> bool:
        return not any(
            getattr(c, "class_skills", None) for c in self.draft.build.content.entries("class")
        )

    def refresh(self) -> None:
        """Show the classes, the chosen one selected; say when no class has class skills."""
        super().refresh()
        self.notice.show_missing(NO_CLASS_SKILLS if self._lacks_class_skills() else None)
        self.classes.set_options(self.options(), self._text, tooltip=reasons_tooltip)
        chosen = self.draft.build.state.classes
        self.classes.show_chosen(chosen[0] if chosen else None)

    def isComplete(self) -> bool:
        """A class is chosen and nothing on this page breaks a rule."""
        return bool(self.draft.build.state.classes) and super().isComplete()

    def _selected(self) -> None:
        chosen = self.classes.selected_id()
        if chosen is None or chosen in self.draft.build.state.classes:
            return
        self.replace([ops.choose_class(self.draft.build.content, chosen)])
