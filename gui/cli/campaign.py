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
from typing import TYPE_CHECKING

from gui.cli.errors import CliError
from gui.cli.fields import parse_fields
from gui.cli.target import find_record, library
from model.records import CampaignRecord, CharacterRecord
from rules.engine.event import Event
from rules.systems import title_of

if TYPE_CHECKING:
    from model.campaign_rules import PacksPlan, RulesPlan

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


def _house_rules(args: argparse.Namespace) -> int:
    """Show a campaign's house rules, or set them for every character of that game that follows
    the campaign (`--all`: every one); all or nothing (exit 1 when it breaks a rule)."""
    from model.campaign_rules import campaign_systems, make_house_rules, plan_house_rules
    from rules.engine.setting_words import setting_title
    from rules.systems import get_system

    campaign = find_campaign(args.campaign)
    games = campaign_systems(library(), campaign.id)
    if not args.settings:
        print(_rules_words(campaign, games))
        return 0
    changes = parse_fields(args.settings)
    game = _game_of(campaign, games, list(changes), args.game)
    plan = plan_house_rules(library(), campaign.id, game, changes, everyone=args.all)
    title = title_of(game)
    if plan.refused:
        return _refused(plan)
    verb = "Would set" if args.dry_run else "Set"
    print(f"{verb} the {title} house rules of {campaign.name}: {plan.words}")
    if not args.dry_run:
        make_house_rules(library(), plan)
    for change in plan.changes:
        print(f"  {change.record.name}:")
        print("\n".join(f"    {line}" for line in change.diff.lines()))
    fields = get_system(game).settings.model_fields
    for record, kept in plan.keeping:
        titles = ", ".join(setting_title(key, fields[key]) for key in kept)
        rule = "house rule" if len(kept) == 1 else "house rules"
        print(f"  {record.name} keeps its own {rule} ({titles}); --all gives it the campaign's.")
    if not plan.changes:
        print(f"  No {title} character of {campaign.name} changes.")
    if args.dry_run:
        print("Dry run: nothing was changed.")
    return 0


def _packs(args: argparse.Namespace) -> int:
    """List a campaign's homebrew packs, or make it use exactly the packs given: its characters
    of each pack's game take it up, each change shown as a diff, all or nothing."""
    from model.campaign_rules import make_campaign_packs, plan_campaign_packs

    campaign = find_campaign(args.campaign)
    if not args.packs and not args.none:
        packs = library().campaign_packs(campaign.id)
        if not packs:
            print(f"{campaign.name} uses no homebrew packs.")
        for pack in packs:
            print(f"  {pack.id}  {pack.name} {pack.version}  ({title_of(pack.system)})")
        return 0
    if args.packs and args.none:
        raise CliError("Give the packs to use, or --none, not both. Nothing was changed.")
    plan = plan_campaign_packs(library(), campaign.id, args.packs)
    if plan.refused:
        return _refused(plan)
    verb = "Would make" if args.dry_run else "Made"
    print(f"{verb} {campaign.name} use {plan.words}.")
    if not args.dry_run:
        make_campaign_packs(library(), plan)
    for change in plan.changes:
        print(f"  {change.record.name}:")
        print("\n".join(f"    {line}" for line in change.diff.lines()))
    if args.dry_run:
        print("Dry run: nothing was changed.")
    return 0


def _review(args: argparse.Namespace) -> int:
    """The campaign's characters waiting for a review of changed content; `--accept` accepts
    all of them at once (each character's own review)."""
    from model.campaign_rules import accept_campaign_review, plan_campaign_review

    campaign = find_campaign(args.campaign)
    reviews = plan_campaign_review(library(), campaign.id)
    if not reviews:
        print(f"Every character of {campaign.name} is up to date with its rules and packs.")
        return 0
    if args.accept:
        accept_campaign_review(library(), campaign.id, reviews)
        print(f"Accepted the updated rules for {_count(reviews)} of {campaign.name}:")
    else:
        print(f"{_count(reviews)} of {campaign.name} {_are(reviews)} waiting for a review:")
    for review in reviews:
        print(f"  {review.record.name}: {review.words}")
        print("\n".join(f"    {line}" for line in review.diff.lines()))
    if not args.accept:
        print(
            f"`sheetwright campaign review {_quoted(campaign.name)} --accept` accepts them all; "
            "`sheetwright review CHARACTER --accept` one by one."
        )
    return 0


