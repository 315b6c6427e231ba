# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The right-hand panel: one entry's form, its live problems, and Save / Revert.

The problems are listed under the form in a message area of fixed height (it scrolls when they do
not fit), so fixing or making a mistake while typing never moves a field."""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from gui.content_editor.entry_form import EntryForm, ProblemLabel
from gui.content_editor.pack_text import Entry, without_line
from rules.engine.content_error import ContentProblem

Validator = Callable[[Entry], list[ContentProblem]]
EMPTY_TEXT = "Choose an entry on the left, or add one with Entry ▸ New entry (Ctrl+N)."
NO_PROBLEMS = "No problems found."
MESSAGE_LINES = 4
"""How many messages the message area shows without scrolling."""


class EntryPanel(QWidget):
    """Shows one entry in the form of its kind; Save is enabled only for a valid change."""

    save_requested = Signal(dict)

    def __init__(self, formula_hint: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._formula_hint = formula_hint
        self._forms: dict[type[BaseModel], EntryForm] = {}
        self._validator: Validator = lambda _entry: []
        self._original: Entry | None = None
        self._is_new = False
        self._read_only = False
        self.problems: list[ContentProblem] = []
        self._build()
        self.clear()

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.summary = ProblemLabel()
        self.no_problems = QLabel(NO_PROBLEMS)
        self.no_problems.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.stack = QStackedWidget()
        self.placeholder = QLabel(EMPTY_TEXT)
        self.placeholder.setWordWrap(True)
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.stack.addWidget(self.placeholder)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(self.stack)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.override_button = QPushButton("&Override in a pack")
        self.override_button.setToolTip(
            "Copy this entry into one of your packs, where you can change it."
        )
        self.revert_button = QPushButton("&Revert")
        self.revert_button.setToolTip("Undo the changes to this entry since it was last saved.")
        self.save_button = QPushButton("&Save entry")
        self.save_button.setDefault(True)
        for button in (self.override_button, self.revert_button, self.save_button):
            buttons.addWidget(button)
        self.revert_button.clicked.connect(self.revert)
        self.save_button.clicked.connect(self.save)
        for widget in (self.title, self.note, scroll, self._message_area()):
            layout.addWidget(widget)
        layout.setStretch(2, 1)
        layout.addLayout(buttons)

    def _message_area(self) -> QScrollArea:
        """The problems of the shown entry, in a fixed height whether there are none or many."""
        inside = QWidget()
        self._messages = QVBoxLayout(inside)
        self._messages.setContentsMargins(0, 0, 0, 0)
        for widget in (self.no_problems, self.summary):
            self._messages.addWidget(widget)
        self._messages.addStretch(1)
        area = QScrollArea()
        area.setObjectName("entry-messages")
        area.setAccessibleName("Problems")
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setWidget(inside)
        icon = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        line = max(self.fontMetrics().lineSpacing(), icon)
        area.setFixedHeight(MESSAGE_LINES * line + (MESSAGE_LINES - 1) * self._messages.spacing())
        return area

    def set_formula_hint(self, hint: str) -> None:
        """The placeholder of formula fields in forms built from now on."""
        self._formula_hint = hint

    def set_validator(self, validator: Validator) -> None:
        """How to find the loader's problems with an edited entry (set by the window)."""
        self._validator = validator

    def form(self, kind: str, schema: type[BaseModel]) -> EntryForm:
        """The form of a content kind (built from its schema on first use)."""
        if schema not in self._forms:
            form = EntryForm(schema, self._formula_hint)
            form.setObjectName(f"{kind}-form")
            form.changed.connect(self.revalidate)
            self._forms[schema] = form
            self.stack.addWidget(form)
            self._messages.insertWidget(self._messages.count() - 1, form.messages)
            self._buttons_after(form)
        return self._forms[schema]

    def _buttons_after(self, form: EntryForm) -> None:
        """Tab goes through a new form's fields before the Override, Revert and Save buttons."""
        last: QWidget = form
        step = form.nextInFocusChain()
        while form.isAncestorOf(step):
            if step.focusPolicy() & Qt.FocusPolicy.TabFocus:
                last = step
            step = step.nextInFocusChain()
        for button in (self.override_button, self.revert_button, self.save_button):
            QWidget.setTabOrder(last, button)
            last = button

    def current_form(self) -> EntryForm | None:
        """The form on show, if an entry is shown."""
        widget = self.stack.currentWidget()
        return widget if isinstance(widget, EntryForm) else None

    def clear(self, message: str = EMPTY_TEXT) -> None:
        """Show no entry, only a hint."""
        self._original, self._is_new, self._read_only = None, False, True
        self.title.setText("No entry selected")
        self.placeholder.setText(message)
        self._show_form(self.placeholder)
        self.note.hide()
        self.override_button.hide()
        self._show_problems([])

    def show_entry(
        self, kind: str, schema: type[BaseModel], entry: Entry, title: str, *, is_new: bool = False,
        read_only: bool = False, taken_ids: set[str] | None = None, note: str = "",
    ) -> None:  # fmt: skip
        """Show an entry in its kind's form; read-only entries are greyed and cannot be saved."""
        form = self.form(kind, schema)
        form.taken_ids = set(taken_ids or ())
        form.set_entry(entry, id_locked=not is_new)
        form.setEnabled(not read_only)
        self._show_form(form)
        self._original, self._is_new, self._read_only = form.entry(), is_new, read_only
        self.title.setText(title)
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.override_button.setVisible(read_only)
        self.revalidate()

    def _show_form(self, page: QWidget) -> None:
        """Show a form (or the placeholder) and only its messages."""
        self.stack.setCurrentWidget(page)
        for form in self._forms.values():
            form.messages.setVisible(form is page)

    def is_dirty(self) -> bool:
        """Whether the form holds a change (or a new entry) that is not saved."""
        form = self.current_form()
        if form is None or self._read_only:
            return False
        return self._is_new or form.entry() != self._original

    def revalidate(self) -> None:
        """Run the loader on the edited entry and show what it says."""
        form = self.current_form()
        if form is None or self._read_only:
            self._show_problems([])
            return
        self.problems = self._validator(form.entry())
        self._show_problems(form.show_problems(self.problems))

    def _show_problems(self, rest: list[ContentProblem]) -> None:
        self.summary.text.setText("\n".join(without_line(p) for p in rest))
        self.summary.setVisible(bool(rest))
        form = self.current_form()
        listed = bool(rest) or (form is not None and form.has_shown_problems())
        self.no_problems.setVisible(not listed and form is not None and not self._read_only)
        can_save = self.is_dirty() and not self.problems
        self.save_button.setEnabled(can_save)
        self.revert_button.setEnabled(self.is_dirty() and not self._is_new)
        self.save_button.setVisible(not self._read_only)
        self.revert_button.setVisible(not self._read_only)
        if self.problems:
            self.save_button.setToolTip("Fix the problems shown before saving.")
        else:
            self.save_button.setToolTip("Save this entry to the pack (Ctrl+S).")

    def save(self) -> None:
        """Ask the window to store the edited entry (only when it is valid)."""
        form = self.current_form()
        if form is None or not self.save_button.isEnabled():
            return
        self.save_requested.emit(form.entry())

    def revert(self) -> None:
        """Throw away unsaved changes to the entry."""
        form = self.current_form()
        if form is not None and self._original is not None:
            form.set_entry(self._original, id_locked=not self._is_new)
            self.revalidate()
