# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Revisiting decisions in the History panel: the selected event edited, removed, moved, or a new
one inserted before it — each shown as a diff first, then made as one undoable step.

Buttons under the events, the events' context menu and keys (Enter edits, Delete removes, Insert
inserts, Alt+Up/Alt+Down move) all trigger the same actions. Each action builds a `Change`,
previews it, and on Apply hands it to `CharacterWindow.change_history`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QPushButton

from gui.character.event_form import EventForm
from gui.character.operation import event as new_event
from gui.widgets import error_dialog
from gui.widgets.diff_view import DiffDialog
from gui.widgets.popups import open_dialog
from rules.engine.change import Change, Edit, HistoryError, Insert, Move, Remove
from rules.engine.event import Event
from rules.engine.event_words import op_title, summary

if TYPE_CHECKING:
    from gui.character.window import CharacterWindow

ACTIONS = (
    ("edit", "&Edit…", ("Return", "Enter"), "Change this event in its form"),
    ("remove", "&Remove", ("Del",), "Take this event out of the history"),
    ("insert", "&Insert Before…", ("Ins",), "Put a new event before this one"),
    ("up", "Move &Up", ("Alt+Up",), "Make this event one step earlier"),
    ("down", "Move &Down", ("Alt+Down",), "Make this event one step later"),
)
"""Each action: key, menu text, keys (while the events have the focus), tooltip."""


