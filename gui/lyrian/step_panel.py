# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A panel of guided steps (the session view, equipment, property): each a button whose
operation is previewed on every refresh, the panel as tall as its wrapped previews need."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFormLayout, QGroupBox, QPushButton, QWidget

from gui.lyrian.session_steps import Step
from gui.widgets.enter_key import fields_since_button, press_on_enter
from rules.engine.build import Build


class StepPanel(QWidget):
    """Steps by key, run by `run(key)`; subclasses build the boxes and say what a run does."""

    def __init__(self, host: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.steps: dict[str, Step] = {}

    def add_step(self, key: str, text: str, make: Any, box: QGroupBox, form: QFormLayout) -> Step:
        """A button and its preview line in a box's form; run by `run(key)`."""
        button = QPushButton(text, box)
        step = Step(button, make, box)
        button.clicked.connect(lambda: self.run(key))
        press_on_enter(button, *fields_since_button(form))  # Enter in the step's fields runs it
        form.addRow(button)
        form.addRow(step.result)
        self.steps[key] = step
        return step

    def run(self, key: str) -> bool:
        """Do a step (as its button does): apply its operation."""
        operation = self.steps[key].make()
        return operation is not None and bool(self.host.apply(operation))

    def refresh_steps(self) -> None:
        """Preview every step against the current build."""
        build = self.host.build
        count = len(self.host.session.events)
        for step in self.steps.values():
            step.refresh(build, self._preview, count)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the height the wrapped previews need (a scroll area ignores height-for-width)."""
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        layout = self.layout()
        needed = max(layout.totalHeightForWidth(self.width()), layout.totalMinimumSize().height())
        if needed > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)

    def _preview(self, events: Any) -> Build[Any]:
        return self.host.session.preview(events).build
