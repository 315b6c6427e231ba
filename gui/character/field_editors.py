# SPDX-License-Identifier: LicenseRef-Sheetwright
"""One editor per field of an op, read from its pydantic fields model (the event form's parts).

A number box for whole numbers (within the model's bounds), a check box for yes/no, a list of the
content's names for fields that name content (flair, skill…), a list of the allowed values, a text
box for text, and a small JSON box for anything else (lists, tables of numbers).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from types import UnionType
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic.fields import FieldInfo
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QSpinBox, QWidget

from model.safe_json import UnsafeJSON, loads_strict
from rules.engine.event_words import NAMED_FIELDS
from rules.engine.ruleset import Ruleset
from rules.engine.system import System

LIMIT = 2_000_000_000  # a spin box holds 32-bit numbers


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
