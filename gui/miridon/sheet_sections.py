# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The sheet's lists: specials with rank and effect, talents, skills, flairs, mutations, and any
section the rules add later, shown generically."""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from gui.widgets.sheet_style import plain_tooltip, value_tooltip
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue

KNOWN = ("classes", "specials", "talents", "skills", "flairs", "mutations", "actions")
"""Sections with their own look; every other section is listed generically."""
LISTS = (("talents", "talent"), ("skills", "skill"), ("flairs", "flair"), ("mutations", "mutation"))
DETAIL_FIELDS = ("effect", "condition", "action", "trigger_action", "spell", "normal")


def title_of(key: str) -> str:
    """`mech-parts` → `Mech parts`."""
    return key.replace("-", " ").replace("_", " ").capitalize()


def scalar_text(value: Any) -> str:
    """A value of a section in words: lists joined, mappings as `key value`, booleans yes/no."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Mapping):
        if value.get("name"):
            return str(value["name"])
        return ", ".join(f"{title_of(str(k)).lower()} {scalar_text(v)}" for k, v in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(scalar_text(v) for v in value)
    return str(value)


def _fields(item: Mapping[str, Any], nested: bool) -> list[str]:
    return [
        f"{title_of(str(k)).lower()}: {scalar_text(v)}"
        for k, v in item.items()
        if k not in ("id", "name")
        and v not in (None, "", [], {})
        and (nested or not isinstance(v, Mapping | list | tuple))
    ]


def item_text(item: Any, nested: bool = False) -> str:
    """One entry of an unknown section in a line: `Jonas — alive: yes, max strength: 9`
    (nested lists and mappings only when `nested`, e.g. for the tooltip)."""
    if not isinstance(item, Mapping):
        return scalar_text(item)
    name = str(item.get("name") or item.get("id") or "")
    rest = _fields(item, nested)
    return f"{name} — {', '.join(rest)}" if name and rest else name or ", ".join(rest)


def entry_tooltip(content: Ruleset, kind: str, entry_id: str) -> str:
    """A content entry's rules text and source, for hovering over it on the sheet."""
    entry = content.get(kind, entry_id)
    if entry is None:
        return ""
    lines = [str(getattr(entry, "name", entry_id))]
    for field in DETAIL_FIELDS:
        text = getattr(entry, field, "")
        if text:
            lines.append(f"{title_of(field)}: {text}")
    source = getattr(entry, "source", None)
    lines.append(source.detail() if source is not None else "")
    return plain_tooltip(*lines)


def _label(text: str, parent: QWidget, tooltip: str = "") -> QLabel:
    label = QLabel(text, parent)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setToolTip(tooltip)
    return label


def specials_box(
    specials: Sequence[Mapping[str, Any]], values: Mapping[str, SheetValue], parent: QWidget
) -> QGroupBox:
    """Each special: name, rank and kind in bold, then its effect with the rank filled in."""
    box = QGroupBox("Special abilities", parent)
    column = QVBoxLayout(box)
    for special in specials:
        kind = "dual-class special" if special.get("kind") == "dual" else "class special"
        head = f"<b>{html.escape(str(special['name']))}</b> — rank {special['rank']} ({kind})"
        amounts = [a for a in special.get("amounts") or [] if isinstance(a, Mapping)]
        for amount in amounts:
            head += f"<br><b>{html.escape(str(amount.get('text', '')))}</b>"
        text = f"{head}<br>{html.escape(str(special.get('effect', '')))}"
        keys = [f"special:{special['id']}", *(str(a.get("key")) for a in amounts)]
        tooltip = "<br><br>".join(value_tooltip(values.get(k)) for k in keys if k in values)
        label = _label(text, box, tooltip)
        label.setObjectName(f"special-{special['id']}")
        column.addWidget(label)
    if not specials:
        column.addWidget(_label("None yet: choose a class.", box))
    return box


def actions_box(
    actions: Sequence[Mapping[str, Any]], values: Mapping[str, SheetValue], parent: QWidget
) -> QGroupBox:
    """The character's own action numbers: attack costs, moves, Charge, grapple, Dragon Breath."""
    rows = []
    for action in actions:
        text = f"<b>{html.escape(str(action.get('name', '')))}</b> — "
        text += html.escape(str(action.get("text", "")))
        keys = [str(k) for k in action.get("keys") or []]
        tooltip = "<br><br>".join(value_tooltip(values.get(k)) for k in keys if k in values)
        rows.append((text, tooltip))
    box = list_box("Actions", rows, parent, columns=2)
    box.setObjectName("section-actions")
    return box


def list_box(
    title: str, rows: Sequence[tuple[str, str]], parent: QWidget, columns: int = 1
) -> QGroupBox:
    """A titled box of short lines, each with its own tooltip."""
    box = QGroupBox(title, parent)
    grid = QGridLayout(box)
    for index, (text, tooltip) in enumerate(rows):
        grid.addWidget(_label(text, box, tooltip), index // columns, index % columns)
    if not rows:
        grid.addWidget(_label("None", box), 0, 0)
    grid.setRowStretch(grid.rowCount(), 1)
    return box


def known_rows(
    kind: str, items: Sequence[Mapping[str, Any]], content: Ruleset
) -> list[tuple[str, str]]:
    """Talents and skills with their rank, flairs and mutations by name; rules text on hover."""
    rows = []
    for item in items:
        rank = f" {item['rank']}" if "rank" in item else ""
        amounts = [a for a in item.get("amounts") or [] if isinstance(a, Mapping)]
        gives = "".join(f" — {a.get('text', '')}" for a in amounts)
        rows.append(
            (
                f"{item.get('name', item.get('id'))}{rank}{gives}",
                entry_tooltip(content, kind, str(item.get("id"))),
            )
        )
    return rows


def generic_box(key: str, section: Any, parent: QWidget) -> QGroupBox:
    """Any section the rules add (weapons, spells, crew, mech…): one line per entry."""
    if isinstance(section, Mapping):
        rows = [(f"{title_of(str(k))}: {scalar_text(v)}", "") for k, v in section.items()]
    elif isinstance(section, list | tuple):
        rows = [(item_text(item), plain_tooltip(item_text(item, nested=True))) for item in section]
    else:
        rows = [(scalar_text(section), "")]
    box = list_box(title_of(key), rows, parent)
    box.setObjectName(f"section-{key}")
    return box
