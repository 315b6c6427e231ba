# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Lyrian property page: materials carried, crafts, homes with their facilities and uses,
mounts and animals being raised. Printed only when the character owns or makes something."""

from __future__ import annotations

from typing import Any

from model.pdf.drawing import GREY, INK
from model.pdf.flow import Block, Row
from model.pdf.fonts import CONDENSED, CONDENSED_BOLD, SANS_BOLD
from model.pdf.lyrian.values import ROOTED_RED
from model.pdf.sections import section_dict
from model.pdf.table import Cell, Json, header_row, table_row, text_row
from rules.engine.build import Build

MATERIAL_HEADINGS = ("Material", "Kind", "Units", "Sells for")
MATERIAL_WIDTHS = (0.22, 0.14, 0.07, 0.07)
CRAFT_HEADINGS = ("Item", "Skill", "Bonus", "Crafting HP", "Points", "Materials", "Result")
CRAFT_WIDTHS = (0.17, 0.13, 0.06, 0.08, 0.07, 0.29, 0.20)
MOUNT_HEADINGS = ("Mount", "Type", "Carries", "Speed", "Riding", "Kept", "Notes")
MOUNT_WIDTHS = (0.14, 0.1, 0.1, 0.08, 0.08, 0.14, 0.36)
FACILITY_HEADINGS = ("Facility", "Level", "This interlude", "Effect")
FACILITY_WIDTHS = (0.24, 0.07, 0.16, 0.53)


def property_of(build: Build[Any]) -> Json:
    """The `property` section (empty when the system or character has none)."""
    return section_dict(build, "property")


def _rows(section: Json, key: str) -> list[Json]:
    found = section.get(key)
    return [r for r in found if isinstance(r, dict)] if isinstance(found, list) else []


def owns_anything(build: Build[Any]) -> bool:
    """Whether the property page has anything to print."""
    section = property_of(build)
    return any(_rows(section, k) for k in ("materials", "crafts", "homes", "mounts", "animals"))


def property_blocks(build: Build[Any], width: float) -> list[Block]:
    """The property page's blocks, the first on a new page; none when nothing is owned."""
    if not owns_anything(build):
        return []
    section = property_of(build)
    blocks = [
        _materials_block(_rows(section, "materials"), width),
        _crafts_block(_rows(section, "crafts"), width),
        *_home_blocks(_rows(section, "homes"), _rows(section, "stables"), width),
        _mounts_block(_rows(section, "mounts"), _rows(section, "animals"), width),
    ]
    first = blocks[0]
    blocks[0] = Block(f"Property — {first.title}", first.rows, first.header, new_page=True)
    return blocks


def _none(text: str, width: float) -> tuple[Row, ...]:
    return (text_row(text, width, color=GREY),)


def _materials_block(materials: list[Json], width: float) -> Block:
    """Materials two to a row: exact type, kind, units carried and what they sell for."""
    rows: list[Row] = []
    per_row = 2 if len(materials) > 1 else 1
    widths = MATERIAL_WIDTHS * per_row
    for start in range(0, len(materials), per_row):
        cells = [cell for m in materials[start : start + per_row] for cell in _material_cells(m)]
        cells += [Cell("")] * (len(widths) - len(cells))
        rows.append(table_row(cells, widths, width))
    rows.append(
        text_row(
            "At most 1,000 units of the same material; materials sell for 2 units a Clim (junk 4).",
            width,
            size=7,
            color=GREY,
        )
    )
    header = header_row(MATERIAL_HEADINGS * per_row, widths, width) if materials else None
    return Block("Materials", tuple(rows) if materials else _none("No materials", width), header)


def _material_cells(material: Json) -> list[Cell]:
    return [
        Cell(str(material.get("material", "")), SANS_BOLD, 8),
        Cell(str(material.get("kind_name", "")), CONDENSED, 7.5),
        Cell(f"{int(material.get('units') or 0):,}", CONDENSED_BOLD, 8, align="right"),
        Cell(f"{int(material.get('sells_for') or 0):,} Clim", CONDENSED, 7.5, GREY, align="right"),
    ]


def _crafts_block(crafts: list[Json], width: float) -> Block:
    rows = tuple(table_row(_craft_cells(c), CRAFT_WIDTHS, width) for c in crafts)
    header = header_row(CRAFT_HEADINGS, CRAFT_WIDTHS, width) if crafts else None
    return Block("Crafts", rows or _none("No crafts", width), header)


def _craft_cells(craft: Json) -> list[Cell]:
    status = str(craft.get("status") or "open")
    mods = craft.get("mods")
    result = {"open": "in progress", "crafted": "crafted", "failed": "failed: materials lost"}
    text = result.get(status, status)
    if isinstance(mods, list) and mods:
        text += " · mods: " + ", ".join(str(m) for m in mods)
    materials = craft.get("materials")
    paid = ", ".join(
        f"{m.get('material')} × {int(m.get('units') or 0):,}"
        for m in (materials if isinstance(materials, list) else [])
        if isinstance(m, dict)
    )
    skill = str(craft.get("skill_name") or "")
    if craft.get("expertise"):
        skill += f" ({craft['expertise']})"
    points = craft.get("points")
    return [
        Cell(str(craft.get("item", "")), SANS_BOLD, 8),
        Cell(skill, CONDENSED, 7.5, wrapped=True),
        Cell(f"+{craft.get('bonus', 0)}", CONDENSED_BOLD, 8, align="right"),
        Cell(str(craft.get("crafting_hp", "–")), CONDENSED, 7.5, align="right"),
        Cell("–" if points is None else str(points), CONDENSED, 7.5, align="right"),
        Cell(paid or "—", CONDENSED, 7, wrapped=True),
        Cell(text, CONDENSED, 7, ROOTED_RED if status == "failed" else INK, wrapped=True),
    ]


