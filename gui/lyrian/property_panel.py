# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What a Lyrian character owns and makes between adventures: materials, crafts, gathering, homes
and facilities, mounts and animals. Every step previews its costs and gains (before → after) or
says why the rules refuse it.

Its rows take no Alt+letter (the session dock and the menus use up the alphabet in this window):
they are reached with Tab, top down."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from gui.lyrian import property_craft_boxes, property_home_boxes, property_mount_boxes
from gui.lyrian.session_view import Host
from gui.lyrian.step_panel import StepPanel
from gui.widgets.tab_order import follow_layout

PARTS = (property_craft_boxes, property_home_boxes, property_mount_boxes)
"""Each part has `boxes(panel) -> list[QGroupBox]` and `fill(panel, build)` (its choices)."""
CLEARED_AFTER = {"gain-mount": "mount_name", "gain-animal": "animal_name"}
"""The name field a step empties once it is done: the next one is another mount or animal."""


class PropertyPanel(StepPanel):
    """Materials, crafting, gathering, homes, facilities, mounts and animals, step by step."""

    def __init__(self, host: Host, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        self.note = QLabel(
            "Crafting, Gather, house crafting and raising animals are interlude actions: each "
            "shows its IP cost and what it gives before you take it.",
            self,
        )
        self.note.setWordWrap(True)
        column = QVBoxLayout(self)
        column.addWidget(self.note)
        for part in PARTS:
            for box in part.boxes(self):
                column.addWidget(box)
        column.addStretch(1)
        follow_layout(self)  # row by row, left to right, whatever order they were made in

    def run(self, key: str) -> bool:
        """Do a step (as its button does); a name field of a gain is emptied for the next one."""
        if not super().run(key):
            return False
        field = getattr(self, CLEARED_AFTER.get(key, ""), None)
        if field is not None:
            field.clear()
        return True

    def refresh(self) -> None:
        """Fill every choice from the build and preview every step."""
        build = self.host.build
        for part in PARTS:
            part.fill(self, build)
        self.refresh_steps()
        self._fit_height()
        QTimer.singleShot(0, self, self._fit_height)  # once laid out (not if closed first)
