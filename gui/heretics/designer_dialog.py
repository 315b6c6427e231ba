# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The ability designer in a dialog: OK only while the rules accept the design, and why not."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from gui.heretics.designer_widget import DesignerWidget
from gui.widgets.sheet_style import warning_colour
from model.character_build import CharacterBuild
from rules.engine.event import Event
from rules.engine.option import Option
from rules.engine.ruleset import Ruleset
from rules.heretics.design import Design

OK = QDialogButtonBox.StandardButton.Ok


class AbilityDesignerDialog(QDialog):
    """Design or improve one ability; `event()` is the `design-ability` event to record."""

    def __init__(
        self, content: Ruleset, preview: Callable[[Event], CharacterBuild], ability_id: str,
        design: Design, min_paid: int = 0, parent: QWidget | None = None, *,
        templates: Sequence[Option] = (),
    ) -> None:  # fmt: skip
        super().__init__(parent)
        self.setWindowTitle(f"Design {design.name}" if design.name else "Design an Ability")
        self.designer = DesignerWidget(
            content, preview, ability_id, design, min_paid, templates, self
        )
        self.verdict = QLabel(self)
        self.verdict.setWordWrap(True)
        self.verdict.setAccessibleName("Verdict")
        self.buttons = QDialogButtonBox(OK | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.designer, 1)
        layout.addWidget(self.verdict)
        layout.addWidget(self.buttons)
        self.designer.verdict_changed.connect(self._show_verdict)
        self._show_verdict()
        metrics = self.fontMetrics()
        self.resize(metrics.averageCharWidth() * 190, metrics.lineSpacing() * 48)
        self.designer.parts.name.setFocus()

    def design(self) -> Design:
        """The design as it stands."""
        return self.designer.design()

    def event(self, qt_event: QEvent | None = None) -> Any:  # type: ignore[override]
        """The `design-ability` event for the design (with a Qt event: Qt's event handling)."""
        if qt_event is not None:
            return super().event(qt_event)
        return self.designer.design_event()

    def ok_button(self) -> QWidget:
        """The OK button (enabled only while the design is legal)."""
        return self.buttons.button(OK)

    def accept(self) -> None:
        """Close with OK, unless the rules refuse the design."""
        if not self.designer.errors():
            super().accept()

    def _show_verdict(self) -> None:
        errors = self.designer.errors()
        self.buttons.button(OK).setEnabled(not errors)
        self.buttons.button(OK).setToolTip("; ".join(errors))
        cost = self.designer.cost()
        text = (
            "Not possible yet: " + " ".join(errors)
            if errors
            else f"The rules accept this design; it costs {cost} Exp."
        )
        self.verdict.setText(text)
        palette = self.verdict.palette()
        normal = self.palette().color(QPalette.ColorRole.WindowText)
        colour = warning_colour(palette) if errors else normal
        palette.setColor(QPalette.ColorRole.WindowText, colour)
        self.verdict.setPalette(palette)
