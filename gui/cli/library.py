# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Subcommands for the library: import, list, show, export, trash, content and packs."""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from gui.cli import text as cli_text
from gui.cli.errors import CliError, require_system
from gui.cli.fields import read_small_file
from gui.cli.history_edit import change_document
from gui.cli.target import find_record, is_standard_output, library, open_target, write_output
from model.document import dump_document
from rules.systems import get_system, is_known, known_systems, title_of

if TYPE_CHECKING:
    from rules.engine.content_pack import LoadedPack

# The content, pack and transfer modules are imported inside the commands that use them, so that
# `list`, `show` or `delete` load only the library (the content stack alone costs ~200 ms).

MAX_PACK_BYTES = 1024 * 1024


def run(args: argparse.Namespace) -> int:
    """Dispatch to the subcommand named in the arguments."""
    handler = {
        "export": export,
        "import": import_,
        "list": list_,
        "show": show,
        "delete": delete,
        "restore": restore,
        "content": content,
        "pack-import": pack_import,
        "use-pack": use_pack,
    }[args.command]
    return handler(args)


def export(args: argparse.Namespace) -> int:
    """Write a character as a PDF sheet or as a .sheetwright.json file (or a campaign's party)."""
    cards = getattr(args, "cards", False)
    ledger = getattr(args, "ledger", False)
    if getattr(args, "campaign", None) is not None or args.character is None:
        return export_party(args)
    if args.json and cards:
        raise CliError("--cards prints cards into a PDF: use it with --pdf, not --json.")
    if ledger and (args.json or cards):
        raise CliError(
            "--ledger adds pages after the PDF sheet: use it with --pdf, without --cards."
        )
    target = open_target(args.character)
    if args.json:
        if is_standard_output(args.json):  # `--json -`: the file's text, for a pipe
            write_output(args.json, (dump_document(target.document) + "\n").encode("utf-8"))
            return 0
        from model.transfer import export_json

        export_json(target.document, args.json)
        print(f"Wrote {args.json}")
        return 0
    from model.pdf.cards import render_cards
    from model.pdf.font_fallback import collect_missing, missing_warning
    from model.pdf.sheet_meta import meta_of
    from model.pdf.sheet_pdf import render_sheet

    loaded = target.build()
    meta = meta_of(target.document, loaded.build.system.title)
    if target.record is not None:
        from model.campaign_rules import campaign_note

        note = campaign_note(library(), target.record, target.document)
        meta = replace(meta, campaign_note=note)
    try:
        with collect_missing() as missing:
            if cards:
                pdf = render_cards([(loaded.build, meta)], args.paper)
            else:
                pdf = render_sheet(loaded.build, meta, args.paper, ledger=ledger)
    except ValueError as err:
        raise CliError(
            f"Cannot print {target.document['name']}: {err}. `export --cards` and `export --json` work."
        ) from None
    if missing.characters:
        print(f"sheetwright: warning: {missing_warning(missing.characters)}", file=sys.stderr)
    write_output(args.pdf, pdf)  # `--pdf -` writes the PDF to standard output
    extra = ", cards" if cards else ", with the ledger" if ledger else ""
    wrote = sys.stderr if is_standard_output(args.pdf) else sys.stdout
    print(f"Wrote {args.pdf} ({args.paper.upper()}{extra})", file=wrote)
    return 0


