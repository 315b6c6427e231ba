# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The form of one event: an editor for each field of its op, and the note.

Each system's spend dialogs make events in the first place; this form is how any event is changed
afterwards (History ▸ Edit…, filled in) or a new one is put before another (Insert Before…, which
first lets the player choose the kind of event). It reads the op's fields model: a number box for
whole numbers (within the model's bounds), a check box for yes/no, a list of the content's names
for fields that name content (flair, skill…), a list of the allowed values, a text box for text,
and a small JSON box for anything else (lists, tables of numbers).
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import pairwise
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from gui.character.field_editors import (
    Editor,
    FieldShape,
    field_label,
    make_editor,
    shape_of,
    shape_of_value,
)
from gui.widgets.mnemonics import with_mnemonic
from gui.widgets.sheet_style import warning_colour
from rules.engine.event_words import op_title
from rules.engine.ruleset import Ruleset
from rules.engine.system import System

UNKNOWN_OP = "The rules do not know this kind of event; its fields are shown as they are stored."


class EventForm(QDialog):
    """One event's op (chosen from the system's ops when `op_name` is None), fields and note.

    Read the result with `op_name()`, `fields()` (as stored: a field left at its default that was
    not in the event before is left out) and `note()` once the form is accepted.
    """

    def __init__(
        self,
        parent: QWidget | None,
        system: System[Any],
        content: Ruleset,
        op_name: str | None,
        fields: Mapping[str, Any] | None = None,
        note: str | None = None,
    ) -> None:
        super().__init__(parent)
        self._system, self._content = system, content
        self._original = dict(fields or {})
        self._op_name = ""
        self.editors: dict[str, Editor] = {}
        self.op = self._op_box()
        self.title, self.about, self.problem = QLabel(), QLabel(), QLabel()
        self.fields_form = QFormLayout()
        self.note_edit = QLineEdit(note or "")
        self.note_edit.setPlaceholderText("Why? (shown in the history)")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText("&Preview…")
        self.ok_button.setToolTip("Show what the change does before it is made")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._lay_out(choosing=op_name is None)
        self._show_op(op_name or str(self.op.currentData() or ""))
        self.op.currentIndexChanged.connect(self._op_chosen)
        if op_name is not None:  # an event edited opens on its first field, not on the note
            first = next(iter(self.editors.values()), None)
            (first.widget if first is not None else self.note_edit).setFocus()

    def _op_box(self) -> QComboBox:
        box = QComboBox()
        box.setAccessibleName("Kind of event")
        for spec in sorted(self._system.ops, key=lambda s: op_title(s.name)):
            box.addItem(op_title(spec.name), spec.name)
            box.setItemData(box.count() - 1, spec.summary, Qt.ItemDataRole.ToolTipRole)
        return box

    def _lay_out(self, choosing: bool) -> None:
        column = QVBoxLayout(self)
        if choosing:
            row = QFormLayout()
            label = QLabel("&Event:")
            label.setBuddy(self.op)
            row.addRow(label, self.op)
            column.addLayout(row)
        else:
            self.op.hide()
            font = self.title.font()
            font.setBold(True)
            self.title.setFont(font)
            column.addWidget(self.title)
        self.about.setWordWrap(True)
        column.addWidget(self.about)
        note = QLabel("&Note:")
        note.setBuddy(self.note_edit)
        self.fields_form.addRow(note, self.note_edit)
        column.addLayout(self.fields_form)
        self.problem.setWordWrap(True)
        palette = self.problem.palette()
        palette.setColor(QPalette.ColorRole.WindowText, warning_colour(palette))
        self.problem.setPalette(palette)
        column.addWidget(self.problem)
        column.addStretch(1)
        column.addWidget(self.buttons)
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * 32)

    def _op_chosen(self) -> None:
        self._original = {}
        self._show_op(str(self.op.currentData()))
        self.adjustSize()

    def _show_op(self, op_name: str) -> None:
        """One editor per field of the op (per stored field, for an op the rules do not know)."""
        self._op_name = op_name
        spec = self._system.ops.get(op_name)
        self.title.setText(op_title(op_name))
        self.about.setText(spec.summary if spec is not None else UNKNOWN_OP)
        while self.fields_form.rowCount() > 1:  # the fields go; the note stays, last
            self.fields_form.removeRow(0)
        shapes = (
            [shape_of(name, info) for name, info in spec.fields.model_fields.items()]
            if spec is not None
            else [shape_of_value(key, value) for key, value in self._original.items()]
        )
        used = {"e", "n", "p"}  # Event, Note, Preview
        self.editors = {}
        for row, shape in enumerate(shapes):
            self._add_editor(row, shape, used)
        self._order_tabs()
        self._check()

    def _order_tabs(self) -> None:
        """Tab goes down the form as it reads: kind of event, fields, note, then the buttons."""
        row = self.buttons.layout()
        buttons = [row.itemAt(i).widget() for i in range(row.count())]  # as they are shown
        shown_op = [self.op] if self.op.window() is self else []  # the op is chosen in the form
        fields = [editor.widget for editor in self.editors.values()]
        chain = [*shown_op, *fields, self.note_edit, *filter(None, buttons)]
        for before, after in pairwise(chain):
            QWidget.setTabOrder(before, after)

    def _add_editor(self, row: int, shape: FieldShape, used: set[str]) -> None:
        editor = make_editor(shape, self._content, self._system)
        editor.show_value(self._original.get(shape.key, shape.default))
        editor.on_change(self._check)
        label = QLabel(with_mnemonic(field_label(shape.key), used) + ":")
        label.setBuddy(editor.widget)
        self.fields_form.insertRow(row, label, editor.widget)
        self.editors[shape.key] = editor

    def op_name(self) -> str:
        """The op of the event the form makes."""
        return self._op_name

    def fields(self) -> dict[str, Any]:
        """The fields as they would be stored."""
        out: dict[str, Any] = {}
        for key, editor in self.editors.items():
            value, shape = editor.field_value(), editor.shape
            keep = key in self._original or shape.required or value != shape.default
            if value is not None and keep:
                out[key] = value
        return out

    def note(self) -> str | None:
        """The note, or None when it is empty."""
        return self.note_edit.text().strip() or None

    def problems(self) -> list[str]:
        """What keeps the form from being accepted, in the player's words (empty: nothing)."""
        found = []
        for key, editor in self.editors.items():
            problem = editor.problem()
            if problem is None and editor.shape.required and editor.field_value() in (None, ""):
                problem = "fill this in."
            if problem is not None:
                found.append(f"{field_label(key)}: {problem}")
        spec = self._system.ops.get(self._op_name)
        if not found and spec is not None:
            try:
                spec.fields.model_validate(self.fields())
            except ValidationError as error:
                found += [_validation_line(e) for e in error.errors()]
        return found

    def _check(self) -> None:
        found = self.problems()
        self.problem.setText("\n".join(found))
        self.problem.setVisible(bool(found))
        self.ok_button.setEnabled(not found)


def _validation_line(error: Any) -> str:
    """`Name: String should have at most 80 characters.` from one of pydantic's errors."""
    where = field_label(str(error["loc"][0])) if error.get("loc") else "This event"
    return f"{where}: {error['msg']}."
