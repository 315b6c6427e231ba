# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Campaign ▸ Award the Party…: one event (an award, an arc or interlude started) for every
character of a campaign whose game has it, previewed character by character before it is made,
and Campaign ▸ Undo Party Award, which takes the last one back from all of them at once.

The dialog offers the actions the campaign's games give a whole party. It shows what the event
does to each character (the same diff the history editor shows), who it is refused for and why
(then nobody gets it), and who is skipped because their game has no such action.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.character.field_editors import Editor, field_label, make_editor, shape_of
from gui.library.commands import attempt
from gui.library.diff_rows import add_diff_lines, first_change, show_verdict
from gui.widgets.mnemonics import with_mnemonic
from gui.widgets.sheet_style import warning_colour
from model.library import Library
from model.party_actions import (
    PartyPlan,
    make_party_event,
    no_member_words,
    plan_party_event,
    skipped_words,
)
from model.records import CampaignRecord
from rules.engine.event import Event
from rules.engine.event_words import op_title
from rules.engine.ruleset import Ruleset
from rules.engine.system import System
from rules.systems import get_system, title_of

if TYPE_CHECKING:
    from gui.library.window import LibraryWindow

PREVIEW_DELAY_MS = 150  # typing an amount previews once it pauses, not at every digit


def party_choices(library: Library, campaign_id: str) -> list[tuple[str, list[System[Any]]]]:
    """The actions a campaign's games give the whole party, each with the games that have it,
    in the games' own order (the first game's first)."""
    games = sorted(
        {r.system for r in library.list_characters(campaign_id=campaign_id)}, key=title_of
    )
    choices: dict[str, list[System[Any]]] = {}
    for system in (get_system(game) for game in games):
        for op in system.party_ops:
            choices.setdefault(op, []).append(system)
    return list(choices.items())


class PartyAwardDialog(QDialog):
    """The action, its fields and a note; below, what it does to each character."""

    def __init__(self, parent: QWidget | None, library: Library, campaign: CampaignRecord) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Award the Party — {campaign.name}")
        self._library, self._campaign = library, campaign
        self.plan: PartyPlan | None = None
        self.editors: dict[str, Editor] = {}
        self.action = QComboBox()
        self.action.setAccessibleName("Action for the party")
        for op, systems in party_choices(library, campaign.id):
            games = ", ".join(s.title for s in systems)
            self.action.addItem(f"{op_title(op)} ({games})", op)
            spec = systems[0].ops.get(op)
            if spec is not None:
                self.action.setItemData(
                    self.action.count() - 1, spec.summary, Qt.ItemDataRole.ToolTipRole
                )
        self.fields_form = QFormLayout()
        self.note = QLineEdit()
        self.note.setPlaceholderText("What for? e.g. Session 12: the Drowned Keep")
        self.note.setAccessibleName("Note")
        self.about = QLabel()
        self.about.setWordWrap(True)
        self.outcome = QTreeWidget()
        self.outcome.setHeaderLabels(["Character", "What changes"])
        self.outcome.setAccessibleName("What the award does to each character")
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText("&Award")
        self.buttons.accepted.connect(self._award)
        self.buttons.rejected.connect(self.reject)
        self._timer = QTimer(self, singleShot=True, interval=PREVIEW_DELAY_MS)
        self._timer.timeout.connect(self.preview)
        self._lay_out()
        self.action.currentIndexChanged.connect(self._action_chosen)
        self.note.textChanged.connect(self._timer.start)
        self._action_chosen()

    def _lay_out(self) -> None:
        column = QVBoxLayout(self)
        top = QFormLayout()
        label = QLabel("A&ction:")
        label.setBuddy(self.action)
        top.addRow(label, self.action)
        column.addLayout(top)
        column.addWidget(self.about)
        note = QLabel("&Note:")
        note.setBuddy(self.note)
        self.fields_form.addRow(note, self.note)
        column.addLayout(self.fields_form)
        column.addWidget(self.outcome, 1)
        column.addWidget(self.verdict)
        column.addWidget(self.buttons)
        em = self.fontMetrics().horizontalAdvance("M")
        self.resize(em * 58, em * 40)

    def op(self) -> str:
        """The chosen action's op."""
        return str(self.action.currentData() or "")

    def fields(self) -> dict[str, Any]:
        """The chosen action's fields, as they would be stored."""
        return {
            key: value
            for key, editor in self.editors.items()
            if (value := editor.field_value()) is not None
            and (editor.shape.required or value != editor.shape.default)
        }

    def _action_chosen(self) -> None:
        """One editor per field of the chosen action (as the first game with it defines it)."""
        while self.fields_form.rowCount() > 1:  # the note stays, last
            self.fields_form.removeRow(0)
        self.editors = {}
        systems = dict(party_choices(self._library, self._campaign.id)).get(self.op(), [])
        spec = systems[0].ops.get(self.op()) if systems else None
        self.about.setText(spec.summary if spec is not None else "")
        if spec is not None:
            used = {"c", "n", "a"}  # Action, Note, Award
            for row, (name, info) in enumerate(spec.fields.model_fields.items()):
                shape = shape_of(name, info)
                editor = make_editor(shape, _no_content(systems[0]), systems[0])
                editor.show_value(shape.default if shape.default is not None else shape.low)
                editor.on_change(self._timer.start)
                label = QLabel(with_mnemonic(field_label(shape.key), used) + ":")
                label.setBuddy(editor.widget)
                self.fields_form.insertRow(row, label, editor.widget)
                self.editors[shape.key] = editor
        self.preview()

    def party_event(self) -> Event:
        """The event each character would get."""
        at = datetime.now(UTC).isoformat(timespec="seconds")
        return Event(self.op(), self.fields(), at, self.note.text().strip() or None)

    def preview(self) -> None:
        """Plan the event on every character and show, for each, what it would do."""
        self._timer.stop()
        self.outcome.clear()
        if not self.op():
            self._verdict(f"{self._campaign.name} has no characters to award yet.", ok=False)
            return
        self.plan = plan = plan_party_event(self._library, self._campaign.id, self.party_event())
        warn = QBrush(warning_colour(self.palette()))
        for member in plan.members:
            refusal = member.refusal
            lines = member.preview.diff.lines()
            head = "Refused: it breaks a rule (below)" if refusal else first_change(lines)
            item = QTreeWidgetItem([member.record.name, head])
            item.setToolTip(1, head)
            if refusal:
                item.setForeground(1, warn)
            add_diff_lines(item, lines)
            self.outcome.addTopLevelItem(item)
            item.setExpanded(True)
        for record in plan.skipped:
            game = title_of(record.system)
            item = QTreeWidgetItem([record.name, f"Skipped: {game} has no such action."])
            item.setDisabled(True)
            self.outcome.addTopLevelItem(item)
        self.outcome.resizeColumnToContents(0)
        if not plan.members:
            self._verdict(no_member_words(plan), ok=False)
        elif plan.refused:
            reasons = "\n".join(plan.refusal_lines())
            self._verdict(f"Nobody would get it, because it breaks a rule:\n{reasons}", ok=False)
        else:
            count = len(plan.members)
            told = f"{count} character{'' if count == 1 else 's'} will get {plan.words}."
            self._verdict(" ".join(filter(None, [told, skipped_words(plan)])), ok=True)

    def _verdict(self, text: str, *, ok: bool) -> None:
        show_verdict(self.verdict, self.ok_button, text, ok=ok)

    def _award(self) -> None:
        """Preview once more (a field may have just changed) and make it, or say why not."""
        self.preview()
        plan = self.plan
        if plan is None or not self.ok_button.isEnabled():
            return
        from gui.widgets.error_dialog import show_error
        from model.errors import LibraryError

        try:
            make_party_event(self._library, plan)
        except LibraryError as error:
            show_error(self, "Cannot award the party", str(error))
            self.preview()
            return
        self.accept()


