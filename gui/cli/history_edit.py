# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Changing a character's history: add, insert, edit, remove, move — each previewed as a diff.

Every command here replays the character with the change, compares it with the character as it
is, and refuses (exit 1, nothing written) a change that leaves an error the character did not
have, unless `--keep-errors` says the errors are wanted for now. `--dry-run` prints the diff and
changes nothing; `--json` prints the diff as JSON (documented in docs/format.md, "Diffs").
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from gui.cli.errors import CliError
from gui.cli.fields import parse_fields, read_small_file
from gui.cli.target import Target, open_target
from model.safe_json import MAX_FILE_BYTES, UnsafeJSON, decode_text, loads_strict
from rules.engine.build import Build
from rules.engine.change import Append, Change, Edit, HistoryError, Insert, Move, Remove
from rules.engine.diff import Diff
from rules.engine.event import Event
from rules.engine.event_words import summary

EXIT_REFUSED = 1


def run(args: argparse.Namespace) -> int:
    """Dispatch to the subcommand named in the arguments."""
    handler = {"add": add, "insert": insert, "edit": edit, "remove": remove, "move": move}
    return handler[args.command](args)


def add(args: argparse.Namespace) -> int:
    """Append one event, or every event of `--from FILE` (all or nothing)."""
    target = open_target(args.character, writing=True)
    if not args.source and not args.op:
        raise CliError("Give the OP to add (see: sheetwright ops), or --from EVENTS.json.")
    events = _events_from(args) if args.source else [_event(args)]
    first = len(target.document["events"]) + 1
    if len(events) == 1:
        done = f"Added {events[0].op} as event {first} of {target.label}."
    else:
        done = f"Added {len(events)} events ({first}–{first + len(events) - 1}) to {target.label}."
    return make_change(args, target, Append(tuple(events)), done)


def insert(args: argparse.Namespace) -> int:
    """Insert an event so that it becomes event N."""
    target = open_target(args.character, writing=True)
    event = _event(args)
    done = (
        f"Inserted {event.op} as event {args.number} of {target.label}; "
        "the events after it moved down one."
    )
    return make_change(args, target, Insert(args.number - 1, (event,)), done)


def edit(args: argparse.Namespace) -> int:
    """Change fields (and the note) of event N; a field set to null is taken out."""
    target = open_target(args.character, writing=True)
    old = _existing(target, args.number)
    if not args.fields and args.note is None:
        raise CliError("Give the fields to change (FIELD=VALUE) or --note. Nothing was changed.")
    fields = {**old.fields, **parse_fields(args.fields)}
    fields = {key: value for key, value in fields.items() if value is not None}
    note = args.note if args.note is not None else old.note
    event = Event(old.op, fields, old.at, note or None)
    done = f"Changed event {args.number} ({old.op}) of {target.label}."
    return make_change(args, target, Edit(args.number - 1, event), done)


def remove(args: argparse.Namespace) -> int:
    """Take event N out of the history; the events after it are checked again."""
    target = open_target(args.character, writing=True)
    old = _existing(target, args.number)
    done = f"Removed event {args.number} ({old.label()}) from {target.label}."
    return make_change(args, target, Remove(args.number - 1), done)


def move(args: argparse.Namespace) -> int:
    """Move event N so that it becomes event M."""
    target = open_target(args.character, writing=True)
    old = _existing(target, args.number)
    _existing(target, args.to)
    done = f"Moved event {args.number} ({old.label()}) to {args.to} in {target.label}."
    return make_change(args, target, Move(args.number - 1, args.to - 1), done)


def make_change(args: argparse.Namespace, target: Target, change: Change, done: str) -> int:
    """Preview a change; print the diff; refuse, dry-run or save it; return the exit code.

    `done` is the sentence printed when it is made."""
    history = target.history()
    try:
        preview = history.preview_change(change)
    except HistoryError as err:
        raise CliError(f"{err} Nothing was changed.") from None
    code = report_diff(args, preview.diff, f"{done[0].lower()}{done[1:].rstrip('.')}")
    if code is not None:
        return code
    build = history.built.build
    target.save(preview.document, summary=change_words(change, build.events, build))
    if not args.json:
        print(done)
        print("\n".join(f"  {line}" for line in preview.diff.lines()))
    return 0


