# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The techie's mech: parts with kind and mech points, the limits; add, remove, set points."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gui.miridon import operations as ops
from gui.miridon.editor_dialog import fill_table, limits_label, selected_name, table
from gui.miridon.rank_tab import Apply, BuildSource
from rules.miridon.mech import PART_KINDS

MAX_POINTS = 100_000
NO_LIMITS = (
    "No mech limits yet: they come from a rank in Mech Training or Tech Training, "
    "and this character has neither."
)


def part_rows(build: Any) -> list[dict[str, Any]]:
    """Each part: name, kind, mech points."""
    return [
        {"name": p.name, "kind": p.kind, "mech_points": p.mech_points}
        for p in getattr(build.state, "mech", ())
    ]


class MechPanel(QWidget):
    """Parts table and limits; a form to add a part; remove or set points of the selected part."""

    INTRO = (
        "Only a character with Mech Training can pilot a mech: at most 3 parts, plus 1 for every "
        "3 ranks of Mech Training, one of them a Mech Body, and at most 25 mech points per rank "
        "in each part (Miridon rulebook, Chapter 9: Mech Rules — Mech Piloting)."
    )

    def __init__(self, source: BuildSource, apply: Apply, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._source, self._apply = source, apply
        self.parts = table("Mech parts", self)
        self.limits = QLabel(self)
        self.limits.setWordWrap(True)
        self.name = QLineEdit(self)
        self.kind = QComboBox(self)
        self.kind.setEditable(True)
        self.kind.addItems(list(PART_KINDS.values()))
        self.points = QSpinBox(self)
        self.points.setRange(0, MAX_POINTS)
        self.add_button = QPushButton("&Add Part", self)
        self.remove_button = QPushButton("&Remove Part", self)
        self.set_button = QPushButton("&Set Points", self)
        self._lay_out()
        self.add_button.clicked.connect(self.add_part)
        self.remove_button.clicked.connect(self.remove_selected)
        self.set_button.clicked.connect(self.set_selected_points)
        self.parts.itemSelectionChanged.connect(self._update)
        self.name.textChanged.connect(self._update)

    def _lay_out(self) -> None:
        form = QFormLayout()
        form.addRow("Part &name:", self.name)
        form.addRow("&Kind:", self.kind)
        form.addRow("&Mech points:", self.points)
        buttons = QHBoxLayout()
        for button in (self.add_button, self.remove_button, self.set_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        column = QVBoxLayout(self)
        column.addWidget(self.limits)
        column.addWidget(self.parts, 1)
        column.addLayout(form)
        column.addLayout(buttons)

    def refresh(self) -> None:
        """Show the parts and the limits of the current build."""
        build = self._source()
        fill_table(self.parts, part_rows(build))
        limits_label(build, "mech", self.limits)
        if not self.limits.text():
            self.limits.setText(NO_LIMITS)
        self._update()

    def _update(self) -> None:
        chosen = selected_name(self.parts)
        self.add_button.setEnabled(bool(self.name.text().strip()))
        self.remove_button.setEnabled(chosen is not None)
        self.set_button.setEnabled(chosen is not None)

    def add_part(self) -> bool:
        """Add the part described in the form."""
        name, kind = self.name.text().strip(), self.kind.currentText().strip()
        if not name or not kind:
            return False
        done = self._apply(ops.add_mech_part(name, kind, self.points.value()))
        if done:
            self.name.clear()
        return done

    def remove_selected(self) -> bool:
        """Take the selected part off."""
        chosen = selected_name(self.parts)
        return chosen is not None and self._apply(ops.remove_mech_part(chosen))

    def set_selected_points(self) -> bool:
        """Put the form's mech points into the selected part."""
        chosen = selected_name(self.parts)
        return chosen is not None and self._apply(ops.set_mech_points(chosen, self.points.value()))
