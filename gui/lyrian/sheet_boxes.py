# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Lyrian sheet's lists as boxes: classes, skills, equipment, breakthroughs, injuries."""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from gui.widgets.sheet_style import value_tooltip
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue
from rules.lyrian.proficiency_names import proficiency_names


def _label(text: str, parent: QWidget, tooltip: str = "", wrap: bool = True) -> QLabel:
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setWordWrap(wrap)
    label.setToolTip(tooltip)
    return label


def _box(title: str, key: str, lines: list[str], parent: QWidget) -> QGroupBox:
    box = QGroupBox(title, parent)
    box.setObjectName(f"section-{key}")
    column = QVBoxLayout(box)
    for line in lines or ["—"]:
        column.addWidget(_label(line, box))
    column.addStretch(1)
    return box


def step_text(step: Any) -> str:
    """An owned class step: an ability's name or a passive increase `{hp: 5}` as `+5 hp`."""
    if isinstance(step, Mapping):
        skill = step.get("skill")
        if skill:
            return f"+{step.get('amount', 0)} {skill} (passive)"
        return ", ".join(f"+{v} {k}" for k, v in step.items()) + " (passive)"
    return str(step)


def class_lines(classes: list[Mapping[str, Any]]) -> list[str]:
    """One line per class with tier and progress, then its key and owned abilities."""
    out = []
    for cls in classes:
        done = "mastered" if cls.get("mastered") else f"{cls.get('learned', 0)}/7"
        name = html.escape(str(cls["name"]))
        out.append(f"<b>{name}</b> — tier {cls.get('tier') or '?'}, {done}")
        details = [d for d in cls.get("ability_details") or [] if isinstance(d, Mapping)]
        fields = {d.get("step"): str(d.get("fields_text") or "") for d in details}
        key_fields = [str(d.get("fields_text") or "") for d in details if d.get("step") is None]
        names = [str(k) for k in cls.get("key_abilities") or []]
        keys = ", ".join(
            f"{k} ({key_fields[i]})" if i < len(key_fields) and key_fields[i] else k
            for i, k in enumerate(names)
        )
        if keys:
            out.append(f"&nbsp;&nbsp;&nbsp;Key: {html.escape(keys)}")
        for number, step in enumerate(cls.get("abilities") or [], start=1):
            extra = f" — {fields[number]}" if fields.get(number) else ""
            out.append(f"&nbsp;&nbsp;&nbsp;{number}. {html.escape(step_text(step) + extra)}")
    return out


def classes_box(
    classes: list[Mapping[str, Any]],
    parent: QWidget,
    masteries: list[Mapping[str, Any]] | None = None,
) -> QGroupBox:
    """Classes with owned abilities in order (with their cost, keywords and range), then the
    elements the character has mastery of."""
    lines = class_lines(classes)
    for mastery in masteries or []:
        element = html.escape(str(mastery.get("element", "")))
        lines.append(f"<b>Mastery of {element}</b>: {html.escape(str(mastery.get('effect', '')))}")
    return _box("Classes", "classes", lines, parent)


def skills_box(
    skills: list[Mapping[str, Any]], values: Mapping[str, SheetValue], parent: QWidget
) -> QGroupBox:
    """Skills with points (and cap), check bonus and expertises; untrained ones folded away."""
    box = QGroupBox("Skills", parent)
    box.setObjectName("section-skills")
    grid = QGridLayout(box)
    for column, title in enumerate(("Skill", "Points", "Check", "Expertise")):
        grid.addWidget(_label(f"<b>{title}</b>", box, wrap=False), 0, column)
    row = 1
    for skill in skills:
        value = values.get(f"skill:{skill['id']}")
        if not skill.get("points") and not skill.get("expertises") and skill["category"] != "main":
            continue
        expertise = ", ".join(f"{k} {v}" for k, v in (skill.get("expertises") or {}).items())
        cap = skill.get("cap")
        tip = value_tooltip(value)
        grid.addWidget(_label(str(skill["name"]), box, tip), row, 0)
        grid.addWidget(
            _label(f"{skill['points']} / {cap if cap is not None else '∞'}", box), row, 1
        )
        grid.addWidget(_label(f"+{value.value}" if value else "", box, tip), row, 2)
        grid.addWidget(_label(expertise, box), row, 3)
        row += 1
    grid.setColumnStretch(3, 1)
    return box


ATTACK_KEYS = (("Light", "light_damage"), ("Heavy", "heavy_damage"), ("Precise", "precise_damage"))


def damage_text(weapon: Mapping[str, Any]) -> str:
    """` — Light 2d4+3, Heavy 5d6+6, Precise 2d4+3, 5 ft` ('' when the sheet gives none)."""
    parts = [f"{name} {weapon[key]}" for name, key in ATTACK_KEYS if weapon.get(key)]
    if weapon.get("range_ft") is not None:
        parts.append(f"{weapon['range_ft']} ft")
    return f" — {', '.join(parts)}" if parts else ""


def equipment_lines(equipment: Mapping[str, Any], status: list[str], content: Ruleset) -> list[str]:
    """Weapons (proficient or not), armor, shield, items, proficiencies by name and Rooted."""
    out = []
    for weapon in equipment.get("weapons") or []:
        hands = f", {weapon['hands']}" if weapon.get("hands") else ""
        note = f" — <i>{weapon['note']}</i>" if weapon.get("note") else ""
        what = html.escape(f"{weapon['name']} ({weapon['group']}{hands})")
        out.append(what + html.escape(damage_text(weapon)) + note)
    out.append(f"Armor: {equipment.get('armor') or 'none'}")
    out.append(f"Shield: {equipment.get('shield') or 'none'}")
    items = equipment.get("items") or {}
    listed = ", ".join(f"{k} × {v}" for k, v in items.items())
    out.append("Items: " + html.escape(listed or "none"))
    names = proficiency_names(content, equipment.get("proficiencies") or [])
    out.append("Proficiencies: " + html.escape(", ".join(names) or "none"))
    out += [f"<b>{s}</b>" for s in status]
    return out


def equipment_box(
    equipment: Mapping[str, Any], status: list[str], content: Ruleset, parent: QWidget
) -> QGroupBox:
    """Equipment and burden status."""
    return _box("Equipment", "equipment", equipment_lines(equipment, status, content), parent)


def breakthroughs_box(
    breakthroughs: Mapping[str, Any], names: Mapping[str, str], parent: QWidget
) -> QGroupBox:
    """Breakthroughs with their level (`names`: id → display name)."""
    lines = [f"{html.escape(names.get(k, k))}: level {v}" for k, v in breakthroughs.items()]
    return _box("Breakthroughs", "breakthroughs", lines, parent)


def injuries_box(injuries: list[Mapping[str, Any]], parent: QWidget) -> QGroupBox:
    """Current injuries and their effects."""
    lines = [
        f"<b>{html.escape(i['name'])}</b>: {html.escape(i.get('effect', ''))}" for i in injuries
    ]
    return _box("Injuries", "injuries", lines, parent)