def export_party(args: argparse.Namespace) -> int:
    """`export --campaign NAME --pdf OUT [--cards]`: the party summary of each game, then every
    character's sheets (or cards), in one PDF."""
    if args.campaign is None:
        raise CliError("Name the CHARACTER to export (or --campaign NAME for a whole party).")
    if args.character is not None:
        raise CliError("Name a CHARACTER or a --campaign to export, not both.")
    if args.json or not args.pdf or getattr(args, "ledger", False):
        raise CliError("--campaign prints the party into a PDF: use it with --pdf (and --cards).")
    from gui.cli.campaign import find_campaign
    from model.party import party_of
    from model.pdf.font_fallback import collect_missing, missing_warning
    from model.pdf.party_pdf import render_party

    campaign = find_campaign(args.campaign)
    party = party_of(library(), campaign.id)
    if not party.members:
        raise CliError(f"{campaign.name} has no characters to print; nothing was written.")
    try:
        with collect_missing() as missing:
            pdf = render_party(party, args.paper, cards=args.cards)
    except ValueError as err:
        raise CliError(f"Cannot print the party of {campaign.name}: {err}.") from None
    if missing.characters:
        print(f"sheetwright: warning: {missing_warning(missing.characters)}", file=sys.stderr)
    write_output(args.pdf, pdf)
    count = len(party.members)
    kind = "cards" if args.cards else "sheets"
    wrote = sys.stderr if is_standard_output(args.pdf) else sys.stdout
    print(
        f"Wrote {args.pdf} ({args.paper.upper()}: the party summary and the {kind} of "
        f"{count} character{'' if count == 1 else 's'})",
        file=wrote,
    )
    return 0


def import_(args: argparse.Namespace) -> int:
    """Import files; each bad file is reported and changes nothing; exit 2 if any failed.

    Each file is read and replayed once (in a worker process per processor when there are many),
    and stored with the others of its batch in one transaction; each batch's lines are printed as
    soon as it is stored."""
    from model.transfer import import_batches, import_summary

    imported = total = 0  # counts, not results: 10,000 records would hold 10,000 documents
    workers = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    for batch in import_batches(library(), args.files, workers=workers or 1):
        total += len(batch)
        for result in batch:
            if result.record is not None:
                imported += 1
                extra = f" — {result.note}" if result.note else ""
                print(f"Imported {result.path}: {result.record.name} ({result.record.id}){extra}")
            else:
                print(f"Not imported {result.path}: {result.error}")
    print(import_summary(imported, total))
    return 0 if imported == total else 2


def list_(args: argparse.Namespace) -> int:
    """List library characters, newest change first (`sheetwright list` runs it directly)."""
    from gui.cli.library_list import list_characters

    return list_characters(args)


def show(args: argparse.Namespace) -> int:
    """Show one library character: its record, its sheet and its issues."""
    record = find_record(args.character)
    target = open_target(record.id)
    print(f"id {record.id} · version {record.version} · changed {record.updated_at:%Y-%m-%d %H:%M}")
    print(cli_text.sheet_text(record.document, target.build().build))
    return 0


def delete(args: argparse.Namespace) -> int:
    """Move a character to the trash (restore brings it back)."""
    record = find_record(args.character)
    if record.in_trash:
        again = f"`sheetwright restore {record.id[:8]}` brings it back"
        raise CliError(f"{record.name} is already in the trash; {again}.")
    library().trash_character(record.id)
    print(
        f"Moved {record.name} ({record.id[:8]}) to the trash; `sheetwright restore {record.id[:8]}` brings it back."
    )
    return 0


def restore(args: argparse.Namespace) -> int:
    """Bring a character back from the trash."""
    matches = [r for r in library().find(args.character, include_trash=True) if r.in_trash]
    if len(matches) != 1:
        raise CliError(
            f"No single character '{args.character}' in the trash ({len(matches)} match)."
        )
    library().restore_character(matches[0].id)
    print(f"Restored {matches[0].name} ({matches[0].id[:8]}).")
    return 0


def content(args: argparse.Namespace) -> int:
    """List the shipped content of a system and the homebrew packs in the library."""
    from model.character_build import example_packs, shipped_ruleset

    require_system(args.system)
    load = shipped_ruleset(args.system)
    for problem in load.problems:
        print(f"problem: {problem.describe()}")
    kinds = [args.kind] if args.kind else list(get_system(args.system).content_kinds)
    for kind in kinds:
        entries = load.ruleset.entries(kind)
        print(
            f"{kind} ({len(entries)}):"
            + ("" if entries else " none in the rulebook — add them with a homebrew pack")
        )
        for entry in entries:
            print(f"  {entry.id}: {entry.name}  [{entry.source.cite()}]")
    for info in example_packs(args.system):
        print(
            f"example pack {info.id} '{info.name}' (not from the rulebook; `sheetwright use-pack CHARACTER {info.id}` turns it on)"
        )
    for pack in library().list_packs(args.system):
        print(
            f"homebrew pack {pack.id} '{pack.name}' version {pack.version}{'' if pack.enabled else ' (disabled)'}"
        )
    return 0