def change_document(
    args: argparse.Namespace, target: Target, document: dict[str, Any], would: str, done: str
) -> int:
    """Preview a new document (house rules, packs); print the diff; refuse, dry-run or save it.

    `would` completes "Would have: …"; `done` is printed (then the diff) once it is saved."""
    _, diff = target.history().preview_document(document)
    code = report_diff(args, diff, would)
    if code is not None:
        return code
    target.save(document)
    if not args.json:
        print(done)
        print("\n".join(f"  {line}" for line in diff.lines()))
    return 0


def change_words(change: Change, history: Sequence[Event], build: Build[Any]) -> str:
    """A change in the player's words, for the revisions list: `Removed event 3: Buy flair: Parry`."""

    def told(event: Event) -> str:
        return summary(event, build.content, build.system)

    match change:
        case Append(events=events) if len(events) == 1:
            return f"Added event {len(history) + 1}: {told(events[0])}"
        case Append(events=events):
            return f"Added events {len(history) + 1}–{len(history) + len(events)}"
        case Insert(index=index, events=events):
            return f"Inserted event {index + 1}: {told(events[0])}"
        case Edit(index=index, event=event):
            return f"Changed event {index + 1}: {told(event)}"
        case Remove(index=index, count=1):
            return f"Removed event {index + 1}: {told(history[index])}"
        case Remove(index=index, count=count):
            return f"Removed events {index + 1}–{index + count}"
        case Move(source=source, target=to):
            return f"Moved event {source + 1} ({told(history[source])}) to {to + 1}"
    raise AssertionError(change)


def report_diff(args: argparse.Namespace, diff: Diff, would: str) -> int | None:
    """Print the diff as `--json` asks; the exit code when the change is refused or a dry run,
    None when it is to be made (`would` completes "Would have: …")."""
    refused = diff.breaks and not getattr(args, "keep_errors", False)
    if args.json:
        print(json.dumps(diff.as_json(), indent=2, ensure_ascii=False))
    if refused:
        print(f"Refused: {diff.errors[0].line()}", file=sys.stderr)
        if not args.json:
            print("\n".join(diff.lines()), file=sys.stderr)
        print(
            "Nothing was changed (--keep-errors makes the change anyway, errors and all).",
            file=sys.stderr,
        )
        return EXIT_REFUSED
    if args.dry_run:
        if not args.json:
            print(f"Would have: {would}.")
            print("\n".join(diff.lines()))
        print("Dry run: nothing was changed.", file=sys.stderr if args.json else sys.stdout)
        return 0
    return None


def _event(args: argparse.Namespace) -> Event:
    at = args.at or datetime.now(UTC).isoformat(timespec="seconds")
    return Event(args.op, parse_fields(args.fields), at, args.note)


def _existing(target: Target, number: int) -> Event:
    events = target.document["events"]
    if not 1 <= number <= len(events):
        have = f"events 1–{len(events)}" if events else "no events"
        raise CliError(
            f"{target.label} has no event {number} (it has {have}). Nothing was changed."
        )
    return Event.from_json(events[number - 1])


def _events_from(args: argparse.Namespace) -> list[Event]:
    """The events of `--from FILE`: a JSON array of events, or one JSON event per line."""
    if args.op or args.fields:
        raise CliError("Give either OP FIELD=VALUE… or --from FILE, not both.")
    path = Path(args.source)
    raw = sys.stdin.buffer.read(MAX_FILE_BYTES + 1) if args.source == "-" else None
    data = raw if raw is not None else read_small_file(path, MAX_FILE_BYTES)
    try:
        text = decode_text(data)
        stripped = text.lstrip()
        if stripped.startswith("["):
            items = loads_strict(text)
        else:
            items = [loads_strict(line) for line in text.splitlines() if line.strip()]
    except UnsafeJSON as err:
        raise CliError(f"{path.name} {err}. Nothing was changed.") from None
    if not isinstance(items, list) or not items:
        raise CliError(f"{path.name} holds no events (a JSON array, or one event per line).")
    now = datetime.now(UTC).isoformat(timespec="seconds")
    return [_checked_event(item, number, path.name, now) for number, item in enumerate(items, 1)]


def _checked_event(item: Any, number: int, origin: str, now: str) -> Event:
    if not isinstance(item, dict) or not isinstance(item.get("op"), str) or not item["op"]:
        raise CliError(
            f'{origin}: event {number} is not an event (an object with an "op"). '
            "Nothing was changed."
        )
    for key in ("at", "note"):
        if key in item and not isinstance(item[key], str):
            raise CliError(f"{origin}: event {number}: '{key}' must be text. Nothing was changed.")
    event = Event.from_json(item)
    return event if event.at else Event(event.op, event.fields, now, event.note)
