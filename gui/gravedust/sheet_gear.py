# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The four gear boxes (two hands, body, artifact), each with its stats and four slot boxes.

The boxes stand side by side where the sheet is wide enough for the four, else two by two: each box
is always wide enough for its four slot boxes and its buttons."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gui.gravedust.sheet_tints import BOX_TINTS, UNAVAILABLE_TINT
from gui.widgets.sheet_style import (
    boxed,
    caption,
    is_dark,
    plain_tooltip,
    scaled_font,
    tint,
    warning_colour,
)

SLOT_TITLES = {"hand-1": "Hand 1", "hand-2": "Hand 2", "body": "Body", "artifact": "Artifact"}
BOX_SHORT = {"enhancement": "Enh.", "spellstone": "Spl.", "strike": "Str."}
MOST_BOXES = 4
"""Under each gear's stats are four slot boxes (Gravedust rulebook, The Character Sheet)."""
DETAIL_TIPS = {
    "damage": "The weapon's damage, in the rulebook's notation.",
    "damage-roll": "The damage with this character's attributes put in; a melee crit rolls "
    "double the dice.",
    "range": "How far away the target can be, in squares, counted without diagonals.",
    "resistance": "Lowers damage of that kind by this much, as ARM lowers physical damage.",
}
BOX_HELP = {
    "enhancement": "Enhancement slot: an enhancement item applied here is permanent.",
    "spellstone": "Spellstone slot: a socketed spellstone lets you cast its spell.",
    "strike": "Strike slot: its spellstone's spell is cast on a successful hit.",
}


def _slot_button(slot: str, box: dict[str, Any]) -> QToolButton:
    button = QToolButton()
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    button.setMinimumWidth(button.fontMetrics().horizontalAdvance("Enh. 4") + 8)
    kind, filled, index = box.get("kind"), box.get("filled"), box["index"]
    where = f"{SLOT_TITLES[slot]} slot box {index}"
    palette = button.palette()
    if not box.get("available"):
        button.setEnabled(False)
        button.setText(" \n ")
        palette.setColor(QPalette.ColorRole.Button, tint(palette, UNAVAILABLE_TINT, 0.7, 0.25))
        button.setPalette(palette)
        button.setAutoFillBackground(True)
        button.setToolTip(plain_tooltip("Not available", "This gear has no slot box here."))
        button.setAccessibleName(f"{where}: not available")
        return button
    button.setText(f"{BOX_SHORT.get(kind or '', '?')} {index}\n{'●' if filled else '○'}")
    button.setToolTip(plain_tooltip(f"{filled or 'Empty'}", BOX_HELP.get(kind or "", "")))
    button.setAccessibleName(f"{where}: {kind}, {filled or 'empty'}")
    strength = 0.8 if kind == "enhancement" else 0.55
    colour = tint(palette, BOX_TINTS.get(kind or "", "#888888"), strength, 0.45)
    palette.setColor(QPalette.ColorRole.Button, colour)
    if kind == "enhancement" and not is_dark(palette):
        palette.setColor(QPalette.ColorRole.ButtonText, QColor("#ffffff"))
    button.setPalette(palette)
    button.setAutoFillBackground(True)
    return button