def pack_import(args: argparse.Namespace) -> int:
    """Validate a single-file homebrew pack and add it to the library (replacing an older copy)."""
    from model.pack_store import pack_version

    path = Path(args.file)
    text = read_small_file(path, MAX_PACK_BYTES)
    pack = _check_any_system(text, path.name)
    decoded = text.decode("utf-8")
    old = next((p for p in library().list_packs() if p.id == pack.info.id), None)
    if old is not None and old.system != pack.system:
        raise CliError(
            f"The library already has a {title_of(old.system)} pack with id '{old.id}', and this "
            f"one is for {title_of(pack.system)}: give it another id. Nothing was changed."
        )
    counts = ", ".join(f"{len(v)} {k}" for k, v in pack.entries.items() if v)
    label = f"Pack {pack.info.id} '{pack.info.name}' v{pack.info.version}"
    if old is not None and old.text == decoded:
        print(f"{label} is already in the library, unchanged.")
        return 0
    if old is not None:  # from the text just compared: a pack saved meanwhile is not replaced
        library().update_pack(
            pack.info.id, pack.info.name, pack.info.version, decoded,
            system=pack.system, expected=pack_version(old),
        )  # fmt: skip
    else:
        library().add_pack(pack.info.id, pack.system, pack.info.name, pack.info.version, decoded)
    print(f"{label} ({counts or 'no entries'}) is in the library.")
    if old is not None:
        _say_who_waits(pack.info.id)
    return 0


def _say_who_waits(pack_id: str) -> None:
    """After an update of a pack: how many characters now wait for a review of it."""
    from model.content_review import waiting_for_pack

    count = len(waiting_for_pack(library(), pack_id))
    if count == 1:
        print("1 character uses this pack and waits for a review: sheetwright review --all")
    elif count:
        print(f"{count} characters use this pack and wait for a review: sheetwright review --all")


def _check_any_system(text: bytes, filename: str) -> LoadedPack:
    from model.character_build import check_pack_text
    from rules.engine.content_yaml import load_yaml, to_plain

    header = to_plain(load_yaml(text, filename), filename)
    system = header.get("system") if isinstance(header, dict) else None
    if not isinstance(system, str) or not is_known(system):
        raise CliError(f"{filename}: 'system' must be one of {', '.join(known_systems())}.")
    return check_pack_text(text.decode("utf-8"), filename, system)


def use_pack(args: argparse.Namespace) -> int:
    """Record that a character uses a homebrew pack (or a shipped example pack), so its content loads."""
    from model.character_build import example_packs
    from model.content_pins import with_pack
    from model.content_versions import pack_fingerprint

    target = open_target(args.character, writing=True)
    system = target.document["system"]
    found: dict[str, tuple[str, str, str | None]] = {
        p.id: (p.name, p.version, None) for p in example_packs(system)
    }  # shipped example packs are pinned with the shipped rules, homebrew by their text
    found |= {
        p.id: (p.name, p.version, pack_fingerprint(p.text)) for p in library().list_packs(system)
    }
    if args.pack not in found:
        raise CliError(
            f"No {system} pack '{args.pack}' in the library (see: sheetwright content --system {system})."
        )
    name, version, fingerprint = found[args.pack]
    document = with_pack(target.document, args.pack, version, fingerprint)
    pack = f"pack {args.pack} '{name}' v{version}"
    done = f"{target.label} now uses {pack}."
    return change_document(args, target, document, f"made {target.label} use {pack}", done)
