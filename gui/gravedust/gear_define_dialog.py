# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Define a new piece of gear after creation: the wizard's form; the piece is kept on the
character (a `define` event, as the wizard keeps it) and equipped or carried, as one undoable step."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from gui.character.operation import Operation
from gui.gravedust.gear_dialog import owned_instances
from gui.gravedust.gear_form import GearForm
from gui.gravedust.operations import define_and_gain_gear, new_instance
from rules.engine.build import Build

Check = Callable[[Operation], str]
"""Why the rules would refuse an operation, in their words ("" when they allow it)."""
Apply = Callable[[Operation], bool]

INTRO = (
    "The piece is defined on this character only and listed in its history. To offer it to "
    "other characters too, add it to a homebrew pack in the content editor."
)
NAME_FIRST = "Give the piece a name first."
EQUIP_TEXT = "&Equip it in {slot} now (else it is carried in the items)"


class DefineGearDialog(QDialog):
    """The gear form and whether to equip the piece; Define Piece keeps it (one step), and a
    refusal leaves the dialog open with everything as typed."""

    def __init__(
        self,
        build: Build[Any],
        check: Check,
        apply: Apply,
        slot: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Define a New Piece of Gear")
        self._build, self._check, self._apply = build, check, apply
        self._source: Callable[[], Build[Any]] | None = None
        self.form = GearForm(self)
        if slot:
            self.form.slot.setCurrentIndex(max(self.form.slot.findData(slot), 0))
        self.equip_it = QCheckBox(self)
        self.equip_it.setChecked(True)
        self.problem = QLabel(self)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText("&Define Piece")
        self._lay_out()
        self.buttons.accepted.connect(self.define)
        self.buttons.rejected.connect(self.reject)
        self.form.changed.connect(self._update)
        self.equip_it.toggled.connect(self._update)
        self._update()
        self.form.name.setFocus()

    def _lay_out(self) -> None:
        intro = QLabel(INTRO, self)
        intro.setWordWrap(True)
        self.problem.setWordWrap(True)
        self.problem.setMinimumHeight(self.fontMetrics().lineSpacing() * 2)  # never moves the form
        column = QVBoxLayout(self)
        column.addWidget(intro)
        column.addWidget(self.form)
        column.addWidget(self.equip_it)
        column.addWidget(self.problem)
        column.addStretch(1)
        column.addWidget(self.buttons)

    def operation(self) -> Operation | None:
        """Define the piece in the form and gain it, into its slot or carried; None unnamed."""
        if not self.form.name.text().strip():
            return None
        entry = self.form.entry({e.id for e in self._build.content.entries("gear")})
        instance = new_instance(entry["id"], owned_instances(self._build))
        slot = self.form.target_slot() if self.equip_it.isChecked() else None
        return define_and_gain_gear(entry, instance, slot)

    def follow(self, changed: SignalInstance, source: Callable[[], Build[Any]]) -> None:
        """Check the piece against the character's newest build each time `changed` is emitted."""
        self._source = source
        changed.connect(self.refresh)

    def refresh(self) -> None:
        """Check the piece against the newest build of what `follow` was given."""
        if self._source is not None:
            self._build = self._source()
            self._update()

    def _update(self) -> None:
        self.equip_it.setText(EQUIP_TEXT.format(slot=self.form.slot.currentText()))
        operation = self.operation()
        why = NAME_FIRST if operation is None else self.form.problem() or self._check(operation)
        self.problem.setText(why)
        self.ok.setEnabled(not why)
        self.ok.setToolTip(why)

    def define(self) -> bool:
        """Keep the piece on the character (one undoable step) and close; False when refused."""
        operation = self.operation()
        if operation is None or not self._apply(operation):
            return False
        self.accept()
        return True
