# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The live card of an ability being designed: the sheet's card dict drawn as a playing card."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from gui.widgets.sheet_style import boxed, warning_colour
from rules.heretics.inflicts_text import inflicts_line

Card = dict[str, Any]


def _e(text: object) -> str:
    return html.escape(str(text))


def card_subtitle(card: Card) -> str:
    """`Attack · 1 Hostile · Elemental` (or what the card defends from)."""
    parts = [card.get("template_name") or "", card.get("action") or ""]
    if card.get("type_name"):
        parts.append(card["type_name"])
    if card.get("defends"):
        parts.append(f"defends from {card['defends']}")
    return " · ".join(p for p in parts if p)


def key_numbers(card: Card) -> str:
    """The card's numbers on one line: `Accuracy +6 · Power 3 · Range 6 squares (ranged)`."""
    parts = []
    for prop in card.get("properties", []):
        if prop["property"] == "range" and card.get("range"):
            parts.append(f"Range {card['range']['text']}")
        else:
            parts.append(f"{prop['label']} {prop['text']}")
    return " · ".join(parts)


def _numbers_html(card: Card) -> str:
    rows = []
    for prop in card.get("properties", []):
        text = prop["text"]
        if prop["property"] == "range" and card.get("range"):
            text = card["range"]["text"]
        ranks = f"{prop['ranks']} rank{'s' if prop['ranks'] != 1 else ''}"
        rows.append(f"<tr><td>{_e(prop['label'])}</td><td><b>{_e(text)}</b></td>"
                    f"<td>&nbsp;({ranks})</td></tr>")  # fmt: skip
    for area in card.get("areas", []):
        rows.append(f"<tr><td>{_e(area['name'])}</td><td colspan='2'>{_e(area['text'])}</td></tr>")
    return f"<table cellspacing='2'>{''.join(rows)}</table>"


def _modifiers_html(card: Card) -> str:
    out = []
    for imp in card.get("improvements", []):
        ranks = f" ×{imp['ranks']}" if imp.get("per_rank") else ""
        out.append(f"<p><b>{_e(imp['name'])}{ranks}</b> ({_e(imp['cost'])} rank(s)): "
                   f"{_e(imp['effect'])}</p>")  # fmt: skip
    for res in card.get("restrictions", []):
        named = f" — {_e(res['choice_name'])}" if res.get("choice_name") else ""
        hurt = f" — {_e(res['hit_points'])} hit points" if res.get("hit_points") else ""
        out.append(f"<p><b>{_e(res['name'])}{named}{hurt}</b> (+{_e(res['gain'])} free): "
                   f"{_e(res['effect'])}</p>")  # fmt: skip
    return "".join(out)


def _ranks_html(card: Card) -> str:
    ranks = card.get("ranks") or {}
    return (
        f"<p>Ranks: {_e(ranks.get('paid', 0))} paid + {_e(ranks.get('free', 0))} free, "
        f"{_e(ranks.get('used', 0))} used, {_e(ranks.get('unassigned', 0))} unassigned</p>"
    )


def card_html(card: Card, problems: list[str], error_colour: str) -> str:
    """The whole card as rich text; problems in the error colour."""
    title = f"<h3 style='margin:0'>{_e(card.get('name') or 'Unnamed ability')}</h3>"
    parts = [title, f"<p><i>{_e(card_subtitle(card))}</i></p>"]
    if card.get("flavour"):
        parts.append(f"<p><i>{_e(card['flavour'])}</i></p>")
    parts += [_numbers_html(card), f"<p>{_e(card.get('effect', ''))}</p>"]
    line = inflicts_line(card.get("inflicts"))
    if line:
        parts.append(f"<p><i>{_e(line)}</i></p>")
    if card.get("notes"):
        parts.append(f"<p><small>{_e(card['notes'])}</small></p>")
    parts += [_modifiers_html(card), _ranks_html(card)]
    parts += [f"<p style='color:{error_colour}'>⚠ {_e(p)}</p>" for p in problems]
    return "".join(parts)


class CardPreview(QScrollArea):
    """The card of the design as it would print: numbers, range, areas, effect, modifiers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        frame = boxed(QFrame(self))
        frame.setBackgroundRole(QPalette.ColorRole.Base)
        frame.setAutoFillBackground(True)
        self.label = QLabel(frame)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setAccessibleName("Card preview")
        layout = QVBoxLayout(frame)
        layout.addWidget(self.label)
        layout.addStretch(1)
        self.setWidget(frame)
        self.problems: list[str] = []

    def show_card(self, card: Card, problems: list[str]) -> None:
        """Draw a card dict (from the sheet's `abilities` section) and what is wrong with it."""
        self.problems = list(problems)
        colour = warning_colour(self.palette()).name()
        self.label.setText(card_html(card, self.problems, colour))

    def text(self) -> str:
        """The card as plain text (what a screen reader and the tests read)."""
        return self.label.text()
