# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Editors for compound schema fields: a number per stat, a short list of choices, a source."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QLineEdit, QSpinBox, QWidget

from gui.content_editor.field_widgets import FieldEditor, fill_choices, select_choice
from gui.content_editor.schema_fields import FieldSpec

BLANK = "—"


class StatGridEditor(FieldEditor):
    """`dict[Stat, int]`: a small grid with one spin box per stat; 0 (shown as —) means none."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setVerticalSpacing(2)
        columns = len(spec.choices) if len(spec.choices) <= 6 else 5
        self.spins: dict[str, QSpinBox] = {}
        for index, key in enumerate(spec.choices):
            spin = self._spin(key)
            label = QLabel(key.upper())
            label.setBuddy(spin)
            row, column = divmod(index, columns)
            grid.addWidget(label, row * 2, column)
            grid.addWidget(spin, row * 2 + 1, column)
            self.spins[key] = spin
        grid.setColumnStretch(columns, 1)
        self._layout.addLayout(grid)

    def _spin(self, key: str) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(min(0, self.spec.minimum), self.spec.maximum)
        if self.spec.minimum > 0:
            spin.setSpecialValueText(BLANK)
        spin.setAccessibleName(f"{self.spec.label}: {key.upper()}")
        spin.valueChanged.connect(self.changed)
        return spin

    def value(self) -> Any:
        """The stats with a value other than 0."""
        return {key: spin.value() for key, spin in self.spins.items() if spin.value() != 0}

    def set_value(self, value: Any) -> None:
        """Show the values of a mapping (missing stats show 0 / —)."""
        values = value if isinstance(value, dict) else {}
        for key, spin in self.spins.items():
            number = values.get(key, 0)
            spin.setValue(number if isinstance(number, int) else 0)

    def focus_target(self) -> QWidget:
        """The first spin box."""
        return next(iter(self.spins.values()), self)


class ChoiceListEditor(FieldEditor):
    """`list[Enum]` with a maximum length: that many combo boxes, each may be "(none)"."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.combos: list[QComboBox] = []
        for number in range(1, spec.max_items + 1):
            combo = QComboBox()
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(7)
            fill_choices(combo, spec.choices, with_none=True)
            combo.setAccessibleName(f"{spec.label} {number}")
            combo.currentIndexChanged.connect(self.changed)
            self._layout.addWidget(combo)
            self.combos.append(combo)
        self._layout.addStretch(1)

    def value(self) -> Any:
        """The chosen values in order, skipping "(none)"."""
        return [c.currentData() for c in self.combos if c.currentData() is not None]

    def set_value(self, value: Any) -> None:
        """Fill the combo boxes from a list (extra boxes show "(none)")."""
        items = list(value) if isinstance(value, list) else []
        for index, combo in enumerate(self.combos):
            select_choice(combo, items[index] if index < len(items) else None)

    def focus_target(self) -> QWidget:
        """The first combo box."""
        return self.combos[0] if self.combos else self


class SourceEditor(FieldEditor):
    """A source: the book (for homebrew, "homebrew: <pack name>") and an optional section."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.book = QLineEdit()
        self.book.setAccessibleName(f"{spec.label}: book")
        self.section = QLineEdit()
        self.section.setAccessibleName(f"{spec.label}: section")
        self.section.setPlaceholderText("section (optional)")
        for edit in (self.book, self.section):
            edit.textChanged.connect(self.changed)
        book_label, section_label = QLabel("Book"), QLabel("Section")
        book_label.setBuddy(self.book)
        section_label.setBuddy(self.section)
        for widget in (book_label, self.book, section_label, self.section):
            self._layout.addWidget(widget)
        self._layout.setStretch(1, 3)
        self._layout.setStretch(3, 2)

    def value(self) -> Any:
        """`{book: …}` plus `section` when one is given."""
        out: dict[str, Any] = {"book": self.book.text()}
        if self.section.text().strip():
            out["section"] = self.section.text()
        return out

    def set_value(self, value: Any) -> None:
        """Show a source mapping."""
        source = value if isinstance(value, dict) else {}
        self.book.setText(str(source.get("book") or ""))
        self.section.setText(str(source.get("section") or ""))

    def focus_target(self) -> QWidget:
        """The book field."""
        return self.book
