# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Page 4: the four gear slots; equip from the content or define a new piece inline (the
rulebook gives no gear: say so, offer the content editor and the form, let the player go on)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gui.character.operation import Operation
from gui.gravedust.gear_form import GearForm, slot_combo
from gui.gravedust.gear_slots_view import GearSlotsView
from gui.gravedust.operations import define_and_gain_gear, gain_gear, new_instance
from gui.widgets.empty_content import ContentOrNotice, EmptyContentNotice, Missing, OpenEditor
from gui.widgets.enter_key import fields_in, press_on_enter
from gui.widgets.reason_line import ReasonLine
from gui.wizard.choice_list import ChoiceList
from gui.wizard.draft_page import DraftPage
from gui.wizard.wizard_draft import WizardDraft
from rules.gravedust.numbers import GEAR_SLOTS

NO_GEAR = Missing(
    "There is no gear in the content yet. The Gravedust rulebook gives no gear table: your GM "
    "adds pieces in the content editor, or you define one for this character.",
    "You can go on without gear: it can be bought in towns or found while adventuring "
    "(Gravedust rulebook, Gear).",
)
DEFINE_TEXT = "Define a Piece Here…"


def _instance_of(operation: Operation) -> str | None:
    return next((e.fields["instance"] for e in operation.events if e.op == "gain-gear"), None)


class GearPage(DraftPage):
    """Equip gear; the rules refuse wrong slots and pieces above the character's level."""

    def __init__(self, draft: WizardDraft, open_editor: OpenEditor) -> None:
        super().__init__(draft, "Gear", "Each character has 4 slots: two hands, body and artifact.")
        self.slots = GearSlotsView(self.remove_slot, self)
        self.tabs = QTabWidget(self)
        self.gear = ChoiceList("Gear from the content", self)
        self.into = slot_combo(self)
        self.equip_button = QPushButton("&Equip", self)
        self.empty = EmptyContentNotice(
            lambda: open_editor("gear"),
            actions=[(DEFINE_TEXT, lambda: self.tabs.setCurrentIndex(1))],
            parent=self,
        )
        self.editor_button = self.empty.editor_button
        self.form = GearForm(self)
        self.add_button = QPushButton("Add &Piece", self)
        self.carried = QLabel(self)
        self.carried.setWordWrap(True)
        self.body.addWidget(self.slots)
        self.body.addWidget(self.carried)
        self.body.addWidget(self.tabs, 1)
        self.tabs.addTab(self._content_tab(), "From the &content")
        self.tabs.addTab(self._define_tab(), "&Define a new piece…")
        self.gear.itemSelectionChanged.connect(self._gear_selected)
        self.equip_button.clicked.connect(self.equip_selected)
        self.add_button.clicked.connect(self.add_defined)
        self.form.changed.connect(self._form_changed)
        self.tabs.currentChanged.connect(self._tab_changed)
        press_on_enter(self.equip_button, self.gear, self.into)
        press_on_enter(self.add_button, *fields_in(self.form))
        self._form_changed()

    def _content_tab(self) -> QWidget:
        listed = QWidget(self)
        layout = QVBoxLayout(listed)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.gear, 1)
        self.why = ReasonLine(listed)
        self.why.follow(self.gear, self.gear.option_at)
        layout.addWidget(self.why)
        row = QHBoxLayout()
        into = QLabel("&Into slot:", listed)
        into.setBuddy(self.into)
        for widget in (into, self.into, self.equip_button):
            row.addWidget(widget)
        row.addStretch(1)
        layout.addLayout(row)
        tab = QWidget(self)
        self.stack = ContentOrNotice(listed, self.empty, tab)
        QVBoxLayout(tab).addWidget(self.stack)
        return tab

    def _define_tab(self) -> QWidget:
        tab = QWidget(self)
        layout = QVBoxLayout(tab)
        layout.addWidget(self.form)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.add_button)
        layout.addLayout(row)
        layout.addStretch(1)
        return tab

    def _taken_instances(self) -> set[str]:
        return {p.instance for p in self.draft.build.state.owned()}

    def equip_selected(self) -> None:
        """Gain the selected content piece straight into the chosen slot."""
        gear = self.gear.selected_id()
        if gear is not None:
            instance = new_instance(gear, self._taken_instances())
            content = self.draft.build.content
            self.apply(gain_gear(content, gear, instance, self.into.currentData()))

    def add_defined(self) -> None:
        """Define the piece in the form on the character and equip it."""
        content_ids = {e.id for e in self.draft.build.content.entries("gear")}
        entry = self.form.entry(content_ids)
        instance = new_instance(entry["id"], self._taken_instances())
        if self.apply(define_and_gain_gear(entry, instance, self.form.target_slot())):
            self.form.reset()

    def remove_slot(self, slot: str) -> None:
        """Take back the operation that put the piece in a slot."""
        piece = self.draft.build.state.equipped.get(slot)
        for operation in self.events.operations:
            if piece is not None and _instance_of(operation) == piece.instance:
                self.replace([op for op in self.events.operations if op is not operation])
                return

    def _gear_selected(self) -> None:
        entry = self.draft.build.content.get("gear", self.gear.selected_id() or "")
        self.equip_button.setEnabled(entry is not None)
        self.equip_button.setToolTip("" if entry is not None else "Select a piece of gear first.")
        if entry is None:
            return
        kinds = [s for s, kind in GEAR_SLOTS.items() if kind == entry.slot]
        free = [s for s in kinds if s not in self.draft.build.state.equipped]
        self.into.setCurrentIndex(self.into.findData((free or kinds)[0]))

    def _tab_changed(self, index: int) -> None:
        """Defining a piece starts with its name: typing goes there, never onto a wizard button."""
        if index == 1:
            self.form.name.setFocus(Qt.FocusReason.OtherFocusReason)

    def _form_changed(self) -> None:
        named = bool(self.form.name.text().strip())
        why = self.form.problem() if named else "Give the piece a name first."
        self.add_button.setEnabled(not why)
        self.add_button.setToolTip(why)

    def refresh(self) -> None:
        """Show the slots and the content's gear with availability."""
        super().refresh()
        build = self.draft.build
        mine = {_instance_of(op) for op in self.events.operations} - {None}
        self.slots.show_gear(build.sheet.sections["gear"], {str(i) for i in mine})
        carried = [p["display_name"] for p in build.sheet.sections["known"]["carried_gear"]]
        self.carried.setText(f"Carried in the items: {', '.join(carried)}" if carried else "")
        self.carried.setVisible(bool(carried))
        options = build.options("gear")
        self.stack.show_missing(None if options else NO_GEAR)
        self.gear.set_options(options)
        self._gear_selected()
