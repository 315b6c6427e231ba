# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Page 7: the whole sheet with breakdowns, and every issue; Finish waits until there are no errors."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QGroupBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from gui.gravedust.gear_form import SLOT_NAMES
from gui.gravedust.gear_slots_view import piece_text
from gui.gravedust.items_page import slot_text
from gui.gravedust.value_labels import ValueForm, ValueGrid
from gui.wizard.draft_page import DraftPage
from gui.wizard.issue_list import IssueList, PageOf
from gui.wizard.wizard_draft import WizardDraft

ATTRIBUTES = ("str", "dex", "agi", "end", "mag", "int")
COMBAT = ("hp", "mp", "ma", "ra", "def", "arm", "move", "vis", "focus", "recover")
PROGRESS = ("level", "xp", "xp-needed", "attribute-points", "gold", "skill-slots")


class ReviewPage(DraftPage):
    """A read-only summary of the draft; incomplete (Finish disabled) while it has an error."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(
            draft, "Review", "Check the character, then press Finish to add it to the library."
        )
        self.page_of: PageOf | None = None
        self.identity = QLabel(self)
        self.identity.setWordWrap(True)
        self.grids: list[ValueGrid | ValueForm] = [
            ValueGrid(ATTRIBUTES, 3, self),
            ValueGrid(COMBAT, 5, self),
            ValueForm(PROGRESS, self),
        ]
        self.gear = QLabel(self)
        self.abilities = QLabel(self)
        self.items = QLabel(self)
        for label in (self.gear, self.abilities, self.items):
            label.setWordWrap(True)
        self.issues = IssueList(self)
        self.finish_note = QLabel(self)
        self.finish_note.setWordWrap(True)
        self.finish_note.setObjectName("finish-note")
        self._lay_out()

    def _lay_out(self) -> None:
        self.body.addWidget(self.identity)
        values = QHBoxLayout()
        for title, grid in zip(("Attributes", "Combat stats", "Progress"), self.grids, strict=True):
            values.addWidget(_boxed(title, grid, self))
        self.body.addLayout(values)
        lists = QFormLayout()
        lists.addRow("Gear:", self.gear)
        lists.addRow("Skills and spells:", self.abilities)
        lists.addRow("Items:", self.items)
        self.body.addLayout(lists)
        self.body.addWidget(QLabel("Issues:", self))
        self.body.addWidget(self.issues, 1)
        self.body.addWidget(self.finish_note)

    def isComplete(self) -> bool:
        """Only a draft without errors can be finished."""
        return self.draft.build.valid

    def refresh(self) -> None:
        """Show the whole draft."""
        super().refresh()
        build = self.draft.build
        sheet = build.sheet
        identity = sheet.sections["identity"]
        bonuses = ", ".join(identity["racial_bonuses"]) or "no racial bonuses"
        name = self.draft.document.get("name") or "(no name)"
        self.identity.setText(
            f"<b>{_escape(name)}</b> — {identity['race'] or 'no race'} ({bonuses})"
        )
        for grid in self.grids:
            grid.show_sheet(sheet)
        self.gear.setText(_gear_text(sheet.sections["gear"]))
        self.abilities.setText(_abilities_text(sheet.sections["known"]))
        items = [slot_text(b) for b in sheet.sections["items"] if b["content"] is not None]
        self.items.setText("; ".join(items) or "none")
        self.issues.show_issues(
            build.issues, self.draft.content_problems, self.page_of, "No problems."
        )
        self.finish_note.setText(
            ""
            if build.valid
            else "Finish is not possible while there are errors: go Back to the page named in each error and change it."
        )
        self.finish_note.setVisible(not build.valid)


def _boxed(title: str, widget: QWidget, parent: QWidget) -> QGroupBox:
    box = QGroupBox(title, parent)
    QVBoxLayout(box).addWidget(widget)
    return box


def _gear_text(boxes: list[dict[str, object]]) -> str:
    return "<br>".join(
        f"{SLOT_NAMES[str(b['slot'])]}: {_escape(piece_text(b['piece']))}"  # type: ignore[arg-type]
        for b in boxes
    )


def _abilities_text(known: dict[str, list[dict[str, object]]]) -> str:
    rows = [
        f"{a['name']} ({kind[:-1]}, {'equipped' if a['equipped'] else 'known'})"
        for kind in ("skills", "spells")
        for a in known[kind]
    ]
    return "; ".join(rows) or "none"


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
