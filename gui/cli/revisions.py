# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`revisions`, `revert`, `undo` and `redo`: stepping through a character's saved versions.

A library character keeps every saved version, so undo and redo take back any kind of change,
after a restart too. A file keeps only its current state: undo removes its last event.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from gui.cli.errors import CliError
from gui.cli.target import Target, library, open_target
from model.records import CharacterRecord, RevisionRecord
from rules.engine.diff import Diff, diff_builds
from rules.engine.event import Event

NOTHING_CHANGED = "Nothing was changed."


def run(args: argparse.Namespace) -> int:
    """Dispatch to the subcommand named in the arguments."""
    handler = {"revisions": revisions, "revert": revert, "undo": undo, "redo": redo}[args.command]
    return handler(args)


def revisions(args: argparse.Namespace) -> int:
    """List a library character's revisions, oldest first, marking the current one."""
    record = _library_record(open_target(args.character), "so there is no list of them")
    listed = library().list_revisions(record.id)
    if args.json:
        _print_json([_revision_json(r, r is listed[-1]) for r in listed])
        return 0
    width = len(str(listed[-1].number))
    for revision in listed:
        mark = "  ← current" if revision is listed[-1] else ""
        print(f"  {revision.number:>{width}}  {_local(revision)}  {revision.summary}{mark}")
    return 0


def revert(args: argparse.Namespace) -> int:
    """Go back to one revision (a new revision itself, so undo takes it back)."""
    target = open_target(args.character)
    record = _library_record(target, "so there is none to go back to")
    wanted = library().get_revision(record.id, args.revision)
    diff = _diff(target, wanted.document)
    if args.dry_run:
        return _report(args, diff, f"Reverting {record.name} to revision {wanted.number}:", True)
    library().revert_character(record.id, wanted.number, record.version)
    now = _latest_number(record)
    done = f"Reverted {record.name} to revision {wanted.number} (now revision {now})."
    return _report(args, diff, done, False)


def undo(args: argparse.Namespace) -> int:
    """Library: take back the last change of any kind. File: remove the last event."""
    target = open_target(args.character, writing=True)
    if target.record is None:
        return _undo_file(args, target)
    record = target.record
    label, before = library().undo_label(record.id), library().undo_target(record.id)
    if label is None or before is None:
        raise CliError(f"{record.name} has nothing to undo.")
    diff = _diff(target, before)
    if args.dry_run:
        return _report(args, diff, f"Would undo: {label}", True)
    library().undo_character(record.id, record.version)
    return _report(args, diff, f"Undid: {label}", False)


def redo(args: argparse.Namespace) -> int:
    """Library: apply again what the last undo took back. Files keep no revisions."""
    target = open_target(args.character)
    record = _library_record(target, "so there is nothing to redo (undo removes its last event)")
    label, after = library().redo_label(record.id), library().redo_target(record.id)
    if label is None or after is None:
        raise CliError(f"{record.name} has nothing to redo.")
    diff = _diff(target, after)
    if args.dry_run:
        return _report(args, diff, f"Would redo: {label}", True)
    library().redo_character(record.id, record.version)
    return _report(args, diff, f"Redid: {label}", False)


def _undo_file(args: argparse.Namespace, target: Target) -> int:
    """Remove the last event of a file's history (files keep no revisions)."""
    events = list(target.document["events"])
    if not events:
        raise CliError(f"{target.label} has no events to undo.", code=1)
    removed = Event.from_json(events.pop())
    document = {**target.document, "events": events}
    diff = _diff(target, document)
    what = f"event {len(events) + 1} ({removed.label()}) from {target.label}"
    if args.dry_run:
        return _report(args, diff, f"Would remove {what}.", True)
    target.save(document)
    return _report(args, diff, f"Removed {what}.", False)


def _library_record(target: Target, consequence: str) -> CharacterRecord:
    """The library record of the character; a file is refused with one line (exit 2)."""
    if target.record is None:
        raise CliError(
            f"{target.label} is a file, and files keep no revisions (library characters do), "
            f"{consequence}. {NOTHING_CHANGED}"
        )
    return target.record


def _diff(target: Target, document: dict[str, Any]) -> Diff:
    """What going from the character as it is to `document` does to the sheet."""
    after = Target(document, target.path, target.record).build()
    return diff_builds(target.build().build, after.build)


def _report(args: argparse.Namespace, diff: Diff, headline: str, dry_run: bool) -> int:
    """The diff as JSON, or the headline, the diff's lines and (dry run) that nothing changed."""
    if args.json:
        _print_json(diff.as_json())
        return 0
    print(headline)
    for line in diff.lines():
        print(f"  {line}")
    if dry_run:
        print(NOTHING_CHANGED)
    return 0


def _latest_number(record: CharacterRecord) -> int:
    """The number of the character's newest revision."""
    latest = library().latest_revision(record.id)
    return latest.number if latest is not None else 1


def _revision_json(revision: RevisionRecord, current: bool) -> dict[str, Any]:
    """One revision for `revisions --json`."""
    return {
        "revision": revision.number,
        "at": revision.created_at.isoformat(),
        "summary": revision.summary,
        "current": current,
    }


def _local(revision: RevisionRecord) -> str:
    """When a revision was saved, in local time to the minute."""
    return revision.created_at.astimezone().strftime("%Y-%m-%d %H:%M")


def _print_json(value: Any) -> None:
    """Pretty JSON on stdout."""
    print(json.dumps(value, indent=2, ensure_ascii=False))
