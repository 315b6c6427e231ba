# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The four equipment slots as the sheet shows them, each with a button to take its piece back."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QToolButton, QWidget

from gui.gravedust.gear_form import SLOT_NAMES


def piece_text(piece: dict[str, Any] | None) -> str:
    """`[2]Oak Focus — Caster focus [MP +2] [FOCUS +1]`, or `empty`."""
    if piece is None:
        return "empty"
    stats = " ".join(s["text"] for s in piece["stats"])
    kind = f" — {piece['type']}" if piece["type"] else ""
    return f"{piece['display_name']}{kind} {stats}".strip()


def piece_tooltip(piece: dict[str, Any]) -> str:
    """The piece's boxes, one per line."""
    boxes = [
        f"Box {b['index']}: {b['kind']}" + (f" ({b['filled']})" if b["filled"] else "")
        for b in piece["boxes"]
        if b["available"]
    ]
    return "\n".join([piece["name"], *boxes])


class GearSlotsView(QGroupBox):
    """Hand 1, Hand 2, Body, Artifact: the piece in each and a Remove button."""

    def __init__(self, remove: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__("Equipped", parent)
        grid = QGridLayout(self)
        self.pieces: dict[str, QLabel] = {}
        self.removers: dict[str, QToolButton] = {}
        for row, (slot, name) in enumerate(SLOT_NAMES.items()):
            grid.addWidget(QLabel(f"{name}:", self), row, 0)
            self.pieces[slot] = QLabel(self)
            self.pieces[slot].setWordWrap(True)
            grid.addWidget(self.pieces[slot], row, 1)
            button = QToolButton(self)
            button.setText("Remove")
            button.setAccessibleName(f"Remove the piece in {name}")
            button.clicked.connect(lambda _=False, s=slot: remove(s))
            self.removers[slot] = button
            grid.addWidget(button, row, 2)
        grid.setColumnStretch(1, 1)

    def show_gear(self, boxes: list[dict[str, Any]], removable: set[str]) -> None:
        """Show the sheet's gear section; Remove only where this wizard put the piece."""
        for box in boxes:
            slot, piece = box["slot"], box["piece"]
            self.pieces[slot].setText(piece_text(piece))
            self.pieces[slot].setToolTip(piece_tooltip(piece) if piece else "")
            self.removers[slot].setEnabled(piece is not None and piece["instance"] in removable)
