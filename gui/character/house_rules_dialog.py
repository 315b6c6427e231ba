# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A character's house rules, edited in a form built from its system's settings model.

Every field of `build.system.settings` (whole numbers, optional whole numbers, yes/no) gets a
control with the field's description; the owner stores `values()` in document["settings"], after
`settings_preview` has shown what the new values do to the sheet."""

from __future__ import annotations

import types
import typing
from typing import Any

from pydantic import BaseModel, ValidationError
from pydantic.fields import FieldInfo
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.diff_view import DiffDialog
from gui.widgets.mnemonics import with_mnemonic
from rules.engine.diff import Diff
from rules.engine.setting_words import about, setting_title, value_words

NOT_SET_TEXT = "Not set"
INT_LIMIT = 2_000_000_000


def field_label(name: str, field: FieldInfo) -> str:
    """What the house rule decides: `Starting Exp` (its title; else its name in words)."""
    return setting_title(name, field)


def _optional_inner(annotation: Any) -> Any | None:
    """The T of `T | None` (None when the annotation is not optional)."""
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        if len(args) == 1 and len(typing.get_args(annotation)) == 2:
            return args[0]
    return None


def _base_and_bounds(annotation: Any, metadata: list[Any]) -> tuple[Any, int, int]:
    """The plain type and the ge/le bounds of an annotation (bounds from Annotated metadata too)."""
    extra = list(metadata)
    while typing.get_origin(annotation) is typing.Annotated:
        annotation, *more = typing.get_args(annotation)
        for item in more:
            extra += item.metadata if isinstance(item, FieldInfo) else [item]
    low = next((int(m.ge) for m in extra if hasattr(m, "ge")), -INT_LIMIT)
    high = next((int(m.le) for m in extra if hasattr(m, "le")), INT_LIMIT)
    return annotation, low, high


class FieldControl:
    """One setting's control: a spin box (an optional number has a 'Not set' step) or a check box."""

    def __init__(self, name: str, field: FieldInfo, parent: QWidget) -> None:
        self.name = name
        inner = _optional_inner(field.annotation)
        self.optional = inner is not None
        base, low, high = _base_and_bounds(
            inner if self.optional else field.annotation, field.metadata
        )
        self.widget: QSpinBox | QCheckBox
        if base is bool:
            self.widget = QCheckBox(field_label(name, field), parent)
        elif base is int:
            spin = QSpinBox(parent)
            spin.setRange(low - 1 if self.optional else low, high)
            if self.optional:
                spin.setSpecialValueText(NOT_SET_TEXT)
            self.widget = spin
        else:
            raise TypeError(f"house rule {name}: only whole numbers and yes/no are supported")
        self.widget.setAccessibleName(field_label(name, field))
        self.widget.setToolTip(about(field))

    def set_value(self, value: Any) -> None:
        """Show a value (None: 'Not set')."""
        if isinstance(self.widget, QCheckBox):
            self.widget.setChecked(bool(value))
        else:
            self.widget.setValue(self.widget.minimum() if value is None else int(value))

    def value(self) -> Any:
        """The control's value (None for 'Not set')."""
        if isinstance(self.widget, QCheckBox):
            return self.widget.isChecked()
        at_floor = self.optional and self.widget.value() == self.widget.minimum()
        return None if at_floor else self.widget.value()