def _game_of(
    campaign: CampaignRecord, games: Sequence[str], keys: Sequence[str], asked: str | None
) -> str:
    """The game whose house rules KEY=VALUE sets: --game, else the one game of the campaign that
    has every key."""
    from rules.systems import get_system

    if asked is not None:
        wanted = asked.strip().casefold()
        named = [g for g in games if wanted in (g.casefold(), title_of(g).casefold())]
        if not named:
            plays = ", ".join(title_of(g) for g in games) or "no game yet"
            raise CliError(f"No character of {campaign.name} plays '{asked}' (it plays {plays}).")
        return named[0]
    having = [g for g in games if all(k in get_system(g).settings.model_fields for k in keys)]
    if len(having) == 1:
        return having[0]
    if not having:
        plays = ", ".join(title_of(g) for g in games) or "no game yet"
        raise CliError(
            f"No game of {campaign.name} ({plays}) has the house rule '{keys[0]}'; "
            "`sheetwright campaign house-rules CAMPAIGN` lists them."
        )
    names = " and ".join(title_of(g) for g in having)
    raise CliError(f"{names} both have '{keys[0]}'; say which with --game.")


def _rules_words(campaign: CampaignRecord, games: Sequence[str]) -> str:
    """The campaign's house rules, game by game, and who keeps an own house rule."""
    from model.campaign_rules import effective, own_house_rules, own_rules_words
    from rules.engine.setting_words import about, setting_title, value_words
    from rules.systems import get_system

    if not games:
        return f"{campaign.name} has no characters yet, so no game's house rules apply."
    rules = library().campaign_house_rules(campaign.id)
    lines = []
    for game in games:
        fields = get_system(game).settings.model_fields
        set_here = rules.get(game, {})
        values = effective(game, set_here)
        if not fields:
            lines.append(f"The {title_of(game)} rulebook leaves nothing open to a house rule.")
            continue
        lines.append(f"{title_of(game)} house rules of {campaign.name}:")
        for name, info in fields.items():
            origin = "" if name in set_here else " (the rulebook's)"
            lines.append(
                f"  {setting_title(name, info)}: {value_words(values[name])}{origin}"
                f"  [set with {name}=…]"
            )
            if info.description:
                lines.append(f"      {about(info)}")
        for record in library().list_characters(system=game, campaign_id=campaign.id):
            document = library().get_character(record.id).document
            own = own_house_rules(record, document, rules)
            if own:
                lines.append(f"  {record.name}: {own_rules_words(game, own, document)}")
    return "\n".join(lines)


def _refused(plan: RulesPlan | PacksPlan) -> int:
    """Say (on stderr) that a campaign-wide change breaks a rule, and for whom; exit 1."""
    print(
        f"Refused: {plan.words} breaks a rule for {_count(plan.refused)} of "
        f"{plan.campaign.name}, so nothing was changed:",
        file=sys.stderr,
    )
    for change in plan.refused:
        print(f"  {change.record.name}: {change.refusal}", file=sys.stderr)
    return EXIT_REFUSED


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


def _export(args: argparse.Namespace) -> int:
    from gui.cli.campaign_transfer import export

    return export(args)


def _import(args: argparse.Namespace) -> int:
    from gui.cli.campaign_transfer import import_

    return import_(args)


_ACTIONS: dict[str, Callable[[argparse.Namespace], int]] = {
    "list": _list, "new": _new, "rename": _rename, "delete": _delete,
    "add": _add, "remove": _remove, "show": _show, "award": _award, "undo": _undo,
    "house-rules": _house_rules, "review": _review, "packs": _packs,
    "export": _export, "import": _import,
}  # fmt: skip