def _no_content(system: System[Any]) -> Ruleset:
    """No content: the party actions' fields name none, so their editors look none up."""
    return Ruleset(system.id, "")


def award_party(window: LibraryWindow) -> None:
    """Campaign ▸ Award the Party…: the dialog for the chosen campaign; refresh once made."""
    campaign_id, library = window.campaign_for_new(), window.library()
    if campaign_id is None or library is None:
        return
    dialog = PartyAwardDialog(window, library, library.get_campaign(campaign_id))
    if dialog.exec() == QDialog.DialogCode.Accepted and dialog.plan is not None:
        window.context.library_changed.emit()
        count = len(dialog.plan.members)
        window.statusBar().showMessage(
            f"Gave {count} character{'' if count == 1 else 's'}: {dialog.plan.words}.", 8000
        )


def undo_party_award(window: LibraryWindow) -> None:
    """Campaign ▸ Undo Party Award: after confirming, take the campaign's last party action back
    from every character it changed."""
    campaign_id, library = window.campaign_for_new(), window.library()
    if campaign_id is None or library is None:
        return
    campaign = library.get_campaign(campaign_id)
    action = library.last_party_action(campaign_id)
    if action is None:
        QMessageBox.information(
            window, "Undo Party Award", f"{campaign.name} has no party award to undo."
        )
        return
    count = len(action.character_ids)
    who = (
        library.get_character(action.character_ids[0]).name
        if count == 1
        else f"the {count} characters of {campaign.name} who got it"
    )
    answer = QMessageBox.question(
        window, "Undo Party Award", f"Take “{action.summary}” back from {who}?"
    )
    if answer != QMessageBox.StandardButton.Yes:
        return
    undone = attempt(
        window, "Cannot undo the party award", lambda lib: lib.undo_party_action(action.id)
    )
    if undone is not None:
        window.context.library_changed.emit()
        window.statusBar().showMessage(f"Undid “{action.summary}”.", 8000)
