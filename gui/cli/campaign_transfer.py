# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheetwright campaign export | import`: a campaign as one `.sheetwright-campaign` file.

Import prints what it adds and what conflicts before anything is written; conflicts without a
choice (`--keep-both`, `--keep-mine`, `--take-theirs`) refuse the whole import (exit 1); a file
that cannot be read is one line (exit 2). Nothing is written on a refusal or with --dry-run."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from gui.cli.campaign import find_campaign
from gui.cli.target import library

EXIT_REFUSED = 1


def export(args: argparse.Namespace) -> int:
    """Write the campaign, its characters and their packs to one file."""
    from model.campaign_file import export_campaign

    campaign = find_campaign(args.campaign)
    data = export_campaign(library(), campaign.id, Path(args.output))
    count = len(data.characters)
    packs = sum(not p.earlier for p in data.packs)
    pack_words = f" and {packs} homebrew pack{'' if packs == 1 else 's'}" if packs else ""
    print(
        f"Wrote {campaign.name} ({count} character{'' if count == 1 else 's'}{pack_words}) "
        f"to {args.output}."
    )
    return 0


def import_(args: argparse.Namespace) -> int:
    """Show what the file adds and what conflicts; then import it, settled as asked."""
    from model.campaign_file import apply_campaign_import, plan_campaign_import, read_campaign
    from model.campaign_words import CHOICES

    path = Path(args.file)
    plan = plan_campaign_import(library(), read_campaign(path))
    print(f"{plan.name}, from {path.name}:")
    _section("Adds", plan.add_lines())
    _section("Conflicts", plan.conflict_lines())
    _section("Stays as this library has it", plan.note_lines())
    if plan.conflicts and args.resolution is None:
        count = f"{plan.conflicts} conflict{'' if plan.conflicts == 1 else 's'}"
        print(
            f"Refused: {count}; settle {'it' if plan.conflicts == 1 else 'them'} with "
            "--keep-both, --keep-mine or --take-theirs. Nothing was changed.",
            file=sys.stderr,
        )
        return EXIT_REFUSED
    if plan.conflicts:
        print(CHOICES[args.resolution])
    if not plan.add_lines() and not plan.conflicts:
        print("Nothing to import: all of it is in this library already.")
        return 0
    if args.dry_run:
        print("Dry run: nothing was changed.")
        return 0
    print(apply_campaign_import(library(), plan, args.resolution).summary())
    return 0


def _section(title: str, lines: list[str]) -> None:
    if lines:
        print(f"{title}:")
        print("\n".join(f"  {line}" for line in lines))
