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

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import UnionType
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import ValidationError
from pydantic.fields import FieldInfo
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.sheet_style import warning_colour
from model.safe_json import UnsafeJSON, loads_strict
from rules.engine.event_words import NAMED_FIELDS, op_title
from rules.engine.ruleset import Ruleset
from rules.engine.system import System

LIMIT = 2_000_000_000  # a spin box holds 32-bit numbers
UNKNOWN_OP = "The rules do not know this kind of event; its fields are shown as they are stored."


def field_label(key: str) -> str:
    """`flair` → `Flair`, `mech_points` → `Mech points`: a field in the player's words."""
    words = key.replace("_", " ").replace("-", " ").strip()
    return words[:1].upper() + words[1:]


@dataclass(frozen=True)
class FieldShape:
    """One field of an op as its editor needs it: type, whether it may be empty, bounds, choices."""

    key: str
    kind: Any
    optional: bool = False
    required: bool = False
    default: Any = None
    low: int | None = None
    high: int | None = None
    choices: tuple[Any, ...] = ()


def shape_of(name: str, info: FieldInfo) -> FieldShape:
    """The shape of a field of an op's pydantic model (named by its alias, as stored)."""
    kind, optional, metadata = _unwrap(info.annotation)
    metadata += info.metadata
    required = info.is_required()
    default = None if required else info.get_default(call_default_factory=True)
    low = next((_bound(m, "ge", "gt", 1) for m in metadata if _has(m, "ge", "gt")), None)
    high = next((_bound(m, "le", "lt", -1) for m in metadata if _has(m, "le", "lt")), None)
    choices = get_args(kind) if get_origin(kind) is Literal else ()
    return FieldShape(info.alias or name, kind, optional, required, default, low, high, choices)


def shape_of_value(key: str, value: Any) -> FieldShape:
    """The shape of a stored field of an op the rules do not know, from its value."""
    kind = type(value) if isinstance(value, bool | int | str) else object
    return FieldShape(key, kind, optional=kind is not bool)


def _unwrap(annotation: Any) -> tuple[Any, bool, list[Any]]:
    """`Optional[Annotated[int, Field(ge=0)]]` → (int, True, [Ge(0)])."""
    optional = False
    metadata: list[Any] = []
    while True:
        origin, args = get_origin(annotation), get_args(annotation)
        if origin is Annotated:
            annotation = args[0]
            for extra in args[1:]:
                metadata += getattr(extra, "metadata", [extra])
        elif origin in (Union, UnionType) and type(None) in args and len(args) == 2:
            annotation, optional = next(a for a in args if a is not type(None)), True
        else:
            return annotation, optional, metadata


def _has(constraint: Any, *names: str) -> bool:
    return any(getattr(constraint, name, None) is not None for name in names)


def _bound(constraint: Any, inclusive: str, exclusive: str, step: int) -> int:
    value = getattr(constraint, inclusive, None)
    return int(value) if value is not None else int(getattr(constraint, exclusive)) + step


class Editor:
    """A field's editor: its widget, the value it holds, and what is wrong with it."""

    def __init__(self, shape: FieldShape, widget: QWidget) -> None:
        self.shape, self.widget = shape, widget

    def show_value(self, value: Any) -> None:
        """Show a stored value (None: the field is not in the event)."""
        raise NotImplementedError

    def field_value(self) -> Any:
        """The value as it would be stored (None: leave the field out)."""
        raise NotImplementedError

    def on_change(self, callback: Callable[[], None]) -> None:
        """Call back whenever the player changes the value."""
        raise NotImplementedError

    def problem(self) -> str | None:
        """Why the value cannot be stored, or None."""
        return None


class NumberEditor(Editor):
    """A whole number within the field's bounds; an optional one can be "none"."""

    def __init__(self, shape: FieldShape) -> None:
        self.box = QSpinBox()
        super().__init__(shape, self.box)
        low = max(-LIMIT, shape.low if shape.low is not None else -LIMIT)
        high = min(LIMIT, shape.high if shape.high is not None else LIMIT)
        self.box.setRange(low - 1 if shape.optional else low, high)
        if shape.optional:
            self.box.setSpecialValueText("none")
        self.box.setAccelerated(True)

    def show_value(self, value: Any) -> None:
        if isinstance(value, int):
            self.box.setValue(value)
        elif self.shape.optional:
            self.box.setValue(self.box.minimum())
        else:
            self.box.setValue(min(max(0, self.box.minimum()), self.box.maximum()))

    def field_value(self) -> Any:
        empty = self.shape.optional and self.box.value() == self.box.minimum()
        return None if empty else self.box.value()

    def on_change(self, callback: Callable[[], None]) -> None:
        self.box.valueChanged.connect(callback)