class HistoryActions:
    """The actions on the History panel's selected event, for one character window."""

    def __init__(self, window: CharacterWindow) -> None:
        self.window, self.panel = window, window.history
        self.dialog: QDialog | None = None
        """The form or preview opened last, while it is open."""
        self.writable = True
        """Whether the character may be changed here (not in someone else's shared character)."""
        self.actions = {key: self._action(text, keys, tip) for key, text, keys, tip in ACTIONS}
        self.buttons: dict[str, QPushButton] = {}
        self._wire()
        self._update()

    def _action(self, text: str, keys: tuple[str, ...], tip: str) -> QAction:
        action = QAction(text, self.panel.events_view)
        action.setShortcuts([QKeySequence(k) for k in keys])
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shown = QKeySequence(keys[0]).toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{tip} ({shown})")
        return action

    def _wire(self) -> None:
        view, handlers = self.panel.events_view, self._handlers()
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        for key, action in self.actions.items():
            action.triggered.connect(handlers[key])
            view.addAction(action)
            if key == "insert":
                view.addAction(_separator(view))
            self.buttons[key] = self._button(action)
        self.panel.event_buttons.addStretch(1)
        view.doubleClicked.connect(lambda _: self.actions["edit"].trigger())
        view.selectionModel().selectionChanged.connect(self._update)
        self.panel.events.modelReset.connect(self._update)

    def _handlers(self) -> dict[str, Callable[[], object]]:
        return {
            "edit": self.edit,
            "remove": self.remove,
            "insert": self.insert_before,
            "up": lambda: self.move(-1),
            "down": lambda: self.move(1),
        }

    def _button(self, action: QAction) -> QPushButton:
        # No mnemonic on the buttons: Alt+E and Alt+D belong to the menus and tabs already.
        button = QPushButton(action.text().replace("&", ""))
        button.setToolTip(action.toolTip())
        button.setAutoDefault(False)
        button.clicked.connect(action.trigger)
        action.changed.connect(lambda: button.setEnabled(action.isEnabled()))
        self.panel.event_buttons.addWidget(button)
        return button

    def set_writable(self, writable: bool) -> None:
        """Offer the changes to events only while the character may be changed here."""
        self.writable = writable
        self._update()

    def _update(self) -> None:
        """Only a selected event can be changed; the first cannot move up, the last not down;
        none while the character may only be read."""
        row, last = self.panel.selected_row(), self.panel.events.rowCount() - 1
        for key, action in self.actions.items():
            allowed = {"up": row is not None and row > 0, "down": row is not None and row < last}
            action.setEnabled(self.writable and allowed.get(key, row is not None))

    def edit(self) -> EventForm | None:
        """Open the selected event's form, filled in; on Preview… show what the edit does."""
        row = self.panel.selected_row()
        if row is None:
            return None
        build = self.window.build
        old = build.events[row]
        form = EventForm(self.window, build.system, build.content, old.op, old.fields, old.note)
        form.setWindowTitle(f"Edit Event {row + 1}")
        form.accepted.connect(lambda: self._edited(row, old, form))
        return self._open(form)

    def _edited(self, row: int, old: Event, form: EventForm) -> None:
        changed = Event(old.op, form.fields(), old.at, form.note())
        if changed == old:
            self.window.statusBar().showMessage(f"Event {row + 1} is unchanged.", 5000)
            return
        text = self._words(changed)
        intro = f"Change event {row + 1} to {text}?"
        self._preview(Edit(row, changed), "Edit Event", intro, f"Edit {text}", row)

    def insert_before(self) -> EventForm | None:
        """Choose a kind of event, fill in its form; on Preview… show what inserting it does."""
        row = self.panel.selected_row()
        if row is None:
            return None
        build = self.window.build
        form = EventForm(self.window, build.system, build.content, None)
        form.setWindowTitle(f"Insert an Event Before Event {row + 1}")
        form.accepted.connect(lambda: self._inserting(row, form))
        return self._open(form)

    def _inserting(self, row: int, form: EventForm) -> None:
        made = new_event(form.op_name(), form.note(), **form.fields())
        before = self._words(self.window.build.events[row])
        intro = f"Insert {self._words(made)} as event {row + 1}, before {before}?"
        label = f"Insert {op_title(made.op)} before event {row + 1}"
        self._preview(Insert(row, (made,)), "Insert Event", intro, label, row + 1)

    def remove(self) -> DiffDialog | None:
        """Show what removing the selected event does; Apply removes it."""
        row = self.panel.selected_row()
        if row is None:
            return None
        text = self._words(self.window.build.events[row])
        intro = f"Remove event {row + 1}: {text}?"
        return self._preview(Remove(row), "Remove Event", intro, f"Remove {text}", row)

    def move(self, step: int) -> DiffDialog | None:
        """Show what moving the selected event one step earlier (-1) or later (+1) does."""
        row = self.panel.selected_row()
        if row is None or not 0 <= row + step < self.panel.events.rowCount():
            return None
        text, way = self._words(self.window.build.events[row]), "up" if step < 0 else "down"
        intro = f"Move event {row + 1}: {text} {way}, to become event {row + step + 1}?"
        return self._preview(
            Move(row, row + step), "Move Event", intro, f"Move {text} {way}", row + step
        )

    def _preview(
        self, change: Change, title: str, intro: str, label: str, select: int
    ) -> DiffDialog | None:
        """The diff of a change; Apply makes it and selects row `select` (the event moved along)."""
        before = self.window.build.events
        try:
            preview = self.window.session.preview_change(change)
        except HistoryError as error:
            error_dialog.show_error(self.window, "The change cannot be made", str(error))
            return None
        after = preview.built.build

        def name(number: int) -> str:
            return self._words(after.events[number - 1]) if number <= len(after.events) else ""

        dialog = DiffDialog(self.window, title, intro, preview.diff, event_name=name)
        breaks = preview.diff.breaks
        dialog.accepted.connect(lambda: self._apply(change, label, breaks, before, select))
        self._open(dialog)
        return dialog

    def _apply(
        self, change: Change, label: str, breaks: bool, before: tuple[Event, ...], select: int
    ) -> None:
        if self.window.build.events != before:
            error_dialog.show_error(
                self.window,
                "The history changed",
                "The character changed while the preview was open, so nothing was changed. "
                "Look at the history again and make the change once more.",
            )
            return
        if self.window.change_history(change, label, keep_errors=breaks):
            self.panel.select_row(select)

    def _open[D: QDialog](self, dialog: D) -> D:
        self.dialog = dialog
        dialog.finished.connect(lambda _: self._closed(dialog))
        open_dialog(dialog)
        return dialog

    def _closed(self, dialog: QDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None

    def _words(self, event: Event) -> str:
        build = self.window.build
        return summary(event, build.content, build.system)


def _separator(parent: QObject) -> QAction:
    separator = QAction(parent)
    separator.setSeparator(True)
    return separator
