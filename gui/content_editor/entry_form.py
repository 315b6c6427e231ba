# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A form for one content entry, built from its pydantic schema, with the loader's problems.

The problems are listed apart from the fields (`messages`, shown by the panel in a message area of
fixed height), and a field with a problem has its label in the warning colour: a message that comes
or goes while typing never moves the fields."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel
from PySide6.QtCore import Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QStyle, QVBoxLayout, QWidget

from gui.content_editor.field_groups import ChoiceListEditor, SourceEditor, StatGridEditor
from gui.content_editor.field_widgets import (
    BoolEditor,
    ChoiceEditor,
    FieldEditor,
    IntEditor,
    LongTextEditor,
    TextEditor,
)
from gui.content_editor.pack_text import Entry, field_problem, suggest_id
from gui.content_editor.schema_fields import FieldSpec, field_specs
from gui.content_editor.structured_editor import StructuredEditor
from gui.widgets.mnemonics import with_mnemonic
from gui.widgets.sheet_style import warning_colour
from rules.engine.content_error import ContentProblem

EDITORS: dict[str, type[FieldEditor]] = {
    "text": TextEditor,
    "formula": TextEditor,
    "unsupported": StructuredEditor,
    "long-text": LongTextEditor,
    "int": IntEditor,
    "bool": BoolEditor,
    "choice": ChoiceEditor,
    "stat-grid": StatGridEditor,
    "choice-list": ChoiceListEditor,
    "source": SourceEditor,
}

RESERVED_MNEMONICS = set("abcdeiklnoprsuwxy")
"""Letters the window's menus, buttons and labels use (Pack, Entry, Revert, Override, Save; Packs,
System, New pack, Import; Kind, New, Duplicate; Enabled, campaigns, details, Delete, Export)."""

ID_LOCKED_TIP = (
    "An entry's id never changes once it is saved, so characters that use it keep finding it. "
    "Duplicate the entry to give a copy a new id."
)


class ProblemLabel(QWidget):
    """A warning icon and one of the loader's messages."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        icon = QLabel()
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        warning = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        icon.setPixmap(warning.pixmap(size, size))
        self.text = QLabel()
        self.text.setWordWrap(True)
        layout.addWidget(icon, 0)
        layout.addWidget(self.text, 1)


class EntryForm(QWidget):
    """Edits one entry of a content kind; emits `changed` on every edit."""

    changed = Signal()

    def __init__(
        self, schema: type[BaseModel], formula_hint: str = "", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.schema = schema
        outer = QVBoxLayout(self)
        self.layout_ = QFormLayout()
        outer.addLayout(self.layout_)
        outer.addStretch(1)
        self.layout_.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.editors: dict[str, FieldEditor] = {}
        self.field_labels: dict[str, QLabel] = {}
        self.problem_labels: dict[str, ProblemLabel] = {}
        self.messages = QWidget()
        """The fields' problems, one line each in field order (placed by the panel)."""
        self._message_column = QVBoxLayout(self.messages)
        self._message_column.setContentsMargins(0, 0, 0, 0)
        self.taken_ids: set[str] = set()
        self._id_follows_name = False
        used = set(RESERVED_MNEMONICS)
        for spec in field_specs(schema):
            self._add_row(spec, formula_hint, used)
        self.editors["name"].changed.connect(self._name_changed)
        id_editor = self.editors["id"]
        if isinstance(id_editor, TextEditor):
            id_editor.edit.textEdited.connect(self._id_edited)

    def _add_row(self, spec: FieldSpec, formula_hint: str, used: set[str]) -> None:
        if spec.editor == "formula" and formula_hint:
            spec = FieldSpec(**{**spec.__dict__, "hint": formula_hint})
        editor = EDITORS[spec.editor](spec)
        label = QLabel(with_mnemonic(spec.label, used))
        label.setBuddy(editor.focus_target())
        editor.changed.connect(self.changed)
        problem = ProblemLabel()
        problem.hide()
        self.layout_.addRow(label, editor)
        self._message_column.addWidget(problem)
        self.editors[spec.name] = editor
        self.field_labels[spec.name] = label
        self.problem_labels[spec.name] = problem

    def set_entry(self, entry: Entry, id_locked: bool) -> None:
        """Show an entry; a saved entry's id is locked, a new one's follows its name."""
        for spec_name, editor in self.editors.items():
            editor.blockSignals(True)
            editor.set_value(entry.get(spec_name, editor.spec.default))
            editor.blockSignals(False)
        id_edit = self.editors["id"].focus_target()
        if isinstance(id_edit, QWidget) and hasattr(id_edit, "setReadOnly"):
            id_edit.setReadOnly(id_locked)
            id_edit.setToolTip(ID_LOCKED_TIP if id_locked else "")
        self._id_follows_name = not id_locked and entry.get("id") in (
            None,
            "",
            suggest_id(str(entry.get("name", "")), self.taken_ids),
        )
        self.show_problems([])

    def entry(self) -> Entry:
        """The edited entry as plain values; optional fields left at their default are omitted."""
        out: dict[str, Any] = {}
        for spec_name, editor in self.editors.items():
            value = editor.value()
            if editor.spec.required or value != editor.spec.default:
                out[spec_name] = value
        return out

    def _name_changed(self) -> None:
        if self._id_follows_name:
            name = self.editors["name"].value() or ""
            self.editors["id"].set_value(suggest_id(str(name), self.taken_ids))

    def _id_edited(self, _text: str) -> None:
        self._id_follows_name = False

    def show_problems(self, problems: list[ContentProblem]) -> list[ContentProblem]:
        """List each field's problems and mark its label; return those that belong to no field."""
        by_field: dict[str, list[str]] = {}
        rest = []
        for found in problems:
            top = (found.field or "").split(".")[0].split("[")[0]
            if top in self.problem_labels:
                by_field.setdefault(top, []).append(field_problem(found, self._plain_label(top)))
            else:
                rest.append(found)
        for field_name, label in self.problem_labels.items():
            messages = by_field.get(field_name, [])
            label.text.setText("\n".join(messages))
            label.setVisible(bool(messages))
            self._mark_label(field_name, messages)
            self.editors[field_name].focus_target().setAccessibleDescription(" ".join(messages))
        return rest

    def _plain_label(self, field_name: str) -> str:
        """The field's form label without its mnemonic or colon (`Name`)."""
        return self.field_labels[field_name].text().replace("&", "").rstrip(":").strip()

    def _mark_label(self, field_name: str, messages: list[str]) -> None:
        """The field's label in the warning colour (its width never changes), the problem as tip."""
        label = self.field_labels[field_name]
        palette = QPalette()  # sets nothing: the label follows the window's colours
        if messages:
            palette.setColor(QPalette.ColorRole.WindowText, warning_colour(self.palette()))
        label.setPalette(palette)
        label.setToolTip("\n".join(messages))

    def has_shown_problems(self) -> bool:
        """Whether any field's problem is listed."""
        return any(not label.isHidden() for label in self.problem_labels.values())
