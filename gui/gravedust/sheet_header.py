# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The top of the sheet: portrait, name, race and bonuses, the attribute line, the points banner."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QMargins, Qt, Signal
from PySide6.QtGui import QKeySequence, QPalette, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.gravedust.operations import ATTRIBUTE_NAMES
from gui.widgets.sheet_style import (
    boxed,
    fill,
    plain_tooltip,
    scaled_font,
    tint,
    value_tooltip,
    warning_colour,
)
from rules.engine.build import Build
from rules.engine.option import Option

ATTRIBUTES = ("str", "dex", "agi", "end", "mag", "int")
NO_POINTS = "No attribute points to choose: each new level brings one."
"""Gravedust rulebook, XP Gain, Leveling and Character Advancement."""


class SheetHeader(QWidget):
    """Portrait, name, race, racial bonuses and leveling bonus."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.portrait = boxed(QFrame())
        self.portrait.setAccessibleName("Portrait")
        self._picture = QLabel("No portrait", alignment=Qt.AlignmentFlag.AlignCenter)
        self._picture.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        side = self.fontMetrics().height() * 7
        self.portrait.setFixedSize(side, side)
        frame = QVBoxLayout(self.portrait)
        frame.setContentsMargins(2, 2, 2, 2)
        frame.addWidget(self._picture)
        self.name = QLabel()
        self.name.setFont(scaled_font(self.name, 2.0, bold=True))
        self.name.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.race = QLabel()
        self.race.setFont(scaled_font(self.race, 1.2, bold=True))
        self.bonuses = QLabel()
        self.leveling = QLabel()
        self.system = QLabel()
        self.system.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.system.setFont(scaled_font(self.system, 0.9, bold=True))
        self._lay_out()

    def _lay_out(self) -> None:
        text = QVBoxLayout()
        top = QHBoxLayout()
        top.addWidget(self.name, 1)
        top.addWidget(self.system, 0, Qt.AlignmentFlag.AlignTop)
        text.addLayout(top)
        for label in (self.race, self.bonuses, self.leveling):
            text.addWidget(label)
        text.addStretch(1)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.portrait, 0, Qt.AlignmentFlag.AlignTop)
        row.addLayout(text, 1)

    def show_character(self, name: str, build: Build[Any], portrait: bytes | None) -> None:
        """Fill in the name, system, race lines and portrait."""
        identity: dict[str, Any] = dict(build.sheet.sections.get("identity") or {})
        self.name.setText(name or "Unnamed")
        self.system.setText(build.system.title.upper())
        self.race.setText(identity.get("race") or "No race chosen")
        bonuses = identity.get("racial_bonuses") or []
        self.bonuses.setText(f"Racial bonuses: {' · '.join(bonuses)}" if bonuses else "")
        self.bonuses.setVisible(bool(bonuses))
        leveling = identity.get("leveling_bonus")
        self.leveling.setText(f"Leveling bonus: {leveling}" if leveling else "")
        self.leveling.setVisible(bool(leveling))
        self._show_portrait(portrait)

    def _show_portrait(self, portrait: bytes | None) -> None:
        pixmap = QPixmap()
        if portrait and pixmap.loadFromData(portrait):
            ratio = self.devicePixelRatioF()
            inner = self.portrait.contentsRect().size().shrunkBy(QMargins(2, 2, 2, 2))
            size = inner * ratio
            scaled = pixmap.scaled(
                size, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
            )
            scaled.setDevicePixelRatio(ratio)
            self._picture.setPixmap(scaled)
        else:
            self._picture.setPixmap(QPixmap())
            self._picture.setText("No portrait")


class AttributeLine(QFrame):
    """`STR 1 | DEX 1 | AGI 0 | END 4 | MAG 1 | INT 2`, each with its breakdown as tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        boxed(self)
        row = QHBoxLayout(self)
        self.values: dict[str, QLabel] = {}
        for index, key in enumerate(ATTRIBUTES):
            if index:
                line = QFrame()
                line.setFrameShape(QFrame.Shape.VLine)
                row.addWidget(line)
            label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
            label.setFont(scaled_font(label, 1.25, bold=True))
            label.setAccessibleName(ATTRIBUTE_NAMES[key])
            self.values[key] = label
            row.addWidget(label, 1)

    def show_build(self, build: Build[Any]) -> None:
        """Show each attribute's current value."""
        for key, label in self.values.items():
            value = build.sheet.values.get(key)
            label.setText(f"{key.upper()}  {value.value if value else '–'}")
            label.setToolTip(value_tooltip(value))


class PointsBanner(QFrame):
    """`2 attribute points to choose` with a button per attribute.

    With no points it stays, as a quiet line of the same height (its buttons hidden, their space
    kept): choosing the last point never moves the sheet under the pointer."""

    raise_requested = Signal(str)
    """The user picked an attribute to raise (its key)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        boxed(self)
        self._tint = tint(self.palette(), "#efdc9e", 0.7, 0.35)
        row = QHBoxLayout(self)
        self.text = QLabel()
        row.addWidget(self.text, 1)
        self.buttons: dict[str, QPushButton] = {}
        for number, key in enumerate(ATTRIBUTES, 1):
            button = QPushButton(f"+1 {key.upper()}")
            button.setShortcut(QKeySequence(f"Ctrl+{number}"))
            button.clicked.connect(lambda _=False, k=key: self.raise_requested.emit(k))
            policy = button.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            button.setSizePolicy(policy)
            self.buttons[key] = button
            row.addWidget(button)

    def _look(self, pending: bool) -> None:
        """Pending points: bold warning text on a yellow tint; none: quiet text on the window."""
        if pending:
            fill(self, self._tint)
        self.setAutoFillBackground(pending)
        self.text.setFont(scaled_font(self.text, 1.0, bold=pending))
        self.text.setForegroundRole(
            QPalette.ColorRole.WindowText if pending else QPalette.ColorRole.PlaceholderText
        )
        palette = QPalette()  # sets nothing else: the text follows the window's colours
        if pending:
            palette.setColor(QPalette.ColorRole.WindowText, warning_colour(self.palette()))
        self.text.setPalette(palette)

    def show_points(self, points: int, options: list[Option]) -> None:
        """Show the pending points and enable each attribute the rules allow raising."""
        plural = "s" if points != 1 else ""
        self.text.setText(f"{points} attribute point{plural} to choose" if points else NO_POINTS)
        self._look(pending=points > 0)
        for button in self.buttons.values():
            button.setVisible(points > 0)
        for option in options:
            button = self.buttons.get(option.id)
            if button is None:
                continue
            button.setEnabled(option.available)
            button.setToolTip(
                plain_tooltip(
                    f"Raise {option.name} ({option.detail})",
                    *option.check.reasons,
                    f"Shortcut: {button.shortcut().toString(QKeySequence.SequenceFormat.NativeText)}",
                )
            )
