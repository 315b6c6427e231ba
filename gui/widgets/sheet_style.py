# SPDX-License-Identifier: LicenseRef-Sheetwright
"""How the on-screen sheet looks: gentle tints from the system palette, fonts, value tooltips."""

from __future__ import annotations

import html

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QFrame, QLabel, QWidget

from rules.engine.sheet_value import SheetValue

DRAWBACK_TINT = "#c0392b"


def is_dark(palette: QPalette) -> bool:
    """Whether the palette is a dark theme (light text on a dark base)."""
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


def tint(palette: QPalette, colour: str, light: float = 0.6, dark: float = 0.3) -> QColor:
    """The colour mixed into the palette's base: soft on light themes, deep on dark ones."""
    base = palette.color(QPalette.ColorRole.Base)
    amount = dark if is_dark(palette) else light
    target = QColor(colour)
    return QColor(
        round(base.red() + (target.red() - base.red()) * amount),
        round(base.green() + (target.green() - base.green()) * amount),
        round(base.blue() + (target.blue() - base.blue()) * amount),
    )


def warning_colour(palette: QPalette) -> QColor:
    """A red that reads on the palette's base (drawbacks, pending points)."""
    return QColor("#ff8a80") if is_dark(palette) else QColor(DRAWBACK_TINT)


def fill(widget: QWidget, colour: QColor) -> None:
    """Paint a widget's background with a colour, keeping the palette's text colours."""
    palette = widget.palette()
    palette.setColor(QPalette.ColorRole.Window, colour)
    widget.setPalette(palette)
    widget.setAutoFillBackground(True)


def boxed(widget: QFrame) -> QFrame:
    """A framed box like the printed sheet's boxes."""
    widget.setFrameShape(QFrame.Shape.StyledPanel)
    widget.setFrameShadow(QFrame.Shadow.Plain)
    return widget


def scaled_font(widget: QWidget, factor: float, bold: bool = False) -> QFont:
    """The widget's font, scaled (points follow the screen scaling) and optionally bold."""
    font = QFont(widget.font())
    font.setPointSizeF(max(6.0, font.pointSizeF() * factor))
    font.setBold(bold)
    return font


def caption(text: str) -> QLabel:
    """A small upper-case section caption (`HAND 1`, `SKILLS`)."""
    label = QLabel(text.upper())
    label.setFont(scaled_font(label, 0.85, bold=True))
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label


def value_tooltip(value: SheetValue | None) -> str:
    """A derived value's breakdown and its rulebook section, as tooltip rich text."""
    if value is None:
        return ""
    lines = [f"<b>{html.escape(value.breakdown())}</b>"]
    if value.note:
        lines.append(html.escape(value.note))
    if value.source is not None:
        lines.append(f"<i>{html.escape(value.source.detail())}</i>")
    return "<br>".join(lines)


def plain_tooltip(*lines: str) -> str:
    """Tooltip rich text from plain lines (escaped; the first in bold)."""
    escaped = [html.escape(line) for line in lines if line]
    if not escaped:
        return ""
    return "<br>".join([f"<b>{escaped[0]}</b>", *escaped[1:]])