class HouseRulesDialog(QDialog):
    """The settings of one character, each control with its description; OK keeps them."""

    def __init__(
        self,
        model: type[BaseModel],
        current: dict[str, Any],
        title: str = "House Rules",
        parent: QWidget | None = None,
        campaign: tuple[str, dict[str, Any]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self._model = model
        self._campaign = campaign  # (its name, every rule's value there) for a campaign member
        self.controls = {n: FieldControl(n, f, self) for n, f in model.model_fields.items()}
        self.own_marks: dict[str, QLabel] = {}
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._lay_out()
        parsed = self._parse(current) or model()
        for name, control in self.controls.items():
            control.set_value(getattr(parsed, name))
            _changed(control.widget).connect(self._mark_own)
        self._mark_own()

    def set_intro(self, text: str) -> None:
        """Say what these house rules apply to (a campaign's dialog says: the whole campaign)."""
        self.intro.setText(text)

    def _mark_own(self) -> None:
        """In a campaign, mark each value that differs from the campaign's as this character's."""
        if self._campaign is None:
            return
        name_of_campaign, theirs = self._campaign
        for name, mark in self.own_marks.items():
            value = self.controls[name].value()
            own = value != theirs.get(name)
            mark.setText(
                f"House rule of this character (the campaign: {_shown(theirs.get(name))})"
                if own
                else f"As the campaign {name_of_campaign} has it"
            )
            mark.setForegroundRole(
                QPalette.ColorRole.Link if own else QPalette.ColorRole.PlaceholderText
            )

    def _lay_out(self) -> None:
        intro = self.intro = QLabel(self._intro_text(), self)
        intro.setWordWrap(True)
        form = QFormLayout()
        used = {"o", "c"}  # OK, Cancel
        for name, control in self.controls.items():
            field = self._model.model_fields[name]
            help_text = QLabel(about(field), self)  # one paragraph: the source's line breaks go
            help_text.setWordWrap(True)
            help_text.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            self._add_control(form, with_mnemonic(field_label(name, field), used), control.widget)
            if self._campaign is not None:
                self.own_marks[name] = mark = QLabel(self)
                form.addRow("", mark)
            form.addRow(help_text)  # the whole width: never squeezed beside a long label
        if not self.controls:
            form.addRow(QLabel("This rulebook leaves nothing open that needs a house rule.", self))
        column = QVBoxLayout(self)
        column.addWidget(intro)
        column.addLayout(form)
        column.addWidget(self.error)
        column.addWidget(self.buttons)
        boxes = [c.widget.sizeHint().width() for c in self.controls.values()]
        margins = column.contentsMargins()
        widest = max(boxes, default=0) + margins.left() + margins.right()
        self.setMinimumWidth(max(self.fontMetrics().averageCharWidth() * 70, widest))

    def _intro_text(self) -> str:
        intro = "House rules are the GM's values where the rulebook leaves a number open."
        if self._campaign is None:
            return f"{intro} They apply to this character only."
        return (
            f"{intro} This character is in {self._campaign[0]} and follows its house rules; a "
            "value of its own is marked on its sheet as a house rule of this character."
        )

    def _add_control(self, form: QFormLayout, text: str, widget: QSpinBox | QCheckBox) -> None:
        """A number with its label on the left; a yes/no named by its own check box."""
        if isinstance(widget, QCheckBox):
            widget.setText(text)
            form.addRow(widget)
            return
        label = QLabel(f"{text}:", self)
        label.setBuddy(widget)
        form.addRow(label, widget)

    def _parse(self, raw: dict[str, Any]) -> BaseModel | None:
        try:
            return self._model.model_validate(raw)
        except ValidationError:
            return None

    def values(self) -> dict[str, Any]:
        """The settings as stored: only values that differ from the defaults."""
        out = {}
        for name, control in self.controls.items():
            value = control.value()
            if value != self._model.model_fields[name].default:
                out[name] = value
        return out

    def accept(self) -> None:
        """Close with OK only when the values are valid (the reason is shown otherwise)."""
        try:
            self._model.model_validate(self.values())
        except ValidationError as error:
            self.error.setText(f"These values cannot be used: {error.errors()[0]['msg']}.")
            self.error.show()
            return
        super().accept()


def _changed(widget: QSpinBox | QCheckBox) -> Any:
    """The signal a control sends when its value changes."""
    return widget.toggled if isinstance(widget, QCheckBox) else widget.valueChanged


def rule_changes(
    model: type[BaseModel], before: dict[str, Any], after: dict[str, Any]
) -> list[str]:
    """Each house rule that changes, in words: `Resource max: not set → 8`."""
    changes = []
    for name, field in model.model_fields.items():
        old, new = before.get(name, field.default), after.get(name, field.default)
        if old != new:
            changes.append(f"{field_label(name, field)}: {_shown(old)} → {_shown(new)}")
    return changes


def _shown(value: Any) -> str:
    """A house rule's value as the form shows it."""
    return value_words(value)


def settings_preview(
    parent: QWidget,
    model: type[BaseModel],
    values: tuple[dict[str, Any], dict[str, Any]],
    diff: Diff,
) -> DiffDialog:
    """What new house rules (`values`: before, after) do to the sheet, with Apply and Cancel."""
    changes = "; ".join(rule_changes(model, *values))
    intro = (
        f"{changes + '. ' if changes else ''}This is what the new house rules do to the character:"
    )
    return DiffDialog(parent, "Change House Rules", intro, diff, "&Apply House Rules")
