# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheetwright list`: the library's characters, from their summary columns only.

A module of its own so that listing loads the library and the system names, never the rules
engine, the content schemas, pydantic, Alembic or the JSON Schema validator (`-X importtime`).
"""

from __future__ import annotations

import argparse

from gui.cli.target import library
from rules.systems import title_of


def run(args: argparse.Namespace) -> int:
    """The `list` command."""
    return list_characters(args)


def list_characters(args: argparse.Namespace) -> int:
    """List library characters, newest change first (the trash instead with --trash)."""
    records = library().list_characters(
        system=args.system, search=args.search, include_deleted=args.trash
    )
    records = [r for r in records if r.in_trash == args.trash]
    if not records:
        print(_nothing_listed(args))
        return 0
    titles = {system: title_of(system) for system in {r.system for r in records}}
    width = max(len(title) for title in titles.values())  # "Lyrian Chronicles" lines up too
    lines = []
    for r in records:
        changed = r.updated_at.astimezone().isoformat(" ", "minutes")[:16]  # 2026-12-01 16:58
        lines.append(f"{r.id[:8]}  {r.name:<28}  {titles[r.system]:<{width}}  {changed}")
    print("\n".join(lines))
    return 0


def _nothing_listed(args: argparse.Namespace) -> str:
    """Why the list is empty: nothing matches the search or system, or nothing is there."""
    if (args.search or "").strip() or args.system:
        where = "in the trash" if args.trash else "in the library"
        return f"No character {where} matches that search."
    return "The trash is empty." if args.trash else "No characters in the library yet."
