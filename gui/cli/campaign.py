# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheetwright campaign …`: the library's campaigns, as the app's campaign list has them.

A CAMPAIGN is named by its id, the start of it, or its exact name (any case). Characters are
named as everywhere else (id, id prefix or exact name). Every character named is found before
anything changes, so a name that matches nothing changes nothing."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from datetime import UTC, datetime

from gui.cli.errors import CliError
from gui.cli.fields import parse_fields
from gui.cli.target import find_record, library
from model.records import CampaignRecord, CharacterRecord
from rules.engine.event import Event
from rules.systems import title_of

EXIT_REFUSED = 1


def run(args: argparse.Namespace) -> int:
    """Run `campaign ACTION …`."""
    return _ACTIONS[args.campaign_action](args)


def _list(args: argparse.Namespace) -> int:
    campaigns = library().list_campaigns()
    if not campaigns:
        print("No campaigns yet; `sheetwright campaign new NAME` starts one.")
        return 0
    counts: dict[str, int] = {}
    for record in library().list_characters():
        if record.campaign_id is not None:
            counts[record.campaign_id] = counts.get(record.campaign_id, 0) + 1
    width = max(len(c.name) for c in campaigns)
    for campaign in campaigns:
        count = counts.get(campaign.id, 0)
        characters = f"{count} character{'' if count == 1 else 's'}"
        system = f"  {title_of(campaign.system)}" if campaign.system else ""
        print(f"{campaign.id[:8]}  {campaign.name:<{width}}  {characters}{system}")
    return 0


def _new(args: argparse.Namespace) -> int:
    name = args.name.strip()
    taken = [c for c in library().list_campaigns() if c.name.casefold() == name.casefold()]
    if taken:
        raise CliError(f"There is already a campaign named {taken[0].name} ({taken[0].id[:8]}).")
    campaign = library().add_campaign(name, notes=args.notes or "")
    print(f"Started the campaign {campaign.name} ({campaign.id[:8]}).")
    return 0


def _rename(args: argparse.Namespace) -> int:
    campaign = find_campaign(args.campaign)
    name = args.name.strip()
    others = [
        c
        for c in library().list_campaigns()
        if c.id != campaign.id and c.name.casefold() == name.casefold()
    ]
    if others:
        raise CliError(f"There is already a campaign named {others[0].name} ({others[0].id[:8]}).")
    renamed = library().rename_campaign(campaign.id, name)
    print(f"Renamed the campaign {campaign.name} to {renamed.name}.")
    return 0


def _delete(args: argparse.Namespace) -> int:
    campaign = find_campaign(args.campaign)
    count = len(library().list_characters(campaign_id=campaign.id, include_deleted=True))
    library().delete_campaign(campaign.id)
    if count:
        kept = f"{count} character{'' if count == 1 else 's'}"
        print(
            f"Deleted the campaign {campaign.name}; its {kept} stay in the library, in no campaign."
        )
    else:
        print(f"Deleted the campaign {campaign.name}.")
    return 0


def _add(args: argparse.Namespace) -> int:
    campaign = find_campaign(args.campaign)
    records = _characters(args.characters)
    _refuse_trashed(records)
    for record in records:
        if record.campaign_id != campaign.id:
            library().move_character(record.id, campaign.id)
        print(f"{record.name} is in {campaign.name}.")
    return 0


def _remove(args: argparse.Namespace) -> int:
    campaign = find_campaign(args.campaign)
    records = _characters(args.characters)
    outside = [r for r in records if r.campaign_id != campaign.id]
    if outside:
        names = ", ".join(r.name for r in outside)
        raise CliError(f"{names} {_are(outside)} not in {campaign.name}; nothing was changed.")
    _refuse_trashed(records)
    for record in records:
        library().move_character(record.id, None)
        print(f"{record.name} left {campaign.name} (still in the library, in no campaign).")
    return 0


def _show(args: argparse.Namespace) -> int:
    campaign = find_campaign(args.campaign)
    records = library().list_characters(campaign_id=campaign.id)
    print(f"{campaign.name} ({campaign.id[:8]}) · started {campaign.created_at:%Y-%m-%d}")
    if campaign.system:
        print(f"Game: {title_of(campaign.system)}")
    if campaign.notes.strip():
        print(f"Notes: {campaign.notes.strip()}")
    packs = library().campaign_packs(campaign.id)
    if packs:
        print("Homebrew packs: " + ", ".join(f"{p.name} {p.version}" for p in packs))
    if not records:
        print("No characters yet; `sheetwright campaign add` puts some in.")
        return 0
    print(f"{len(records)} character{'' if len(records) == 1 else 's'}:")
    name_width = max(len(r.name) for r in records)
    system_width = max(len(title_of(r.system)) for r in records)
    for record in sorted(records, key=lambda r: (title_of(r.system), r.name.casefold(), r.id)):
        issues = f"{record.issue_count} issue{'' if record.issue_count == 1 else 's'}"
        headline = record.headline or "—"
        print(
            f"  {record.id[:8]}  {record.name:<{name_width}}  "
            f"{title_of(record.system):<{system_width}}  {headline}  ({issues})"
        )
    return 0


