# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Miridon crew roster and mech blocks, present only when the character has them."""

from __future__ import annotations

from typing import Any

from reportlab.lib.colors import HexColor

from model.pdf.drawing import GREY, INK
from model.pdf.flow import Block, Row
from model.pdf.fonts import CONDENSED, CONDENSED_BOLD, SANS_BOLD
from model.pdf.sections import section_dict, section_list
from model.pdf.table import Cell, Json, header_row, plain, table_row, text_row
from rules.engine.build import Build
from rules.miridon.prereq import name_of

DEAD = HexColor("#a23b32")
CREW_HEADINGS = ("Crew member", "Status", "Max Strength", "Max Speed", "Skills", "Talents")
CREW_WIDTHS = (0.18, 0.07, 0.09, 0.08, 0.29, 0.29)
MECH_HEADINGS = ("Part", "Kind", "Mech points")
MECH_WIDTHS = (0.40, 0.35, 0.25)


def crew_block(build: Build[Any], width: float) -> Block | None:
    """The roster: name, alive or dead, derived strength and speed, skills and talents."""
    crew = section_list(build, "crew")
    if not crew:
        return None
    rows = [_crew_row(build, member, width) for member in crew]
    team = crew[0].get("team_mech")
    if isinstance(team, dict):
        rows.append(text_row(_team_mech_text(team), width, size=7))
    return Block(_crew_title(build), tuple(rows), header_row(CREW_HEADINGS, CREW_WIDTHS, width))


def _crew_title(build: Build[Any]) -> str:
    limit = build.sheet.values.get("crew-limit")
    count = build.sheet.values.get("crew-count")
    if limit is None or count is None:
        return "Crew"
    return f"Crew — {count.value} of {limit.value} living (Caravan Master)"


def _crew_row(build: Build[Any], member: Json, width: float) -> Row:
    alive = bool(member.get("alive"))
    ink = INK if alive else GREY
    cells = [
        Cell(str(member.get("name", "")), SANS_BOLD, 8, ink),
        Cell("alive" if alive else "dead", CONDENSED_BOLD, 7.5, ink if alive else DEAD),
        Cell(str(member.get("max_strength", "–")), SANS_BOLD, 8, ink, "center"),
        Cell(str(member.get("max_speed", "–")), SANS_BOLD, 8, ink, "center"),
        Cell(ranks_text(build, "skill", member.get("skills")), CONDENSED, 7, ink, wrapped=True),
        Cell(ranks_text(build, "talent", member.get("talents")), CONDENSED, 7, ink, wrapped=True),
    ]
    return table_row(cells, CREW_WIDTHS, width)


def ranks_text(build: Build[Any], kind: str, ranks: object) -> str:
    """`Stealth 3, Taunt 1`: named ranks, highest first; "—" when there are none."""
    if not isinstance(ranks, dict) or not ranks:
        return "—"
    ordered = sorted(ranks.items(), key=lambda item: (-int(item[1]), str(item[0])))
    return ", ".join(f"{name_of(build.content, kind, str(k))} {r}" for k, r in ordered)


def _team_mech_text(team: Json) -> str:
    return (
        f"Team Mech {team.get('rank')}: every crew member may ride a mech of {team.get('parts')}"
        f" parts (one Mech Body), up to {team.get('points_per_part')} mech points each"
    )


def mech_block(build: Build[Any], width: float) -> Block | None:
    """The mech's parts with their kinds and points, under the limits from Mech Training."""
    mech = section_dict(build, "mech")
    if not mech:
        return None
    pilot = mech.get("pilot") if isinstance(mech.get("pilot"), dict) else {}
    rows = [_part_row(part, pilot or {}, width) for part in section_list_of(mech, "parts")]
    if not rows:
        rows.append(text_row("No parts yet", width, color=GREY))
    rows += [text_row(line, width, size=7) for line in mech_notes(mech)]
    return Block(
        _mech_title(pilot or {}), tuple(rows), header_row(MECH_HEADINGS, MECH_WIDTHS, width)
    )


def section_list_of(section: Json, key: str) -> list[Json]:
    """A list inside a section, only its dict entries."""
    found = section.get(key)
    return [e for e in found if isinstance(e, dict)] if isinstance(found, list) else []


def _mech_title(pilot: Json) -> str:
    if not pilot:
        return "Mech"
    return (
        f"Mech — {pilot.get('rank_name', 'Mech Training')} {pilot.get('rank')}: up to"
        f" {pilot.get('parts')} parts, {pilot.get('points_per_part')} mech points each"
    )


def _part_row(part: Json, pilot: Json, width: float) -> Row:
    limit = pilot.get("points_per_part")
    points = f"{part.get('mech_points', 0)}" + (f" / {limit}" if limit is not None else "")
    cells = [
        Cell(str(part.get("name", "")), SANS_BOLD, 8),
        Cell(str(part.get("kind_name") or part.get("kind", "")), CONDENSED, 7.5),
        Cell(points, SANS_BOLD, 8),
    ]
    return table_row(cells, MECH_WIDTHS, width)


def mech_notes(mech: Json) -> list[str]:
    """Extra parts from dual specials, different building limits, and whether it can be piloted."""
    notes = []
    pilot = mech.get("pilot") if isinstance(mech.get("pilot"), dict) else {}
    for extra in section_list_of(pilot or {}, "extras"):
        notes.append(f"Extra: {plain(extra.get('label'))}")
    built = mech.get("build")
    if isinstance(built, dict):
        notes.append(
            f"Can build with {built.get('rank_name')} {built.get('rank')}: up to"
            f" {built.get('parts')} parts, {built.get('points_per_part')} mech points each"
        )
    if mech.get("can_pilot") is False:
        notes.append("This mech cannot be piloted yet (see the issues in Sheetwright)")
    return notes
