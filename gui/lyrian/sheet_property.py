# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Lyrian sheet's property: materials carried, crafts, homes with their facilities and uses,
mounts with what stands between the rider and riding them, and animals being raised. Only what
the character owns is shown (nothing at all when it owns nothing)."""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

Row = Mapping[str, Any]
PARTS = (
    ("crafting-points", "crafting points"),
    ("lumber", "lumber"),
    ("metal", "metal"),
    ("alchemy", "alchemy units"),
)
STATUS = {"open": "being crafted", "crafted": "crafted", "failed": "failed (materials lost)"}


def _e(value: Any) -> str:
    return html.escape(str(value), quote=False)


def _box(title: str, key: str, lines: list[str], parent: QWidget) -> QGroupBox:
    box = QGroupBox(title, parent)
    box.setObjectName(f"section-{key}")
    column = QVBoxLayout(box)
    for line in lines:
        label = QLabel(line, box)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)
        column.addWidget(label)
    column.addStretch(1)
    return box


def material_lines(rows: list[Row]) -> list[str]:
    """`Dark Iron (Ore): 500 units — sells for 250 Clim`."""
    return [
        f"<b>{_e(r['material'])}</b> ({_e(r.get('kind_name') or r.get('kind'))}): "
        f"{int(r['units']):,} units — sells for {int(r.get('sells_for') or 0):,} Clim"
        for r in rows
    ]


def craft_lines(rows: list[Row]) -> list[str]:
    """`Recurve Bow (Carpenter +4): being crafted, 12 / 30 crafting HP`."""
    out = []
    for r in rows:
        status = STATUS.get(str(r.get("status")), str(r.get("status", "")))
        reached = r.get("final") if r.get("final") is not None else r.get("points")
        points = f", {int(reached)} / {int(r['crafting_hp'])} crafting HP" if reached else ""
        if not points and r.get("status") == "open":
            points = f", needs {int(r['crafting_hp'])} crafting HP"
        skill = f"{_e(r.get('skill_name') or r.get('skill'))} +{int(r.get('bonus') or 0)}"
        out.append(f"<b>{_e(r['item'])}</b> ({skill}): {_e(status)}{points}")
    return out


def _progress(home: Row) -> str:
    need, done = home.get("need") or {}, home.get("done") or {}
    return ", ".join(
        f"{words} {int(done.get(part, 0)):,} / {int(need[part]):,}"
        for part, words in PARTS
        if need.get(part)
    )


def _facility_line(facility: Row) -> str:
    level = facility.get("level", 1)
    text = f"&nbsp;&nbsp;&nbsp;{_e(facility.get('name') or facility.get('id'))} level {level}"
    per = facility.get("uses_per_interlude", facility.get("uses"))
    if per is not None:
        used = int(facility.get("used") or facility.get("used_this_interlude") or 0)
        text += f" — {max(0, int(per) - used)} of {int(per)} uses left this interlude"
    effect = facility.get("effect_words") or facility.get("effect")
    if effect:
        text += f": {_e(effect)}"
    return text


def _entered_words(entered: Any) -> str:
    """`lumber 40,000` or `plot cost` (a number the GM gave)."""
    if not isinstance(entered, Mapping):
        return str(entered)
    name, value = entered.get("name") or entered.get("part"), entered.get("value")
    return f"{name} {int(value):,}" if isinstance(value, int) else str(name)


def home_lines(rows: list[Row]) -> list[str]:
    """A home: its house (or plot), any build in progress as done / need, then its facilities."""
    out = []
    for h in rows:
        size, plot = h.get("size_name") or h.get("size"), h.get("plot_name") or h.get("plot")
        what = f"{_e(size)} house" if size else f"{_e(plot)} plot, no house yet"
        slots = h.get("slots") or {}
        used = h.get("slots_used", slots.get("used") if isinstance(slots, Mapping) else None)
        total = h.get("slots_total", slots.get("total") if isinstance(slots, Mapping) else None)
        if size and total is not None:
            what += f", {int(used or 0)} of {int(total)} facility slots used"
        out.append(f"<b>{_e(h['name'])}</b>: {what}")
        building = h.get("building_name") or h.get("building")
        if building:
            out.append(f"&nbsp;&nbsp;&nbsp;Building {_e(building)}: {_progress(h)}")
        entered = [_entered_words(e) for e in h.get("entered") or []]
        if entered:
            words = _e(", ".join(entered))
            out.append(
                f"&nbsp;&nbsp;&nbsp;<i>The GM's numbers (the rulebook gives none): {words}</i>"
            )
        out += [_facility_line(f) for f in h.get("facilities") or []]
    return out


def mount_lines(rows: list[Row]) -> list[str]:
    """A mount: type, where it is, speed and Riding needed (the GM's marked), then its flags."""
    out = []
    for m in rows:
        facts = [str(m.get("where") or "with you")]
        if m.get("speed") is not None:
            gm = " (the GM's)" if m.get("speed_entered") else ""
            facts.append(f"speed {int(m['speed'])} ft{gm}")
        if m.get("riding_points") is not None:
            gm = " (the GM's)" if m.get("riding_entered") else ""
            facts.append(f"needs {int(m['riding_points'])} Riding{gm}")
        if m.get("slot_note"):
            facts.append(str(m["slot_note"]))
        kind = _e(m.get("mount_name") or m.get("mount"))
        out.append(f"<b>{_e(m['name'])}</b> ({kind}): {_e(', '.join(facts))}")
        out += [f"&nbsp;&nbsp;&nbsp;⚠ {_e(flag)}" for flag in m.get("flags") or []]
    return out


def animal_lines(rows: list[Row]) -> list[str]:
    """An animal: what it becomes, its stage and Stable, and what it needs next."""
    out = []
    for a in rows:
        stage = str(a.get("stage_name") or a.get("stage") or "").lower()
        kind = _e(a.get("becomes_name") or a.get("becomes"))
        tries = int(a.get("attempts") or 0)
        tried = f", {tries} IP spent at this stage" if tries else ""
        out.append(f"<b>{_e(a['name'])}</b>: {_e(stage)} {kind}, {_e(a.get('where', ''))}{tried}")
        if a.get("next"):
            out.append(f"&nbsp;&nbsp;&nbsp;Next: {_e(a['next'])}")
    return out


def stable_lines(rows: list[Row]) -> list[str]:
    """`Riverside's Stable (level 1): 1 of 2 slots taken — Thunder, Ember`, then its notes."""
    out = []
    for r in rows:
        kept = ", ".join(str(k) for k in r.get("kept") or []) or "empty"
        used, slots = int(r.get("used") or 0), int(r.get("slots") or 0)
        out.append(
            f"<b>{_e(r['home'])}'s Stable</b> (level {int(r.get('level') or 1)}): "
            f"{used} of {slots} slots taken — {_e(kept)}"
        )
        out += [f"&nbsp;&nbsp;&nbsp;{_e(note)}" for note in r.get("notes") or []]
    return out


BOXES = (
    ("materials", "Materials carried", material_lines),
    ("crafts", "Crafts", craft_lines),
    ("homes", "Homes and facilities", home_lines),
    ("mounts", "Mounts", mount_lines),
    ("stables", "Stables", stable_lines),
    ("animals", "Raising animals", animal_lines),
)


def property_boxes(property_section: Mapping[str, Any] | None, parent: QWidget) -> list[QGroupBox]:
    """One box per kind of property the character has (none when it owns nothing)."""
    section = property_section or {}
    return [
        _box(title, key, lines(list(section[key])), parent)
        for key, title, lines in BOXES
        if section.get(key)
    ]