def _home_blocks(homes: list[Json], stables: list[Json], width: float) -> list[Block]:
    if not homes:
        return [Block("Homes", _none("No land or house", width))]
    kept = {str(s.get("home")): s for s in stables}
    return [_home_block(home, kept.get(str(home.get("name"))), width) for home in homes]


def _home_block(home: Json, stable: Json | None, width: float) -> Block:
    rows: list[Row] = [text_row(home_line(home), width, size=8)]
    progress = home_progress(home)
    if progress:
        rows.append(text_row(progress, width, size=7.5))
    entered = [e for e in home.get("entered") or [] if isinstance(e, dict)]
    if entered:
        parts = [
            f"{e.get('name')} {int(e['value']):,}"
            if e.get("value") is not None
            else str(e.get("name"))
            for e in entered
        ]
        rows.append(
            text_row(
                "The GM's numbers (the rulebook gives none): " + ", ".join(parts),
                width,
                size=7,
                color=GREY,
            )
        )
    facilities = [f for f in home.get("facilities") or [] if isinstance(f, dict)]
    if facilities:
        rows.append(header_row(FACILITY_HEADINGS, FACILITY_WIDTHS, width))
        rows += [table_row(_facility_cells(f, stable), FACILITY_WIDTHS, width) for f in facilities]
    return Block(f"Home: {home.get('name', '')}", tuple(rows))


def home_line(home: Json) -> str:
    """`Plot: Small · House: Small · Facility slots: 1 of 2 used`."""
    parts = [f"Plot: {home.get('plot') or '–'}"]
    parts.append(f"House: {home['size']}" if home.get("size") else "No house built yet")
    if home.get("finished"):
        parts.append(
            f"Facility slots: {home.get('slots_used', 0)} of {home.get('slots_total')} used"
        )
    return " · ".join(parts)


PARTS = (
    ("crafting-points", "crafting points"),
    ("lumber", "lumber"),
    ("metal", "metal"),
    ("alchemy", "alchemy units"),
)


def home_progress(home: Json) -> str:
    """`Building Medium: crafting points 100 of 675 · lumber 600 of 25,000 …` ('' when none)."""
    building = home.get("building")
    need, done = home.get("need"), home.get("done")
    if not building or not isinstance(need, dict) or not isinstance(done, dict):
        return ""
    parts = [
        f"{label} {int(done.get(key) or 0):,} of {int(need.get(key) or 0):,}"
        for key, label in PARTS
        if need.get(key)
    ]
    return f"Building {building}: " + " · ".join(parts)


def _facility_cells(facility: Json, stable: Json | None) -> list[Cell]:
    per = facility.get("uses_per_interlude")
    used = int(facility.get("used_this_interlude") or 0)
    uses = "no limit given" if per is None else f"{used} of {per} used"
    if facility.get("id") == "stable" and stable:
        uses = f"{stable.get('used', 0)} of {stable.get('slots', 0)} slots"
    effect = str(facility.get("effect") or "—")
    if stable and facility.get("id") == "stable" and stable.get("kept"):
        effect += " · keeps " + ", ".join(str(k) for k in stable["kept"])
    return [
        Cell(str(facility.get("name", "")), SANS_BOLD, 8),
        Cell(str(facility.get("level", "")), CONDENSED_BOLD, 8, align="right"),
        Cell(uses, CONDENSED, 7.5),
        Cell(effect, CONDENSED, 7, wrapped=True),
    ]


def _mounts_block(mounts: list[Json], animals: list[Json], width: float) -> Block:
    rows: list[Row] = [table_row(_mount_cells(m), MOUNT_WIDTHS, width) for m in mounts]
    for animal in animals:
        text = (
            f"{animal.get('name')}: {animal.get('stage_name')} {animal.get('becomes_name')}, "
            f"{animal.get('where')} — next: {animal.get('next') or '–'}"
        )
        rows.append(text_row(text, width, size=7.5))
    header = header_row(MOUNT_HEADINGS, MOUNT_WIDTHS, width) if mounts else None
    return Block("Mounts and animals", tuple(rows) or _none("No mounts", width), header)


def _mount_cells(mount: Json) -> list[Cell]:
    speed, riding = mount.get("speed"), mount.get("riding_points")
    flags = [str(f) for f in mount.get("flags") or []]
    gm = " (GM)"
    return [
        Cell(str(mount.get("name", "")), SANS_BOLD, 8),
        Cell(str(mount.get("mount_name", "")), CONDENSED, 7.5),
        Cell(str(mount.get("rider_size") or "–").capitalize(), CONDENSED, 7.5),
        Cell(
            "–" if speed is None else f"{speed} ft{gm if mount.get('speed_entered') else ''}",
            CONDENSED,
            7.5,
        ),
        Cell(
            "–" if riding is None else f"{riding}{gm if mount.get('riding_entered') else ''}",
            CONDENSED,
            7.5,
        ),
        Cell(str(mount.get("where") or ""), CONDENSED, 7.5, wrapped=True),
        Cell(" ".join(flags) or "—", CONDENSED, 7, ROOTED_RED if flags else GREY, wrapped=True),
    ]