class GearBox(QWidget):
    """One equipment box: caption, name and type, stat lines, slot boxes, equip/unequip."""

    equip_requested = Signal(str)
    unequip_requested = Signal(str)
    box_requested = Signal(str, int)

    def __init__(self, slot: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.slot = slot
        self.frame = boxed(QFrame())
        self.name = QLabel()
        self.name.setFont(scaled_font(self.name, 1.1, bold=True))
        self.name.setWordWrap(True)
        self.type = QLabel(alignment=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        self.type.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.stats = QVBoxLayout()
        self.stats.setSpacing(0)
        self.boxes = QHBoxLayout()
        self.filled = QLabel()
        self.filled.setFont(scaled_font(self.filled, 0.85))
        self.filled.setWordWrap(True)
        self.filled.setMinimumHeight(self.filled.fontMetrics().lineSpacing() * 2)
        self.filled.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.equip = QPushButton("Equip…")
        self.equip.setAccessibleName(f"Equip {SLOT_TITLES[slot]}")
        self.equip.setToolTip(f"Put gear in the {SLOT_TITLES[slot]} slot")
        self.equip.clicked.connect(lambda: self.equip_requested.emit(self.slot))
        self.unequip = QPushButton("Unequip")
        self.unequip.setAccessibleName(f"Unequip {SLOT_TITLES[slot]}")
        self.unequip.setToolTip(f"Take the {SLOT_TITLES[slot]} gear off into the items")
        self.unequip.clicked.connect(lambda: self.unequip_requested.emit(self.slot))
        self._lay_out()

    def _lay_out(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.name, 1)
        top.addWidget(self.type)
        buttons = QHBoxLayout()
        buttons.addWidget(self.equip)
        buttons.addWidget(self.unequip)
        inner = QVBoxLayout(self.frame)
        inner.addLayout(top)
        inner.addLayout(self.stats)
        inner.addStretch(1)
        inner.addLayout(self.boxes)
        inner.addWidget(self.filled)
        inner.addLayout(buttons)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(caption(SLOT_TITLES[self.slot]))
        outer.addWidget(self.frame, 1)

    def show_box(self, data: dict[str, Any]) -> None:
        """Show the piece in this slot (or that it is empty)."""
        piece = data.get("piece")
        self._clear()
        self.unequip.setEnabled(piece is not None)
        self.filled.setText("")
        if piece is None:
            self.name.setText(f"{SLOT_TITLES[self.slot]} — empty")
            self.name.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            self.type.setText("")
            return
        self.name.setForegroundRole(QPalette.ColorRole.WindowText)
        self.name.setText(piece.get("display_name") or piece.get("name", ""))
        self.type.setText(piece.get("type", "") if not piece.get("missing") else "missing content")
        for line in piece.get("stats", []):
            self.stats.addWidget(self._stat_label(line))
        for detail in piece.get("details", []):
            label = QLabel(detail.get("text", ""))
            label.setToolTip(DETAIL_TIPS.get(str(detail.get("kind")), ""))
            self.stats.addWidget(label)
        for box in piece.get("boxes", []):
            button = _slot_button(self.slot, box)
            button.clicked.connect(lambda _=False, i=box["index"]: self._box(i))
            self.boxes.addWidget(button, 1)
        names = [f"{b['index']} · {b['filled']}" for b in piece.get("boxes", []) if b.get("filled")]
        self.filled.setText("\n".join(names + ["\u00a0"] * (2 - len(names))))

    def least_width(self) -> int:
        """The width this box needs with four slot boxes (its size policy is Ignored, so the
        layout's own least width would not count)."""
        samples = [
            _slot_button(self.slot, {"index": i, "kind": "enhancement", "available": True})
            for i in range(1, MOST_BOXES + 1)
        ]
        for sample in samples:
            self.boxes.addWidget(sample, 1)
        width = self.layout().minimumSize().width()
        for sample in samples:
            self.boxes.removeWidget(sample)
            sample.setParent(None)
        return width

    def _box(self, index: int) -> None:
        self.box_requested.emit(self.slot, index)

    def _stat_label(self, line: dict[str, Any]) -> QLabel:
        label = QLabel(line.get("text", ""))
        if str(line.get("text", "")).startswith("("):
            palette = label.palette()
            palette.setColor(QPalette.ColorRole.WindowText, warning_colour(self.palette()))
            label.setPalette(palette)
            label.setToolTip("A drawback (in parentheses): lowers a stat or raises VIS.")
        else:
            label.setToolTip("A bonus [in brackets], added on top of the attributes' stats.")
        return label

    def _clear(self) -> None:
        for layout in (self.stats, self.boxes):
            while layout.count():
                item = layout.takeAt(0)
                if item.widget() is not None:
                    item.widget().hide()  # out of the Tab order now, not once it is deleted
                    item.widget().deleteLater()


class GearPanel(QWidget):
    """The four gear boxes side by side, or two by two where the sheet is narrower."""

    equip_requested = Signal(str)
    unequip_requested = Signal(str)
    box_requested = Signal(str, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.boxes: dict[str, GearBox] = {}
        for slot in SLOT_TITLES:
            box = GearBox(slot)
            box.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            box.setMinimumWidth(box.least_width())
            box.equip_requested.connect(self.equip_requested)
            box.unequip_requested.connect(self.unequip_requested)
            box.box_requested.connect(self.box_requested)
            self.boxes[slot] = box
        self.columns = 0
        self._place(len(self.boxes))

    def _width_for(self, columns: int) -> int:
        least = max(box.minimumWidth() for box in self.boxes.values())
        return columns * least + (columns - 1) * self.grid.horizontalSpacing()

    def _place(self, columns: int) -> None:
        """Lay the boxes out in `columns` columns (4: one row; 2: two rows)."""
        if columns == self.columns:
            return
        for index, box in enumerate(self.boxes.values()):
            self.grid.addWidget(box, index // columns, index % columns)
        for column in range(len(self.boxes)):
            self.grid.setColumnStretch(column, 1 if column < columns else 0)
        self.columns = columns
        self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Four across when they fit, else two by two."""
        super().resizeEvent(event)
        wide = event.size().width() >= self._width_for(len(self.boxes))
        self._place(len(self.boxes) if wide else 2)

    def sizeHint(self) -> QSize:
        """Four boxes across, where there is room (the height is that of the layout now)."""
        return QSize(self._width_for(len(self.boxes)), self.grid.sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        """Two boxes across: the sheet may be that narrow (the height is that of the layout now)."""
        return QSize(self._width_for(2), self.grid.minimumSize().height())

    def show_gear(self, gear: list[dict[str, Any]]) -> None:
        """Show the `gear` section of the sheet."""
        for data in gear:
            box = self.boxes.get(data.get("slot", ""))
            if box is not None:
                box.show_box(data)