def _award(args: argparse.Namespace) -> int:
    """One event for the whole party: previewed on every character whose game has the action,
    made for all of them or (refused, exit 1) for none."""
    from model.party_actions import (
        make_party_event,
        no_member_words,
        plan_party_event,
        skipped_words,
    )

    campaign = find_campaign(args.campaign)
    at = args.at or datetime.now(UTC).isoformat(timespec="seconds")
    event = Event(args.op, parse_fields(args.fields), at, args.note)
    plan = plan_party_event(library(), campaign.id, event)
    if not plan.members:
        raise CliError(f"{no_member_words(plan)} Nothing was changed.")
    skipped = skipped_words(plan)
    if plan.refused:
        print(
            f"Refused: {plan.words} breaks a rule for {_count(plan.refused)} of {campaign.name}, "
            "so nobody got it:",
            file=sys.stderr,
        )
        print("\n".join(f"  {line}" for line in plan.refusal_lines()), file=sys.stderr)
        if skipped:
            print(skipped, file=sys.stderr)
        print("Nothing was changed.", file=sys.stderr)
        return EXIT_REFUSED
    count = f"{len(plan.members)} character{'' if len(plan.members) == 1 else 's'}"
    if args.dry_run:
        print(f"Would give {count} of {campaign.name}: {plan.words}")
    else:
        make_party_event(library(), plan)
        print(f"Gave {count} of {campaign.name}: {plan.words}")
    for member in plan.members:
        print(f"  {member.record.name}:")
        print("\n".join(f"    {line}" for line in member.preview.diff.lines()))
    if skipped:
        print(skipped)
    if args.dry_run:
        print("Dry run: nothing was changed.")
    else:
        print(
            f"`sheetwright campaign undo {_quoted(campaign.name)}` takes it back from all of them."
        )
    return 0


def _undo(args: argparse.Namespace) -> int:
    """Take back the campaign's last party action from every character it changed."""
    from model.errors import ConflictError

    campaign = find_campaign(args.campaign)
    action = library().last_party_action(campaign.id)
    if action is None:
        raise CliError(f"{campaign.name} has no party action to undo.")
    if args.dry_run:
        print(f"Would undo “{action.summary}” for {_count(action.character_ids)}.")
        print("Dry run: nothing was changed.")
        return 0
    try:
        undone = library().undo_party_action(action.id)
    except ConflictError as err:
        print(f"Refused: {err}", file=sys.stderr)
        return EXIT_REFUSED
    names = ", ".join(r.name for r in sorted(undone, key=lambda r: r.name.casefold()))
    print(f"Undid “{action.summary}” for {_count(undone)}: {names}.")
    return 0


def _count(items: Sequence[object]) -> str:
    return f"{len(items)} character{'' if len(items) == 1 else 's'}"


def _quoted(name: str) -> str:
    return name if name.replace("-", "").replace("_", "").isalnum() else f'"{name}"'


def find_campaign(reference: str) -> CampaignRecord:
    """The one campaign with that id, id prefix or exact name (any case)."""
    wanted = reference.strip()
    campaigns = library().list_campaigns()
    named = [c for c in campaigns if c.name.casefold() == wanted.casefold()]
    matches = named or [c for c in campaigns if wanted and c.id.startswith(wanted.lower())]
    if not matches:
        raise CliError(
            f"No campaign '{reference}' in the library; `sheetwright campaign list` lists them."
        )
    if len(matches) > 1:
        names = ", ".join(f"{c.name} ({c.id[:8]})" for c in matches[:5])
        raise CliError(
            f"'{reference}' matches {len(matches)} campaigns: {names}. Use more of the id."
        )
    return matches[0]


def _characters(references: Sequence[str]) -> list[CharacterRecord]:
    """Each named character, once, found before anything changes."""
    found: dict[str, CharacterRecord] = {}
    for reference in references:
        record = find_record(reference)
        found.setdefault(record.id, record)
    return list(found.values())


def _refuse_trashed(records: Sequence[CharacterRecord]) -> None:
    """Refuse (exit 2) before anything moves if a character is in the trash."""
    trashed = [r for r in records if r.in_trash]
    if trashed:
        names = ", ".join(r.name for r in trashed)
        raise CliError(f"{names} {_are(trashed)} in the trash; restore {_them(trashed)} first.")


def _are(records: Sequence[object]) -> str:
    return "is" if len(records) == 1 else "are"


def _them(records: Sequence[object]) -> str:
    return "it" if len(records) == 1 else "them"


_ACTIONS: dict[str, Callable[[argparse.Namespace], int]] = {
    "list": _list, "new": _new, "rename": _rename, "delete": _delete,
    "add": _add, "remove": _remove, "show": _show, "award": _award, "undo": _undo,
}  # fmt: skip