class CheckEditor(Editor):
    """Yes or no."""

    def __init__(self, shape: FieldShape) -> None:
        self.box = QCheckBox()
        super().__init__(shape, self.box)

    def show_value(self, value: Any) -> None:
        self.box.setChecked(bool(value))

    def field_value(self) -> Any:
        return self.box.isChecked()

    def on_change(self, callback: Callable[[], None]) -> None:
        self.box.toggled.connect(callback)


class ChoiceEditor(Editor):
    """One of a list: the allowed values of a field, or the content entries it names (by name).

    For content (`editable`), an id the content does not have can be typed as it is."""

    def __init__(self, shape: FieldShape, items: list[tuple[str, Any]], editable: bool) -> None:
        self.box = QComboBox()
        super().__init__(shape, self.box)
        self.box.setEditable(editable)
        self.box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        if shape.optional and not editable:
            self.box.addItem("none", None)
        for text, value in items:
            self.box.addItem(text, value)

    def show_value(self, value: Any) -> None:
        found = self.box.findData(value)
        if found < 0 and value is not None and not self.box.isEditable():
            self.box.addItem(str(value), value)  # a stored value the rules no longer allow
            found = self.box.count() - 1
        self.box.setCurrentIndex(found)
        if found < 0 and self.box.isEditable():
            self.box.setEditText("" if value is None else str(value))

    def field_value(self) -> Any:
        if not self.box.isEditable():
            return self.box.currentData()
        text, current = self.box.currentText().strip(), self.box.currentIndex()
        if current >= 0 and self.box.itemText(current) == text:
            return self.box.currentData()
        found = self.box.findText(text)
        return self.box.itemData(found) if found >= 0 else (text or None)

    def on_change(self, callback: Callable[[], None]) -> None:
        self.box.currentIndexChanged.connect(callback)
        self.box.editTextChanged.connect(callback)


class TextEditor(Editor):
    """Text; an optional field left empty is left out."""

    def __init__(self, shape: FieldShape) -> None:
        self.line = QLineEdit()
        super().__init__(shape, self.line)

    def show_value(self, value: Any) -> None:
        self.line.setText("" if value is None else str(value))

    def field_value(self) -> Any:
        text = self.line.text()
        return None if self.shape.optional and not text.strip() else text

    def on_change(self, callback: Callable[[], None]) -> None:
        self.line.textChanged.connect(callback)


class JsonEditor(TextEditor):
    """Anything else (a list, a table of numbers) as one line of JSON."""

    def show_value(self, value: Any) -> None:
        self.line.setText("" if value is None else json.dumps(value, ensure_ascii=False))
        self.line.setPlaceholderText('JSON, e.g. ["a", "b"] or {"hp": 2}')

    def field_value(self) -> Any:
        try:
            return self._parsed()
        except UnsafeJSON:
            return None

    def problem(self) -> str | None:
        try:
            self._parsed()
        except UnsafeJSON as error:
            return f"this {error}."
        return None

    def _parsed(self) -> Any:
        text = self.line.text().strip()
        return loads_strict(text) if text else None


def make_editor(shape: FieldShape, content: Ruleset, system: System[Any]) -> Editor:
    """The editor that fits a field."""
    if shape.kind is bool:
        return CheckEditor(shape)
    if shape.kind is int:
        return NumberEditor(shape)
    if shape.choices:
        return ChoiceEditor(shape, [(_choice(c), c) for c in shape.choices], editable=False)
    if shape.kind is str and shape.key in NAMED_FIELDS and shape.key in system.content_kinds:
        entries = sorted(content.entries(shape.key), key=lambda e: e.name.casefold())
        return ChoiceEditor(shape, [(e.name, e.id) for e in entries], editable=True)
    if shape.kind is str:
        return TextEditor(shape)
    return JsonEditor(shape)


def _choice(value: Any) -> str:
    text = str(value)
    return text[:1].upper() + text[1:]


def _mnemonic(text: str, used: set[str]) -> str:
    """`Flair` → `&Flair`, with a letter no other label of the form has taken."""
    for position, letter in enumerate(text):
        if letter.isalpha() and letter.lower() not in used:
            used.add(letter.lower())
            return f"{text[:position]}&{text[position:]}"
    return text


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
        self._check()

    def _add_editor(self, row: int, shape: FieldShape, used: set[str]) -> None:
        editor = make_editor(shape, self._content, self._system)
        editor.show_value(self._original.get(shape.key, shape.default))
        editor.on_change(self._check)
        label = QLabel(_mnemonic(field_label(shape.key), used) + ":")
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
