# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Editors for single schema fields: text, long text, numbers, yes/no and one-of-a-list."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from gui.content_editor.schema_fields import FieldSpec

NONE_TEXT = "(none)"


class FieldEditor(QWidget):
    """Base of every field editor: a value in and out as plain data, and a `changed` signal."""

    changed = Signal()

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)

    def value(self) -> Any:
        """The edited value as plain data (None for an empty optional value)."""
        raise NotImplementedError

    def set_value(self, value: Any) -> None:
        """Show a value (None or a missing value shows the empty choice)."""
        raise NotImplementedError

    def focus_target(self) -> QWidget:
        """The control a label's mnemonic moves the focus to."""
        return self

    def _add(self, widget: QWidget) -> None:
        widget.setAccessibleName(self.spec.label)
        self._layout.addWidget(widget)


class TextEditor(FieldEditor):
    """A line of text; for an optional field, an empty line means "none"."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.edit = QLineEdit()
        if spec.optional:
            self.edit.setPlaceholderText(spec.hint or NONE_TEXT)
        self.edit.textChanged.connect(self.changed)
        self._add(self.edit)

    def value(self) -> Any:
        """The text; None for an optional field left empty."""
        text = self.edit.text()
        return None if self.spec.optional and not text.strip() else text

    def set_value(self, value: Any) -> None:
        """Show a text value."""
        self.edit.setText("" if value is None else str(value))

    def focus_target(self) -> QWidget:
        """The line edit."""
        return self.edit


class LongTextEditor(FieldEditor):
    """Several lines of text; Tab moves on to the next field."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.edit = QPlainTextEdit()
        self.edit.setTabChangesFocus(True)
        lines = self.edit.fontMetrics().lineSpacing()
        self.edit.setMinimumHeight(lines * 3)
        self.edit.setMaximumHeight(lines * 5 + 12)
        self.edit.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.edit.textChanged.connect(self.changed)
        self._add(self.edit)

    def value(self) -> Any:
        """The text."""
        return self.edit.toPlainText()

    def set_value(self, value: Any) -> None:
        """Show a text value."""
        self.edit.setPlainText("" if value is None else str(value))

    def focus_target(self) -> QWidget:
        """The text box."""
        return self.edit


class IntEditor(FieldEditor):
    """A whole number within the schema's bounds; optional numbers have a "none" step below."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.spin = QSpinBox()
        low = spec.minimum - 1 if spec.optional else spec.minimum
        self.spin.setRange(low, spec.maximum)
        if spec.optional:
            self.spin.setSpecialValueText("none")
        self.spin.valueChanged.connect(self.changed)
        self._add(self.spin)
        self._layout.addStretch(1)

    def value(self) -> Any:
        """The number; None at the "none" step of an optional number."""
        number = self.spin.value()
        return None if self.spec.optional and number < self.spec.minimum else number

    def set_value(self, value: Any) -> None:
        """Show a number (None shows "none", or the minimum)."""
        self.spin.setValue(self.spin.minimum() if value is None else int(value))

    def focus_target(self) -> QWidget:
        """The spin box."""
        return self.spin


class BoolEditor(FieldEditor):
    """Yes or no."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.check = QCheckBox()
        self.check.toggled.connect(self.changed)
        self._add(self.check)
        self._layout.addStretch(1)

    def value(self) -> Any:
        """True or False."""
        return self.check.isChecked()

    def set_value(self, value: Any) -> None:
        """Tick or untick."""
        self.check.setChecked(bool(value))

    def focus_target(self) -> QWidget:
        """The check box."""
        return self.check


def fill_choices(combo: QComboBox, choices: tuple[str, ...], with_none: bool) -> None:
    """Put the choices (and first the empty choice, if asked) into a combo box."""
    if with_none:
        combo.addItem(NONE_TEXT, None)
    for choice in choices:
        combo.addItem(choice, choice)


def select_choice(combo: QComboBox, value: Any) -> None:
    """Select the item whose data is `value` (the first item when there is none)."""
    index = combo.findData(value) if value is not None else -1
    combo.setCurrentIndex(max(index, 0))


class ChoiceEditor(FieldEditor):
    """One of a fixed list (an enum or a Literal); optional fields start with "(none)"."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.combo = QComboBox()
        fill_choices(self.combo, spec.choices, spec.optional)
        self.combo.currentIndexChanged.connect(self.changed)
        self._add(self.combo)
        self._layout.addStretch(1)

    def value(self) -> Any:
        """The chosen value, or None for "(none)"."""
        return self.combo.currentData()

    def set_value(self, value: Any) -> None:
        """Select a value."""
        select_choice(self.combo, value)

    def focus_target(self) -> QWidget:
        """The combo box."""
        return self.combo
