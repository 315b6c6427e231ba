# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Glorious Heretics sheet's sections as boxes: skills, abilities, feats, resources."""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from gui.widgets.sheet_style import plain_tooltip, value_tooltip, warning_colour
from rules.engine.sheet_value import SheetValue
from rules.heretics.inflicts_text import inflicts_line

Json = Mapping[str, Any]


def _label(text: str, parent: QWidget, tooltip: str = "", wrap: bool = True) -> QLabel:
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setWordWrap(wrap)
    label.setToolTip(tooltip)
    return label


def _box(title: str, key: str, parent: QWidget) -> QGroupBox:
    box = QGroupBox(title, parent)
    box.setObjectName(f"section-{key}")
    return box


def lines_box(title: str, key: str, lines: Sequence[tuple[str, str]], parent: QWidget) -> QGroupBox:
    """A box of rich-text lines, each with its tooltip; a dash when empty."""
    box = _box(title, key, parent)
    column = QVBoxLayout(box)
    for text, tip in lines or [("—", "")]:
        column.addWidget(_label(text, box, tip))
    column.addStretch(1)
    return box


def skills_box(
    skills: Sequence[Json], values: Mapping[str, SheetValue], parent: QWidget
) -> QGroupBox:
    """Every skill: a mark for proficiency, the rank; breakdown and description on hover."""
    box = _box("Skills", "skills", parent)
    grid = QGridLayout(box)
    grid.setColumnStretch(0, 1)
    for row, skill in enumerate(skills):
        value = values.get(f"skill.{skill['id']}")
        tip = "<br>".join(
            x for x in (value_tooltip(value), html.escape(skill.get("effect", ""))) if x
        )
        mark = "●" if skill.get("proficient") else "○"
        name = html.escape(str(skill["name"]))
        text = f"<b>{name}</b>" if skill.get("proficient") else name
        grid.addWidget(_label(f"{mark} {text}", box, tip, wrap=False), row, 0)
        rank = _label(str(skill.get("rank", 0)), box, tip, wrap=False)
        rank.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(rank, row, 1)
    grid.addWidget(_label("● proficient (choice pile)", box), len(skills), 0, 1, 2)
    grid.setRowStretch(len(skills) + 1, 1)
    return box


def feat_lines(feats: Sequence[Json]) -> list[tuple[str, str]]:
    """`Multi-Attack — rank 2 of 4`, with the effect on hover."""
    out = []
    for feat in feats:
        most = f" of {feat['max_rank']}" if feat.get("max_rank") else ""
        text = f"<b>{html.escape(str(feat['name']))}</b> — rank {feat.get('rank', 0)}{most}"
        named = feat.get("choice_name") or feat.get("choice")
        if named:
            detail = f": {feat['detail']}" if feat.get("detail") else ""
            text += f"<br>&nbsp;&nbsp;&nbsp;{html.escape(str(named) + detail)}"
        out.append((text, plain_tooltip(str(feat["name"]), feat.get("effect", ""))))
    return out


def ability_text(card: Json, warn: str) -> str:
    """An ability card in a few lines: name, action and type, numbers, ranks, problems."""
    name = html.escape(str(card["name"]))
    kind = str(card.get("template_name") or "")
    parts = [kind] if kind and kind != card["name"] else []
    parts.append(str(card.get("action") or ""))
    if card.get("defends"):
        parts.append(f"defends against {str(card['defends']).lower()}")
    head = f"<b>{name}</b> — {html.escape(', '.join(p for p in parts if p))}"
    if card.get("type_name"):
        head += f", {html.escape(str(card['type_name']))}"
    numbers = [
        f"{p['label']} {p['text']}"
        for p in card.get("properties") or []
        if not (p["property"] == "range" and card.get("range"))
    ]
    if card.get("range"):
        numbers.append(f"Range {card['range']['text']}")
    ranks = card.get("ranks") or {}
    paid, free = ranks.get("paid", 0), ranks.get("free", 0)
    lines = [head, html.escape(" · ".join(numbers))]
    lines.append(f"Ranks: {paid} paid, {free} free, {ranks.get('unassigned', 0)} unassigned")
    extras = [
        m["name"] for m in (card.get("improvements") or []) + (card.get("restrictions") or [])
    ]
    if extras:
        lines.append(html.escape("With: " + ", ".join(extras)))
    debuffs = inflicts_line(card.get("inflicts"))
    if debuffs and card.get("inflicts"):
        lines.append(f"<i>{html.escape(debuffs)}</i>")
    for problem in card.get("problems") or []:
        lines.append(f"<span style='color:{warn}'>{html.escape(str(problem))}</span>")
    return "<br>".join(lines)


def abilities_box(cards: Sequence[Json], parent: QWidget) -> QGroupBox:
    """One entry per ability (the effect text, numbers filled in, on hover)."""
    warn = warning_colour(parent.palette()).name()
    lines = [
        (ability_text(card, warn), plain_tooltip(str(card["name"]), card.get("effect", "")))
        for card in cards
    ]
    return lines_box("Abilities", "abilities", lines, parent)


def resource_lines(resources: Json, values: Mapping[str, SheetValue]) -> list[tuple[str, str]]:
    """Resources left of the GM's maximum, items obtained, equipment notes."""
    if resources.get("max") is None:
        head = ("Maximum: not set (the GM sets it: Character ▸ House Rules…)", "")
    else:
        left = values.get("resources-left")
        head = (f"<b>{resources.get('left')}</b> of {resources['max']} left", value_tooltip(left))
    out = [head]
    for item in resources.get("obtained") or []:
        out.append(
            (
                f"−{item['amount']} {html.escape(str(item.get('note') or ''))}",
                "Obtained; gone at the next restock",
            )
        )
    for line in resources.get("equipment") or []:
        out.append((f"• {html.escape(str(line))}", "Equipment note"))
    return out
